import { hideOnStderr, writeStderr } from "./stderr.js";
import { ENV_NAME, keyValueFlags, numberFlag, parseCommandArgs } from "./args.js";
import {
  CLASSIFY_FLAGS,
  commandSettings,
  CONFIG_FLAGS,
  distrustHintHelp,
  type CommandSettings,
} from "./config-flags.js";
import { EXIT } from "./exit-codes.js";
import { listTarget, rejectCommandFlagsWithUrl, UPSTREAM_URL_FLAGS, upstreamTarget } from "./upstream-flags.js";
import { printableLine } from "../util/printable.js";
import type { ListedTool } from "../recording/model.js";
import type { ToolAudit } from "../recorder/audit.js";

const HELP = `usage: loopgate doctor [options] -- <upstream command> [args…]
       loopgate doctor [options] --upstream-url URL [--upstream-header 'Name: value']…

Starts the upstream MCP server, lists and classifies its tools and audits their schemas
without calling any tool: which tools can be faulted and judged, which read could show a
write after a lost answer (J17), and what limits the recordings, each with its fix.

options:
  --config FILE              settings and tool classes (default: ./loopgate.json when present; flags override it)
  --no-config                ignore ./loopgate.json
  --write-tools LIST         comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST     comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST          comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST          comma list of idempotency key fields (replaces idempotency_key)
${distrustHintHelp(29)}
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable)
  --upstream-url URL         a Streamable HTTP MCP server instead of an upstream command
  --upstream-header 'Name: value'
                             sent to --upstream-url with every request (repeatable; never printed)
  --upstream-header-from-env NAME=VARIABLE
                             the same, the value read from the environment (keeps it out of argv)
  --timeout-ms MS            how long to wait for the upstream's answers (default 30000)
  --strict                   exit 1 when more tools are undecided than classified as writes

exit codes: 0 usable (at least one write tool; warnings printed), 1 nothing can be tested (the
upstream failed to start, lists no tools or no write tool) or, with --strict, undecided tools
outnumber the write tools, 2 usage error or a bad config file`;

const FLAGS = {
  ...CONFIG_FLAGS,
  ...CLASSIFY_FLAGS,
  "upstream-cwd": { type: "string" },
  "upstream-env": { type: "string", multiple: true },
  ...UPSTREAM_URL_FLAGS,
  "timeout-ms": { type: "string" },
  strict: { type: "boolean" },
  help: { type: "boolean" },
} as const;

export async function runDoctorCommand(argv: string[]): Promise<number> {
  const { flags, positionals, rest } = parseCommandArgs(argv, FLAGS, true);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  const upstream = upstreamTarget(flags, positionals, rest);
  rejectCommandFlagsWithUrl(upstream, flags);
  const timeout = numberFlag("timeout-ms", flags["timeout-ms"], 1, 3_600_000) ?? 30_000;
  const env = keyValueFlags("upstream-env", flags["upstream-env"], ENV_NAME);
  hideOnStderr(Object.values(env));
  const resolved = await commandSettings(flags);

  const { listUpstreamTools, UpstreamListError } = await import("../recorder/list-tools.js");
  const { auditTools, formatAudit } = await import("../recorder/audit.js");
  let listing;
  try {
    listing = await listUpstreamTools(
      listTarget(upstream, flags["upstream-cwd"], env, (line) => writeStderr("loopgate doctor: upstream: ", line)),
      timeout,
    );
  } catch (error) {
    if (!(error instanceof UpstreamListError)) throw error;
    writeStderr("loopgate doctor: ", error.message);
    return EXIT.UNREADABLE;
  }
  const { settings } = resolved;
  const distrust = settings.distrustIdempotentHint ?? false;
  const audit = auditTools(listing.tools, settings);
  credit(audit, resolved);
  audit.warnings.push(...configDrift(listing.tools, resolved));
  const config = resolved.loaded ? `config: ${resolved.loaded.file}\n` : "";
  process.stdout.write(`${printableLine(`upstream: ${listing.server}`)}\n${config}${formatAudit(audit, distrust)}\n`);
  if (audit.problems.length > 0) return EXIT.UNREADABLE;
  return flags.strict === true && audit.undecidedOutnumberWrites ? EXIT.UNREADABLE : EXIT.OK;
}

/** A tool classified by its name in the config file says so, not "add-write-tools". */
function credit(audit: ToolAudit, resolved: CommandSettings): void {
  for (const tool of audit.tools) {
    if (resolved.pinned.get(tool.name) === tool.class) tool.why = resolved.loaded!.file;
  }
}

/** The file was written for another version of the upstream: tools it names are gone, or new ones are undecided. */
function configDrift(listed: ListedTool[], resolved: CommandSettings): string[] {
  const named = resolved.loaded?.config.tools;
  if (!named) return [];
  const file = resolved.loaded!.file;
  const listedNames = new Set(listed.map((tool) => tool.name));
  const gone = Object.keys(named)
    .filter((name) => !listedNames.has(name))
    .sort();
  const added = [...listedNames].filter((name) => !Object.hasOwn(named, name)).sort();
  const warnings: string[] = [];
  if (gone.length > 0)
    warnings.push(`${file} names tools the upstream does not list: ${gone.join(", ")}; remove them from "tools"`);
  if (added.length > 0)
    warnings.push(
      `the upstream lists tools ${file} does not name: ${added.join(", ")}; add each to "tools" with its class (loopgate init --force rewrites the file)`,
    );
  return warnings;
}
