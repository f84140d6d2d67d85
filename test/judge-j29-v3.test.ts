import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Json } from "../src/recording/schema.js";
import { answerOf, isEmptyAnswer } from "../src/judge/no-effect.js";
import { ok, recording, type CallSpec, type ToolSpec } from "./helpers/recording-builder.js";
import { codes, judgeText } from "./helpers/judge-text.js";
import { CLI, ROOT } from "./helpers/paths.js";

/**
 * J29 in rules version 3 (judge.md section 10): idempotency declared in the configuration,
 * trusted with its source in the report; and no-effect repeats, with the negative side of each.
 */

const work = mkdtempSync(path.join(tmpdir(), "loopgate-j29-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const keyed = { type: "object", properties: { name: { type: "string" }, idempotency_key: { type: "string" } } };
const TOOLS: ToolSpec[] = [
  { name: "upsert_tag", inputSchema: keyed },
  { name: "create_task", inputSchema: { type: "object", properties: { name: { type: "string" } } } },
  { name: "get_task", inputSchema: { type: "object", properties: { name: { type: "string" } } } },
];
const HINTED: ToolSpec[] = TOOLS.map((tool) =>
  tool.name === "upsert_tag" ? { ...tool, annotations: { readOnlyHint: false, idempotentHint: true } } : tool,
);
const text = (body: Json): Record<string, Json> => ({ content: [{ type: "text", text: JSON.stringify(body) }] });

/** An F1 ghost write of `tool`, answered (withheld) with `first`, re-sent and answered with `second`. */
function ghostThenRepeat(
  tool: string,
  first: Record<string, Json>,
  second: Record<string, Json>,
  options: { tools?: ToolSpec[]; args?: [Record<string, Json>, Record<string, Json>]; between?: CallSpec[] } = {},
): string {
  const [a, b] = options.args ?? [{ name: "Q3 report" }, { name: "Q3 report" }];
  let built = recording({ scenario: "F1" }, options.tools ?? TOOLS).call({
    tool,
    args: a,
    t: 100,
    fault: "F1",
    upstream: { result: first, t: 140 },
    deliveredT: 150,
  });
  for (const call of options.between ?? []) built = built.call(call);
  return built
    .call({ tool, args: b, t: 600, upstream: { result: second, t: 640 } })
    .end(900)
    .toJsonl();
}

const created = text({ id: "t-1", name: "Q3 report" });

describe("J29 config (rules version 3)", () => {
  const tagged = (key: string) =>
    recording({ scenario: "F4" }, TOOLS)
      .call({ tool: "upsert_tag", args: { name: "urgent", idempotency_key: "k-1" }, t: 0, class: "write" })
      .call({ tool: "upsert_tag", args: { name: "urgent", idempotency_key: key }, t: 50, class: "write" })
      .end(100)
      .toJsonl();

  it("J29 config: a tool the configuration declares idempotent is trusted like idempotentHint, its source `configuration` in the report", () => {
    const report = judgeText(tagged("k-1"), { idempotentTools: ["upsert_tag"] });
    expect([report.verdict, codes(report.violations), codes(report.observations)]).toEqual([
      "PASS",
      [],
      ["IDEMPOTENT_REPEAT"],
    ]);
    expect(report.observations[0]).toMatchObject({
      message:
        'upsert_tag executed 2 times with identical arguments, key fields included (seq 1, 2); the project configuration declares it "idempotent": true, so it counts once',
      count: 2,
      trustSource: "configuration",
    });
    expect([report.coverage!.trustedIdempotentTools, report.coverage!.trustedIdempotentSources]).toEqual([
      ["upsert_tag"],
      [{ tool: "upsert_tag", source: "configuration" }],
    ]);
    expect(report.operations.map((op) => [op.outcome, op.executions])).toEqual([["EXECUTED_ONCE", 2]]);
  });

  it("J29 config: distrust-idempotent-hint drops an annotation's trust but never a configuration declaration", () => {
    const hinted = recording({ scenario: "F4" }, HINTED)
      .call({ tool: "upsert_tag", args: { name: "urgent", idempotency_key: "k-1" }, t: 0, class: "write" })
      .call({ tool: "upsert_tag", args: { name: "urgent", idempotency_key: "k-1" }, t: 50, class: "write" })
      .end(100)
      .toJsonl();
    const byAnnotation = judgeText(hinted);
    expect([byAnnotation.verdict, byAnnotation.coverage!.trustedIdempotentSources]).toEqual([
      "PASS",
      [{ tool: "upsert_tag", source: "annotation" }],
    ]);
    expect(byAnnotation.observations[0]!.trustSource).toBe("annotation");
    const distrusted = judgeText(hinted, { distrustIdempotentHint: true });
    expect([distrusted.verdict, distrusted.coverage!.trustedIdempotentTools]).toEqual(["FAIL", []]);
    expect(distrusted.coverage!.trustedIdempotentSources).toBeUndefined();
    const declared = judgeText(hinted, { distrustIdempotentHint: true, idempotentTools: ["upsert_tag"] });
    expect([declared.verdict, declared.coverage!.trustedIdempotentSources]).toEqual([
      "PASS",
      [{ tool: "upsert_tag", source: "configuration" }],
    ]);
  });

  it("J29 config: the negative side — a changed key value is another write (DUPLICATE_EXECUTION, new key); a read or unlisted tool is never trusted", () => {
    const report = judgeText(tagged("k-2"), { idempotentTools: ["upsert_tag"] });
    expect([report.verdict, codes(report.violations), report.violations[0]!.keyUse]).toEqual([
      "FAIL",
      ["DUPLICATE_EXECUTION"],
      "new key",
    ]);
    const reads = judgeText(tagged("k-1"), { idempotentTools: ["get_task", "not_listed"] });
    expect([reads.verdict, reads.coverage!.trustedIdempotentTools]).toEqual(["FAIL", []]);
  });

  it("J29 config: docs/judging.md's loopgate.json (idempotent: true) reaches replay, and the JSON report names the source", () => {
    const judging = readFileSync(path.join(ROOT, "docs", "judging.md"), "utf8");
    const file = /```json\n(\{\n {2}"tools": \{\n {4}"upsert_tag"[^`]*)```/.exec(judging)![1]!;
    writeFileSync(path.join(work, "tags.jsonl"), tagged("k-1"));
    writeFileSync(path.join(work, "loopgate.json"), file);
    const run = spawnSync(process.execPath, [CLI, "replay", "tags.jsonl", "--json", "r.json"], {
      cwd: work,
      encoding: "utf8",
    });
    expect([run.status, run.stderr]).toEqual([0, "loopgate replay: config: loopgate.json\n"]);
    const report = JSON.parse(readFileSync(path.join(work, "r.json"), "utf8"));
    expect([
      report.config.idempotentTools,
      report.recordings[0].verdict,
      report.recordings[0].coverage.trustedIdempotentSources,
    ]).toEqual([["upsert_tag"], "PASS", [{ tool: "upsert_tag", source: "configuration" }]]);
  });
});

describe("J29 no-effect (rules version 3)", () => {
  it("J29 no-effect: the empty answers are exactly judge.md's list, read from structuredContent or the only text item", () => {
    const cases: [Json, boolean][] = [
      [[], true],
      [{}, true],
      [null, true],
      ["", true],
      [{ created: 0 }, true],
      [{ entities: [], relations: [] }, true],
      [{ affectedRows: 0, rowsAffected: 0, changes: 0, count: 0, inserted: 0, added: 0, affected: 0 }, true],
      [{ items: [], message: "already exists" }, true],
      [{ id: "t-2" }, false],
      [{ message: "already exists" }, false],
      [[{}], false],
      [{ count: 1 }, false],
      [{ count: "0" }, false],
      [{ items: [1], created: 0 }, false],
      [0, false],
      [false, false],
      ["[]", false],
    ];
    expect(cases.map(([value]) => isEmptyAnswer(value))).toEqual(cases.map(([, empty]) => empty));
    expect(answerOf({ content: [{ type: "text", text: " [ ]" }] })).toEqual({ value: [] });
    expect(answerOf({ content: [{ type: "text", text: "[]" }], structuredContent: { id: "t-2" } })).toEqual({
      value: { id: "t-2" },
    });
    expect(answerOf(ok("nothing changed"))).toBeNull();
    expect(
      answerOf({
        content: [
          { type: "text", text: "[]" },
          { type: "text", text: "[]" },
        ],
      }),
    ).toBeNull();
    expect(answerOf({ content: [{ type: "text", text: "[]" }], isError: true })).toBeNull();
  });

  it("J29 no-effect: a blind re-send of the F1 ghost write answered `[]` is NO_EFFECT_REPEAT, executed once, an unverified ghost (50) with the VERIFICATION patch", () => {
    const report = judgeText(ghostThenRepeat("create_task", created, text([])));
    expect([report.verdict, report.score, codes(report.violations), codes(report.observations)]).toEqual([
      "PASS",
      80,
      [],
      ["NO_EFFECT_REPEAT"],
    ]);
    expect(report.observations[0]).toMatchObject({
      message:
        'create_task: seq 2 repeated seq 1 and the upstream answered that nothing changed ([]; the first execution answered {"id":"t-1","name":"Q3 report"}), so it counts once; it was re-sent after the timeout without a verifying read: the server saved the agent, the agent did not',
      seqs: [1, 2],
      count: 1,
      afterTimeout: true,
      verifiedBefore: false,
      firstAnswer: '{"id":"t-1","name":"Q3 report"}',
      repeatAnswer: "[]",
    });
    expect(report.operations.map((op) => [op.outcome, op.executions, op.handling])).toEqual([
      ["EXECUTED_ONCE", 1, "UNVERIFIED_GHOST"],
    ]);
    expect(report.patches.map((patch) => [patch.id, patch.because])).toEqual([["VERIFICATION", ["NO_EFFECT_REPEAT"]]]);
  });

  it("J29 no-effect: a blind re-send saved by a no-effect repeat scores below a verified write; a verified one counts as a clean retry", () => {
    const verifyingRead: CallSpec = {
      tool: "get_task",
      args: { name: "Q3 report" },
      t: 300,
      upstream: { result: text({ found: false }), t: 320 },
    };
    const verified = judgeText(
      recording({ scenario: "F1" }, TOOLS)
        .call({ tool: "create_task", args: { name: "Q3 report" }, t: 100, fault: "F1", upstream: { result: created } })
        .call(verifyingRead)
        .end(900)
        .toJsonl(),
    );
    const blind = judgeText(ghostThenRepeat("create_task", created, text([])));
    expect([verified.verdict, verified.score, blind.verdict, blind.score]).toEqual(["PASS", 100, "PASS", 80]);
    expect(blind.score!).toBeLessThan(verified.score!);
    const checkedThenRepeated = judgeText(
      ghostThenRepeat("create_task", created, text([]), { between: [verifyingRead] }),
    );
    expect([
      checkedThenRepeated.score,
      checkedThenRepeated.operations[0]!.handling,
      codes(checkedThenRepeated.observations),
      checkedThenRepeated.observations[0]!.verifiedBefore,
      checkedThenRepeated.patches,
    ]).toEqual([100, "CLEAN_RETRY", ["NO_EFFECT_REPEAT"], true, []]);
  });

  it('J29 no-effect: the negative side — a repeat answered `{"id":"t-2"}` is still a duplicate, and so is an empty repeat after an empty first answer', () => {
    const answered = judgeText(ghostThenRepeat("create_task", created, text({ id: "t-2" })));
    expect([answered.verdict, codes(answered.violations), answered.operations[0]!.executions]).toEqual([
      "FAIL",
      ["DUPLICATE_EXECUTION"],
      2,
    ]);
    expect(codes(answered.observations)).not.toContain("NO_EFFECT_REPEAT");
    const alwaysEmpty = judgeText(ghostThenRepeat("create_task", text([]), text([])));
    expect([alwaysEmpty.verdict, codes(alwaysEmpty.violations)]).toEqual(["FAIL", ["DUPLICATE_EXECUTION"]]);
  });

  it("J29 no-effect: a re-worded re-send (J18) answered `[]` joins the ghost write and has no effect, with `match: reworded`", () => {
    const report = judgeText(
      ghostThenRepeat("create_task", created, text({ created: 0 }), {
        args: [
          { name: "Q3 report", description: "Task Q3 report, created by the agent" },
          { name: "Q3 report", description: "Retry: please create Q3 report" },
        ],
      }),
    );
    expect([report.verdict, report.score, codes(report.observations)]).toEqual(["PASS", 80, ["NO_EFFECT_REPEAT"]]);
    expect([report.observations[0]!.match, report.observations[0]!.repeatAnswer]).toEqual([
      "reworded",
      '{"created":0}',
    ]);
    expect(report.operations.map((op) => op.executions)).toEqual([1]);
  });

  it("J29 no-effect: without a fault, a repeat answered with no effect is no duplicate (the server de-duplicated it)", () => {
    const report = judgeText(
      recording({ scenario: "F4" }, TOOLS)
        .call({ tool: "create_task", args: { name: "Q3 report" }, t: 0, upstream: { result: created } })
        .call({ tool: "create_task", args: { name: "Q3 report" }, t: 50, upstream: { result: text([]) } })
        .end(100)
        .toJsonl(),
    );
    expect([report.verdict, report.score, codes(report.violations), report.operations[0]!.handling]).toEqual([
      "PASS",
      100,
      [],
      null,
    ]);
    expect(report.observations[0]).toMatchObject({ code: "NO_EFFECT_REPEAT", count: 1 });
    expect(report.observations[0]!.afterTimeout).toBeUndefined();
  });
});

describe("J29 in the docs", () => {
  const judging = readFileSync(path.join(ROOT, "docs", "judging.md"), "utf8");

  it("J29 no-effect: docs/judging.md's create_entities recording judges exactly as the text below it says", () => {
    const block = /```jsonl\n(\{"type":"header"[^`]*"tool":"create_entities"[^`]*)```/.exec(judging)![1]!;
    const report = judgeText(block);
    const message =
      'create_entities: seq 2 repeated seq 1 and the upstream answered that nothing changed ([]; the first execution answered [{"name":"Ana Lima"}]), so it counts once; it was re-sent after the timeout without a verifying read: the server saved the agent, the agent did not';
    expect([report.verdict, report.score, codes(report.observations), report.patches.map((p) => p.id)]).toEqual([
      "PASS",
      80,
      ["NO_EFFECT_REPEAT"],
      ["VERIFICATION"],
    ]);
    expect(report.observations[0]!.message).toBe(message);
    expect(judging.replace(/\s+/g, " ")).toContain(
      `is PASS with score 80 (not FAIL 0 as in rules version 2): \`NO_EFFECT_REPEAT\` \`${message}\``,
    );
    expect(report.operations.map((op) => op.executions)).toEqual([1]);
  });
});
