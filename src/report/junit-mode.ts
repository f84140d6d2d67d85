/**
 * What one JUnit testcase stands for: a recording with its verdict (the default), or a case
 * judged against the baseline, failing only when it regressed (junit-gate.ts). Apart from
 * junit.ts so that reading the flag does not load the XML builder and the escapers.
 */
export const JUNIT_MODES = ["recording", "gate"] as const;
export type JunitMode = (typeof JUNIT_MODES)[number];

/** `value` as a mode, or null when it names none; each entry point words its own error. */
export function parseJunitMode(value: string): JunitMode | null {
  return (JUNIT_MODES as readonly string[]).includes(value) ? (value as JunitMode) : null;
}
