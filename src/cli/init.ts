import { hideOnStderr, writeStderr } from "./stderr.js";
import { lstatSync } from "node:fs";
import { ENV_NAME, keyValueFlags, numberFlag, parseCommandArgs, UsageError } from "./args.js";
import { CLASSIFY_FLAGS, classifyFlagValues, distrustHintHelp } from "./config-flags.js";
import { EXIT } from "./exit-codes.js";
import { listTarget, rejectCommandFlagsWithUrl, UPSTREAM_URL_FLAGS, upstreamTarget } from "./upstream-flags.js";
import { CONFIG_FILE_NAME } from "../config/schema.js";
import { resolveSettings } from "../config/resolve.js";
import { printableLine } from "../util/printable.js";

const HELP = `usage: loopgate init [options] -- <upstream command> [args…]
       loopgate init [options] --upstream-url URL [--upstream-header 'Name: value']…

Starts the upstream MCP server, lists and classifies its tools without calling any, and
writes loopgate.json: every tool with its class and why, key fields and idempotent hints,
and the tools no rule could classify, marked for you to decide. record, doctor and replay
read that file (docs/config.md).

options:
  --config FILE              the file to write (default loopgate.json)
  --force                    replace FILE if it exists (otherwise init refuses to touch it)
  --write-tools LIST         comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST     comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST          comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST          comma list of idempotency key fields (replaces idempotency_key)
${distrustHintHelp(29)}
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable; never written to FILE)
  --upstream-url URL         a Streamable HTTP MCP server instead of an upstream command
  --upstream-header 'Name: value'
                             sent to --upstream-url with every request (repeatable; never printed or written to FILE)
  --upstream-header-from-env NAME=VARIABLE
                             the same, the value read from the environment (keeps it out of argv)
  --timeout-ms MS            how long to wait for the upstream's answers (default 30000)

exit codes: 0 written, 1 the upstream failed or listed no tools (nothing written),
2 usage error (FILE exists without --force)`;

const FLAGS = {
  config: { type: "string" },
  force: { type: "boolean" },
  ...CLASSIFY_FLAGS,
  "upstream-cwd": { type: "string" },
  "upstream-env": { type: "string", multiple: true },
  ...UPSTREAM_URL_FLAGS,
  "timeout-ms": { type: "string" },
  help: { type: "boolean" },
} as const;

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

export async function runInitCommand(argv: string[]): Promise<number> {
  const { flags, positionals, rest } = parseCommandArgs(argv, FLAGS, true);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  const upstream = upstreamTarget(flags, positionals, rest);
  rejectCommandFlagsWithUrl(upstream, flags);
  const target = flags.config ?? CONFIG_FILE_NAME;
  if (!flags.force && exists(target)) throw new UsageError(`${target} already exists; add --force to replace it`);
  const timeout = numberFlag("timeout-ms", flags["timeout-ms"], 1, 3_600_000) ?? 30_000;
  // Init reads no config file (it writes one): the flags alone say how to classify.
  const { settings } = resolveSettings(null, classifyFlagValues(flags));
  const env = keyValueFlags("upstream-env", flags["upstream-env"], ENV_NAME);
  hideOnStderr(Object.values(env));

  const { listUpstreamTools, UpstreamListError } = await import("../recorder/list-tools.js");
  const { configFromListing, formatConfigFile } = await import("../config/init.js");
  const { formatToolLines } = await import("../recorder/audit.js");
  const { writeFileAtomic } = await import("../util/atomic-write.js");
  let listing;
  try {
    listing = await listUpstreamTools(
      listTarget(upstream, flags["upstream-cwd"], env, (line) => writeStderr("loopgate init: upstream: ", line)),
      timeout,
    );
  } catch (error) {
    if (!(error instanceof UpstreamListError)) throw error;
    writeStderr("loopgate init: ", `${error.message}; ${target} not written`);
    return EXIT.UNREADABLE;
  }
  if (listing.tools.length === 0) {
    writeStderr("loopgate init: ", `the upstream lists no tools, so nothing can be tested; ${target} not written`);
    return EXIT.UNREADABLE;
  }
  const { file, classified } = configFromListing(listing.tools, settings);
  await writeFileAtomic(target, formatConfigFile(file), { replace: flags.force === true });
  if (classified.some((tool) => tool.name === "__proto__"))
    writeStderr(
      "loopgate init: ",
      `the upstream has a tool named "__proto__", which ${target} cannot name (JSON readers drop the key); it is left out: classify it with writeTools or readTools`,
    );
  const summary = initSummary(target, classified).map((line) => printableLine(line));
  process.stdout.write(
    `${printableLine(`upstream: ${listing.server}`)}\n${formatToolLines(classified)}\n\n${summary.join("\n")}\n`,
  );
  return EXIT.OK;
}

function initSummary(target: string, tools: { name: string; class: string }[]): string[] {
  const count = (cls: string) => tools.filter((tool) => tool.class === cls).length;
  const undecided = tools.filter((tool) => tool.class === "unclassified").map((tool) => tool.name);
  const lines = [
    `wrote ${target}: ${tools.length} tools, ${count("write")} write, ${count("read")} read, ${undecided.length} unclassified`,
  ];
  if (undecided.length > 0) {
    lines.push(
      `decide each unclassified tool in ${target} (set its "class" to "write" or "read", then remove its "todo"):`,
      ...undecided.map((name) => `  tools.${name}.class`),
    );
  }
  if (count("write") === 0) lines.push("no write tool yet: no scenario can trigger until you classify one as write");
  return lines;
}
