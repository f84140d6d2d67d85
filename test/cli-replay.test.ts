import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLI } from "./helpers/paths.js";
import { recording } from "./helpers/recording-builder.js";

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "loopgate-cli-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const pass = recording({ scenario: "F3" })
  .call({ tool: "book_room", args: { room: "1" }, t: 0, fault: "F3" })
  .call({ tool: "book_room", args: { room: "1" }, t: 9 })
  .end(20)
  .toJsonl();
const fail = recording({ scenario: "F4" })
  .call({ tool: "book_room", args: { room: "1" }, t: 0 })
  .call({ tool: "book_room", args: { room: "1" }, t: 9 })
  .end(20)
  .toJsonl();

describe("loopgate replay (the built CLI as a process)", () => {
  it("judges directories recursively and globs, prints a summary, exit 0 even with FAIL verdicts", () => {
    const dir = workspace({
      "recs/a/pass.jsonl": pass,
      "recs/b/fail.jsonl": fail,
      "recs/notes.txt": "not a recording",
    });
    const result = run(["replay", "recs"], dir);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe(
      [
        "loopgate 0.1.0: 2 recordings: 1 passed, 1 failed, 0 not tested, 0 errors; mean score 50; 2 unsealed",
        "FAIL       recs/b/fail.jsonl score 0 (capped): DUPLICATE_EXECUTION: book_room executed 2 times with the same arguments (seq 1, 2)",
        "PASS       recs/a/pass.jsonl score 100: no violation under F3",
        "",
      ].join("\n"),
    );
    const globbed = run(["replay", "recs/**/p*.jsonl"], dir);
    expect(globbed.stdout.split("\n")[0]).toBe(
      "loopgate 0.1.0: 1 recording: 1 passed, 0 failed, 0 not tested, 0 errors; mean score 100; 1 unsealed",
    );
  });

  it("exit 1 when a recording cannot be read; the others are still judged and written", () => {
    const dir = workspace({ "good.jsonl": pass, "bad.jsonl": '{"type":"header"\n' });
    const result = run(["replay", ".", "--json", "out/report.json"], dir);
    expect(result.status).toBe(1);
    expect(result.stdout.split("\n").slice(0, 2)).toEqual([
      "loopgate 0.1.0: 2 recordings: 1 passed, 0 failed, 0 not tested, 1 error; mean score 100; 1 unsealed",
      "ERROR      bad.jsonl:1: invalid JSON: not one complete JSON value",
    ]);
    const report = JSON.parse(readFileSync(path.join(dir, "out/report.json"), "utf8"));
    expect(report.recordings.map((r: { path: string; verdict: string }) => [r.path, r.verdict])).toEqual([
      ["bad.jsonl", "ERROR"],
      ["good.jsonl", "PASS"],
    ]);
  });

  it("exit 1 and a named line for a path that matches no recording", () => {
    const dir = workspace({ "good.jsonl": pass });
    const result = run(["replay", "good.jsonl", "missing/", "nothing-*.jsonl"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'loopgate replay: no recording matches "missing/"\nloopgate replay: no recording matches "nothing-*.jsonl"\n',
    );
  });

  it("exit 2 with one line for usage errors: no input, unknown flag, missing value, unknown command", () => {
    const dir = workspace({});
    expect(run(["replay"], dir)).toEqual({
      status: 2,
      stdout: "",
      stderr: "loopgate replay: name at least one recording, directory or glob (see 'loopgate replay --help')\n",
    });
    expect(run(["replay", "x", "--jsn", "a"], dir).stderr).toBe(
      "loopgate replay: unknown flag --jsn (see 'loopgate replay --help')\n",
    );
    expect(run(["replay", "x", "--json"], dir).stderr).toBe(
      "loopgate replay: --json needs a value (see 'loopgate replay --help')\n",
    );
    expect(run(["replays"], dir)).toEqual({
      status: 2,
      stdout: "",
      stderr:
        'loopgate: unknown command "replays" (commands: replay, merge, report, diff, record, doctor, init, annotate, seal)\n',
    });
  });

  it("--flag=value and --flag value are the same; replay-time classification changes the verdict", () => {
    const dir = workspace({ "f.jsonl": fail });
    const a = run(["replay", "f.jsonl", "--write-tools=cancel_*", "--json=a.json"], dir);
    run(["replay", "f.jsonl", "--write-tools", "cancel_*", "--json", "b.json"], dir);
    expect(a.status).toBe(0);
    expect(readFileSync(path.join(dir, "a.json"), "utf8")).toBe(readFileSync(path.join(dir, "b.json"), "utf8"));
    expect(JSON.parse(readFileSync(path.join(dir, "a.json"), "utf8")).recordings[0].reasonCode).toBe("NO_WRITE_CALLS");
  });

  it("--add-write-tools classifies a tool the defaults miss, keeps the defaults, and changes the config hash", () => {
    const triage = recording({ scenario: "F4" }, [{ name: "triage_ticket" }, { name: "book_room" }])
      .call({ tool: "triage_ticket", args: { ticket: "T-1" }, t: 0 })
      .call({ tool: "triage_ticket", args: { ticket: "T-1" }, t: 9 })
      .call({ tool: "book_room", args: { room: "1" }, t: 20 })
      .end(30)
      .toJsonl();
    const dir = workspace({ "t.jsonl": triage });
    run(["replay", "t.jsonl", "--json=plain.json"], dir);
    const added = run(["replay", "t.jsonl", "--add-write-tools", "triage_*", "--json=added.json"], dir);
    const plain = JSON.parse(readFileSync(path.join(dir, "plain.json"), "utf8"));
    const report = JSON.parse(readFileSync(path.join(dir, "added.json"), "utf8"));
    expect(added.status).toBe(0);
    expect(plain.recordings[0].verdict).toBe("PASS");
    expect(report.recordings[0].verdict).toBe("FAIL");
    // book_room, a clean single execution, is counted in operationsOmitted (schema 2).
    expect(report.recordings[0].operations.map((op: { tool: string }) => op.tool)).toEqual(["triage_ticket"]);
    expect(report.recordings[0].operationsOmitted).toBe(1);
    expect([plain.config.addWriteTools, report.config.addWriteTools]).toEqual([null, ["triage_*"]]);
    expect(report.config.hash).not.toBe(plain.config.hash);
  });

  it("--distrust-idempotent-hint judges a declared-idempotent tool's repeat as a duplicate", () => {
    const repeat = recording({ scenario: "F4" }, [{ name: "book_room", annotations: { idempotentHint: true } }])
      .call({ tool: "book_room", args: { room: "1" }, t: 0 })
      .call({ tool: "book_room", args: { room: "1" }, t: 9 })
      .end(20)
      .toJsonl();
    const dir = workspace({ "r.jsonl": repeat });
    run(["replay", "r.jsonl", "--json=trusted.json"], dir);
    run(["replay", "r.jsonl", "--distrust-idempotent-hint", "--json=distrusted.json"], dir);
    const trusted = JSON.parse(readFileSync(path.join(dir, "trusted.json"), "utf8"));
    const distrusted = JSON.parse(readFileSync(path.join(dir, "distrusted.json"), "utf8"));
    expect([trusted.recordings[0].verdict, trusted.recordings[0].coverage.trustedIdempotentTools]).toEqual([
      "PASS",
      ["book_room"],
    ]);
    expect([distrusted.recordings[0].verdict, distrusted.recordings[0].coverage.trustedIdempotentTools]).toEqual([
      "FAIL",
      [],
    ]);
    expect([trusted.config.distrustIdempotentHint, distrusted.config.distrustIdempotentHint]).toEqual([null, true]);
    expect(run(["replay", "r.jsonl", "--distrust-idempotent-hint=yes"], dir).stderr).toBe(
      "loopgate replay: --distrust-idempotent-hint takes no value (see 'loopgate replay --help')\n",
    );
  });

  it("control characters from a recording never reach the terminal raw", () => {
    const hostile = recording({ scenario: "F4" }, [{ name: "book_\u001b[31mred\u0007" }])
      .call({ tool: "book_\u001b[31mred\u0007", args: {}, t: 0 })
      .call({ tool: "book_\u001b[31mred\u0007", args: {}, t: 1 })
      .end(2)
      .toJsonl();
    const dir = workspace({ "h.jsonl": hostile });
    const result = run(["replay", "h.jsonl"], dir);
    expect(result.stdout).toContain("book_\\u001b[31mred\\u0007 executed 2 times");
    expect(result.stdout).not.toContain("\u001b");
  });

  it("a tool name with a newline cannot forge a workflow command or a result line", () => {
    const name = "book_room\n::error file=README.md,line=1::forged\nPASS       fake.jsonl\u202e";
    const hostile = recording({ scenario: "F4" }, [{ name }])
      .call({ tool: name, args: {}, t: 0 })
      .call({ tool: name, args: {}, t: 1 })
      .end(2)
      .toJsonl();
    const result = run(["replay", "h.jsonl"], workspace({ "h.jsonl": hostile }));
    expect(result.stdout.split("\n").filter((line) => line.startsWith("::") || line.startsWith("PASS"))).toEqual([]);
    expect(result.stdout).toContain(
      "book_room\\u000a::error file=README.md,line=1::forged\\u000aPASS       fake.jsonl\\u202e executed 2 times",
    );
  });

  it("a reader that closes the pipe early (| head -1) costs neither the exit code nor the reports", () => {
    const dir = workspace({ "recs/a.jsonl": fail, "recs/b.jsonl": fail, "recs/c.jsonl": pass });
    const result = spawnSync(
      "bash",
      [
        "-c",
        `set -o pipefail; "${process.execPath}" "${CLI}" replay recs --json r.json --baseline-from-history none.jsonl --baseline-ref main --fail-on-regression | head -1`,
      ],
      { cwd: dir, encoding: "utf8" },
    );
    expect(result.stderr).not.toContain("EPIPE");
    expect(result.stdout.split("\n").length).toBe(2);
    expect(existsSync(path.join(dir, "r.json"))).toBe(true);
    expect(result.status).toBe(3);
  });

  it("writes reports atomically: no temp file is left beside them", () => {
    const dir = workspace({ "p.jsonl": pass });
    expect(run(["replay", "p.jsonl", "--json", "out/r.json"], dir).status).toBe(0);
    expect(existsSync(path.join(dir, "out/r.json"))).toBe(true);
    expect(readdirSync(path.join(dir, "out"))).toEqual(["r.json"]);
  });

  it("a report path that cannot be written is one named line and exit 1, never a hang", () => {
    const dir = workspace({ "p.jsonl": pass, "out/.keep": "" });
    expect(run(["replay", "p.jsonl", "--json", "out"], dir).stderr).toBe(
      "loopgate replay: cannot write out: is a directory\n",
    );
    if (existsSync("/proc/self")) {
      const result = run(["replay", "p.jsonl", "--json", "/proc/loopgate-missing/report.json"], dir);
      expect([result.status, result.stderr]).toEqual([
        1,
        "loopgate replay: cannot write /proc/loopgate-missing/report.json: no such file or directory\n",
      ]);
    }
  });

  it("writes a report into /dev/null as into a device: /dev/null stays a device and no temp file is left in /dev", () => {
    const dir = workspace({ "p.jsonl": pass });
    const before = readdirSync("/dev").filter((name) => name.startsWith(".null."));
    const result = run(
      ["replay", "p.jsonl", "--json", "/dev/null", "--junit", "/dev/null", "--markdown", "/dev/null"],
      dir,
    );
    expect([result.status, result.stderr]).toEqual([0, ""]);
    expect(statSync("/dev/null").isCharacterDevice()).toBe(true);
    expect(readdirSync("/dev").filter((name) => name.startsWith(".null."))).toEqual(before);
  });

  it("writes a report into a FIFO a reader holds open, byte for byte what a file gets; the FIFO stays a FIFO", () => {
    const dir = workspace({ "p.jsonl": pass });
    expect(spawnSync("mkfifo", [path.join(dir, "pipe")]).status).toBe(0);
    const script = `cat pipe > got.json & "${process.execPath}" "${CLI}" replay p.jsonl --json pipe; code=$?; wait; exit $code`;
    expect(spawnSync("sh", ["-c", script], { cwd: dir, encoding: "utf8" }).status).toBe(0);
    expect(run(["replay", "p.jsonl", "--json", "file.json"], dir).status).toBe(0);
    expect(readFileSync(path.join(dir, "got.json"), "utf8")).toBe(readFileSync(path.join(dir, "file.json"), "utf8"));
    expect(statSync(path.join(dir, "pipe")).isFIFO()).toBe(true);
  });

  it("refuses to write a report over a socket, in one named line", async () => {
    const dir = workspace({ "p.jsonl": pass });
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(path.join(dir, "sock"), resolve));
    try {
      const result = run(["replay", "p.jsonl", "--json", "sock"], dir);
      expect([result.status, result.stderr]).toEqual([
        1,
        "loopgate replay: cannot write sock: not a regular file (a socket)\n",
      ]);
      expect(statSync(path.join(dir, "sock")).isSocket()).toBe(true);
    } finally {
      server.close();
    }
  });
});
