import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { INPUT_DEFAULTS } from "../src/action/inputs.js";
import { FORMAT_IDS, OUTPUT_FORMATS } from "../src/outputs/formats.js";
import { ROOT } from "./helpers/run-action.js";
import { updateRequested } from "../scripts/updaters.mjs";

const VALIDATOR = path.join(ROOT, "node_modules", ".bin", "action-validator");
const EXAMPLES = path.join(ROOT, "workflows-examples");
const EXAMPLE_FILES = ["fork-safe.yml", "pull-request.yml", "record-nightly.yml", "sharded.yml", "update-baseline.yml"];

/**
 * The third-party actions the examples use, at their newest release whose action.yml says
 * `using: node24` (checked in each repository's tags with the fetch tool, 2026-12-01).
 */
const NODE24_PINS: Record<string, { sha: string; tag: string }> = {
  "actions/checkout": { sha: "3d3c42e5aac5ba805825da76410c181273ba90b1", tag: "v7.0.1" },
  "actions/upload-artifact": { sha: "bbbca2ddaa5d8feaa63e36b76fdaad77386f024f", tag: "v7.0.0" },
  "actions/download-artifact": { sha: "3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c", tag: "v8.0.1" },
  "actions/github-script": { sha: "ed597411d8f924073f98dfc5c65a23a2325f34cd", tag: "v8.0.0" },
  "actions/setup-node": { sha: "820762786026740c76f36085b0efc47a31fe5020", tag: "v7.0.0" },
  "peter-evans/create-pull-request": { sha: "5f6978faf089d4d20b00c7766989d076bb2fc7f1", tag: "v8.1.1" },
};

interface ActionInput {
  description?: string;
  default?: string;
  required?: boolean;
}
interface ActionYml {
  inputs: Record<string, ActionInput>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}

/**
 * action.yml's entries for the output formats, as src/outputs/formats.ts says them: each
 * format's input (its file, default path) and its output (the written file's path).
 */
function formatEntries(): { inputs: Map<string, string>; outputs: Map<string, string> } {
  const inputs = new Map<string, string>();
  const outputs = new Map<string, string>();
  for (const id of FORMAT_IDS) {
    const format = OUTPUT_FORMATS[id];
    const description = `    description: ${yamlScalar(format.inputDescription)}\n`;
    inputs.set(id, `  ${id}:\n${description}    required: false\n    default: ${yamlScalar(format.defaultPath)}\n`);
    outputs.set(format.output, `  ${format.output}:\n    description: ${yamlScalar(format.outputDescription)}\n`);
  }
  return { inputs, outputs };
}

/** Plain when YAML reads it back unchanged, else double-quoted (JSON's quoting is YAML's). */
function yamlScalar(text: string): string {
  return /^[\w./(]/.test(text) && !/: | #|["']$/.test(text) ? text : JSON.stringify(text);
}

/** `text` with each named entry of the `section:` block replaced by the one given. */
function withEntries(text: string, section: "inputs" | "outputs", entries: Map<string, string>): string {
  const start = text.indexOf(`\n${section}:\n`);
  const end = text.indexOf("\n\n", start + 1);
  let block = text.slice(start, end + 1);
  for (const [name, entry] of entries) {
    const found = new RegExp(`^  ${name}:\\n(?:    .*\\n)+`, "m").exec(block);
    if (found === null) throw new Error(`action.yml has no ${section} entry ${name}`);
    block = block.replace(found[0], entry);
  }
  return text.slice(0, start) + block + text.slice(end + 1);
}

// UPDATE_DOCS=1 writes the formats' entries into action.yml first; the reference tables below are made from it.
if (updateRequested("UPDATE_DOCS")) {
  const entries = formatEntries();
  const before = readFileSync(path.join(ROOT, "action.yml"), "utf8");
  const after = withEntries(withEntries(before, "inputs", entries.inputs), "outputs", entries.outputs);
  writeFileSync(path.join(ROOT, "action.yml"), after);
}
const actionText = readFileSync(path.join(ROOT, "action.yml"), "utf8");
const action = parse(actionText) as ActionYml;
const temp = mkdtempSync(path.join(tmpdir(), "loopgate-workflows-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function validate(file: string): { status: number | null; report: string } {
  const run = spawnSync(VALIDATOR, [file], { encoding: "utf8" });
  return { status: run.status, report: `${run.stdout}${run.stderr}` };
}

describe("action.yml", () => {
  test("declares exactly the inputs and outputs of the contract, each described, every input with a default", () => {
    expect(Object.keys(action.inputs)).toEqual([
      "recordings",
      "baseline",
      "baseline-ref",
      "history",
      "bless",
      "history-branch",
      "baseline-depth",
      "token",
      "fail-on-regression",
      "fail-on-lost-coverage",
      "alpha",
      "max-score-drop",
      "honesty-gate",
      "write-tools",
      "add-write-tools",
      "read-tools",
      "key-fields",
      "distrust-idempotent-hint",
      "config",
      "honesty-rules",
      "honesty-language",
      "json",
      "report-operations",
      "junit",
      "junit-mode",
      "junit-flavor",
      "markdown",
      "summary",
      "annotations",
      "upload-artifact",
      "artifact-name",
      "retention-days",
      "shard",
      "merge",
    ]);
    expect(Object.keys(action.outputs)).toEqual([
      "result",
      "passed",
      "failed",
      "not-tested",
      "errors",
      "regressions",
      "score",
      "report-json",
      "junit-xml",
      "summary-markdown",
      "artifact-id",
      "blessed",
      "baseline",
      "baseline-commit",
      "lost-coverage",
      "history-commit",
    ]);
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(typeof input.description, name).toBe("string");
      expect(input.description!.length, name).toBeGreaterThan(20);
      expect(typeof input.default, name).toBe("string");
    }
    for (const [name, output] of Object.entries(action.outputs))
      expect(output.description!.length, name).toBeGreaterThan(5);
    expect(action.runs).toEqual({ using: "node24", main: "dist/index.js" });
  });

  test("each output format's input and output are the table's (src/outputs/formats.ts), word for word", () => {
    const entries = formatEntries();
    expect(withEntries(withEntries(actionText, "inputs", entries.inputs), "outputs", entries.outputs)).toBe(actionText);
    expect([...entries.inputs.keys()]).toEqual(["json", "junit", "markdown"]);
    expect([...entries.outputs.keys()]).toEqual(["report-json", "junit-xml", "summary-markdown"]);
    expect(action.inputs.json).toEqual({
      description: "Where to write the JSON report, relative to the workspace.",
      required: false,
      default: "loopgate-report/report.json",
    });
    expect(action.outputs["junit-xml"]).toEqual({ description: "Absolute path of the JUnit XML report." });
  });

  test("the action's built-in defaults are action.yml's defaults", () => {
    const fromYml = Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, input.default]));
    expect(INPUT_DEFAULTS).toEqual(fromYml);
  });

  test("@action-validator/cli: the only complaint is node24, which its schema (0.6.0) does not list yet", () => {
    const real = validate(path.join(ROOT, "action.yml"));
    expect(real.status).toBe(1);
    const parsed = JSON.parse(real.report) as {
      errors: { code: string; path: string; states: { errors: { code: string; path: string }[] }[] }[];
    };
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0]!.path).toBe("/runs");
    expect(parsed.errors[0]!.states[0]!.errors.map((e) => `${e.code} ${e.path}`)).toEqual(["enum /runs/using"]);
    const node20 = path.join(temp, "action.yml");
    writeFileSync(node20, actionText.replace("using: node24", "using: node20"));
    expect(validate(node20)).toMatchObject({ status: 0 });
  });
});

describe("workflows-examples", () => {
  test("holds exactly the five documented examples", () => {
    expect(readdirSync(EXAMPLES).sort()).toEqual(EXAMPLE_FILES);
  });

  test.each(EXAMPLE_FILES)("%s validates with @action-validator/cli", (file) => {
    const result = validate(path.join(EXAMPLES, file));
    expect(result.report.replace(/^WARNING: Glob validation is not yet supported\..*\n/gm, "")).toBe("");
    expect(result.status).toBe(0);
  });

  test.each(EXAMPLE_FILES)("%s: header comment, pinned actions, no expression in run:, least privilege", (file) => {
    const text = readFileSync(path.join(EXAMPLES, file), "utf8");
    const lines = text.split("\n");
    const header = lines.slice(
      0,
      lines.findIndex((line) => !line.startsWith("#")),
    );
    expect(header.length).toBeGreaterThan(3);
    expect(header.join("\n")).toContain("What to change:");

    const workflow = parse(text) as {
      permissions: Record<string, string>;
      jobs: Record<string, { permissions?: Record<string, string>; steps?: { uses?: string; run?: string }[] }>;
    };
    expect(workflow.permissions).toEqual(file === "update-baseline.yml" ? { contents: "write" } : { contents: "read" });
    const writes: string[] = [];
    for (const [jobName, job] of Object.entries(workflow.jobs)) {
      for (const [scope, level] of Object.entries(job.permissions ?? {}))
        if (level === "write") writes.push(`${jobName}:${scope}`);
      for (const step of job.steps ?? []) {
        if (step.uses !== undefined) expect(step.uses, step.uses).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
        if (step.run !== undefined) expect(step.run, step.run).not.toContain("${{");
      }
    }
    const expectedWrites: Record<string, string[]> = {
      "fork-safe.yml": ["comment:pull-requests"],
      "record-nightly.yml": ["record:contents", "record:pull-requests"],
    };
    expect(writes).toEqual(expectedWrites[file] ?? []);
  });

  test.each(EXAMPLE_FILES)(
    "%s: third-party actions are the node24 releases, pinned by SHA with the tag noted",
    (file) => {
      const uses = [
        ...readFileSync(path.join(EXAMPLES, file), "utf8").matchAll(/uses: ([\w.-]+\/[\w.-]+)@(\S+)(.*)$/gm),
      ];
      expect(uses.length).toBeGreaterThan(0);
      for (const [, action, ref, comment] of uses) {
        if (action === "your-org/loopgate") continue;
        const pin = NODE24_PINS[action!];
        expect(pin, `${action} is not in NODE24_PINS`).toBeDefined();
        expect(`${action}@${ref}${comment}`).toBe(`${action}@${pin!.sha} # ${pin!.tag}`);
      }
    },
  );

  test("uploads overwrite (a re-run uploads again); the judging config is in every trigger's paths", () => {
    const uploads: string[] = [];
    for (const file of EXAMPLE_FILES) {
      const workflow = parse(readFileSync(path.join(EXAMPLES, file), "utf8")) as {
        on: Record<string, { paths?: string[] } | null>;
        jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
      };
      for (const job of Object.values(workflow.jobs))
        for (const step of job.steps)
          if (step.uses?.startsWith("actions/upload-artifact@"))
            uploads.push(`${file} ${String(step.with?.overwrite)}`);
      for (const [event, filter] of Object.entries(workflow.on))
        if (filter?.paths) expect(filter.paths, `${file} on.${event}.paths`).toContain("loopgate.json");
    }
    expect(uploads).toEqual(["pull-request.yml true"]);
  });

  test("pull-request.yml keeps a status for the comment workflow on every outcome", () => {
    const workflow = parse(readFileSync(path.join(EXAMPLES, "pull-request.yml"), "utf8")) as {
      jobs: { replay: { steps: { name?: string; if?: string; uses?: string }[] } };
    };
    const steps = workflow.jobs.replay.steps;
    const gate = steps.findIndex((step) => step.uses?.startsWith("your-org/loopgate@"));
    expect(steps.slice(gate + 1).map((step) => [step.name, step.if])).toEqual([
      ["Keep the status and the report for the comment workflow", "always()"],
      ["Upload the comment artifact", "always()"],
    ]);
  });

  test("docs/action.md's label fragment is pull-request.yml's, line for line", () => {
    const docs = readFileSync(path.join(ROOT, "docs", "action.md"), "utf8");
    const fragment = /```yaml\n(on:\n {2}pull_request:\n {4}# labeled[\s\S]*?)```/.exec(docs)?.[1];
    expect(fragment).toBeDefined();
    const example = readFileSync(path.join(EXAMPLES, "pull-request.yml"), "utf8").split("\n");
    const lines = fragment!.split("\n").filter((line) => line.trim() !== "" && !/^\s*#/.test(line));
    expect(lines).toEqual([
      "on:",
      "  pull_request:",
      "    types: [opened, synchronize, reopened, labeled, unlabeled]",
      "        with:",
      "          fail-on-lost-coverage: ${{ !contains(github.event.pull_request.labels.*.name, 'loopgate-config-change') }}",
    ]);
    for (const line of lines) expect(example, line).toContain(line);
  });

  test("the sharded example's matrix covers every shard exactly once", () => {
    const workflow = parse(readFileSync(path.join(EXAMPLES, "sharded.yml"), "utf8")) as {
      jobs: { replay: { strategy: { matrix: { shard: string[] } } } };
    };
    const shards = workflow.jobs.replay.strategy.matrix.shard;
    expect(shards).toEqual(Array.from({ length: shards.length }, (_, i) => `${i + 1}/${shards.length}`));
  });
});

/** The inputs and outputs tables as docs/action.md and the README show them, generated from action.yml. */
function referenceTables(): { inputs: string; outputs: string } {
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  const inputs = ["| Input | Default | Description |", "|---|---|---|"];
  for (const [name, input] of Object.entries(action.inputs)) {
    inputs.push(
      `| \`${name}\` | ${input.default === "" ? "*(empty)*" : `\`${input.default}\``} | ${cell(input.description!)} |`,
    );
  }
  const outputs = ["| Output | Description |", "|---|---|"];
  for (const [name, output] of Object.entries(action.outputs))
    outputs.push(`| \`${name}\` | ${cell(output.description!)} |`);
  return { inputs: inputs.join("\n"), outputs: outputs.join("\n") };
}

/** The table whose header row is `header`: that line and every table line right after it. */
function replaceTable(text: string, header: string, table: string): string {
  const lines = text.split("\n");
  const at = lines.indexOf(header);
  if (at < 0) throw new Error(`no table headed ${header}`);
  let end = at;
  while (end < lines.length && lines[end]!.startsWith("|")) end++;
  return [...lines.slice(0, at), table, ...lines.slice(end)].join("\n");
}

const README_START = "<!-- action-reference:start -->";
const README_END = "<!-- action-reference:end -->";

function readmeRegion(tables: { inputs: string; outputs: string }): string {
  return `${README_START}\n### Inputs\n\n${tables.inputs}\n\n### Outputs\n\n${tables.outputs}\n${README_END}`;
}

describe("the action reference in docs/action.md and README.md", () => {
  const docsFile = path.join(ROOT, "docs", "action.md");
  const readmeFile = path.join(ROOT, "README.md");
  const tables = referenceTables();
  // UPDATE_DOCS=1 rewrites both from action.yml; the checks below then hold by construction.
  if (updateRequested("UPDATE_DOCS")) {
    const docsText = readFileSync(docsFile, "utf8");
    const withInputs = replaceTable(docsText, "| Input | Default | Description |", tables.inputs);
    writeFileSync(docsFile, replaceTable(withInputs, "| Output | Description |", tables.outputs));
    const readmeText = readFileSync(readmeFile, "utf8");
    const from = readmeText.indexOf(README_START);
    const to = readmeText.indexOf(README_END);
    if (from < 0 || to < from) throw new Error(`README.md has no ${README_START} … ${README_END} region`);
    writeFileSync(
      readmeFile,
      readmeText.slice(0, from) + readmeRegion(tables) + readmeText.slice(to + README_END.length),
    );
  }
  const docs = readFileSync(docsFile, "utf8");
  const readme = readFileSync(readmeFile, "utf8");

  test("docs/action.md: the inputs and outputs tables are exactly action.yml", () => {
    expect(docs).toContain(`## Inputs\n`);
    expect(docs).toContain(`\n${tables.inputs}\n\n`);
    expect(docs).toContain(`## Outputs\n\n${tables.outputs}\n\n`);
  });

  test("README.md: the action-reference region is exactly action.yml's tables", () => {
    expect(readme.split(README_START)).toHaveLength(2);
    expect(readme).toContain(`\n${readmeRegion(tables)}\n`);
  });

  test("the quick-start workflow validates and follows the same rules as the examples", () => {
    const quickStart = /## Quick start[\s\S]*?```yaml\n([\s\S]*?)```/.exec(docs)![1]!;
    const file = path.join(temp, "quick-start.yml");
    writeFileSync(file, quickStart);
    expect(validate(file)).toMatchObject({ status: 0 });
    const workflow = parse(quickStart) as { permissions: unknown; jobs: { replay: { steps: { uses: string }[] } } };
    expect(workflow.permissions).toEqual({ contents: "read" });
    for (const step of workflow.jobs.replay.steps) expect(step.uses).toMatch(/@[0-9a-f]{40}$/);
  });
});
