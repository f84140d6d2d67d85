import { parseCommandArgs, UsageError } from "./args.js";
import { refuseLinksOut, WRITE_THROUGH_LINKS_FLAG, writeThroughLinksHelp } from "./write-paths.js";
import { readReportFile } from "../report/read.js";
import { OUTPUT_FLAGS, type FormatId } from "../outputs/formats.js";
import { MARKDOWN_FILE_BOUND, outputFlagsHelp } from "./limits.js";
import type { MarkdownBound } from "../report/markdown.js";
import { writeOutputs } from "../outputs/write.js";
import { EXIT } from "./exit-codes.js";
import {
  cliRenderSettings,
  junitFlavorHelp,
  JUNIT_MODE_FLAG,
  junitFlavorOf,
  junitModeOf,
  outputPaths,
} from "./conclude.js";

/** The JSON report is this command's input: it renders the other formats. */
const REPORT_FORMATS: FormatId[] = ["junit", "markdown"];

const HELP = `usage: loopgate report REPORT.json [--junit FILE [--junit-mode MODE] [--junit-flavor F]] [--markdown FILE]

Renders JUnit XML and/or the Markdown summary from a JSON report written by
'loopgate replay --json', without judging again.

options:
${outputFlagsHelp(20, REPORT_FORMATS)}
  --junit-mode MODE recording (default): one testcase per recording, failing on its verdict;
                    gate: one testcase per case, failing only when it regressed against the
                    report's baseline comparison (replay --baseline…), known failures skipped
${junitFlavorHelp(20)}
  --markdown-max-bytes N
                    bound the Markdown to N bytes (4096 to 1032192, the default), cut only
                    between whole blocks with a marker where it was cut: a pull request
                    comment (GitHub takes 65536 characters) is rendered with 60000
${writeThroughLinksHelp(20)}

exit codes: 0 written, 1 the report could not be read or is not a loopgate report, 2 usage error`;

const FLAGS = {
  junit: OUTPUT_FLAGS.junit,
  markdown: OUTPUT_FLAGS.markdown,
  "markdown-max-bytes": { type: "string" },
  ...JUNIT_MODE_FLAG,
  ...WRITE_THROUGH_LINKS_FLAG,
  help: { type: "boolean" },
} as const;

export async function runReportCommand(argv: string[]): Promise<number> {
  const { flags, positionals } = parseCommandArgs(argv, FLAGS);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  if (positionals.length !== 1) throw new UsageError("name exactly one JSON report");
  if (flags.junit === undefined && flags.markdown === undefined)
    throw new UsageError("give --junit FILE, --markdown FILE or both");
  const junitMode = junitModeOf(flags);
  const junitFlavor = junitFlavorOf(flags);
  const bound = markdownBoundOf(flags["markdown-max-bytes"]);
  const files = { junit: flags.junit, markdown: flags.markdown };
  refuseLinksOut(outputPaths(files), flags);
  const report = await readReportFile(positionals[0]!);
  // No gate runs here: the report's comparison and config change are said as the run said them.
  await writeOutputs(report, files, { ...cliRenderSettings({ junitMode, junitFlavor }, null), markdownBound: bound });
  return EXIT.OK;
}

/** `--markdown-max-bytes N`: the Markdown renderer's own bound, so a cut falls between blocks, never inside one. */
function markdownBoundOf(value: string | undefined): MarkdownBound {
  if (value === undefined) return MARKDOWN_FILE_BOUND;
  const bytes = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(bytes >= MIN_MARKDOWN_BYTES && bytes <= MARKDOWN_FILE_BOUND.maxBytes))
    throw new UsageError(
      `--markdown-max-bytes must be a whole number from ${MIN_MARKDOWN_BYTES} to ${MARKDOWN_FILE_BOUND.maxBytes}, got "${value}"`,
    );
  return { maxBytes: bytes, boundName: `--markdown-max-bytes ${bytes}` };
}

/** Room for the headline, the note and a few rows: below this a summary says nothing. */
const MIN_MARKDOWN_BYTES = 4096;
