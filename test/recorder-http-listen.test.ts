import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { AGENTS } from "../fixtures/agents/agents.mjs";
import { BOOKING_SERVER, CASES, confirmedBookings } from "../fixtures/agents/cases.mjs";
import { AgentSession, TASK } from "../fixtures/agents/lib.mjs";
import { CLI, ROOT } from "./helpers/paths.js";
import { startBookingHttpServer, startServer, type RunningServer } from "./helpers/http-servers.js";

const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-listen-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp) .* Authorization: Bearer (\S+)$/;

/** `loopgate record --listen 127.0.0.1:0 …` started for real; its URL and token read from its stderr. */
async function startRecorder(args: string[], env: Record<string, string> = {}) {
  let token = "";
  const recorder = await startServer(
    [process.execPath, CLI, "record", "--listen", "127.0.0.1:0", ...args],
    (line) => {
      const match = LISTENING.exec(line);
      if (!match) return null;
      token = match[2]!;
      return match[1]!;
    },
    env,
  );
  return { recorder, token };
}

/** A reference agent on the SDK's own Streamable HTTP client; DELETE ends the session as stdin's end does. */
async function runAgent(name: keyof typeof AGENTS, url: string, token: string): Promise<void> {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: "loopgate-reference-agent", version: "1.0.0" }, { capabilities: {} });
  await client.connect(transport);
  // lib.d.mts declares only AgentSession.connect (stdio); the class takes any connected client.
  const session = new (AgentSession as unknown as new (client: Client) => AgentSession)(client);
  await AGENTS[name](session);
  await transport.terminateSession();
  await client.close();
}

function judged(file: string) {
  const out = `${file}.json`;
  spawnSync(process.execPath, [CLI, "replay", file, "--json", out], { cwd: ROOT, encoding: "utf8" });
  const recording = JSON.parse(readFileSync(out, "utf8")).recordings[0];
  return {
    verdict: recording.verdict,
    reasonCode: recording.reasonCode,
    violations: recording.violations.map((finding: { code: string }) => finding.code),
    observations: recording.observations.map((finding: { code: string }) => finding.code).sort(),
  };
}

const exited = (server: RunningServer) =>
  new Promise<number | null>((resolve) =>
    server.child.exitCode !== null ? resolve(server.child.exitCode) : server.child.once("exit", resolve),
  );

describe("loopgate record --listen: the agent side over Streamable HTTP", () => {
  const testCase = CASES.find((candidate) => candidate.name === "naive-F1")!;
  const expected = {
    verdict: testCase.verdict,
    reasonCode: testCase.reasonCode,
    violations: testCase.violations,
    observations: testCase.observations,
  };

  it("towards a stdio upstream: the SDK's HTTP client as the agent, judged as over stdio", async () => {
    const stateFile = path.join(work, "stdio-upstream.state.json");
    const out = path.join(work, "stdio-upstream.jsonl");
    const { recorder, token } = await startRecorder(
      [
        "--out",
        out,
        ...testCase.flags,
        "--upstream-env",
        `BOOKING_STATE_FILE=${stateFile}`,
        "--",
        "node",
        BOOKING_SERVER,
      ],
      {},
    );
    try {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      await runAgent("naive", recorder.url, token);
      expect(await exited(recorder)).toBe(0);
    } finally {
      await recorder.stop();
    }
    expect(judged(out)).toEqual(expected);
    expect(confirmedBookings(JSON.parse(readFileSync(stateFile, "utf8")))).toBe(testCase.bookings);
    const header = JSON.parse(readFileSync(out, "utf8").split("\n")[0]!);
    expect(header.transport).toEqual({ agent: "streamable-http", upstream: "stdio" });
    expect(readFileSync(out, "utf8")).not.toContain(token);
  });

  it("towards an HTTP upstream: HTTP on both sides, judged as over stdio", async () => {
    const stateFile = path.join(work, "http-upstream.state.json");
    const out = path.join(work, "http-upstream.jsonl");
    const upstream = await startBookingHttpServer(stateFile);
    const { recorder, token } = await startRecorder(["--out", out, ...testCase.flags, "--upstream-url", upstream.url]);
    try {
      await runAgent("naive", recorder.url, token);
      expect(await exited(recorder)).toBe(0);
    } finally {
      await recorder.stop();
      await upstream.stop();
    }
    expect(judged(out)).toEqual(expected);
    expect(confirmedBookings(JSON.parse(readFileSync(stateFile, "utf8")))).toBe(testCase.bookings);
    const header = JSON.parse(readFileSync(out, "utf8").split("\n")[0]!);
    expect(header.transport).toEqual({ agent: "streamable-http", upstream: "streamable-http" });
  });

  it("the agent's DELETE on its own: the session ends upstream too, and the recording says the agent ended it", async () => {
    const stateFile = path.join(work, "delete.state.json");
    const out = path.join(work, "delete.jsonl");
    const upstream = await startBookingHttpServer(stateFile);
    const { recorder, token } = await startRecorder(["--out", out, "--upstream-url", upstream.url]);
    try {
      const transport = new StreamableHTTPClientTransport(new URL(recorder.url), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      });
      const client = new Client({ name: "deleting-agent", version: "1.0.0" }, { capabilities: {} });
      await client.connect(transport);
      const booked = await client.callTool({ name: "create_booking", arguments: { ...TASK } });
      expect(booked.isError).toBeUndefined();
      expect(upstream.stderr()).not.toMatch(/ended by DELETE/);
      await transport.terminateSession();
      expect(transport.sessionId).toBeUndefined();
      expect(await exited(recorder)).toBe(0);
      await client.close();
    } finally {
      await recorder.stop();
      await upstream.stop();
    }
    expect(upstream.stderr()).toMatch(/^booking-http-server: session [0-9a-f-]{36} ended by DELETE$/m);
    expect(upstream.stderr().match(/ended by DELETE/g)).toHaveLength(1);
    expect(JSON.parse(readFileSync(out, "utf8").trimEnd().split("\n").at(-1)!)).toMatchObject({
      type: "end",
      reason: "client_closed",
      detail: "the agent ended its session (DELETE)",
    });
    expect(recorder.stderr()).toMatch(/^loopgate record: stopped \(the agent ended its session \(DELETE\)\)/m);
    expect(confirmedBookings(JSON.parse(readFileSync(stateFile, "utf8")))).toBe(1);
  });

  it("refuses a request without the token (401) and one from a foreign Origin (403); a loopback Origin is served", async () => {
    const out = path.join(work, "guards.jsonl");
    const { recorder, token } = await startRecorder(
      [
        "--out",
        out,
        "--listen-token-from-env",
        "AGENT_TOKEN",
        "--",
        "node",
        BOOKING_SERVER,
        "--state",
        path.join(work, "g.json"),
      ],
      { AGENT_TOKEN: "agent-token-0123456789abcdef" },
    );
    try {
      expect(token).toBe("$AGENT_TOKEN");
      const initialize = JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "a", version: "1" } },
      });
      const post = (headers: Record<string, string>) =>
        fetch(recorder.url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
          body: initialize,
        });
      expect((await post({})).status).toBe(401);
      expect((await post({ authorization: "Bearer wrong-token-0123456789abcdef" })).status).toBe(401);
      const auth = { authorization: "Bearer agent-token-0123456789abcdef" };
      expect((await post({ ...auth, origin: "https://evil.example" })).status).toBe(403);
      const served = await post({ ...auth, origin: "http://localhost:3000" });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("text/event-stream");
      // Every event carries an id (its stream, its number), so the agent could resume the stream.
      expect(await served.text()).toMatch(
        /^id: post1\.0\nevent: message\ndata: \{.*"serverInfo":\{"name":"fixture-booking".*\n\n$/,
      );
    } finally {
      await recorder.stop();
    }
    expect(recorder.stderr()).not.toContain("agent-token-0123456789abcdef");
  });
});
