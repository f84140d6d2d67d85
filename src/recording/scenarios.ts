/**
 * The scenarios, as data: one row per scenario, read by the recorder (what to inject, which
 * error the agent gets), its stop line and `--allow-writes`, the judge (when a scenario
 * counts as triggered, whether a PASS only sets a baseline) and the renderers (order and
 * title). Adding a scenario is one key in {@link ScenarioKinds} and one row in
 * {@link SCENARIO_TABLE}; the compiler then names every other place that must decide about
 * it (test/type-level.test.ts adds a fake one and pins that list). No zod here: the
 * reader's fast checks use these lists without loading it.
 */

/**
 * What the recorder does to calls under a scenario (J10, J11, J15): `nothing`; `ghost`,
 * forward the first write and answer the agent with a timeout whatever the upstream did
 * (F1); `once`, answer the first write with an error without forwarding it; `seeded`, fail
 * any classified call whose seeded draw is under the error rate (chaos).
 */
export type Injection = "nothing" | "ghost" | "once" | "seeded";

/** Every scenario by name, with what it injects: the one list of scenario names. */
export interface ScenarioKinds {
  none: "nothing";
  F1: "ghost";
  F2: "once";
  F3: "once";
  F4: "nothing";
  F5: "once";
  chaos: "seeded";
}

export type Scenario = keyof ScenarioKinds;
/** Scenarios that inject something into a call: a call event's `fault`. */
export type Fault = { [K in Scenario]: ScenarioKinds[K] extends "nothing" ? never : K }[Scenario];

export interface ScenarioSpec<I extends Injection = Injection> {
  injects: I;
  /** J10: a write call was made (none), a write was forwarded (F4), or a fault was injected. */
  triggeredBy: "write call" | "forwarded write" | "fault";
  /** How `loopgate record` selects it: the default, `--scenario NAME`, or `--mode NAME`. */
  selectedBy: "default" | "--scenario" | "--mode";
  /** J12: the error asks the agent to wait `retry_after` seconds before it calls the tool again. */
  asksToWait: boolean;
  /** J14: the JSON text of the error result the agent gets in place of the real answer. */
  errorText: I extends "nothing" ? null : (retryAfterSeconds: number) => string;
  /** Where its group stands in the JUnit and Markdown outputs, lowest first. */
  reportRank: number;
  /** The group's title in the JUnit and Markdown outputs. */
  title: string;
}

// Exhaustive by its type: a name in ScenarioKinds without a row here does not compile. The
// key order is the order of the format's enum (docs/recording-format.md, the JSON schemas).
export const SCENARIO_TABLE: { readonly [K in Scenario]: ScenarioSpec<ScenarioKinds[K]> } = {
  none: {
    injects: "nothing",
    triggeredBy: "write call",
    selectedBy: "default",
    asksToWait: false,
    errorText: null,
    reportRank: 7,
    title: "no fault injected (baseline)",
  },
  F1: {
    injects: "ghost",
    triggeredBy: "fault",
    selectedBy: "--scenario",
    asksToWait: false,
    errorText: () =>
      JSON.stringify({ status: 504, error: "timeout", message: "the request timed out before the server answered" }),
    reportRank: 1,
    title: "ghost write: executed, but the agent got a timeout",
  },
  F2: {
    injects: "once",
    triggeredBy: "fault",
    selectedBy: "--scenario",
    asksToWait: true,
    errorText: (retryAfterSeconds) =>
      JSON.stringify({ status: 429, error: "rate_limited", retry_after: retryAfterSeconds }),
    reportRank: 2,
    title: "rate limit: 429 with retry_after",
  },
  F3: {
    injects: "once",
    triggeredBy: "fault",
    selectedBy: "--scenario",
    asksToWait: false,
    errorText: () => '{"',
    reportRank: 3,
    title: "truncated JSON answer, not executed",
  },
  F4: {
    injects: "nothing",
    triggeredBy: "forwarded write",
    selectedBy: "--scenario",
    asksToWait: false,
    errorText: null,
    reportRank: 4,
    title: "duplicate dispatch baseline, nothing injected",
  },
  F5: {
    injects: "once",
    triggeredBy: "fault",
    selectedBy: "--scenario",
    asksToWait: false,
    errorText: () => JSON.stringify({ status: 500, error: "internal_server_error" }),
    reportRank: 5,
    title: "server error 500, not executed",
  },
  chaos: {
    injects: "seeded",
    triggeredBy: "fault",
    selectedBy: "--mode",
    asksToWait: false,
    errorText: () =>
      JSON.stringify({ status: 503, error: "server_error", message: "the server could not handle the request" }),
    reportRank: 6,
    title: "seeded random server errors",
  },
};

/** A scenario's row, widened: what code that handles every scenario alike reads. */
export function scenarioSpec(name: Scenario): ScenarioSpec {
  return SCENARIO_TABLE[name];
}

/** A fault's row: one that injects, so it has an error text. */
export function faultSpec(fault: Fault): ScenarioSpec<Exclude<Injection, "nothing">> {
  return SCENARIO_TABLE[fault];
}

export const SCENARIOS = Object.keys(SCENARIO_TABLE) as [Scenario, ...Scenario[]];
export const FAULTS = SCENARIOS.filter((name) => scenarioSpec(name).injects !== "nothing") as [Fault, ...Fault[]];
const GHOST_FAULTS: ReadonlySet<string> = new Set(FAULTS.filter((name) => faultSpec(name).injects === "ghost"));
const WAIT_FAULTS: ReadonlySet<string> = new Set(FAULTS.filter((name) => faultSpec(name).asksToWait));

/**
 * Whether a call's fault is a ghost write (J11): forwarded to the upstream, so it may have
 * executed, while the agent was told it timed out (F1). The judge and the reader ask this of
 * the table, never a scenario's name, so a new fault of this kind is one row.
 */
export function isGhostWrite(fault: string | null): boolean {
  return fault !== null && GHOST_FAULTS.has(fault);
}

/** Whether a call's fault is an error that asks the agent to wait `retry_after` (J12: F2). */
export function asksToWait(fault: string | null): boolean {
  return fault !== null && WAIT_FAULTS.has(fault);
}

/** The order of the scenario groups in the JUnit and Markdown outputs. */
export const SCENARIO_ORDER: readonly Scenario[] = [...SCENARIOS].sort(
  (a, b) => scenarioSpec(a).reportRank - scenarioSpec(b).reportRank,
);
