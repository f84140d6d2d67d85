import { FORMAT_IDS, OUTPUT_FORMATS, type FormatId } from "../outputs/formats.js";
import type { MarkdownBound } from "../report/markdown.js";

/**
 * `--markdown FILE` promises "at most 1 MiB, for GITHUB_STEP_SUMMARY" (--help, docs/cli.md): the
 * file is meant to be appended to a GitHub job summary, whose per-step limit is this size.
 */
export const MARKDOWN_FILE_LIMIT = 1_048_576;
/** Room left for whatever else the step appends to the same summary. */
export const MARKDOWN_FILE_MARGIN = 16_384;

/** The bound of every `--markdown` file; its note names the job summary limit the file is kept under. */
export const MARKDOWN_FILE_BOUND: MarkdownBound = {
  maxBytes: MARKDOWN_FILE_LIMIT - MARKDOWN_FILE_MARGIN,
  boundName: `GitHub's ${MARKDOWN_FILE_LIMIT}-byte job summary limit`,
};

/** The `--help` lines of the format flags (src/outputs/formats.ts), descriptions from `column`, with --markdown's bound. */
export function outputFlagsHelp(column: number, formats: readonly FormatId[] = FORMAT_IDS): string {
  const bound: Partial<Record<FormatId, string>> = { markdown: " (at most 1 MiB, for GITHUB_STEP_SUMMARY)" };
  return formats.map((id) => `  --${id} FILE`.padEnd(column) + OUTPUT_FORMATS[id].help + (bound[id] ?? "")).join("\n");
}
