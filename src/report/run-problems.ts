import { oneLine } from "./escape.js";
import type { Report } from "./schema.js";

/** Bounds of `runProblems`: the headline shows the first, so a few short lines are plenty. */
export const MAX_RUN_PROBLEMS = 100;
export const MAX_RUN_PROBLEM_CHARS = 1000;

/**
 * The report with the run's own problems (a pattern that matched nothing, an unreadable
 * baseline) written into it, one bounded line each (`runProblems`): every file, and any
 * rendering of the JSON report later (the pull request comment), then opens with them.
 * Apart from schema.ts so that the CLI's `replay` does not load zod to call it.
 */
export function withRunProblems(report: Report, problems: string[]): Report {
  if (problems.length === 0) return report;
  const lines = problems.slice(0, MAX_RUN_PROBLEMS).map((problem) => oneLine(problem, MAX_RUN_PROBLEM_CHARS));
  return { ...report, runProblems: lines };
}
