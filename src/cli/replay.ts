import { parseCommandArgs, commaList, UsageError } from "./args.js";
import { bundledWorkerScript, MAX_JOBS } from "../replay/parallel.js";
import { replay } from "../replay/replay.js";
import { jsonReportChunks } from "../report/json.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { formatSummary } from "./summary.js";
import { EXIT } from "./exit-codes.js";
import { GATE_FLAGS, GATE_HELP, gateRequested } from "./gate-flags.js";

const HELP = `usage: loopgate replay <files|dirs|globs…> [options]

Judges every recording found (directories recursively, *.jsonl) offline and prints a summary.

options:
  --json FILE          write the JSON report
  --junit FILE         write JUnit XML (one testsuite per scenario, one testcase per recording)
  --markdown FILE      write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)
  --write-tools LIST   comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST
                       comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST    comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST    comma list of idempotency key fields (replaces idempotency_key)
  --jobs N             judge in N worker threads (default: one per CPU core, up to 8, for input over
                       8 MiB; 1 judges in the main thread); the reports are the same either way
  --baseline FILE      compare with a baseline JSON report (the regression gate, docs/gate.md)
${GATE_HELP}

exit codes: 0 done, 1 a recording could not be read (the others are still judged), 2 usage error,
3 regression against the baseline with --fail-on-regression (1 wins when both apply)`;

const FLAGS = {
  json: { type: "string" },
  junit: { type: "string" },
  markdown: { type: "string" },
  "write-tools": { type: "string" },
  "add-write-tools": { type: "string" },
  "read-tools": { type: "string" },
  "key-fields": { type: "string" },
  jobs: { type: "string" },
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
  const jobs = flags.jobs === undefined ? null : jobsFlag(flags.jobs);
  // The gate, JUnit and Markdown are loaded only when asked for: a plain replay starts sooner.
  const gating = gateRequested(flags, flags.baseline)
    ? { ...(await import("./diff.js")), ...(await import("../gate/gate.js")) }
    : null;
  const baseline =
    flags.baseline === undefined || gating === null
      ? null
      : { report: await gating.readReportFile(flags.baseline), file: flags.baseline };
  const gateOptions = gating ? gating.gateOptionsFromFlags(flags, baseline, process.env) : null;
  const { report: judged, unmatched } = await replay(
    positionals,
    {
      cwd: process.cwd(),
      writeTools: commaList(flags["write-tools"]) ?? null,
      addWriteTools: commaList(flags["add-write-tools"]) ?? null,
      readTools: commaList(flags["read-tools"]) ?? null,
      keyFields: commaList(flags["key-fields"]) ?? null,
    },
    { jobs, workerScript: bundledWorkerScript(import.meta.url), renderJson: flags.json !== undefined },
  );
  const blessRefusal =
    unmatched.length > 0 ? `no recording matches ${unmatched.map((arg) => `"${arg}"`).join(", ")}` : null;
  const history = gateOptions?.history ? { ...gateOptions.history, blessRefusal } : null;
  const gate = gating && gateOptions ? await gating.runGate({ ...gateOptions, history, report: judged }) : null;
  const report = gate?.report ?? judged;
  if (flags.json) await writeFileAtomic(flags.json, jsonReportChunks(report));
  if (flags.junit) {
    const { renderJunit } = await import("../report/junit.js");
    await writeFileAtomic(flags.junit, renderJunit(report));
  }
  if (flags.markdown) {
    const { renderMarkdown } = await import("../report/markdown.js");
    await writeFileAtomic(
      flags.markdown,
      renderMarkdown(report, gate ? { headline: gate.headline, leadSections: gate.markdownSections } : {}),
    );
  }
  process.stdout.write(formatSummary(report));
  if (gating && gate) gating.reportGateResult("replay", gate);
  for (const arg of unmatched) process.stderr.write(`loopgate replay: no recording matches "${arg}"\n`);
  if (report.totals.errors > 0 || unmatched.length > 0) return EXIT.UNREADABLE;
  return gate?.exitCode === 3 ? EXIT.REGRESSION : EXIT.OK;
}

function jobsFlag(value: string): number {
  const jobs = Number(value);
  if (!/^\d+$/.test(value) || jobs < 1 || jobs > MAX_JOBS)
    throw new UsageError(`--jobs must be a whole number from 1 to ${MAX_JOBS}, not "${value}"`);
  return jobs;
}
