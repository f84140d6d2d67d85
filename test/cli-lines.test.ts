import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_PRINTED_LINE, printableLine } from "../src/util/printable.js";
import { CLI } from "./helpers/paths.js";
import { recording } from "./helpers/recording-builder.js";

const work = mkdtempSync(path.join(tmpdir(), "loopgate-cli-lines-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A tool name or label a hostile recording or upstream could carry: long, with a forged log line inside. */
const HOSTILE = `book_${"x".repeat(5000)}\n::error::forged\u001b[31m`;
const CUT = `… (cut at ${MAX_PRINTED_LINE} characters)`;

/** An upstream whose one tool has the {@link HOSTILE} name. */
function longNameServer(): string {
  const upstream = path.join(work, "long-name-server.mjs");
  writeFileSync(
    upstream,
    `import { createInterface } from "node:readline";
const tools = [{ name: ${JSON.stringify(HOSTILE)}, inputSchema: { type: "object" } }];
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (message.id === undefined) continue;
  const result = message.method === "tools/list" ? { tools } : { protocolVersion: "2025-06-18", capabilities: { tools: {} }, serverInfo: { name: "long", version: "1" } };
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }) + "\\n");
}
`,
  );
  return upstream;
}

function run(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: work, encoding: "utf8", timeout: 20000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("printableLine", () => {
  it("keeps short lines, escapes controls, cuts long ones without splitting an escape or a surrogate pair", () => {
    expect(printableLine("plain")).toBe("plain");
    expect(printableLine("a\nb")).toBe("a\\u000ab");
    expect(printableLine(`${"a".repeat(8)}\u0007tail`, 10)).toBe(`aaaaaaaa… (cut at 10 characters)`);
    expect(printableLine(`${"a".repeat(9)}😀tail`, 10)).toBe(`aaaaaaaaa… (cut at 10 characters)`);
    expect(printableLine("a".repeat(10), 10)).toBe("a".repeat(10));
    expect(printableLine("a".repeat(11), 10)).toBe(`${"a".repeat(10)}… (cut at 10 characters)`);
  });
});

describe("lines printed from recording-derived text are bounded", () => {
  it("replay's summary and the gate's comparison: one bounded line per entry", () => {
    const base = path.join(work, "base");
    const current = path.join(work, "current");
    mkdirSync(base);
    mkdirSync(current);
    writeFileSync(
      path.join(base, "r.jsonl"),
      recording({ scenario: "F4", labels: { case: HOSTILE } })
        .tools([{ name: "book_room" }])
        .call({ tool: "book_room", args: { room: "1" }, t: 0 })
        .end(20)
        .toJsonl(),
    );
    writeFileSync(
      path.join(current, "r.jsonl"),
      recording({ scenario: "F4", labels: { case: HOSTILE } })
        .tools([{ name: HOSTILE }])
        .call({ tool: HOSTILE, args: { room: "1" }, t: 0 })
        .call({ tool: HOSTILE, args: { room: "1" }, t: 9 })
        .end(20)
        .toJsonl(),
    );
    expect(run(["replay", base, "--json", path.join(work, "base.json")]).status).toBe(0);
    const replayed = run(["replay", current, "--baseline", path.join(work, "base.json")]);
    expect(replayed.status).toBe(0);
    const lines = replayed.stdout.trimEnd().split("\n");
    const failLine = lines.find((line) => line.startsWith("FAIL "))!;
    const regressionLine = lines.find((line) => line.startsWith("REGRESSION "))!;
    for (const line of [failLine, regressionLine]) {
      expect(line.length).toBe(MAX_PRINTED_LINE + CUT.length);
      expect(line.endsWith(CUT)).toBe(true);
    }
    expect(lines.some((line) => line.startsWith("::error::"))).toBe(false);
  });

  it("record's start-up report: a tool name from the upstream is one bounded, escaped line", async () => {
    const upstream = longNameServer();
    const initialize = { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } };
    const child = spawn(
      process.execPath,
      [CLI, "record", "--out", path.join(work, "long.jsonl"), "--", "node", upstream],
      {
        cwd: work,
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      // The report comes once the recorder has listed the tools; then the agent hangs up.
      if (stderr.includes("upstream tools (1)")) child.stdin.end();
    });
    child.stdin.write(
      [
        { jsonrpc: "2.0", id: 1, method: "initialize", params: initialize },
        { jsonrpc: "2.0", method: "notifications/initialized" },
      ]
        .map((message) => `${JSON.stringify(message)}\n`)
        .join(""),
    );
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(status).toBe(0);
    const toolLine = stderr.split("\n").find((line) => line.startsWith("loopgate record:   write        book_xxx"))!;
    expect(toolLine.length).toBe("loopgate record: ".length + MAX_PRINTED_LINE + CUT.length);
    expect(stderr.split("\n").every((line) => line === "" || line.startsWith("loopgate record: "))).toBe(true);
  });
});

describe("doctor and init", () => {
  it("print a hostile tool name from the upstream as bounded, escaped lines", () => {
    const upstream = longNameServer();
    for (const command of ["doctor", "init"]) {
      const result = spawnSync(process.execPath, [CLI, command, "--", "node", upstream], {
        cwd: work,
        encoding: "utf8",
      });
      expect(result.status, result.stderr).toBe(0);
      const lines = result.stdout.trimEnd().split("\n");
      expect(lines.every((line) => line.length <= MAX_PRINTED_LINE + CUT.length)).toBe(true);
      expect(lines.filter((line) => line.endsWith(CUT)).length).toBeGreaterThan(0);
      expect(/[\u0000-\u0009\u000b-\u001f\u007f]/.test(result.stdout)).toBe(false);
    }
  });
});
