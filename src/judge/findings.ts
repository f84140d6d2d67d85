import type { Finding } from "./types.js";

/** Where findings are collected while a recording is judged; sorted once at the end. */
export interface Findings {
  violations: Finding[];
  observations: Finding[];
}

export function finding(
  code: Finding["code"],
  message: string,
  tool: string | null,
  operation: string | null,
  seqs: number[],
  line: number,
  t: number,
  details: Partial<Finding> = {},
): Finding {
  return { code, message, tool, operation, seqs, line, t, ...details };
}

/** Time order, then line, then code: the order every report shows findings in. */
export function sortFindings(findings: Finding[]): void {
  findings.sort((a, b) => a.t - b.t || a.line - b.line || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** `1 time`, `2 times`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
