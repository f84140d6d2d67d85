import { statSync } from "node:fs";
import { ENV_NAME, keyValueFlags, numberFlag, parseCommandArgs, UsageError, type ParsedArgs } from "./args.js";
import { CLASSIFY_FLAGS, commandSettingsWith, CONFIG_FLAGS, distrustHintHelp } from "./config-flags.js";
import { rejectCommandFlagsWithUrl, UPSTREAM_URL_FLAGS, upstreamTarget } from "./upstream-flags.js";
import { LISTEN_FLAGS, listenSpec, openAgentSide, type AgentSide } from "./record-listen.js";
import { loadConfig } from "../config/load.js";
import { EXIT } from "./exit-codes.js";
import { RecordingConfigSchema, SCENARIOS, type RecordingConfig, type Scenario } from "../recording/schema.js";
import { asksToWait, scenarioSpec } from "../recording/scenarios.js";
import type { RecordOptions } from "../recorder/options.js";
import type { RecorderOutcome } from "../recorder/recorder.js";
import { errorMessage } from "../util/text.js";
import { writeStderr } from "./stderr.js";
import { redactFieldFlags, redactFlags } from "./redact-flags.js";
import { storedSettings } from "../judge/settings.js";

const HELP = `usage: loopgate record --out FILE [options] -- <upstream command> [args…]
       loopgate record --out FILE [options] --upstream-url URL [--upstream-header 'Name: value']…

An MCP server on stdio for your agent and an MCP client of the upstream it starts (or of a
Streamable HTTP server at --upstream-url): every message passes through and is recorded in
FILE; faults are injected on write calls.

options:
  --out FILE                 the recording to write (replaced if it exists; never a directory, device or symlink)
  --scenario F1|F2|F3|F4|F5  inject one fault on the first write(s) (see docs/recording.md)
  --mode chaos               fail any listed tool's call with probability --error-rate, drawn with --seed
  --error-rate R             0 to 1 (chaos only)
  --seed N                   integer seed of the chaos draws (chaos only)
  --retry-after SECONDS      retry_after of F2 (default 60, max 86400)
  --config FILE              settings and tool classes (default: ./loopgate.json when present; flags override it)
  --no-config                ignore ./loopgate.json
  --write-tools LIST         comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST     comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST          comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST          comma list of idempotency key fields (replaces idempotency_key)
${distrustHintHelp(29)}
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable; values are redacted)
  --upstream-url URL         record a Streamable HTTP MCP server instead of starting a command
  --upstream-header 'Name: value'
                             sent to --upstream-url with every request (repeatable; never recorded or printed)
  --upstream-header-from-env NAME=VARIABLE
                             the same, the value read from the environment (keeps it out of argv)
  --listen HOST:PORT         serve the agent over Streamable HTTP at http://HOST:PORT/mcp instead of stdio
                             (loopback unless HOST names another address; port 0 picks a free one); the
                             agent must send the per-run bearer token printed with the URL
  --listen-token-from-env VARIABLE
                             the agent's bearer token, from the environment (at least 16 characters)
  --upstream-timeout-ms MS   answer a call the upstream leaves unanswered after MS (default 60000);
                             over HTTP it also bounds connecting and silence on an event stream
  --allow-writes             required when a fault can be injected: the upstream must be a test system
  --label KEY=VALUE          stored in the header (agent, model, prompt, case, run; repeatable)
  --redact REGEX             also replace matches of REGEX in the recording (repeatable)
  --redact-field NAME        also a secret name: its values are replaced, as password's are (repeatable)
  --require-trigger          exit 4 when the scenario never triggered (no scenario: when no write call was made)

Nothing but MCP traffic is written to stdout. On every stop one line on stderr says what was tested:
where the scenario triggered (call seq, tool, FILE:line), or why it never did and what to change.
Exit codes: 0 stopped cleanly (agent closed, signal), 1 upstream failed to start or exited, or
recorder error, 2 usage error or a bad config file, 4 the scenario never triggered (only with
--require-trigger; 1 wins).`;

const FLAGS = {
  out: { type: "string" },
  scenario: { type: "string" },
  mode: { type: "string" },
  "error-rate": { type: "string" },
  seed: { type: "string" },
  "retry-after": { type: "string" },
  ...CONFIG_FLAGS,
  ...CLASSIFY_FLAGS,
  "upstream-cwd": { type: "string" },
  "upstream-env": { type: "string", multiple: true },
  "upstream-timeout-ms": { type: "string" },
  ...UPSTREAM_URL_FLAGS,
  ...LISTEN_FLAGS,
  "allow-writes": { type: "boolean" },
  label: { type: "string", multiple: true },
  redact: { type: "string", multiple: true },
  "redact-field": { type: "string", multiple: true },
  "require-trigger": { type: "boolean" },
  help: { type: "boolean" },
} as const;

/** What `--scenario` accepts: the scenario table's rows selected by it. */
const FAULT_SCENARIOS = SCENARIOS.filter((name) => scenarioSpec(name).selectedBy === "--scenario");
const LABEL_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

type RecordFlags = ParsedArgs<typeof FLAGS>["flags"];

/**
 * Turns argv (and the config file, read from `cwd` by default) into validated options;
 * every mistake is a UsageError naming the flag, or a ConfigError naming the file.
 */
export function parseRecordArgs(argv: string[], cwd: string = process.cwd()): RecordOptions | "help" {
  const { flags, positionals, rest } = parseCommandArgs(argv, FLAGS, true);
  if (flags.help) return "help";
  const target = upstreamTarget(flags, positionals, rest);
  rejectCommandFlagsWithUrl(target, flags);
  if (!flags.out) throw new UsageError("--out FILE is required");
  const { scenario, chaos } = faultFlags(flags);
  const retryAfterSeconds = retryAfterFlag(flags, scenario);
  const upstreamTimeoutMs = upstreamTimeoutFlag(flags);
  requireAllowWrites(flags, scenario, chaos);
  checkUpstreamCwd(flags["upstream-cwd"]);
  const redactPatterns = redactFlags(flags.redact);
  const { settings, loaded } = commandSettingsWith(loadConfig, flags, cwd);
  const config = RecordingConfigSchema.parse({
    scenario,
    retryAfterSeconds,
    chaos,
    ...storedSettings(settings),
    upstreamTimeoutMs,
  });
  return {
    out: flags.out,
    upstreamCommand: target.command,
    ...(target.url === undefined ? {} : { upstreamUrl: target.url, upstreamHeaders: target.headers }),
    upstreamCwd: flags["upstream-cwd"],
    upstreamEnv: keyValueFlags("upstream-env", flags["upstream-env"], ENV_NAME),
    config,
    labels: keyValueFlags("label", flags.label, LABEL_NAME),
    redactPatterns,
    redactFields: redactFieldFlags(flags["redact-field"]),
    configFile: loaded?.file ?? null,
    requireTrigger: flags["require-trigger"] === true,
    ...listenOption(flags),
  };
}

function listenOption(flags: RecordFlags): Pick<RecordOptions, "listen"> {
  const listen = listenSpec(flags);
  return listen === undefined ? {} : { listen: { ...listen, tokenVariable: flags["listen-token-from-env"] } };
}

/** --scenario, or --mode chaos with its --error-rate and --seed; they exclude each other. */
function faultFlags(flags: RecordFlags): { scenario: Scenario; chaos: RecordingConfig["chaos"] } {
  let scenario: Scenario = "none";
  if (flags.scenario !== undefined) {
    if (!(FAULT_SCENARIOS as string[]).includes(flags.scenario)) {
      throw new UsageError(`--scenario must be one of ${FAULT_SCENARIOS.join(", ")}, got "${flags.scenario}"`);
    }
    scenario = flags.scenario as Scenario;
  }
  if (flags.mode === undefined) {
    if (flags["error-rate"] !== undefined || flags.seed !== undefined)
      throw new UsageError("--error-rate and --seed need --mode chaos");
    return { scenario, chaos: null };
  }
  if (flags.mode !== "chaos") throw new UsageError(`--mode must be "chaos", got "${flags.mode}"`);
  if (flags.scenario !== undefined) throw new UsageError("--mode chaos and --scenario exclude each other");
  if (flags["error-rate"] === undefined || flags.seed === undefined)
    throw new UsageError("--mode chaos needs --error-rate R and --seed N");
  const errorRate = numberFlag("error-rate", flags["error-rate"], 0, 1)!;
  const seed = numberFlag("seed", flags.seed, -2147483648, 4294967295)!;
  if (!Number.isInteger(seed)) throw new UsageError(`--seed must be an integer, got "${flags.seed}"`);
  return { scenario: "chaos", chaos: { errorRate, seed } };
}

function retryAfterFlag(flags: RecordFlags, scenario: Scenario): number {
  if (flags["retry-after"] === undefined) return 60;
  if (!asksToWait(scenario))
    throw new UsageError(`--retry-after applies only to --scenario ${SCENARIOS.filter(asksToWait).join(" or ")}`);
  const seconds = numberFlag("retry-after", flags["retry-after"], 0, 86400)!;
  if (!Number.isInteger(seconds))
    throw new UsageError(`--retry-after must be whole seconds, got "${flags["retry-after"]}"`);
  return seconds;
}

function upstreamTimeoutFlag(flags: RecordFlags): number {
  if (flags["upstream-timeout-ms"] === undefined) return 60000;
  const ms = numberFlag("upstream-timeout-ms", flags["upstream-timeout-ms"], 1, 86_400_000)!;
  if (!Number.isInteger(ms)) throw new UsageError(`--upstream-timeout-ms must be whole milliseconds`);
  return ms;
}

/** A fault on a write that may really execute needs the user's word that the upstream is a test system. */
function requireAllowWrites(flags: RecordFlags, scenario: Scenario, chaos: RecordingConfig["chaos"]): void {
  const spec = scenarioSpec(scenario);
  const injects = spec.injects === "seeded" ? (chaos?.errorRate ?? 0) > 0 : spec.injects !== "nothing";
  if (injects && !flags["allow-writes"]) {
    throw new UsageError(
      `${spec.selectedBy} ${scenario} injects faults into write calls that may really execute: point the recorder at a test system and add --allow-writes`,
    );
  }
}

function checkUpstreamCwd(dir: string | undefined): void {
  if (dir === undefined) return;
  let isDir: boolean;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    isDir = false;
  }
  if (!isDir) throw new UsageError(`--upstream-cwd ${dir} is not a directory`);
}

export async function runRecordCommand(argv: string[]): Promise<number> {
  const options = parseRecordArgs(argv);
  if (options === "help") {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  const { Recorder } = await import("../recorder/recorder.js");
  const { OutPathError } = await import("../recorder/sink.js");
  // Redacted as the recording is once the recorder exists (its key, the secrets it was given), by the shared rule before.
  const rule: { redact?: (text: string) => string } = {};
  const log = (text: string) => writeStderr("loopgate record: ", text, rule.redact);
  if (options.configFile !== null) log(`config: ${options.configFile}`);
  let agentSide: AgentSide | null = null;
  if (options.listen !== undefined) {
    try {
      agentSide = await openAgentSide(options.listen, options.listen.tokenVariable, log);
    } catch (error) {
      log(errorMessage(error));
      return EXIT.USAGE;
    }
  }
  const io = agentSide?.io ?? { agentIn: process.stdin, agentOut: process.stdout };
  const recorder = new Recorder(options, { ...io, log });
  rule.redact = (text) => recorder.redactText(text);
  let outcome: RecorderOutcome;
  try {
    outcome = await recorder.run();
  } catch (error) {
    if (error instanceof OutPathError) {
      log(error.message);
      return EXIT.UNREADABLE;
    }
    throw error;
  } finally {
    await agentSide?.close();
  }
  await new Promise<void>((resolve) => process.stdout.write("", () => resolve()));
  process.stdin.destroy();
  // A failed run (1) says more than an untriggered one, as replay's 1 wins over 3.
  if (outcome === "failed") return EXIT.UNREADABLE;
  return options.requireTrigger && !recorder.triggered ? EXIT.NOT_TRIGGERED : EXIT.OK;
}
