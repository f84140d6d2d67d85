import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Operation } from "../src/judge/types.js";
import { syntheticRecording } from "../scripts/synthetic-corpus.mjs";
import { CLI, ROOT } from "./helpers/paths.js";

/**
 * JSON report schema 2 (issue 26): each recording lists only the operations a reader needs.
 * Every other output — stdout, stderr, exit code, JUnit, Markdown, the gate — is the same
 * bytes as with `--report-operations all`, which writes every operation as schema 1 did;
 * and a report of schema 1, read through the upgrade chain, gates and renders as before.
 */
const dir = mkdtempSync(path.join(tmpdir(), "loopgate-lean-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function loopgate(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "" },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface Run {
  streams: ReturnType<typeof loopgate>;
  json: string;
  junit: string;
  markdown: string;
}

function replayInto(name: string, args: string[]): Run {
  const out = path.join(dir, name);
  mkdirSync(out);
  const file = (f: string) => path.join(out, f);
  const streams = loopgate([
    "replay",
    ...args,
    "--json",
    file("r.json"),
    "--junit",
    file("j.xml"),
    "--markdown",
    file("s.md"),
  ]);
  const read = (f: string) => readFileSync(file(f), "utf8");
  return { streams, json: read("r.json"), junit: read("j.xml"), markdown: read("s.md") };
}

type Recording = { operations: Operation[]; operationsOmitted?: number; [field: string]: unknown };
type ReportJson = { reportOperations: string; recordings: Recording[]; [field: string]: unknown };

const synthetic = path.join(dir, "synthetic");
mkdirSync(synthetic);
for (let i = 0; i < 12; i++) writeFileSync(path.join(synthetic, `run-${i}.jsonl`), syntheticRecording(i, 150));

describe("the default report lists the relevant operations, and nothing else changes", () => {
  it.each([
    ["fixtures", ["fixtures/recordings"]],
    ["hostile", ["fixtures/hostile"]],
    ["synthetic", [synthetic]],
    ["gate", ["fixtures/gate/regressed", "--baseline", "fixtures/gate/baseline.json", "--junit-mode", "gate"]],
  ])("%s: stdout, stderr, exit code, JUnit and Markdown are those of --report-operations all", (name, args) => {
    const relevant = replayInto(`${name}-relevant`, args);
    const all = replayInto(`${name}-all`, [...args, "--report-operations", "all"]);
    expect(relevant.streams).toEqual(all.streams);
    expect(relevant.junit).toBe(all.junit);
    expect(relevant.markdown).toBe(all.markdown);

    const lean = JSON.parse(relevant.json) as ReportJson;
    const full = JSON.parse(all.json) as ReportJson;
    expect([lean.reportOperations, full.reportOperations]).toEqual(["relevant", "all"]);
    full.recordings.forEach((recording, i) => {
      const listed = lean.recordings[i]!;
      expect(recording.operationsOmitted).toBeUndefined();
      const left = recording.operations.filter((op) => !listed.operations.some((kept) => kept.id === op.id));
      expect(listed.operations).toEqual(recording.operations.filter((op) => !left.includes(op)));
      expect(listed.operationsOmitted).toBe(left.length);
      const named = new Set([...(recording.violations as Finding[]), ...(recording.observations as Finding[])]);
      for (const op of left) expectCleanAndUnnamed(op, [...named]);
      // Apart from the operations, the recordings are the same.
      const { operations: _a, operationsOmitted: _b, ...rest } = listed;
      const { operations: _c, ...fullRest } = recording;
      expect(rest).toEqual(fullRest);
    });
    expect({ ...lean, recordings: [], reportOperations: "all" }).toEqual({ ...full, recordings: [] });
  });

  it("synthetic corpus: 2 of 150 operations listed per recording, and the report a tenth of the full one", () => {
    const lean = JSON.parse(readFileSync(path.join(dir, "synthetic-relevant", "r.json"), "utf8")) as ReportJson;
    expect(lean.recordings.map((r) => [r.operations.map((op) => op.id), r.operationsOmitted])).toEqual(
      Array.from({ length: 12 }, () => [["op-1", "op-2"], 111]),
    );
    const bytes = (name: string) => readFileSync(path.join(dir, name, "r.json")).length;
    expect(bytes("synthetic-relevant") * 10).toBeLessThan(bytes("synthetic-all"));
  });

  it("--report-operations takes relevant or all only", () => {
    expect(loopgate(["replay", "fixtures/gate/baseline", "--report-operations", "some"])).toEqual({
      status: 2,
      stdout: "",
      stderr: `loopgate replay: --report-operations must be relevant or all, got "some" (see 'loopgate replay --help')\n`,
    });
  });
});

type Finding = { operation: string | null; seqs: number[] };

function expectCleanAndUnnamed(op: Operation, findings: Finding[]): void {
  expect([op.outcome, op.executions, op.attempts.length, op.fault, op.handling]).toEqual([
    "EXECUTED_ONCE",
    1,
    1,
    null,
    null,
  ]);
  for (const finding of findings) {
    expect(finding.operation).not.toBe(op.id);
    expect(finding.seqs).not.toContain(op.attempts[0]!.seq);
  }
}

/** A report of schema 1 as the loopgate before schema 2 wrote it: `--report-operations all`, labelled 1. */
function asSchema1(json: string): string {
  const v1 = json.replace('"schemaVersion": 2,', '"schemaVersion": 1,').replace('\n  "reportOperations": "all",', "");
  expect(v1).not.toContain('"reportOperations"');
  return v1;
}

describe("a stored report of schema 1 reads through the upgrade chain with the same results", () => {
  const v2 = replayInto("baseline-v2", ["fixtures/gate/baseline"]);
  const v1File = path.join(dir, "baseline-v1.json");
  writeFileSync(
    v1File,
    asSchema1(replayInto("baseline-all", ["fixtures/gate/baseline", "--report-operations", "all"]).json),
  );
  const v2File = path.join(dir, "baseline-v2.json");
  writeFileSync(v2File, v2.json);
  /** The baseline's own name is in the gate's outputs; both are called baseline.json when compared. */
  const named = (text: string, file: string) => text.replaceAll(file, "baseline.json");

  it("as the gate's baseline: replay --baseline writes the same streams, JUnit and Markdown", () => {
    const args = ["fixtures/gate/regressed", "--fail-on-regression", "--junit-mode", "gate", "--baseline"];
    const [one, two] = [replayInto("gate-v1", [...args, v1File]), replayInto("gate-v2", [...args, v2File])];
    expect(one.streams.status).toBe(3);
    for (const part of ["junit", "markdown"] as const) expect(named(one[part], v1File)).toBe(named(two[part], v2File));
    expect(named(one.streams.stdout, v1File)).toBe(named(two.streams.stdout, v2File));
    expect([one.streams.stderr, two.streams.stderr]).toEqual(["", ""]);
  });

  it("loopgate diff: the same verdict and text", () => {
    const current = path.join(dir, "gate-v2", "r.json");
    const [one, two] = [loopgate(["diff", v1File, current]), loopgate(["diff", v2File, current])];
    expect(one.stdout).toMatch(/^loopgate gate: REGRESSED against /);
    expect({ ...one, stdout: named(one.stdout, v1File) }).toEqual({ ...two, stdout: named(two.stdout, v2File) });
  });

  it("loopgate report: the same JUnit and Markdown", () => {
    const render = (file: string, name: string) => {
      const out = (f: string) => path.join(dir, `${name}.${f}`);
      expect(loopgate(["report", file, "--junit", out("xml"), "--markdown", out("md")]).status).toBe(0);
      return [readFileSync(out("xml"), "utf8"), readFileSync(out("md"), "utf8")];
    };
    expect(render(v1File, "report-v1")).toEqual(render(v2File, "report-v2"));
  });

  it("the committed schema-1 baseline and history-v1 file still gate the regressed set", () => {
    const frozen = "fixtures/reports/schema-1.json";
    const gated = loopgate(["replay", "fixtures/gate/regressed", "--baseline", frozen]);
    expect(gated.stdout.split("\n").find((line) => line.startsWith("loopgate gate:"))).toBe(
      `loopgate gate: REGRESSED against ${frozen}: 5 regressed, 1 improved, 1 changed, 1 added, 0 removed, 3 unchanged (1 known failure)`,
    );
    const history = "fixtures/reports/history-v1.jsonl";
    const fromHistory = loopgate([
      ...["replay", "fixtures/gate/regressed", "--baseline-from-history", history],
      ...["--baseline-ref", "refs/heads/main"],
    ]);
    expect(fromHistory.stdout.split("\n").find((line) => line.startsWith("loopgate gate:"))).toBe(
      `loopgate gate: REGRESSED against ${history} run 1001 @ bbbbbbbbbbbb: 5 regressed, 1 improved, 1 changed, 1 added, 0 removed, 3 unchanged (1 known failure)`,
    );
  });
});
