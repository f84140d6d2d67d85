import { parseCommandArgs, UsageError } from "./args.js";
import { refuseLinksOut, WRITE_THROUGH_LINKS_FLAG, writeThroughLinksHelp } from "./write-paths.js";
import { readReportFile } from "../report/read.js";
import { renderJunitFor } from "../report/junit-gate.js";
import { renderMarkdown, type MarkdownOptions } from "../report/markdown.js";
import type { Report } from "../report/schema.js";
import { changesSection, evidenceSection, proposedConfigSection } from "../gate/markdown.js";
import { runHeadline } from "../gate/headline.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { EXIT } from "./exit-codes.js";
import { MARKDOWN_FILE_BOUND } from "./limits.js";
import { junitFlavorHelp, JUNIT_MODE_FLAG, junitFlavorOf, junitModeOf } from "./conclude.js";

const HELP = `usage: loopgate report REPORT.json [--junit FILE [--junit-mode MODE] [--junit-flavor F]] [--markdown FILE]

Renders JUnit XML and/or the Markdown summary from a JSON report written by
'loopgate replay --json', without judging again.

options:
  --junit FILE      write JUnit XML
  --junit-mode MODE recording (default): one testcase per recording, failing on its verdict;
                    gate: one testcase per case, failing only when it regressed against the
                    report's baseline comparison (replay --baseline…), known failures skipped
${junitFlavorHelp(20)}
  --markdown FILE   write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)
${writeThroughLinksHelp(20)}

exit codes: 0 written, 1 the report could not be read or is not a loopgate report, 2 usage error`;

const FLAGS = {
  junit: { type: "string" },
  ...JUNIT_MODE_FLAG,
  markdown: { type: "string" },
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
  refuseLinksOut(
    [
      ["junit", flags.junit],
      ["markdown", flags.markdown],
    ],
    flags,
  );
  const reportPath = positionals[0]!;
  const report = await readReportFile(reportPath);
  if (flags.junit !== undefined) await writeFileAtomic(flags.junit, renderJunitFor(report, junitMode, junitFlavor));
  if (flags.markdown !== undefined)
    await writeFileAtomic(flags.markdown, renderMarkdown(report, { ...MARKDOWN_FILE_BOUND, ...gateRendering(report) }));
  return EXIT.OK;
}

/**
 * A gated report renders the way the action's job summary did: the same headline (one
 * renderer, src/gate/headline.ts), the pull request's config change and the gate's changes
 * sections, so the PR comment fork-safe.yml re-renders from the JSON report opens with the job
 * summary's headline (the history trend, which needs the history file, is left out).
 */
function gateRendering(report: Report): Pick<MarkdownOptions, "headline" | "leadSections"> {
  const comparison = report.comparison;
  const sections: string[] = [];
  if (report.proposedConfig) sections.push(proposedConfigSection(report.proposedConfig));
  if (comparison) sections.push(changesSection(comparison));
  if (comparison?.evidence) sections.push(evidenceSection(comparison.evidence, comparison.baseline.source));
  return { headline: runHeadline(report), leadSections: sections };
}
