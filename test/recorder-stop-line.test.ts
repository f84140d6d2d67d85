import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BOOKING_SERVER } from "../fixtures/agents/cases.mjs";
import { TASK } from "../fixtures/agents/lib.mjs";
import { readRecording } from "../src/recording/reader.js";
import type { Recording } from "../src/recording/model.js";
import { CLI, ROOT } from "./helpers/paths.js";

// Issue 10: on every stop the recorder says in one line what the recording tested, and
// --require-trigger turns "never triggered" into exit 4. Driven as a real process by a
// minimal JSON-RPC agent that waits for each answer before its next call.
const QUIRKY = path.join(ROOT, "fixtures", "upstreams", "quirky-server.mjs");
const work = mkdtempSync(path.join(tmpdir(), "loopgate-stop-line-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Session {
  status: number | null;
  stopLines: string[];
  recording: Recording;
  out: string;
}

type ToolCall = [name: string, args: Record<string, unknown>];

async function record(name: string, flags: string[], upstream: string[], calls: ToolCall[]): Promise<Session> {
  const out = path.join(work, `${name}.jsonl`);
  const child = spawn(process.execPath, [CLI, "record", "--out", out, ...flags, "--", ...upstream], { cwd: ROOT });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const waiting = new Map<number, () => void>();
  let buffered = "";
  child.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let newline = buffered.indexOf("\n"); newline !== -1; newline = buffered.indexOf("\n")) {
      const message = JSON.parse(buffered.slice(0, newline)) as { id?: number };
      buffered = buffered.slice(newline + 1);
      if (message.id !== undefined) waiting.get(message.id)?.();
    }
  });
  child.stdin.on("error", () => undefined);
  const closed = new Promise<number | null>((resolve) => child.on("close", resolve));
  // A recorder that exits early (a usage error) ends the session instead of leaving the agent waiting.
  const request = (id: number, method: string, params: unknown) =>
    Promise.race([
      closed,
      new Promise<void>((resolve) => {
        waiting.set(id, resolve);
        child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
      }),
    ]);
  await request(1, "initialize", {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "stop-line-test", version: "1" },
  });
  child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
  let id = 2;
  for (const [tool, args] of calls) await request(id++, "tools/call", { name: tool, arguments: args });
  child.stdin.end();
  const status = await closed;
  const read = await readRecording(out);
  if (!read.ok) throw new Error(`${read.error.line}: ${read.error.message}`);
  const stopLines = stderr.split("\n").filter((line) => line.startsWith("loopgate record: stopped "));
  return { status, stopLines, recording: read.recording, out };
}

const booking = (name: string) => ["node", BOOKING_SERVER, "--state", path.join(work, `${name}.state.json`)];
const lineOf = (session: Session, seq: number) => session.recording.calls.find((call) => call.seq === seq)!.line;

describe("the stop line names what triggered where", () => {
  it("F1: the scenario, the call seq, the tool and the call event's line; --require-trigger keeps exit 0", async () => {
    const session = await record("f1", ["--scenario", "F1", "--allow-writes", "--require-trigger"], booking("f1"), [
      ["search_availability", { hotel: "harbour-view", check_in: "2026-12-04", nights: 2 }],
      ["create_booking", TASK],
    ]);
    expect(session.status).toBe(0);
    expect(session.recording.calls.map((call) => [call.seq, call.tool, call.fault])).toEqual([
      [0, "search_availability", null],
      [1, "create_booking", "F1"],
    ]);
    expect(session.stopLines).toEqual([
      `loopgate record: stopped (agent closed): F1 triggered on call seq 1 create_booking (${session.out}:${lineOf(session, 1)})`,
    ]);
  });

  it("chaos: how many faults were injected in how many calls, and the first", async () => {
    const search = { hotel: "harbour-view", check_in: "2026-12-04", nights: 2 };
    const session = await record(
      "chaos",
      ["--mode", "chaos", "--error-rate", "0.5", "--seed", "7", "--allow-writes", "--require-trigger"],
      booking("chaos"),
      Array.from({ length: 6 }, (): ToolCall => ["search_availability", search]),
    );
    const faulted = session.recording.calls.filter((call) => call.fault === "chaos").map((call) => call.seq);
    // Seed 7 at rate 0.5: the same seed always draws the same.
    expect(faulted).toEqual([0, 1, 5]);
    expect(session.status).toBe(0);
    expect(session.stopLines).toEqual([
      `loopgate record: stopped (agent closed): chaos (error rate 0.5, seed 7) injected 3 faults in 6 calls, the first on call seq 0 search_availability (${session.out}:${lineOf(session, 0)})`,
    ]);
  });
});

describe("the stop line says why nothing triggered and what to change", () => {
  // quirky-server lists frobnicate without a class; create_ghost it does not list at all.
  const unclassifiedCalls: ToolCall[] = [
    ["frobnicate", { value: "a" }],
    ["list_items", {}],
    ["create_ghost", {}],
    ["frobnicate", { value: "b" }],
  ];

  it("only unclassified tools: named with counts, sorted, with the --add-write-tools fix; --require-trigger exits 4", async () => {
    const session = await record(
      "unclassified",
      ["--scenario", "F1", "--allow-writes", "--require-trigger"],
      ["node", QUIRKY],
      unclassifiedCalls,
    );
    expect(session.status).toBe(4);
    expect(session.stopLines).toEqual([
      "loopgate record: stopped (agent closed): F1 never triggered: the agent made no write call (1 read call); " +
        "it called unclassified tools create_ghost ×1, frobnicate ×2: add them with --add-write-tools frobnicate and record again " +
        "(create_ghost: not listed by the upstream, so never classified)",
    ]);
  });

  it("the same session recorded again as the line says: F1 triggers, exit 0", async () => {
    // quirky-server rejects frobnicate with isError, so F1 stays armed for the second one too (J11).
    const session = await record(
      "unclassified-fixed",
      ["--scenario", "F1", "--allow-writes", "--require-trigger", "--add-write-tools", "frobnicate"],
      ["node", QUIRKY],
      unclassifiedCalls,
    );
    expect(session.status).toBe(0);
    expect(session.stopLines).toEqual([
      `loopgate record: stopped (agent closed): F1 triggered on call seq 0 frobnicate (${session.out}:${lineOf(session, 0)}) (2 calls faulted); not judged: unclassified tools create_ghost ×1`,
    ]);
  });

  it("without --require-trigger an untriggered stop still exits 0", async () => {
    const session = await record(
      "reads-only",
      ["--scenario", "F2", "--allow-writes"],
      ["node", QUIRKY],
      [
        ["list_items", {}],
        ["get_item", { name: "x" }],
      ],
    );
    expect(session.status).toBe(0);
    expect(session.stopLines).toEqual([
      "loopgate record: stopped (agent closed): F2 never triggered: the agent made no write call (2 read calls)",
    ]);
  });

  it("no tool call at all; with no scenario --require-trigger asks for a write call", async () => {
    const none = await record("no-calls-none", ["--require-trigger"], ["node", QUIRKY], []);
    expect(none.status).toBe(4);
    expect(none.stopLines).toEqual([
      "loopgate record: stopped (agent closed): no scenario, and nothing tested: the agent made no tool call",
    ]);
    const f4 = await record("no-calls-f4", ["--scenario", "F4"], ["node", QUIRKY], []);
    expect(f4.status).toBe(0);
    expect(f4.stopLines).toEqual([
      "loopgate record: stopped (agent closed): F4 never triggered: the agent made no tool call",
    ]);
  });
});
