import { expect } from "vitest";

/** HTML the renderer writes itself; anything else outside code is an injection. */
const OWN_TAGS = new Set(["details", "/details", "summary", "/summary", "code", "/code", "sub", "/sub", "wbr"]);
/** The anchors a regression links to (src/report/markdown.ts caseAnchor): exactly this form, nothing else. */
const OWN_ANCHOR = /<a name="loopgate-case-[0-9a-f]{16}"><\/a>/g;

/** Removes code spans so literal `<` inside them is not mistaken for HTML. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, "");
}

/**
 * The lines outside every code fence, with their line numbers (0-based), and whether the last
 * fence was left open. A fence closes at a line of only backticks, at least as many as opened it.
 */
function outsideFences(markdown: string): { lines: { index: number; line: string }[]; unclosed: boolean } {
  const lines: { index: number; line: string }[] = [];
  let fence: string | null = null;
  for (const [index, line] of markdown.split("\n").entries()) {
    const fenceMatch = /^(`{3,})/.exec(line);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1]!.length >= fence.length && line.trim() === fenceMatch[1]) fence = null;
    } else if (fenceMatch) fence = fenceMatch[1]!;
    else lines.push({ index, line });
  }
  return { lines, unclosed: fence !== null };
}

/**
 * Structural checks a hostile string must not be able to break: every table row has
 * exactly the header's number of cells (counting only unescaped pipes outside code),
 * no HTML other than the renderer's own, and every code fence is closed.
 */
export function assertMarkdownIntact(markdown: string): void {
  const { lines, unclosed } = outsideFences(markdown);
  let columns: number | null = null;
  for (const { index, line } of lines) {
    const where = `line ${index + 1}: ${line.slice(0, 120)}`;
    const visible = withoutCodeSpans(line).replace(OWN_ANCHOR, "");
    for (const tag of visible.matchAll(/<(\/?[A-Za-z][A-Za-z0-9-]*)/g)) {
      expect(OWN_TAGS.has(tag[1]!.toLowerCase()), `foreign HTML <${tag[1]}> at ${where}`).toBe(true);
    }
    if (line.startsWith("|")) {
      const cells = (line.match(/\|/g) ?? []).length - 1;
      if (columns === null) columns = cells;
      expect(cells, `table row with ${cells} cells, header has ${columns}, at ${where}`).toBe(columns);
      expect(line.endsWith("|"), `table row not closed at ${where}`).toBe(true);
    } else {
      columns = null;
    }
  }
  expect(unclosed, "an unclosed code fence").toBe(false);
}

/**
 * The lines a reader sees as the page's own text: those outside every code fence and
 * `<details>` block, with their line numbers (0-based).
 */
export function linesOutsideBlocks(markdown: string): { index: number; line: string }[] {
  let details = 0;
  return outsideFences(markdown).lines.filter(({ line }) => {
    details += (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
    return details === 0 && !line.includes("</details>");
  });
}

/**
 * A summary cut to fit: it ends with `marker`, after a blank line (so no table runs into it),
 * and everything before it is whole: fences paired, every <details> closed.
 */
export function expectCutBetweenBlocks(markdown: string, marker: string): void {
  const at = markdown.lastIndexOf(marker);
  expect(at).toBe(markdown.length - marker.length);
  const before = markdown.slice(0, at);
  expect((before.match(/^```/gm) ?? []).length % 2).toBe(0);
  expect((before.match(/<details>/g) ?? []).length).toBe((before.match(/<\/details>/g) ?? []).length);
  expect(before.endsWith("\n")).toBe(true);
  expect(markdown.slice(at - 1, at + 1)).toBe("\n\n");
}
