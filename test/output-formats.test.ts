import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { INPUT_DEFAULTS } from "../src/action/inputs.js";
import { outputFlagsHelp } from "../src/cli/limits.js";
import { FORMAT_IDS, OUTPUT_FLAGS, OUTPUT_FORMATS } from "../src/outputs/formats.js";
import { updateRequested } from "../scripts/updaters.mjs";
import { CLI, ROOT } from "./helpers/paths.js";

/** Issue 23 item 1: one table of output formats, read by the CLI, the action and the docs. */
const START = "<!-- output-formats:start -->";
const END = "<!-- output-formats:end -->";

function docsTable(): string {
  const rows = [
    "| Format | CLI flag | Action input | Action output | Action default path | Renderer |",
    "|---|---|---|---|---|---|",
  ];
  for (const id of FORMAT_IDS) {
    const f = OUTPUT_FORMATS[id];
    const renderers = f.renderer
      .split(", ")
      .map((file) => `\`${file}\``)
      .join(", ");
    rows.push(`| ${id} | \`--${id} FILE\` | \`${id}\` | \`${f.output}\` | \`${f.defaultPath}\` | ${renderers} |`);
  }
  return `${START}\n${rows.join("\n")}\n${END}`;
}

describe("the table of output formats", () => {
  const file = path.join(ROOT, "docs", "report-format.md");
  if (updateRequested("UPDATE_DOCS")) {
    const text = readFileSync(file, "utf8");
    const from = text.indexOf(START);
    const to = text.indexOf(END);
    if (from < 0 || to < from) throw new Error(`docs/report-format.md has no ${START} … ${END} region`);
    writeFileSync(file, text.slice(0, from) + docsTable() + text.slice(to + END.length));
  }

  test("lists json, junit and markdown with their contract names", () => {
    expect(FORMAT_IDS).toEqual(["json", "junit", "markdown"]);
    expect(FORMAT_IDS.map((id) => [OUTPUT_FORMATS[id].output, OUTPUT_FORMATS[id].defaultPath])).toEqual([
      ["report-json", "loopgate-report/report.json"],
      ["junit-xml", "loopgate-report/junit.xml"],
      ["summary-markdown", "loopgate-report/summary.md"],
    ]);
    expect(Object.keys(OUTPUT_FLAGS)).toEqual(FORMAT_IDS);
  });

  test("docs/report-format.md shows the table exactly (UPDATE_DOCS=1 writes it)", () => {
    const text = readFileSync(file, "utf8");
    expect(text).toContain(`\n${docsTable()}\n`);
    expect(text).toContain(
      "| junit | `--junit FILE` | `junit` | `junit-xml` | `loopgate-report/junit.xml` | `src/report/junit.ts`, `src/report/junit-gate.ts` |",
    );
  });

  test("the action's input defaults are the table's paths", () => {
    expect([INPUT_DEFAULTS.json, INPUT_DEFAULTS.junit, INPUT_DEFAULTS.markdown]).toEqual(
      FORMAT_IDS.map((id) => OUTPUT_FORMATS[id].defaultPath),
    );
  });

  test("replay's and merge's --help list the formats' flags from the table", () => {
    const lines = outputFlagsHelp(23);
    expect(lines).toBe(
      [
        "  --json FILE          write the JSON report",
        "  --junit FILE         write JUnit XML (one testsuite per scenario; testcases as --junit-mode says)",
        "  --markdown FILE      write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)",
      ].join("\n"),
    );
    for (const command of ["replay", "merge"]) {
      const help = execFileSync(process.execPath, [CLI, command, "--help"], { encoding: "utf8" });
      expect(help, command).toContain(`\n${lines}\n`);
    }
  });
});
