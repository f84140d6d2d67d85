import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import {
  asksToWait,
  FAULTS,
  isGhostWrite,
  SCENARIO_ORDER,
  SCENARIOS,
  SCENARIO_TABLE,
} from "../src/recording/scenarios.js";
import { ROOT } from "./helpers/paths.js";
import { typeCheckErrorPlaces } from "./helpers/type-check.js";

it("the scenario table gives the format's enums and the reports' group order", () => {
  expect(SCENARIOS).toEqual(["none", "F1", "F2", "F3", "F4", "F5", "chaos"]);
  expect(FAULTS).toEqual(["F1", "F2", "F3", "F5", "chaos"]);
  expect(SCENARIO_ORDER).toEqual(["F1", "F2", "F3", "F4", "F5", "chaos", "none"]);
  expect(Object.values(SCENARIO_TABLE).map((row) => row.errorText?.(7) ?? null)).toEqual([
    null,
    '{"status":504,"error":"timeout","message":"the request timed out before the server answered"}',
    '{"status":429,"error":"rate_limited","retry_after":7}',
    '{"',
    null,
    '{"status":500,"error":"internal_server_error"}',
    '{"status":503,"error":"server_error","message":"the server could not handle the request"}',
  ]);
});

it("the judge and the reader ask the table which fault is a ghost write and which asks to wait, not a name", () => {
  expect(FAULTS.filter(isGhostWrite)).toEqual(["F1"]);
  expect(FAULTS.filter(asksToWait)).toEqual(["F2"]);
  expect([isGhostWrite(null), asksToWait(null), isGhostWrite("F6"), asksToWait("none")]).toEqual([
    false,
    false,
    false,
    false,
  ]);
  const byName = /\b(?:fault|scenario) (?:===|!==) "(?:F\d|chaos)"|case "F1"/;
  const judge = ["facts.ts", "operation.ts", "uncertain.ts", "retry-after.ts", "honesty/facts.ts"].map(
    (file) => `src/judge/${file}`,
  );
  const named = [...judge, "src/recording/reader.ts", "src/cli/record.ts"].filter((file) =>
    byName.test(readFileSync(path.join(ROOT, file), "utf8")),
  );
  expect(named).toEqual([]);
});

it("a new scenario is one key and one row: the compiler names every other place that decides about it", () => {
  // test/type-checks/new-scenario.ts adds F6 (a fault injected once) to ScenarioKinds by module augmentation.
  expect(typeCheckErrorPlaces("tsconfig.json")).toEqual([
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
