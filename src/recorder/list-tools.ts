import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ListRootsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { ListedTool } from "../recording/model.js";
import type { UpstreamSpec } from "./upstream.js";
import { UpstreamTransport } from "./upstream-transport.js";
import { Redaction } from "../util/redact.js";
import { firstLine } from "../util/text.js";

/** The upstream could not be started or did not list its tools; the message is one line for the user. */
export class UpstreamListError extends Error {
  override name = "UpstreamListError";
}

export interface UpstreamListing {
  /** `name version` from the upstream's `initialize` answer, or its command when it gave none; secrets redacted. */
  server: string;
  tools: ListedTool[];
}

/**
 * Starts the upstream, lists its tools (every page) without calling any, and stops it with
 * its whole process group. `doctor` and `init` both look at an upstream through this.
 */
export async function listUpstreamTools(spec: UpstreamSpec, timeoutMs: number): Promise<UpstreamListing> {
  const transport = new UpstreamTransport(spec);
  // What doctor and init print goes through the recorder's rule: a serverInfo or a command can hold a secret.
  const redaction = new Redaction({ literals: Object.values(spec.env) });
  const { command, secrets } = redaction.command(spec.command);
  redaction.addLiterals(secrets);
  const client = new Client({ name: "loopgate", version: "1" }, { capabilities: { roots: {} } });
  // Some servers ask every client for its roots and print a stack trace when refused
  // (mcp-shrimp-task-manager does, on each start). Listing tools concerns no project folder,
  // so the answer is none: the server keeps the default it has without roots.
  client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [] }));
  try {
    try {
      await client.connect(transport, { timeout: timeoutMs });
    } catch (error) {
      const exit = transport.exit;
      const how =
        exit?.spawnError ?? (exit ? `exited with ${exit.signal ?? `code ${exit.code}`}` : (error as Error).message);
      throw new UpstreamListError(`the upstream failed to start: ${redaction.text(how)}`);
    }
    const tools = await listAllPages(client, timeoutMs);
    const info = client.getServerVersion();
    return { server: info ? redaction.text(`${info.name} ${info.version}`) : command.join(" "), tools };
  } finally {
    await client.close().catch(() => undefined);
  }
}

async function listAllPages(client: Client, timeoutMs: number): Promise<ListedTool[]> {
  const tools: ListedTool[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    let page;
    try {
      page = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout: timeoutMs });
    } catch (error) {
      throw new UpstreamListError(`tools/list failed: ${firstLine((error as Error).message)}`);
    }
    tools.push(...(page.tools as ListedTool[]));
    // A server that hands out the same cursor again would keep us here forever.
    if (!page.nextCursor || seen.has(page.nextCursor)) return tools;
    seen.add(page.nextCursor);
    cursor = page.nextCursor;
  }
}
