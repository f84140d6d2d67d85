import { parseCommandArgs, commaList, UsageError } from "./args.js";
import { replay } from "../replay/replay.js";
import { renderJsonReport } from "../report/json.js";
import { renderJunit } from "../report/junit.js";
import { renderMarkdown } from "../report/markdown.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { formatSummary } from "./summary.js";
import { EXIT } from "./exit-codes.js";
import { GATE_FLAGS, GATE_HELP, gateOptionsFromFlags, gateRequested, reportGateResult } from "./diff.js";
import { readReportFile, runGate } from "../gate/gate.js";

const HELP = `usage: loopgate replay <files|dirs|globs…> [options]

Judges every recording found (directories recursively, *.jsonl) offline and prints a summary.

options:
  --json FILE          write the JSON report
  --junit FILE         write JUnit XML (one testsuite per scenario, one testcase per recording)
  --markdown FILE      write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)
  --write-tools LIST   comma list of write-tool globs (replaces the default write patterns)
  --read-tools LIST    comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST    comma list of idempotency key fields (replaces idempotency_key)
  --baseline FILE      compare with a baseline JSON report (the regression gate, docs/gate.md)
${GATE_HELP}

exit codes: 0 done, 1 a recording could not be read (the others are still judged), 2 usage error,
3 regression against the baseline with --fail-on-regression (1 wins when both apply)`;

const FLAGS = {
  json: { type: "string" },
  junit: { type: "string" },
  markdown: { type: "string" },
  "write-tools": { type: "string" },
  "read-tools": { type: "string" },
  "key-fields": { type: "string" },
  baseline: { type: "string" },
  ...GATE_FLAGS,
  help: { type: "boolean" },
} as const;

export async function runReplayCommand(argv: string[]): Promise<number> {
  const { flags, positionals } = parseCommandArgs(argv, FLAGS);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  if (positionals.length === 0) throw new UsageError("name at least one recording, directory or glob");
  const baseline = flags.baseline === undefined ? null : { report: await readReportFile(flags.baseline), file: flags.baseline };
  const gateOptions = gateRequested(flags, flags.baseline) ? gateOptionsFromFlags(flags, baseline, process.env) : null;
  const { report: judged, unmatched } = await replay(positionals, {
    cwd: process.cwd(),
    writeTools: commaList(flags["write-tools"]) ?? null,
    readTools: commaList(flags["read-tools"]) ?? null,
    keyFields: commaList(flags["key-fields"]) ?? null,
  });
  const blessRefusal = unmatched.length > 0 ? `no recording matches ${unmatched.map((arg) => `"${arg}"`).join(", ")}` : null;
  const history = gateOptions?.history ? { ...gateOptions.history, blessRefusal } : null;
  const gate = gateOptions ? await runGate({ ...gateOptions, history, report: judged }) : null;
  const report = gate?.report ?? judged;
  if (flags.json) await writeFileAtomic(flags.json, renderJsonReport(report));
  if (flags.junit) await writeFileAtomic(flags.junit, renderJunit(report));
  if (flags.markdown) await writeFileAtomic(flags.markdown, renderMarkdown(report, gate ? { headline: gate.headline, leadSections: gate.markdownSections } : {}));
  process.stdout.write(formatSummary(report));
  if (gate) reportGateResult("replay", gate);
  for (const arg of unmatched) process.stderr.write(`loopgate replay: no recording matches "${arg}"\n`);
  if (report.totals.errors > 0 || unmatched.length > 0) return EXIT.UNREADABLE;
  return gate?.exitCode === 3 ? EXIT.REGRESSION : EXIT.OK;
}
