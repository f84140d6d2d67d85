import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ElicitRequestSchema, LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { TASK, AgentSession } from "../fixtures/agents/lib.mjs";
import { AGENTS } from "../fixtures/agents/agents.mjs";
import { CASES } from "../fixtures/agents/cases.mjs";
import { CLI, ROOT } from "./helpers/paths.js";
import { startBookingHttpServer, type RunningServer } from "./helpers/http-servers.js";
import { bookingsIn, eventsOf, replayJson } from "./helpers/recorded.js";

const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-http-relay-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let serial = 0;
async function withServer<T>(
  env: Record<string, string>,
  body: (server: RunningServer, stateFile: string, out: string) => Promise<T>,
  serverArgs: string[] = [],
): Promise<T> {
  serial += 1;
  const stateFile = path.join(work, `state-${serial}.json`);
  const server = await startBookingHttpServer(stateFile, env, serverArgs);
  try {
    return await body(server, stateFile, path.join(work, `rec-${serial}.jsonl`));
  } finally {
    await server.stop();
  }
}

const record = (out: string, ...args: string[]) => [process.execPath, CLI, "record", "--out", out, ...args];
const createBooking = { name: "create_booking", arguments: { ...TASK } };

/**
 * The agent calls `confirm_with_user`, whose server asks it (elicitation) on the GET stream: the
 * question reaches the agent once and its answer reaches the server, both recorded.
 */
async function expectElicitationRelayed(env: Record<string, string>): Promise<void> {
  await withServer(env, async (server, _state, out) => {
    const client = new Client({ name: "agent", version: "1" }, { capabilities: { elicitation: {} } });
    const asked: unknown[] = [];
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params.message);
      return { action: "accept", content: { confirm: true } };
    });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [CLI, "record", "--out", out, "--upstream-url", server.url],
        stderr: "pipe",
      }),
    );
    // A question lost on the way leaves the call unanswered: fail in 20 s, not at the test's timeout.
    const result = await client.callTool(
      { name: "confirm_with_user", arguments: { hotel: "harbour-view" } },
      undefined,
      { timeout: 20_000 },
    );
    await client.close();
    expect(asked).toEqual(["Book harbour-view?"]);
    expect(result.content).toEqual([{ type: "text", text: '{"action":"accept","content":{"confirm":true}}' }]);
    const messages = eventsOf(out).filter((event) => event.type === "message");
    const elicit = messages.filter((event) => (event.message as { method?: string }).method === "elicitation/create");
    expect(elicit.map((event) => event.direction)).toEqual(["upstream_to_agent"]);
    const id = (elicit[0]!.message as { id: unknown }).id;
    const answers = messages.filter(
      (event) =>
        event.direction === "agent_to_upstream" &&
        (event.message as { id?: unknown; method?: string }).id === id &&
        (event.message as { method?: string }).method === undefined,
    );
    expect(answers.map((event) => (event.message as { result: unknown }).result)).toEqual([
      { action: "accept", content: { confirm: true } },
    ]);
  });
}

describe("record --upstream-url relays what Streamable HTTP carries", () => {
  it("passes a server-to-client request (elicitation) to the agent and its answer back", async () => {
    await expectElicitationRelayed({});
  });

  it("holds the agent's first call until the GET stream is open, so an elicitation sent on it is not lost", async () => {
    // The server opens the GET stream 500 ms late and drops what it sends unasked before then.
    await expectElicitationRelayed({ BOOKING_HTTP_GET_DELAY_MS: "500" });
  });

  it("resumes a dropped event stream with Last-Event-ID: the answer arrives once, the booking counted once", async () => {
    await withServer({ BOOKING_DROP_STREAM_ONCE: "1" }, async (_server, stateFile, out) => {
      const session = await AgentSession.connect(record(out, "--upstream-url", _server.url), { stderr: "pipe" });
      const booked = await session.call(createBooking.name, createBooking.arguments);
      const again = await session.call("find_bookings", { customer_email: TASK.customer_email });
      await session.close();
      expect(booked.ok).toBe(true);
      expect(booked.data.booking_id).toBe("BK-1001");
      expect(again.data.bookings.map((b: { booking_id: string }) => b.booking_id)).toEqual(["BK-1001"]);
      const events = eventsOf(out);
      const calls = events.filter((event) => event.type === "call");
      expect(calls.map((event) => event.tool)).toEqual(["create_booking", "find_bookings"]);
      const answers = events.filter((event) => event.type === "upstream" || event.type === "delivered");
      expect(answers.map((event) => [event.type, event.seq, event.outcome ?? event.source])).toEqual([
        ["upstream", 0, "result"],
        ["delivered", 0, "upstream"],
        ["upstream", 1, "result"],
        ["delivered", 1, "upstream"],
      ]);
      // Nothing the replayed stream carried twice reached the recording twice.
      const lines = readFileSync(out, "utf8").split("\n");
      expect(lines.filter((line) => line.includes("BK-1001") && line.includes('"type":"message"'))).toEqual([]);
      expect(bookingsIn(stateFile)).toBe(1);
      expect(_server.stderr()).toMatch(/stream resumed after event \S+/);
      expect(replayJson(out).operations.map((operation) => operation.executions)).toEqual([1]);
    });
  });
});

describe("record --upstream-url with an upstream that answers with JSON bodies, not event streams", () => {
  it("the naive agent under F1 is judged as the stdio case says, and the server's bookings are its executions", async () => {
    serial += 1;
    const stateFile = path.join(work, `state-${serial}.json`);
    const out = path.join(work, `rec-${serial}.jsonl`);
    const server = await startBookingHttpServer(stateFile, {}, ["--json-response"]);
    const expected = CASES.find((testCase) => testCase.name === "naive-F1")!;
    try {
      await drive(record(out, ...expected.flags, "--upstream-url", server.url), AGENTS.naive);
    } finally {
      await server.stop();
    }
    const judged = replayJson(out);
    expect([judged.verdict, judged.violations.map((finding) => finding.code)]).toEqual([
      expected.verdict,
      expected.violations,
    ]);
    expect(judged.observations.map((finding) => finding.code)).toEqual(expected.observations);
    expect(bookingsIn(stateFile)).toBe(expected.bookings);
    expect(judged.operations.map((operation) => operation.executions)).toEqual([expected.executions]);
  });
});

const INITIALIZE =
  '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"a","version":"1"}}}\n';

/** Sends `initialize` to the recorder, waits for its answer (30 s at most), then hangs up like an agent that gives up. */
async function initializeOnly(args: string[]): Promise<{ status: number | null; answer: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, "record", ...args], { stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const answered = new Promise<void>((resolve) =>
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes("\n")) resolve();
    }),
  );
  child.stdin.write(INITIALIZE);
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  await Promise.race([answered, exited]);
  child.stdin.end();
  const status = await exited;
  clearTimeout(timer);
  return { status, answer: stdout.split("\n")[0]!, stderr };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs the recorder as the agent's server with `agent` driving it; returns the recorder's stderr. */
async function drive(command: string[], agent: (session: AgentSession) => Promise<void>, env = {}): Promise<string> {
  const session = await AgentSession.connect(command, { stderr: "pipe", env });
  try {
    await agent(session);
  } finally {
    await session.close();
  }
  return session.stderr;
}

/** One booking through the recorder, every wait bounded by `timeoutMs`: what the agent got, and the recorder's stderr. */
async function bookOnce(server: RunningServer, out: string, timeoutMs: number, key = "k-1") {
  let booked: { ok: boolean; rpcError?: boolean; text: string } | undefined;
  const args = ["--upstream-url", server.url, "--upstream-timeout-ms", String(timeoutMs)];
  const stderr = await drive(record(out, ...args), async (session) => {
    booked = await session.call(createBooking.name, { ...TASK, idempotency_key: key });
  });
  return { booked, stderr };
}

describe("record --upstream-url when the upstream fails", () => {
  it("an unreachable upstream: one line, exit 1, a judgeable recording, the agent gets a JSON-RPC error", async () => {
    const out = path.join(work, "unreachable.jsonl");
    const url = `http://127.0.0.1:${await closedPort()}/mcp`;
    const run = await initializeOnly(["--out", out, "--upstream-url", url]);
    expect(run.status).toBe(1);
    const answer = JSON.parse(run.answer);
    expect(answer.id).toBe(1);
    expect(answer.error.code).toBe(-32000);
    expect(run.stderr).toMatch(
      /^loopgate record: upstream failed to start: upstream unreachable: connect ECONNREFUSED 127\.0\.0\.1:\d+$/m,
    );
    const end = eventsOf(out).at(-1)!;
    expect([end.type, end.reason]).toEqual(["end", "upstream_failed_to_start"]);
    expect(replayJson(out).verdict).toBe("NOT_TESTED");
  });

  // Each status as the fixture server answers it (its test knob), the line stderr shows, and the hint it carries.
  const STATUSES = [
    [403, "Forbidden", " (check the credentials given with --upstream-header / --upstream-header-from-env)"],
    [404, "Not Found", " (the upstream ended the session, or the URL is wrong)"],
    [500, "Internal Server Error", ""],
    [503, "Service Unavailable", ""],
  ] as const;
  for (const [status, text, hint] of STATUSES) {
    it(`an HTTP ${status} to a write: a JSON-RPC error for the agent, recorded as an error answer (J8 unknown)`, async () => {
      await withServer({ BOOKING_HTTP_STATUS: String(status) }, async (server, stateFile, out) => {
        let booked: { ok: boolean; rpcError?: boolean; text: string } | undefined;
        const stderr = await drive(record(out, "--upstream-url", server.url), async (session) => {
          booked = await session.call(createBooking.name, createBooking.arguments);
        });
        expect(booked).toMatchObject({ ok: false, rpcError: true });
        expect(booked!.text).toBe(`MCP error -32000: upstream answered HTTP ${status} ${text} (loopgate recorder)`);
        expect(stderr).toContain(`loopgate record: upstream answered HTTP ${status} ${text} to tools/call${hint}\n`);
        const upstream = eventsOf(out).find((event) => event.type === "upstream")!;
        expect(upstream.outcome).toBe("error");
        expect(upstream.error).toEqual({
          code: -32000,
          message: `upstream answered HTTP ${status} ${text} (loopgate recorder)`,
          data: { httpStatus: status, body: `forced status ${status}` },
        });
        expect(bookingsIn(stateFile)).toBe(0);
        const judged = replayJson(out);
        expect(judged.observations.map((finding) => finding.code)).toContain("EXECUTION_UNKNOWN");
        expect(judged.operations.map((operation) => operation.executions)).toEqual([0]);
      });
    });
  }

  it("an upstream gone mid-session: a refused call is not an execution, the agent gets an error at once", async () => {
    await withServer({}, async (server, stateFile, out) => {
      let booked: { ok: boolean; rpcError?: boolean; text: string } | undefined;
      await drive(record(out, "--upstream-url", server.url, "--upstream-timeout-ms", "20000"), async (session) => {
        await session.call("search_availability", { hotel: "harbour-view", check_in: "2026-12-04", nights: 2 });
        await server.stop();
        booked = await session.call(createBooking.name, createBooking.arguments);
      });
      expect(booked).toMatchObject({ ok: false, rpcError: true });
      expect(booked!.text).toMatch(
        /^MCP error -32000: upstream unreachable: connect ECONNREFUSED 127\.0\.0\.1:\d+ \(loopgate recorder\)$/,
      );
      const upstream = eventsOf(out).filter((event) => event.type === "upstream");
      expect(upstream.map((event) => [event.seq, event.outcome])).toEqual([
        [0, "result"],
        [1, "not_sent"],
      ]);
      expect(bookingsIn(stateFile)).toBe(0);
      expect(replayJson(out).operations.map((operation) => operation.executions)).toEqual([0]);
    });
  });

  it("a server that dies after the write, before its answer: the call is lost (J8), the booking is real", async () => {
    await withServer({ BOOKING_CRASH_AFTER_WRITE: "1" }, async (server, stateFile, out) => {
      let booked: { ok: boolean; rpcError?: boolean; text: string } | undefined;
      await drive(record(out, "--upstream-url", server.url, "--upstream-timeout-ms", "20000"), async (session) => {
        booked = await session.call(createBooking.name, createBooking.arguments);
      });
      expect(booked).toMatchObject({ ok: false, rpcError: true });
      const upstream = eventsOf(out).filter((event) => event.type === "upstream");
      expect(upstream.map((event) => [event.seq, event.outcome])).toEqual([[0, "lost"]]);
      expect(bookingsIn(stateFile)).toBe(1);
      const judged = replayJson(out);
      expect(judged.observations.map((finding) => finding.code)).toContain("EXECUTION_UNKNOWN");
    });
  });

  /** What the recorder says, without its tool table and its stop line. */
  const problemLines = (stderr: string) =>
    stderr
      .split("\n")
      .filter((line) => line !== "" && !/^loopgate record: (upstream tools \(| {2}|stopped )/.test(line));

  // The fixture server's knob, the one line the user sees (also the agent's error), and the
  // upstream timeout bounding every wait: the over-long event is 65 MiB, slow on a busy machine.
  const STREAM_FAILURES = [
    [
      "not-json",
      "upstream sent an event that is not JSON on its event stream for tools/call; the stream ended before the answer, with no event id to resume it from",
      10_000,
    ],
    [
      "not-rpc",
      "upstream sent an event that is not a JSON-RPC message on its event stream for tools/call; the stream ended before the answer, with no event id to resume it from",
      10_000,
    ],
    [
      "over-long",
      "upstream sent an event longer than 64 MiB on its event stream for tools/call: the stream was dropped before the answer",
      30_000,
    ],
    [
      "drop",
      "upstream's event stream for tools/call ended before the answer, with no event id to resume it from",
      10_000,
    ],
  ] as const;
  for (const [fault, line, timeoutMs] of STREAM_FAILURES) {
    it(`an event stream that breaks after the write (${fault}): one line, a JSON-RPC error, the call lost (J8)`, async () => {
      await withServer({ BOOKING_HTTP_SSE_FAULT: fault }, async (server, stateFile, out) => {
        const { booked, stderr } = await bookOnce(server, out, timeoutMs, `k-${fault}`);
        // The failure itself answered the agent, not the timeout (-32001) that bounds the wait.
        expect(booked).toMatchObject({
          ok: false,
          rpcError: true,
          text: `MCP error -32000: ${line} (loopgate recorder)`,
        });
        expect(problemLines(stderr)).toEqual([`loopgate record: ${line}`]);
        const events = eventsOf(out);
        expect(events.filter((event) => event.type === "upstream").map((event) => [event.seq, event.outcome])).toEqual([
          [0, "lost"],
        ]);
        expect(events.find((event) => event.type === "delivered")).toMatchObject({
          source: "recorder",
          error: { code: -32000, message: `${line} (loopgate recorder)` },
        });
        expect(events.at(-1)!.reason).toBe("client_closed");
        // A malformed event still reached the agent as it came, and the recording; nothing else did.
        const passedOn = events
          .slice(events.findIndex((event) => event.type === "call"))
          .filter((event) => event.type === "message" && event.direction === "upstream_to_agent")
          .map((event) => event.message as { jsonrpc?: string });
        if (fault === "not-json") expect(passedOn).toEqual(['{"result":{"content":[{"type":"text","te']);
        else if (fault === "not-rpc") {
          expect(passedOn).toMatchObject([
            { content: [{ type: "text" }], structuredContent: { booking_id: "BK-1001" } },
          ]);
          expect(passedOn[0]!.jsonrpc).toBeUndefined();
        } else expect(passedOn).toEqual([]);
        // Without event ids there is nothing to resume: no GET with Last-Event-ID was tried.
        expect(server.stderr()).not.toContain("stream resumed");
        // The write ran before the stream broke: the judge must not call it not executed.
        expect(bookingsIn(stateFile)).toBe(1);
        const judged = replayJson(out);
        expect([judged.verdict, judged.reasonCode]).toEqual(["NOT_TESTED", "ALL_WRITES_UNKNOWN"]);
        expect(judged.violations.map((finding) => finding.code)).toEqual([]);
        expect(judged.observations.map((finding) => finding.code)).toEqual(["EXECUTION_UNKNOWN"]);
        expect(judged.operations.map((operation) => operation.executions)).toEqual([0]);
      });
    }, 120_000);
  }

  /** What the judge says of a write the server really ran but whose answer never reached the agent. */
  const expectLostWrite = (out: string, stateFile: string) => {
    expect(bookingsIn(stateFile)).toBe(1);
    const judged = replayJson(out);
    expect([judged.verdict, judged.reasonCode]).toEqual(["NOT_TESTED", "ALL_WRITES_UNKNOWN"]);
    expect(judged.violations.map((finding) => finding.code)).toEqual([]);
    expect(judged.observations.map((finding) => finding.code)).toEqual(["EXECUTION_UNKNOWN"]);
    expect(judged.operations.map((operation) => operation.executions)).toEqual([0]);
  };

  // docs/recording.md: where the answer stood when --upstream-timeout-ms ran out, after the tool ran.
  // The same timeout a silent stdio server gets; the line says what the answer did meanwhile.
  const STALLED = [
    [
      "a stream that stays silent",
      { BOOKING_HTTP_SSE_FAULT: "silent" },
      [],
      "upstream's event stream for tools/call sent no answer within 1000 ms",
    ],
    [
      "no status line",
      { BOOKING_HTTP_ANSWER_FAULT: "no-start" },
      [],
      "upstream did not start its answer to tools/call within 1000 ms",
    ],
    [
      "half a JSON body",
      { BOOKING_HTTP_ANSWER_FAULT: "json-stall" },
      ["--json-response"],
      "upstream's JSON answer to tools/call did not end within 1000 ms",
    ],
  ] as const;
  for (const [what, env, serverArgs, line] of STALLED) {
    it(`an answer that stalls (${what}): the call's timeout answers at --upstream-timeout-ms, one line, J8`, async () => {
      await withServer(
        env,
        async (server, stateFile, out) => {
          const { booked, stderr } = await bookOnce(server, out, 1000);
          expect(booked).toMatchObject({
            ok: false,
            rpcError: true,
            text: "MCP error -32001: upstream did not answer within 1000 ms (loopgate recorder)",
          });
          expect(problemLines(stderr)).toEqual([`loopgate record: ${line}`]);
          const events = eventsOf(out);
          const call = events.find((event) => event.type === "call")!;
          const upstream = events.filter((event) => event.type === "upstream");
          expect(upstream.map((event) => [event.seq, event.outcome])).toEqual([[0, "timeout"]]);
          expect((upstream[0]!.t as number) - (call.t as number)).toBeGreaterThanOrEqual(999);
          expect(events.find((event) => event.type === "delivered")).toMatchObject({
            source: "recorder",
            error: { code: -32001, message: "upstream did not answer within 1000 ms (loopgate recorder)" },
          });
          expectLostWrite(out, stateFile);
        },
        [...serverArgs],
      );
    }, 60_000);
  }

  it("a silent event stream for a request that is not tools/call (ping): -32000 and one line; the session goes on", async () => {
    const env = { BOOKING_HTTP_SSE_FAULT: "silent", BOOKING_HTTP_FAULT_METHOD: "ping" };
    await withServer(env, async (server, stateFile, out) => {
      const line = "upstream's event stream for ping sent nothing for 1000 ms before the answer";
      let pinged: unknown;
      let booked: { ok: boolean; data: { booking_id: string } } | undefined;
      const args = ["--upstream-url", server.url, "--upstream-timeout-ms", "1000"];
      const stderr = await drive(record(out, ...args), async (session) => {
        pinged = await session.client.ping().then(
          () => "answered",
          (error: Error) => error.message,
        );
        booked = await session.call(createBooking.name, { ...TASK, idempotency_key: "k-after-ping" });
      });
      expect(pinged).toBe(`MCP error -32000: ${line} (loopgate recorder)`);
      expect(problemLines(stderr)).toEqual([`loopgate record: ${line}`]);
      expect(booked).toMatchObject({ ok: true, data: { booking_id: "BK-1001" } });
      const events = eventsOf(out);
      // The recording holds the ping as sent and no answer to it: the server never sent one (the
      // recorder's own error to the agent is not a message of either side, and is not recorded).
      const pings = events.filter(
        (event) => event.type === "message" && (event.message as { method?: string }).method === "ping",
      );
      expect(pings.map((event) => event.direction)).toEqual(["agent_to_upstream"]);
      const pingId = (pings[0]!.message as { id: unknown }).id;
      const answered = events.filter(
        (event) => event.type === "message" && (event.message as { id?: unknown }).id === pingId && event !== pings[0],
      );
      expect(answered).toEqual([]);
      expect(events.filter((event) => event.type === "upstream").map((event) => [event.seq, event.outcome])).toEqual([
        [0, "result"],
      ]);
      expect(bookingsIn(stateFile)).toBe(1);
      const judged = replayJson(out, "--report-operations", "all");
      expect(judged.operations.map((operation) => operation.executions)).toEqual([1]);
    });
  }, 60_000);

  // The stream drops after the booking (its events have ids); every resumption then fails.
  const RESUMPTIONS = [
    [
      "empty",
      3,
      "upstream's event stream for tools/call ended before the answer and could not be resumed with Last-Event-ID (3 attempts)",
    ],
    [
      "404",
      1,
      "upstream's event stream for tools/call ended before the answer, and its resumption with Last-Event-ID was refused (HTTP 404 Not Found)",
    ],
  ] as const;
  for (const [resumeFault, attempts, line] of RESUMPTIONS) {
    it(`a dropped answer stream whose resumptions fail (${resumeFault}): ${attempts} GET with Last-Event-ID, then one line, J8`, async () => {
      const env = { BOOKING_DROP_STREAM_ONCE: "1", BOOKING_HTTP_RESUME_FAULT: resumeFault };
      await withServer(env, async (server, stateFile, out) => {
        const { booked, stderr } = await bookOnce(server, out, 10_000);
        expect(booked).toMatchObject({
          ok: false,
          rpcError: true,
          text: `MCP error -32000: ${line} (loopgate recorder)`,
        });
        expect(problemLines(stderr)).toEqual([`loopgate record: ${line}`]);
        // Each attempt resumes after the same event: the last one the dropped stream carried.
        const resumed = server.stderr().match(/stream resumed after event \S+/g) ?? [];
        expect(resumed).toHaveLength(attempts);
        expect(new Set(resumed).size).toBe(1);
        const events = eventsOf(out);
        expect(events.filter((event) => event.type === "upstream").map((event) => [event.seq, event.outcome])).toEqual([
          [0, "lost"],
        ]);
        expect(events.find((event) => event.type === "delivered")).toMatchObject({
          source: "recorder",
          error: { code: -32000, message: `${line} (loopgate recorder)` },
        });
        expectLostWrite(out, stateFile);
      });
    }, 60_000);
  }

  it("a JSON answer over 64 MiB, counted in bytes (33 Mi two-byte characters): one line, a JSON-RPC error, J8", async () => {
    serial += 1;
    const stateFile = path.join(work, `state-${serial}.json`);
    const out = path.join(work, `rec-${serial}.jsonl`);
    const server = await startBookingHttpServer(stateFile, { BOOKING_HTTP_JSON_FAULT: "over-long" }, [
      "--json-response",
    ]);
    const line = "upstream sent a JSON answer longer than 64 MiB to tools/call: it was dropped";
    let booked: { ok: boolean; rpcError?: boolean; text: string } | undefined;
    let stderr: string;
    try {
      stderr = await drive(
        record(out, "--upstream-url", server.url, "--upstream-timeout-ms", "30000"),
        async (session) => {
          booked = await session.call(createBooking.name, { ...TASK, idempotency_key: "k-1" });
        },
      );
    } finally {
      await server.stop();
    }
    expect(booked).toMatchObject({ ok: false, rpcError: true, text: `MCP error -32000: ${line} (loopgate recorder)` });
    expect(problemLines(stderr)).toEqual([`loopgate record: ${line}`]);
    const events = eventsOf(out);
    expect(events.filter((event) => event.type === "upstream").map((event) => [event.seq, event.outcome])).toEqual([
      [0, "lost"],
    ]);
    expect(events.at(-1)!.reason).toBe("client_closed");
    expectLostWrite(out, stateFile);
  }, 120_000);

  const GET_FAULTS = [
    ["not-json", "not JSON", '{"jsonrpc":"2.0","method":"notif'],
    ["not-rpc", "not a JSON-RPC message", { level: "info", data: "bare" }],
  ] as const;
  for (const [fault, why, passedOn] of GET_FAULTS) {
    it(`an event that is ${why} on the GET stream: one warning, passed on, the stream and the session go on`, async () => {
      await withServer({ BOOKING_HTTP_GET_FAULT: fault }, async (server, stateFile, out) => {
        const client = new Client({ name: "agent", version: "1" }, { capabilities: {} });
        const logged = new Promise<unknown>((resolve) =>
          client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) =>
            resolve(notification.params.data),
          ),
        );
        const transport = new StdioClientTransport({
          command: process.execPath,
          args: [CLI, "record", "--out", out, "--upstream-url", server.url],
          stderr: "pipe",
        });
        let stderr = "";
        transport.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        await client.connect(transport);
        // The server's good event after the broken one, on the same GET stream.
        expect(await logged).toBe("after");
        const booked = await client.callTool({ name: createBooking.name, arguments: createBooking.arguments });
        await client.close();
        expect(booked.structuredContent).toMatchObject({ booking_id: "BK-1001" });
        expect(problemLines(stderr)).toEqual([
          `loopgate record: warning: upstream sent an event that is ${why} on its event stream (GET); passed on as it came`,
        ]);
        const messages = eventsOf(out)
          .filter((event) => event.type === "message" && event.direction === "upstream_to_agent")
          .map((event) => event.message);
        expect(messages).toContainEqual(passedOn);
        expect(messages).toContainEqual({
          jsonrpc: "2.0",
          method: "notifications/message",
          params: { level: "info", data: "after" },
        });
        expect(server.stderr()).not.toContain("stream resumed");
        expect(bookingsIn(stateFile)).toBe(1);
        const judged = replayJson(out);
        expect([judged.verdict, judged.reasonCode]).toEqual(["PASS", "PASS_BASELINE"]);
        expect(judged.operations.map((operation) => operation.executions)).toEqual([1]);
      });
    });
  }
});

/**
 * The recording, the recorder's stderr, and what `replay --json --junit --markdown` of it
 * writes and prints: 7 texts. The naive agent under F1 books twice, so the run fails.
 */
function everyOutput(out: string, stderr: string): string[] {
  const reports = `${out}.reports`;
  const replay = spawnSync(
    process.execPath,
    [CLI, "replay", out, "--json", `${reports}/r.json`, "--junit", `${reports}/r.xml`, "--markdown", `${reports}/r.md`],
    { cwd: ROOT, encoding: "utf8" },
  );
  expect(replay.stdout).toContain("1 recording: 0 passed, 1 failed");
  const outputs = [readFileSync(out, "utf8"), stderr, replay.stdout, replay.stderr];
  for (const file of readdirSync(reports)) outputs.push(readFileSync(path.join(reports, file), "utf8"));
  expect(outputs).toHaveLength(7);
  return outputs;
}

describe("record --upstream-url keeps credentials out of every output", () => {
  const TOKEN = "tok-3f9a1c77e0b24d5a8c61";
  const QUERY_SECRET = "qs-88d1e2f4a7b3c9";

  it("a URL with a user, a password, query values and a fragment: recorded redacted, its secrets in no output", async () => {
    const [user, password, apiKey] = ["rec-user", "pw-5d1c9e0b7a", "ak-7f3e2a9c41d8"];
    await withServer({ BOOKING_HTTP_BASIC: `${user}:${password}` }, async (server, stateFile, out) => {
      const { host } = new URL(server.url);
      const url = `http://${user}:${password}@${host}/mcp?api_key=${apiKey}&x=1#frag`;
      const stderr = await drive(
        record(out, "--scenario", "F1", "--allow-writes", "--upstream-url", url),
        AGENTS.naive,
      );
      // The server wants Basic auth: its two bookings show the URL's credentials reached it.
      expect(bookingsIn(stateFile)).toBe(2);
      const outputs = everyOutput(out, stderr);
      expect(JSON.parse(outputs[0]!.split("\n")[0]!).upstream.url).toBe(
        `http://REDACTED@${host}/mcp?api_key=[REDACTED]&x=[REDACTED]`,
      );
      for (const output of outputs) {
        for (const secret of [user, password, apiKey, "#frag"]) expect(output).not.toContain(secret);
      }
    });
  });

  for (const how of ["--upstream-header", "--upstream-header-from-env"] as const) {
    it(`a bearer token given by ${how} is in no byte of the recording, the reports or stderr`, async () => {
      await withServer({ BOOKING_HTTP_TOKEN: TOKEN }, async (server, stateFile, out) => {
        const auth =
          how === "--upstream-header" ? [how, `Authorization: Bearer ${TOKEN}`] : [how, "Authorization=API_AUTH"];
        const stderr = await drive(
          record(
            out,
            "--scenario",
            "F1",
            "--allow-writes",
            "--upstream-url",
            `${server.url}?key=${QUERY_SECRET}`,
            ...auth,
          ),
          AGENTS.naive,
          { API_AUTH: `Bearer ${TOKEN}` },
        );
        expect(bookingsIn(stateFile)).toBe(2);
        const outputs = everyOutput(out, stderr);
        for (const output of outputs) {
          expect(output).not.toContain(TOKEN);
          expect(output).not.toContain(QUERY_SECRET);
        }
        expect(JSON.parse(outputs[0]!.split("\n")[0]!).upstream.url).toBe(`${server.url}?key=[REDACTED]`);
      });
    });
  }

  it("without the token the upstream's 401 is one line on stderr, and the agent gets a JSON-RPC error", async () => {
    await withServer({ BOOKING_HTTP_TOKEN: TOKEN }, async (server, _state, out) => {
      const run = await initializeOnly(["--out", out, "--upstream-url", server.url]);
      expect(run.status).toBe(0);
      expect(JSON.parse(run.answer).error.message).toBe("upstream answered HTTP 401 Unauthorized (loopgate recorder)");
      expect(run.stderr).toContain(
        "loopgate record: upstream answered HTTP 401 Unauthorized to initialize (check the credentials given with --upstream-header / --upstream-header-from-env)\n",
      );
      expect(eventsOf(out).at(-1)!.reason).toBe("client_closed");
    });
  });
});
