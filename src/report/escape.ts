/**
 * Escaping for text that comes from recordings (untrusted) on its way into XML or
 * Markdown. Every function here is total: any JavaScript string in, a string out that is
 * safe in the named context. Characters that cannot be shown safely become a visible
 * `\uXXXX` so a reviewer still sees that something was there; text that is not valid
 * Unicode (a lone UTF-16 surrogate) becomes U+FFFD, which every consumer can read; and
 * whatever a reader would turn into a link, reference, mention or attachment is
 * neutralised ({@link neutralizeLinks}). docs/report-format.md ("Hostile text") lists it all.
 */

import { lazyRegExp } from "../util/lazy-regexp.js";

/**
 * CSI (`ESC [` or C1 `0x9b`, parameters, one final byte), OSC (`ESC ]` or `0x9d` up to
 * BEL or ST) and the other two-byte ESC sequences. Every quantifier runs over a
 * character class that cannot overlap its neighbour, so matching stays linear on
 * megabyte strings.
 */
const ANSI_SEQUENCE =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)|\u001b[\u0020-\u002f]*[\u0030-\u007e]/g;

const LONE_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";

/**
 * Invisible characters that can reorder or hide text in front of a reviewer ("Trojan
 * source"): bidirectional controls, zero-width space, word joiner and the other invisible
 * operators, BOM, line and paragraph separators, soft hyphen, combining grapheme joiner,
 * Mongolian free variation selectors and vowel separator, Khmer inherent vowels, Hangul
 * fillers, deprecated format controls (U+206A–U+206F) and interlinear annotation marks.
 * Zero-width (non-)joiners and variation selectors stay: emoji sequences and several
 * scripts need them, and they hide nothing on their own.
 */
const INVISIBLE =
  "\\u00ad\\u061c\\u115f\\u1160\\u180e\\u200b\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e" +
  "\\u2060-\\u2064\\u2066-\\u206f\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb";
/**
 * The same for characters outside the BMP, as UTF-16 pairs (the patterns below work on
 * code units): the Unicode tag block U+E0000–U+E007F, which renders as nothing and can
 * carry a whole hidden sentence ("ASCII smuggling"), and the invisible musical format
 * controls U+1D173–U+1D17A.
 */
const INVISIBLE_PAIRS = "\\udb40[\\udc00-\\udc7f]|\\ud834[\\udd73-\\udd7a]";
/** Invisible combining marks, one alternative each: in a character class they would read as joined to their neighbour. */
const INVISIBLE_MARKS = "\\u034f|\\u17b4|\\u17b5|\\u180b|\\u180c|\\u180d|\\u180f";

/** Not allowed in XML 1.0 at all, plus DEL, C1 controls (legal, but they drive terminals) and the invisibles. */
const XML_UNSAFE = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\ufffe\\uffff${INVISIBLE}]|${INVISIBLE_MARKS}|${INVISIBLE_PAIRS}|${LONE_SURROGATE}`,
  "g",
);
/** Tab and newline are handled by the callers: kept in code blocks, collapsed inline. */
const MARKDOWN_UNSAFE = new RegExp(
  `[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\ufffe\\uffff${INVISIBLE}]|${INVISIBLE_MARKS}|${INVISIBLE_PAIRS}|${LONE_SURROGATE}`,
  "g",
);

/** `\u001b` style: the escape a JavaScript or JSON reader recognises. */
export function visibleCodeUnit(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * A lone surrogate is not Unicode at all: U+FFFD says so to every reader; an invisible
 * character outside the BMP becomes `\u{e0041}`; anything else unsafe becomes `\uXXXX`.
 */
function visibleOrReplaced(char: string): string {
  if (char.length === 2) return `\\u{${char.codePointAt(0)!.toString(16)}}`;
  const code = char.charCodeAt(0);
  return code >= 0xd800 && code <= 0xdfff ? "\ufffd" : visibleCodeUnit(char);
}

/**
 * Text that GitHub, GitLab or a mail reader would turn into a link, an issue reference, a
 * mention or an attachment, with the character that triggers it bracketed ("defanged"),
 * so it still reads the same but nothing links, notifies anyone or attaches a file:
 *
 * | text | becomes | what it would have been |
 * |---|---|---|
 * | `https://x`, any `scheme://` | `https[:]//x` | an autolink |
 * | `www.x` | `www[.]x` | an autolink |
 * | `a@b.example`, `@org/team` | `a[@]b.example`, `[@]org/team` | a mail link, a mention that pings |
 * | `#42`, `\#42`, `org/repo#42` | `[#]42`, `\[#]42`, `org/repo[#]42` | an issue or pull request reference |
 * | `GH-42` | `GH[-]42` | an issue reference |
 * | `[[ATTACHMENT\|/p]]` | `[[ATTACHMENT[\|]/p]]` | a GitLab JUnit attachment |
 *
 * Idempotent (nothing it writes matches again), so text may pass through it twice.
 */
export function neutralizeLinks(text: string): string {
  return text.replace(LINK_TRIGGERS(), (match: string, www?: string, gh?: string, attachment?: string) => {
    if (www !== undefined) return `${www}[.]`;
    if (gh !== undefined) return `${gh}[-]`;
    if (attachment !== undefined) return `${attachment}[|]`;
    return `[${match.charAt(0)}]${match.slice(1)}`;
  });
}
const LINK_TRIGGERS = lazyRegExp(
  String.raw`:\/\/|(www)\.|@(?=[\p{L}\p{N}_.-])|#(?=\d)|(?<![\p{L}\p{N}_])(gh)-(?=\d)|(\[\[attachment)\|`,
  "giu",
);

export function stripAnsi(text: string): string {
  return text.replace(ANSI_SEQUENCE, "");
}

// ---------------------------------------------------------------- XML

/**
 * Text for an XML element: ANSI sequences removed, every character XML 1.0 forbids, C1
 * controls and invisible characters shown as `\uXXXX`, lone surrogates as U+FFFD, links
 * neutralised. `& < > " '` are left to the XML builder's entity escaping; tab, newline
 * and carriage return stay.
 */
export function xmlText(text: string): string {
  return neutralizeLinks(xmlVisible(text));
}

function xmlVisible(text: string): string {
  return stripAnsi(text).replace(XML_UNSAFE, visibleOrReplaced);
}

/**
 * Text for an XML attribute: as {@link xmlText}, and tab/newline/CR become spaces, which
 * is what an XML parser's attribute normalisation would make of them anyway.
 */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/[\t\n\r]/g, " ");
}

/**
 * A path that a reporter resolves to a file (`testcase@file`): made valid XML, but not
 * neutralised, because a bracket inserted into it would point at a file that is not there.
 */
export function xmlPathAttribute(text: string): string {
  return xmlVisible(text).replace(/[\t\n\r]/g, " ");
}

/** For hand-built XML and HTML (`<summary>`): the five predefined entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}
const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

// ---------------------------------------------------------------- Markdown

/**
 * One line of display text, for Markdown (as the base of every form below), annotations
 * and logs: ANSI removed, whitespace runs (newlines included) collapsed to one space,
 * controls and invisible characters made visible, lone surrogates as U+FFFD, links
 * neutralised.
 */
export function displayLine(text: string): string {
  return neutralizeLinks(visibleLine(text));
}

/**
 * One line with controls and invisible characters visible and lone surrogates replaced,
 * but not neutralised: for text that is already Markdown (a caller's headline) or must
 * stay exact (a link target).
 */
export function visibleLine(text: string): string {
  return stripAnsi(text)
    .replace(/[\t\n\r]+/g, " ")
    .replace(MARKDOWN_UNSAFE, visibleOrReplaced);
}

/** A dot that could end a domain label: after a letter, digit, `_` or `-`, before a letter. */
const DOMAIN_DOT = lazyRegExp(String.raw`(?<=[\p{L}\p{N}_-])\.(?=\p{L})`, "gu");

/**
 * Plain text safe anywhere inline, table cells included: HTML cannot open (`< > &` as
 * entities), the table cannot split (`|` as `&#124;`, which GFM's cell splitter does not
 * see), emphasis, code, links, strikethrough, headings and math cannot start (their
 * characters backslash-escaped), and no bare file name becomes a link: a linkifier with
 * fuzzy links (markdown-it's) links `notes.md` or `main.py`, since `.md` and `.py` are
 * top-level domains, so a dot between a letter or digit and a letter is escaped too
 * (`notes\.md`, which every renderer shows as `notes.md`).
 */
export function escapeMarkdownText(text: string): string {
  return displayLine(text)
    .replace(/[&<>|\\`*_[\]~#$!]/g, (c) => MARKDOWN_TEXT_ESCAPES[c] ?? `\\${c}`)
    .replace(DOMAIN_DOT(), "\\.");
}
const MARKDOWN_TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "|": "&#124;" };

/**
 * Inline code, safe in table cells. A code span shows its content literally, so the
 * common case is `` `text` ``; text holding a backtick or a pipe (which would end the
 * span or split the table cell) goes into `<code>` with {@link escapeMarkdownText}.
 */
export function markdownCode(text: string): string {
  const line = displayLine(text);
  if (line !== "" && !/[`|]/.test(line) && !line.startsWith(" ") && !line.endsWith(" ")) return `\`${line}\``;
  return `<code>${escapeMarkdownText(line)}</code>`;
}

/** Inline code with a stretch longer than this many characters without a space gets break opportunities. */
export const WRAP_FROM_CHARS = 80;
/**
 * The longest stretch without a break opportunity (a space or a `<wbr>`) in any table cell of
 * the Markdown summary. A browser lays a table out no narrower than the sum of its columns'
 * longest unbreakable stretches; GitHub's widest table, the scenario table, has three columns of
 * untrusted text (case, recording, reason) beside two short ones, and a comment or job summary is
 * about 780 px wide: three stretches of 24 characters (about 7.2 px each in GitHub's code font)
 * plus the short columns and each cell's 26 px of padding still fit. docs/report-format.md.
 */
export const TABLE_CELL_MAX_UNBROKEN_CHARS = 24;
/** A stretch without a natural break point is broken after this many characters. */
const WRAP_EVERY_CHARS = TABLE_CELL_MAX_UNBROKEN_CHARS;
/** Characters after which an id or a path reads naturally broken. */
const NATURAL_BREAKS = new Set(["/", ":", ".", "_", "-", "=", "&", "?"]);
/** Made on first use: creating a segmenter loads ICU's break rules, a cost every run would pay otherwise. */
let graphemeSegmenter: Intl.Segmenter | undefined;

/**
 * {@link markdownCode} for ids and paths that may be long. A browser breaks code only at
 * spaces, so a stretch of more than `maxUnbroken` characters without one (default
 * {@link WRAP_FROM_CHARS}; {@link TABLE_CELL_MAX_UNBROKEN_CHARS} in a table cell) would push
 * a table's other columns off-screen: such text becomes a `<code>` element with `<wbr>` (a
 * break opportunity GitHub keeps, invisible, never copied) after each natural break character
 * and at least every {@link WRAP_EVERY_CHARS} characters, never inside a grapheme or next to a
 * space. The text is neutralised whole before it is split and each piece escaped on its own,
 * so no piece can hold a link, reference or mention.
 */
export function markdownCodeWrapping(text: string, maxUnbroken = WRAP_FROM_CHARS): string {
  const pieces = wrappingPieces(displayLine(text), maxUnbroken);
  return pieces === null ? markdownCode(text) : `<code>${pieces.map(escapeMarkdownText).join("<wbr>")}</code>`;
}

/** {@link markdownCodeWrapping} for a table cell: no stretch longer than {@link TABLE_CELL_MAX_UNBROKEN_CHARS}. */
export function tableCellCode(text: string): string {
  return markdownCodeWrapping(text, TABLE_CELL_MAX_UNBROKEN_CHARS);
}

/**
 * {@link escapeMarkdownText} for a table cell's sentence (a reason, a change): a stretch of
 * more than {@link TABLE_CELL_MAX_UNBROKEN_CHARS} characters without a space (a long tool name,
 * canonical JSON, a URL) gets the same `<wbr>` break opportunities as
 * {@link markdownCodeWrapping}, so it cannot push the table's other columns off-screen.
 */
export function tableCellText(text: string): string {
  const pieces = wrappingPieces(displayLine(text), TABLE_CELL_MAX_UNBROKEN_CHARS);
  return pieces === null ? escapeMarkdownText(text) : pieces.map(escapeMarkdownText).join("<wbr>");
}

/**
 * `line` in pieces to join with `<wbr>`, or null when it has no stretch longer than
 * `maxUnbroken`. Only such stretches are broken; shorter ones stay whole, so a sentence keeps
 * its words and its escapes (a dot between letters, `\.`) wherever it had no need to break.
 */
function wrappingPieces(line: string, maxUnbroken: number): string[] | null {
  // Every grapheme is at least one code unit: a line this short has no stretch to break.
  if (line.length <= maxUnbroken) return null;
  graphemeSegmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  const graphemes = Array.from(graphemeSegmenter.segment(line), (part) => part.segment);
  const tooLong = stretchesLongerThan(graphemes, maxUnbroken);
  if (!tooLong.includes(true)) return null;
  const pieces: string[] = [];
  let piece = "";
  let run = 0;
  graphemes.forEach((grapheme, index) => {
    piece += grapheme;
    run = grapheme === " " ? 0 : run + 1;
    const next = graphemes[index + 1];
    const breakHere = NATURAL_BREAKS.has(grapheme) || run >= WRAP_EVERY_CHARS;
    if (tooLong[index] && next !== undefined && next !== " " && breakHere) {
      pieces.push(piece);
      piece = "";
      run = 0;
    }
  });
  pieces.push(piece);
  return pieces;
}

/** For each grapheme: whether it lies in a stretch without a space longer than `maxUnbroken`. */
function stretchesLongerThan(graphemes: string[], maxUnbroken: number): boolean[] {
  const tooLong = new Array<boolean>(graphemes.length).fill(false);
  let start = 0;
  for (let index = 0; index <= graphemes.length; index += 1) {
    if (index < graphemes.length && graphemes[index] !== " ") continue;
    if (index - start > maxUnbroken) tooLong.fill(true, start, index);
    start = index + 1;
  }
  return tooLong;
}

/**
 * A fenced code block: the fence is one backtick longer than the longest backtick run
 * inside, so nothing in the text can close it; inside, nothing is rendered.
 */
export function markdownFence(text: string, info = "text"): string {
  const body = neutralizeLinks(
    stripAnsi(text).replace(/\r\n?/g, "\n").replace(MARKDOWN_UNSAFE, visibleOrReplaced).replace(/\n+$/, ""),
  );
  let longest = 0;
  for (const run of body.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${body}\n${fence}\n`;
}

/**
 * A link whose label is escaped and whose target is percent-encoded segment by segment
 * (not neutralised: the target must still name the file).
 */
export function markdownLink(labelMarkdown: string, base: string, relativePath: string): string {
  const safePath = visibleLine(relativePath)
    .split("/")
    .map((segment) =>
      encodeURIComponent(segment).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join("/");
  const target = `${base.endsWith("/") ? base : `${base}/`}${safePath}`;
  return `[${labelMarkdown}](${target.replace(/[()<>\s]/g, (c) => encodeURIComponent(c))})`;
}

/** Cuts a UTF-8 rendering to fewer than `maxBytes` bytes at a character boundary. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, "utf8") <= maxBytes) return text;
  const bytes = Buffer.from(text, "utf8");
  let end = Math.max(0, maxBytes);
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString("utf8");
}

/**
 * Recordings are untrusted: ANSI escapes go, line breaks (which could start a new workflow
 * command) become spaces, control, bidi and zero-width characters visible escapes, links
 * and mentions are neutralised as in the reports, and the text is bounded (to `maxChars`
 * code points, the last an ellipsis).
 */
export function oneLine(text: string, maxChars: number): string {
  const safe = displayLine(text);
  const chars = Array.from(safe);
  return chars.length > maxChars ? `${chars.slice(0, maxChars - 1).join("")}…` : safe;
}
