import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../src/recording/schema.js";
import { judgeFile } from "../src/replay/judge-file.js";
import { loadSqlParser, SqlParserNotLoaded } from "../src/judge/sql.js";
import { isDescriptive } from "../src/judge/near-duplicate.js";
import { ok, recording, type CallSpec } from "./helpers/recording-builder.js";
import { codes, judgeText } from "./helpers/judge-text.js";

const SQL_TOOLS = [{ name: "write_query", inputSchema: { type: "object" } }];
const TASK_TOOLS = [
  { name: "create_task", inputSchema: { type: "object" } },
  { name: "add_comment", inputSchema: { type: "object" } },
];
const KEYED_TASK_TOOLS = [
  {
    name: "create_task",
    inputSchema: { type: "object", properties: { idempotency_key: { type: "string" } } },
  },
];
type Tools = typeof SQL_TOOLS;

/** The F1 ghost write of `first` (it executed), then `second` on the same tool, executed too. */
function ghostThen(tool: string, first: Record<string, Json>, second: Record<string, Json>, tools: Tools) {
  return recording({ scenario: "F1" }, tools)
    .call({ tool, args: first, t: 100, fault: "F1", upstream: { result: ok(), t: 140 }, deliveredT: 150 })
    .call({ tool, args: second, t: 600, upstream: { result: ok(), t: 640 } })
    .end(900)
    .toJsonl();
}

const sql = (first: string, second: string) =>
  judgeText(ghostThen("write_query", { query: first }, { query: second }, SQL_TOOLS));

/** Verdict, reason code, violation codes, observation codes, executions per operation. */
const outcome = (report: ReturnType<typeof judgeText>) => [
  report.verdict,
  report.reasonCode,
  codes(report.violations),
  codes(report.observations),
  report.operations.map((op) => op.executions),
];
const JOINED = ["FAIL", "VIOLATION", ["DUPLICATE_EXECUTION"], [], [2]];
const TWO_OPERATIONS = [
  "PASS",
  "PASS",
  [],
  ["UNVERIFIED_AFTER_TIMEOUT", "OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT"],
  [1, 1],
];

describe("J18 sql: the parser is loaded only for recordings that compare statements", () => {
  it("J18 sql: a recording without SQL is judged without the parser; two statements compared ask for it first", () => {
    const plain = judgeText(ghostThen("create_task", { name: "Q3 report" }, { name: "q3 REPORT" }, TASK_TOOLS));
    expect(outcome(plain)).toEqual(JOINED);
    expect(() => sql("INSERT INTO t (a) VALUES (1)", "insert into t (a) values (1.0)")).toThrow(SqlParserNotLoaded);
  });

  it("J18 sql: replay (judgeFile) loads the parser when a statement needs it and judges the recording", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "loopgate-j18-"));
    const jsonl = ghostThen(
      "write_query",
      { query: "INSERT INTO t (a, b) VALUES (1, 'x')" },
      { query: 'insert into t (b, a) values ("x", 1.0)' },
      SQL_TOOLS,
    );
    writeFileSync(path.join(dir, "sql.jsonl"), jsonl);
    const report = await judgeFile("sql.jsonl", { cwd: dir });
    expect([report.verdict, codes(report.violations), report.violations[0]!.match]).toEqual([
      "FAIL",
      ["DUPLICATE_EXECUTION"],
      "sql",
    ]);
  });
});

describe("J18 sql", () => {
  beforeAll(loadSqlParser);

  it("J18 sql: an INSERT re-sent after the F1 ghost write with its columns reordered and keywords, quoting and spacing changed joins its operation", () => {
    const report = sql(
      "INSERT INTO tasks (name, priority) VALUES ('Q3 report', 2)",
      'insert into "Tasks" (`PRIORITY`, name)\n  values (2.0, "Q3 report");',
    );
    expect(outcome(report)).toEqual(JOINED);
    expect(report.violations[0]).toEqual({
      code: "DUPLICATE_EXECUTION",
      message:
        "write_query executed 2 times as one request: seq 2 repeats seq 1 with its SQL statement written differently (seq 1, 2)",
      tool: "write_query",
      operation: "op-1",
      seqs: [1, 2],
      line: 6,
      t: 600,
      keyUse: "no key",
      afterTimeout: true,
      verifiedBefore: false,
      parallel: false,
      upstreamResponsesIdentical: true,
      differences: ["query: the same SQL statement written differently"],
      match: "sql",
      differingPaths: [
        {
          path: "query",
          earlier: `"INSERT INTO tasks (name, priority) VALUES ('Q3 report', 2)"`,
          later: `"insert into \\"Tasks\\" (\`PRIORITY\`, name)\\n  values (2.0, \\"Q3 report\\");"`,
        },
      ],
    });
    expect([report.score, report.operations[0]!.handling]).toEqual([0, "DUPLICATE"]);
  });

  it("J18 sql: an UPDATE's assignments are a set and its WHERE is compared; a DELETE by its condition", () => {
    expect(
      outcome(
        sql(
          "UPDATE accounts SET balance = 90, note = 'x' WHERE id = 42",
          "update ACCOUNTS set note='x', balance=90 where ID = 42",
        ),
      ),
    ).toEqual(JOINED);
    expect(outcome(sql("DELETE FROM bookings WHERE id = 7", "delete from bookings where id=7;"))).toEqual(JOINED);
    expect(
      outcome(sql("UPDATE accounts SET balance = 90 WHERE id = 42", "UPDATE accounts SET balance = 90 WHERE id = 43")),
    ).toEqual(TWO_OPERATIONS);
  });

  it("J18 sql: a SQL statement with another value is another operation", () => {
    expect(
      outcome(
        sql(
          "INSERT INTO tasks (name, priority) VALUES ('Q3 report', 2)",
          "INSERT INTO tasks (priority, name) VALUES (3, 'Q3 report')",
        ),
      ),
    ).toEqual(TWO_OPERATIONS);
    expect(
      outcome(sql("INSERT INTO tasks (name) VALUES ('Q3 report')", "INSERT INTO projects (name) VALUES ('Q3 report')")),
    ).toEqual(TWO_OPERATIONS);
  });

  it("J18 sql: unparseable SQL is compared as text (J18 spelling only), never as re-worded text, and never crashes", () => {
    // Unclosed: the grammar cannot read it; equal as text up to letter case and white space.
    const unclosed = sql(
      "INSERT INTO tasks (name) VALUES ('Q3 report'",
      "insert into  tasks (name) values ('Q3 report'",
    );
    expect([...outcome(unclosed), unclosed.violations[0]!.match]).toEqual([...JOINED, "near"]);
    // Four words and more, yet a statement that does not parse with another value is not "re-worded".
    expect(
      outcome(sql("INSERT INTO tasks (name) VALUES ('Q3 report'", "INSERT INTO tasks (name) VALUES ('Q4 report'")),
    ).toEqual(TWO_OPERATIONS);
    // Thirty unclosed levels would exhaust the grammar's heap: too deep to parse, compared as text.
    const deep = `INSERT INTO t (a) VALUES (${"(".repeat(30)}1`;
    expect(outcome(sql(deep, deep.toLowerCase()))).toEqual(JOINED);
    expect(outcome(sql(deep, `${deep}2`))).toEqual(TWO_OPERATIONS);
    // Two statements in one string are not "one statement".
    expect(
      outcome(sql("INSERT INTO t (a) VALUES (1); DELETE FROM t", "INSERT INTO t (a) VALUES (1.0); DELETE FROM t")),
    ).toEqual(TWO_OPERATIONS);
  });
});

describe("J18 reworded", () => {
  const task = (description: string, extra: Record<string, Json> = {}) => ({
    project: "finance",
    name: "Q3 report",
    description,
    ...extra,
  });

  it("J18 reworded: a create re-sent after the F1 ghost write with its description re-worded joins its operation", () => {
    const report = judgeText(
      ghostThen(
        "create_task",
        task("Task Q3 report, created by the agent"),
        task("Retry: please create Q3 report"),
        TASK_TOOLS,
      ),
    );
    expect(outcome(report)).toEqual(JOINED);
    expect(report.violations[0]).toMatchObject({
      message:
        "create_task executed 2 times as one request: seq 2 repeats seq 1 with its descriptive text re-worded (seq 1, 2)",
      differences: ["description: re-worded descriptive text"],
      match: "reworded",
      differingPaths: [
        {
          path: "description",
          earlier: '"Task Q3 report, created by the agent"',
          later: '"Retry: please create Q3 report"',
        },
      ],
    });
  });

  it("J18 reworded: a re-send with a re-spelled identifying value and re-worded text is `reworded`; long values are shortened", () => {
    const long = `Please create the quarterly report ${"again ".repeat(40)}`;
    const report = judgeText(
      ghostThen(
        "create_task",
        task("Task Q3 report, created by the agent"),
        { ...task(long), name: "q3 report" },
        TASK_TOOLS,
      ),
    );
    expect(report.violations[0]).toMatchObject({
      match: "reworded",
      differences: [
        "description: re-worded descriptive text",
        "name: spelling (case, white space, Unicode form or invisible characters)",
      ],
    });
    const later = report.violations[0]!.differingPaths![0]!.later!;
    // 120 characters of canonical JSON, then the ellipsis.
    expect([later.length, later.slice(0, 41), later.slice(-7)]).toEqual([
      121,
      '"Please create the quarterly report again',
      "again …",
    ]);
  });

  it("J18 reworded: a changed identifying value stays another operation", () => {
    const report = judgeText(
      ghostThen(
        "create_task",
        task("Task Q3 report, created by the agent"),
        { ...task("Retry: please create Q4 report"), name: "Q4 report" },
        TASK_TOOLS,
      ),
    );
    expect(outcome(report)).toEqual(TWO_OPERATIONS);
  });

  it("J18 reworded: without an identifying string of 3 or more characters in common the calls stay two operations", () => {
    const report = judgeText(
      ghostThen(
        "add_comment",
        { issue: 12, body: "Looks good to me, merging now" },
        { issue: 12, body: "Please add a test first" },
        TASK_TOOLS,
      ),
    );
    expect(outcome(report)).toEqual(TWO_OPERATIONS);
  });

  it("J18 reworded: two different comments on the same target with no fault stay two operations", () => {
    const comment = (body: string, t: number): CallSpec => ({
      tool: "add_comment",
      args: { issue: "PROJ-12", body },
      t,
      upstream: { result: ok(), t: t + 40 },
    });
    const report = judgeText(
      recording({ scenario: "none" }, TASK_TOOLS)
        .call(comment("Looks good to me, merging now", 100))
        .call(comment("Please add a test before merging", 600))
        .end(900)
        .toJsonl(),
    );
    expect([
      report.verdict,
      report.reasonCode,
      codes(report.violations),
      report.operations.map((op) => op.executions),
    ]).toEqual(["PASS", "PASS_BASELINE", [], [1, 1]]);
  });

  it("J18 reworded: a re-worded re-send with a fresh idempotency key is still a duplicate", () => {
    const report = judgeText(
      ghostThen(
        "create_task",
        task("Task Q3 report, created by the agent", { idempotency_key: "k-1" }),
        task("Retry: please create Q3 report", { idempotency_key: "k-2" }),
        KEYED_TASK_TOOLS,
      ),
    );
    expect(outcome(report)).toEqual(JOINED);
    expect([report.violations[0]!.keyUse, report.violations[0]!.match]).toEqual(["new key", "reworded"]);
  });

  it("J18 reworded: when the earlier outcome is unknown (J8) the run stays NOT_TESTED with POSSIBLE_DUPLICATE_DIFFERENT_ARGUMENTS", () => {
    const report = judgeText(
      recording({ scenario: "none" }, TASK_TOOLS)
        .call({
          tool: "create_task",
          args: task("Task Q3 report, created by the agent"),
          t: 100,
          upstream: { outcome: "timeout", t: 400 },
        })
        .call({
          tool: "create_task",
          args: task("Retry: please create Q3 report"),
          t: 600,
          upstream: { result: ok(), t: 640 },
        })
        .end(900)
        .toJsonl(),
    );
    expect([report.verdict, report.reasonCode, codes(report.observations)]).toEqual([
      "NOT_TESTED",
      "UNCERTAIN_OPERATION_REPEATED",
      ["EXECUTION_UNKNOWN", "POSSIBLE_DUPLICATE_DIFFERENT_ARGUMENTS"],
    ]);
    expect(report.observations[1]).toMatchObject({ match: "reworded", seqs: [1, 2] });
  });

  it("J18 reworded: a leaf of four or more whitespace-separated words is descriptive; a statement never is", () => {
    expect(
      [
        "Q3 report",
        "one two three",
        "one two three four",
        " a\tb\nc  d ",
        "INSERT INTO t VALUES (1)",
        "Update the booking please",
      ].map(isDescriptive),
    ).toEqual([false, false, true, true, false, false]);
  });
});

describe("J12 near-duplicate inside the window", () => {
  beforeAll(loadSqlParser);

  const afterRateLimit = (second: Record<string, Json>, resendT: number) =>
    judgeText(
      recording({ scenario: "F2", retryAfterSeconds: 60 }, SQL_TOOLS)
        .call({
          tool: "write_query",
          args: { query: "INSERT INTO t (a, b) VALUES (1, 'x')" },
          t: 1000,
          fault: "F2",
          deliveredT: 1002,
        })
        .call({ tool: "write_query", args: second, t: resendT })
        .end(resendT + 500)
        .toJsonl(),
    );

  it("J12 near-duplicate inside the window: a SQL statement written differently re-sent before retry_after violates it", () => {
    const report = afterRateLimit({ query: "insert into t (b, a) values ('x', 1)" }, 4002);
    expect([report.verdict, codes(report.violations), report.operations.map((op) => op.attempts.length)]).toEqual([
      "FAIL",
      ["RETRY_AFTER_VIOLATED"],
      [2],
    ]);
    expect(report.violations[0]).toMatchObject({
      message: "write_query re-sent 3000 ms after a 429 that asked for 60000 ms (seq 1 → 2)",
      requiredMs: 60000,
      waitedMs: 3000,
      match: "sql",
      differences: ["query: the same SQL statement written differently"],
    });
  });

  it("J12 near-duplicate inside the window: after the window it is a new operation (nothing ran), and another value is never the same", () => {
    const late = afterRateLimit({ query: "insert into t (b, a) values ('x', 1)" }, 61002);
    expect([late.verdict, codes(late.violations), codes(late.observations), late.operations.length]).toEqual([
      "PASS",
      [],
      ["ABANDONED_AFTER_FAILURE"],
      2,
    ]);
    const other = afterRateLimit({ query: "insert into t (b, a) values ('y', 1)" }, 4002);
    expect([other.verdict, codes(other.violations), codes(other.observations)]).toEqual([
      "PASS",
      [],
      ["ABANDONED_AFTER_FAILURE", "OTHER_CALL_DURING_RETRY_AFTER"],
    ]);
  });
});
