import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT } from "./helpers/run-action.js";
import { GitHub, type PullRequest, type WorkflowRun } from "./helpers/workflow-emulator.js";

const EXAMPLES = path.join(ROOT, "workflows-examples");
const HAND = path.join(ROOT, "fixtures", "recordings", "hand");

/** A hand fixture as the user's recording of `caseId` (the case label rewritten). */
function recording(fixture: string, caseId: string): string {
  const lines = readFileSync(path.join(HAND, `${fixture}.jsonl`), "utf8").split("\n");
  const header = JSON.parse(lines[0]!) as { labels: Record<string, string> };
  header.labels.case = caseId;
  return [JSON.stringify(header), ...lines.slice(1)].join("\n");
}

const PASSING_F1 = "f1-careful-verifies-after-timeout";
const FAILING_F1 = "f1-naive-resends-duplicate-booking";
const PASSING_F2 = "f2-waits-out-retry-after";
const FAILING_F2 = "f2-resends-before-retry-after";

/** The example workflows as a user copies them into .github/workflows/ (read from workflows-examples/, never copies). */
function installedWorkflows(): Record<string, string> {
  const example = (file: string) => readFileSync(path.join(EXAMPLES, file), "utf8");
  return {
    ".github/workflows/loopgate-pull-request.yml": example("pull-request.yml"),
    ".github/workflows/loopgate-baseline.yml": example("update-baseline.yml"),
    ".github/workflows/loopgate-comment.yml": example("fork-safe.yml"),
  };
}

function only(runs: WorkflowRun[], name: string): WorkflowRun {
  const matching = runs.filter((run) => run.workflow.name === name);
  expect(matching.map((run) => run.workflow.name)).toEqual([name]);
  return matching[0]!;
}

/**
 * Stories that need the gate's issue-20 work (bless semantics, history on a data branch,
 * baseline by ancestry, config from the base commit) before they can hold. They run all the
 * same and must fail on an assertion (an emulator error still fails the suite); the day one
 * holds the suite turns red and it moves out of this list. The list is printed loudly.
 */
const PENDING: Record<string, string> = {};

function story(name: string, play: () => Promise<void>): void {
  const why = PENDING[name];
  if (why === undefined) {
    test(name, play, 120_000);
    return;
  }
  test(`PENDING: ${name}`, async () => {
    let failure: unknown = null;
    try {
      await play();
    } catch (error) {
      failure = error;
    }
    if (failure === null) throw new Error(`"${name}" now holds: take it off the PENDING list`);
    if ((failure as Error).name !== "AssertionError") throw failure;
    console.warn(`PENDING "${name}" (waits for ${why}): ${(failure as Error).message.split("\n")[0]}`);
  }, 120_000);
}

afterAll(() => {
  const pending = Object.entries(PENDING);
  if (pending.length === 0) return;
  const lines = pending.map(([name, why]) => `  - ${name}: waits for ${why}`);
  console.warn(`\n!!! ${pending.length} lifecycle stories are PENDING (they must still fail):\n${lines.join("\n")}\n`);
});

/** The story table for the closing note: every run a story asserts, as the real run left it. */
const TABLE: string[][] = [];

/** A row of the story table: the run's conclusion, its headline's symbol and counts, the baseline the gate chose. */
function tabulate(run: WorkflowRun, job: string): void {
  const story = expect.getState().currentTestName?.split(" > ").at(-1) ?? "(unknown story)";
  const leg = jobOf(run, job);
  const headline = leg.summary.split("\n")[0] ?? "";
  const { symbol, counts } = shape(headline);
  const gate = leg.steps.find((step) => "result" in step.outputs);
  TABLE.push([
    story,
    `${run.workflow.name} (${run.event} ${run.sha.slice(0, 7)}${run.attempt > 1 ? `, attempt ${run.attempt}` : ""})`,
    run.conclusion,
    headline === "" ? "(no summary)" : `${symbol} ${counts.join(", ")}`,
    gate?.outputs.baseline === undefined ? "(no report)" : gate.outputs.baseline || "none",
  ]);
}

afterAll(() => {
  const rows = TABLE.map((row) => `| ${row.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`);
  const header = "| Story | Run | Conclusion | Headline (symbol, counts) | Baseline chosen |\n|---|---|---|---|---|";
  console.log(`\nThe lifecycle stories, as this run played them:\n\n${header}\n${rows.join("\n")}\n`);
});

/** The JSON report the loopgate step uploaded in its own artifact. */
function reportOf(run: WorkflowRun, artifact = "loopgate-report"): Record<string, unknown> {
  const files = run.artifacts.get(artifact);
  if (!files) throw new Error(`run ${run.id} (${run.workflow.name}) uploaded no ${artifact}`);
  return JSON.parse(files.get("report.json")!.toString("utf8")) as Record<string, unknown>;
}

/** The loopgate step of a job: the one step that set a `result` output. */
function loopgateStep(run: WorkflowRun, job: string) {
  const steps = jobOf(run, job).steps.filter((step) => "result" in step.outputs);
  if (steps.length !== 1) throw new Error(`run ${run.id}: ${steps.length} loopgate steps in ${job}`);
  return steps[0]!;
}

/**
 * The baseline the gate chose, exactly: the blessed run `blessed` (its run id and commit),
 * named as `main@<sha> (loopgate-history:history.jsonl)` in the outputs and found by
 * ancestry (no "compared with the newest blessed run instead" note); or none at all.
 */
function expectBaseline(run: WorkflowRun, job: string, blessed: { id: number; sha: string } | null): void {
  const comparison = reportOf(run).comparison as {
    baseline: { source: string; runId: string | null; commit: string | null };
    notes: string[];
  } | null;
  if (!comparison) throw new Error(`run ${run.id} compared with no baseline`);
  const { source, runId, commit } = comparison.baseline;
  const out = loopgateStep(run, job).outputs;
  expect({ source, runId, commit, name: out.baseline, commitOutput: out["baseline-commit"] }).toEqual(
    blessed === null
      ? { source: "none", runId: null, commit: null, name: "", commitOutput: "" }
      : {
          source: "history",
          runId: String(blessed.id),
          commit: blessed.sha,
          name: `main@${blessed.sha.slice(0, 7)} (${HISTORY.branch}:${HISTORY.file})`,
          commitOutput: blessed.sha,
        },
  );
  if (blessed !== null) expect(comparison.notes).toEqual([]);
}

/**
 * A headline as the stories assert it: its leading symbol and the counts in it, not its
 * wording. Code spans (the baseline's name: a ref, a short SHA, a file) are not counts.
 */
function shape(headline: string): { symbol: string; counts: number[] } {
  const text = headline.replace(/^#+\s*/, "").replace(/`[^`]*`/g, "");
  const symbol = /^(✅|⚠️|❌)/u.exec(text)?.[1] ?? `(no symbol: ${text})`;
  return { symbol, counts: [...text.matchAll(/\b\d+\b/g)].map((m) => Number(m[0])) };
}

function jobOf(run: WorkflowRun, job: string) {
  const legs = run.jobs.get(job);
  if (!legs || legs.length !== 1) throw new Error(`run ${run.id}: job ${job} has ${legs?.length ?? 0} legs`);
  return legs[0]!;
}

function summaryHeadline(run: WorkflowRun, job: string): string {
  return jobOf(run, job).summary.split("\n")[0]!;
}

function stepOutputs(run: WorkflowRun, job: string, stepName: string): Record<string, string> {
  const step = jobOf(run, job).steps.find((s) => s.name === stepName);
  if (!step) throw new Error(`run ${run.id}: no step ${stepName} in ${job}`);
  return step.outputs;
}

/** The bot's comment on a pull request (there is at most one), null when none. */
function botComment(pr: PullRequest): string | null {
  const bots = pr.comments.filter((c) => c.user.type === "Bot");
  expect(bots.length).toBeLessThanOrEqual(1);
  return bots[0]?.body ?? null;
}

function commentHeadline(body: string): string {
  return body.split("\n").find((line) => line.startsWith("## ")) ?? `(no headline in: ${body.slice(0, 200)})`;
}

/** Where the history lives: a data branch, never the code branch (issue 20 item 2). */
const HISTORY = { branch: "loopgate-history", file: "history.jsonl" };

interface HistoryEntry {
  runId: string;
  commit: string;
  blessed: boolean;
}

function historyOf(github: GitHub): HistoryEntry[] {
  const text = github.repo.show(HISTORY.branch, HISTORY.file);
  if (text === null) return [];
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryEntry);
}

const BLESS_STEP = "Replay, compare with the last blessed run, bless this one";
const PR_STEP = "Replay and gate";

describe("the lifecycle of a repository using the example workflows", () => {
  const github = new GitHub();
  afterAll(() => github.close());
  /** Facts later stories build on, set by the story that makes them. */
  const at = {
    firstBless: null as WorkflowRun | null,
    keepPr: null as PullRequest | null,
    agentPr: null as PullRequest | null,
    m1: null as WorkflowRun | null,
    m2: null as WorkflowRun | null,
  };

  /** A branch off main with these files changed, pushed, and its pull request opened. */
  async function pullRequest(branch: string, files: Record<string, string | null>, fork?: string) {
    const head = github.repo.commit(branch, files, `${branch}`, github.repo.remoteSha("main"));
    if (!fork) github.repo.push(branch);
    else github.repo.pushRef(head, `refs/forks/${branch}`);
    return github.openPullRequest(branch, head, fork ? { fork } : {});
  }

  /** The PR check and its comment, as every pull-request story asserts them. */
  function expectCheck(
    runs: WorkflowRun[],
    pr: PullRequest,
    expected: { conclusion: string; symbol: string; counts: number[]; result: string; regressions: string },
  ) {
    const run = runs.find((r) => r.workflow.name === "loopgate")!;
    tabulate(run, "replay");
    expect(run.conclusion).toBe(expected.conclusion);
    const headline = summaryHeadline(run, "replay");
    expect(shape(headline)).toEqual({ symbol: expected.symbol, counts: expected.counts });
    const out = stepOutputs(run, "replay", PR_STEP);
    expect({ result: out.result, regressions: out.regressions }).toEqual({
      result: expected.result,
      regressions: expected.regressions,
    });
    const comment = botComment(pr);
    expect(comment).not.toBeNull();
    expect(commentHeadline(comment!)).toBe(headline);
    return run;
  }

  story("first PR without history", async () => {
    github.repo.commit("main", { "README.md": "# agent\n" }, "Initial commit");
    github.repo.push("main");
    const { pr, runs } = await pullRequest("add-loopgate", {
      ...installedWorkflows(),
      "recordings/booking-f1.jsonl": recording(PASSING_F1, "booking-f1"),
      "recordings/booking-f2.jsonl": recording(FAILING_F2, "booking-f2"),
      "agent/prompt.md": "Book rooms carefully.\n",
    });
    // Only the PR check: the comment workflow runs from the default branch, which has none yet.
    const run = only(runs, "loopgate");
    tabulate(run, "replay");
    expect(run.conclusion).toBe("failure");
    expect(shape(summaryHeadline(run, "replay"))).toEqual({ symbol: "❌", counts: [1, 2] });
    const out = stepOutputs(run, "replay", PR_STEP);
    expect([out.result, out.passed, out.failed, out.regressions]).toEqual(["regressed", "1", "1", "1"]);
    expectBaseline(run, "replay", null);
    expect(pr.comments).toEqual([]);
    expect(historyOf(github)).toEqual([]);
    expect(github.repo.show("main", "loopgate/history.jsonl")).toBeNull();
  });

  story("first bless with known failures", async () => {
    const runs = await github.merge(github.pulls.get(1)!);
    const run = only(runs, "loopgate baseline");
    tabulate(run, "bless");
    at.firstBless = run;
    expect(run.conclusion).toBe("success");
    const out = stepOutputs(run, "bless", BLESS_STEP);
    expect([out.blessed, out.passed, out.failed]).toEqual(["true", "1", "1"]);
    expectBaseline(run, "bless", null);
    expect(historyOf(github).map((e) => [e.runId, e.commit, e.blessed])).toEqual([[String(run.id), run.sha, true]]);
    expect(out["history-commit"]).toBe(github.repo.remoteSha(HISTORY.branch));
    // No bot commit on main: the next pull request's base is the merge itself.
    expect(github.repo.remoteSha("main")).toBe(run.sha);
    // A green, blessed run with a known failure: a warning, not a regression.
    expect(shape(summaryHeadline(run, "bless"))).toEqual({ symbol: "⚠️", counts: [1, 0, 2] });
  });

  story("a PR that regresses", async () => {
    const { pr, runs } = await pullRequest("regress-f1", {
      "recordings/booking-f1.jsonl": recording(FAILING_F1, "booking-f1"),
    });
    const run = expectCheck(runs, pr, {
      conclusion: "failure",
      symbol: "❌",
      counts: [1, 2],
      result: "regressed",
      regressions: "1",
    });
    expectBaseline(run, "replay", at.firstBless!);
    expect((reportOf(run).comparison as { regressions: { caseId: string; rule: string }[] }).regressions).toEqual([
      expect.objectContaining({ caseId: "booking-f1", rule: "PASS_TO_FAIL" }),
    ]);
  });

  story("a PR that only keeps known failures", async () => {
    const { pr, runs } = await pullRequest("add-f3", {
      "recordings/booking-f3.jsonl": recording(PASSING_F1, "booking-f3"),
    });
    at.keepPr = pr;
    const run = expectCheck(runs, pr, {
      conclusion: "success",
      symbol: "✅",
      counts: [3],
      result: "passed",
      regressions: "0",
    });
    expectBaseline(run, "replay", at.firstBless!);
  });

  story("a PR that changes only the agent", async () => {
    const { pr, runs } = await pullRequest("agent-only", { "agent/prompt.md": "Book rooms very carefully.\n" });
    at.agentPr = pr;
    const run = expectCheck(runs, pr, {
      conclusion: "success",
      symbol: "✅",
      counts: [2],
      result: "passed",
      regressions: "0",
    });
    expectBaseline(run, "replay", at.firstBless!);
  });

  story("a PR that weakens loopgate.json", async () => {
    const weaker = JSON.stringify({ tools: { book_room: { class: "read", why: "it only looks (it does not)" } } });
    const history = historyOf(github);
    // The recording regresses and the PR's config calls the write a read: judged by main's rules, it fails,
    // and the section on the PR's config says both cases would lose coverage.
    const swapped = await pullRequest("weaken-config", {
      "loopgate.json": weaker,
      "recordings/booking-f1.jsonl": recording(FAILING_F1, "booking-f1"),
    });
    const run = expectCheck(swapped.runs, swapped.pr, {
      conclusion: "failure",
      symbol: "❌",
      counts: [1, 2, 2],
      result: "regressed",
      regressions: "1",
    });
    expectBaseline(run, "replay", at.firstBless!);
    expect(stepOutputs(run, "replay", PR_STEP)["lost-coverage"]).toBe("2");
    const lostRows = [
      "| `booking-f1` | would lose coverage | FAIL → NOT\\_TESTED |",
      "| `booking-f2` | would lose coverage | FAIL → NOT\\_TESTED |",
      // Read as a read, book_room is no write the reply's "booked" can be true of.
      "| `booking-f1` | would change honesty | HONEST → DISHONEST\\_CLAIM (1 run read differently) |",
      "| `book_room` | reclassified | write → read |",
    ];
    const configSection = (body: string) =>
      body.split("\n").filter((line) => /^\| `(booking-f\d|book_room)` \| (would|reclassified)/.test(line));
    expect(configSection(botComment(swapped.pr)!)).toEqual(lostRows);
    expect(configSection(jobOf(run, "replay").summary)).toEqual(lostRows);
    expect((reportOf(run).proposedConfig as { fails: boolean }).fails).toBe(true);

    // Changing only the config still starts the check, and the coverage it would lose fails it.
    const configOnly = await pullRequest("config-only", { "loopgate.json": weaker });
    const check = expectCheck(configOnly.runs, configOnly.pr, {
      conclusion: "failure",
      symbol: "❌",
      counts: [2, 2],
      result: "regressed",
      regressions: "0",
    });
    expectBaseline(check, "replay", at.firstBless!);
    expect(configSection(botComment(configOnly.pr)!)).toEqual([
      "| `booking-f1` | would lose coverage | PASS → NOT\\_TESTED |",
      ...lostRows.slice(1),
    ]);

    // A reviewer who means it adds the label: the check runs again and passes, with the loss still said.
    const labeled = await github.label(configOnly.pr, "loopgate-config-change");
    const accepted = expectCheck(labeled, configOnly.pr, {
      conclusion: "success",
      symbol: "⚠️",
      counts: [2, 2],
      result: "passed",
      regressions: "0",
    });
    expect(summaryHeadline(accepted, "replay")).toContain("would take coverage from 2 cases (allowed:");
    // Pull requests never write the history.
    expect(historyOf(github)).toEqual(history);
  });

  story("two overlapping blesses", async () => {
    github.hold = true;
    const m1Runs = await github.merge(at.agentPr!);
    const fix = await pullRequest("fix-f2", { "recordings/booking-f2.jsonl": recording(PASSING_F2, "booking-f2") });
    const m2Runs = await github.merge(fix.pr);
    github.hold = false;
    // The newer merge's bless finishes first; the older one's lands last in the file.
    const m2 = only(await github.release(only(m2Runs, "loopgate baseline")), "loopgate baseline");
    const m1 = only(await github.release(only(m1Runs, "loopgate baseline")), "loopgate baseline");
    tabulate(m2, "bless");
    tabulate(m1, "bless");
    at.m1 = m1;
    at.m2 = m2;
    expect([m1.conclusion, m2.conclusion]).toEqual(["success", "success"]);
    // m2 fixed the known failure (1 case improved); m1 blessed it again (1 known failure, 0 accepted regressions).
    expect([shape(summaryHeadline(m2, "bless")), shape(summaryHeadline(m1, "bless"))]).toEqual([
      { symbol: "✅", counts: [1, 2] },
      { symbol: "⚠️", counts: [1, 0, 2] },
    ]);
    expect([stepOutputs(m1, "bless", BLESS_STEP).blessed, stepOutputs(m2, "bless", BLESS_STEP).blessed]).toEqual([
      "true",
      "true",
    ]);
    // Each compares with the bless of its nearest blessed ancestor: m2's parent m1 had none yet.
    expectBaseline(m2, "bless", at.firstBless!);
    expectBaseline(m1, "bless", at.firstBless!);
    expect(historyOf(github).map((e) => [e.commit, e.blessed])).toEqual([
      [at.firstBless!.sha, true],
      [m2.sha, true],
      [m1.sha, true],
    ]);
    // A PR on the newest main that re-breaks the case main fixed: the baseline is main's own bless.
    const rebreak = await pullRequest("rebreak-f2", {
      "recordings/booking-f2.jsonl": recording(FAILING_F2, "booking-f2"),
    });
    const run = expectCheck(rebreak.runs, rebreak.pr, {
      conclusion: "failure",
      symbol: "❌",
      counts: [1, 2],
      result: "regressed",
      regressions: "1",
    });
    expectBaseline(run, "replay", m2);
  });

  story("a re-run of an old bless", async () => {
    const old = at.firstBless!;
    const rerun = only(await github.rerun(old), "loopgate baseline");
    tabulate(rerun, "bless");
    expect(rerun.conclusion).toBe("success");
    expect(stepOutputs(rerun, "bless", BLESS_STEP).blessed).toBe("true");
    // Its own line does not count and its commit has no blessed ancestor: main's newest bless (m2),
    // whose fix the old commit lacks: 0 known failures, 1 accepted regression, recorded for that old commit only.
    expect(shape(summaryHeadline(rerun, "bless"))).toEqual({ symbol: "⚠️", counts: [0, 1, 2] });
    // The re-run (same run id, next attempt) replaces its own line: the file order is no baseline anyway.
    expect(historyOf(github).map((e) => [e.runId, e.commit, e.blessed])).toEqual([
      [String(old.id), old.sha, true],
      [String(at.m2!.id), at.m2!.sha, true],
      [String(at.m1!.id), at.m1!.sha, true],
    ]);
    const { pr, runs } = await pullRequest("rebreak-again", {
      "recordings/booking-f2.jsonl": recording(FAILING_F2, "booking-f2"),
    });
    const run = expectCheck(runs, pr, {
      conclusion: "failure",
      symbol: "❌",
      counts: [1, 2],
      result: "regressed",
      regressions: "1",
    });
    expectBaseline(run, "replay", at.m2!);
  });

  story("a fork PR with a forged report", async () => {
    const victim = at.keepPr!;
    const before = botComment(victim);
    expect(before).not.toBeNull();
    // The fork edits its copy of the workflow (a pull_request run uses it) to aim its artifact at another PR.
    const forged = installedWorkflows()[".github/workflows/loopgate-pull-request.yml"]!.replace(
      `printf '%s\\n' "\${PR_NUMBER}"`,
      `printf '%s\\n' "${victim.number}"`,
    );
    expect(forged).toContain(`printf '%s\\n' "${victim.number}"`);
    const { pr, runs } = await pullRequest(
      "fork-forge",
      {
        ".github/workflows/loopgate-pull-request.yml": forged,
        "recordings/booking-f9.jsonl": recording(PASSING_F1, "booking-f9"),
      },
      "mallory/agent",
    );
    tabulate(only(runs, "loopgate"), "replay");
    const comment = only(runs, "loopgate comment");
    expect(comment.conclusion).toBe("success");
    expect(
      jobOf(comment, "comment")
        .steps.at(-1)!
        .annotations.map((a) => a.message),
    ).toEqual([`pull request #${victim.number} is not the one this run judged (or has moved on); not commenting`]);
    expect(botComment(victim)).toBe(before);
    expect(pr.comments).toEqual([]);
  });

  story("a PR whose run errors", async () => {
    const { pr } = await pullRequest("flaky-input", {
      "recordings/booking-f4.jsonl": recording(PASSING_F1, "booking-f4"),
    });
    expect(commentHeadline(botComment(pr)!)).toMatch(/^## (✅|❌) /u);
    // The next push breaks the workflow's input: the action stops before writing any report.
    const broken = installedWorkflows()[".github/workflows/loopgate-pull-request.yml"]!.replace(
      "          recordings: recordings\n",
      '          recordings: recordings\n          alpha: "1.5"\n',
    );
    expect(broken).toContain('alpha: "1.5"');
    const head = github.repo.commit("flaky-input", { ".github/workflows/loopgate-pull-request.yml": broken }, "alpha");
    github.repo.push("flaky-input");
    const runs = await github.synchronize(pr, head);
    const run = only(runs, "loopgate");
    tabulate(run, "replay");
    expect(run.conclusion).toBe("failure");
    expect(stepOutputs(run, "replay", PR_STEP)).toEqual({ result: "error" });
    expect(jobOf(run, "replay").summary).toBe("");
    expect(run.artifacts.has("loopgate-report")).toBe(false);
    expect(only(runs, "loopgate comment").conclusion).toBe("success");
    expect(botComment(pr)).toBe(
      `<!-- loopgate-summary -->\n## ⚠️ loopgate could not judge this pull request: the loopgate step failed before it wrote a report\n\nSee [the pull request's run](https://github.com/acme/agent/actions/runs/${run.id}) for what happened. Earlier results no longer apply.`,
    );
  });
});

describe("the sharded example", () => {
  const github = new GitHub();
  afterAll(() => github.close());

  story("the sharded workflow with a missing shard", async () => {
    const base = github.repo.commit(
      "main",
      { ".github/workflows/loopgate-sharded.yml": readFileSync(path.join(EXAMPLES, "sharded.yml"), "utf8") },
      "Add the sharded loopgate workflow",
    );
    github.repo.push("main");
    const cases = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const files = Object.fromEntries(
      cases.map((c, i) => [`recordings/case-${c}.jsonl`, recording(i === 0 ? FAILING_F2 : PASSING_F1, `case-${c}`)]),
    );
    const head = github.repo.commit("recordings", files, "Add recordings", base);
    github.repo.push("recordings");
    // The runner of shard 3/4 is lost: its leg fails without uploading a report.
    github.lostLegs.add("replay (3/4)");
    const { runs } = await github.openPullRequest("recordings", head);
    const run = only(runs, "loopgate sharded");
    const legs = run.jobs.get("replay")!;
    expect(legs.map((leg) => [leg.name, leg.conclusion])).toEqual([
      ["replay (1/4)", "success"],
      ["replay (2/4)", "success"],
      ["replay (3/4)", "failure"],
      ["replay (4/4)", "success"],
    ]);
    expect([...run.artifacts.keys()].sort()).toEqual([
      "loopgate-report-shard-1-of-4",
      "loopgate-report-shard-2-of-4",
      "loopgate-report-shard-4-of-4",
    ]);
    // Shard legs are quiet: no warning, no annotation, their result says partial.
    for (const leg of [legs[0]!, legs[1]!, legs[3]!]) {
      const step = leg.steps.find((s) => s.name === "Judge one shard (the merge job gates)")!;
      expect(step.annotations, leg.name).toEqual([]);
      expect(step.outputs.result, leg.name).toBe("partial");
    }
    tabulate(run, "merge");
    const merge = jobOf(run, "merge");
    expect(merge.conclusion).toBe("failure");
    expect(run.conclusion).toBe("failure");
    const headline = merge.summary.split("\n")[0]!;
    expect(shape(headline).symbol).toBe("⚠️");
    expect(headline).toContain("3/4");
  });
});

/** The first ```yaml block under a heading of docs/action.md, exactly as a reader copies it. */
function docsWorkflow(heading: string): string {
  const docs = readFileSync(path.join(ROOT, "docs", "action.md"), "utf8");
  const block = new RegExp(`${heading}[\\s\\S]*?\`\`\`yaml\\n([\\s\\S]*?)\`\`\``).exec(docs);
  if (!block) throw new Error(`docs/action.md has no yaml block under ${heading}`);
  return block[1]!;
}

describe("docs/action.md's quick start, followed literally", () => {
  const github = new GitHub();
  afterAll(() => github.close());

  story("docs/action.md's quick start with the baseline workflow", async () => {
    // The quick start's file where it says to put it, and the baseline workflow it recommends.
    github.repo.commit(
      "main",
      {
        ".github/workflows/loopgate.yml": docsWorkflow("## Quick start"),
        ".github/workflows/loopgate-baseline.yml": readFileSync(path.join(EXAMPLES, "update-baseline.yml"), "utf8"),
        "recordings/booking-f1.jsonl": recording(PASSING_F1, "booking-f1"),
        "recordings/booking-f2.jsonl": recording(FAILING_F2, "booking-f2"),
      },
      "Add loopgate",
    );
    const bless = only(await github.push("main"), "loopgate baseline");
    tabulate(bless, "bless");
    expect(bless.conclusion).toBe("success");
    expect(stepOutputs(bless, "bless", BLESS_STEP).blessed).toBe("true");
    expect(historyOf(github).map((e) => [e.commit, e.blessed])).toEqual([[bless.sha, true]]);

    const head = github.repo.commit(
      "more",
      { "recordings/booking-f3.jsonl": recording(PASSING_F1, "booking-f3") },
      "Add a recording",
    );
    github.repo.push("more");
    const { runs } = await github.openPullRequest("more", head);
    const check = only(runs, "loopgate");
    tabulate(check, "replay");
    expect(check.conclusion).toBe("success");
    expect(shape(summaryHeadline(check, "replay"))).toEqual({ symbol: "✅", counts: [3] });
    expectBaseline(check, "replay", bless);
  });
});
