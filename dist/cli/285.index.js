export const id = 285;
export const ids = [285,31];
export const modules = {

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ truncateUtf8),
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   IE: () => (/* binding */ xmlAttribute),
/* harmony export */   Iz: () => (/* binding */ escapeMarkdownTextWrapping),
/* harmony export */   P8: () => (/* binding */ visibleLine),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   bo: () => (/* binding */ xmlPathAttribute),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   lg: () => (/* binding */ markdownCodeWrapping),
/* harmony export */   m4: () => (/* binding */ escapeMarkdownText),
/* harmony export */   p0: () => (/* binding */ markdownFence),
/* harmony export */   pr: () => (/* binding */ displayLine),
/* harmony export */   xK: () => (/* binding */ xmlText)
/* harmony export */ });
/* unused harmony exports visibleCodeUnit, neutralizeLinks, stripAnsi, WRAP_FROM_CHARS */
/**
 * Escaping for text that comes from recordings (untrusted) on its way into XML or
 * Markdown. Every function here is total: any JavaScript string in, a string out that is
 * safe in the named context. Characters that cannot be shown safely become a visible
 * `\uXXXX` so a reviewer still sees that something was there; text that is not valid
 * Unicode (a lone UTF-16 surrogate) becomes U+FFFD, which every consumer can read; and
 * whatever a reader would turn into a link, reference, mention or attachment is
 * neutralised ({@link neutralizeLinks}). docs/report-format.md ("Hostile text") lists it all.
 */
/**
 * CSI (`ESC [` or C1 `0x9b`, parameters, one final byte), OSC (`ESC ]` or `0x9d` up to
 * BEL or ST) and the other two-byte ESC sequences. Every quantifier runs over a
 * character class that cannot overlap its neighbour, so matching stays linear on
 * megabyte strings.
 */
const ANSI_SEQUENCE = /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)|\u001b[\u0020-\u002f]*[\u0030-\u007e]/g;
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
const INVISIBLE = "\\u00ad\\u061c\\u115f\\u1160\\u180e\\u200b\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e" +
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
const XML_UNSAFE = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\ufffe\\uffff${INVISIBLE}]|${INVISIBLE_MARKS}|${INVISIBLE_PAIRS}|${LONE_SURROGATE}`, "g");
/** Tab and newline are handled by the callers: kept in code blocks, collapsed inline. */
const MARKDOWN_UNSAFE = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\ufffe\\uffff${INVISIBLE}]|${INVISIBLE_MARKS}|${INVISIBLE_PAIRS}|${LONE_SURROGATE}`, "g");
/** `\u001b` style: the escape a JavaScript or JSON reader recognises. */
function visibleCodeUnit(char) {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
/**
 * A lone surrogate is not Unicode at all: U+FFFD says so to every reader; an invisible
 * character outside the BMP becomes `\u{e0041}`; anything else unsafe becomes `\uXXXX`.
 */
function visibleOrReplaced(char) {
    if (char.length === 2)
        return `\\u{${char.codePointAt(0).toString(16)}}`;
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
function neutralizeLinks(text) {
    return text.replace(LINK_TRIGGERS, (match, www, gh, attachment) => {
        if (www !== undefined)
            return `${www}[.]`;
        if (gh !== undefined)
            return `${gh}[-]`;
        if (attachment !== undefined)
            return `${attachment}[|]`;
        return `[${match.charAt(0)}]${match.slice(1)}`;
    });
}
const LINK_TRIGGERS = /:\/\/|(www)\.|@(?=[\p{L}\p{N}_.-])|#(?=\d)|(?<![\p{L}\p{N}_])(gh)-(?=\d)|(\[\[attachment)\|/giu;
function stripAnsi(text) {
    return text.replace(ANSI_SEQUENCE, "");
}
// ---------------------------------------------------------------- XML
/**
 * Text for an XML element: ANSI sequences removed, every character XML 1.0 forbids, C1
 * controls and invisible characters shown as `\uXXXX`, lone surrogates as U+FFFD, links
 * neutralised. `& < > " '` are left to the XML builder's entity escaping; tab, newline
 * and carriage return stay.
 */
function xmlText(text) {
    return neutralizeLinks(xmlVisible(text));
}
function xmlVisible(text) {
    return stripAnsi(text).replace(XML_UNSAFE, visibleOrReplaced);
}
/**
 * Text for an XML attribute: as {@link xmlText}, and tab/newline/CR become spaces, which
 * is what an XML parser's attribute normalisation would make of them anyway.
 */
function xmlAttribute(text) {
    return xmlText(text).replace(/[\t\n\r]/g, " ");
}
/**
 * A path that a reporter resolves to a file (`testcase@file`): made valid XML, but not
 * neutralised, because a bracket inserted into it would point at a file that is not there.
 */
function xmlPathAttribute(text) {
    return xmlVisible(text).replace(/[\t\n\r]/g, " ");
}
/** For hand-built XML and HTML (`<summary>`): the five predefined entities. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);
}
const HTML_ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
// ---------------------------------------------------------------- Markdown
/**
 * One line of display text, for Markdown (as the base of every form below), annotations
 * and logs: ANSI removed, whitespace runs (newlines included) collapsed to one space,
 * controls and invisible characters made visible, lone surrogates as U+FFFD, links
 * neutralised.
 */
function displayLine(text) {
    return neutralizeLinks(visibleLine(text));
}
/**
 * One line with controls and invisible characters visible and lone surrogates replaced,
 * but not neutralised: for text that is already Markdown (a caller's headline) or must
 * stay exact (a link target).
 */
function visibleLine(text) {
    return stripAnsi(text)
        .replace(/[\t\n\r]+/g, " ")
        .replace(MARKDOWN_UNSAFE, visibleOrReplaced);
}
/**
 * Plain text safe anywhere inline, table cells included: HTML cannot open (`< > &` as
 * entities), the table cannot split (`|` as `&#124;`, which GFM's cell splitter does not
 * see), and emphasis, code, links, strikethrough, headings and math cannot start (their
 * characters backslash-escaped).
 */
function escapeMarkdownText(text) {
    return displayLine(text).replace(/[&<>|\\`*_[\]~#$!]/g, (c) => MARKDOWN_TEXT_ESCAPES[c] ?? `\\${c}`);
}
const MARKDOWN_TEXT_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "|": "&#124;" };
/**
 * Inline code, safe in table cells. A code span shows its content literally, so the
 * common case is `` `text` ``; text holding a backtick or a pipe (which would end the
 * span or split the table cell) goes into `<code>` with {@link escapeMarkdownText}.
 */
function markdownCode(text) {
    const line = displayLine(text);
    if (line !== "" && !/[`|]/.test(line) && !line.startsWith(" ") && !line.endsWith(" "))
        return `\`${line}\``;
    return `<code>${escapeMarkdownText(line)}</code>`;
}
/** Inline code with a stretch longer than this many characters without a space gets break opportunities. */
const WRAP_FROM_CHARS = 80;
/** A stretch without a natural break point is broken after this many characters. */
const WRAP_EVERY_CHARS = 24;
/** Characters after which an id or a path reads naturally broken. */
const NATURAL_BREAKS = new Set(["/", ":", ".", "_", "-", "=", "&", "?"]);
/** Made on first use: creating a segmenter loads ICU's break rules, a cost every run would pay otherwise. */
let graphemeSegmenter;
/**
 * {@link markdownCode} for ids and paths that may be long. A browser breaks code only at
 * spaces, so a stretch of more than {@link WRAP_FROM_CHARS} characters without one would
 * push the table's other columns off-screen: such text becomes a `<code>` element with
 * `<wbr>` (a break opportunity GitHub keeps, invisible, never copied) after each natural
 * break character and at least every {@link WRAP_EVERY_CHARS} characters, never inside a
 * grapheme or next to a space. The text is neutralised whole before it is split and each
 * piece escaped on its own, so no piece can hold a link, reference or mention.
 */
function markdownCodeWrapping(text) {
    const pieces = wrappingPieces(displayLine(text));
    return pieces === null ? markdownCode(text) : `<code>${pieces.map(escapeMarkdownText).join("<wbr>")}</code>`;
}
/**
 * {@link escapeMarkdownText} for a table cell's sentence (a reason): a stretch of more than
 * {@link WRAP_FROM_CHARS} characters without a space (a long tool name, canonical JSON) gets
 * the same `<wbr>` break opportunities as {@link markdownCodeWrapping}, so it cannot push the
 * table's other columns off-screen.
 */
function escapeMarkdownTextWrapping(text) {
    const pieces = wrappingPieces(displayLine(text));
    return pieces === null ? escapeMarkdownText(text) : pieces.map(escapeMarkdownText).join("<wbr>");
}
/** `line` in pieces to join with `<wbr>`, or null when it has no stretch long enough to need one. */
function wrappingPieces(line) {
    // Every grapheme is at least one code unit: a line this short has no stretch to break.
    if (line.length <= WRAP_FROM_CHARS)
        return null;
    graphemeSegmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" });
    const graphemes = Array.from(graphemeSegmenter.segment(line), (part) => part.segment);
    let run = 0;
    let longest = 0;
    for (const grapheme of graphemes) {
        run = grapheme === " " ? 0 : run + 1;
        longest = Math.max(longest, run);
    }
    if (longest <= WRAP_FROM_CHARS)
        return null;
    const pieces = [];
    let piece = "";
    run = 0;
    graphemes.forEach((grapheme, index) => {
        piece += grapheme;
        run = grapheme === " " ? 0 : run + 1;
        const next = graphemes[index + 1];
        if (run > 0 && next !== undefined && next !== " " && (NATURAL_BREAKS.has(grapheme) || run >= WRAP_EVERY_CHARS)) {
            pieces.push(piece);
            piece = "";
            run = 0;
        }
    });
    pieces.push(piece);
    return pieces;
}
/**
 * A fenced code block: the fence is one backtick longer than the longest backtick run
 * inside, so nothing in the text can close it; inside, nothing is rendered.
 */
function markdownFence(text, info = "text") {
    const body = neutralizeLinks(stripAnsi(text).replace(/\r\n?/g, "\n").replace(MARKDOWN_UNSAFE, visibleOrReplaced).replace(/\n+$/, ""));
    let longest = 0;
    for (const run of body.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    const fence = "`".repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${body}\n${fence}\n`;
}
/**
 * A link whose label is escaped and whose target is percent-encoded segment by segment
 * (not neutralised: the target must still name the file).
 */
function markdownLink(labelMarkdown, base, relativePath) {
    const safePath = visibleLine(relativePath)
        .split("/")
        .map((segment) => encodeURIComponent(segment).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join("/");
    const target = `${base.endsWith("/") ? base : `${base}/`}${safePath}`;
    return `[${labelMarkdown}](${target.replace(/[()<>\s]/g, (c) => encodeURIComponent(c))})`;
}
/** Cuts a UTF-8 rendering to fewer than `maxBytes` bytes at a character boundary. */
function truncateUtf8(text, maxBytes) {
    if (Buffer.byteLength(text, "utf8") <= maxBytes)
        return text;
    const bytes = Buffer.from(text, "utf8");
    let end = Math.max(0, maxBytes);
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end -= 1;
    return bytes.subarray(0, end).toString("utf8");
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   defaultHeadline: () => (/* binding */ defaultHeadline),
/* harmony export */   gy: () => (/* binding */ detailsLinker),
/* harmony export */   renderMarkdown: () => (/* binding */ renderMarkdown),
/* harmony export */   wn: () => (/* binding */ unsealedLine)
/* harmony export */ });
/* unused harmony export caseAnchor */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9997);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(313);




const MAX_HEADLINE_CHARS = 1_000;
const MAX_REASON_CELL_CHARS = 300;
const DETAIL_LEVELS = [
    { violationDetails: true, patchTexts: true, passingRows: true, violationsPerFailure: 50, shortened: [] },
    {
        violationDetails: false,
        patchTexts: false,
        passingRows: true,
        violationsPerFailure: 10,
        shortened: ["violation details", "prompt patch texts", "violations beyond the first 10 per failure"],
    },
    {
        violationDetails: false,
        patchTexts: false,
        passingRows: false,
        violationsPerFailure: 3,
        shortened: [
            "violation details",
            "prompt patch texts",
            "violations beyond the first 3 per failure",
            "passing recordings in the scenario tables",
        ],
    },
];
const CATEGORY_NAMES = {
    change: ["change against the baseline", "changes against the baseline"],
    row: ["row of the scenario tables", "rows of the scenario tables"],
    failure: ["failure", "failures"],
    notTested: ["not-tested entry", "not-tested entries"],
    honesty: ["honesty entry", "honesty entries"],
    error: ["error", "errors"],
    patch: ["prompt patch", "prompt patches"],
};
/**
 * The Markdown summary (docs/report-format.md): gate result, totals, a table per scenario,
 * failures, not-tested reasons, errors, prompt patches. Bounded to `maxBytes`: first less
 * detail, then whole chunks cut from the end, with a note under the headline saying what
 * was left out.
 */
function renderMarkdown(report, options) {
    const budget = options.maxBytes - 1;
    const headline = `## ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .visibleLine */ .P8)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(options.headline ?? defaultHeadline(report), MAX_HEADLINE_CHARS))}\n\n`;
    let chunks = [];
    for (const [level, detail] of DETAIL_LEVELS.entries()) {
        const start = headline + note(options.boundName, detail, null);
        const last = level === DETAIL_LEVELS.length - 1;
        const built = buildChunks(report, detail, options, last ? Infinity : budget - byteLength(start));
        if (built === null)
            continue;
        chunks = built;
        const text = start + chunks.map((chunk) => chunk.text).join("");
        if (byteLength(text) <= budget)
            return text;
    }
    const compact = DETAIL_LEVELS[DETAIL_LEVELS.length - 1];
    const everything = leftOutCounts(chunks, false);
    const marker = cutMarker(options.boundName);
    const reserve = byteLength(note(options.boundName, compact, everything)) + byteLength(marker);
    let used = byteLength(headline) + reserve;
    const kept = [];
    let index = 0;
    let leadCut = false;
    for (; index < chunks.length; index += 1) {
        const chunk = chunks[index];
        const size = byteLength(chunk.text);
        if (used + size > budget) {
            if (chunk.category === "lead") {
                kept.push(linesThatFit(chunk.text, budget - used));
                leadCut = true;
                index += 1;
            }
            break;
        }
        kept.push(chunk.text);
        used += size;
    }
    const leftOut = leftOutCounts(chunks.slice(index), leadCut);
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateUtf8 */ .Ck)(headline + note(options.boundName, compact, leftOut) + kept.join("") + marker, budget);
}
/**
 * Where the summary was cut: after the last whole chunk (a table row, a section), never
 * inside one, so a reader at the bottom sees that more existed. The blank line first ends
 * a table the last row belonged to.
 */
function cutMarker(boundName) {
    return `\n> ✂️ **Cut here** to fit ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(boundName)}: the note under the headline says what is missing; the JSON report and the JUnit XML hold everything.\n`;
}
function byteLength(text) {
    return Buffer.byteLength(text, "utf8");
}
/** The longest prefix of whole lines of `text` within `maxBytes`. */
function linesThatFit(text, maxBytes) {
    const prefix = (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateUtf8 */ .Ck)(text, Math.max(0, maxBytes - 1));
    const newline = prefix.lastIndexOf("\n");
    return newline === -1 ? "" : `${prefix.slice(0, newline + 1)}\n`;
}
function leftOutCounts(chunks, leadCut) {
    const counts = new Map();
    for (const chunk of chunks)
        counts.set(chunk.category, (counts.get(chunk.category) ?? 0) + 1);
    return { counts, leadCut };
}
function note(boundName, detail, leftOut) {
    if (detail.shortened.length === 0 && leftOut === null)
        return "";
    const sentences = [`Shortened to fit ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(boundName)}.`];
    if (detail.shortened.length > 0)
        sentences.push(`Not shown: ${detail.shortened.join(", ")}.`);
    if (leftOut !== null) {
        const parts = [];
        if (leftOut.leadCut || (leftOut.counts.get("lead") ?? 0) > 0)
            parts.push("the end of the sections above the totals");
        for (const [category, [one, many]] of Object.entries(CATEGORY_NAMES)) {
            const count = leftOut.counts.get(category) ?? 0;
            if (count > 0)
                parts.push(`${count} ${count === 1 ? one : many}`);
        }
        if (parts.length > 0)
            sentences.push(`Cut off at the end: ${parts.join(", ")}.`);
    }
    sentences.push("The JSON report and the JUnit XML hold everything.");
    return `> [!WARNING]\n> ${sentences.join(" ")}\n\n`;
}
/** Thrown by {@link buildChunks}'s push once the chunks cannot fit: a summary of 50,000 rows need not be built whole to be cut. */
class DoesNotFit {
}
/**
 * The chunks at one level of detail; null once they are sure to exceed `maxBytes`
 * together. Joined, two chunks can be up to 2 bytes shorter than apart (halves of a
 * surrogate pair), so only a sum beyond that counts.
 */
function buildChunks(report, detail, options, maxBytes) {
    const chunks = [];
    let bytes = 0;
    const push = (category, text) => {
        chunks.push({ category, text });
        bytes += byteLength(text);
        if (bytes - 2 * chunks.length > maxBytes)
            throw new DoesNotFit();
    };
    try {
        addChunks(report, detail, options, push);
    }
    catch (error) {
        if (error instanceof DoesNotFit)
            return null;
        throw error;
    }
    return chunks;
}
function addChunks(report, detail, options, push) {
    const link = (recording) => recordingLink(recording, options);
    const anchors = anchorsOf(report);
    if (options.leadSections !== undefined) {
        for (const section of options.leadSections)
            push("lead", `${section.replace(/\n*$/, "")}\n\n`);
    }
    else if (report.comparison) {
        comparisonChunks(report.comparison, push);
    }
    // The gate's evidence section lists unsealed recordings; without a gate this note is the only place.
    const gateListsUnsealed = (options.leadSections?.length ?? 0) > 0 && report.comparison?.evidence !== undefined;
    totalsChunk(report, gateListsUnsealed, push);
    scenarioChunks(report, detail, push, link, anchors);
    failureChunks(report, detail, push, link, anchors);
    notTestedChunks(report, push, link);
    honestyChunks(report, push, link);
    errorChunks(report, push);
    patchChunks(report, detail, push);
    push("structure", 
    // Inline HTML: its text is still Markdown, so it is escaped as such (a saved report may be hostile).
    // Code spans: a linkifier (markdown-it's) would make the bare `judge.md` in the rules version a link to judge.md.
    `<sub>loopgate ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)(report.loopgate.version)} · rules ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)(report.config.rulesVersion)} · ` +
        `judging config ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)(report.config.hash)}</sub>\n`);
}
function totalsChunk(report, gateListsUnsealed, push) {
    const t = report.totals;
    push("structure", "### Totals\n\n" +
        "| Recordings | ✅ Passed | ❌ Failed | ⚪ Not tested | ⚠️ Errors | Mean score |\n" +
        "|---:|---:|---:|---:|---:|---:|\n" +
        `| ${t.recordings} | ${t.passed}${t.baselines > 0 ? ` (${t.baselines} baseline only)` : ""} | ${t.failed} | ` +
        `${t.notTested} | ${t.errors} | ${t.meanScore === null ? "—" : t.meanScore} |\n\n`);
    const replacementNote = unicodeReplacementNote(report.recordings);
    if (replacementNote !== "")
        push("structure", replacementNote);
    const unsealed = report.recordings.filter((r) => r.evidence?.seal === "unsealed").map((r) => r.path);
    if (!gateListsUnsealed && unsealed.length > 0)
        push("structure", `${unsealedLine(unsealed)}\n\n`);
}
const MAX_UNSEALED_LISTED = 100;
const MAX_UNSEALED_NAME_CHARS = 200;
/** One paragraph naming the recordings that carry no seal (the gate's evidence section uses it too). */
function unsealedLine(unsealed) {
    const shown = unsealed
        .slice(0, MAX_UNSEALED_LISTED)
        .map((file) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(file, MAX_UNSEALED_NAME_CHARS)));
    const more = unsealed.length > MAX_UNSEALED_LISTED ? `, … and ${unsealed.length - MAX_UNSEALED_LISTED} more` : "";
    const count = `${unsealed.length} recording${unsealed.length === 1 ? "" : "s"}`;
    return `**Unsealed:** ${count} without a seal (hand-written, cut short, or from loopgate 0.1; judged all the same): ${shown.join(", ")}${more}.`;
}
/** One table per scenario; at lower detail the passing rows are only counted. */
function scenarioChunks(report, detail, push, link, anchors) {
    push("structure", "### Results by scenario\n\n");
    // A regression links to its case's details, so its rows stay when passing rows are cut.
    const regressed = new Set(report.comparison?.regressions.map((r) => r.caseId));
    const honesty = honestyMeasured(report);
    for (const group of (0,_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .groupByScenario */ .nw)(report)) {
        const title = group.name === _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_SCENARIO_GROUP */ .AZ
            ? "unreadable recordings (scenario unknown)"
            : `${group.name}: ${_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .SCENARIO_TITLES */ .tx[group.name]}`;
        const shown = detail.passingRows
            ? group.recordings
            : group.recordings.filter((r) => r.verdict !== "PASS" || regressed.has(r.caseId));
        const hidden = group.recordings.length - shown.length;
        push("structure", `#### ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(title)} (${countsText(group.recordings)})\n\n`);
        if (shown.length > 0) {
            push("structure", honesty ? HONESTY_TABLE_HEAD : TABLE_HEAD);
            for (const recording of shown)
                push("row", scenarioRow(recording, link, rowAnchor(recording, anchors), honesty));
            push("structure", "\n");
        }
        if (hidden > 0)
            push("structure", `${hidden} passing recording${hidden === 1 ? "" : "s"} not listed.\n\n`);
    }
}
const TABLE_HEAD = "| Result | Case | Recording | Score | Reason |\n|---|---|---|---:|---|\n";
/** J28: with an Honesty column beside the verdict, only when some recording of the report carries a final reply. */
const HONESTY_TABLE_HEAD = "| Result | Case | Recording | Score | Honesty | Reason |\n|---|---|---|---:|---|---|\n";
function honestyMeasured(report) {
    return report.recordings.some((r) => r.honesty.status !== "NOT_MEASURED");
}
const HONESTY_BADGES = {
    HONEST: "✅ honest",
    DISHONEST_CLAIM: "❌ dishonest claim",
    UNCLEAR: "❔ unclear",
    NOT_MEASURED: "—",
};
function scenarioRow(recording, link, anchor, honesty) {
    return (`| ${verdictBadge(recording)} | ${anchorTag(anchor)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(recording.caseId, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH))} | ${link(recording)} | ` +
        `${recording.score === null ? "—" : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .scoreText */ .QO)(recording).replace(/^score /, ""))} | ` +
        (honesty ? `${HONESTY_BADGES[recording.honesty.status]} | ` : "") +
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownTextWrapping */ .Iz)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(recording.reason, MAX_REASON_CELL_CHARS))} |\n`);
}
function failureChunks(report, detail, push, link, anchors) {
    const failures = report.recordings.filter((r) => r.verdict === "FAIL");
    if (failures.length === 0)
        return;
    push("structure", `### ❌ Failures (${failures.length})\n\n`);
    for (const recording of failures)
        push("failure", failureSection(recording, detail, link(recording), anchors.get(recording)));
}
function notTestedChunks(report, push, link) {
    const notTested = report.recordings.filter((r) => r.verdict === "NOT_TESTED");
    if (notTested.length === 0)
        return;
    push("structure", `### ⚪ Not tested (${notTested.length})\n\nThese recordings prove nothing either way and have no score.\n\n`);
    for (const recording of notTested) {
        push("notTested", `- ${link(recording)} (${recording.reasonCode}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
    }
    push("structure", "\n");
}
/**
 * J28: every final reply that is not plainly honest, with the rule that read it: a dishonest
 * claim, or one the rules cannot read (H6 names the unclassified tools that may have written).
 */
function honestyChunks(report, push, link) {
    const open = report.recordings.filter((r) => r.honesty.status === "DISHONEST_CLAIM" || r.honesty.status === "UNCLEAR");
    if (open.length === 0)
        return;
    push("structure", `### 🗣️ Honesty of the final reply (${open.length})\n\n` +
        "What the agent told its user, against what executed (J28); the verdicts above do not count it.\n\n");
    for (const recording of open) {
        const { status, rule } = recording.honesty;
        const text = rule === null ? "" : `: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(rule, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_MESSAGE_CHARS */ .hP))}`;
        push("honesty", `- ${HONESTY_BADGES[status]} ${link(recording)} (${status})${text}\n`);
    }
    push("structure", "\n");
}
function errorChunks(report, push) {
    const errors = report.recordings.filter((r) => r.verdict === "ERROR");
    if (errors.length === 0)
        return;
    push("structure", `### ⚠️ Unreadable recordings (${errors.length})\n\n`);
    for (const recording of errors) {
        push("error", `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
    }
    push("structure", "\n");
}
function patchChunks(report, detail, push) {
    const patches = patchesByRecording(report);
    if (patches.length === 0)
        return;
    push("structure", "### 💡 Prompt patches\n\nSuggested instructions for the agent's system prompt, one per kind of misbehaviour seen above. A suggestion, not a proven fix.\n\n");
    for (const patch of patches)
        push("patch", patchSection(patch, detail));
}
const MAX_REPLACED_LISTED = 5;
/** Says which recordings held text that is not valid Unicode, which every report shows as U+FFFD. */
function unicodeReplacementNote(recordings) {
    const replaced = recordings.filter((r) => (r.unicodeReplacements ?? 0) > 0);
    if (replaced.length === 0)
        return "";
    const characters = replaced.reduce((sum, r) => sum + r.unicodeReplacements, 0);
    const listed = replaced.slice(0, MAX_REPLACED_LISTED).map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(r.path, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH)));
    if (replaced.length > listed.length)
        listed.push(`${replaced.length - listed.length} more`);
    return (`> [!NOTE]\n> Text that is not valid Unicode (${characters} lone UTF-16 surrogate${characters === 1 ? "" : "s"} in ` +
        `${listed.join(", ")}) is shown as U+FFFD (�) here, in the JUnit XML and in the JSON report ` +
        "(`unicodeReplacements`); the recordings keep the original.\n\n");
}
/**
 * A plain rendering of the report's comparison, for reports rendered without the gate
 * (`loopgate report` on a gated JSON report); the gate passes its own lead sections.
 */
function comparisonChunks(comparison, push) {
    push("structure", "### Changes against the baseline\n\n");
    const item = (icon, caseId, kind, message) => `- ${icon}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(caseId, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH))} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(kind)}): ` +
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(message, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_MESSAGE_CHARS */ .hP))}\n`;
    for (const text of comparison.notes)
        push("change", `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(text, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
    const details = detailsLinker(comparison);
    for (const r of comparison.regressions) {
        const link = details(r.caseId);
        push("change", item("❌ ", r.caseId, r.rule, r.message).replace(/\n$/, link === "" ? "\n" : ` ${link}\n`));
    }
    for (const i of comparison.improvements)
        push("change", item("✅ ", i.caseId, i.rule, i.message));
    for (const c of comparison.changes)
        push("change", item("", c.caseId, c.kind, c.message));
    if (comparison.notes.length +
        comparison.regressions.length +
        comparison.improvements.length +
        comparison.changes.length ===
        0) {
        push("change", "No change against the baseline.\n");
    }
    push("structure", "\n");
}
function failureSection(recording, detail, link, anchor) {
    const lines = [
        `#### ${anchorTag(anchor)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(recording.caseId, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH))}`,
        "",
        `${link} · scenario ${recording.scenario ?? "unknown"} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .scoreText */ .QO)(recording))}`,
        "",
    ];
    const shown = recording.violations.slice(0, detail.violationsPerFailure);
    for (const finding of shown)
        lines.push(`- ${findingBullet(finding)}`);
    const hidden = recording.violations.length - shown.length;
    if (hidden > 0)
        lines.push(`- … ${hidden} more violation${hidden === 1 ? "" : "s"} in the JSON report`);
    lines.push("");
    if (detail.violationDetails && shown.length > 0) {
        const text = shown.map((finding) => (0,_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .findingLines */ .hq)(finding, recording).join("\n")).join("\n\n");
        lines.push("<details><summary>Violation details</summary>", "", (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownFence */ .p0)(text), "</details>", "");
    }
    return `${lines.join("\n")}\n`;
}
function findingBullet(finding) {
    const calls = finding.seqs.length > 0 ? `${(0,_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .callNumbers */ .$h)(finding.seqs)}, ` : "";
    return (`**${finding.code}**: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(finding.message, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_MESSAGE_CHARS */ .hP))} ` +
        `(${calls}line ${finding.line})`);
}
/** One entry per patch id, in order of first appearance, with the recordings that called for it. */
function patchesByRecording(report) {
    const byId = new Map();
    for (const recording of report.recordings) {
        for (const patch of recording.patches) {
            const use = byId.get(patch.id) ?? { id: patch.id, title: patch.title, text: patch.text, recordings: [] };
            use.recordings.push(recording);
            byId.set(patch.id, use);
        }
    }
    return [...byId.values()];
}
const MAX_PATCH_RECORDINGS_LISTED = 20;
function patchSection(patch, detail) {
    const count = patch.recordings.length;
    const summary = `${patch.id}: ${patch.title} (${count} recording${count === 1 ? "" : "s"})`;
    if (!detail.patchTexts)
        return `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(summary)}\n\n`;
    const listed = patch.recordings
        .slice(0, MAX_PATCH_RECORDINGS_LISTED)
        .map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(r.path, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH)));
    if (count > listed.length)
        listed.push(`and ${count - listed.length} more`);
    return (`<details><summary>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .displayLine */ .pr)(summary))}</summary>\n\n` +
        `For: ${listed.join(", ")}\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownFence */ .p0)(patch.text)}\n</details>\n\n`);
}
function recordingLink(recording, options) {
    const label = (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(recording.path, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH));
    if (options.recordingLinkBase === undefined || recording.path.length > _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH)
        return label;
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(label, options.recordingLinkBase, recording.path);
}
/**
 * The name of the in-page anchor of a case's details: a hash of the case id, so nothing from
 * the recording reaches the attribute. GitHub keeps `<a name>` (as `user-content-…`) and
 * scrolls to it from a `#…` link.
 */
function caseAnchor(caseId) {
    return `loopgate-case-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(caseId, "utf8").digest("hex").slice(0, 16)}`;
}
/**
 * For a row about a case: `[details](#…)` to the case's anchor; empty when the case has no
 * recording in this run (removed), so there is nothing to link to.
 */
function detailsLinker(comparison) {
    const present = new Set(comparison.cases.filter((c) => c.current !== null).map((c) => c.caseId));
    return (caseId) => (present.has(caseId) ? `[details](#${caseAnchor(caseId)})` : "");
}
/**
 * The anchors the regressions link to ({@link detailsLinker}): each regressed case's goes on
 * its first failure section, else on its first row in the scenario tables.
 */
function anchorsOf(report) {
    const anchors = new Map();
    const linked = new Set(report.comparison?.regressions.map((r) => r.caseId));
    const placed = new Set();
    for (const pass of [(r) => r.verdict === "FAIL", () => true]) {
        for (const recording of report.recordings) {
            if (!linked.has(recording.caseId) || placed.has(recording.caseId) || !pass(recording))
                continue;
            placed.add(recording.caseId);
            anchors.set(recording, caseAnchor(recording.caseId));
        }
    }
    return anchors;
}
/** A failing recording's anchor goes on its failure section, not on its row. */
function rowAnchor(recording, anchors) {
    return recording.verdict === "FAIL" ? undefined : anchors.get(recording);
}
function anchorTag(anchor) {
    return anchor === undefined ? "" : `<a name="${anchor}"></a>`;
}
function verdictBadge(recording) {
    switch (recording.verdict) {
        case "PASS":
            return recording.baseline ? "✅ PASS (baseline)" : "✅ PASS";
        case "FAIL":
            return "❌ FAIL";
        case "NOT_TESTED":
            return "⚪ NOT TESTED";
        case "ERROR":
            return "⚠️ ERROR";
    }
}
function countsText(recordings) {
    const count = (verdict) => recordings.filter((r) => r.verdict === verdict).length;
    const parts = [`${recordings.length} recording${recordings.length === 1 ? "" : "s"}`];
    for (const [verdict, name] of [
        ["PASS", "passed"],
        ["FAIL", "failed"],
        ["NOT_TESTED", "not tested"],
        ["ERROR", "unreadable"],
    ]) {
        const n = count(verdict);
        if (n > 0)
            parts.push(`${n} ${name}`);
    }
    return parts.join(", ");
}
/** The gate result in one line: regressions when compared against a baseline, else failures. */
function defaultHeadline(report) {
    const t = report.totals;
    const recordings = `${t.recordings} recording${t.recordings === 1 ? "" : "s"}`;
    if (report.comparison) {
        const n = report.comparison.regressions.length;
        return report.comparison.regressed
            ? `❌ loopgate: ${n} regression${n === 1 ? "" : "s"} against the baseline (${recordings})`
            : t.notTested > 0
                ? `⚠️ loopgate: no regressions against the baseline (${t.notTested} not tested, ${recordings})`
                : `✅ loopgate: no regressions against the baseline (${recordings})`;
    }
    if (t.failed > 0 || t.errors > 0) {
        const parts = [];
        if (t.failed > 0)
            parts.push(`${t.failed} of ${recordings} failed`);
        if (t.errors > 0)
            parts.push(`${t.errors} ${t.failed > 0 ? "" : `of ${recordings} `}could not be read`);
        return `${t.failed > 0 ? "❌" : "⚠️"} loopgate: ${parts.join(", ")}`;
    }
    if (t.recordings === 0)
        return "⚪ loopgate: no recordings";
    if (t.passed === 0)
        return `⚪ loopgate: nothing tested in ${recordings} (see the reasons below)`;
    // Never a silent green: a recording that tested nothing keeps the ✅ away.
    return `${t.notTested > 0 ? "⚠️" : "✅"} loopgate: no violations in ${recordings} (${t.passed} passed, ${t.notTested} not tested)`;
}


/***/ })

};
