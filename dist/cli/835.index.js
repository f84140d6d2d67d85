export const id = 835;
export const ids = [835];
export const modules = {

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ truncateUtf8),
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   IE: () => (/* binding */ xmlAttribute),
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
 * source"): bidirectional controls, zero-width space, word joiner, BOM, line and paragraph
 * separators. Zero-width (non-)joiners stay: emoji sequences and several scripts need them.
 */
const INVISIBLE = "\\u061c\\u200b\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff";
/** Not allowed in XML 1.0 at all, plus DEL, C1 controls (legal, but they drive terminals) and the invisibles. */
const XML_UNSAFE = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\ufffe\\uffff${INVISIBLE}]|${LONE_SURROGATE}`, "g");
/** Tab and newline are handled by the callers: kept in code blocks, collapsed inline. */
const MARKDOWN_UNSAFE = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\ufffe\\uffff${INVISIBLE}]|${LONE_SURROGATE}`, "g");
/** `\u001b` style: the escape a JavaScript or JSON reader recognises. */
function visibleCodeUnit(char) {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
/** A lone surrogate is not Unicode at all: U+FFFD says so to every reader; anything else unsafe becomes `\uXXXX`. */
function visibleOrReplaced(char) {
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
    const line = displayLine(text);
    // Every grapheme is at least one code unit: a line this short has no stretch to break.
    if (line.length <= WRAP_FROM_CHARS)
        return markdownCode(text);
    graphemeSegmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" });
    const graphemes = Array.from(graphemeSegmenter.segment(line), (part) => part.segment);
    let run = 0;
    let longest = 0;
    for (const grapheme of graphemes) {
        run = grapheme === " " ? 0 : run + 1;
        longest = Math.max(longest, run);
    }
    if (longest <= WRAP_FROM_CHARS)
        return markdownCode(text);
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
    return `<code>${pieces.map(escapeMarkdownText).join("<wbr>")}</code>`;
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

/***/ 8835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderJunitFor: () => (/* binding */ renderJunitFor)
});

// UNUSED EXPORTS: renderGateJunit

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
// EXTERNAL MODULE: ./src/report/describe.ts
var describe = __webpack_require__(313);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlbuilder/json2xml.js + 7 modules
var json2xml = __webpack_require__(8669);
;// CONCATENATED MODULE: ./src/report/junit.ts




const builder = new json2xml/* default */.A({
    ignoreAttributes: false,
    suppressBooleanAttributes: false,
    processEntities: true,
    suppressEmptyNode: true,
    format: true,
    indentBy: "  ",
    attributeNamePrefix: "@_",
    textNodeName: "#text",
});
function renderJunit(report) {
    const suites = (0,describe/* groupByScenario */.nw)(report).map((group) => suiteNode(group, report));
    return junitDocument(countOf(report.recordings), suites);
}
/** The `testsuites` root around the suites, with their counts and the sum of their times. */
function junitDocument(totals, suites) {
    const document = {
        "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
        testsuites: {
            "@_name": "loopgate",
            "@_tests": totals.tests,
            "@_failures": totals.failures,
            "@_errors": totals.errors,
            "@_time": seconds(sumOf(suites.map((suite) => suite.ms))),
            testsuite: suites.map((suite) => suite.node),
        },
    };
    return `${builder.build(document).replace(/\n+$/, "")}\n`;
}
/** The suite properties every report carries: which loopgate judged, with which rules and configuration. */
function runProperties(report) {
    return [
        property("loopgate.version", report.loopgate.version),
        property("loopgate.rules_version", report.config.rulesVersion),
        property("loopgate.config_hash", report.config.hash),
    ];
}
/** A suite and its time in whole milliseconds, the sum of its cases' rounded times. */
function suiteNode(group, report) {
    const counts = countOf(group.recordings);
    const names = (0,describe/* displayNames */.vm)(group.recordings);
    const properties = [...runProperties(report), property("loopgate.scenario", group.name)];
    // The schema has no properties on a testcase, so each case's facts are suite
    // properties prefixed with the case's name.
    for (const recording of group.recordings) {
        const name = names.get(recording);
        properties.push(property(`${name}.verdict`, recording.verdict));
        properties.push(property(`${name}.score`, recording.score === null ? "" : String(recording.score)));
        for (const [key, value] of Object.entries(recording.labels))
            properties.push(property(`${name}.label.${key}`, value));
    }
    const ms = sumOf(group.recordings.map(roundedMs));
    const node = {
        "@_name": group.name,
        "@_tests": counts.tests,
        "@_failures": counts.failures,
        "@_errors": counts.errors,
        "@_skipped": counts.skipped,
        "@_time": seconds(ms),
        properties: { property: properties },
        testcase: group.recordings.map((recording) => caseNode(recording, group.name, names.get(recording))),
        "system-out": (0,report_escape/* xmlText */.xK)(`${counts.tests} recording${counts.tests === 1 ? "" : "s"}: ${counts.tests - counts.failures - counts.errors - counts.skipped} passed, ` +
            `${counts.failures} failed, ${counts.skipped} not tested, ${counts.errors} error${counts.errors === 1 ? "" : "s"}`),
    };
    return { node, ms };
}
function caseNode(recording, suite, name) {
    const node = {
        "@_name": attribute(name),
        "@_classname": attribute(suite),
        "@_time": seconds(roundedMs(recording)),
        "@_file": (0,report_escape/* xmlPathAttribute */.bo)((0,util_text/* truncateText */.EJ)(recording.path, describe/* MAX_NAME_CHARS */.xH)),
    };
    const line = offendingLine(recording);
    if (line !== null)
        node["@_line"] = line;
    if (recording.verdict === "FAIL") {
        // Reporters show `message` and fold the element text away, so the message is the
        // reason itself (code and sentence); `type` is the one code a reporter can group by.
        node.failure = {
            "@_message": attribute(recording.reason),
            "@_type": recording.violations[0]?.code ?? recording.reasonCode,
            "#text": (0,report_escape/* xmlText */.xK)(failureText(recording)),
        };
    }
    else if (recording.verdict === "NOT_TESTED") {
        node.skipped = {
            "@_message": attribute(recording.reason),
            "@_type": recording.reasonCode,
            "#text": (0,report_escape/* xmlText */.xK)((0,util_text/* truncateText */.EJ)(recording.reason, describe/* MAX_MESSAGE_CHARS */.hP)),
        };
    }
    else if (recording.verdict === "ERROR") {
        node.error = {
            "@_message": attribute(recording.reason),
            "@_type": recording.reasonCode,
            "#text": (0,report_escape/* xmlText */.xK)((0,util_text/* truncateText */.EJ)(recording.reason, describe/* MAX_MESSAGE_CHARS */.hP)),
        };
    }
    node["system-out"] = (0,report_escape/* xmlText */.xK)((0,describe/* oneLineSummary */.RP)(recording).replace(/[\r\n]+/g, " "));
    return node;
}
/** The violations, and (J28) the final reply's honesty on a line of its own, which the message has no room for. */
function failureText(recording) {
    const honesty = (0,describe/* honestyText */.iv)(recording);
    const violations = (0,describe/* violationsText */.gy)(recording);
    return honesty === null ? violations : `${violations}\n\n${honesty.replace(/[\r\n]+/g, " ")}`;
}
/** The line a reporter should point at: the first violation's call, or where reading failed. */
function offendingLine(recording) {
    if (recording.verdict === "FAIL" && recording.violations[0])
        return recording.violations[0].line;
    if (recording.verdict === "ERROR" && recording.error && recording.error.line > 0)
        return recording.error.line;
    return null;
}
function property(name, value) {
    return { "@_name": attribute(name), "@_value": attribute(value) };
}
function attribute(text) {
    return (0,report_escape/* xmlAttribute */.IE)((0,util_text/* truncateText */.EJ)(text, describe/* MAX_NAME_CHARS */.xH));
}
function countOf(recordings) {
    const counts = { tests: recordings.length, failures: 0, errors: 0, skipped: 0 };
    for (const recording of recordings) {
        if (recording.verdict === "FAIL")
            counts.failures += 1;
        else if (recording.verdict === "ERROR")
            counts.errors += 1;
        else if (recording.verdict === "NOT_TESTED")
            counts.skipped += 1;
    }
    return counts;
}
/** No recorded loop comes near; it keeps an absurd duration a plain integer. */
const MAX_DURATION_MS = 1e18;
/**
 * A case's time in whole milliseconds, the precision JUnit's three decimals show. Suites
 * and the root add these rounded values up exactly (as bigints), so the written numbers
 * sum the way a reader checks them.
 */
function roundedMs(recording) {
    const ms = recording.durationMs;
    if (!Number.isFinite(ms) || ms <= 0)
        return 0n;
    return BigInt(Math.round(Math.min(ms, MAX_DURATION_MS)));
}
function sumOf(values) {
    return values.reduce((sum, value) => sum + value, 0n);
}
/** Seconds with three decimals and never an exponent (the schema's SUREFIRE_TIME). */
function seconds(ms) {
    return `${ms / 1000n}.${(ms % 1000n).toString().padStart(3, "0")}`;
}

;// CONCATENATED MODULE: ./src/util/group.ts
/** `items` grouped by `keyOf`, each group in the order of `items`; the map in first-seen order. */
function groupBy(items, keyOf) {
    const groups = new Map();
    for (const item of items) {
        const key = keyOf(item);
        const group = groups.get(key);
        if (group)
            group.push(item);
        else
            groups.set(key, [item]);
    }
    return groups;
}

// EXTERNAL MODULE: ./src/judge/findings.ts
var findings = __webpack_require__(1349);
;// CONCATENATED MODULE: ./src/report/junit-gate.ts






/**
 * JUnit XML as the gate sees the run (`--junit-mode gate`, docs/report-format.md): one
 * testcase per case, failing only when the case regressed against the baseline, so a
 * check driven by the JUnit agrees with the gate. A known failure the gate accepts is
 * `skipped` with the reason, an unreadable recording stays an `error` (the gate's run
 * fails on it too). Without a comparison every case counts as new, as the gate counts it
 * when no baseline is found: a failing case is a regression.
 */
/** The suite of cases that are in the baseline but not in this run. */
const REMOVED_GROUP = "removed";
const MAX_RECORDINGS_LISTED = 50;
/** The JUnit XML of `--junit-mode`. */
function renderJunitFor(report, mode) {
    return mode === "gate" ? renderGateJunit(report) : renderJunit(report);
}
function renderGateJunit(report) {
    const cases = casesOf(report);
    const groups = new Map();
    for (const name of [...describe/* SCENARIO_ORDER */.OW, describe/* UNKNOWN_SCENARIO_GROUP */.AZ, REMOVED_GROUP])
        groups.set(name, []);
    for (const gateCase of cases)
        groups.get(groupOf(gateCase)).push(gateCase);
    const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    const suites = [...groups]
        .filter(([, members]) => members.length > 0)
        .map(([name, members]) => {
        const suite = junit_gate_suiteNode(name, members, report);
        for (const key of ["tests", "failures", "errors", "skipped"])
            totals[key] += suite.counts[key];
        return suite;
    });
    return junitDocument(totals, suites);
}
/** Every case of the comparison (removed ones included), else every case of the report, in code-unit order. */
function casesOf(report) {
    const byCase = groupBy(report.recordings, (recording) => recording.caseId);
    const comparison = report.comparison;
    if (!comparison)
        return [...byCase.keys()].sort().map((caseId) => {
            const recordings = byCase.get(caseId);
            return { caseId, recordings, regressions: newCaseRegressions(caseId, recordings), changes: [], compared: null };
        });
    // Grouped once: looked up per case, the lists would make 50,000 cases a quadratic walk.
    const regressions = groupBy(comparison.regressions, (regression) => regression.caseId);
    const changes = groupBy(comparison.changes, (change) => change.caseId);
    return comparison.cases.map((compared) => ({
        caseId: compared.caseId,
        recordings: byCase.get(compared.caseId) ?? [],
        regressions: regressions.get(compared.caseId) ?? [],
        changes: changes.get(compared.caseId) ?? [],
        compared,
    }));
}
/** Without a baseline a failing case is new, and a new case that fails is a regression (docs/gate.md). */
function newCaseRegressions(caseId, recordings) {
    const failed = recordings.filter((r) => r.verdict === "FAIL").length;
    if (failed === 0)
        return [];
    const tested = recordings.filter((r) => r.verdict === "FAIL" || r.verdict === "PASS").length;
    const runs = tested === 1 ? "its run fails" : `${failed} of ${tested} tested runs fail`;
    return [{ caseId, rule: "NEW_CASE_FAILS", message: `no baseline, so the case counts as new, and ${runs}` }];
}
function groupOf(gateCase) {
    const first = gateCase.recordings[0];
    if (first === undefined)
        return REMOVED_GROUP;
    return first.scenario ?? describe/* UNKNOWN_SCENARIO_GROUP */.AZ;
}
function junit_gate_suiteNode(name, cases, report) {
    const counts = { tests: cases.length, failures: 0, errors: 0, skipped: 0 };
    const testcases = cases.map((gateCase) => {
        const result = resultOf(gateCase);
        if (result.kind === "failure")
            counts.failures += 1;
        else if (result.kind === "error")
            counts.errors += 1;
        else if (result.kind === "skipped")
            counts.skipped += 1;
        return junit_gate_caseNode(gateCase, name, result);
    });
    const ms = sumOf(cases.map(caseMs));
    const passed = counts.tests - counts.failures - counts.errors - counts.skipped;
    const node = {
        "@_name": name,
        "@_tests": counts.tests,
        "@_failures": counts.failures,
        "@_errors": counts.errors,
        "@_skipped": counts.skipped,
        "@_time": seconds(ms),
        properties: {
            property: [
                ...runProperties(report),
                property("loopgate.junit_mode", "gate"),
                property("loopgate.baseline", baselineText(report.comparison)),
                ...(name === REMOVED_GROUP ? [] : [property("loopgate.scenario", name)]),
            ],
        },
        testcase: testcases,
        "system-out": (0,report_escape/* xmlText */.xK)(`${(0,findings/* plural */.LS)(counts.tests, "case")}: ${passed} passed, ${counts.failures} regressed against the baseline, ` +
            `${counts.skipped} skipped (known failures, not tested or removed), ${(0,findings/* plural */.LS)(counts.errors, "error")}`),
    };
    return { node, ms, counts };
}
function caseMs(gateCase) {
    return sumOf(gateCase.recordings.map(roundedMs));
}
function junit_gate_caseNode(gateCase, suite, result) {
    const node = {
        "@_name": attribute(gateCase.caseId),
        "@_classname": attribute(suite),
        "@_time": seconds(caseMs(gateCase)),
    };
    const first = gateCase.recordings[0];
    const pointedAt = gateCase.recordings.find((r) => offendingLine(r) !== null) ?? first;
    if (pointedAt !== undefined) {
        node["@_file"] = (0,report_escape/* xmlPathAttribute */.bo)((0,util_text/* truncateText */.EJ)(pointedAt.path, describe/* MAX_NAME_CHARS */.xH));
        const line = result.kind === "passed" ? null : offendingLine(pointedAt);
        if (line !== null)
            node["@_line"] = line;
    }
    if (result.kind !== "passed") {
        node[result.kind] = {
            "@_message": attribute(result.message),
            "@_type": result.type,
            "#text": (0,report_escape/* xmlText */.xK)((0,util_text/* truncateText */.EJ)(result.text, describe/* MAX_MESSAGE_CHARS */.hP * 4)),
        };
    }
    node["system-out"] = (0,report_escape/* xmlText */.xK)(caseSummary(gateCase));
    return node;
}
/** Regressed → failure; an unreadable recording → error; failing but accepted, untested or removed → skipped. */
function resultOf(gateCase) {
    const { recordings, regressions } = gateCase;
    if (regressions.length > 0) {
        const reasons = regressions.map((r) => `${r.rule}: ${r.message}`);
        return {
            kind: "failure",
            message: `regressed against the baseline: ${reasons.join("; ")}`,
            type: regressions[0].rule,
            text: [...reasons, "", ...recordingLines(recordings)].join("\n"),
        };
    }
    const unreadable = recordings.find((r) => r.verdict === "ERROR");
    if (unreadable !== undefined)
        return {
            kind: "error",
            message: unreadable.reason,
            type: unreadable.reasonCode,
            text: recordingLines(recordings).join("\n"),
        };
    const failing = recordings.find((r) => r.verdict === "FAIL");
    if (failing !== undefined)
        return acceptedFailure(gateCase, failing);
    if (recordings.length === 0) {
        const removed = gateCase.changes.map((c) => c.message).join("; ") || "case removed";
        return { kind: "skipped", message: `not in this run: ${removed}`, type: "REMOVED", text: removed };
    }
    if (!recordings.some((r) => r.verdict === "PASS")) {
        const untested = recordings[0];
        return {
            kind: "skipped",
            message: `not tested: ${untested.reason}`,
            type: untested.reasonCode,
            text: recordingLines(recordings).join("\n"),
        };
    }
    return { kind: "passed" };
}
/** Failing runs the gate accepts: failing in the baseline too, or a change under the thresholds. */
function acceptedFailure(gateCase, failing) {
    const before = gateCase.compared?.baseline?.status ?? null;
    const known = before === "FAIL" || before === "FLAKY";
    const why = known
        ? `known failure, ${before} in the baseline too`
        : `failing, but under the gate's thresholds: ${gateCase.changes.map((c) => `${c.kind}: ${c.message}`).join("; ")}`;
    return {
        kind: "skipped",
        message: `not a regression against the baseline (${why}): ${failing.reason}`,
        type: known ? "KNOWN_FAILURE" : "NOT_A_REGRESSION",
        text: recordingLines(gateCase.recordings).join("\n"),
    };
}
function recordingLines(recordings) {
    const lines = recordings
        .slice(0, MAX_RECORDINGS_LISTED)
        .map((r) => `${(0,util_text/* truncateText */.EJ)(r.path, describe/* MAX_NAME_CHARS */.xH)}: ${(0,describe/* oneLineSummary */.RP)(r).replace(/[\r\n]+/g, " ")}`);
    if (recordings.length > lines.length)
        lines.push(`… ${recordings.length - lines.length} more recordings in the JSON report`);
    return lines;
}
/** `this run: FAIL, 1 run, mean score 35; baseline: PASS, 1 run, mean score 100` — what the case is now and was. */
function caseSummary(gateCase) {
    const side = (stats) => stats === null
        ? "none"
        : `${stats.status}, ${(0,findings/* plural */.LS)(stats.runs, "run")}, ${stats.meanScore === null ? "no score" : `mean score ${stats.meanScore}`}`;
    if (gateCase.compared !== null)
        return `this run: ${side(gateCase.compared.current)}; baseline: ${side(gateCase.compared.baseline)}`;
    const verdicts = gateCase.recordings.map((r) => r.verdict).join(", ");
    return `this run: ${verdicts}; no baseline`;
}
function baselineText(comparison) {
    if (!comparison)
        return "none given: every case counts as new, so every failing case is a regression";
    const b = comparison.baseline;
    if (b.source === "none")
        return `none found in ${b.file}: every case counts as new`;
    const parts = [b.source === "report" ? `report ${b.file}` : `history ${b.file}`];
    if (b.runId !== null)
        parts.push(`run ${b.runId}`);
    if (b.ref !== null)
        parts.push(`ref ${b.ref}`);
    if (b.commit !== null)
        parts.push(`commit ${b.commit}`);
    return parts.join(", ");
}


/***/ })

};
