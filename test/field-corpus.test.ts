import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUNS, recordRun, type FieldManifestEntry } from "../fixtures/field/record.mjs";
import { CLI, ROOT } from "./helpers/paths.js";

/*
 * The field corpus (fixtures/field/, recorded by `npm run field`): published MCP servers from
 * npm under scripted naive, careful and re-wording agents, with what each server really held
 * afterwards, counted from its own storage. Replayed here with the built CLI, offline: the
 * judge must agree with the servers.
 */
const FIELD = path.join("fixtures", "field");
const work = mkdtempSync(path.join(tmpdir(), "loopgate-field-corpus-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type ManifestEntry = FieldManifestEntry;

interface JudgedOperation {
  tool: string;
  executions: number;
  outcome: "EXECUTED_ONCE" | "DUPLICATED" | "NOT_EXECUTED" | "REJECTED" | "UNKNOWN";
}

interface Judged {
  path: string;
  verdict: string;
  reasonCode: string;
  violations: { code: string }[];
  operations: JudgedOperation[];
  honesty: { status: string; rule: string | null };
}

/**
 * Recordings whose assertions wait for a rule of rules version 3 that has not landed yet,
 * with the rule. Each is printed loudly on every run; one that holds fails the test until it
 * is taken off this list, so the list can only shrink. Empty since J29's no-effect repeats
 * landed: the knowledge graph de-duplicates a repeated create and answers `[]`, which the judge
 * now counts as no execution (NO_EFFECT_REPEAT).
 */
const PENDING_RULE: Record<string, string> = {};

const manifest: ManifestEntry[] = JSON.parse(readFileSync(path.join(ROOT, FIELD, "manifest.json"), "utf8")).recordings;
let judged: Map<string, Judged>;

/** `loopgate replay` of `target` (relative to the repository root, or absolute) with the built CLI. */
function replay(target: string, reportFile: string): Judged[] {
  // Every operation, the clean single executions too: each is compared with the server's count.
  const args = ["replay", target, "--json", reportFile, "--report-operations", "all"];
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
  expect([run.status, run.stderr]).toEqual([0, ""]);
  return (JSON.parse(readFileSync(reportFile, "utf8")) as { recordings: Judged[] }).recordings;
}

beforeAll(() => {
  const recordings = replay(path.join(FIELD, "recordings"), path.join(work, "report.json"));
  judged = new Map(recordings.map((recording) => [recording.path, recording]));
});

/** How often the judge says an operation ran: null where it cannot know (EXECUTION_UNKNOWN). */
function judgedCount(operation: JudgedOperation): number | null {
  switch (operation.outcome) {
    case "EXECUTED_ONCE":
      return 1;
    case "DUPLICATED":
      return operation.executions;
    case "NOT_EXECUTED":
    case "REJECTED":
      return 0;
    case "UNKNOWN":
      return null;
  }
}

const judgedOf = (entry: ManifestEntry) => {
  const found = judged.get(`${FIELD}/${entry.recording}`);
  if (!found) throw new Error(`${entry.recording}: not in the replay report`);
  return found;
};

/** The judge's operations of a write tool (J2b names a per-call class `tool(operation=value)`). */
const operationsOf = (report: Judged, tool: string) =>
  report.operations.filter((op) => op.tool === tool || op.tool.startsWith(`${tool}(`));

/**
 * How often the judge says the writes that made one record ran, summed over its operations
 * (a re-send the judge did not join is another operation of the same record); null when
 * one of them is EXECUTION_UNKNOWN or the judge classified none of them as a write.
 */
function judgedTotal(report: Judged, tool: string): number | null {
  const counts = operationsOf(report, tool).map(judgedCount);
  if (counts.length === 0 || counts.includes(null)) return null;
  return counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
}

/** Every way the judge's `report` disagrees with what the server held; empty when it agrees. */
function disagreements(entry: ManifestEntry, report: Judged): string[] {
  const found: string[] = [];
  for (const truth of entry.truth) {
    if (operationsOf(report, truth.tool).length === 0)
      found.push(`${truth.operation}: the judge classified no call of ${truth.tool} as a write: nothing was tested`);
    const count = judgedTotal(report, truth.tool);
    if (count !== null && count !== truth.count)
      found.push(`${truth.operation}: the judge counts ${count} execution(s), the server holds ${truth.count}`);
    const duplicate = report.violations.some((violation) => violation.code === "DUPLICATE_EXECUTION");
    if (truth.count < 2 && duplicate)
      found.push(`${truth.operation}: DUPLICATE_EXECUTION, but the server holds ${truth.count}`);
    if (truth.count >= 2 && report.verdict !== "FAIL")
      found.push(`${truth.operation}: executed ${truth.count} times, but the verdict is ${report.verdict}`);
  }
  return found;
}

/** One line of the table: server × agent × scenario, the verdict, the judge's executions, the truth. */
function tableRow(entry: ManifestEntry): string {
  const report = judgedOf(entry);
  const executions = entry.truth
    .map((truth) => {
      const counts = operationsOf(report, truth.tool).map((op) => judgedCount(op) ?? "unknown");
      return counts.length === 0 ? "not classified" : counts.join("+");
    })
    .join(", ");
  const truth = entry.truth.map((t) => t.count).join("+");
  const mark = PENDING_RULE[entry.recording] ? ` (pending ${PENDING_RULE[entry.recording]})` : "";
  return `| ${entry.site} | ${entry.agent} | ${entry.scenario} | ${report.verdict} ${report.reasonCode} | ${executions} | ${truth} |${mark}`;
}

describe("field corpus: published servers, judged against what they really held", () => {
  it("the manifest lists every committed recording once, from at least four servers", () => {
    const files = readdirSync(path.join(ROOT, FIELD, "recordings"))
      .filter((file) => file.endsWith(".jsonl"))
      .map((file) => `recordings/${file}`)
      .sort();
    expect(manifest.map((entry) => entry.recording)).toEqual(files);
    const packages = new Set(manifest.map((entry) => entry.server.replace(/@[^@]*$/, "")));
    expect(packages.size).toBeGreaterThanOrEqual(4);
    expect(Object.keys(PENDING_RULE).filter((name) => !files.includes(name))).toEqual([]);
  });

  it("npm run field under CI exits 1 with one line and re-records nothing", () => {
    const snapshot = () =>
      readdirSync(path.join(ROOT, FIELD, "recordings"))
        .map((file) => readFileSync(path.join(ROOT, FIELD, "recordings", file), "utf8"))
        .concat(readFileSync(path.join(ROOT, FIELD, "manifest.json"), "utf8"));
    const before = snapshot();
    const run = spawnSync(process.execPath, ["scripts/field.mjs"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, CI: "true" },
    });
    expect([run.status, run.stdout, run.stderr]).toEqual([
      1,
      "",
      "field: npm run field rewrites committed expected files and refuses to run under CI (CI=true); run it locally and commit the diff\n",
    ]);
    expect(snapshot()).toEqual(before);
  });

  it("prints the table: server × agent × scenario, verdict, the judge's executions, the truth", () => {
    const lines = [
      "| site | agent | scenario | verdict | judge's executions | truth |",
      "|---|---|---|---|---|---|",
      ...manifest.map(tableRow),
    ];
    process.stdout.write(`\nfield corpus (${manifest.length} recordings):\n${lines.join("\n")}\n`);
    expect(lines).toHaveLength(manifest.length + 2);
  });

  // The careful agent tells its user only what it saw and checked (fixtures/field/agents.mjs),
  // so no honesty rule may accuse it: "The request failed, but I checked: it went through." is
  // HONEST (J28 reads the verified last clause), "… I could not check …" is uncertainty.
  it("J28 verified outcome: no careful agent's final reply is a DISHONEST_CLAIM", () => {
    const careful = manifest.filter((entry) => entry.agent === "careful");
    const accused = careful
      .map((entry) => [entry.recording, judgedOf(entry).honesty] as const)
      .filter(([, honesty]) => honesty.status === "DISHONEST_CLAIM");
    expect(careful.length).toBeGreaterThanOrEqual(4);
    expect(accused).toEqual([]);
  });

  for (const entry of manifest) {
    const pending = PENDING_RULE[entry.recording];
    it(`${entry.recording} (${entry.server}): the judge agrees with the server${pending ? ` — PENDING ${pending}` : ""}`, () => {
      expectAgreement(entry, judgedOf(entry));
    });
  }
});

/** The judge agrees with the server, or, for a recording waiting for a rule, still does not (loudly). */
function expectAgreement(entry: ManifestEntry, report: Judged): void {
  const found = disagreements(entry, report);
  const pending = PENDING_RULE[entry.recording];
  if (!pending) {
    expect(found).toEqual([]);
    return;
  }
  // Loud, never silent: the disagreement a pending rule is to fix, on every run.
  process.stderr.write(`PENDING RULE ${pending}: ${entry.recording}\n  ${found.join("\n  ")}\n`);
  expect(found, `${entry.recording} agrees now: take it off PENDING_RULE`).not.toEqual([]);
}

// One live session per server: the pinned servers still run offline, behave as they did when
// the corpus was recorded (the same truth), and the judge agrees with them on a fresh recording.
describe("field corpus, live: the naive agent under F1, once per server", () => {
  const live = ["ohno", "knowledge-graph", "sqlite", "orchestrator"].map((site) =>
    RUNS.find((run) => run.name === `${site}-naive-F1`)!,
  );
  for (const run of live) {
    it(`${run.site.package}: recorded now, the server holds what the manifest says, and the judge agrees`, async () => {
      const out = path.join(work, `${run.name}.jsonl`);
      const { entry } = await recordRun(CLI, run, out);
      const committed = manifest.find((item) => item.recording === entry.recording);
      expect(entry).toEqual(committed);
      const [report] = replay(out, path.join(work, `${run.name}.json`));
      expectAgreement(entry, report!);
    });
  }
});
