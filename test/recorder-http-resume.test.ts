import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { startServer } from "./helpers/http-servers.js";
import { CLI, ROOT } from "./helpers/paths.js";

/*
 * The agent side's own resumption (--listen): every event the recorder sends the agent has an
 * id, and a stream the agent lost is resumed with GET and Last-Event-ID. A TCP proxy between
 * the SDK's Streamable HTTP client and the recorder passes on the call's first progress event,
 * swallows the second (the recorder wrote it, the agent never got it) and cuts the stream; the
 * client resumes; every message must reach it exactly once.
 */
const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-http-resume-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const EVERYTHING_ENTRY = path.join(
  ROOT,
  "node_modules",
  "@modelcontextprotocol",
  "server-everything",
  "dist",
  "index.js",
);
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp) .* Authorization: Bearer (\S+)$/;

interface CuttingProxy {
  url: string;
  /** What the agent sent, as text: its requests' headers show whether it resumed. */
  sent: () => string;
  /** The bytes the recorder wrote that the agent never got. */
  swallowed: () => string;
  close: () => void;
}

/**
 * A loopback TCP proxy to `port`: on the first connection whose answer shows `first`, it passes
 * on that event, then swallows what the recorder writes until `second` went by (written, never
 * delivered), and cuts the connection both ways.
 */
async function cuttingProxy(port: number, first: string, second: string): Promise<CuttingProxy> {
  let state: "forward" | "swallow" | "done" = "forward";
  let sent = "";
  let swallowed = "";
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection(port, "127.0.0.1");
    sockets.add(client).add(upstream);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("data", (chunk: Buffer) => (sent += chunk.toString("latin1")));
    client.pipe(upstream);
    let seen = "";
    upstream.on("data", (chunk: Buffer) => {
      if (state === "done") {
        client.write(chunk);
        return;
      }
      const text = chunk.toString("latin1");
      if (state === "swallow") {
        swallowed += text;
        if (!swallowed.includes(second)) return;
        state = "done";
        client.destroy();
        upstream.destroy();
        return;
      }
      seen += text;
      const at = seen.indexOf(first);
      const end = at === -1 ? -1 : seen.indexOf("\n\n", at);
      if (end === -1) {
        client.write(chunk);
        return;
      }
      state = "swallow";
      const keep = text.length - (seen.length - (end + 2));
      client.write(chunk.subarray(0, keep));
      swallowed = text.slice(keep);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: proxyPort } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${proxyPort}/mcp`,
    sent: () => sent,
    swallowed: () => swallowed,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe("record --listen: the agent resumes a lost stream with Last-Event-ID", () => {
  it("a call's stream cut after its first progress event, its second written but lost: every progress and the answer arrive once", async () => {
    const out = path.join(work, "resume.jsonl");
    let token = "";
    const recorder = await startServer(
      [
        process.execPath,
        CLI,
        "record",
        "--listen",
        "127.0.0.1:0",
        "--out",
        out,
        "--",
        process.execPath,
        EVERYTHING_ENTRY,
      ],
      (line) => {
        const match = LISTENING.exec(line);
        if (!match) return null;
        token = match[2]!;
        return match[1]!;
      },
    );
    const proxy = await cuttingProxy(Number(new URL(recorder.url).port), '"progress":1,', '"progress":2,');
    const received: JSONRPCMessage[] = [];
    const transport = new StreamableHTTPClientTransport(new URL(proxy.url), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
      reconnectionOptions: {
        initialReconnectionDelay: 300,
        maxReconnectionDelay: 1000,
        reconnectionDelayGrowFactor: 1,
        maxRetries: 3,
      },
    });
    const client = new Client({ name: "resume-test", version: "1" }, { capabilities: {} });
    try {
      await client.connect(transport);
      const onmessage = transport.onmessage!;
      transport.onmessage = (message) => {
        received.push(message);
        onmessage(message);
      };
      const result = await client.callTool(
        { name: "trigger-long-running-operation", arguments: { duration: 1.5, steps: 5 } },
        undefined,
        { onprogress: () => undefined, timeout: 20_000 },
      );
      // The recorder wrote progress 2 on the stream the agent lost, and the agent resumed that stream once.
      expect(proxy.swallowed()).toMatch(/^id: post\d+\.\d+\nevent: message\ndata: .*"progress":2,/m);
      expect(proxy.sent().match(/^last-event-id: post\d+\.\d+\r$/gim)).toHaveLength(1);
      const progress = received
        .filter((message) => "method" in message && message.method === "notifications/progress")
        .map((message) => (message as unknown as { params: { progress: number } }).params.progress);
      expect(progress).toEqual([1, 2, 3, 4, 5]);
      const answers = received.filter((message) => "result" in message);
      expect(answers).toHaveLength(1);
      expect((result.content as { text: string }[])[0]!.text).toBe(
        "Long running operation completed. Duration: 1.5 seconds, Steps: 5.",
      );
      await transport.terminateSession();
    } finally {
      await client.close().catch(() => undefined);
      proxy.close();
      await recorder.stop();
    }
    const relayed = readFileSync(out, "utf8")
      .split("\n")
      .filter((line) => line.includes('"notifications/progress"'));
    expect(relayed).toHaveLength(5);
  });
});
