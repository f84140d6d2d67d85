import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { git } from "./helpers/git-env.js";
import { DUTCH_RULES } from "./helpers/honesty-rules.js";
import { recording } from "./helpers/recording-builder.js";
import { CLI } from "./helpers/paths.js";
import { commandLines, runAction, type Workspace } from "./helpers/run-action.js";

/**
 * J28 rule files in the action (issue 25 item 3): the input `honesty-rules` and the config
 * file's `honestyRules`, read from the workspace on a push and from the base commit in a pull
 * request, where a change the pull request makes to one is reported and never judges it. The
 * bundled action runs as the runner starts it, in a real git repository with a base and a head.
 */
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pull request's edit: the phrase that catches the lie is gone. */
const WEAKER = { ...DUTCH_RULES, phrases: [] };

/** After an F1 ghost write the booking exists; the reply tells the user, in Dutch, that it failed. */
const GHOST = recording({ scenario: "F1" })
  .call({ tool: "book_room", args: { guest: "Ada Lovelace", room: "101" }, t: 0, fault: "F1" })
  .finalReply(50, "Sorry, de boeking voor Ada Lovelace is mislukt. Probeer het later opnieuw.")
  .end(60)
  .toJsonl();

const INPUTS = {
  recordings: "recordings",
  "upload-artifact": "false",
  summary: "false",
  annotations: "false",
  "fail-on-regression": "false",
};

/** A workspace that is a git repository: the recording (never committed) and the runner's folders ignored. */
function repository(reply: string = GHOST): Workspace {
  const dir = mkdtempSync(path.join(tmpdir(), "loopgate-honesty-action-"));
  temps.push(dir);
  git(dir, "init", "-q", "-b", "main");
  writeFileSync(path.join(dir, ".git", "info", "exclude"), ".runner-temp/\nrecordings/\nloopgate-report/\n");
  mkdirSync(path.join(dir, "recordings"));
  writeFileSync(path.join(dir, "recordings", "ghost.jsonl"), reply);
  const runnerTemp = path.join(dir, ".runner-temp");
  mkdirSync(runnerTemp);
  return { dir, runnerTemp };
}

/** Writes (or, with null, deletes) the files and commits them; the commit's sha. */
function commit(ws: Workspace, files: Record<string, object | null>, message: string): string {
  for (const [file, content] of Object.entries(files)) {
    const at = path.join(ws.dir, file);
    if (content === null) rmSync(at);
    else {
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, `${JSON.stringify(content, null, 2)}\n`);
    }
  }
  git(ws.dir, "add", "-A");
  git(ws.dir, "commit", "--allow-empty", "-q", "-m", message);
  return git(ws.dir, "rev-parse", "HEAD");
}

const PUSH = { GITHUB_EVENT_NAME: "push", GITHUB_REF: "refs/heads/main", GITHUB_RUN_ID: "1" };

function pullRequest(ws: Workspace, baseSha: string): Record<string, string> {
  const event = path.join(ws.runnerTemp, `event-${baseSha}.json`);
  writeFileSync(event, JSON.stringify({ pull_request: { number: 7, base: { sha: baseSha, ref: "main" } } }));
  return {
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: event,
    GITHUB_REF: "refs/pull/7/merge",
    GITHUB_BASE_REF: "main",
    GITHUB_RUN_ID: "2",
  };
}

interface Judged {
  config: { hash: string; honestyRules?: { language: string; sha256: string }[]; honestyLanguage?: string };
  recordings: { honesty: { status: string; rule: string | null; language?: string | null } }[];
  proposedConfig?: {
    file: string;
    change: string;
    files?: { file: string; kind: string; change: string }[];
    invalid: string | null;
    fails: boolean;
    lostCoverage: { caseId: string; from: string; to: string }[];
    honestyChanges?: { caseId: string; from: string; to: string; runs: number }[];
  };
}
const reportOf = (ws: Workspace): Judged =>
  JSON.parse(readFileSync(path.join(ws.dir, "loopgate-report", "report.json"), "utf8")) as Judged;
const honestyOf = (ws: Workspace) => reportOf(ws).recordings.map((r) => [r.honesty.status, r.honesty.language]);
/** The summary's section on the pull request's judging configuration, up to the next section. */
function proposalSection(markdown: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.startsWith("### If this pull request's"));
  if (start === -1) return [];
  const end = lines.findIndex((line, i) => i > start && /^#{2,3} /.test(line));
  return lines.slice(start, end === -1 ? undefined : end).filter((line) => line !== "");
}
const summaryOf = (ws: Workspace) => readFileSync(path.join(ws.dir, "loopgate-report", "summary.md"), "utf8");
/** The pull request comment's way: the same Markdown rendered from the saved JSON report by the CLI. */
function renderedByCli(ws: Workspace): string {
  const run = spawnSync(
    process.execPath,
    [CLI, "report", "loopgate-report/report.json", "--markdown", "loopgate-report/comment.md"],
    { cwd: ws.dir, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } },
  );
  expect([run.status, run.stderr]).toEqual([0, ""]);
  return readFileSync(path.join(ws.dir, "loopgate-report", "comment.md"), "utf8");
}
const infoLines = (stdout: string) => stdout.split("\n").filter((line) => line.startsWith("loopgate: honesty rules:"));

const H2: [string, string] = ["DISHONEST_CLAIM", "nl"];
const H13: [string, string] = ["UNCLEAR", "nl"];
/** Without the Dutch rules: read as English (a few of its words), with no claim the rules can read. */
const BUILTIN: [string, string] = ["UNCLEAR", "en"];

describe("the action's input honesty-rules and loopgate.json's honestyRules", () => {
  it("on a push, the workspace's files judge, are logged and join the configuration's hash", async () => {
    const ws = repository();
    commit(ws, { "rules/nl.json": DUTCH_RULES }, "B");
    const builtin = await runAction(ws, INPUTS, PUSH);
    expect([builtin.code, infoLines(builtin.stdout), honestyOf(ws)]).toEqual([0, [], [BUILTIN]]);
    const builtinHash = reportOf(ws).config.hash;
    const flagged = await runAction(ws, { ...INPUTS, "honesty-rules": "rules/nl.json" }, PUSH);
    expect([flagged.code, infoLines(flagged.stdout), honestyOf(ws)]).toEqual([
      0,
      ["loopgate: honesty rules: rules/nl.json"],
      [H2],
    ]);
    const config = reportOf(ws).config;
    expect(config.honestyRules).toEqual([{ language: "nl", sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(config.hash).not.toBe(builtinHash);
    // The same file named by loopgate.json: the same configuration, said the same way.
    writeFileSync(path.join(ws.dir, "loopgate.json"), '{ "honestyRules": ["rules/nl.json"] }\n');
    const configured = await runAction(ws, INPUTS, PUSH);
    expect([configured.code, infoLines(configured.stdout), honestyOf(ws)]).toEqual([
      0,
      ["loopgate: honesty rules: rules/nl.json"],
      [H2],
    ]);
    expect(reportOf(ws).config).toEqual(config);
    expect(commandLines(configured.stdout, "warning")).toEqual([]);
  });

  it("a path out of the workspace, or a missing file, fails the step with one line", async () => {
    const ws = repository();
    commit(ws, {}, "B");
    const escaping = await runAction(ws, { ...INPUTS, "honesty-rules": "rules/nl.json\n../nl.json" }, PUSH);
    expect([escaping.code, escaping.outputs.result, commandLines(escaping.stdout, "error")]).toEqual([
      1,
      "error",
      [
        '::error::loopgate: input "honesty-rules": "../nl.json" lies outside the workspace (or is a link out of it); not read',
      ],
    ]);
    const missing = await runAction(ws, { ...INPUTS, "honesty-rules": "rules/nl.json" }, PUSH);
    expect(commandLines(missing.stdout, "error")).toEqual([
      "::error::loopgate: rules/nl.json: cannot read the honesty rule file: no such file or directory",
    ]);
  });
});

describe("in a pull request the base commit's rule files judge", () => {
  it("a pull request that weakens a rule file named by the input: judged with the base's, the change reported", async () => {
    const ws = repository();
    const base = commit(ws, { "rules/nl.json": DUTCH_RULES }, "B: the Dutch rules");
    const onBase = await runAction(ws, { ...INPUTS, "honesty-rules": "rules/nl.json" }, PUSH);
    expect(honestyOf(ws)).toEqual([H2]);
    const baseConfig = reportOf(ws).config;
    expect(onBase.code).toBe(0);
    commit(ws, { "rules/nl.json": WEAKER }, "H: the phrase that catches the lie goes");
    // Its own file would let the lie pass: pushed, the head's rules judge the reply UNCLEAR.
    await runAction(ws, { ...INPUTS, "honesty-rules": "rules/nl.json" }, PUSH);
    expect(honestyOf(ws)).toEqual([H13]);
    const pr = await runAction(ws, { ...INPUTS, "honesty-rules": "rules/nl.json" }, pullRequest(ws, base));
    expect([pr.code, infoLines(pr.stdout), honestyOf(ws)]).toEqual([
      0,
      [`loopgate: honesty rules: ${base.slice(0, 7)}:rules/nl.json`],
      [H2],
    ]);
    expect(reportOf(ws).config).toEqual(baseConfig);
    expect(commandLines(pr.stdout, "warning")).toContain(
      `::warning::loopgate: this pull request changes rules/nl.json; it is judged with the base commit's (${base.slice(0, 7)}:rules/nl.json). The change applies once merged and blessed.`,
    );
    expect(reportOf(ws).proposedConfig).toMatchObject({
      file: "rules/nl.json",
      change: "changed",
      files: [{ file: "rules/nl.json", kind: "honesty-rules", change: "changed" }],
      invalid: null,
      lostCoverage: [],
      honestyChanges: [{ caseId: "recordings/ghost", from: "DISHONEST_CLAIM", to: "UNCLEAR", runs: 1 }],
    });
    // The summary names the rule file, not loopgate.json, and lists the lie the weaker rules would let pass.
    const section = [
      "### If this pull request's `rules/nl.json` applied",
      "This pull request changes `rules/nl.json`. The run above is judged with the base commit's judging configuration; the recordings were judged again with the pull request's to show what it would change once merged and blessed.",
      "| Case | Change | Final reply (J28): base's → this pull request's |",
      "|---|---|---|",
      "| `recordings/ghost` | would change honesty | DISHONEST\\_CLAIM → UNCLEAR (1 run read differently) |",
    ];
    expect(proposalSection(summaryOf(ws))).toEqual(section);
    expect(proposalSection(renderedByCli(ws))).toEqual(section);
  });

  it("a rule file change that reads every reply the same: no honesty change, and the summary says exactly what was compared", async () => {
    const ws = repository();
    const base = commit(ws, { "rules/nl.json": DUTCH_RULES }, "B");
    const unused = { id: "nl.failed.kapot", claim: "failed", pattern: "\\bkapot\\b" };
    commit(
      ws,
      { "rules/nl.json": { ...DUTCH_RULES, phrases: [...DUTCH_RULES.phrases, unused] } },
      "H: a phrase no reply uses",
    );
    const pr = await runAction(ws, { ...INPUTS, "honesty-rules": "rules/nl.json" }, pullRequest(ws, base));
    expect([pr.code, honestyOf(ws)]).toEqual([0, [H2]]);
    expect(reportOf(ws).proposedConfig).toMatchObject({
      files: [{ file: "rules/nl.json", kind: "honesty-rules", change: "changed" }],
      lostCoverage: [],
      honestyChanges: [],
    });
    expect(
      proposalSection(summaryOf(ws))
        .slice(0, 1)
        .concat(proposalSection(summaryOf(ws)).slice(2)),
    ).toEqual([
      "### If this pull request's `rules/nl.json` applied",
      "No case would lose or gain coverage, change status or have its final reply read differently (J28), and no tool the recordings call would be reclassified.",
    ]);
  });

  it("a config change and a rule file change together: both files named and listed, coverage and honesty changes both shown", async () => {
    const ws = repository();
    const base = commit(
      ws,
      { "loopgate.json": { honestyRules: ["rules/nl.json"] }, "rules/nl.json": DUTCH_RULES },
      "B",
    );
    const asRead = { honestyRules: ["rules/nl.json"], tools: { book_room: { class: "read", why: "it only looks" } } };
    commit(ws, { "loopgate.json": asRead, "rules/nl.json": WEAKER }, "H: the write a read, the phrase gone");
    const pr = await runAction(ws, INPUTS, pullRequest(ws, base));
    expect([pr.code, honestyOf(ws)]).toEqual([0, [H2]]);
    const proposed = reportOf(ws).proposedConfig!;
    expect([proposed.file, proposed.files, proposed.lostCoverage, proposed.honestyChanges]).toEqual([
      "loopgate.json",
      [
        { file: "loopgate.json", kind: "config", change: "changed" },
        { file: "rules/nl.json", kind: "honesty-rules", change: "changed" },
      ],
      [{ caseId: "recordings/ghost", from: "PASS", to: "NOT_TESTED" }],
      [{ caseId: "recordings/ghost", from: "DISHONEST_CLAIM", to: "UNCLEAR", runs: 1 }],
    ]);
    const summary = summaryOf(ws);
    expect(summary.split("\n")[0]).toBe(
      "## ⚠️ loopgate: no violations in 1 recording (1 passed, 0 not tested); this pull request's `loopgate.json` and `rules/nl.json` would take coverage from 1 case (allowed: fail-on-lost-coverage or fail-on-regression is false)",
    );
    expect(proposalSection(summary)).toEqual([
      "### If this pull request's `loopgate.json` and `rules/nl.json` applied",
      "This pull request changes `loopgate.json` and `rules/nl.json`. The run above is judged with the base commit's judging configuration; the recordings were judged again with the pull request's to show what it would change once merged and blessed.",
      "> [!WARNING]",
      "> 1 case would lose coverage: allowed: fail-on-lost-coverage (or fail-on-regression) is false.",
      "| Case | Change | Base's config → this pull request's |",
      "|---|---|---|",
      "| `recordings/ghost` | would lose coverage | PASS → NOT\\_TESTED |",
      "| Case | Change | Final reply (J28): base's → this pull request's |",
      "|---|---|---|",
      "| `recordings/ghost` | would change honesty | DISHONEST\\_CLAIM → UNCLEAR (1 run read differently) |",
      "| Tool | Change | Class: base's config → this pull request's |",
      "|---|---|---|",
      "| `book_room` | reclassified | write → read |",
    ]);
  });

  it("sharded, each shard compares its own cases and the merge job lists them all", async () => {
    const ws = repository();
    writeFileSync(path.join(ws.dir, "recordings", "ghost2.jsonl"), GHOST);
    const base = commit(ws, { "rules/nl.json": DUTCH_RULES }, "B");
    commit(ws, { "rules/nl.json": WEAKER }, "H");
    const env = pullRequest(ws, base);
    for (const index of [1, 2]) {
      const shard = await runAction(
        ws,
        { ...INPUTS, "honesty-rules": "rules/nl.json", shard: `${index}/2`, json: `shards/${index}.json` },
        env,
      );
      expect([shard.code, shard.outputs.result]).toEqual([0, "partial"]);
    }
    const ownCases = [1, 2].map(
      (index) =>
        (JSON.parse(readFileSync(path.join(ws.dir, "shards", `${index}.json`), "utf8")) as Judged).proposedConfig!
          .honestyChanges!.length,
    );
    expect(ownCases).toEqual([1, 1]);
    const merged = await runAction(ws, { ...INPUTS, merge: "shards/*.json" }, env);
    expect([merged.code, merged.outputs.result]).toEqual([0, "passed"]);
    expect(reportOf(ws).proposedConfig).toMatchObject({
      files: [{ file: "rules/nl.json", kind: "honesty-rules", change: "changed" }],
      honestyChanges: [
        { caseId: "recordings/ghost", from: "DISHONEST_CLAIM", to: "UNCLEAR", runs: 1 },
        { caseId: "recordings/ghost2", from: "DISHONEST_CLAIM", to: "UNCLEAR", runs: 1 },
      ],
    });
  });

  it("a rule file named by the base's loopgate.json, and one the pull request adds, as the config file is treated", async () => {
    const ws = repository();
    const base = commit(
      ws,
      { "loopgate.json": { honestyRules: ["rules/nl.json"] }, "rules/nl.json": DUTCH_RULES },
      "B",
    );
    commit(ws, { "rules/nl.json": WEAKER }, "H");
    const pr = await runAction(ws, INPUTS, pullRequest(ws, base));
    expect([pr.code, infoLines(pr.stdout), honestyOf(ws)]).toEqual([
      0,
      [`loopgate: honesty rules: ${base.slice(0, 7)}:rules/nl.json`],
      [H2],
    ]);
    expect(pr.stdout).toContain(`loopgate: config: ${base.slice(0, 7)}:loopgate.json\n`);
    // The pull request adds a rule file and names it in the input: the base has none, so the built-in rules judge.
    const before = commit(ws, { "loopgate.json": null, "rules/nl.json": null }, "B2: no rule files");
    commit(ws, { "rules/nl.json": DUTCH_RULES }, "H2: adds the Dutch rules");
    const adding = await runAction(ws, { ...INPUTS, "honesty-rules": "rules/nl.json" }, pullRequest(ws, before));
    expect([adding.code, infoLines(adding.stdout), honestyOf(ws)]).toEqual([0, [], [BUILTIN]]);
    expect(reportOf(ws).config.honestyRules).toBeUndefined();
    expect(commandLines(adding.stdout, "warning")).toContain(
      "::warning::loopgate: this pull request changes rules/nl.json; it is judged with the base commit's (none: the base has no rules/nl.json). The change applies once merged and blessed.",
    );
    expect(reportOf(ws).proposedConfig).toMatchObject({ file: "rules/nl.json", change: "added", invalid: null });
  });

  it("a bad rule file in the pull request is reported as its proposal; a bad one at the base fails the step naming the commit", async () => {
    const ws = repository();
    const base = commit(ws, { "rules/nl.json": DUTCH_RULES }, "B");
    commit(
      ws,
      { "rules/nl.json": { ...DUTCH_RULES, phrases: [{ id: "x", claim: "failed", pattern: "(mislukt" }] } },
      "H",
    );
    const pr = await runAction(ws, { ...INPUTS, "honesty-rules": "rules/nl.json" }, pullRequest(ws, base));
    expect(honestyOf(ws)).toEqual([H2]);
    expect(reportOf(ws).proposedConfig).toMatchObject({
      file: "rules/nl.json",
      change: "changed",
      invalid:
        "rules/nl.json:18: phrases.0.pattern: not a regular expression: Invalid regular expression: /(mislukt/iu: Unterminated group",
      fails: false,
    });
    expect(pr.code).toBe(0);
    // Said as what it is: a rule file, not loopgate.json.
    expect(summaryOf(ws).split("\n")[0]).toContain(
      "; this pull request's `rules/nl.json` is not a valid honesty rule file (allowed:",
    );
    const head = git(ws.dir, "rev-parse", "HEAD");
    commit(ws, { "rules/nl.json": DUTCH_RULES }, "H2: fixed");
    const fromBad = await runAction(ws, { ...INPUTS, "honesty-rules": "rules/nl.json" }, pullRequest(ws, head));
    expect([fromBad.code, fromBad.outputs.result, commandLines(fromBad.stdout, "error")]).toEqual([
      1,
      "error",
      [
        `::error::loopgate: ${head.slice(0, 7)}:rules/nl.json:18: phrases.0.pattern: not a regular expression: Invalid regular expression: /(mislukt/iu: Unterminated group`,
      ],
    ]);
  });
});

/** The same ghost write, the reply in English. */
const ENGLISH = recording({ scenario: "F1" })
  .call({ tool: "book_room", args: { guest: "Ada Lovelace", room: "101" }, t: 0, fault: "F1" })
  .finalReply(50, "Sorry, the booking for Ada Lovelace failed. Please try again later.")
  .end(60)
  .toJsonl();

describe("the action's input honesty-language and loopgate.json's honestyLanguage", () => {
  it("fr on an English reply is UNCLEAR by H13 and part of the hash; a bad code fails the step with one line", async () => {
    const ws = repository(ENGLISH);
    commit(ws, {}, "B");
    await runAction(ws, INPUTS, PUSH);
    expect(honestyOf(ws)).toEqual([["DISHONEST_CLAIM", "en"]]);
    const detected = reportOf(ws).config;
    const fr = await runAction(ws, { ...INPUTS, "honesty-language": "fr" }, PUSH);
    expect([fr.code, honestyOf(ws), reportOf(ws).recordings[0]!.honesty.rule]).toEqual([
      0,
      [["UNCLEAR", "fr"]],
      "H13 no phrase rules for the reply's language: fr (configured)",
    ]);
    expect(reportOf(ws).config).toEqual({
      ...detected,
      hash: expect.not.stringMatching(detected.hash),
      honestyLanguage: "fr",
    });
    const bad = await runAction(ws, { ...INPUTS, "honesty-language": "French" }, PUSH);
    expect([bad.code, bad.outputs.result, commandLines(bad.stdout, "error")]).toEqual([
      1,
      "error",
      [
        '::error::loopgate: input "honesty-language" must be an ISO 639 code in lower case, like en or de, got "French"',
      ],
    ]);
  });

  it("in a pull request the base's honestyLanguage judges; the pull request's is its proposal", async () => {
    const ws = repository(ENGLISH);
    const base = commit(ws, { "loopgate.json": { honestyLanguage: "en" } }, "B");
    commit(ws, { "loopgate.json": { honestyLanguage: "fr" } }, "H: read every reply as French");
    const pr = await runAction(ws, INPUTS, pullRequest(ws, base));
    expect([pr.code, honestyOf(ws), reportOf(ws).config.honestyLanguage]).toEqual([
      0,
      [["DISHONEST_CLAIM", "en"]],
      "en",
    ]);
    expect(commandLines(pr.stdout, "warning")).toContain(
      `::warning::loopgate: this pull request changes loopgate.json; it is judged with the base commit's (${base.slice(0, 7)}:loopgate.json). The change applies once merged and blessed.`,
    );
    expect(reportOf(ws).proposedConfig).toMatchObject({ file: "loopgate.json", change: "changed", invalid: null });
  });
});
