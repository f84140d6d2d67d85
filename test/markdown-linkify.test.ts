import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import MarkdownIt from "markdown-it";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKDOWN_FILE_BOUND } from "../src/cli/limits.js";
import { renderMarkdown } from "../src/report/markdown.js";
import { anchorTags, renderLikeGitHub } from "./helpers/github-markdown.js";
import { CLI, ROOT } from "./helpers/paths.js";
import { failing, finding, notTested, reportOf } from "./helpers/report-builders.js";

/**
 * Issue 23 item 7, "no linkifiable bare file names": markdown-it, with `linkify` on and
 * fuzzy links on (markdown-it 14's default through linkify-it 5, and how sites that want
 * bare domains linked set it), links any `name.tld`, and `.md`, `.py`, `.sh`, `.io` are
 * top-level domains: a bare `judge.md` became `<a href="http://judge.md">`. What loopgate
 * writes itself and what a recording holds must come out with no link loopgate did not
 * mean, in markdown-it as in cmark-gfm.
 */
function renderWithMarkdownIt(markdown: string): string {
  const md = new MarkdownIt({ html: true, linkify: true });
  md.linkify.set({ fuzzyLink: true });
  return md.render(markdown);
}

const run = promisify(execFile);
let dir: string;
const summaries = new Map<string, string>();

/** A recording whose every field a summary shows holds a bare file name with a top-level domain for an extension. */
const probe = reportOf([
  failing({
    caseId: "notes.md",
    path: "runs/deploy.sh",
    reason: "DUPLICATE_EXECUTION: write_file wrote notes.md and main.py twice",
    labels: { file: "x.io" },
    violations: [finding({ tool: "write_file", message: "write_file wrote notes.md and main.py twice" })],
  }),
  failing({ caseId: "notes.md | main.py", path: "runs/pipe.jsonl", reason: "DUPLICATE_EXECUTION: see judge.md" }),
  notTested({ path: "runs/read.jsonl", caseId: "read", reason: "the agent only read judge.md and x.co" }),
]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "loopgate-linkify-"));
  for (const name of ["fixtures", "hostile"])
    summaries.set(`${name} (golden)`, await readFile(path.join(ROOT, "test/golden", `${name}.summary.md`), "utf8"));
  const gate = path.join(dir, "gate.md");
  await run(
    process.execPath,
    [CLI, "replay", "fixtures/gate/regressed", "--baseline", "fixtures/gate/baseline.json", "--markdown", gate],
    { cwd: ROOT },
  ).catch((error: { code?: number }) => {
    if (typeof error.code !== "number") throw error;
  });
  summaries.set("the gate's summary against a baseline", await readFile(gate, "utf8"));
  summaries.set("file names in every field", renderMarkdown(probe, MARKDOWN_FILE_BOUND));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The links loopgate writes: a case's hashed anchor and the in-page links to it. */
function foreignLinks(html: string): Array<Record<string, string>> {
  return anchorTags(html).filter(
    (a) => !/^loopgate-case-[0-9a-f]{16}$/.test(a.name ?? "") && !/^#loopgate-case-[0-9a-f]{16}$/.test(a.href ?? ""),
  );
}

describe("links in the Markdown summary, as markdown-it (linkify, fuzzy) and cmark-gfm render it", () => {
  it("the check sees what markdown-it links: a bare judge.md, not one in a code span", () => {
    expect(anchorTags(renderWithMarkdownIt("rules 3 judge.md, `judge.md`, <code>x.io</code>\n"))).toEqual([
      { href: "http://judge.md" },
      { href: "http://x.io" },
    ]);
  });

  it.each([
    "fixtures (golden)",
    "hostile (golden)",
    "the gate's summary against a baseline",
    "file names in every field",
  ])("%s: no <a> loopgate did not write", (name) => {
    const markdown = summaries.get(name)!;
    expect(foreignLinks(renderWithMarkdownIt(markdown))).toEqual([]);
    expect(foreignLinks(renderLikeGitHub(markdown))).toEqual([]);
  });

  it("the gate's summary names docs/gate.md and the footer judge.md, in forms nothing links", () => {
    const markdown = summaries.get("the gate's summary against a baseline")!;
    expect(markdown).toContain("lost coverage fails (docs/gate.md).");
    expect(markdown).toContain(" · rules `loopgate-judge/3 (judge.md J1-J29)` · ");
  });

  it("file names in text have the dot escaped, shown as a dot by every renderer; in code spans they stay as they are", () => {
    const markdown = summaries.get("file names in every field")!;
    expect(markdown).toContain(
      "| ❌ FAIL | `notes.md` | `runs/deploy.sh` | 20 (capped from 40) | DUPLICATE\\_EXECUTION: write\\_file wrote notes\\.md and main\\.py twice |\n" +
        "| ❌ FAIL | <code>notes\\.md &#124; main\\.py</code> | `runs/pipe.jsonl` | 20 (capped from 40) | DUPLICATE\\_EXECUTION: see judge\\.md |\n",
    );
    expect(markdown).toContain("- `runs/read.jsonl` (NO_WRITE_CALLS): the agent only read judge\\.md and x\\.co\n");
    expect(renderWithMarkdownIt(markdown)).toContain("<td>DUPLICATE_EXECUTION: see judge.md</td>");
    expect(renderLikeGitHub(markdown)).toMatch(/<td data-sourcepos="[\d:-]+">DUPLICATE_EXECUTION: see judge\.md<\/td>/);
  });
});
