import { parseCommandArgs, UsageError } from "./args.js";
import { mergeShards, readShardReports } from "../replay/merge.js";
import { withShardsProposedConfig } from "../gate/proposed-config.js";
import { proposedConfigText } from "../gate/headline.js";
import { writeStderr } from "./stderr.js";
import {
  concludeRun,
  gateSetupFromFlags,
  JUNIT_MODE_FLAG,
  JUNIT_MODE_HELP,
  junitFlavorOf,
  junitModeOf,
  outputPaths,
} from "./conclude.js";
import { EXIT } from "./exit-codes.js";
import { OUTPUT_FLAGS } from "../outputs/formats.js";
import { outputFlagsHelp } from "./limits.js";
import { GATE_FLAGS, GATE_HELP } from "./gate-flags.js";
import { refuseLinksOut, WRITE_THROUGH_LINKS_FLAG, writeThroughLinksHelp } from "./write-paths.js";

const HELP = `usage: loopgate merge SHARD.json… [options]

Combines the JSON reports of 'loopgate replay --shard I/N' (every shard of one run, each
once; files, directories of *.json or globs) into the report of the whole run, and runs the
gate once. The reports it writes and the summary it prints are, byte for byte, those of one
unsharded replay of the same recordings with the same options. Shards that are missing,
duplicated, or from another run, loopgate version or judging configuration are an error.

options:
${outputFlagsHelp(23)}
${JUNIT_MODE_HELP}
${writeThroughLinksHelp(23)}
  --baseline FILE      compare with a baseline JSON report (the regression gate, docs/gate.md)
${GATE_HELP}

A pull request's judging configuration that the shards compared (the action's proposedConfig)
is kept, merged: the Markdown shows it, stderr says what it takes away, and lost coverage
fails the run as a regression does.

exit codes: 0 done, 1 a shard report is unreadable or the shards are not one whole run, or (as
for replay) a recording could not be read, 2 usage error, 3 regression against the baseline
with --fail-on-regression, or the proposedConfig takes coverage away with --fail-on-regression
and --fail-on-lost-coverage (1 wins when both apply)`;

const FLAGS = {
  ...OUTPUT_FLAGS,
  ...JUNIT_MODE_FLAG,
  ...WRITE_THROUGH_LINKS_FLAG,
  baseline: { type: "string" },
  ...GATE_FLAGS,
  help: { type: "boolean" },
} as const;

export async function runMergeCommand(argv: string[]): Promise<number> {
  const { flags, positionals } = parseCommandArgs(argv, FLAGS);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  if (positionals.length === 0) throw new UsageError("name the shard reports (the JSON of replay --shard I/N)");
  const junitMode = junitModeOf(flags);
  const junitFlavor = junitFlavorOf(flags);
  refuseLinksOut(outputPaths(flags), flags);
  const gateSetup = await gateSetupFromFlags(flags, process.env);
  const shards = await readShardReports(positionals, process.cwd());
  const { report, unmatched } = mergeShards(shards);
  // A pull request's judging configuration, as the action's shards compared it: lost coverage
  // fails the merged run as it fails the action's (fail-on-lost-coverage and fail-on-regression).
  const lossFails = (gateSetup?.failOnRegression ?? false) && (gateSetup?.thresholds.failOnLostCoverage ?? false);
  const merged = withShardsProposedConfig(report, shards, lossFails);
  const code = await concludeRun("merge", merged, unmatched, { ...flags, junitMode, junitFlavor }, gateSetup);
  const proposal = proposedConfigText(merged.proposedConfig);
  if (proposal !== null)
    writeStderr(
      "loopgate merge: ",
      `${proposal.text}${proposal.fails ? "" : " (allowed: --fail-on-lost-coverage=false or no --fail-on-regression)"}`,
    );
  return code;
}
