import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BOOKING_SERVER } from "../fixtures/agents/cases.mjs";
import { AgentSession, TASK, sleep } from "../fixtures/agents/lib.mjs";
import { CLI, ROOT } from "./helpers/paths.js";
import { ok, recording } from "./helpers/recording-builder.js";

/**
 * Recordings as a pull request can shape them (issue 11): cut by a crash, edited after
 * recording, a FIFO, a byte-order mark, a `__proto__` label. Each runs the built CLI.
 */
const work = mkdtempSync(path.join(tmpdir(), "loopgate-untrusted-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function loopgate(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8", timeout: 30_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dirs = 0;
function workspace(files: Record<string, string | Buffer>): string {
  const dir = path.join(work, `ws-${++dirs}`);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    spawnSync("mkdir", ["-p", path.dirname(file)]);
    writeFileSync(file, content);
  }
  return dir;
}

interface ReportedRecording {
  path: string;
  verdict: string;
  reasonCode: string;
  reason: string;
  observations: { code: string; line: number; message: string }[];
  evidence: { sha256: string; bytes: number; seal: string | null } | null;
}

function reportOf(dir: string): ReportedRecording[] {
  return JSON.parse(readFileSync(path.join(dir, "report.json"), "utf8")).recordings;
}

// The read asks for the room the write named ("R-101": J17 counts values of 4+ characters), so it verifies the ghost.
const builder = () =>
  recording({ scenario: "F1", labels: { case: "torn" } })
    .call({
      tool: "book_room",
      args: { room: "R-101" },
      t: 100,
      fault: "F1",
      upstream: { result: ok('{"booking_id":"B-1"}'), t: 150 },
      deliveredT: 160,
    })
    .call({ tool: "get_booking", args: { room: "R-101" }, t: 300, upstream: { result: ok("{}"), t: 320 } })
    .end(400);
const unsealed = builder().toJsonl();
const sealed = builder().toSealedJsonl();
const lines = unsealed.split("\n");

describe("a recording cut short by a crash mid-write", () => {
  it("drops a last line without its newline with TORN_LAST_LINE and judges the rest (open calls unknown)", () => {
    // What kill -9 leaves while the recorder appends the get_booking answer: the line stops half-way.
    const cut = `${lines.slice(0, 6).join("\n")}\n${lines[6]!.slice(0, 40)}`;
    const dir = workspace({
      "torn.jsonl": cut,
      "torn-end.jsonl": `${lines.slice(0, 8).join("\n")}\n{"type":"end","t"`,
    });
    const result = loopgate(["replay", ".", "--json", "report.json"], dir);
    expect([result.status, result.stderr]).toEqual([0, ""]);
    const [tornEnd, torn] = reportOf(dir);
    // get_booking was sent but its answer was cut off: unknown (J8), so nothing can be concluded.
    expect([torn!.path, torn!.verdict, torn!.reasonCode]).toEqual(["torn.jsonl", "NOT_TESTED", "CALL_OPEN_AT_END"]);
    expect(torn!.observations.map((o) => [o.code, o.line])).toContainEqual(["TORN_LAST_LINE", 7]);
    expect(torn!.observations.find((o) => o.code === "TORN_LAST_LINE")!.message).toBe(
      "line 7 has no newline at its end and is not complete JSON, what a crash mid-write leaves: it was dropped and the lines before it judged",
    );
    expect(torn!.evidence).toEqual({
      sha256: createHash("sha256").update(cut).digest("hex"),
      bytes: Buffer.byteLength(cut),
      seal: "unsealed",
    });
    // Only the end event was cut: every call is complete, and the loop is judged as recorded.
    expect([tornEnd!.path, tornEnd!.verdict, tornEnd!.observations.at(-1)!.code]).toEqual([
      "torn-end.jsonl",
      "PASS",
      "TORN_LAST_LINE",
    ]);
  });

  it("a cut inside a multi-byte character is a torn line too", () => {
    const text = Buffer.from(`${lines.slice(0, 3).join("\n")}\n{"type":"user","t":1,"text":"Ana é`);
    const dir = workspace({ "cut.jsonl": text.subarray(0, text.length - 1) });
    const result = loopgate(["replay", "cut.jsonl", "--json", "report.json"], dir);
    expect(result.status).toBe(0);
    expect(reportOf(dir)[0]!.observations.map((o) => o.code)).toContain("TORN_LAST_LINE");
  });

  it("a broken line followed by other lines stays an ERROR (no crash leaves that)", () => {
    const broken = `${lines.slice(0, 3).join("\n")}\n${lines[3]!.slice(0, 30)}\n${lines.slice(4).join("\n")}`;
    const dir = workspace({ "broken.jsonl": broken });
    const result = loopgate(["replay", "broken.jsonl"], dir);
    expect(result.status).toBe(1);
    expect(result.stdout.split("\n")[1]).toBe("ERROR      broken.jsonl:4: invalid JSON: not one complete JSON value");
  });
});

describe("seal: the end event's sha256 (a checksum, not a signature)", () => {
  it("a sealed recording passes; the same recording edited is an ERROR EDITED_AFTER_RECORDING; seal restores it", () => {
    const edited = sealed.replace('"room":"R-101"', '"room":"R-102"');
    const dir = workspace({ "sealed.jsonl": sealed, "edited.jsonl": edited, "hand.jsonl": unsealed });
    const before = loopgate(["replay", ".", "--json", "report.json"], dir);
    expect(before.status).toBe(1);
    expect(before.stdout.split("\n")[1]).toBe(
      "ERROR      edited.jsonl:9: edited after recording: the sha256 in the end event does not match the bytes before its line; if the change was intended, re-seal it: loopgate seal edited.jsonl",
    );
    expect(reportOf(dir).map((r) => [r.path, r.verdict, r.reasonCode, r.evidence?.seal])).toEqual([
      ["edited.jsonl", "ERROR", "EDITED_AFTER_RECORDING", "edited"],
      ["hand.jsonl", "PASS", "PASS", "unsealed"],
      ["sealed.jsonl", "PASS", "PASS", "sealed"],
    ]);

    const seal = loopgate(["seal", "edited.jsonl", "sealed.jsonl", "hand.jsonl"], dir);
    expect(seal.status).toBe(0);
    const expectedSeal = createHash("sha256")
      .update(edited.slice(0, edited.lastIndexOf('{"type":"end"')))
      .digest("hex");
    expect(seal.stdout).toBe(
      [
        `edited.jsonl: sealed (sha256 ${expectedSeal})`,
        "sealed.jsonl: already sealed",
        `hand.jsonl: sealed (sha256 ${createHash("sha256")
          .update(unsealed.slice(0, unsealed.lastIndexOf('{"type":"end"')))
          .digest("hex")})`,
        "",
      ].join("\n"),
    );
    expect(readFileSync(path.join(dir, "hand.jsonl"), "utf8")).toBe(sealed);
    const after = loopgate(["replay", ".", "--json", "report.json"], dir);
    expect(after.status).toBe(0);
    expect(reportOf(dir).map((r) => [r.path, r.verdict, r.evidence?.seal])).toEqual([
      ["edited.jsonl", "PASS", "sealed"],
      ["hand.jsonl", "PASS", "sealed"],
      ["sealed.jsonl", "PASS", "sealed"],
    ]);
  });

  it("seal refuses what it cannot seal, and says why, one line each", () => {
    const dir = workspace({ "open.jsonl": lines.slice(0, 6).join("\n") + "\n", "bad.jsonl": "{\n" });
    spawnSync("mkfifo", [path.join(dir, "fifo.jsonl")]);
    const result = loopgate(["seal", "open.jsonl", "bad.jsonl", "fifo.jsonl", "missing.jsonl"], dir);
    expect([result.status, result.stdout]).toEqual([1, ""]);
    expect(result.stderr).toBe(
      [
        "loopgate seal: open.jsonl: no end event, so nothing to seal (it is judged as unsealed)",
        "loopgate seal: bad.jsonl:1: invalid JSON: not one complete JSON value; not sealed",
        "loopgate seal: fifo.jsonl: cannot read: not a regular file (a FIFO); refusing to read it",
        "loopgate seal: missing.jsonl: cannot read: no such file or directory",
        "",
      ].join("\n"),
    );
  });

  it("every recording of the committed corpus is sealed by the recorder that wrote it", () => {
    const dir = path.join(work, "corpus");
    const result = loopgate(["replay", "fixtures/recordings/recorded", "--json", path.join(dir, "report.json")], ROOT);
    expect(result.status).toBe(0);
    const recorded = readdirSync(path.join(ROOT, "fixtures/recordings/recorded")).filter((f) => f.endsWith(".jsonl"));
    expect(reportOf(dir).map((r) => [r.path, r.evidence])).toEqual(
      recorded.sort().map((file) => {
        const bytes = readFileSync(path.join(ROOT, "fixtures/recordings/recorded", file));
        const name = `fixtures/recordings/recorded/${file}`;
        return [
          name,
          { sha256: createHash("sha256").update(bytes).digest("hex"), bytes: bytes.length, seal: "sealed" },
        ];
      }),
    );
  });

  it("a recorder killed with SIGKILL leaves an unsealed recording that is still judged", async () => {
    const out = path.join(work, "killed.jsonl");
    const state = path.join(work, "killed.state.json");
    const session = await AgentSession.connect(
      [
        process.execPath,
        CLI,
        "record",
        "--out",
        out,
        "--scenario",
        "F1",
        "--allow-writes",
        "--upstream-env",
        `BOOKING_STATE_FILE=${state}`,
        "--",
        "node",
        BOOKING_SERVER,
      ],
      { cwd: ROOT, stderr: "pipe" },
    );
    const upstreamPid = () => Number(readFileSync(`${state}.pid`, "utf8"));
    try {
      await session.call("create_booking", TASK);
      process.kill(session.pid!, "SIGKILL");
      await sleep(100);
    } finally {
      try {
        process.kill(-upstreamPid(), "SIGKILL");
      } catch {
        // already gone
      }
      await session.close().catch(() => undefined);
    }
    expect(statSync(out).size).toBeGreaterThan(0);
    const dir = path.join(work, "killed");
    const result = loopgate(["replay", out, "--json", path.join(dir, "report.json")], work);
    expect(result.status).toBe(0);
    const [killed] = reportOf(dir);
    expect([killed!.verdict, killed!.evidence!.seal]).toEqual(["PASS", "unsealed"]);
  });
});

describe("files a pull request can plant among the recordings", () => {
  it("a FIFO named explicitly is refused at once; the other recordings are still judged", () => {
    const dir = workspace({ "good.jsonl": sealed });
    spawnSync("mkfifo", [path.join(dir, "x.jsonl")]);
    const result = loopgate(["replay", "x.jsonl", "good.jsonl"], dir);
    expect(result.status).toBe(1);
    expect(result.stdout.split("\n").slice(0, 3)).toEqual([
      "loopgate 0.1.0: 2 recordings: 1 passed, 0 failed, 0 not tested, 1 error; mean score 100",
      "ERROR      x.jsonl:0: not a regular file (a FIFO); refusing to read it",
      "PASS       good.jsonl score 100: no violation under F1",
    ]);
  });

  it("a file starting with a UTF-8 byte-order mark is read; the mark is a byte like any other for seal and digest", () => {
    const mark = Buffer.from([0xef, 0xbb, 0xbf]);
    const withMark = Buffer.concat([mark, Buffer.from(unsealed)]);
    const dir = workspace({ "bom.jsonl": withMark, "bom-sealed.jsonl": Buffer.concat([mark, Buffer.from(sealed)]) });
    const result = loopgate(["replay", ".", "--json", "report.json"], dir);
    expect(result.status).toBe(1);
    expect(reportOf(dir).map((r) => [r.path, r.verdict, r.reasonCode, r.evidence?.seal])).toEqual([
      // An editor that adds a mark to a sealed recording has changed it.
      ["bom-sealed.jsonl", "ERROR", "EDITED_AFTER_RECORDING", "edited"],
      ["bom.jsonl", "PASS", "PASS", "unsealed"],
    ]);
    expect(reportOf(dir)[1]!.evidence!.sha256).toBe(createHash("sha256").update(withMark).digest("hex"));
  });

  it('a "__proto__" label is refused by name, by the reader and by record --label', () => {
    const dir = workspace({ "proto.jsonl": unsealed.replace('"labels":{', '"labels":{"__proto__":"x",') });
    const result = loopgate(["replay", "proto.jsonl"], dir);
    expect(result.status).toBe(1);
    expect(result.stdout.split("\n")[1]).toBe(
      'ERROR      proto.jsonl:1: invalid header event: "labels": the key "__proto__" is not allowed (JavaScript objects cannot hold it)',
    );
    const record = loopgate(["record", "--out", "r.jsonl", "--label", "__proto__=x", "--", "node", "-e", ""], dir);
    expect([record.status, record.stderr]).toEqual([
      2,
      `loopgate record: --label key "__proto__" is not allowed (see 'loopgate record --help')\n`,
    ]);
  });
});
