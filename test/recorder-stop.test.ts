import { spawn } from "node:child_process";
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BOOKING_SERVER } from "../fixtures/agents/cases.mjs";
import { readRecording } from "../src/recording/reader.js";
import type { Recording } from "../src/recording/model.js";
import { CLI, ROOT } from "./helpers/paths.js";

const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-stop-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** No test waits on a clock: this only turns a recorder that never stops into a failure instead of a hung run. */
const HANG_GUARD_MS = 20000;

async function load(file: string): Promise<Recording> {
  const read = await readRecording(file);
  if (!read.ok) throw new Error(`${read.error.path}:${read.error.line}: ${read.error.message}`);
  return read.recording;
}

interface Stopped {
  status: number | null;
  stderr: string;
  stdoutBytes: number;
  /** Whether the recorder exited while the agent still held its stdin open. */
  exitedOnItsOwn: boolean;
}

/** The recorder as a real process; `stdin: "closed"` gives it /dev/null, `"open"` keeps the pipe open after `input`. */
function runRecorder(args: string[], stdin: { closed: true } | { input: string }): Promise<Stopped> {
  const devNull = "closed" in stdin ? openSync("/dev/null", "r") : undefined;
  const child = spawn(process.execPath, [CLI, "record", ...args], {
    cwd: ROOT,
    stdio: [devNull ?? "pipe", "pipe", "pipe"],
  });
  if (devNull !== undefined) closeSync(devNull);
  if ("input" in stdin) child.stdin!.write(stdin.input);
  let stderr = "";
  let stdoutBytes = 0;
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.on("data", (chunk: Buffer) => (stdoutBytes += chunk.length));
  let exitedOnItsOwn = true;
  const guard = setTimeout(() => {
    exitedOnItsOwn = false;
    child.stdin?.end();
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  }, HANG_GUARD_MS);
  return new Promise((resolve) =>
    child.on("close", (status) => {
      clearTimeout(guard);
      child.stdin?.destroy();
      resolve({ status, stderr, stdoutBytes, exitedOnItsOwn });
    }),
  );
}

const INITIALIZE = `${JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
})}\n`;

describe("the agent closes stdin at once: exit 0 (agent closed), the recording ends properly", () => {
  // Each of these exited 13 ("unsettled top-level await") while the recorder waited for the upstream to stop.
  const upstreams: [string, string[]][] = [
    ["an upstream that never reads (sleep 30)", ["sleep", "30"]],
    ["a silent upstream that ignores the end of its stdin", ["node", "-e", "setInterval(() => undefined, 1000)"]],
    ["the booking server", ["node", BOOKING_SERVER, "--state", path.join(work, "closed-at-once.state.json")]],
  ];
  for (const [name, upstream] of upstreams) {
    it(name, async () => {
      const out = path.join(work, `closed-${upstreams.findIndex(([n]) => n === name)}.jsonl`);
      const stopped = await runRecorder(["--out", out, "--", ...upstream], { closed: true });
      expect([stopped.status, stopped.stdoutBytes, stopped.exitedOnItsOwn]).toEqual([0, 0, true]);
      const recording = await load(out);
      expect([recording.lineCount, recording.end?.reason]).toEqual([2, "client_closed"]);
    });
  }
});

describe("an upstream line over 64 MiB", () => {
  it("is refused once: nothing of it reaches the agent, exit 1 while the agent still holds stdin open", async () => {
    const upstream = path.join(work, "huge-line.mjs");
    // One 80 MiB line without a newline, in 1 MiB pieces; the process ignores the end of its stdin.
    writeFileSync(
      upstream,
      `const piece = Buffer.alloc(1024 * 1024, 0x61);
let left = 80;
const more = () => { while (left > 0) { left -= 1; if (!process.stdout.write(piece)) return void process.stdout.once("drain", more); } };
more();
setInterval(() => undefined, 1000);
`,
    );
    const out = path.join(work, "huge-line.jsonl");
    const stopped = await runRecorder(["--out", out, "--", "node", upstream], { input: INITIALIZE });
    expect([stopped.status, stopped.stdoutBytes, stopped.exitedOnItsOwn]).toEqual([1, 0, true]);
    expect(stopped.stderr.split("\n")).toEqual([
      "loopgate record: recorder error: refused a message longer than 64 MiB",
      "loopgate record: stopped (recorder error): no scenario, and nothing tested: the agent made no tool call",
      "",
    ]);
    const recording = await load(out);
    expect(recording.end).toMatchObject({ reason: "recorder_error", detail: "refused a message longer than 64 MiB" });
  });
});
