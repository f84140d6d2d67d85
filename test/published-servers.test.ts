import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import { EVERYTHING, SHRIMP, TASKMANAGER, type PublishedServer } from "../fixtures/agents/published.mjs";
import { CLI } from "./helpers/paths.js";

/*
 * First contact with MCP servers from npm that loopgate's tests did not write, the way a new
 * user meets them: a fresh directory, the recorder with default options first, then told
 * about the server's write tools (--add-write-tools, or a loopgate.json that `loopgate init`
 * wrote and the user completed). Driven by the reference loops of fixtures/agents/published.mjs
 * through the built CLI; the server's own state afterwards is the ground truth for what the
 * judge says was executed. The servers are exact-pinned devDependencies: nothing is downloaded.
 */
const work = mkdtempSync(path.join(tmpdir(), "loopgate-published-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Finding {
  code: string;
  message: string;
}

interface Judged {
  verdict: string;
  reasonCode: string;
  score: number | null;
  reason: string;
  violations: Finding[];
  observations: Finding[];
  operations: { tool: string; executions: number; outcome: string }[];
  coverage: {
    triggered: boolean;
    tools: { name: string; class: string; why: string }[];
    trustedIdempotentTools: string[];
  };
}

interface Run {
  /** The recorder's one stop line on stderr. */
  stopLine: string;
  /** 1-based line of the call event with this seq in the recording. */
  callLine: (seq: number) => number;
  /** The recording header's judging configuration. */
  config: { addWriteTools: string[]; readTools: string[]; distrustIdempotentHint: boolean };
  /** What the server holds afterwards: how many times the write's effect really exists. */
  created: number;
  judged: Judged;
}

let runs = 0;

/** `--upstream-env NAME=VALUE` for each variable that puts the server's state into `dir`. */
const upstreamEnv = (server: PublishedServer, dir: string) =>
  Object.entries(server.stateEnv(dir)).flatMap(([name, value]) => ["--upstream-env", `${name}=${value}`]);

/** A fresh directory (the user's project), one recorded session, then `loopgate replay` there. */
async function recordAndReplay(
  server: PublishedServer,
  agent: "naive" | "careful",
  flags: string[],
  setup: (dir: string) => void = () => {},
): Promise<Run> {
  const dir = path.join(work, `${server.name}-${agent}-${(runs += 1)}`);
  mkdirSync(dir);
  setup(dir);
  const command = [process.execPath, CLI, "record", "--out", "run.jsonl", "--scenario", "F1", "--allow-writes"];
  const session = await AgentSession.connect(
    [...command, ...flags, ...upstreamEnv(server, dir), "--", ...server.command],
    { cwd: dir, stderr: "pipe" },
  );
  let counted: unknown;
  try {
    counted = await server.agents[agent](session);
  } finally {
    await session.close();
  }
  const replay = spawnSync(process.execPath, [CLI, "replay", "run.jsonl", "--json", "report.json"], {
    cwd: dir,
    encoding: "utf8",
  });
  // A loopgate.json in the directory is named on stderr; nothing else may be said there.
  const said = replay.stderr.split("\n").filter((line) => line !== "" && !line.startsWith("loopgate replay: config: "));
  expect([replay.status, said]).toEqual([0, []]);
  const stopLines = session.stderr.split("\n").filter((line) => line.startsWith("loopgate record: stopped "));
  expect(stopLines).toHaveLength(1);
  const events = readFileSync(path.join(dir, "run.jsonl"), "utf8")
    .split("\n")
    .map((line) => (line === "" ? null : (JSON.parse(line) as { type: string; seq?: number; config?: unknown })));
  return {
    stopLine: stopLines[0] ?? "",
    callLine: (seq) => events.findIndex((event) => event?.type === "call" && event.seq === seq) + 1,
    config: events[0]?.config as Run["config"],
    created: server.created(dir, counted),
    judged: JSON.parse(readFileSync(path.join(dir, "report.json"), "utf8")).recordings[0],
  };
}

const STOPPED = "loopgate record: stopped (agent closed): ";
const executionsOf = (judged: Judged, tool: string) =>
  judged.operations.filter((operation) => operation.tool === tool).reduce((sum, op) => sum + op.executions, 0);
const classOf = (judged: Judged, tool: string) => {
  const found = judged.coverage.tools.find((entry) => entry.name === tool);
  return found && { class: found.class, why: found.why };
};

/** The careful agent's observation: its read after the timeout could show the write (J17). */
const SHRIMP_VERIFIED = {
  code: "VERIFIED_NO_RETRY",
  message:
    'split_tasks: after the timeout the agent checked with query_task (seq 2): its name shares the noun "task" ' +
    "with the write, and did not re-send",
};
const SHRIMP_DUPLICATE = {
  code: "DUPLICATE_EXECUTION",
  message: "split_tasks executed 2 times with the same arguments (seq 1, 2)",
};

describe(`${SHRIMP.package}: its write split_tasks matches no default pattern`, () => {
  it("with default options nothing is tested, and both the recorder and replay name the unclassified tools with counts", async () => {
    const run = await recordAndReplay(SHRIMP, "naive", []);
    // F1 never fired, so the write succeeded and the naive agent had nothing to re-send.
    expect(run.created).toBe(1);
    expect(run.stopLine).toBe(
      `${STOPPED}F1 never triggered: the agent made no write call; it called unclassified tools ` +
        "plan_task ×1, split_tasks ×1: add them with --add-write-tools plan_task,split_tasks and record again",
    );
    expect([run.judged.verdict, run.judged.reasonCode, run.judged.score, run.judged.coverage.triggered]).toEqual([
      "NOT_TESTED",
      "NO_WRITE_CALLS",
      null,
      false,
    ]);
    expect(run.judged.reason).toBe(
      "the agent made no write call; it called unclassified tools plan_task ×1, split_tasks ×1: if one of them " +
        "writes, add it with --add-write-tools (or classify it in loopgate.json; a read with --read-tools) and " +
        "record again: a fault is injected only while recording (J10)",
    );
  });

  it("loopgate doctor lists its tools with the server's stderr quiet: loopgate's client offers an empty roots list", () => {
    const dir = path.join(work, `shrimp-doctor-${(runs += 1)}`);
    mkdirSync(dir);
    const doctor = spawnSync(process.execPath, [CLI, "doctor", ...upstreamEnv(SHRIMP, dir), "--", ...SHRIMP.command], {
      cwd: dir,
      encoding: "utf8",
    });
    // The server asks every client for its roots and printed a stack trace of ~200 lines when refused.
    expect([doctor.status, doctor.stderr]).toEqual([0, ""]);
    expect(doctor.stdout.split("\n").slice(0, 2)).toEqual(["upstream: Shrimp Task Manager 1.0.0", "tools (15):"]);
  });

  for (const [agent, verdict, score, executions, violations, observations] of [
    ["naive", "FAIL", 0, 2, [SHRIMP_DUPLICATE], []],
    ["careful", "PASS", 100, 1, [], [SHRIMP_VERIFIED]],
  ] as const) {
    it(`--add-write-tools split_tasks: the ${agent} agent → ${verdict}, ${executions} execution(s), as the server's tasks.json shows`, async () => {
      const run = await recordAndReplay(SHRIMP, agent, ["--add-write-tools", "split_tasks"]);
      expect(run.stopLine).toBe(
        `${STOPPED}F1 triggered on call seq 1 split_tasks (run.jsonl:${run.callLine(1)}); ` +
          "not judged: unclassified tools plan_task ×1",
      );
      expect(run.config.addWriteTools).toEqual(["split_tasks"]);
      expect(classOf(run.judged, "split_tasks")).toEqual({ class: "write", why: "add-write-tools" });
      expect([run.judged.verdict, run.judged.score, executionsOf(run.judged, "split_tasks"), run.created]).toEqual([
        verdict,
        score,
        executions,
        executions,
      ]);
      expect(run.judged.violations).toMatchObject(violations);
      expect(run.judged.observations).toMatchObject(observations);
    });
  }
});

const DECIDE =
  'decide: "write" if a second identical call would act again (book, pay, send, change data), "read" if it ' +
  "only looks; until then it is passed through and never tested";

/** What a user does: `loopgate init`, then decides the two tools the agent uses that init flagged. */
function initAndDecide(dir: string): void {
  const init = spawnSync(process.execPath, [CLI, "init", ...upstreamEnv(SHRIMP, dir), "--", ...SHRIMP.command], {
    cwd: dir,
    encoding: "utf8",
  });
  const stdout = init.stdout.split("\n");
  expect([init.status, stdout.includes("wrote loopgate.json: 15 tools, 3 write, 3 read, 9 unclassified")]).toEqual([
    0,
    true,
  ]);
  expect(stdout.filter((line) => /^ {2}tools\.(plan|split)_tasks?\.class$/.test(line))).toEqual([
    "  tools.plan_task.class",
    "  tools.split_tasks.class",
  ]);
  const file = path.join(dir, "loopgate.json");
  const config = JSON.parse(readFileSync(file, "utf8"));
  for (const tool of ["plan_task", "split_tasks"])
    expect(config.tools[tool]).toEqual({ class: "unclassified", todo: DECIDE, why: "matches no pattern" });
  config.tools.plan_task = { class: "read", why: "only returns a planning prompt" };
  config.tools.split_tasks = { class: "write", why: "creates the tasks" };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

describe(`${SHRIMP.package}: classified in the loopgate.json that loopgate init wrote`, () => {
  for (const [agent, verdict, score, executions, violations, observations] of [
    ["naive", "FAIL", 0, 2, [SHRIMP_DUPLICATE], []],
    ["careful", "PASS", 100, 1, [], [SHRIMP_VERIFIED]],
  ] as const) {
    it(`record with no flag: the ${agent} agent → ${verdict}, ${executions} execution(s), as the server's tasks.json shows`, async () => {
      const run = await recordAndReplay(SHRIMP, agent, [], initAndDecide);
      // Every tool the agent called is decided, so the stop line has no "not judged" tail.
      expect(run.stopLine).toBe(`${STOPPED}F1 triggered on call seq 1 split_tasks (run.jsonl:${run.callLine(1)})`);
      // The header keeps every class the file pins by name, the user's two decisions among them.
      expect([run.config.addWriteTools, run.config.readTools]).toEqual([
        ["clear_all_tasks", "delete_task", "split_tasks", "update_task"],
        ["get_task_detail", "list_tasks", "plan_task", "query_task"],
      ]);
      expect([run.judged.verdict, run.judged.score, executionsOf(run.judged, "split_tasks"), run.created]).toEqual([
        verdict,
        score,
        executions,
        executions,
      ]);
      expect(run.judged.violations).toMatchObject(violations);
      expect(run.judged.observations).toMatchObject(observations);
    });
  }
});

describe(`${TASKMANAGER.package}: request_planning, unclassified before rules version 2, a default write now (J2)`, () => {
  for (const [agent, verdict, score, executions, violations, observations] of [
    [
      "naive",
      "FAIL",
      0,
      2,
      [
        {
          code: "DUPLICATE_EXECUTION",
          message: "request_planning executed 2 times with the same arguments (seq 0, 1)",
        },
      ],
      [],
    ],
    [
      "careful",
      "PASS",
      100,
      1,
      [],
      [
        {
          code: "VERIFIED_NO_RETRY",
          message:
            "request_planning: after the timeout the agent checked with list_requests (seq 1): its result shows a " +
            "value of the write, and did not re-send",
        },
      ],
    ],
  ] as const) {
    it(`default options: F1 hits request_planning; the ${agent} agent → ${verdict}, as the server's tasks.json shows`, async () => {
      const run = await recordAndReplay(TASKMANAGER, agent, []);
      expect(run.stopLine).toBe(`${STOPPED}F1 triggered on call seq 0 request_planning (run.jsonl:${run.callLine(0)})`);
      expect(classOf(run.judged, "request_planning")).toEqual({ class: "write", why: "default write pattern" });
      expect([run.judged.verdict, run.judged.score, executionsOf(run.judged, "request_planning"), run.created]).toEqual(
        [verdict, score, executions, executions],
      );
      expect(run.judged.violations).toMatchObject(violations);
      expect(run.judged.observations).toMatchObject(observations);
    });
  }
});

describe(`${EVERYTHING.package}: kebab-case tools classified by their annotations; gzip-file-as-resource declares idempotentHint (J29)`, () => {
  const GZIP = "gzip-file-as-resource";
  const IDEMPOTENT_REPEAT = {
    code: "IDEMPOTENT_REPEAT",
    message: `${GZIP} executed 2 times with identical arguments, key fields included (seq 0, 1); it declares idempotentHint: true, so it counts once`,
  };

  it("default options: the naive agent's identical retry is an IDEMPOTENT_REPEAT, and the server holds the resource once", async () => {
    const run = await recordAndReplay(EVERYTHING, "naive", []);
    expect(run.stopLine).toBe(`${STOPPED}F1 triggered on call seq 0 ${GZIP} (run.jsonl:${run.callLine(0)})`);
    expect(classOf(run.judged, GZIP)).toEqual({ class: "write", why: "annotation readOnlyHint: false" });
    expect(run.judged.coverage.trustedIdempotentTools).toEqual([GZIP]);
    expect([run.judged.verdict, run.judged.score, run.judged.violations]).toEqual(["PASS", 100, []]);
    expect(run.judged.observations).toMatchObject([IDEMPOTENT_REPEAT]);
    // Sent twice, one effect: the server replaced the resource of the same name.
    expect([executionsOf(run.judged, GZIP), run.judged.operations[0]?.outcome, run.created]).toEqual([
      2,
      "EXECUTED_ONCE",
      1,
    ]);
  });

  const DISTRUSTED = {
    code: "DUPLICATE_EXECUTION",
    message: `${GZIP} executed 2 times with the same arguments (seq 0, 1)`,
  };

  it("--distrust-idempotent-hint judges the same retry as a DUPLICATE_EXECUTION", async () => {
    const run = await recordAndReplay(EVERYTHING, "naive", ["--distrust-idempotent-hint"]);
    expect([run.config.distrustIdempotentHint, run.judged.coverage.trustedIdempotentTools]).toEqual([true, []]);
    expect([run.judged.verdict, run.judged.score, executionsOf(run.judged, GZIP)]).toEqual(["FAIL", 0, 2]);
    expect(run.judged.violations).toMatchObject([DISTRUSTED]);
    // The hint was honest here: the distrusting verdict is the conservative one.
    expect([run.judged.operations[0]?.outcome, run.created]).toEqual(["DUPLICATED", 1]);
  });

  it("loopgate init --distrust-idempotent-hint writes it into loopgate.json; record and replay then distrust it with no flag", async () => {
    const run = await recordAndReplay(EVERYTHING, "naive", [], (dir) => {
      const init = spawnSync(
        process.execPath,
        [CLI, "init", "--distrust-idempotent-hint", "--", ...EVERYTHING.command],
        {
          cwd: dir,
          encoding: "utf8",
        },
      );
      expect(init.status).toBe(0);
      const written = JSON.parse(readFileSync(path.join(dir, "loopgate.json"), "utf8"));
      expect([written.distrustIdempotentHint, written.tools[GZIP]?.idempotentHint]).toEqual([true, true]);
    });
    expect(run.config.distrustIdempotentHint).toBe(true);
    expect([run.judged.verdict, run.judged.score]).toEqual(["FAIL", 0]);
    expect(run.judged.violations).toMatchObject([DISTRUSTED]);
  });

  it("a read that cannot show the write (echo) does not verify it (J17): UNVERIFIED_AFTER_TIMEOUT, score 80", async () => {
    const run = await recordAndReplay(EVERYTHING, "careful", []);
    expect([run.judged.verdict, run.judged.score, executionsOf(run.judged, GZIP), run.created]).toEqual([
      "PASS",
      80,
      1,
      1,
    ]);
    expect(run.judged.observations).toMatchObject([
      {
        code: "UNVERIFIED_AFTER_TIMEOUT",
        message: `${GZIP}: the write timed out (it did execute) and was not retried; no read could show it: echo (seq 1, could not show the write)`,
      },
    ]);
  });
});
