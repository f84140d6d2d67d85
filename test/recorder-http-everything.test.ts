import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema,
  LoggingMessageNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import { EVERYTHING } from "../fixtures/agents/published.mjs";
import { startServer, type RunningServer } from "./helpers/http-servers.js";
import { CLI, ROOT } from "./helpers/paths.js";
import { eventsOf } from "./helpers/recorded.js";

/*
 * A published server run in its HTTP mode: @modelcontextprotocol/server-everything
 * `streamableHttp` (the exact-pinned devDependency, bound to loopback by a preload), recorded
 * through --upstream-url with the agent on stdio and through --listen with the agent on the
 * SDK's own Streamable HTTP client. Its session state (the resources gzip-file-as-resource
 * registers) is the ground truth for the judge's executions; its server-to-client traffic
 * (roots and logging on the GET stream, sampling, elicitation and progress on a POST's
 * stream) must reach the agent once each, and the agent's answers the server.
 */
const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-everything-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const EVERYTHING_ENTRY = path.join(
  ROOT,
  "node_modules",
  "@modelcontextprotocol",
  "server-everything",
  "dist",
  "index.js",
);
const LOOPBACK_ONLY = path.join(ROOT, "fixtures", "upstreams", "loopback-only.mjs");

/** The server, and every line it prints (it logs each session it opens and ends). */
async function startEverything(): Promise<RunningServer & { lines: string[] }> {
  const lines: string[] = [];
  const server = await startServer(
    [process.execPath, "--import", LOOPBACK_ONLY, EVERYTHING_ENTRY, "streamableHttp"],
    (line) => {
      lines.push(line);
      return /^loopback-only: (http:\/\/127\.0\.0\.1:\d+\/mcp)$/.exec(line)?.[1] ?? null;
    },
    { PORT: "0" },
  );
  return { ...server, lines };
}

const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp) .* Authorization: Bearer (\S+)$/;

/** `loopgate record --listen 127.0.0.1:0 …` started for real; its URL and token read from its stderr. */
async function startListeningRecorder(args: string[]) {
  let token = "";
  const recorder = await startServer([process.execPath, CLI, "record", "--listen", "127.0.0.1:0", ...args], (line) => {
    const match = LISTENING.exec(line);
    if (!match) return null;
    token = match[2]!;
    return match[1]!;
  });
  return { recorder, token };
}

type Side = "stdio" | "listen";

/** The agent's transport to `loopgate record … --upstream-url URL`, on stdio or over --listen. */
async function agentTransport(side: Side, out: string, url: string, flags: string[] = []) {
  const args = ["--out", out, ...flags, "--upstream-url", url];
  if (side === "stdio") {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, "record", ...args],
      stderr: "pipe",
    });
    return { transport: transport as Transport, finish: (client: Client) => client.close() };
  }
  const { recorder, token } = await startListeningRecorder(args);
  const transport = new StreamableHTTPClientTransport(new URL(recorder.url), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  return {
    transport: transport as Transport,
    sessionId: () => transport.sessionId,
    /** DELETE ends the recorder's session as stdin's end does; the client's close alone would abort it. */
    finish: async (client: Client) => {
      await transport.terminateSession();
      await client.close();
      // It ends on its own (ending the upstream's session with DELETE); stop() is the bound.
      const ended = new Promise((resolve) => {
        if (recorder.child.exitCode !== null) resolve(null);
        else recorder.child.once("exit", resolve);
      });
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      expect(recorder.child.exitCode).toBe(0);
      await recorder.stop();
    },
  };
}

const waitFor = async (done: () => boolean, what: string) => {
  for (let waited = 0; !done(); waited += 50) {
    if (waited > 15_000) throw new Error(`waited 15 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Methods of the messages the recording holds in one direction, counted. */
function methodsIn(file: string, direction: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const event of eventsOf(file)) {
    const method = (event.message as { method?: string } | undefined)?.method;
    if (event.type !== "message" || event.direction !== direction || method === undefined) continue;
    counts[method] = (counts[method] ?? 0) + 1;
  }
  return counts;
}

describe.each(["stdio", "listen"] as const)("server-everything over Streamable HTTP, the agent on %s", (side) => {
  it("relays roots and logging (GET stream), sampling, elicitation and progress (a POST's stream), each once", async () => {
    const server = await startEverything();
    const out = path.join(work, `relay-${side}.jsonl`);
    const client = new Client(
      { name: "relay-agent", version: "1" },
      { capabilities: { sampling: {}, elicitation: {}, roots: {} } },
    );
    const asked = { roots: 0, sampling: [] as string[], elicitation: [] as string[] };
    const logs: string[] = [];
    client.setRequestHandler(ListRootsRequestSchema, () => {
      asked.roots += 1;
      return { roots: [{ uri: "file:///work/project", name: "project" }] };
    });
    client.setRequestHandler(CreateMessageRequestSchema, (request) => {
      const content = request.params.messages[0]!.content as { text: string };
      asked.sampling.push(content.text);
      return { model: "scripted", role: "assistant", content: { type: "text", text: "Sampled." } };
    });
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.elicitation.push(request.params.message);
      return { action: "decline" };
    });
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      logs.push(String(notification.params.data));
    });
    const agent = await agentTransport(side, out, server.url);
    let agentSession: string | undefined;
    try {
      await client.connect(agent.transport);
      // What reaches the agent, as its transport hands it over: the SDK client runs a progress
      // handler a microtask late, so a last progress read together with its answer is dropped there.
      const received: { method?: string; params?: { progress?: number } }[] = [];
      const deliver = agent.transport.onmessage!;
      agent.transport.onmessage = (message, extra) => {
        received.push(message as (typeof received)[number]);
        deliver(message, extra);
      };
      await waitFor(() => logs.some((line) => line.startsWith("Roots updated")), "the roots round trip");
      const sampled = await client.callTool({
        name: "trigger-sampling-request",
        arguments: { prompt: "Say hi", maxTokens: 5 },
      });
      const long = await client.callTool(
        { name: "trigger-long-running-operation", arguments: { duration: 0.3, steps: 3 } },
        undefined,
        { onprogress: () => undefined },
      );
      const progress = received
        .filter((message) => message.method === "notifications/progress")
        .map((message) => message.params?.progress);
      // All of it before the answer, as the server sent it on the call's stream.
      const answerAt = received.findIndex((message) =>
        JSON.stringify(message).includes("Long running operation completed"),
      );
      const lastProgressAt = received.findLastIndex((message) => message.method === "notifications/progress");
      expect(lastProgressAt).toBeLessThan(answerAt);
      const elicited = await client.callTool({ name: "trigger-elicitation-request", arguments: {} });
      const roots = await client.callTool({ name: "get-roots-list", arguments: {} });
      expect(asked).toEqual({
        roots: 1,
        sampling: ["Resource trigger-sampling-request context: Say hi"],
        elicitation: [expect.any(String)],
      });
      expect(JSON.stringify(sampled.content)).toContain("Sampled.");
      expect(progress).toEqual([1, 2, 3]);
      expect((long.content as { text: string }[])[0]!.text).toBe(
        "Long running operation completed. Duration: 0.3 seconds, Steps: 3.",
      );
      expect(JSON.stringify(elicited.content)).toContain("decline");
      expect(JSON.stringify(roots.content)).toContain("file:///work/project");
      expect(logs.filter((line) => line.startsWith("Roots updated"))).toEqual([
        "Roots updated: 1 root(s) received from client",
      ]);
      agentSession = agent.sessionId?.();
    } finally {
      await agent.finish(client);
      await server.stop();
    }
    expect(methodsIn(out, "upstream_to_agent")).toMatchObject({
      "roots/list": 1,
      "sampling/createMessage": 1,
      "elicitation/create": 1,
      "notifications/progress": 3,
    });
    expect(methodsIn(out, "agent_to_upstream")).toMatchObject({ "notifications/initialized": 1 });
    // One upstream session, ended with DELETE by the recorder; over --listen the agent has its own.
    const opened = server.lines.flatMap((line) => /^Session initialized with ID: (\S+)$/.exec(line)?.[1] ?? []);
    expect(opened).toHaveLength(1);
    expect(server.lines).toContain(`Received session termination request for session ${opened[0]}`);
    if (side === "listen") {
      expect(agentSession).toMatch(/^[0-9a-f-]{36}$/);
      expect(agentSession).not.toBe(opened[0]);
    }
    const header = eventsOf(out)[0]!;
    expect(header.transport).toEqual({
      agent: side === "stdio" ? "stdio" : "streamable-http",
      upstream: "streamable-http",
    });
  });
});

const F1 = ["--scenario", "F1", "--allow-writes", "--no-config"];

interface Judged {
  verdict: string;
  score: number | null;
  violations: { code: string }[];
  observations: { code: string }[];
  operations: { tool: string; executions: number; outcome: string }[];
}

function judged(file: string): Judged {
  const report = `${file}.report.json`;
  const replay = spawnSync(process.execPath, [CLI, "replay", file, "--json", report], { cwd: ROOT, encoding: "utf8" });
  expect(replay.stderr).toBe("");
  return JSON.parse(readFileSync(report, "utf8")).recordings[0];
}

/** One F1 session of a reference agent with server-everything on stdio: the reference. */
async function recordF1OverStdio(agent: "naive" | "careful"): Promise<{ judged: Judged; created: number }> {
  const dir = path.join(work, `${agent}-stdio`);
  mkdirSync(dir);
  const out = path.join(dir, "run.jsonl");
  const session = await AgentSession.connect(
    [process.execPath, CLI, "record", "--out", out, ...F1, "--", ...EVERYTHING.command],
    { stderr: "pipe" },
  );
  let created: number;
  try {
    created = (await EVERYTHING.agents[agent](session)) as number;
  } finally {
    await session.close();
  }
  return { judged: judged(out), created };
}

/** The same reference agent through the recorder with the server in its HTTP mode. */
async function recordF1OverHttp(agent: "naive" | "careful", side: Side): Promise<{ judged: Judged; created: number }> {
  const dir = path.join(work, `${agent}-http-${side}`);
  mkdirSync(dir);
  const out = path.join(dir, "run.jsonl");
  const server = await startEverything();
  const transport = await agentTransport(side, out, server.url, F1);
  const client = new Client({ name: "loopgate-reference-agent", version: "1.0.0" }, { capabilities: {} });
  let created: number;
  try {
    await client.connect(transport.transport);
    // lib.d.mts declares only AgentSession.connect (stdio); the class takes any connected client.
    const session = new (AgentSession as unknown as new (client: Client) => AgentSession)(client);
    created = (await EVERYTHING.agents[agent](session)) as number;
  } finally {
    await transport.finish(client);
    await server.stop();
  }
  return { judged: judged(out), created };
}

const summary = ({ judged: result, created }: { judged: Judged; created: number }) => ({
  verdict: result.verdict,
  score: result.score,
  violations: result.violations.map((finding) => finding.code),
  observations: result.observations.map((finding) => finding.code).sort(),
  operations: result.operations.map(({ tool, executions, outcome }) => ({ tool, executions, outcome })),
  created,
});

describe("server-everything: the same reference agents judged alike over stdio and over HTTP, against its state", () => {
  for (const agent of ["naive", "careful"] as const) {
    it(`${agent}, F1: --upstream-url and --listen give the stdio recording's verdict, findings and executions`, async () => {
      const stdio = summary(await recordF1OverStdio(agent));
      const viaUrl = summary(await recordF1OverHttp(agent, "stdio"));
      const viaListen = summary(await recordF1OverHttp(agent, "listen"));
      expect(viaUrl).toEqual(stdio);
      expect(viaListen).toEqual(stdio);
      // Ground truth: the F1 ghost write really registered the resource, once (it replaces one of the same name).
      expect(stdio.created).toBe(1);
      const gzip = stdio.operations.filter((operation) => operation.tool === "gzip-file-as-resource");
      expect(gzip.map((operation) => operation.executions)).toEqual([agent === "naive" ? 2 : 1]);
      expect(gzip.map((operation) => operation.outcome)).toEqual(["EXECUTED_ONCE"]);
    });
  }
});
