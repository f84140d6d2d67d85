import path from "node:path";
import { writeStderr } from "./stderr.js";
import type { LoadedConfig } from "../config/load.js";
import type { HonestyRuleSet } from "../judge/honesty/rules.js";
import { parseCommandArgs, UsageError } from "./args.js";
import { CLASSIFY_FLAGS, commandSettings, CONFIG_FLAGS, distrustHintHelp } from "./config-flags.js";
import { shardFromEnv } from "../gate/run-meta.js";
import { bundledWorkerScript, MAX_JOBS } from "../replay/parallel.js";
import { replay, type ShardRequest } from "../replay/replay.js";
import { MAX_SHARDS, parseShard } from "../replay/shard.js";
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
import { parseReportOperations, REPORT_OPERATIONS, type ReportOperations } from "../report/report-operations.js";
import { printableLine } from "../util/printable.js";
import { HONESTY_LANGUAGE, HONESTY_LANGUAGE_EXPECTED } from "../judge/honesty/language-code.js";
import { GATE_FLAGS, GATE_HELP } from "./gate-flags.js";
import { refuseLinksOut, WRITE_THROUGH_LINKS_FLAG, writeThroughLinksHelp } from "./write-paths.js";

const HELP = `usage: loopgate replay <files|dirs|globs…> [options]

Judges every recording found (directories recursively, *.jsonl) offline and prints a summary.

options:
${outputFlagsHelp(23)}
  --report-operations relevant|all
                       operations the JSON report lists per recording: relevant (default) those a
                       finding names or that were not a clean single execution, with a count of the
                       rest in operationsOmitted; all: every one (changes what is written, not judged)
${JUNIT_MODE_HELP}
${writeThroughLinksHelp(23)}
  --config FILE        settings and tool classes (default: ./loopgate.json when present; flags override
                       it, and it overrides what each recording's header says)
  --no-config          ignore ./loopgate.json: judge with the flags and the recordings' headers
  --write-tools LIST   comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST
                       comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST    comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST    comma list of idempotency key fields (replaces idempotency_key)
${distrustHintHelp(23)}
  --honesty-rules FILE J28 phrase rules added to the built-in ones and loopgate.json's honestyRules
                       (repeatable; docs/honesty.md); part of the judging configuration and its hash
  --honesty-language CODE
                       read every final reply in this language (en, de) instead of detecting it (over
                       loopgate.json's honestyLanguage); one without phrase rules is UNCLEAR (J28)
  --jobs N             judge in N threads, the main one and N-1 workers (default: one per CPU core,
                       up to 8, for input over 8 MiB); the reports are the same either way
  --shard I/N          judge only shard I of N (a case's runs stay in one shard); default: GitLab's
                       CI_NODE_INDEX/CI_NODE_TOTAL, else Buildkite's BUILDKITE_PARALLEL_JOB/
                       BUILDKITE_PARALLEL_JOB_COUNT, when set for more than one job; combine the
                       shards' JSON reports with 'loopgate merge'
  --baseline FILE      compare with a baseline JSON report (the regression gate, docs/gate.md)
${GATE_HELP}

exit codes: 0 done, 1 a recording could not be read (the others are still judged), 2 usage error or a
bad config file,
3 regression against the baseline with --fail-on-regression (1 wins when both apply)`;

const FLAGS = {
  ...OUTPUT_FLAGS,
  "report-operations": { type: "string" },
  ...JUNIT_MODE_FLAG,
  ...WRITE_THROUGH_LINKS_FLAG,
  ...CONFIG_FLAGS,
  ...CLASSIFY_FLAGS,
  "honesty-rules": { type: "string", multiple: true },
  "honesty-language": { type: "string" },
  jobs: { type: "string" },
  shard: { type: "string" },
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
  const junitMode = junitModeOf(flags);
  const junitFlavor = junitFlavorOf(flags);
  const reportOperations = reportOperationsFlag(flags["report-operations"]);
  const shard = shardRequest(flags.shard, process.env);
  refuseLinksOut(outputPaths(flags), flags);
  const { settings, loaded } = await commandSettings(flags);
  // Judging changes with the file, so say which one was read; stdout stays the summary alone.
  if (loaded) writeStderr("loopgate replay: ", `config: ${loaded.file}`);
  const honestyRules = await honestyRulesFlag(loaded, flags["honesty-rules"] ?? []);
  const honestyLanguage = honestyLanguageFlag(flags["honesty-language"]) ?? loaded?.config.honestyLanguage ?? null;
  const gateSetup = await gateSetupFromFlags(flags, process.env);
  const { report, unmatched } = await replay(
    positionals,
    {
      cwd: process.cwd(),
      settings,
      honestyRules,
      honestyLanguage,
      reportOperations,
    },
    { jobs, workerScript: bundledWorkerScript(import.meta.url), renderJson: flags.json !== undefined },
    shard,
  );
  return concludeRun("replay", report, unmatched, { ...flags, junitMode, junitFlavor }, gateSetup);
}

/**
 * J28: the config file's `honestyRules` (relative to it, never out of the working directory),
 * then each `--honesty-rules FILE` as given; null when neither names one. Said on stderr, as
 * the config file is: they judge. Loaded only when named, as they need zod.
 */
async function honestyRulesFlag(loaded: LoadedConfig | null, flagged: string[]): Promise<HonestyRuleSet | null> {
  const named = loaded?.config.honestyRules ?? [];
  if (named.length === 0 && flagged.length === 0) return null;
  if (flagged.includes("")) throw new UsageError("--honesty-rules needs a file");
  const { configRuleFiles, honestyRulesOf } = await import("../config/honesty-rules.js");
  const cwd = process.cwd();
  const files = [
    ...(loaded === null
      ? []
      : configRuleFiles(loaded.file, named, cwd, { within: cwd, area: "the working directory", links: true })),
    ...flagged.map((file) => ({ absolute: path.resolve(cwd, file), shown: file })),
  ];
  const rules = honestyRulesOf(files);
  writeStderr("loopgate replay: ", `honesty rules: ${files.map((file) => file.shown).join(", ")}`);
  return rules;
}

/** J28: `--honesty-language CODE`, checked as a rule file's `language` is. */
function honestyLanguageFlag(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (HONESTY_LANGUAGE.test(value)) return value;
  throw new UsageError(`--honesty-language must be ${HONESTY_LANGUAGE_EXPECTED}, got ${JSON.stringify(value)}`);
}

/** `--shard I/N`, else the CI's parallel-job variables (GitLab, Buildkite), else the whole run. */
function shardRequest(flag: string | undefined, env: NodeJS.ProcessEnv): ShardRequest | null {
  if (flag !== undefined) {
    const shard = parseShard(flag);
    if (shard === null)
      throw new UsageError(
        `--shard must look like I/N with 1 <= I <= N <= ${MAX_SHARDS} (for example 2/4), got "${flag}"`,
      );
    return { shard, source: "--shard" };
  }
  const fromEnv = shardFromEnv(env);
  if (fromEnv !== null && "problem" in fromEnv) throw new UsageError(fromEnv.problem);
  return fromEnv;
}

function reportOperationsFlag(value: string | undefined): ReportOperations {
  if (value === undefined) return "relevant";
  const parsed = parseReportOperations(value);
  if (parsed === null)
    throw new UsageError(
      `--report-operations must be ${REPORT_OPERATIONS.join(" or ")}, got "${printableLine(value, 100)}"`,
    );
  return parsed;
}

function jobsFlag(value: string): number {
  const jobs = Number(value);
  if (!/^\d+$/.test(value) || jobs < 1 || jobs > MAX_JOBS)
    throw new UsageError(`--jobs must be a whole number from 1 to ${MAX_JOBS}, not "${value}"`);
  return jobs;
}
