import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ListRootsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { ListedTool } from "../recording/model.js";
import { headerSecrets, recordedUrl } from "./connect-upstream.js";
import { HttpUpstream } from "./http-upstream.js";
import { UpstreamProcess, type UpstreamSpec } from "./upstream.js";
import type { UpstreamLink } from "./upstream-link.js";
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

/** A Streamable HTTP upstream, as `--upstream-url` and `--upstream-header` name it. */
export interface UrlTarget {
  url: string;
  /** Secrets: never printed, redacted wherever the server echoes them. */
  headers: Record<string, string>;
}

/** How the upstream is reached, what names it when it gives no serverInfo, and the secrets to hide. */
function linkOf(
  target: UpstreamSpec | UrlTarget,
  timeoutMs: number,
  log: (line: string) => void,
): { connect: () => UpstreamLink; name: string[]; redaction: Redaction } {
  if ("url" in target) {
    const { url, secrets } = recordedUrl(target.url);
    const redaction = new Redaction({ literals: [...secrets, ...headerSecrets(target.headers)] });
    const connect = () => new HttpUpstream({ url: target.url, headers: target.headers, timeoutMs, log });
    return { connect, name: [url], redaction };
  }
  const redaction = new Redaction({ literals: Object.values(target.env) });
  const { command, secrets } = redaction.command(target.command);
  redaction.addLiterals(secrets);
  // The upstream's own stderr, when the caller prints it, is redacted like the rest.
  const stderr = target.stderr;
  const spec = stderr ? { ...target, stderr: (line: string) => stderr(redaction.text(line)) } : target;
  return { connect: () => new UpstreamProcess(spec), name: command, redaction };
}

/**
 * Starts the upstream (or opens a session with it at its URL), lists its tools (every page)
 * without calling any, and stops it with its whole process group (or ends the session).
 * `doctor` and `init` both look at an upstream through this.
 */
export async function listUpstreamTools(target: UpstreamSpec | UrlTarget, timeoutMs: number): Promise<UpstreamListing> {
  // Over HTTP what the link says (an HTTP status with its hint, then the transport the server
  // answered with, if it is not Streamable HTTP) explains a failed start best.
  const said: string[] = [];
  // What doctor and init print goes through the recorder's rule: a serverInfo, a command or a URL can hold a secret.
  const { connect, name: command, redaction } = linkOf(target, timeoutMs, (line) => said.push(line));
  const transport = new UpstreamTransport(connect);
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
        exit?.spawnError ??
        (said.length > 0 ? said.join("; ") : undefined) ??
        (exit ? `exited with ${exit.signal ?? `code ${exit.code}`}` : (error as Error).message);
      throw new UpstreamListError(`the upstream failed to start: ${redaction.text(how)}`);
    }
    const tools = await listAllPages(client, timeoutMs, redaction);
    const info = client.getServerVersion();
    return { server: info ? redaction.text(`${info.name} ${info.version}`) : command.join(" "), tools };
  } finally {
    await client.close().catch(() => undefined);
  }
}

async function listAllPages(client: Client, timeoutMs: number, redaction: Redaction): Promise<ListedTool[]> {
  const tools: ListedTool[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    let page;
    try {
      page = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout: timeoutMs });
    } catch (error) {
      throw new UpstreamListError(`tools/list failed: ${redaction.text(firstLine((error as Error).message))}`);
    }
    tools.push(...(page.tools as ListedTool[]));
    // A server that hands out the same cursor again would keep us here forever.
    if (!page.nextCursor || seen.has(page.nextCursor)) return tools;
    seen.add(page.nextCursor);
    cursor = page.nextCursor;
  }
}
