import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "./helpers/paths.js";
import { makeWorkspace, runAction } from "./helpers/run-action.js";
import { ok, recording } from "./helpers/recording-builder.js";

/**
 * Issue 22: inputs a pull request can shape so that loopgate stalls, crashes, writes where it
 * must not or prints what it must not. Each case runs the built CLI.
 */
const work = mkdtempSync(path.join(tmpdir(), "loopgate-harden-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function loopgate(args: string[], cwd: string, timeout = 60_000) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8", timeout });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dirs = 0;
function workspace(files: Record<string, string | Buffer> = {}): string {
  const dir = path.join(work, `ws-${++dirs}`);
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}

describe("glob matching", () => {
  // Back-tracking matching cost pattern × name: a 1 MiB pattern against a 2 MiB name is
  // 2·10¹² steps (hours). Matched piece by piece it is linear; the note gives the time.
  it("judges a 1 MiB write-tool pattern against a 2 MiB tool name", () => {
    const MiB = 1024 * 1024;
    const tool = `${"a".repeat(2 * MiB - 1)}b`;
    // One `*`: the old matcher re-compared the whole pattern from every place in the name.
    const pattern = `*${"a".repeat(MiB - 2)}b`;
    const call = { tool, args: { room: "R-1" }, upstream: { result: ok("booked") } };
    const text = recording({ scenario: "F1", writeTools: [pattern], labels: { case: "long" } }, [{ name: tool }])
      .call({ ...call, t: 100, fault: "F1", upstream: { result: ok("booked"), t: 150 }, deliveredT: 160 })
      .call({ ...call, t: 300, upstream: { result: ok("booked"), t: 320 } })
      .end(400)
      .toJsonl();
    const dir = workspace({ "long.jsonl": text });
    const run = loopgate(["replay", "long.jsonl", "--json", "report.json"], dir);
    expect(run.stderr).toBe("");
    const [judged] = JSON.parse(readFileSync(path.join(dir, "report.json"), "utf8")).recordings;
    expect([judged.verdict, judged.reasonCode, judged.violations.map((v: { code: string }) => v.code)]).toEqual([
      "FAIL",
      "VIOLATION",
      ["DUPLICATE_EXECUTION"],
    ]);
  });
});

describe("files that are not regular files", () => {
  // Each entry point that opens a path by name is given a FIFO with no writer: a plain open
  // would wait for one forever. The CLI must refuse it at once with one line naming it.
  const good = recording({ scenario: "F1", labels: { case: "good" } })
    .call({ tool: "book_room", args: { room: "R-1" }, t: 100, upstream: { result: ok("booked"), t: 150 } })
    .end(400)
    .toSealedJsonl();
  function withFifo(name: string): string {
    const dir = workspace({ "good.jsonl": good });
    expect(loopgate(["replay", "good.jsonl", "--json", "report.json"], dir).status).toBe(0);
    expect(spawnSync("mkfifo", [path.join(dir, name)]).status).toBe(0);
    return dir;
  }
  const refused = "not a regular file (a FIFO); refusing to read it";
  const cases: [string, string, string[], number, string][] = [
    ["replay", "fifo.jsonl", ["replay", "fifo.jsonl", "--json", "out.json"], 1, ""],
    ["--shard", "fifo.jsonl", ["replay", "good.jsonl", "fifo.jsonl", "--shard", "1/1", "--json", "out.json"], 1, ""],
    ["merge", "fifo.json", ["merge", "fifo.json"], 1, `loopgate merge: fifo.json: cannot read: ${refused}\n`],
    [
      "report",
      "fifo.json",
      ["report", "fifo.json", "--markdown", "out.md"],
      1,
      `loopgate report: fifo.json: cannot read: ${refused}\n`,
    ],
    [
      "diff",
      "fifo.json",
      ["diff", "fifo.json", "report.json"],
      1,
      `loopgate diff: fifo.json: cannot read: ${refused}\n`,
    ],
    [
      "history",
      "fifo.jsonl",
      ["replay", "good.jsonl", "--history", "fifo.jsonl"],
      1,
      `loopgate replay: fifo.jsonl: cannot read the history file: ${refused}\n`,
    ],
    [
      "baseline",
      "fifo.json",
      ["replay", "good.jsonl", "--baseline", "fifo.json"],
      1,
      `loopgate replay: fifo.json: cannot read: ${refused}\n`,
    ],
    [
      "baseline history",
      "fifo.jsonl",
      ["diff", "--baseline-from-history", "fifo.jsonl", "--baseline-ref", "main", "report.json"],
      1,
      `loopgate diff: fifo.jsonl: cannot read the history file: ${refused}\n`,
    ],
    [
      "config",
      "fifo.json",
      ["replay", "good.jsonl", "--config", "fifo.json"],
      2,
      "loopgate replay: fifo.json: not a regular file\n",
    ],
  ];
  it.each(cases)("%s refuses a FIFO without waiting for a writer", (_, fifo, args, status, stderr) => {
    const dir = withFifo(fifo);
    const run = loopgate(args, dir, 20_000);
    expect([run.status, run.stderr]).toEqual([status, stderr]);
    if (args.includes("out.json")) {
      const judged = JSON.parse(readFileSync(path.join(dir, "out.json"), "utf8")).recordings;
      const fifoReport = judged.find((recording: { path: string }) => recording.path === "fifo.jsonl");
      expect([fifoReport.verdict, fifoReport.error]).toEqual(["ERROR", { line: 0, message: refused }]);
    }
  });
});

describe("merge of edited shard reports", () => {
  const judged = (room: string, caseId: string) =>
    recording({ scenario: "F1", labels: { case: caseId } })
      .call({ tool: "book_room", args: { room }, t: 100, upstream: { result: ok("booked"), t: 150 } })
      .end(400)
      .toSealedJsonl();
  function shards(): string {
    const dir = workspace({ "a.jsonl": judged("R-1", "a"), "b.jsonl": judged("R-2", "b") });
    for (const shard of ["1/2", "2/2"])
      expect(loopgate(["replay", ".", "--shard", shard, "--json", `shard-${shard[0]}.json`], dir).status).toBe(0);
    return dir;
  }
  interface ShardReport {
    shard: Record<string, number>;
    config: Record<string, unknown>;
    recordings: Record<string, string>[];
  }
  function edit(dir: string, file: string, change: (report: ShardReport) => void): void {
    const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    change(report);
    writeFileSync(path.join(dir, file), JSON.stringify(report));
  }
  const cases: [string, (report: ShardReport) => void, string][] = [
    [
      "a total beyond --shard's maximum",
      (report) => (report.shard.total = 1e9),
      "shard-1.json: not a loopgate JSON report: shard.total: more than 9999 shards (the most --shard splits a run into)",
    ],
    [
      "an index beyond the total",
      (report) => (report.shard.index = 4),
      "shard-1.json: not a loopgate JSON report: shard.index: shard 4 of 2: the index must lie between 1 and the total",
    ],
    [
      "an edited config under its old hash",
      (report) => (report.config.writeTools = ["*"]),
      'shard-1.json: its "config" does not hash to its config.hash sha256:…: the report was edited after judging; judge the shard again',
    ],
    [
      "an unknown field",
      (report) => (report.recordings[0]!.extra = "<script>"),
      "shard-1.json: not a loopgate JSON report: recordings[0].extra: unknown field",
    ],
    [
      "a recording's path changed",
      (report) => (report.recordings[0]!.path = "c.jsonl"),
      "the shards hold 2 recordings as their run found, but not under the paths it found: a recording's path was edited in a shard report",
    ],
  ];
  it.each(cases)("refuses %s with one exact line", (_, change, message) => {
    const dir = shards();
    edit(dir, "shard-1.json", change);
    const run = loopgate(["merge", "shard-1.json", "shard-2.json", "--json", "merged.json"], dir);
    expect([run.status, run.stderr.replace(/sha256:[0-9a-f]{64}/, "sha256:…"), run.stdout]).toEqual([
      1,
      `loopgate merge: ${message}\n`,
      "",
    ]);
  });

  it("writes text that is not valid Unicode as replay does (U+FFFD, counted)", () => {
    const dir = shards();
    edit(dir, "shard-1.json", (report) => (report.recordings[0]!.reason += "\ud800"));
    const run = loopgate(["merge", "shard-1.json", "shard-2.json", "--json", "merged.json"], dir);
    expect(run.status).toBe(0);
    const text = readFileSync(path.join(dir, "merged.json"), "utf8");
    const [first] = JSON.parse(text).recordings;
    expect([text.includes("\\ud800"), first.reason.endsWith("\ufffd"), first.unicodeReplacements]).toEqual([
      false,
      true,
      1,
    ]);
  });
});

describe("flags", () => {
  // A second --shard used to win silently: which one a script meant is not for us to guess.
  it("refuses a single-valued flag given twice; repeatable flags still collect", () => {
    const dir = workspace();
    const run = loopgate(["replay", ".", "--shard", "1/2", "--shard=2/2"], dir);
    expect([run.status, run.stderr, run.stdout]).toEqual([
      2,
      "loopgate replay: --shard given twice; give it once (see 'loopgate replay --help')\n",
      "",
    ]);
    const doctor = loopgate(["doctor", "--upstream-env", "A=1", "--upstream-env", "B=2"], dir);
    expect([doctor.status, doctor.stderr]).toEqual([
      2,
      "loopgate doctor: give the upstream command after --, e.g. -- node server.js (see 'loopgate doctor --help')\n",
    ]);
  });
});

describe("writing through folder links", () => {
  // A pull request can commit `loopgate-report -> ~/.ssh`; the action refused it, the CLI wrote there.
  const good = recording({ scenario: "F1", labels: { case: "good" } })
    .call({ tool: "book_room", args: { room: "R-1" }, t: 100, upstream: { result: ok("booked"), t: 150 } })
    .end(400)
    .toSealedJsonl();
  it("refuses a folder link out of the working directory unless --write-through-links is given", () => {
    const outside = workspace();
    const dir = workspace({ "good.jsonl": good, "inside/.keep": "" });
    symlinkSync(outside, path.join(dir, "loopgate-report"));
    symlinkSync(path.join(dir, "inside"), path.join(dir, "linked-inside"));
    const refused = loopgate(["replay", "good.jsonl", "--json", "loopgate-report/report.json"], dir);
    expect([refused.status, refused.stderr, existsSync(path.join(outside, "report.json"))]).toEqual([
      2,
      `loopgate replay: --json loopgate-report/report.json: refused: its folder "loopgate-report" is a symbolic link out of the working directory (to ${realpathSync(outside)}); pass --write-through-links if you mean it (see 'loopgate replay --help')\n`,
      false,
    ]);
    const history = loopgate(["replay", "good.jsonl", "--history", "loopgate-report/history.jsonl"], dir);
    expect(history.status).toBe(2);
    const inside = loopgate(["replay", "good.jsonl", "--json", "linked-inside/report.json"], dir);
    expect([inside.status, existsSync(path.join(dir, "inside", "report.json"))]).toEqual([0, true]);
    const meant = loopgate(
      ["replay", "good.jsonl", "--json", "loopgate-report/report.json", "--write-through-links"],
      dir,
    );
    expect([meant.status, existsSync(path.join(outside, "report.json"))]).toEqual([0, true]);
    const report = loopgate(["report", "inside/report.json", "--markdown", "loopgate-report/summary.md"], dir);
    expect(report.status).toBe(2);
  });
});

describe("names that print as something else", () => {
  // A committed file name can hold bidi controls, line separators and zero-width characters.
  const name = "evil\u202ehtap\u2028x\u0085\u200b\ufeff.jsonl";
  const escaped = "evil\\u202ehtap\\u2028x\\u0085\\u200b\\ufeff.jsonl";
  it("the console escapes them", () => {
    const dir = workspace({ [name]: "not json\n" });
    const run = loopgate(["replay", "."], dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`ERROR      ${escaped}`);
    expect(/[\u202e\u2028\u0085\u200b\ufeff]/.test(run.stdout + run.stderr)).toBe(false);
  });
  it("the action's workflow commands leave such a name out of file= and name it, escaped, in the message", async () => {
    const ws = makeWorkspace("loopgate-harden-action-");
    mkdirSync(path.join(ws.dir, "bad"));
    writeFileSync(path.join(ws.dir, "bad", name), "not json\n");
    const run = await runAction(ws, { recordings: "bad", "upload-artifact": "false" });
    const commands = run.stdout.split("\n").filter((text) => text.startsWith("::error"));
    // As the runner reads them: no file= (nor a line= pointing nowhere); the name, escaped, in the message.
    expect(commands).toEqual([
      `::error title=loopgate%3A unreadable recording::bad/${escaped}:1: invalid JSON: not one complete JSON value`,
      `::error::loopgate: 1 recording could not be read (bad/${escaped}:1: invalid JSON: not one complete JSON value)`,
    ]);
    expect(/[\u202e\u2028\u0085\u200b\ufeff]/.test(run.stdout)).toBe(false);
  });
});

describe("__proto__", () => {
  // JSON.parse keeps the key; the schema's copy of the object dropped it without a word.
  it("in loopgate.json is an error naming it, as any other bad key is", () => {
    const dir = workspace({
      "good.jsonl": recording({ scenario: "F4" }).end(10).toJsonl(),
      "loopgate.json": '{"tools":{"__proto__":{"class":"write"}}}',
    });
    expect(loopgate(["replay", "good.jsonl"], dir)).toEqual({
      status: 2,
      stdout: "",
      stderr:
        "loopgate replay: loopgate.json: tools.__proto__: a key named __proto__ cannot be read (a JavaScript object drops it without a word); classify that tool with writeTools or readTools\n",
    });
  });

  // A raw stdio MCP server listing a tool named __proto__ beside an ordinary one.
  const upstream = `import { createInterface } from "node:readline";
createInterface({ input: process.stdin }).on("line", (line) => {
  const message = JSON.parse(line);
  if (message.id === undefined) return;
  const tools = [{ name: "__proto__", inputSchema: { type: "object" } }, { name: "book_room", inputSchema: { type: "object" } }];
  const result = message.method === "initialize"
    ? { protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "proto", version: "1.0.0" } }
    : message.method === "tools/list" ? { tools } : {};
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }) + "\\n");
});
`;
  it("as a tool name: init leaves it out of loopgate.json and says so", () => {
    const dir = workspace({ "upstream.mjs": upstream });
    const run = loopgate(["init", "--", process.execPath, "upstream.mjs"], dir);
    expect([run.status, run.stderr]).toEqual([
      0,
      'loopgate init: the upstream has a tool named "__proto__", which loopgate.json cannot name (JSON readers drop the key); it is left out: classify it with writeTools or readTools\n',
    ]);
    const written = JSON.parse(readFileSync(path.join(dir, "loopgate.json"), "utf8"));
    expect(Object.keys(written.tools)).toEqual(["book_room"]);
  });
});

describe("a blank line after the end event", () => {
  // Decided: an ERROR, not tolerated. The seal covers every byte before the end line and the
  // recorder writes nothing after it, so a blank line there is an edit; the message says which
  // line and how to fix it (docs/recording-format.md).
  it("is an ERROR naming the file and line, saying what it is and how to fix it", () => {
    const sealed = recording({ scenario: "F4", labels: { case: "blank" } })
      .end(10)
      .toSealedJsonl();
    const dir = workspace({ "blank.jsonl": `${sealed}\n` });
    const run = loopgate(["replay", "blank.jsonl", "--json", "report.json"], dir);
    const [judged] = JSON.parse(readFileSync(path.join(dir, "report.json"), "utf8")).recordings;
    const message = "blank line after the end event on line 3 (the recorder writes nothing after it): remove it";
    expect([run.status, judged.error, run.stdout.split("\n")[1]]).toEqual([
      1,
      { line: 4, message },
      `ERROR      blank.jsonl:4: ${message}`,
    ]);
  });
});

describe("unsealed recordings without a baseline", () => {
  // A stripped seal used to show only in the gate's evidence section, i.e. with a baseline.
  it("are counted on stdout and named in the Markdown summary", () => {
    const built = recording({ scenario: "F4", labels: { case: "stripped" } }).end(10);
    const stripped = built.toSealedJsonl().replace(/,"sha256":"[0-9a-f]+"/, "");
    const dir = workspace({ "stripped.jsonl": stripped, "sealed.jsonl": built.toSealedJsonl() });
    const run = loopgate(["replay", ".", "--markdown", "summary.md"], dir);
    expect([run.status, run.stderr, run.stdout.split("\n")[0]]).toEqual([
      0,
      "",
      "loopgate 0.1.0: 2 recordings: 0 passed, 0 failed, 2 not tested, 0 errors; 1 unsealed",
    ]);
    const lines = readFileSync(path.join(dir, "summary.md"), "utf8").split("\n");
    expect(lines.filter((line) => line.startsWith("**Unsealed:**"))).toEqual([
      "**Unsealed:** 1 recording without a seal (hand-written, cut short, or from loopgate 0.1; judged all the same): `stripped.jsonl`.",
    ]);
  });
});
