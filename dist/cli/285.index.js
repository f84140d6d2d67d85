export const id = 285;
export const ids = [285];
export const modules = {

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   defaultHeadline: () => (/* binding */ defaultHeadline),
/* harmony export */   gy: () => (/* binding */ detailsLinker),
/* harmony export */   renderMarkdown: () => (/* binding */ renderMarkdown)
/* harmony export */ });
/* unused harmony exports GITHUB_STEP_SUMMARY_LIMIT, MARKDOWN_SAFETY_MARGIN, MARKDOWN_MAX_BYTES, caseAnchor */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9997);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(313);




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
    const headline = `## ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .visibleLine */ .P8)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(options.headline ?? defaultHeadline(report), MAX_HEADLINE_CHARS))}\n\n`;
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
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateUtf8 */ .Ck)(headline + note(compact, leftOut) + kept.join(""), budget);
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
function buildChunks(report, detail, options) {
    const chunks = [];
    const push = (category, text) => chunks.push({ category, text });
    const link = (recording) => recordingLink(recording, options);
    const anchors = anchorsOf(report);
    if (options.leadSections !== undefined) {
        for (const section of options.leadSections)
            push("lead", `${section.replace(/\n*$/, "")}\n\n`);
    }
    else if (report.comparison) {
        comparisonChunks(report.comparison, push);
    }
    totalsChunk(report, push);
    scenarioChunks(report, detail, push, link, anchors);
    failureChunks(report, detail, push, link, anchors);
    notTestedChunks(report, push, link);
    errorChunks(report, push);
    patchChunks(report, detail, push);
    push("structure", 
    // Inline HTML: its text is still Markdown, so it is escaped as such (a saved report may be hostile).
    `<sub>loopgate ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(report.loopgate.version)} · rules ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(report.config.rulesVersion)} · ` +
        `judging config ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(report.config.hash)}</sub>\n`);
    return chunks;
}
function totalsChunk(report, push) {
    const t = report.totals;
    push("structure", "### Totals\n\n" +
        "| Recordings | ✅ Passed | ❌ Failed | ⚪ Not tested | ⚠️ Errors | Mean score |\n" +
        "|---:|---:|---:|---:|---:|---:|\n" +
        `| ${t.recordings} | ${t.passed}${t.baselines > 0 ? ` (${t.baselines} baseline only)` : ""} | ${t.failed} | ` +
        `${t.notTested} | ${t.errors} | ${t.meanScore === null ? "—" : t.meanScore} |\n\n`);
    const replacementNote = unicodeReplacementNote(report.recordings);
    if (replacementNote !== "")
        push("structure", replacementNote);
}
/** One table per scenario; at lower detail the passing rows are only counted. */
function scenarioChunks(report, detail, push, link, anchors) {
    push("structure", "### Results by scenario\n\n");
    // A regression links to its case's details, so its rows stay when passing rows are cut.
    const regressed = new Set(report.comparison?.regressions.map((r) => r.caseId));
    for (const group of (0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .groupByScenario */ .nw)(report)) {
        const title = group.name === _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .UNKNOWN_SCENARIO_GROUP */ .AZ
            ? "unreadable recordings (scenario unknown)"
            : `${group.name}: ${_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .SCENARIO_TITLES */ .tx[group.name]}`;
        const shown = detail.passingRows
            ? group.recordings
            : group.recordings.filter((r) => r.verdict !== "PASS" || regressed.has(r.caseId));
        const hidden = group.recordings.length - shown.length;
        push("structure", `#### ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(title)} (${countsText(group.recordings)})\n\n`);
        if (shown.length > 0) {
            push("structure", "| Result | Case | Recording | Score | Reason |\n|---|---|---|---:|---|\n");
            for (const recording of shown)
                push("row", scenarioRow(recording, link, rowAnchor(recording, anchors)));
            push("structure", "\n");
        }
        if (hidden > 0)
            push("structure", `${hidden} passing recording${hidden === 1 ? "" : "s"} not listed.\n\n`);
    }
}
function scenarioRow(recording, link, anchor) {
    return (`| ${verdictBadge(recording)} | ${anchorTag(anchor)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.caseId, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH))} | ${link(recording)} | ` +
        `${recording.score === null ? "—" : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .scoreText */ .QO)(recording).replace(/^score /, ""))} | ` +
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.reason, MAX_REASON_CELL_CHARS))} |\n`);
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
        push("notTested", `- ${link(recording)} (${recording.reasonCode}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
    }
    push("structure", "\n");
}
function errorChunks(report, push) {
    const errors = report.recordings.filter((r) => r.verdict === "ERROR");
    if (errors.length === 0)
        return;
    push("structure", `### ⚠️ Unreadable recordings (${errors.length})\n\n`);
    for (const recording of errors) {
        push("error", `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
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
    const listed = replaced.slice(0, MAX_REPLACED_LISTED).map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(r.path, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH)));
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
    const item = (icon, caseId, kind, message) => `- ${icon}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(caseId, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH))} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(kind)}): ` +
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(message, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_CHARS */ .hP))}\n`;
    for (const text of comparison.notes)
        push("change", `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(text, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
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
        `#### ${anchorTag(anchor)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.caseId, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH))}`,
        "",
        `${link} · scenario ${recording.scenario ?? "unknown"} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .scoreText */ .QO)(recording))}`,
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
        const text = shown.map((finding) => (0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .findingLines */ .hq)(finding, recording).join("\n")).join("\n\n");
        lines.push("<details><summary>Violation details</summary>", "", (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownFence */ .p0)(text), "</details>", "");
    }
    return `${lines.join("\n")}\n`;
}
function findingBullet(finding) {
    const calls = finding.seqs.length > 0 ? `${(0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .callNumbers */ .$h)(finding.seqs)}, ` : "";
    return (`**${finding.code}**: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(finding.message, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_CHARS */ .hP))} ` +
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
        .map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(r.path, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH)));
    if (count > listed.length)
        listed.push(`and ${count - listed.length} more`);
    return (`<details><summary>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .displayLine */ .pr)(summary))}</summary>\n\n` +
        `For: ${listed.join(", ")}\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownFence */ .p0)(patch.text)}\n</details>\n\n`);
}
function recordingLink(recording, options) {
    const label = (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.path, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH));
    if (options.recordingLinkBase === undefined || recording.path.length > _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH)
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


/***/ })

};
