import { commaList, numberFlag, parseCommandArgs, UsageError } from "./args.js";
import { EXIT } from "./exit-codes.js";

const HELP = `usage: loopgate doctor [options] -- <upstream command> [args…]

Starts the upstream MCP server, lists and classifies its tools and audits their schemas
without calling any tool: write tools without a key field, and whether a read tool can
find a record by what the agent sent (customer, date, reference) rather than an id it may
never have received.

options:
  --write-tools LIST         comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST     comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST          comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST          comma list of idempotency key fields (replaces idempotency_key)
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable)
  --timeout-ms MS            how long to wait for the upstream's answers (default 30000)

exit codes: 0 usable, 1 not usable (reasons printed) or the upstream failed, 2 usage error`;

const FLAGS = {
  "write-tools": { type: "string" },
  "add-write-tools": { type: "string" },
  "read-tools": { type: "string" },
  "key-fields": { type: "string" },
  "upstream-cwd": { type: "string" },
  "upstream-env": { type: "string", multiple: true },
  "timeout-ms": { type: "string" },
  help: { type: "boolean" },
} as const;

function envPairs(values: string[] | undefined): Record<string, string> {
  const env: Record<string, string> = {};
  for (const item of values ?? []) {
    const equals = item.indexOf("=");
    const key = equals === -1 ? "" : item.slice(0, equals);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key))
      throw new UsageError(`--upstream-env must be KEY=VALUE with a valid KEY`);
    env[key] = item.slice(equals + 1);
  }
  return env;
}

export async function runDoctorCommand(argv: string[]): Promise<number> {
  const { flags, positionals, rest } = parseCommandArgs(argv, FLAGS, true);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  if (positionals.length > 0)
    throw new UsageError(`unexpected argument "${positionals[0]}" (put the upstream command after --)`);
  if (!rest || rest.length === 0 || rest[0] === "")
    throw new UsageError("give the upstream command after --, e.g. -- node server.js");
  const timeout = numberFlag("timeout-ms", flags["timeout-ms"], 1, 3_600_000) ?? 30_000;
  const options = {
    writeTools: commaList(flags["write-tools"]) ?? null,
    addWriteTools: commaList(flags["add-write-tools"]) ?? null,
    readTools: commaList(flags["read-tools"]) ?? null,
    keyFields: commaList(flags["key-fields"]) ?? null,
  };
  const env = envPairs(flags["upstream-env"]);

  const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");
  const { UpstreamTransport } = await import("../recorder/upstream-transport.js");
  const { auditTools, formatAudit } = await import("../recorder/audit.js");
  const transport = new UpstreamTransport({ command: rest, cwd: flags["upstream-cwd"], env });
  const client = new Client({ name: "loopgate-doctor", version: "1" }, { capabilities: {} });
  const fail = (why: string) => {
    process.stderr.write(`loopgate doctor: ${why}\n`);
    return EXIT.UNREADABLE;
  };
  try {
    try {
      await client.connect(transport, { timeout });
    } catch (error) {
      const exit = transport.exit;
      const how =
        exit?.spawnError ?? (exit ? `exited with ${exit.signal ?? `code ${exit.code}`}` : (error as Error).message);
      return fail(`the upstream failed to start: ${how}`);
    }
    const tools = [];
    let cursor: string | undefined;
    const seen = new Set<string>();
    for (;;) {
      let page;
      try {
        page = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout });
      } catch (error) {
        return fail(`tools/list failed: ${(error as Error).message}`);
      }
      tools.push(...page.tools);
      if (!page.nextCursor || seen.has(page.nextCursor)) break;
      seen.add(page.nextCursor);
      cursor = page.nextCursor;
    }
    const serverInfo = client.getServerVersion();
    const audit = auditTools(tools as never, options);
    process.stdout.write(
      `upstream: ${serverInfo ? `${serverInfo.name} ${serverInfo.version}` : rest.join(" ")}\n${formatAudit(audit)}\n`,
    );
    return audit.problems.length === 0 ? EXIT.OK : EXIT.UNREADABLE;
  } finally {
    await client.close().catch(() => undefined);
  }
}
