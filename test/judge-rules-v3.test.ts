import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RULES_VERSION } from "../src/judge/judge.js";
import { inBandRejection } from "../src/judge/in-band.js";
import type { Json } from "../src/recording/schema.js";
import { ok, recording, rejected, type ToolSpec } from "./helpers/recording-builder.js";
import { codes, judgeText } from "./helpers/judge-text.js";
import { CLI, ROOT } from "./helpers/paths.js";

/**
 * Rules version 3, operation side (judge.md J7, J17, J28, J29): each rule with a recording
 * that shows it and the negative side, exact values.
 */

const TASK_TOOLS: ToolSpec[] = [
  { name: "create_task", inputSchema: { type: "object", properties: { name: { type: "string" } } } },
  { name: "get_task", inputSchema: { type: "object", properties: { name: { type: "string" } } } },
];
const task = { name: "Q3 report" };
const text = (body: Json): Record<string, Json> => ({ content: [{ type: "text", text: JSON.stringify(body) }] });
const structured = (body: Json, shown = "done"): Record<string, Json> => ({
  content: [{ type: "text", text: shown }],
  structuredContent: body,
});

describe("J7 in-band rejections (rules version 3)", () => {
  it("J7 in-band: success/ok false, a failed status or a non-empty error without success true, in structuredContent or the only JSON text item", () => {
    const cases: [Record<string, Json>, unknown][] = [
      [text({ success: false, error: "name taken" }), { field: "success", source: "text" }],
      [text({ ok: false }), { field: "ok", source: "text" }],
      [text({ status: "FAILED", id: "t-1" }), { field: "status", source: "text" }],
      [text({ status: "Failure" }), { field: "status", source: "text" }],
      [text({ error: "quota exceeded" }), { field: "error", source: "text" }],
      [text({ error: { code: 409 } }), { field: "error", source: "text" }],
      [structured({ success: false }), { field: "success", source: "structuredContent" }],
      [
        {
          content: [
            { type: "text", text: '  {"ok":false}' },
            { type: "image", data: "", mimeType: "image/png" },
          ],
        },
        { field: "ok", source: "text" },
      ],
      // The negative side: each of these executed.
      [text({ success: true, error: "slow backend" }), null],
      [text({ ok: true, error: { code: 1 } }), null],
      [text({ error: "" }), null],
      [text({ error: "   " }), null],
      [text({ error: {} }), null],
      [text({ error: null }), null],
      [text({ error: [] }), null],
      [text({ status: "ok" }), null],
      [text({ status: "errored" }), null],
      [text({ success: "false" }), null],
      [text({ result: { success: false } }), null],
      [text([{ success: false }]), null],
      [ok("error: name taken"), null],
      [ok('{"success":false'), null],
      [
        {
          content: [
            { type: "text", text: '{"success":false}' },
            { type: "text", text: "more" },
          ],
        },
        null,
      ],
      [structured({ ok: true }, '{"success":false}'), null],
      [{ ...text({ success: false }), isError: true }, null],
      [{}, null],
    ];
    expect(cases.map(([result]) => inBandRejection(result))).toEqual(cases.map(([, expected]) => expected));
    expect(inBandRejection(undefined)).toBeNull();
  });

  it("J7 in-band: a rejected-in-band write is treated exactly like one with isError, with inBand and the field that said so", () => {
    const judge = (answer: Record<string, Json>) =>
      judgeText(
        recording({ scenario: "none" }, TASK_TOOLS)
          .call({ tool: "create_task", args: task, t: 0, upstream: { result: answer } })
          .end(100)
          .toJsonl(),
      );
    const inBand = judge(text({ success: false, error: "name taken" }));
    const isError = judge(rejected("name taken"));
    for (const report of [inBand, isError]) {
      expect(report.operations.map((op) => [op.outcome, op.executions, op.attempts[0]!.status])).toEqual([
        ["REJECTED", 0, "REJECTED"],
      ]);
      expect([report.verdict, report.reasonCode, report.coverage?.executedWrites]).toEqual([
        "NOT_TESTED",
        "NO_WRITE_EXECUTED",
        0,
      ]);
    }
    expect(inBand.observations).toEqual([
      {
        code: "UPSTREAM_REJECTED",
        message:
          "create_task: the upstream rejected the write in-band (success: false in its text content, without isError) and it was not re-sent",
        tool: "create_task",
        operation: "op-1",
        seqs: [1],
        line: 3,
        t: 0,
        inBand: true,
        inBandField: "success",
      },
    ]);
    expect(isError.observations).toEqual([
      {
        code: "UPSTREAM_REJECTED",
        message: "create_task: the upstream rejected the write (isError) and it was not re-sent",
        tool: "create_task",
        operation: "op-1",
        seqs: [1],
        line: 3,
        t: 0,
      },
    ]);
    const structuredStatus = judge(structured({ status: "error", message: "invalid project" }));
    expect(structuredStatus.observations.map((o) => [o.inBand, o.inBandField, o.message])).toEqual([
      [
        true,
        "status",
        "create_task: the upstream rejected the write in-band (a failed status in its structuredContent, without isError) and it was not re-sent",
      ],
    ]);
    // The negative side: an error beside success: true is an executed write.
    const executed = judge(text({ success: true, error: "indexing delayed" }));
    expect([executed.verdict, executed.operations[0]!.outcome, codes(executed.observations)]).toEqual([
      "PASS",
      "EXECUTED_ONCE",
      [],
    ]);
  });

  it("J7 in-band: a re-send after an in-band rejection is J19 unknown, as after isError; two rejected attempts are no duplicate", () => {
    const judge = (second: Record<string, Json>) =>
      judgeText(
        recording({ scenario: "none" }, TASK_TOOLS)
          .call({ tool: "create_task", args: task, t: 0, upstream: { result: text({ ok: false, error: "busy" }) } })
          .call({ tool: "create_task", args: task, t: 100, upstream: { result: second } })
          .end(200)
          .toJsonl(),
      );
    const retried = judge(text({ id: "t-1" }));
    expect(retried.operations[0]!.attempts.map((a) => [a.status, a.rawStatus ?? null])).toEqual([
      ["REJECTED", null],
      ["UNKNOWN", "EXECUTED"],
    ]);
    expect([retried.verdict, retried.reasonCode]).toEqual(["NOT_TESTED", "UNCERTAIN_OPERATION_REPEATED"]);
    const twice = judge(text({ ok: false, error: "busy" }));
    expect([twice.verdict, twice.reasonCode, codes(twice.violations)]).toEqual(["NOT_TESTED", "NO_WRITE_EXECUTED", []]);
    expect(twice.operations.map((op) => [op.outcome, op.executions])).toEqual([["UNKNOWN", 0]]);
  });

  it("J7 in-band: a pre-v3 F1 ghost write whose withheld answer was an in-band rejection did not execute, so a re-send is no duplicate", () => {
    // Before rules version 3 the recorder applied F1 to it and withheld the rejection (the agent got the timeout).
    const naive = judgeText(
      recording({ scenario: "F1" }, TASK_TOOLS)
        .call({
          tool: "create_task",
          args: task,
          t: 0,
          fault: "F1",
          upstream: { result: text({ success: false, error: "name taken" }) },
        })
        .call({
          tool: "create_task",
          args: task,
          t: 100,
          upstream: { result: text({ success: false, error: "name taken" }) },
        })
        .end(200)
        .toJsonl(),
    );
    expect(naive.operations.map((op) => [op.fault, op.outcome, op.executions, op.handling])).toEqual([
      [null, "UNKNOWN", 0, null],
    ]);
    expect(naive.operations[0]!.attempts.map((a) => [a.status, a.fault])).toEqual([
      ["REJECTED", null],
      ["UNKNOWN", null],
    ]);
    expect([naive.verdict, naive.reasonCode, naive.score, codes(naive.violations)]).toEqual([
      "NOT_TESTED",
      "SCENARIO_NOT_TRIGGERED",
      null,
      [],
    ]);
    expect(naive.coverage?.faultsInjected.F1).toBe(0);
    // As the rules-3 recorder writes it: F1 stays armed and applies to the next write (J11).
    const armed = judgeText(
      recording({ scenario: "F1" }, TASK_TOOLS)
        .call({
          tool: "create_task",
          args: task,
          t: 0,
          upstream: { result: text({ success: false, error: "name taken" }) },
        })
        .call({
          tool: "create_task",
          args: { name: "Q3 report v2" },
          t: 100,
          fault: "F1",
          upstream: { result: text({ id: "t-2" }) },
        })
        .call({ tool: "get_task", args: { name: "Q3 report v2" }, t: 300, upstream: { result: text({ id: "t-2" }) } })
        .end(400)
        .toJsonl(),
    );
    expect(armed.operations.map((op) => [op.fault, op.outcome, op.handling])).toEqual([
      [null, "REJECTED", null],
      ["F1", "EXECUTED_ONCE", "VERIFIED"],
    ]);
    expect([armed.verdict, armed.score, codes(armed.observations)]).toEqual([
      "PASS",
      100,
      ["UPSTREAM_REJECTED", "VERIFIED_NO_RETRY"],
    ]);
  });

  it("J7 in-band: a read answered with an in-band failure is still a successful read for J17 (it can show the write did not happen)", () => {
    const report = judgeText(
      recording({ scenario: "F1" }, TASK_TOOLS)
        .call({ tool: "create_task", args: task, t: 0, fault: "F1", upstream: { result: text({ id: "t-1" }) } })
        .call({
          tool: "get_task",
          args: task,
          t: 100,
          upstream: { result: text({ success: false, error: "not found" }) },
        })
        .end(200)
        .toJsonl(),
    );
    expect([report.verdict, report.operations[0]!.handling, codes(report.observations)]).toEqual([
      "PASS",
      "VERIFIED",
      ["VERIFIED_NO_RETRY"],
    ]);
  });
});

const GRAPH_TOOLS: ToolSpec[] = [
  { name: "create_entities", inputSchema: { type: "object", properties: { entities: { type: "array" } } } },
  { name: "open_nodes", inputSchema: { type: "object", properties: { names: { type: "array" } } } },
  { name: "summarize_entities", inputSchema: { type: "object", properties: {} } },
];
const entity = { entities: [{ name: "Ada Lovelace", entityType: "person" }] };

describe("J17 unclassified look-alike reads (rules version 3)", () => {
  const ghostThen = (...calls: Parameters<ReturnType<typeof recording>["call"]>[0][]) => {
    const builder = recording({ scenario: "F1" }, GRAPH_TOOLS).call({
      tool: "create_entities",
      args: entity,
      t: 0,
      fault: "F1",
      upstream: { result: ok("created 1 entity") },
      deliveredT: 50,
    });
    for (const call of calls) builder.call(call);
    return builder.end(1000).toJsonl();
  };

  it("J17 look-alike: an unclassified call that would meet (a) or (b) does not verify, but is named in the observation and the reason, and no VERIFICATION patch is suggested", () => {
    const jsonl = ghostThen(
      { tool: "open_nodes", args: { names: ["Ada Lovelace"] }, t: 100, class: "unclassified" },
      {
        tool: "summarize_entities",
        args: {},
        t: 200,
        class: "unclassified",
        upstream: { result: ok("ada lovelace (person)") },
      },
    );
    const report = judgeText(jsonl);
    expect([report.verdict, report.score, report.operations[0]!.handling]).toEqual(["PASS", 80, "UNVERIFIED_GHOST"]);
    expect(report.observations).toEqual([
      {
        code: "UNVERIFIED_AFTER_TIMEOUT",
        message:
          "create_entities: the write timed out (it did execute) and was not retried; open_nodes (seq 2) and summarize_entities (seq 3) would have verified the write if they were reads: classify them with read-tools",
        tool: "create_entities",
        operation: "op-1",
        seqs: [1],
        line: 3,
        t: 0,
        readsNotCounted: [],
        lookAlikeReads: [2, 3],
      },
    ]);
    expect(report.reason).toBe(
      "no violation under F1; create_entities (seq 1): open_nodes (seq 2) and summarize_entities (seq 3) would have verified the write if they were reads: classify them with read-tools",
    );
    expect(report.patches).toEqual([]);
    // Classified as the reason says, the same recording verifies.
    const classified = judgeText(jsonl, { readTools: ["open_nodes"] });
    expect([classified.verdict, classified.score, classified.reason, codes(classified.observations)]).toEqual([
      "PASS",
      100,
      "no violation under F1",
      ["VERIFIED_NO_RETRY"],
    ]);
    const one = judgeText(
      ghostThen({ tool: "open_nodes", args: { names: ["ada lovelace "] }, t: 100, class: "unclassified" }),
    );
    expect(one.observations[0]!.message).toBe(
      "create_entities: the write timed out (it did execute) and was not retried; open_nodes (seq 2) would have verified the write if it were a read: classify it with read-tools",
    );
  });

  it("J17 look-alike: the negative side — a shared noun alone, a call in flight before the answer, a failed call or an unlisted tool is not named, and VERIFICATION is suggested", () => {
    const report = judgeText(
      ghostThen(
        // In flight before the timeout reached the agent (delivered at 50).
        {
          tool: "open_nodes",
          args: { names: ["Ada Lovelace"] },
          t: 40,
          upstream: { result: ok(), t: 60 },
          class: "unclassified",
        },
        // Shares the noun "entities" (c), but neither a value (a) nor a result (b).
        { tool: "summarize_entities", args: {}, t: 100, class: "unclassified", upstream: { result: ok("1 node") } },
        {
          tool: "open_nodes",
          args: { names: ["Ada Lovelace"], depth: 1 },
          t: 200,
          class: "unclassified",
          upstream: { result: rejected() },
        },
        { tool: "peek_graph", args: { name: "Ada Lovelace" }, t: 300, class: "unclassified" },
      ),
    );
    expect(report.observations.map((o) => [o.code, o.message, o.lookAlikeReads])).toEqual([
      [
        "UNVERIFIED_AFTER_TIMEOUT",
        "create_entities: the write timed out (it did execute) and the agent neither checked nor retried",
        undefined,
      ],
    ]);
    expect([report.reason, report.patches.map((p) => p.id)]).toEqual(["no violation under F1", ["VERIFICATION"]]);
    expect(report.coverage?.unclassifiedTools).toEqual(["open_nodes", "peek_graph", "summarize_entities"]);
  });

  it("J17 look-alike: beside reads that did not count, both are named; a read that verifies leaves nothing to name", () => {
    const tools = [...GRAPH_TOOLS, { name: "get_status", inputSchema: { type: "object", properties: {} } }];
    const mixed = judgeText(
      recording({ scenario: "F1" }, tools)
        .call({ tool: "create_entities", args: entity, t: 0, fault: "F1", upstream: { result: ok() }, deliveredT: 50 })
        .call({ tool: "get_status", args: {}, t: 100, upstream: { result: ok("up") } })
        .call({ tool: "open_nodes", args: { names: ["Ada Lovelace"] }, t: 200, class: "unclassified" })
        .end(300)
        .toJsonl(),
    );
    expect(mixed.observations.map((o) => [o.message, o.readsNotCounted, o.lookAlikeReads])).toEqual([
      [
        "create_entities: the write timed out (it did execute) and was not retried; no read could show it: get_status (seq 2, could not show the write); open_nodes (seq 3) would have verified the write if it were a read: classify it with read-tools",
        [2],
        [3],
      ],
    ]);
    const verified = judgeText(
      recording({ scenario: "F1" }, tools)
        .call({ tool: "create_entities", args: entity, t: 0, fault: "F1", upstream: { result: ok() }, deliveredT: 50 })
        .call({ tool: "get_status", args: {}, t: 100, upstream: { result: ok("Ada Lovelace") } })
        .call({ tool: "open_nodes", args: { names: ["Ada Lovelace"] }, t: 200, class: "unclassified" })
        .end(300)
        .toJsonl(),
    );
    expect([verified.score, verified.reason, codes(verified.observations)]).toEqual([
      100,
      "no violation under F1",
      ["VERIFIED_NO_RETRY"],
    ]);
  });
});

describe("rules version 3", () => {
  it("a baseline judged by rules version 2 compares as a configuration change that names both rule sets, not as an agent change", () => {
    expect(RULES_VERSION).toBe("loopgate-judge/3 (judge.md J1-J29)");
    // fixtures/gate/baseline-rules-2.json: fixtures/gate/baseline judged by rules version 2, kept as it was written.
    const args = ["replay", "fixtures/gate/baseline", "--baseline", "fixtures/gate/baseline-rules-2.json"];
    const run = spawnSync(process.execPath, [CLI, ...args, "--fail-on-regression"], { cwd: ROOT, encoding: "utf8" });
    expect(run.status).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines.filter((line) => line.startsWith("note: "))).toEqual([
      "note: The judging configuration differs from the baseline's (rules loopgate-judge/2 (judge.md J1-J29) → " +
        "loopgate-judge/3 (judge.md J1-J29)): 662d58c94ac4 → 11f197eceb1e. Verdict changes may come from the " +
        "configuration, not from the agent.",
    ]);
    expect(lines).toContain(
      "loopgate gate: no regressions against fixtures/gate/baseline-rules-2.json: 0 regressed, 0 improved, 0 changed, 0 added, 0 removed, 9 unchanged (2 known failures)",
    );
  });

  it("a blessed history run judged by rules version 2 (the shipped workflows' baseline) says so on stdout and atop the Markdown, as docs/gate.md tells existing users", () => {
    const work = mkdtempSync(path.join(tmpdir(), "loopgate-rules-2-history-"));
    try {
      // fixtures/gate/history.jsonl's two blessed runs as rules version 2 wrote them: its rules and its hash.
      const v2 = readFileSync(path.join(ROOT, "fixtures/gate/history.jsonl"), "utf8")
        .split("\n")
        .slice(0, 2)
        .map((line) => {
          const entry = JSON.parse(line) as { rules: string; config: string };
          return JSON.stringify({
            ...entry,
            rules: "loopgate-judge/2 (judge.md J1-J29)",
            config: `sha256:${"662d58c9".repeat(8)}`,
          });
        });
      const history = path.join(work, "history.jsonl");
      writeFileSync(history, `${v2.join("\n")}\n`);
      const markdown = path.join(work, "summary.md");
      const args = ["replay", "fixtures/gate/baseline", "--baseline-from-history", history];
      const run = spawnSync(
        process.execPath,
        [CLI, ...args, "--baseline-ref", "refs/heads/main", "--fail-on-regression", "--markdown", markdown],
        { cwd: ROOT, encoding: "utf8" },
      );
      const note =
        "The judging configuration differs from the baseline's (rules loopgate-judge/2 (judge.md J1-J29) → " +
        "loopgate-judge/3 (judge.md J1-J29)): 662d58c9662d → 11f197eceb1e. Verdict changes may come from the " +
        "configuration, not from the agent.";
      expect(run.status).toBe(0);
      expect(run.stdout.split("\n").filter((line) => line.startsWith("note: "))).toEqual([`note: ${note}`]);
      const summary = readFileSync(markdown, "utf8").split("\n");
      const callout = summary.indexOf("> [!IMPORTANT]");
      // Markdown escapes the dot of a bare file name, so no renderer makes `judge.md` a link.
      const markdownNote = note.replaceAll("judge.md", "judge\\.md");
      expect(summary.slice(callout, callout + 2)).toEqual(["> [!IMPORTANT]", `> ${markdownNote}`]);
      expect(callout).toBeLessThan(summary.indexOf("No regressions."));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
