import type { MarkdownBound } from "../report/markdown.js";

/** GitHub refuses a job summary (GITHUB_STEP_SUMMARY) above this many bytes per step. */
export const GITHUB_STEP_SUMMARY_LIMIT = 1_048_576;
/** Room left for whatever else a step appends to its summary. */
export const JOB_SUMMARY_SAFETY_MARGIN = 16_384;

/** The job summary's bound; the `markdown` file gets the same bytes, so summary, file and artifact agree. */
export const JOB_SUMMARY_BOUND: MarkdownBound = {
  maxBytes: GITHUB_STEP_SUMMARY_LIMIT - JOB_SUMMARY_SAFETY_MARGIN,
  boundName: `GitHub's ${GITHUB_STEP_SUMMARY_LIMIT}-byte job summary limit`,
};
