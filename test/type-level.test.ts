import { describe, expect, it } from "vitest";
import { typeCheckErrors, type TypeCheckError } from "./helpers/type-check.js";

/**
 * A contributor's first step, and the list of places the compiler then makes them visit:
 * test/type-checks/ adds a fault F6 (new-scenario.ts) and a classification setting
 * verifyTools (new-classify-setting.ts), each by module augmentation. Both are checked in one
 * whole-project tsc (the program, not the steps, is what costs); every error names the step
 * that caused it, so each list below is exactly what that step alone gives.
 */
const STEPS = { scenario: /\bF6\b/, setting: /\bverifyTools\b/ };

let errors: TypeCheckError[] | undefined;
function placesNaming(step: keyof typeof STEPS): string[] {
  errors ??= typeCheckErrors();
  return errors.filter((error) => STEPS[step].test(error.message)).map((error) => error.place);
}

describe("one tsc over test/type-checks/ (every step at once)", () => {
  it("every error is one step's: none names both, none names neither", () => {
    errors ??= typeCheckErrors();
    const steps = errors.map((error) => Object.values(STEPS).filter((name) => name.test(error.message)).length);
    expect(steps).toEqual(errors.map(() => 1));
    expect(errors.length).toBe(11);
  }, 120_000);

  it("a new scenario is one key and one row: the compiler names every other place that decides about it", () => {
    // test/type-checks/new-scenario.ts adds F6 (a fault injected once) to ScenarioKinds by module augmentation.
    expect(placesNaming("scenario")).toEqual([
      // The report gains a count for it: a report schema change (CONTRIBUTING.md, "A schema bump").
      "src/judge/types.ts: } satisfies Record<Fault, z.ZodNumber>;",
      // J10's per-fault counter, a switch for speed, ends in a check that every fault has its case.
      "src/judge/verdict.ts: const uncounted: null = fault;",
      // The table: what it injects, what triggers it, how `record` selects it, its error text, title and rank.
      "src/recording/scenarios.ts: export const SCENARIO_TABLE: { readonly [K in Scenario]: ScenarioSpec<ScenarioKinds[K]> } = {",
      // The test helper that builds recordings of each fault (the tests themselves are not checked here, for speed).
      "test/helpers/recording-builder.ts: const FAULT_TEXT: Record<Fault, string> = {",
    ]);
  }, 120_000);

  it("a new setting is one field in the type: the compiler names its builders and where it is stored, nothing else", () => {
    // test/type-checks/new-classify-setting.ts adds `verifyTools` to ClassifySettings by module augmentation.
    expect(placesNaming("setting")).toEqual([
      // From the config file and the flags (or the action's inputs): the CLI's doors and the action's.
      "src/config/resolve.ts: settings: {",
      // Nothing stated; the recording header's form of it (the recording schema must hold it) and back.
      "src/judge/settings.ts: export const SETTINGS_NOT_STATED: Readonly<ClassifySettings> = Object.freeze({",
      "src/judge/settings.ts: type StoredSettings = Pick<RecordingConfig, keyof ClassifySettings>;",
      "src/judge/settings.ts: return {",
      "src/judge/settings.ts: return {",
      // The report's judging config and its hash (a report schema change).
      "src/replay/replay.ts: function reportedSettings(given: ClassifySettings): Pick<JudgingConfig, keyof ClassifySettings> {",
      "src/replay/replay.ts: return {",
    ]);
  }, 120_000);
});
