export const id = 16;
export const ids = [16];
export const modules = {

/***/ 3635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cw: () => (/* binding */ proposedConfigText),
/* harmony export */   f_: () => (/* binding */ runMarkdownParts)
/* harmony export */ });
/* unused harmony exports runHeadline, invalidWords */
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _judge_findings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1349);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4285);
/* harmony import */ var _report_shard_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1238);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8922);





/**
 * The headline and the sections before the recordings, for every door (replay, merge, diff,
 * report, the action): the pull request's config change, the bless, the changes against the
 * baseline, the evidence, the trend. What the report holds is said the same way by all;
 * only the bless and the trend need the run (`context`), so `report` shows neither.
 */
function runMarkdownParts(report, context = {}) {
    const sections = [];
    const comparison = report.comparison;
    if (report.proposedConfig)
        sections.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .proposedConfigSection */ .wh)(report.proposedConfig));
    if (context.bless)
        sections.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .blessSection */ .rA)(context.bless));
    if (comparison)
        sections.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .changesSection */ .Hv)(comparison));
    if (comparison?.evidence)
        sections.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .evidenceSection */ .re)(comparison.evidence, comparison.baseline.source));
    if (context.trend && context.trend.length > 1)
        sections.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .trendSection */ .nC)(context.trend));
    return { headline: runHeadline(report, context), leadSections: sections };
}
/**
 * The one headline of a gated run. The action's job summary and the pull request comment
 * (fork-safe.yml re-renders it from the JSON report with `loopgate report`) both open with
 * it, so they cannot disagree; given the same report they are the same line.
 */
function runHeadline(report, context = {}) {
    const scope = report.shard ? ` (${(0,_report_shard_id_js__WEBPACK_IMPORTED_MODULE_3__/* .shardLabel */ .$)(report.shard)})` : "";
    // In the report, not passed beside it: the comment, rendered from the report alone, says it too.
    const problems = report.runProblems ?? [];
    if (problems.length > 0)
        return `⚠️ loopgate${scope}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)(problems[0])}${problems.length > 1 ? ` (+${problems.length - 1} more)` : ""}`;
    const errors = report.totals.errors;
    const comparison = report.comparison;
    // Without a comparison the report stage's headline already counts unreadable recordings.
    if (errors > 0 && comparison)
        return `⚠️ loopgate${scope}: ${errors} recording${errors === 1 ? "" : "s"} could not be read`;
    const bless = context.bless ?? null;
    const base = bless?.blessed && (bless.knownFailures > 0 || bless.acceptedRegressions.length > 0)
        ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .blessedHeadline */ .t6)(bless.knownFailures, bless.acceptedRegressions.length, report)
        : comparison
            ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .gateHeadline */ .ST)(comparison, report)
            : (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultHeadline */ .qj)(report);
    return `${withProposedConfig(base, report.proposedConfig)}${scope}`;
}
const LEAD = /^(✅|⚠️|❌|⚪) loopgate: /u;
/**
 * A pull request's judging configuration that would take coverage away (or is not valid) is said in
 * the headline: first and ❌ when it fails the check, after the gate's words and ⚠️ when allowed.
 */
function withProposedConfig(headline, proposed) {
    if (proposed === undefined)
        return headline;
    const lost = proposed.lostCoverage.length;
    if (lost === 0 && proposed.invalid === null)
        return headline;
    const what = proposed.invalid !== null
        ? `this pull request's ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .proposedFileNames */ .x1)(proposed)} ${invalidWords((0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .proposedFiles */ .md)(proposed))}`
        : `this pull request's ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .proposedFileNames */ .x1)(proposed)} would take coverage from ${lost} case${lost === 1 ? "" : "s"}`;
    const lead = LEAD.exec(headline);
    const symbol = lead?.[1] ?? "";
    const rest = lead ? headline.slice(lead[0].length) : headline;
    if (symbol === "❌")
        return `${headline}; ${what}`;
    if (proposed.fails)
        return `❌ loopgate: ${what}; ${rest}`;
    return `⚠️ loopgate: ${rest}; ${what} (allowed: fail-on-lost-coverage or fail-on-regression is false)`;
}
/** "is not a valid config" for the config file alone; a rule file, or several files, said as what they are. */
function invalidWords(files) {
    if (files.length > 1)
        return "are not a valid judging configuration";
    return files[0].kind === "honesty-rules" ? "is not a valid honesty rule file" : "is not a valid config";
}
/**
 * What the pull request's loopgate.json would take away, for a log line (the action's step
 * and its annotation on the file, `loopgate merge`'s stderr); null when it takes nothing away.
 */
function proposedConfigText(proposed) {
    if (proposed === undefined)
        return null;
    const named = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .proposedFiles */ .md)(proposed);
    const files = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .fileList */ .$Y)(named.map((f) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(f.file, 200)));
    if (proposed.invalid !== null)
        return {
            text: `this pull request's ${files} ${invalidWords(named)} (${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(proposed.invalid, 300)})`,
            fails: proposed.fails,
        };
    const lost = proposed.lostCoverage;
    if (lost.length === 0)
        return null;
    const first = lost[0];
    return {
        text: `this pull request's ${files} would take coverage from ${(0,_judge_findings_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(lost.length, "case")} (first: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(first.caseId, 200)}: ${first.from} → ${first.to}); the run is judged with the base commit's`,
        fails: proposed.fails,
    };
}


/***/ }),

/***/ 8922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ fileList),
/* harmony export */   FJ: () => (/* binding */ passRateOf),
/* harmony export */   Hv: () => (/* binding */ changesSection),
/* harmony export */   ST: () => (/* binding */ gateHeadline),
/* harmony export */   md: () => (/* binding */ proposedFiles),
/* harmony export */   nC: () => (/* binding */ trendSection),
/* harmony export */   rA: () => (/* binding */ blessSection),
/* harmony export */   re: () => (/* binding */ evidenceSection),
/* harmony export */   t6: () => (/* binding */ blessedHeadline),
/* harmony export */   wh: () => (/* binding */ proposedConfigSection),
/* harmony export */   x1: () => (/* binding */ proposedFileNames)
/* harmony export */ });
/* unused harmony exports untestedParts, baselineName, blessText, sparkline */
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4285);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9997);



/**
 * The gate's Markdown: the headline and the lead sections that renderMarkdown
 * (src/report/markdown.ts) puts first. Everything from recordings, history or the CI
 * environment goes through the report stage's escapers.
 */
const MAX_ROWS = 100;
const MAX_ID_CHARS = 200;
const MAX_MESSAGE_CHARS = 400;
const SPARK = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];
/**
 * ✅ only when nothing regressed, no case lost coverage and every recording was tested:
 * never a silent green. ⚠️ when the gate passes with something untested, ❌ on a regression.
 */
function gateHeadline(comparison, report) {
    const t = report.totals;
    const recordings = `${t.recordings} recording${t.recordings === 1 ? "" : "s"}`;
    const against = `against ${baselineShort(comparison.baseline)}`;
    const regressedCases = new Set(comparison.regressions.map((r) => r.caseId)).size;
    if (comparison.regressed) {
        return `❌ loopgate: ${plural(regressedCases, "case")} regressed ${against} (${recordings})`;
    }
    const improved = comparison.counts.improved;
    const parts = untestedParts(comparison, t.notTested);
    const symbol = parts.length > 0 ? "⚠️" : "✅";
    if (improved > 0)
        parts.push(`${plural(improved, "case")} improved`);
    parts.push(recordings);
    return `${symbol} loopgate: no regressions ${against} (${parts.join(", ")})`;
}
/**
 * A blessed run that keeps failures: ⚠️, not ❌ — the default branch recorded its state on
 * purpose and the check passes; the bless section and annotations list what was accepted.
 */
function blessedHeadline(knownFailures, acceptedRegressions, report) {
    const t = report.totals;
    const text = blessText(knownFailures, acceptedRegressions);
    return `⚠️ loopgate: ${text.charAt(0).toLowerCase()}${text.slice(1)} as the baseline (${t.recordings} recording${t.recordings === 1 ? "" : "s"})`;
}
/** "1 case lost coverage", "2 not tested": what keeps a passing gate from a ✅. */
function untestedParts(comparison, notTested) {
    const parts = [];
    const lost = comparison
        ? new Set(comparison.changes.filter((c) => c.kind === "LOST_COVERAGE" || c.kind === "REMOVED").map((c) => c.caseId))
            .size
        : 0;
    if (lost > 0)
        parts.push(`${plural(lost, "case")} lost coverage`);
    if (notTested > 0)
        parts.push(`${notTested} not tested`);
    return parts;
}
/** `main@1a2b3c4 (loopgate-history:history.jsonl)`: the baseline as the action's output and the headline name it. */
function baselineName(baseline) {
    if (baseline.source === "none")
        return "";
    if (baseline.source === "report")
        return baseline.file;
    const ref = baseline.ref === null ? "" : baseline.ref.replace(/^refs\/heads\//, "");
    const at = baseline.commit === null ? (baseline.runId === null ? "" : `run ${baseline.runId}`) : shortCommit(baseline.commit);
    return `${ref}${ref && at ? "@" : ""}${at} (${baseline.file})`.trim();
}
/** "Changes against baseline": context notes, regressions, improvements, other changes, unchanged counts. */
function changesSection(comparison) {
    const out = ["### Changes against baseline", ""];
    out.push(`Baseline: ${baselineLong(comparison.baseline)}. ${thresholdText(comparison)}`, "");
    if (comparison.notes.length > 0) {
        out.push("> [!IMPORTANT]");
        comparison.notes.forEach((note, i) => {
            if (i > 0)
                out.push(">");
            out.push(`> ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(note, MAX_MESSAGE_CHARS))}`);
        });
        out.push("");
    }
    const regressedCases = new Set(comparison.regressions.map((r) => r.caseId)).size;
    if (comparison.regressions.length > 0) {
        out.push(`#### ❌ Regressions (${plural(regressedCases, "case")})`, "");
        out.push(...table(["Case", "Rule", "Change"], comparison.regressions.map((r) => [r.caseId, r.rule, r.message]), "comparison", (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .detailsLinker */ .gy)(comparison)));
    }
    else {
        out.push("No regressions.", "");
    }
    if (comparison.improvements.length > 0) {
        out.push(`#### ✅ Improvements (${plural(comparison.counts.improved, "case")})`, "");
        out.push(...table(["Case", "Rule", "Change"], comparison.improvements.map((r) => [r.caseId, r.rule, r.message]), "comparison"));
    }
    if (comparison.changes.length > 0) {
        out.push(`#### Other changes (not regressions)`, "");
        out.push(...table(["Case", "Kind", "Change"], comparison.changes.map((c) => [c.caseId, c.kind, c.message]), "comparison"));
    }
    const c = comparison.counts;
    const parts = [
        `${c.unchangedPassing} passing`,
        `${c.unchangedFailing} known failure${c.unchangedFailing === 1 ? "" : "s"} (still failing, not regressions)`,
    ];
    if (c.unchangedFlaky > 0)
        parts.push(`${c.unchangedFlaky} flaky`);
    if (c.unchangedUntested > 0)
        parts.push(`${c.unchangedUntested} not tested`);
    out.push(`**Unchanged:** ${plural(c.unchanged, "case")} — ${parts.join(", ")}.`);
    return `${out.join("\n")}\n`;
}
/** What a bless did, loudly: a changed baseline is a decision a reviewer should see. */
function blessSection(outcome) {
    if (!outcome.blessed) {
        return [
            "### Not blessed",
            "",
            "> [!WARNING]",
            `> Not blessed: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(outcome.refusal ?? "", MAX_MESSAGE_CHARS))}. The run is recorded in the history; pull requests keep comparing with the previous baseline.`,
            "",
        ].join("\n");
    }
    const out = ["### 🔖 Blessed as the baseline", ""];
    const text = `${blessText(outcome.knownFailures, outcome.acceptedRegressions.length)}: pull requests now compare with this run.`;
    if (outcome.acceptedRegressions.length === 0)
        out.push(text, "");
    else {
        out.push("> [!WARNING]", `> ${text} The accepted regressions are the new baseline:`, "");
        out.push(...table(["Case", "Rule", "Change"], outcome.acceptedRegressions.map((r) => [r.caseId, r.rule, r.message]), "comparison"));
    }
    return `${out.join("\n").trimEnd()}\n`;
}
/**
 * "If this pull request's `loopgate.json` applied": the run is judged with the base commit's
 * judging configuration; this says what the pull request's (its config file, its honesty rule
 * files) would change, so a reviewer decides on it.
 */
function proposedConfigSection(proposed) {
    const files = proposedFiles(proposed);
    const out = [`### If this pull request's ${proposedFileNames(proposed)} applied`, ""];
    const verbs = ["changed", "added", "removed"]
        .map((change) => {
        const names = files
            .filter((f) => f.change === change)
            .map((f) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(f.file, MAX_ID_CHARS)));
        return names.length === 0 ? null : `${CHANGE_VERB[change]} ${fileList(names)}`;
    })
        .filter((part) => part !== null);
    out.push(`This pull request ${fileList(verbs)}. The run above is judged with the base commit's judging configuration; the recordings were judged again with the pull request's to show what it would change once merged and blessed.`, "");
    if (proposed.invalid !== null) {
        out.push("> [!CAUTION]", `> This pull request's judging configuration cannot be used: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(proposed.invalid, MAX_MESSAGE_CHARS))}`, "");
    }
    const lost = proposed.lostCoverage.length;
    if (lost > 0) {
        const verdict = proposed.fails
            ? "this fails the check (set `fail-on-lost-coverage: false` for a change you mean)"
            : "allowed: fail-on-lost-coverage (or fail-on-regression) is false";
        out.push(proposed.fails ? "> [!CAUTION]" : "> [!WARNING]", `> ${plural(lost, "case")} would lose coverage: ${verdict}.`, "");
    }
    const rows = [
        ...caseRows(proposed.lostCoverage, "would lose coverage"),
        ...caseRows(proposed.gainedCoverage, "would gain coverage"),
        ...caseRows(proposed.statusChanges, "would change status"),
    ];
    if (rows.length > 0)
        out.push(...table(["Case", "Change", "Base's config → this pull request's"], rows, "proposedConfig"));
    const honesty = proposed.honestyChanges ?? [];
    if (honesty.length > 0)
        out.push(...table(["Case", "Change", "Final reply (J28): base's → this pull request's"], honesty.map(honestyRow), "proposedConfig"));
    if (proposed.reclassified.length > 0) {
        out.push(...table(["Tool", "Change", "Class: base's config → this pull request's"], proposed.reclassified.map((r) => [r.tool, "reclassified", `${r.from} → ${r.to}`]), "proposedConfig"));
    }
    if (proposed.invalid === null && rows.length + honesty.length + proposed.reclassified.length === 0)
        out.push(unchangedSentence(proposed), "");
    return `${out.join("\n").trimEnd()}\n`;
}
const CHANGE_VERB = { changed: "changes", added: "adds", removed: "removes" };
/** The files a proposal names; a report written before `files` was added names only the first (its kind unknown). */
function proposedFiles(proposed) {
    return proposed.files ?? [{ file: proposed.file, change: proposed.change }];
}
/** The files a proposal changes as Markdown: "`loopgate.json` and `rules/nl.json`". */
function proposedFileNames(proposed) {
    return fileList(proposedFiles(proposed).map((f) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(f.file, MAX_ID_CHARS))));
}
/** "a", "a and b", "a, b and c"; past four, "a, b, c and 2 more files" (a pull request names them). */
function fileList(items) {
    const shown = items.length > 4 ? [...items.slice(0, 3), `${items.length - 3} more files`] : items;
    return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}
/**
 * What was compared, and found equal: only what the section would list, so it is true even
 * when a case's violations or score change while its status does not. A report written before
 * honesty was compared says nothing about the replies.
 */
function unchangedSentence(proposed) {
    return proposed.honestyChanges === undefined
        ? "No case would lose or gain coverage or change status, and no tool the recordings call would be reclassified."
        : "No case would lose or gain coverage, change status or have its final reply read differently (J28), and no tool the recordings call would be reclassified.";
}
function honestyRow(change) {
    const runs = plural(change.runs, "run");
    const what = change.from === change.to ? "would read the reply differently" : "would change honesty";
    return [change.caseId, what, `${change.from} → ${change.to} (${runs} read differently)`];
}
function caseRows(changes, what) {
    return changes.map((c) => [c.caseId, what, `${c.from} → ${c.to}`]);
}
/** "blessed with 2 known failures, 1 accepted regression" (also the log line and the annotation). */
function blessText(knownFailures, acceptedRegressions) {
    if (knownFailures === 0 && acceptedRegressions === 0)
        return "Blessed, with no failures";
    return `Blessed with ${plural(knownFailures, "known failure")}, ${plural(acceptedRegressions, "accepted regression")}`;
}
/**
 * "Evidence against baseline": the recordings this pull request added, changed or removed
 * (by SHA-256), and those without a seal. Paths come from the pull request: escaped.
 */
function evidenceSection(evidence, source) {
    const out = ["### Evidence against baseline", ""];
    if (!evidence.compared) {
        out.push(source === "none"
            ? "No baseline, so no recording can be compared with it."
            : "The baseline holds no per-recording digests (written by loopgate 0.1, or an unblessed history run), so added, changed and removed recordings cannot be listed.", "");
    }
    else {
        const total = evidence.added.length + evidence.changed.length + evidence.removed.length;
        out.push(total === 0
            ? `No recording added, changed or removed: ${plural(evidence.unchanged, "recording")} byte for byte as in the baseline (SHA-256).`
            : `**${evidence.added.length} added, ${evidence.changed.length} changed, ${evidence.removed.length} removed** against the baseline (SHA-256), ${evidence.unchanged} unchanged. The verdicts rest on these files: review their diff.`, "");
        const rows = [
            ...evidence.added.map((file) => [file, "added"]),
            ...evidence.changed.map((file) => [file, "changed"]),
            ...evidence.removed.map((file) => [file, "removed"]),
        ];
        if (rows.length > 0)
            out.push(...pathTable(rows));
    }
    if (evidence.unsealed.length > 0)
        out.push((0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .unsealedLine */ .wn)(evidence.unsealed), "");
    return `${out.join("\n").trimEnd()}\n`;
}
function pathTable(rows) {
    const out = ["| Recording | Change |", "|---|---|"];
    for (const [file, change] of rows.slice(0, MAX_ROWS))
        out.push(`| ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellCode */ .K3)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(file, MAX_ID_CHARS))} | ${change} |`);
    if (rows.length > MAX_ROWS)
        out.push("", `… and ${rows.length - MAX_ROWS} more in the JSON report (\`comparison.evidence\`).`);
    out.push("");
    return out;
}
/**
 * A Case/Rule/Change table; `details` links each case to its details below (the regressions).
 * Rows past the table's bound are in the JSON report's block `field`, which the last line names.
 */
function table(header, rows, field, details) {
    const out = [`| ${header.join(" | ")} |`, "|---|---|---|"];
    for (const [caseId, rule, message] of rows.slice(0, MAX_ROWS)) {
        const link = details?.(caseId) ?? "";
        out.push(`| ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellCode */ .K3)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(caseId, MAX_ID_CHARS))}${link === "" ? "" : ` ${link}`} | ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)(rule)} | ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellText */ .mi)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(message, MAX_MESSAGE_CHARS))} |`);
    }
    if (rows.length > MAX_ROWS)
        out.push("", `… and ${rows.length - MAX_ROWS} more in the JSON report (\`${field}\`).`);
    out.push("");
    return out;
}
function thresholdText(comparison) {
    const t = comparison.thresholds;
    return (`Rules: α = ${t.alpha} for failure-rate changes over repeated runs, a mean score drop of more than ${t.maxScoreDrop} points, ` +
        `lost coverage ${t.failOnLostCoverage ? "fails" : "reported only"}` +
        `${t.honestyGate === "report" ? ", a new dishonest claim reported only" : ""} (docs/gate.md).`);
}
function baselineShort(baseline) {
    if (baseline.source === "none")
        return "an empty baseline (none found)";
    if (baseline.source === "report")
        return `baseline ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(baseline.file, MAX_ID_CHARS))}`;
    return `baseline ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(baselineName(baseline), MAX_ID_CHARS))}`;
}
function baselineLong(baseline) {
    if (baseline.source === "none")
        return `none found in ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(baseline.file, MAX_ID_CHARS))}, every case counts as new`;
    if (baseline.source === "report")
        return `report ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(baseline.file, MAX_ID_CHARS))}`;
    const parts = [
        `run ${baseline.runId === null ? "without id" : (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(baseline.runId, MAX_ID_CHARS))}`,
    ];
    if (baseline.ref !== null)
        parts.push(`ref ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(baseline.ref, MAX_ID_CHARS))}`);
    if (baseline.commit !== null)
        parts.push(`commit ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)(shortCommit(baseline.commit))}`);
    if (baseline.time !== null)
        parts.push((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(baseline.time, 40)));
    return `${parts.join(" · ")} from ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(baseline.file, MAX_ID_CHARS))}`;
}
function shortCommit(commit) {
    return /^[0-9a-f]{40,64}$/i.test(commit) ? commit.slice(0, 7) : (0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(commit, 40);
}
function passRateOf(totals) {
    const tested = totals.passed + totals.failed;
    return tested === 0 ? null : Math.round((totals.passed / tested) * 1000) / 10;
}
/** Sparkline on a fixed 0–100 scale, so a flat line at 95 and one at 40 look different. */
function sparkline(values) {
    return values
        .map((value) => value === null ? "·" : SPARK[Math.min(SPARK.length - 1, Math.max(0, Math.floor((value / 100) * SPARK.length)))])
        .join("");
}
/** Pass rate and mean score over the last runs: sparklines, a table, and a Mermaid xychart-beta. */
function trendSection(points) {
    if (points.length === 0)
        return "";
    const out = [`### Trend (last ${plural(points.length, "run")})`, ""];
    out.push(`Pass rate ${sparkline(points.map((p) => p.passRate))} · mean score ${sparkline(points.map((p) => p.meanScore))}`, "");
    out.push("| # | Run | Commit | Ref | Pass rate | Mean score |", "|---:|---|---|---|---:|---:|");
    points.forEach((point, i) => {
        const cells = [
            `${i + 1}${point.current ? " (this run)" : ""}`,
            point.runId === null ? "—" : (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellCode */ .K3)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(point.runId, 60)),
            point.commit === null ? "—" : (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellCode */ .K3)(shortCommit(point.commit)),
            point.ref === null ? "—" : (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCellCode */ .K3)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(point.ref, 80)),
            point.passRate === null ? "—" : `${point.passRate}%`,
            point.meanScore === null ? "—" : String(point.meanScore),
        ];
        out.push(`| ${cells.join(" | ")} |`);
    });
    out.push("");
    const charted = points.filter((p) => p.passRate !== null && p.meanScore !== null);
    if (charted.length >= 2) {
        const labels = points.map((p, i) => ({ p, label: chartLabel(p, i) })).filter(({ p }) => charted.includes(p));
        out.push("Pass rate (first line, %) and mean score (second line, points):", "", "```mermaid", "xychart-beta", '  title "loopgate trend"', `  x-axis [${labels.map(({ label }) => `"${label}"`).join(", ")}]`, '  y-axis "percent / points" 0 --> 100', `  line [${charted.map((p) => p.passRate).join(", ")}]`, `  line [${charted.map((p) => p.meanScore).join(", ")}]`, "```", "");
    }
    return `${out.join("\n")}`;
}
/** Only hex commits and run numbers reach the chart: nothing there can break out of its quotes. */
function chartLabel(point, index) {
    if (point.commit !== null && /^[0-9a-f]{7,64}$/i.test(point.commit))
        return point.commit.slice(0, 7);
    return `run ${index + 1}`;
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? "" : "s"}`;
}


/***/ }),

/***/ 1349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   gk: () => (/* binding */ finding)
/* harmony export */ });
function finding(code, message, tool, operation, seqs, line, t, details = {}) {
    return { code, message, tool, operation, seqs, line, t, ...details };
}
/** Time order, then line, then code: the order every report shows findings in. */
function sortFindings(findings) {
    findings.sort((a, b) => a.t - b.t || a.line - b.line || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
/** `1 time`, `2 times`. */
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? "" : "s"}`;
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gc: () => (/* binding */ renderMarkdown),
/* harmony export */   gy: () => (/* binding */ detailsLinker),
/* harmony export */   qj: () => (/* binding */ defaultHeadline),
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
    const room = budget - byteLength(headline) - byteLength(note(options.boundName, compact, everything)) - byteLength(marker);
    let cut = wholeChunksThatFit(chunks, room);
    // A regression's `[details](#…)` whose anchor (on a failure section or a row) was cut off
    // would scroll nowhere: such links go, and the bytes they took go to the chunks after.
    const anchors = new Set([...cut.kept.join("").matchAll(/<a name="(loopgate-case-[0-9a-f]{16})"><\/a>/g)].map((m) => m[1]));
    const unlinked = chunks.map((chunk) => ({ ...chunk, text: withoutLinksOutside(chunk.text, anchors) }));
    cut = wholeChunksThatFit(unlinked, room);
    const leftOut = leftOutCounts(unlinked.slice(cut.next), cut.leadCut);
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateUtf8 */ .Ck)(headline + note(options.boundName, compact, leftOut) + cut.kept.join("") + marker, budget);
}
/** The chunks from the first that fit in `room` bytes; a lead section that does not fit whole is cut at a line. */
function wholeChunksThatFit(chunks, room) {
    const kept = [];
    let used = 0;
    for (const [index, chunk] of chunks.entries()) {
        const size = byteLength(chunk.text);
        if (used + size <= room) {
            kept.push(chunk.text);
            used += size;
            continue;
        }
        if (chunk.category !== "lead")
            return { kept, next: index, leadCut: false };
        kept.push(linesThatFit(chunk.text, room - used));
        return { kept, next: index + 1, leadCut: true };
    }
    return { kept, next: chunks.length, leadCut: false };
}
/** `text` without its ` [details](#…)` links to anchors not in `anchors`. */
function withoutLinksOutside(text, anchors) {
    return text.replace(/ \[details\]\(#(loopgate-case-[0-9a-f]{16})\)/g, (link, anchor) => anchors.has(anchor) ? link : "");
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
    const link = (recording, inTable = false) => recordingLink(recording, options, inTable);
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
/** J28's Honesty score under the totals, only where measured (docs/scoring.md). */
function honestyTotalsLine(h) {
    const score = h.score === null ? "no score (no claim could be judged)" : `score ${h.score}`;
    return (`**Honesty:** ${score} over ${h.measured} final ${h.measured === 1 ? "reply" : "replies"}: ` +
        `${h.honest} honest, ${h.dishonest} dishonest ${h.dishonest === 1 ? "claim" : "claims"}, ${h.unclear} unclear.`);
}
function totalsChunk(report, gateListsUnsealed, push) {
    const t = report.totals;
    push("structure", "### Totals\n\n" +
        "| Recordings | ✅ Passed | ❌ Failed | ⚪ Not tested | ⚠️ Errors | Mean score |\n" +
        "|---:|---:|---:|---:|---:|---:|\n" +
        `| ${t.recordings} | ${t.passed}${t.baselines > 0 ? ` (${t.baselines} baseline only)` : ""} | ${t.failed} | ` +
        `${t.notTested} | ${t.errors} | ${t.meanScore === null ? "—" : t.meanScore} |\n\n`);
    if (t.honesty !== undefined)
        push("structure", `${honestyTotalsLine(t.honesty)}\n\n`);
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
    return (`| ${verdictBadge(recording)} | ${anchorTag(anchor)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCellCode */ .K3)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(recording.caseId, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH))} | ${link(recording, true)} | ` +
        `${recording.score === null ? "—" : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .scoreText */ .QO)(recording).replace(/^score /, ""))} | ` +
        (honesty ? `${HONESTY_BADGES[recording.honesty.status]} | ` : "") +
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCellText */ .mi)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(recording.reason, MAX_REASON_CELL_CHARS))} |\n`);
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
        const claim = (0,_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .dishonestClaimText */ .TI)(recording);
        const claimText = claim === null ? "" : ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(claim)}`;
        push("honesty", `- ${HONESTY_BADGES[status]} ${link(recording)} (${status})${text}${claimText}\n`);
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
function recordingLink(recording, options, inTable) {
    const path = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(recording.path, _describe_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH);
    const label = inTable ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCellCode */ .K3)(path) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)(path);
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
