import cmark from "cmark-gfm";

/**
 * Markdown as GitHub renders it: cmark-gfm (GitHub's own fork of cmark) with the
 * extensions github.com turns on, raw HTML kept (GitHub sanitises it afterwards, which
 * only removes), and source positions on every block so tests can tell which source
 * text each table cell came from.
 */
export function renderLikeGitHub(markdown: string): string {
  const options = {
    unsafe: true,
    footnotes: true,
    githubPreLang: true,
    sourcepos: true,
    extensions: { table: true, strikethrough: true, tagfilter: true, autolink: true, tasklist: true },
  };
  return cmark.renderHtmlSync(markdown, options as Parameters<typeof cmark.renderHtmlSync>[1]);
}

/** Every `<a …>` start tag in rendered HTML, with its attributes. */
export function anchorTags(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<a\b([^>]*)>/g)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attribute of match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)) attributes[attribute[1]!] = attribute[2]!;
    return attributes;
  });
}

export interface BrokenRow {
  row: string;
  problem: string;
}

/**
 * Table rows whose cell count differs from their table's header as cmark-gfm parsed them.
 * cmark-gfm evens rows out itself (it pads a short row with empty cells and drops a long
 * row's extra cells), so the rendered cell counts always agree; the source positions do
 * not: a padded cell has no source (`N:0-N:0`), and a dropped cell leaves source between
 * the last cell and the end of the row.
 */
export function brokenTableRows(html: string): BrokenRow[] {
  const broken: BrokenRow[] = [];
  for (const row of html.matchAll(/<tr data-sourcepos="(\d+):(\d+)-(\d+):(\d+)">([\s\S]*?)<\/tr>/g)) {
    const rowEnd = Number(row[4]);
    const cells = [...row[5]!.matchAll(/<t[dh][^>]*data-sourcepos="\d+:(\d+)-\d+:(\d+)"/g)];
    const where = `row at line ${row[1]}`;
    if (cells.some((cell) => cell[1] === "0")) broken.push({ row: where, problem: "fewer cells than the header" });
    const last = cells.filter((cell) => cell[1] !== "0").pop();
    // The row ends with its closing pipe, right after the last cell it kept.
    if (last && Number(last[2]) + 1 !== rowEnd) broken.push({ row: where, problem: "more cells than the header" });
  }
  return broken;
}

/**
 * The text GitHub's own filters would still turn into issue references or mentions after
 * cmark-gfm: text outside tags, and outside `code`, `pre` and `a` elements, which those
 * filters skip.
 */
export function linkableText(html: string): string[] {
  const outside = html.replace(/<(code|pre|a)\b[\s\S]*?<\/\1>/g, " ").replace(/<[^>]*>/g, " ");
  const text = outside
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"');
  return [...text.matchAll(/(?<![\w/])#\d+|(?<![\w`])@[A-Za-z0-9][\w-]*(?:\/[\w-]+)?|\bGH-\d+/g)].map((m) => m[0]);
}

/** Rendered text of one table cell's HTML, with every break opportunity (`<wbr>`, `<br>`) as a newline. */
function cellText(cellHtml: string): string {
  return cellHtml
    .replace(/<(?:wbr|br)\s*\/?>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', amp: "&" })[name]!);
}

/**
 * The longest stretch of characters (graphemes) in any table cell of rendered HTML with no
 * break opportunity a browser may use: only ASCII whitespace and `<wbr>`/`<br>` count (no
 * other Unicode space, no hyphen), so the figure errs on the long side. A table is never
 * narrower than the sum of its columns' longest stretches, which is what pushes it off-screen.
 */
export function longestUnbrokenInTableCells(html: string): { chars: number; text: string } {
  const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
  let longest = { chars: 0, text: "" };
  for (const cell of html.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/g)) {
    for (const stretch of cellText(cell[1]!).split(/[ \t\n\r\f]+/)) {
      const chars = [...segmenter.segment(stretch)].length;
      if (chars > longest.chars) longest = { chars, text: stretch };
    }
  }
  return longest;
}

/** How many `<table>` elements rendered HTML holds. */
export function tableCount(html: string): number {
  return (html.match(/<table\b/g) ?? []).length;
}
