/**
 * What one JUnit testcase stands for: a recording with its verdict (the default), or a case
 * judged against the baseline, failing only when it regressed (junit-gate.ts). Apart from
 * junit.ts so that reading the flag does not load the XML builder and the escapers.
 */
export const JUNIT_MODES = ["recording", "gate"] as const;
export type JunitMode = (typeof JUNIT_MODES)[number];

/**
 * Which schema the file keeps to. `github` (the default): Jenkins xunit's junit-10.xsd plus
 * the `file` and `line` attributes on `testcase` that mikepenz/action-junit-report,
 * EnricoMi/publish-unit-test-result-action and GitLab read to place a failure. `jenkins`:
 * the unchanged junit-10.xsd, for tools that validate against it; without those two
 * attributes the recording's path and line stay in the failure text (`at: path:line`).
 */
export const JUNIT_FLAVORS = ["github", "jenkins"] as const;
export type JunitFlavor = (typeof JUNIT_FLAVORS)[number];

export function parseJunitFlavor(value: string): JunitFlavor | null {
  return (JUNIT_FLAVORS as readonly string[]).includes(value) ? (value as JunitFlavor) : null;
}

/** `value` as a mode, or null when it names none; each entry point words its own error. */
export function parseJunitMode(value: string): JunitMode | null {
  return (JUNIT_MODES as readonly string[]).includes(value) ? (value as JunitMode) : null;
}
