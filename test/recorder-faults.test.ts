import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BOOKING_SERVER } from "../fixtures/agents/cases.mjs";
import { AgentSession, TASK, sleep } from "../fixtures/agents/lib.mjs";
import { readRecording } from "../src/recording/reader.js";
import type { Recording } from "../src/recording/model.js";

const root = path.resolve(import.meta.dirname, "..");
const CLI = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-faults-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitGone(pid: number, ms = 8000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await sleep(25);
  }
  return !alive(pid);
}

async function load(file: string): Promise<Recording> {
  const read = await readRecording(file);
  if (!read.ok) throw new Error(`${read.error.path}:${read.error.line}: ${read.error.message}`);
  return read.recording;
}

function booking(name: string, extraFlags: string[] = [], env: Record<string, string> = {}) {
  const stateFile = path.join(work, `${name}.state.json`);
  const out = path.join(work, `${name}.jsonl`);
  const envFlags = Object.entries({ BOOKING_STATE_FILE: stateFile, ...env }).flatMap(([key, value]) => [
    "--upstream-env",
    `${key}=${value}`,
  ]);
  const command = [
    process.execPath,
    CLI,
    "record",
    "--out",
    out,
    ...extraFlags,
    ...envFlags,
    "--",
    "node",
    BOOKING_SERVER,
  ];
  const serverPid = () => Number(readFileSync(`${stateFile}.pid`, "utf8"));
  const state = () =>
    JSON.parse(readFileSync(stateFile, "utf8")) as { bookings: { booking_id: string; notes?: string }[] };
  return { out, command, serverPid, state };
}

function replayVerdict(file: string): { verdict: string; reasonCode: string } {
  const report = path.join(work, `${path.basename(file)}.report.json`);
  spawnSync(process.execPath, [CLI, "replay", file, "--json", report], { cwd: root, encoding: "utf8" });
  const { recordings } = JSON.parse(readFileSync(report, "utf8"));
  return { verdict: recordings[0].verdict, reasonCode: recordings[0].reasonCode };
}

function runRecorder(args: string[], input = ""): { status: number | null; stderr: string; stdout: string } {
  const result = spawnSync(process.execPath, [CLI, "record", ...args], {
    cwd: root,
    input,
    encoding: "utf8",
    timeout: 20000,
  });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

describe("upstream fails to start", () => {
  it("a missing command: exit 1, a one-line reason, a recording that says why", async () => {
    const out = path.join(work, "missing-command.jsonl");
    // --require-trigger: the untriggered scenario does not hide the failure (1 wins over 4).
    const result = runRecorder([
      "--out",
      out,
      "--scenario",
      "F1",
      "--allow-writes",
      "--require-trigger",
      "--",
      "/nonexistent/mcp-server",
      "--flag",
    ]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      "loopgate record: upstream failed to start: /nonexistent/mcp-server: command not found\n" +
        "loopgate record: stopped (upstream failed to start): F1 never triggered: the agent made no tool call\n",
    );
    const recording = await load(out);
    expect(recording.end).toMatchObject({
      reason: "upstream_failed_to_start",
      detail: "upstream failed to start: /nonexistent/mcp-server: command not found",
    });
    expect(recording.lineCount).toBe(2);
  });

  it("a server that exits at once: exit 1 with its exit code; the agent's initialize gets an error", async () => {
    const out = path.join(work, "exits.jsonl");
    const initialize = `${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } })}\n`;
    const child = spawn(
      process.execPath,
      [CLI, "record", "--out", out, "--", "node", "-e", "setTimeout(() => process.exit(3), 200)"],
      { cwd: root },
    );
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stdin.write(initialize);
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(status).toBe(1);
    expect(JSON.parse(stdout.trim())).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32000, message: "upstream unavailable: the MCP server process has exited (loopgate recorder)" },
    });
    const recording = await load(out);
    expect(recording.end).toMatchObject({
      reason: "upstream_failed_to_start",
      detail: "upstream failed to start: exit code 3",
    });
  });

  it("refuses a bad --out or a missing --allow-writes before starting the upstream", () => {
    const marker = path.join(work, "spawned-marker");
    const upstream = ["--", "node", "-e", `require("fs").writeFileSync(${JSON.stringify(marker)}, "")`];
    const device = runRecorder(["--out", "/dev/null", ...upstream]);
    expect(device.status).toBe(1);
    expect(device.stderr).toBe("loopgate record: --out /dev/null is not a regular file (device, FIFO or socket)\n");
    const directory = runRecorder(["--out", work, ...upstream]);
    expect(directory.status).toBe(1);
    expect(directory.stderr).toBe(`loopgate record: --out ${work} is a directory; give a file path\n`);
    const unsafe = runRecorder(["--out", path.join(work, "unsafe.jsonl"), "--scenario", "F1", ...upstream]);
    expect(unsafe.status).toBe(2);
    expect(unsafe.stderr).toContain("add --allow-writes");
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(path.join(work, "unsafe.jsonl"))).toBe(false);
  });
});

describe("failures while recording leave a readable recording and no stray process", () => {
  it("upstream crashes mid-call: the call is lost (unknown), the agent gets 'upstream unavailable'", async () => {
    const setup = booking("crash", [], { BOOKING_CRASH_AFTER_WRITE: "1" });
    const session = await AgentSession.connect(setup.command, { cwd: root, stderr: "pipe" });
    const recorderPid = session.pid!;
    const serverPid = setup.serverPid();
    const answer = await session.call("create_booking", TASK);
    expect(answer.ok).toBe(false);
    expect(answer.text).toBe(
      "MCP error -32000: upstream unavailable: the MCP server exited (exit code 70) before answering (loopgate recorder)",
    );
    expect(await waitGone(recorderPid)).toBe(true);
    await session.close();
    expect(alive(serverPid)).toBe(false);
    expect(setup.state().bookings.map((item) => item.booking_id)).toEqual(["BK-1001"]);
    const recording = await load(setup.out);
    const call = recording.calls[0]!;
    expect([
      call.tool,
      call.forwarded,
      call.upstream?.outcome,
      call.delivered?.source,
      call.delivered?.error?.code,
    ]).toEqual(["create_booking", true, "lost", "recorder", -32000]);
    expect(recording.end).toMatchObject({ reason: "upstream_exited", detail: "exit code 70" });
    expect(session.stderr.split("\n").filter((line: string) => line.includes(" stopped "))).toEqual([
      `loopgate record: stopped (upstream exited (exit code 70)): no scenario (a pass-through baseline): 1 write call, the first call seq 0 create_booking (${setup.out}:${call.line})`,
    ]);
    expect(replayVerdict(setup.out)).toEqual({ verdict: "NOT_TESTED", reasonCode: "ALL_WRITES_UNKNOWN" });
  });

  it("agent disconnects mid-call: the upstream's late answer is still recorded, nothing delivered", async () => {
    const setup = booking("disconnect", [], { BOOKING_DELAY_MS: "700" });
    const session = await AgentSession.connect(setup.command, { cwd: root, stderr: "pipe" });
    const recorderPid = session.pid!;
    const serverPid = setup.serverPid();
    const pending = session.call("create_booking", TASK);
    await sleep(250);
    await session.close();
    await pending;
    expect(await waitGone(recorderPid)).toBe(true);
    expect(await waitGone(serverPid)).toBe(true);
    const recording = await load(setup.out);
    const call = recording.calls[0]!;
    expect([call.tool, call.upstream?.outcome, call.delivered]).toEqual(["create_booking", "result", undefined]);
    expect(recording.end?.reason).toBe("client_closed");
    expect(setup.state().bookings).toHaveLength(1);
  });

  it("SIGTERM during a call: end reason signal, the call stays open, the upstream's process group is gone", async () => {
    const setup = booking("sigterm", [], { BOOKING_DELAY_MS: "20000" });
    const session = await AgentSession.connect(setup.command, { cwd: root, stderr: "pipe" });
    const recorderPid = session.pid!;
    const serverPid = setup.serverPid();
    const pending = session.call("create_booking", TASK);
    await sleep(300);
    process.kill(recorderPid, "SIGTERM");
    expect(await waitGone(recorderPid)).toBe(true);
    expect(await waitGone(serverPid)).toBe(true);
    await pending;
    await session.close();
    const recording = await load(setup.out);
    expect(recording.calls.map((call) => [call.tool, call.forwarded, call.upstream, call.delivered])).toEqual([
      ["create_booking", true, undefined, undefined],
    ]);
    expect(recording.end).toMatchObject({ reason: "signal", detail: "SIGTERM" });
    expect(session.stderr.split("\n").filter((line: string) => line.includes(" stopped "))).toEqual([
      `loopgate record: stopped (signal SIGTERM): no scenario (a pass-through baseline): 1 write call, the first call seq 0 create_booking (${setup.out}:${recording.calls[0]!.line})`,
    ]);
    expect(replayVerdict(setup.out).verdict).toBe("NOT_TESTED");
  });

  it("a 12 MiB message passes both ways; an over-size result is kept as digest and size", async () => {
    const setup = booking("large");
    const session = await AgentSession.connect(setup.command, { cwd: root, stderr: "pipe" });
    const notes = "n".repeat(12 * 1024 * 1024);
    try {
      const created = await session.call("create_booking", { ...TASK, notes });
      expect(created.ok).toBe(true);
      expect(created.data.notes.length).toBe(notes.length);
    } finally {
      await session.close();
    }
    expect(setup.state().bookings[0]!.notes!.length).toBe(notes.length);
    const recording = await load(setup.out);
    const call = recording.calls[0]!;
    expect((call.arguments.notes as string).length).toBe(notes.length);
    // The answer holds the notes twice (text and structuredContent): over MAX_EVENT_BYTES, so digested.
    for (const result of [call.upstream!.result!, call.delivered!.result!]) {
      const omitted = result._loopgateOmitted as { bytes: number; sha256: string };
      expect(omitted.bytes > 2 * notes.length).toBe(true);
      expect(omitted.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(result.isError).toBeUndefined();
    }
    expect(recording.end?.reason).toBe("client_closed");
  });

  it("secrets on the upstream's command line are redacted in the header and wherever the upstream repeats them", async () => {
    const upstream = path.join(work, "argv-echo-server.mjs");
    // A raw MCP server whose one read tool answers with its own command-line arguments.
    writeFileSync(
      upstream,
      `import { createInterface } from "node:readline";
const tools = [{ name: "get_config", inputSchema: { type: "object" }, annotations: { readOnlyHint: true } }];
const answer = (message) => {
  if (message.method === "initialize") return { protocolVersion: "2025-06-18", capabilities: { tools: {} }, serverInfo: { name: "argv", version: "1" } };
  if (message.method === "tools/list") return { tools };
  return { content: [{ type: "text", text: JSON.stringify(process.argv.slice(2)) }] };
};
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (message.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, result: answer(message) }) + "\\n");
}
`,
    );
    const argv = [
      "--password",
      "hunter22x",
      "--token=tok-abcdef123",
      "--port",
      "8080",
      "https://user:pw12345@db.example/x",
    ];
    const out = path.join(work, "argv-secrets.jsonl");
    const session = await AgentSession.connect(
      [process.execPath, CLI, "record", "--out", out, "--", "node", upstream, ...argv],
      { cwd: root, stderr: "pipe" },
    );
    try {
      expect(JSON.parse((await session.call("get_config", {})).text)).toEqual(argv);
    } finally {
      await session.close();
    }
    const text = readFileSync(out, "utf8");
    for (const secret of ["hunter22x", "tok-abcdef123", "pw12345"]) expect(text.includes(secret)).toBe(false);
    const recording = await load(out);
    // Each secret is one placeholder wherever it appears: on the command line and in what the upstream echoed.
    const [password, token, userinfo] = recording.header.upstream!.command!.filter((arg) => /\[REDACTED:/.test(arg));
    expect([password, token, userinfo]).toEqual([
      expect.stringMatching(/^\[REDACTED:[0-9a-f]{8}\]$/),
      expect.stringMatching(/^--token=\[REDACTED:[0-9a-f]{8}\]$/),
      expect.stringMatching(/^https:\/\/\[REDACTED:[0-9a-f]{8}\]@db\.example\/x$/),
    ]);
    expect(recording.header.upstream?.command).toEqual([
      "node",
      upstream,
      "--password",
      password,
      token,
      "--port",
      "8080",
      userinfo,
    ]);
    expect(JSON.parse((recording.calls[0]!.delivered!.result!.content as { text: string }[])[0]!.text)).toEqual([
      "--password",
      password,
      token,
      "--port",
      "8080",
      userinfo,
    ]);
  });

  it("planted secrets never reach the recording, though the upstream receives them", async () => {
    const envSecret = "tok-PLANTED-9f3c2a71e5";
    const bearer = "Bearer eW91ci1iZWFyZXItdG9rZW4tMTIzNDU2";
    const apiKey = "sk-proj-Q2hhbmdlTWVQbGVhc2UxMjM0NTY3";
    const awsKey = "AKIAZZZZ1234567890AB";
    const custom = "CARD-4242";
    const setup = booking("redact", ["--redact", "CARD-\\d{4}"], { API_TOKEN: envSecret });
    const session = await AgentSession.connect(setup.command, { cwd: root, stderr: "pipe" });
    const notes = `auth ${bearer}; key ${apiKey}; aws ${awsKey}; token ${envSecret}; card ${custom}`;
    try {
      expect((await session.call("create_booking", { ...TASK, notes })).ok).toBe(true);
      expect((await session.call("get_booking", { booking_id: "BK-1001" })).data.notes).toBe(notes);
    } finally {
      await session.close();
    }
    expect(setup.state().bookings[0]!.notes).toBe(notes);
    const text = readFileSync(setup.out, "utf8");
    for (const secret of [envSecret, "eW91ci1iZWFyZXItdG9rZW4tMTIzNDU2", apiKey, awsKey, custom])
      expect(text.includes(secret)).toBe(false);
    const recording = await load(setup.out);
    expect(recording.calls[0]!.arguments.notes).toMatch(
      /^auth Bearer \[REDACTED:[0-9a-f]{8}\]; key \[REDACTED:[0-9a-f]{8}\]; aws \[REDACTED:[0-9a-f]{8}\]; token \[REDACTED:[0-9a-f]{8}\]; card \[REDACTED:[0-9a-f]{8}\]$/,
    );
  });
});
