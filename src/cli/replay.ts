import { parseCommandArgs, commaList, UsageError } from "./args.js";
import { replay } from "../replay/replay.js";
import { renderJsonReport } from "../report/json.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { formatSummary } from "./summary.js";
import { EXIT } from "./exit-codes.js";

const HELP = `usage: loopgate replay <files|dirs|globs…> [options]

Judges every recording found (directories recursively, *.jsonl) offline and prints a summary.

options:
  --json FILE          write the JSON report
  --write-tools LIST   comma list of write-tool globs (replaces the default write patterns)
  --read-tools LIST    comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST    comma list of idempotency key fields (replaces idempotency_key)

exit codes: 0 done, 1 a recording could not be read (the others are still judged), 2 usage error`;

const FLAGS = {
  json: { type: "string" },
  "write-tools": { type: "string" },
  "read-tools": { type: "string" },
  "key-fields": { type: "string" },
  help: { type: "boolean" },
} as const;

export async function runReplayCommand(argv: string[]): Promise<number> {
  const { flags, positionals } = parseCommandArgs(argv, FLAGS);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  if (positionals.length === 0) throw new UsageError("name at least one recording, directory or glob");
  const { report, unmatched } = await replay(positionals, {
    cwd: process.cwd(),
    writeTools: commaList(flags["write-tools"]) ?? null,
    readTools: commaList(flags["read-tools"]) ?? null,
    keyFields: commaList(flags["key-fields"]) ?? null,
  });
  if (flags.json) await writeFileAtomic(flags.json, renderJsonReport(report));
  process.stdout.write(formatSummary(report));
  for (const arg of unmatched) process.stderr.write(`loopgate replay: no recording matches "${arg}"\n`);
  return report.totals.errors > 0 || unmatched.length > 0 ? EXIT.UNREADABLE : EXIT.OK;
}
