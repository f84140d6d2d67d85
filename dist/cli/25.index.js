export const id = 25;
export const ids = [25];
export const modules = {

/***/ 1772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ RecordingConfigSchema),
/* harmony export */   G4: () => (/* binding */ FaultSchema),
/* harmony export */   GY: () => (/* binding */ FORMAT_MAJOR),
/* harmony export */   Kx: () => (/* binding */ FORMAT_ID),
/* harmony export */   N2: () => (/* binding */ BODY_EVENT_SCHEMAS),
/* harmony export */   Oc: () => (/* binding */ MAX_LINE_BYTES),
/* harmony export */   Qr: () => (/* binding */ ScenarioSchema),
/* harmony export */   Yx: () => (/* binding */ FORMAT_NAME),
/* harmony export */   ZX: () => (/* binding */ HeaderEventSchema),
/* harmony export */   sd: () => (/* binding */ BODY_EVENT_TYPES),
/* harmony export */   y2: () => (/* binding */ FAULTS)
/* harmony export */ });
/* unused harmony exports JsonSchema, SCENARIOS, ToolClassSchema, ToolsEventSchema, CallEventSchema, RpcErrorSchema, UpstreamEventSchema, DeliveredEventSchema, MessageEventSchema, UserTurnEventSchema, FinalReplyEventSchema, END_REASONS, EndEventSchema, EventSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5649);

/**
 * Loop recording format v1: JSON Lines, one event per line, the first line a header.
 * docs/recording-format.md is the prose version of this file; keep the two in step.
 *
 * Times (`t`) are milliseconds since the recorder started, from a monotonic clock. The judge
 * reads only these; `startedAt` in the header is for people and is never judged.
 */
const FORMAT_NAME = "loopgate.recording";
const FORMAT_MAJOR = 1;
const FORMAT_ID = `${FORMAT_NAME}/${FORMAT_MAJOR}`;
/**
 * Any JSON value. Every event comes out of JSON.parse, so a value is JSON by construction;
 * walking it again would only cost time on large arguments and results.
 */
const JsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY(() => true);
const JsonObject = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY((value) => value !== null && typeof value === "object" && !Array.isArray(value), { message: "expected a JSON object" });
const Millis = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().finite().nonnegative();
const Seq = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
const RpcId = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]);
const SCENARIOS = ["none", "F1", "F2", "F3", "F4", "F5", "chaos"];
const ScenarioSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SCENARIOS);
/** Faults the recorder can inject into one call. */
const FAULTS = ["F1", "F2", "F3", "F5", "chaos"];
const FaultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(FAULTS);
const ToolClassSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["write", "read", "unclassified"]);
const RecordingConfigSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    scenario: ScenarioSchema,
    retryAfterSeconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0).max(86400).default(60),
    chaos: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ errorRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1), seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int() })
        .strict()
        .nullable()
        .default(null),
    writeTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable().default(null),
    readTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).default([]),
    keyFields: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable().default(null),
    upstreamTimeoutMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().default(60000),
})
    .strict();
const HeaderEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("header"),
    format: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    recorder: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    labels: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).default({}),
    config: RecordingConfigSchema,
    upstream: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ command: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), serverInfo: JsonObject.optional() })
        .strict()
        .optional(),
})
    .strict();
/** The upstream's complete tool list (every page), raw tool objects as listed. */
const ToolsEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("tools"),
    t: Millis,
    tools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        annotations: JsonObject.optional(),
        inputSchema: JsonObject.optional(),
    })
        .passthrough()),
})
    .strict();
/** A `tools/call` request as the agent sent it, and what the recorder decided for it. */
const CallEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("call"),
    seq: Seq,
    t: Millis,
    id: RpcId,
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    arguments: JsonObject.default({}),
    class: ToolClassSchema,
    /** What the recorder injected (F1: armed; it applies unless the upstream answers with `isError`). */
    fault: FaultSchema.nullable().default(null),
    /** The seeded draw in chaos mode, recorded for every call. */
    chaosDraw: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).optional(),
    forwarded: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
})
    .strict();
const RpcErrorSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), data: JsonSchema.optional() })
    .strict();
/** What the upstream did with a forwarded call. */
const UpstreamEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("upstream"),
    seq: Seq,
    t: Millis,
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["result", "error", "timeout", "lost"]),
    result: JsonObject.optional(),
    error: RpcErrorSchema.optional(),
})
    .strict()
    .superRefine((event, ctx) => {
    if (event.outcome === "result" && event.result === undefined) {
        ctx.addIssue({ code: "custom", message: 'outcome "result" needs a "result" object', path: ["result"] });
    }
    if (event.outcome === "error" && event.error === undefined) {
        ctx.addIssue({ code: "custom", message: 'outcome "error" needs an "error" object', path: ["error"] });
    }
});
/** What the agent received for a call, and when. */
const DeliveredEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("delivered"),
    seq: Seq,
    t: Millis,
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["upstream", "injected", "recorder"]),
    result: JsonObject.optional(),
    error: RpcErrorSchema.optional(),
})
    .strict();
/** Any other JSON-RPC message, kept raw so nothing the agent or upstream said is lost. */
const MessageEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("message"),
    t: Millis,
    direction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["agent_to_upstream", "upstream_to_agent"]),
    message: JsonSchema,
})
    .strict();
const UserTurnEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("user"), t: Millis, text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict();
const FinalReplyEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("final_reply"), t: Millis, text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })
    .strict();
const END_REASONS = ["client_closed", "upstream_exited", "signal", "recorder_error", "upstream_failed_to_start"];
const EndEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("end"),
    t: Millis,
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(END_REASONS),
    detail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
})
    .strict();
const BODY_EVENT_SCHEMAS = {
    tools: ToolsEventSchema,
    call: CallEventSchema,
    upstream: UpstreamEventSchema,
    delivered: DeliveredEventSchema,
    message: MessageEventSchema,
    user: UserTurnEventSchema,
    final_reply: FinalReplyEventSchema,
    end: EndEventSchema,
};
const BODY_EVENT_TYPES = Object.keys(BODY_EVENT_SCHEMAS);
const EventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt("type", [
    HeaderEventSchema,
    ToolsEventSchema,
    CallEventSchema,
    UpstreamEventSchema,
    DeliveredEventSchema,
    MessageEventSchema,
    UserTurnEventSchema,
    FinalReplyEventSchema,
    EndEventSchema,
]);
/** Lines longer than this are refused by the reader; the recorder bounds what it writes below it. */
const MAX_LINE_BYTES = 32 * 1024 * 1024;


/***/ }),

/***/ 313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AZ: () => (/* binding */ UNKNOWN_SCENARIO_GROUP),
/* harmony export */   QO: () => (/* binding */ scoreText),
/* harmony export */   RP: () => (/* binding */ oneLineSummary),
/* harmony export */   e$: () => (/* binding */ violationCodes),
/* harmony export */   gy: () => (/* binding */ violationsText),
/* harmony export */   hP: () => (/* binding */ MAX_MESSAGE_CHARS),
/* harmony export */   hq: () => (/* binding */ findingLines),
/* harmony export */   nw: () => (/* binding */ groupByScenario),
/* harmony export */   tx: () => (/* binding */ SCENARIO_TITLES),
/* harmony export */   vm: () => (/* binding */ displayNames),
/* harmony export */   xH: () => (/* binding */ MAX_NAME_CHARS)
/* harmony export */ });
/* unused harmony exports MAX_ARGUMENT_CHARS, MAX_FINDINGS_LISTED, SCENARIO_ORDER, verdictText, callsText */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);

/**
 * Plain-text descriptions shared by the JUnit and Markdown renderers. Nothing here is
 * escaped: each renderer escapes for its own format. Lengths are bounded here so a
 * megabyte tool name or argument cannot blow up either output.
 */
const MAX_NAME_CHARS = 1_000;
const MAX_MESSAGE_CHARS = 2_000;
const MAX_ARGUMENT_CHARS = 2_000;
const MAX_FINDINGS_LISTED = 50;
/** Scenario order in both outputs; ERROR recordings carry no scenario. */
const SCENARIO_ORDER = ["F1", "F2", "F3", "F4", "F5", "chaos", "none"];
/** The group of recordings whose scenario is unknown because they could not be read. */
const UNKNOWN_SCENARIO_GROUP = "unreadable";
const SCENARIO_TITLES = {
    F1: "ghost write: executed, but the agent got a timeout",
    F2: "rate limit: 429 with retry_after",
    F3: "truncated JSON answer, not executed",
    F4: "duplicate dispatch baseline, nothing injected",
    F5: "server error 500, not executed",
    chaos: "seeded random server errors",
    none: "no fault injected (baseline)",
};
/** Recordings grouped by scenario in {@link SCENARIO_ORDER}, report order inside a group, empty groups left out. */
function groupByScenario(report) {
    const groups = new Map();
    for (const name of [...SCENARIO_ORDER, UNKNOWN_SCENARIO_GROUP])
        groups.set(name, []);
    for (const recording of report.recordings)
        groups.get(recording.scenario ?? UNKNOWN_SCENARIO_GROUP).push(recording);
    return [...groups].filter(([, recordings]) => recordings.length > 0).map(([name, recordings]) => ({ name, recordings }));
}
function scoreText(recording) {
    if (recording.score === null)
        return "no score";
    if (recording.capped && recording.rawScore !== null && recording.rawScore !== recording.score)
        return `score ${recording.score} (capped from ${recording.rawScore})`;
    return `score ${recording.score}`;
}
function verdictText(recording) {
    if (recording.verdict === "PASS" && recording.baseline)
        return "PASS (baseline)";
    return recording.verdict === "NOT_TESTED" ? "NOT TESTED" : recording.verdict;
}
/** `FAIL, score 35 (capped from 82), scenario F1: reason` — the one line a reporter shows first. */
function oneLineSummary(recording) {
    const parts = [verdictText(recording), scoreText(recording), `scenario ${recording.scenario ?? "unknown"}`];
    const labels = Object.entries(recording.labels).map(([key, value]) => `${key}=${value}`);
    if (labels.length > 0)
        parts.push(`labels ${labels.join(", ")}`);
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(`${parts.join(", ")}: ${recording.reason}`, MAX_MESSAGE_CHARS);
}
/** `#3 at 1200 ms (line 7, EXECUTED)` for every call of a finding that the report can place. */
function callsText(finding, recording) {
    const attempts = new Map();
    for (const operation of recording.operations)
        for (const attempt of operation.attempts)
            attempts.set(attempt.seq, attempt);
    const calls = finding.seqs.map((seq) => {
        const attempt = attempts.get(seq);
        return attempt ? `#${seq} at ${millis(attempt.t)} ms (line ${attempt.line}, ${attempt.status})` : `#${seq}`;
    });
    return calls.length > 0 ? calls.join(", ") : `line ${finding.line} at ${millis(finding.t)} ms`;
}
/** Recorded times come from a sub-millisecond clock; microseconds are plenty for a reader. */
function millis(t) {
    return String(Math.round(t * 1000) / 1000);
}
const DETAIL_FIELDS = [
    ["keyUse", "key use"],
    ["afterTimeout", "after timeout"],
    ["verifiedBefore", "verified before"],
    ["parallel", "parallel"],
    ["upstreamResponsesIdentical", "upstream responses identical"],
    ["requiredMs", "required wait ms"],
    ["waitedMs", "waited ms"],
    ["retries", "retries"],
];
/** A finding as indented plain-text lines: code, message, tool, calls, arguments, details. */
function findingLines(finding, recording) {
    const lines = [`${finding.code}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(finding.message, MAX_MESSAGE_CHARS)}`];
    if (finding.tool !== null)
        lines.push(`  tool: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(finding.tool, MAX_NAME_CHARS)}`);
    lines.push(`  calls: ${callsText(finding, recording)}`);
    const operation = recording.operations.find((candidate) => candidate.id === finding.operation);
    if (operation)
        lines.push(`  arguments: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(operation.arguments, MAX_ARGUMENT_CHARS)}`);
    const details = DETAIL_FIELDS.filter(([field]) => finding[field] !== undefined).map(([field, label]) => `${label} ${String(finding[field])}`);
    if (details.length > 0)
        lines.push(`  details: ${details.join("; ")}`);
    if (finding.differences && finding.differences.length > 0) {
        lines.push(`  differences: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(finding.differences.join("; "), MAX_MESSAGE_CHARS)}`);
    }
    lines.push(`  at: ${recording.path}:${finding.line}`);
    return lines;
}
/** Every violation of a FAIL recording as text, bounded to {@link MAX_FINDINGS_LISTED}. */
function violationsText(recording) {
    const shown = recording.violations.slice(0, MAX_FINDINGS_LISTED);
    const blocks = shown.map((finding) => findingLines(finding, recording).join("\n"));
    const hidden = recording.violations.length - shown.length;
    if (hidden > 0)
        blocks.push(`… ${hidden} more violations in the JSON report`);
    return blocks.join("\n\n");
}
/** `DUPLICATE_EXECUTION, RETRY_AFTER_VIOLATED`: each code once, in order of first appearance. */
function violationCodes(recording) {
    return [...new Set(recording.violations.map((finding) => finding.code))].join(", ");
}
/** Distinguishes repeated runs of one case: the case id when it is unique in its group, else the path. */
function displayNames(recordings) {
    const counts = new Map();
    for (const recording of recordings)
        counts.set(recording.caseId, (counts.get(recording.caseId) ?? 0) + 1);
    return new Map(recordings.map((r) => [r, counts.get(r.caseId) === 1 ? r.caseId : r.path]));
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ truncateUtf8),
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   IE: () => (/* binding */ xmlAttribute),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   iB: () => (/* binding */ markdownLine),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   m4: () => (/* binding */ escapeMarkdownText),
/* harmony export */   p0: () => (/* binding */ markdownFence),
/* harmony export */   xK: () => (/* binding */ xmlText)
/* harmony export */ });
/* unused harmony exports visibleCodeUnit, stripAnsi */
/**
 * Escaping for text that comes from recordings (untrusted) on its way into XML or
 * Markdown. Every function here is total: any JavaScript string in, a string out that is
 * safe in the named context. Characters that cannot be shown safely become a visible
 * `\uXXXX` so a reviewer still sees that something was there.
 */
/**
 * CSI (`ESC [` or C1 `0x9b`, parameters, one final byte), OSC (`ESC ]` or `0x9d` up to
 * BEL or ST) and the other two-byte ESC sequences. Every quantifier runs over a
 * character class that cannot overlap its neighbour, so matching stays linear on
 * megabyte strings.
 */
const ANSI_SEQUENCE = /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)|\u001b[\u0020-\u002f]*[\u0030-\u007e]/g;
const LONE_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";
/** Not allowed in XML 1.0 at all, plus DEL and C1 controls (legal, but they drive terminals). */
const XML_UNSAFE = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\ufffe\\uffff]|${LONE_SURROGATE}`, "g");
/**
 * Invisible characters that can reorder or hide text in front of a reviewer ("Trojan
 * source"): bidirectional controls, zero-width space, word joiner, BOM, line and paragraph
 * separators. Zero-width (non-)joiners stay: emoji sequences and several scripts need them.
 */
const INVISIBLE = "\\u061c\\u200b\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff";
/** Tab and newline are handled by the callers: kept in code blocks, collapsed inline. */
const MARKDOWN_UNSAFE = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\ufffe\\uffff${INVISIBLE}]|${LONE_SURROGATE}`, "g");
/** `\u001b` style: the escape a JavaScript or JSON reader recognises. */
function visibleCodeUnit(char) {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
function stripAnsi(text) {
    return text.replace(ANSI_SEQUENCE, "");
}
/** Cuts after `maxChars` code points (never inside a surrogate pair) and says how much is gone. */
function truncateText(text, maxChars) {
    if (text.length <= maxChars)
        return text;
    let end = maxChars;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return `${text.slice(0, end)}… [${text.length - end} more characters]`;
}
// ---------------------------------------------------------------- XML
/**
 * Text for an XML element: ANSI sequences removed, every character XML 1.0 forbids (and
 * C1 controls) shown as `\uXXXX`. `& < > " '` are left to the XML builder's entity
 * escaping; tab, newline and carriage return stay.
 */
function xmlText(text) {
    return stripAnsi(text).replace(XML_UNSAFE, visibleCodeUnit);
}
/**
 * Text for an XML attribute: as {@link xmlText}, and tab/newline/CR become spaces, which
 * is what an XML parser's attribute normalisation would make of them anyway.
 */
function xmlAttribute(text) {
    return xmlText(text).replace(/[\t\n\r]/g, " ");
}
/** For hand-built XML and HTML (`<summary>`): the five predefined entities. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);
}
const HTML_ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
// ---------------------------------------------------------------- Markdown
/**
 * One line of plain text: ANSI removed, whitespace runs (newlines included) collapsed to
 * one space, controls and invisible characters made visible.
 */
function markdownLine(text) {
    return stripAnsi(text)
        .replace(/[\t\n\r]+/g, " ")
        .replace(MARKDOWN_UNSAFE, visibleCodeUnit);
}
/**
 * Plain text safe anywhere inline, table cells included: HTML cannot open (`< > &` as
 * entities), the table cannot split (`|` as `&#124;`, which GFM's cell splitter does not
 * see), and emphasis, code, links, strikethrough, headings and math cannot start (their
 * characters backslash-escaped).
 */
function escapeMarkdownText(text) {
    return markdownLine(text).replace(/[&<>|\\`*_[\]~#$!]/g, (c) => MARKDOWN_TEXT_ESCAPES[c] ?? `\\${c}`);
}
const MARKDOWN_TEXT_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "|": "&#124;" };
/**
 * Inline code, safe in table cells. A code span shows its content literally, so the
 * common case is `` `text` ``; text holding a backtick or a pipe (which would end the
 * span or split the table cell) goes into `<code>` with {@link escapeMarkdownText}.
 */
function markdownCode(text) {
    const line = markdownLine(text);
    if (line !== "" && !/[`|]/.test(line) && !line.startsWith(" ") && !line.endsWith(" "))
        return `\`${line}\``;
    return `<code>${escapeMarkdownText(line)}</code>`;
}
/**
 * A fenced code block: the fence is one backtick longer than the longest backtick run
 * inside, so nothing in the text can close it; inside, nothing is rendered.
 */
function markdownFence(text, info = "text") {
    const body = stripAnsi(text)
        .replace(/\r\n?/g, "\n")
        .replace(MARKDOWN_UNSAFE, visibleCodeUnit)
        .replace(/\n+$/, "");
    let longest = 0;
    for (const run of body.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    const fence = "`".repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${body}\n${fence}\n`;
}
/** A link whose label is escaped and whose target is percent-encoded segment by segment. */
function markdownLink(labelMarkdown, base, relativePath) {
    const safePath = markdownLine(relativePath)
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
/* harmony export */   Gc: () => (/* binding */ renderMarkdown),
/* harmony export */   qj: () => (/* binding */ defaultHeadline)
/* harmony export */ });
/* unused harmony exports GITHUB_STEP_SUMMARY_LIMIT, MARKDOWN_SAFETY_MARGIN, MARKDOWN_MAX_BYTES */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(313);


/** GitHub refuses a job summary (GITHUB_STEP_SUMMARY) above this many bytes per step. */
const GITHUB_STEP_SUMMARY_LIMIT = 1_048_576;
/** Room left for whatever else a step appends to its summary. */
const MARKDOWN_SAFETY_MARGIN = 16_384;
const MARKDOWN_MAX_BYTES = GITHUB_STEP_SUMMARY_LIMIT - MARKDOWN_SAFETY_MARGIN;
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
    error: ["error", "errors"],
    patch: ["prompt patch", "prompt patches"],
};
/**
 * The Markdown summary (docs/report-format.md): gate result, totals, a table per scenario,
 * failures, not-tested reasons, errors, prompt patches. Bounded to `maxBytes`: first less
 * detail, then whole chunks cut from the end, with a note under the headline saying what
 * was left out.
 */
function renderMarkdown(report, options = {}) {
    const maxBytes = options.maxBytes ?? MARKDOWN_MAX_BYTES;
    const budget = maxBytes - 1;
    const headline = `## ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLine */ .iB)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(options.headline ?? defaultHeadline(report), MAX_HEADLINE_CHARS))}\n\n`;
    let chunks = [];
    for (const detail of DETAIL_LEVELS) {
        chunks = buildChunks(report, detail, options);
        const text = headline + note(detail, null) + chunks.map((chunk) => chunk.text).join("");
        if (byteLength(text) <= budget)
            return text;
    }
    const compact = DETAIL_LEVELS[DETAIL_LEVELS.length - 1];
    const everything = leftOutCounts(chunks, false);
    const reserve = byteLength(note(compact, everything));
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
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateUtf8 */ .Ck)(headline + note(compact, leftOut) + kept.join(""), budget);
}
function byteLength(text) {
    return Buffer.byteLength(text, "utf8");
}
/** The longest prefix of whole lines of `text` within `maxBytes`. */
function linesThatFit(text, maxBytes) {
    const prefix = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateUtf8 */ .Ck)(text, Math.max(0, maxBytes - 1));
    const newline = prefix.lastIndexOf("\n");
    return newline === -1 ? "" : `${prefix.slice(0, newline + 1)}\n`;
}
function leftOutCounts(chunks, leadCut) {
    const counts = new Map();
    for (const chunk of chunks)
        counts.set(chunk.category, (counts.get(chunk.category) ?? 0) + 1);
    return { counts, leadCut };
}
function note(detail, leftOut) {
    if (detail.shortened.length === 0 && leftOut === null)
        return "";
    const sentences = [`Shortened to fit GitHub's ${GITHUB_STEP_SUMMARY_LIMIT}-byte job summary limit.`];
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
// ---------------------------------------------------------------- content
function buildChunks(report, detail, options) {
    const chunks = [];
    const push = (category, text) => chunks.push({ category, text });
    const link = (recording) => recordingLink(recording, options);
    if (options.leadSections !== undefined) {
        for (const section of options.leadSections)
            push("lead", `${section.replace(/\n*$/, "")}\n\n`);
    }
    else if (report.comparison) {
        comparisonChunks(report.comparison, push);
    }
    const t = report.totals;
    push("structure", "### Totals\n\n" +
        "| Recordings | ✅ Passed | ❌ Failed | ⚪ Not tested | ⚠️ Errors | Mean score |\n" +
        "|---:|---:|---:|---:|---:|---:|\n" +
        `| ${t.recordings} | ${t.passed}${t.baselines > 0 ? ` (${t.baselines} baseline only)` : ""} | ${t.failed} | ` +
        `${t.notTested} | ${t.errors} | ${t.meanScore === null ? "—" : t.meanScore} |\n\n`);
    push("structure", "### Results by scenario\n\n");
    for (const group of (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .groupByScenario */ .nw)(report)) {
        const title = group.name === _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .UNKNOWN_SCENARIO_GROUP */ .AZ
            ? "unreadable recordings (scenario unknown)"
            : `${group.name}: ${_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .SCENARIO_TITLES */ .tx[group.name]}`;
        const shown = detail.passingRows ? group.recordings : group.recordings.filter((r) => r.verdict !== "PASS");
        const hidden = group.recordings.length - shown.length;
        push("structure", `#### ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)(title)} (${countsText(group.recordings)})\n\n`);
        if (shown.length > 0) {
            push("structure", "| Result | Case | Recording | Score | Reason |\n|---|---|---|---:|---|\n");
            for (const recording of shown) {
                push("row", `| ${verdictBadge(recording)} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.caseId, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH))} | ${link(recording)} | ` +
                    `${recording.score === null ? "—" : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .scoreText */ .QO)(recording).replace(/^score /, ""))} | ` +
                    `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.reason, MAX_REASON_CELL_CHARS))} |\n`);
            }
            push("structure", "\n");
        }
        if (hidden > 0)
            push("structure", `${hidden} passing recording${hidden === 1 ? "" : "s"} not listed.\n\n`);
    }
    const failures = report.recordings.filter((r) => r.verdict === "FAIL");
    if (failures.length > 0) {
        push("structure", `### ❌ Failures (${failures.length})\n\n`);
        for (const recording of failures)
            push("failure", failureSection(recording, detail, link(recording)));
    }
    const notTested = report.recordings.filter((r) => r.verdict === "NOT_TESTED");
    if (notTested.length > 0) {
        push("structure", `### ⚪ Not tested (${notTested.length})\n\nThese recordings prove nothing either way and have no score.\n\n`);
        for (const recording of notTested) {
            push("notTested", `- ${link(recording)} (${recording.reasonCode}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
        }
        push("structure", "\n");
    }
    const errors = report.recordings.filter((r) => r.verdict === "ERROR");
    if (errors.length > 0) {
        push("structure", `### ⚠️ Unreadable recordings (${errors.length})\n\n`);
        for (const recording of errors) {
            push("error", `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
        }
        push("structure", "\n");
    }
    const patches = patchesByRecording(report);
    if (patches.length > 0) {
        push("structure", "### 💡 Prompt patches\n\nSuggested instructions for the agent's system prompt, one per kind of misbehaviour seen above. A suggestion, not a proven fix.\n\n");
        for (const patch of patches)
            push("patch", patchSection(patch, detail));
    }
    push("structure", `<sub>loopgate ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLine */ .iB)(report.loopgate.version))} · rules ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLine */ .iB)(report.config.rulesVersion))} · ` +
        `judging config ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLine */ .iB)(report.config.hash))}</sub>\n`);
    return chunks;
}
/**
 * A plain rendering of the report's comparison, for reports rendered without the gate
 * (`loopgate report` on a gated JSON report); the gate passes its own lead sections.
 */
function comparisonChunks(comparison, push) {
    push("structure", "### Changes against the baseline\n\n");
    const item = (icon, caseId, kind, message) => `- ${icon}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(caseId, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH))} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)(kind)}): ` +
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(message, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP))}\n`;
    for (const text of comparison.notes)
        push("change", `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(text, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
    for (const r of comparison.regressions)
        push("change", item("❌ ", r.caseId, r.rule, r.message));
    for (const i of comparison.improvements)
        push("change", item("✅ ", i.caseId, i.rule, i.message));
    for (const c of comparison.changes)
        push("change", item("", c.caseId, c.kind, c.message));
    if (comparison.notes.length + comparison.regressions.length + comparison.improvements.length + comparison.changes.length === 0) {
        push("change", "No change against the baseline.\n");
    }
    push("structure", "\n");
}
function failureSection(recording, detail, link) {
    const lines = [
        `#### ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.caseId, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH))}`,
        "",
        `${link} · scenario ${recording.scenario ?? "unknown"} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .scoreText */ .QO)(recording))}`,
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
        const text = shown.map((finding) => (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .findingLines */ .hq)(finding, recording).join("\n")).join("\n\n");
        lines.push("<details><summary>Violation details</summary>", "", (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownFence */ .p0)(text), "</details>", "");
    }
    return `${lines.join("\n")}\n`;
}
function findingBullet(finding) {
    const calls = finding.seqs.length > 0 ? `calls ${finding.seqs.map((seq) => `#${seq}`).join(", ")}, ` : "";
    return (`**${finding.code}**: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(finding.message, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP))} ` +
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
        return `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)(summary)}\n\n`;
    const listed = patch.recordings.slice(0, MAX_PATCH_RECORDINGS_LISTED).map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(r.path, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH)));
    if (count > listed.length)
        listed.push(`and ${count - listed.length} more`);
    return (`<details><summary>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLine */ .iB)(summary))}</summary>\n\n` +
        `For: ${listed.join(", ")}\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownFence */ .p0)(patch.text)}\n</details>\n\n`);
}
function recordingLink(recording, options) {
    const label = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.path, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH));
    if (options.recordingLinkBase === undefined || recording.path.length > _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH)
        return label;
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(label, options.recordingLinkBase, recording.path);
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
    return `✅ loopgate: no violations in ${recordings} (${t.passed} passed, ${t.notTested} not tested)`;
}


/***/ }),

/***/ 3749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WI: () => (/* binding */ REPORT_SCHEMA_VERSION),
  M9: () => (/* binding */ ReportSchema)
});

// UNUSED EXPORTS: JudgingConfigSchema, RecordingReportSchema, TotalsSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
// EXTERNAL MODULE: ./src/recording/schema.ts
var schema = __webpack_require__(1772);
;// CONCATENATED MODULE: ./src/judge/types.ts


/** What happened to one attempt (J6–J8, J19). */
const AttemptStatusSchema = schemas/* enum */.k5n(["EXECUTED", "NOT_EXECUTED", "REJECTED", "UNKNOWN"]);
const AttemptSchema = schemas/* object */.Ikc({
    seq: schemas/* number */.aig().int(),
    line: schemas/* number */.aig().int(),
    t: schemas/* number */.aig(),
    status: AttemptStatusSchema,
    /** Set when J19 turned a repeated attempt into UNKNOWN; the raw status is then kept here. */
    rawStatus: AttemptStatusSchema.optional(),
    fault: schema/* FaultSchema */.G4.nullable(),
    /** When the agent received the answer (ms); absent if it never did. */
    answeredT: schemas/* number */.aig().nullable(),
    hasKey: schemas/* boolean */.zMY(),
});
const OperationOutcomeSchema = schemas/* enum */.k5n(["EXECUTED_ONCE", "DUPLICATED", "NOT_EXECUTED", "REJECTED", "UNKNOWN"]);
const HandlingSchema = schemas/* enum */.k5n([
    "VERIFIED",
    "CLEAN_RETRY",
    "CLEAN_ABANDON",
    "UNVERIFIED_GHOST",
    "DUPLICATE",
    "RETRY_AFTER_VIOLATED",
    "UNKNOWN",
]);
/** J5: one write tool with one set of arguments (key fields left out). */
const OperationSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    tool: schemas/* string */.YjP(),
    /** Canonical JSON of the arguments without key fields, cut to a bounded length. */
    arguments: schemas/* string */.YjP(),
    attempts: schemas/* array */.YOg(AttemptSchema),
    executions: schemas/* number */.aig().int(),
    outcome: OperationOutcomeSchema,
    /** The first fault injected into an attempt of this operation (J10), if any. */
    fault: schema/* FaultSchema */.G4.nullable(),
    /** How the agent handled the fault (J24); null when no fault met this operation. */
    handling: HandlingSchema.nullable(),
});
const VIOLATION_CODES = ["DUPLICATE_EXECUTION", "RETRY_AFTER_VIOLATED"];
const OBSERVATION_CODES = [
    "VERIFIED_NO_RETRY",
    "RECOVERED_BY_RETRY",
    "ABANDONED_AFTER_FAILURE",
    "UNVERIFIED_AFTER_TIMEOUT",
    "UPSTREAM_REJECTED",
    "EXECUTION_UNKNOWN",
    "WRITE_WITHOUT_KEY",
    "UNCLASSIFIED_REPEAT",
    "OTHER_CALL_DURING_RETRY_AFTER",
    "OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT",
    "POSSIBLE_DUPLICATE_DIFFERENT_ARGUMENTS",
    "DISHONEST_CLAIM",
];
/**
 * A violation or an observation. Common fields first; the code-specific details
 * (J17 section 5) are optional fields so every consumer reads one flat shape.
 */
const FindingSchema = schemas/* object */.Ikc({
    code: schemas/* enum */.k5n([...VIOLATION_CODES, ...OBSERVATION_CODES]),
    message: schemas/* string */.YjP(),
    tool: schemas/* string */.YjP().nullable(),
    operation: schemas/* string */.YjP().nullable(),
    /** Sequence numbers of the calls involved, in time order. */
    seqs: schemas/* array */.YOg(schemas/* number */.aig().int()),
    /** Line of the call that shows the finding best (the offending one for violations). */
    line: schemas/* number */.aig().int(),
    /** Recorded send time of that call, ms. */
    t: schemas/* number */.aig(),
    keyUse: schemas/* enum */.k5n(["same key", "new key", "no key"]).optional(),
    afterTimeout: schemas/* boolean */.zMY().optional(),
    verifiedBefore: schemas/* boolean */.zMY().optional(),
    parallel: schemas/* boolean */.zMY().optional(),
    upstreamResponsesIdentical: schemas/* boolean */.zMY().optional(),
    requiredMs: schemas/* number */.aig().optional(),
    waitedMs: schemas/* number */.aig().optional(),
    retries: schemas/* number */.aig().int().optional(),
    differences: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});
const VerdictSchema = schemas/* enum */.k5n(["PASS", "FAIL", "NOT_TESTED", "ERROR"]);
const REASON_CODES = [
    "VIOLATION",
    "PASS",
    "PASS_BASELINE",
    "NO_CALLS",
    "NO_WRITE_TOOLS",
    "NO_WRITE_CALLS",
    "SCENARIO_NOT_TRIGGERED",
    "ALL_WRITES_UNKNOWN",
    "NO_WRITE_EXECUTED",
    "UNCERTAIN_OPERATION_REPEATED",
    "CALL_OPEN_AT_END",
    "UNREADABLE",
];
const ReasonCodeSchema = schemas/* enum */.k5n(REASON_CODES);
const ToolClassificationSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    class: schemas/* enum */.k5n(["write", "read", "unclassified"]),
    /** Why: "write-tools", "read-tools", "annotation", "default pattern", "unlisted", "no match". */
    why: schemas/* string */.YjP(),
    keyFields: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const CoverageSchema = schemas/* object */.Ikc({
    scenario: schema/* ScenarioSchema */.Qr,
    triggered: schemas/* boolean */.zMY(),
    faultsInjected: schemas/* object */.Ikc({
        F1: schemas/* number */.aig().int(),
        F2: schemas/* number */.aig().int(),
        F3: schemas/* number */.aig().int(),
        F5: schemas/* number */.aig().int(),
        chaos: schemas/* number */.aig().int(),
    }),
    calls: schemas/* number */.aig().int(),
    writeCalls: schemas/* number */.aig().int(),
    readCalls: schemas/* number */.aig().int(),
    unclassifiedCalls: schemas/* number */.aig().int(),
    operations: schemas/* number */.aig().int(),
    executedWrites: schemas/* number */.aig().int(),
    tools: schemas/* array */.YOg(ToolClassificationSchema),
    unclassifiedTools: schemas/* array */.YOg(schemas/* string */.YjP()),
    endReason: schemas/* string */.YjP().nullable(),
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const HonestySchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(["NOT_MEASURED", "HONEST", "DISHONEST_CLAIM", "UNCLEAR"]),
    /** Which honesty rule matched (docs/judging.md). */
    rule: schemas/* string */.YjP().nullable(),
    claim: schemas/* enum */.k5n(["success", "failure", "uncertain", "unclear"]).nullable(),
});

;// CONCATENATED MODULE: ./src/score/types.ts

const ScoreComponentsSchema = schemas/* object */.Ikc({
    /** J23: operations executed at most once over those whose execution count is known. */
    duplicateSafety: schemas/* object */.Ikc({ percent: schemas/* number */.aig(), safe: schemas/* number */.aig().int(), known: schemas/* number */.aig().int() }).nullable(),
    /** J24: mean handling points over operations that met an injected fault; null under J25. */
    failureHandling: schemas/* object */.Ikc({ percent: schemas/* number */.aig(), operations: schemas/* number */.aig().int() }).nullable(),
});
const PATCH_IDS = ["GHOST_WRITE", "IDEMPOTENCY", "RATE_LIMIT", "VERIFICATION"];
const PatchSchema = schemas/* object */.Ikc({
    id: schemas/* enum */.k5n(PATCH_IDS),
    title: schemas/* string */.YjP(),
    /** The finding codes that called for this patch. */
    because: schemas/* array */.YOg(schemas/* string */.YjP()),
    text: schemas/* string */.YjP(),
});

;// CONCATENATED MODULE: ./src/report/comparison.ts

/**
 * The result of comparing a run against its baseline (the regression gate, docs/gate.md).
 * Lives in the report stage so the JSON report and the Markdown summary can carry it
 * without importing the gate.
 */
/** A case's status over its repeated runs; only PASS and FAIL runs count as tested. */
const CaseStatusSchema = schemas/* enum */.k5n(["PASS", "FAIL", "FLAKY", "NOT_TESTED", "ERROR"]);
/** What one side (baseline or current) says about one case. */
const CaseStatsSchema = schemas/* object */.Ikc({
    status: CaseStatusSchema,
    runs: schemas/* number */.aig().int(),
    passed: schemas/* number */.aig().int(),
    failed: schemas/* number */.aig().int(),
    notTested: schemas/* number */.aig().int(),
    errors: schemas/* number */.aig().int(),
    /** Mean of the run scores present, to two decimals; null when no run has a score. */
    meanScore: schemas/* number */.aig().nullable(),
    /** Violation codes seen in any run, sorted. */
    violationCodes: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const REGRESSION_RULES = ["PASS_TO_FAIL", "NEW_CASE_FAILS", "FAILURE_RATE_UP", "SCORE_DROP", "LOST_COVERAGE"];
const IMPROVEMENT_RULES = ["FAIL_TO_PASS", "FAILURE_RATE_DOWN", "SCORE_RISE", "COVERAGE_GAINED"];
/** Reported, never gating: informative differences that are not regressions under the thresholds. */
const CHANGE_KINDS = [
    "NEW_VIOLATION_CODES",
    "FAILURE_RATE_UP_NOT_SIGNIFICANT",
    "FAILURE_RATE_DOWN_NOT_SIGNIFICANT",
    "SCORE_CHANGE",
    "LOST_COVERAGE",
    "ADDED",
    "REMOVED",
];
const RegressionSchema = schemas/* object */.Ikc({ caseId: schemas/* string */.YjP(), rule: schemas/* enum */.k5n(REGRESSION_RULES), message: schemas/* string */.YjP() });
const ImprovementSchema = schemas/* object */.Ikc({ caseId: schemas/* string */.YjP(), rule: schemas/* enum */.k5n(IMPROVEMENT_RULES), message: schemas/* string */.YjP() });
const ChangeSchema = schemas/* object */.Ikc({ caseId: schemas/* string */.YjP(), kind: schemas/* enum */.k5n(CHANGE_KINDS), message: schemas/* string */.YjP() });
const CaseComparisonSchema = schemas/* object */.Ikc({
    caseId: schemas/* string */.YjP(),
    outcome: schemas/* enum */.k5n(["regressed", "improved", "changed", "unchanged", "added", "removed"]),
    baseline: CaseStatsSchema.nullable(),
    current: CaseStatsSchema.nullable(),
    /** Current minus baseline mean score; null unless both have one. */
    scoreDelta: schemas/* number */.aig().nullable(),
    /** One-sided Fisher's exact test for the failure-rate change in its direction; null without repeats. */
    pValue: schemas/* number */.aig().nullable(),
});
const BaselineInfoSchema = schemas/* object */.Ikc({
    /** "none": no baseline was found, so every case counted as new (docs/gate.md). */
    source: schemas/* enum */.k5n(["report", "history", "none"]),
    /** The report or history file as given on the command line. */
    file: schemas/* string */.YjP(),
    runId: schemas/* string */.YjP().nullable(),
    commit: schemas/* string */.YjP().nullable(),
    ref: schemas/* string */.YjP().nullable(),
    time: schemas/* string */.YjP().nullable(),
    loopgateVersion: schemas/* string */.YjP(),
    configHash: schemas/* string */.YjP(),
    rulesVersion: schemas/* string */.YjP().nullable(),
});
const ThresholdsSchema = schemas/* object */.Ikc({
    alpha: schemas/* number */.aig(),
    maxScoreDrop: schemas/* number */.aig(),
    failOnLostCoverage: schemas/* boolean */.zMY(),
});
const ComparisonSchema = schemas/* object */.Ikc({
    regressed: schemas/* boolean */.zMY(),
    baseline: BaselineInfoSchema,
    thresholds: ThresholdsSchema,
    /** The judging configuration (hash) or loopgate version differs from the baseline's. */
    configChanged: schemas/* boolean */.zMY(),
    versionChanged: schemas/* boolean */.zMY(),
    regressions: schemas/* array */.YOg(RegressionSchema),
    improvements: schemas/* array */.YOg(ImprovementSchema),
    changes: schemas/* array */.YOg(ChangeSchema),
    counts: schemas/* object */.Ikc({
        cases: schemas/* number */.aig().int(),
        regressed: schemas/* number */.aig().int(),
        improved: schemas/* number */.aig().int(),
        changed: schemas/* number */.aig().int(),
        unchanged: schemas/* number */.aig().int(),
        added: schemas/* number */.aig().int(),
        removed: schemas/* number */.aig().int(),
        /** Unchanged cases by status: passing, known failures, flaky, untested. */
        unchangedPassing: schemas/* number */.aig().int(),
        unchangedFailing: schemas/* number */.aig().int(),
        unchangedFlaky: schemas/* number */.aig().int(),
        unchangedUntested: schemas/* number */.aig().int(),
    }),
    cases: schemas/* array */.YOg(CaseComparisonSchema),
    /** Stated first in every rendering: configuration/version differences, baseline age. */
    notes: schemas/* array */.YOg(schemas/* string */.YjP()),
});

;// CONCATENATED MODULE: ./src/report/schema.ts





const REPORT_SCHEMA_VERSION = 1;
const RecordingReportSchema = schemas/* object */.Ikc({
    /** Relative to the working directory, with `/`. */
    path: schemas/* string */.YjP(),
    /** Case identity for the gate and JUnit (header label `case`, else the path without a run number). */
    caseId: schemas/* string */.YjP(),
    verdict: VerdictSchema,
    reasonCode: ReasonCodeSchema,
    reason: schemas/* string */.YjP(),
    /** J21: a PASS without a fault to handle (scenario none or F4) only sets a baseline. */
    baseline: schemas/* boolean */.zMY(),
    scenario: schema/* ScenarioSchema */.Qr.nullable(),
    labels: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    score: schemas/* number */.aig().int().nullable(),
    rawScore: schemas/* number */.aig().int().nullable(),
    capped: schemas/* boolean */.zMY(),
    components: ScoreComponentsSchema,
    honesty: HonestySchema,
    violations: schemas/* array */.YOg(FindingSchema),
    observations: schemas/* array */.YOg(FindingSchema),
    operations: schemas/* array */.YOg(OperationSchema),
    coverage: CoverageSchema.nullable(),
    patches: schemas/* array */.YOg(PatchSchema),
    durationMs: schemas/* number */.aig(),
    /** ERROR only: where the recording could not be read. */
    error: schemas/* object */.Ikc({ line: schemas/* number */.aig().int(), message: schemas/* string */.YjP() }).nullable(),
});
const TotalsSchema = schemas/* object */.Ikc({
    recordings: schemas/* number */.aig().int(),
    passed: schemas/* number */.aig().int(),
    failed: schemas/* number */.aig().int(),
    notTested: schemas/* number */.aig().int(),
    errors: schemas/* number */.aig().int(),
    /** PASS recordings that are only baselines (J21). */
    baselines: schemas/* number */.aig().int(),
    /** Mean of the scores present, to two decimals; null when none has a score. */
    meanScore: schemas/* number */.aig().nullable(),
});
const JudgingConfigSchema = schemas/* object */.Ikc({
    /** sha256 of the canonical JSON of the rest of this object. */
    hash: schemas/* string */.YjP(),
    rulesVersion: schemas/* string */.YjP(),
    /** Replay-time overrides; null means "as recorded in each header". */
    writeTools: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    readTools: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    keyFields: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
});
const ReportSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(REPORT_SCHEMA_VERSION),
    loopgate: schemas/* object */.Ikc({ version: schemas/* string */.YjP() }),
    config: JudgingConfigSchema,
    totals: TotalsSchema,
    recordings: schemas/* array */.YOg(RecordingReportSchema),
    /** Present when the run was compared against a baseline (docs/gate.md). */
    comparison: ComparisonSchema.optional(),
});


/***/ }),

/***/ 5105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _fs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1917);




/**
 * Writes a whole file or nothing: a temp file beside the target (exclusive create, so a
 * planted file or symlink there is never followed), fsync, then rename over the target.
 */
async function writeFileAtomic(target, content) {
    try {
        await writeWhole(target, content);
    }
    catch (error) {
        throw new Error(`cannot write ${target}: ${(0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .T)(error)}`);
    }
}
async function writeWhole(target, content) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target);
    (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .ensureDirSync */ .F)(dir);
    const temp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(target)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString("hex")}.tmp`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(temp, "wx", 0o644);
    try {
        await handle.writeFile(content);
        await handle.sync();
    }
    catch (error) {
        await handle.close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
        throw error;
    }
    await handle.close();
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
        throw error;
    }
}


/***/ }),

/***/ 1917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ ensureDirSync),
/* harmony export */   T: () => (/* binding */ describeFsError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** A short, stable reason for a file-system error (no Node-version-specific wording). */
function describeFsError(error) {
    const code = error && typeof error === "object" && "code" in error ? String(error.code) : undefined;
    switch (code) {
        case "ENOENT":
            return "no such file or directory";
        case "EISDIR":
            return "is a directory";
        case "ENOTDIR":
            return "a parent is not a directory";
        case "EACCES":
        case "EPERM":
            return "permission denied";
        case "EROFS":
            return "read-only file system";
        case "ENOSPC":
            return "no space left on the device";
        case undefined:
            return error instanceof Error ? error.message : String(error);
        default:
            return code;
    }
}
/**
 * Creates a folder and its missing parents one level at a time. Node 20's
 * `mkdir(…, { recursive: true })` never returns for some paths (under /proc, for one);
 * a plain mkdir per level fails at once instead.
 */
function ensureDirSync(dir) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute).isDirectory())
            return;
    }
    catch (error) {
        if (error.code !== "ENOENT")
            throw error;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(absolute);
        if (parent !== absolute)
            ensureDirSync(parent);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(absolute);
        }
        catch (mkdirError) {
            if (mkdirError.code !== "EEXIST")
                throw mkdirError;
        }
        return;
    }
    throw Object.assign(new Error(`${absolute} is not a directory`), { code: "ENOTDIR" });
}


/***/ })

};
