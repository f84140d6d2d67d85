import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { TASK } from "../fixtures/agents/lib.mjs";
import { BOOKING_SERVER } from "./helpers/booking.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { startBookingHttpServer, startServer, type RunningServer } from "./helpers/http-servers.js";
import { CLI, ROOT } from "./helpers/paths.js";
import { bookingsIn, eventsOf, replayJson } from "./helpers/recorded.js";

const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-batch-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Rpc = { id?: unknown; result?: { isError?: boolean; content?: { text: string }[] }; error?: { code: number } };
const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-03-26", capabilities: {}, clientInfo: { name: "batching-agent", version: "1" } },
};
const INITIALIZED = { jsonrpc: "2.0", method: "notifications/initialized" };
const book = (id: number, checkIn: string) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: "create_booking", arguments: { ...TASK, check_in: checkIn } },
});
/** Two writes and a user turn (a notification of ours: recorded, never forwarded, never answered) in one batch. */
const BATCH = [
  { jsonrpc: "2.0", method: "notifications/loopgate/user", params: { text: "Book both stays." } },
  book(2, "2026-12-04"),
  book(3, "2026-12-18"),
];

/** An agent speaking raw JSON-RPC lines to the recorder on stdio, as an SDK client cannot batch. */
class LineAgent {
  private readonly lines: string[] = [];
  private waiting: (() => void) | null = null;
  stderr = "";
  readonly exited: Promise<number | null>;

  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    createInterface({ input: child.stdout }).on("line", (line) => {
      this.lines.push(line);
      this.waiting?.();
    });
    child.stderr.on("data", (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  }

  send(message: unknown): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** The next line from the recorder, within 20 s. */
  async next(): Promise<string> {
    const deadline = Date.now() + 20_000;
    while (this.lines.length === 0) {
      if (Date.now() > deadline) throw new Error(`no line from the recorder within 20 s: ${this.stderr}`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 200);
      });
    }
    return this.lines.shift()!;
  }

  async close(): Promise<number | null> {
    this.child.stdin.end();
    return this.exited;
  }
}

function startRecorder(args: string[]): LineAgent {
  return new LineAgent(
    spawn(process.execPath, [CLI, "record", ...args], { cwd: ROOT, stdio: ["pipe", "pipe", "pipe"] }),
  );
}

/** Every operation of the recording as the judge counts it: tool, check-in date, executions. */
function judged(file: string): { verdict: string; violations: string[]; executions: [string, number][] } {
  const recording = replayJson(file, "--report-operations", "all");
  return {
    verdict: recording.verdict,
    violations: recording.violations.map((finding) => finding.code),
    executions: recording.operations.map((operation) => [
      (JSON.parse(operation.arguments) as { check_in: string }).check_in,
      operation.executions,
    ]),
  };
}

let serial = 0;
const next = () => {
  serial += 1;
  return { stateFile: path.join(work, `state-${serial}.json`), out: path.join(work, `rec-${serial}.jsonl`) };
};

/** Initializes, sends {@link BATCH}, returns the recorder's one answer line to it, then hangs up. */
async function batchSession(agent: LineAgent): Promise<Rpc[]> {
  agent.send(INITIALIZE);
  expect((JSON.parse(await agent.next()) as Rpc).id).toBe(1);
  agent.send(INITIALIZED);
  agent.send(BATCH);
  const answer = JSON.parse(await agent.next()) as Rpc[];
  expect(await agent.close()).toBe(0);
  return answer;
}

const F1_TEXT = /timed out/i;

describe("record splits JSON-RPC batches: each call its own events, faults and verdict", () => {
  const upstreams: [string, (stateFile: string) => Promise<{ args: string[]; server?: RunningServer }>][] = [
    [
      "a Streamable HTTP upstream (the SDK's server)",
      async (stateFile) => {
        const server = await startBookingHttpServer(stateFile);
        return { args: ["--upstream-url", server.url], server };
      },
    ],
    [
      "a stdio upstream",
      async (stateFile) => ({ args: ["--", process.execPath, BOOKING_SERVER, "--state", stateFile] }),
    ],
  ];

  for (const [name, start] of upstreams) {
    it(`F1 over ${name}: the first write of the batch is a ghost write, the agent gets one array back`, async () => {
      const { stateFile, out } = next();
      const { args, server } = await start(stateFile);
      try {
        const agent = startRecorder(["--out", out, "--scenario", "F1", "--allow-writes", ...args]);
        const answer = await batchSession(agent);
        expect(answer.map((rpc) => rpc.id).sort()).toEqual([2, 3]);
        const byId = new Map(answer.map((rpc) => [rpc.id, rpc]));
        expect(byId.get(2)!.result!.isError).toBe(true);
        expect(byId.get(2)!.result!.content![0]!.text).toMatch(F1_TEXT);
        expect(JSON.parse(byId.get(3)!.result!.content![0]!.text)).toMatchObject({ check_in: "2026-12-18" });
      } finally {
        await server?.stop();
      }
      const events = eventsOf(out);
      expect(events.filter((event) => event.type === "user").map((event) => event.text)).toEqual(["Book both stays."]);
      expect(
        events
          .filter((event) => event.type === "call")
          .map((event) => [event.seq, event.id, event.fault, event.forwarded]),
      ).toEqual([
        [0, 2, "F1", true],
        [1, 3, null, true],
      ]);
      expect(
        events
          .filter((event) => event.type === "upstream" || event.type === "delivered")
          .map((event) => `${event.type} ${event.seq} ${event.outcome ?? event.source}`)
          .sort(),
      ).toEqual(["delivered 0 injected", "delivered 1 upstream", "upstream 0 result", "upstream 1 result"]);
      // Nothing of the batch is left as one opaque message.
      expect(events.filter((event) => event.type === "message" && Array.isArray(event.message))).toEqual([]);
      // Ground truth: the server holds both bookings, and the judge counts each write executed once.
      expect(bookingsIn(stateFile)).toBe(2);
      const verdict = judged(out);
      expect(verdict.executions).toEqual([
        ["2026-12-04", 1],
        ["2026-12-18", 1],
      ]);
      expect(verdict.violations).toEqual([]);
    });
  }

  it("F2 over the SDK's Streamable HTTP server: the first write gets the 429 and never reaches the server", async () => {
    const { stateFile, out } = next();
    const server = await startBookingHttpServer(stateFile);
    let answer: Rpc[];
    try {
      const agent = startRecorder([
        "--out",
        out,
        "--scenario",
        "F2",
        "--retry-after",
        "1",
        "--allow-writes",
        "--upstream-url",
        server.url,
      ]);
      answer = await batchSession(agent);
    } finally {
      await server.stop();
    }
    const byId = new Map(answer.map((rpc) => [rpc.id, rpc]));
    expect([...byId.keys()].sort()).toEqual([2, 3]);
    expect(byId.get(2)!.result!.isError).toBe(true);
    expect(byId.get(2)!.result!.content![0]!.text).toMatch(/429/);
    expect(byId.get(3)!.result!.isError).toBeUndefined();
    const calls = eventsOf(out).filter((event) => event.type === "call");
    expect(calls.map((event) => [event.seq, event.fault, event.forwarded])).toEqual([
      [0, "F2", false],
      [1, null, true],
    ]);
    expect(bookingsIn(stateFile)).toBe(1);
    expect(judged(out).executions).toEqual([
      ["2026-12-04", 0],
      ["2026-12-18", 1],
    ]);
  });
});

describe("record --listen splits a batch POSTed by the agent", () => {
  it("F1, the agent and the upstream both over Streamable HTTP: one event per answer on the POST's stream", async () => {
    const { stateFile, out } = next();
    const server = await startBookingHttpServer(stateFile);
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
        "--scenario",
        "F1",
        "--allow-writes",
        "--upstream-url",
        server.url,
      ],
      (line) => {
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp) .* Authorization: Bearer (\S+)$/.exec(line);
        if (!match) return null;
        token = match[2]!;
        return match[1]!;
      },
    );
    const received: JSONRPCMessage[] = [];
    try {
      // The SDK's client transport, without a Client: only the transport sends a batch.
      const transport = new StreamableHTTPClientTransport(new URL(recorder.url), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      });
      transport.onmessage = (message) => received.push(message);
      await transport.start();
      const answered = async (count: number) => {
        for (let waited = 0; received.length < count && waited < 20_000; waited += 50)
          await new Promise((resolve) => setTimeout(resolve, 50));
      };
      await transport.send(INITIALIZE as JSONRPCMessage);
      await answered(1);
      transport.setProtocolVersion("2025-03-26");
      await transport.send(INITIALIZED as JSONRPCMessage);
      await transport.send(BATCH as JSONRPCMessage[]);
      await answered(3);
      await transport.terminateSession();
      await transport.close();
      const exitCode = await new Promise<number | null>((resolve) =>
        recorder.child.exitCode !== null ? resolve(recorder.child.exitCode) : recorder.child.once("exit", resolve),
      );
      expect(exitCode).toBe(0);
    } finally {
      await recorder.stop();
      await server.stop();
    }
    const answers = new Map(received.slice(1).map((message) => [(message as Rpc).id, message as Rpc]));
    expect([...answers.keys()].sort()).toEqual([2, 3]);
    expect(answers.get(2)!.result!.content![0]!.text).toMatch(F1_TEXT);
    expect(JSON.parse(answers.get(3)!.result!.content![0]!.text)).toMatchObject({ check_in: "2026-12-18" });
    const events = eventsOf(out);
    expect(events[0]!.transport).toEqual({ agent: "streamable-http", upstream: "streamable-http" });
    expect(events.filter((event) => event.type === "call").map((event) => [event.id, event.fault])).toEqual([
      [2, "F1"],
      [3, null],
    ]);
    expect(events.at(-1)).toMatchObject({ type: "end", reason: "client_closed" });
    expect(bookingsIn(stateFile)).toBe(2);
    expect(judged(out).executions).toEqual([
      ["2026-12-04", 1],
      ["2026-12-18", 1],
    ]);
  });
});
