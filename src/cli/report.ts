import { parseCommandArgs, UsageError } from "./args.js";
import { refuseLinksOut, WRITE_THROUGH_LINKS_FLAG, writeThroughLinksHelp } from "./write-paths.js";
import { readReportFile } from "../report/read.js";
import { OUTPUT_FLAGS, type FormatId } from "../outputs/formats.js";
import { outputFlagsHelp } from "./limits.js";
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
${writeThroughLinksHelp(20)}

exit codes: 0 written, 1 the report could not be read or is not a loopgate report, 2 usage error`;

const FLAGS = {
  junit: OUTPUT_FLAGS.junit,
  markdown: OUTPUT_FLAGS.markdown,
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
  const files = { junit: flags.junit, markdown: flags.markdown };
  refuseLinksOut(outputPaths(files), flags);
  const report = await readReportFile(positionals[0]!);
  // No gate runs here: the report's comparison and config change are said as the run said them.
  await writeOutputs(report, files, cliRenderSettings({ junitMode, junitFlavor }, null));
  return EXIT.OK;
}
