import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_READ_PREFIXES, DEFAULT_WRITE_PATTERNS } from "../src/judge/classify.js";
import { RULE_IDS, RULES_VERSION } from "../src/judge/judge.js";
import { ROOT } from "./helpers/paths.js";
import { updateRequested } from "../scripts/updaters.mjs";

const RULES_FILE = path.join(ROOT, "docs", "rules.md");
const START = "<!-- default-patterns:start -->";
const END = "<!-- default-patterns:end -->";

/** docs/rules.md's list of the J2 defaults, written from the exported constants. */
function patternRegion(): string {
  const list = (items: readonly string[]) => items.map((item) => `\`${item}\``).join(", ");
  return [
    START,
    `Default write patterns (${DEFAULT_WRITE_PATTERNS.length}): ${list(DEFAULT_WRITE_PATTERNS)}.`,
    "",
    `Default read prefixes (${DEFAULT_READ_PREFIXES.length}): ${list(DEFAULT_READ_PREFIXES)}.`,
    END,
  ].join("\n");
}

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const textOf = (files: string[]) => files.map((file) => readFileSync(file, "utf8")).join("\n");

describe("docs/rules.md", () => {
  // UPDATE_DOCS=1 rewrites the generated list; the check below then holds by construction.
  if (updateRequested("UPDATE_DOCS")) {
    const text = readFileSync(RULES_FILE, "utf8");
    const from = text.indexOf(START);
    const to = text.indexOf(END);
    if (from < 0 || to < from) throw new Error(`docs/rules.md has no ${START} … ${END} region`);
    writeFileSync(RULES_FILE, text.slice(0, from) + patternRegion() + text.slice(to + END.length));
  }
  const rules = readFileSync(RULES_FILE, "utf8");

  it("J2 lists exactly the default write patterns and read prefixes the classifier uses", () => {
    expect(rules.split(START)).toHaveLength(2);
    expect(rules).toContain(`\n${patternRegion()}\n`);
  });

  it("names the rules version every report carries", () => {
    expect(RULES_VERSION).toBe("loopgate-judge/3 (judge.md J1-J29)");
    expect(RULES_VERSION).toBe(`loopgate-judge/3 (judge.md ${RULE_IDS[0]}-${RULE_IDS.at(-1)})`);
    expect(rules).toContain(`\`${RULES_VERSION}\``);
  });

  it("J2b is in docs/rules.md and docs/judging.md, each with its example of a call named tool(operation=value)", () => {
    const judging = readFileSync(path.join(ROOT, "docs", "judging.md"), "utf8");
    const j2bOf = (text: string) => text.slice(text.indexOf("J2b"), text.indexOf("J3", text.indexOf("J2b")));
    expect(j2bOf(rules)).toContain('`manage_changelog {operation: "search"}` is a read');
    expect(j2bOf(rules)).toContain("`tool(operation=value)`");
    expect(j2bOf(judging)).toContain(
      '| `manage_container {operation: "create"}` | write | a default write verb (J2) |',
    );
    expect(j2bOf(judging)).toContain("`manage_container(operation=create)`");
  });

  it("the judge's RULE_IDS are exactly the rules docs/rules.md names: 30, J2b among them", () => {
    const named = new Set(rules.match(/\bJ\d+b?\b/g));
    expect([...named].sort()).toEqual([...RULE_IDS].sort());
    expect(RULE_IDS).toHaveLength(30);
  });

  it("every rule of RULE_IDS is in docs/rules.md, tagged in src/ where it is implemented, and named by a test", () => {
    const src = textOf(filesUnder(path.join(ROOT, "src"), ".ts"));
    const tests = textOf(filesUnder(path.join(ROOT, "test"), ".ts"));
    const missing = RULE_IDS.flatMap((id) => {
      const word = new RegExp(`\\b${id}\\b`);
      const testTitle = new RegExp(`(?:it|test)\\(\\s*["'\`]${id}\\b`);
      return [
        ...(word.test(rules) ? [] : [`${id} not in docs/rules.md`]),
        ...(word.test(src) ? [] : [`${id} not tagged in src/`]),
        ...(testTitle.test(tests) ? [] : [`no test named after ${id}`]),
      ];
    });
    expect(missing).toEqual([]);
  });
});
