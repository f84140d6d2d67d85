export const id = 360;
export const ids = [360];
export const modules = {

/***/ 5040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ez: () => (/* binding */ JUNIT_MODE_FLAG),
  $q: () => (/* binding */ JUNIT_MODE_HELP),
  jf: () => (/* binding */ concludeRun),
  Oj: () => (/* binding */ gateSetupFromFlags),
  MF: () => (/* binding */ junitFlavorHelp),
  Q0: () => (/* binding */ junitFlavorOf),
  Lr: () => (/* binding */ junitModeOf),
  uk: () => (/* binding */ outputPaths)
});

// EXTERNAL MODULE: ./src/cli/stderr.ts
var stderr = __webpack_require__(2024);
// EXTERNAL MODULE: ./src/replay/shard.ts
var replay_shard = __webpack_require__(1699);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
;// CONCATENATED MODULE: ./src/report/junit-mode.ts
/**
 * What one JUnit testcase stands for: a recording with its verdict (the default), or a case
 * judged against the baseline, failing only when it regressed (junit-gate.ts). Apart from
 * junit.ts so that reading the flag does not load the XML builder and the escapers.
 */
const JUNIT_MODES = ["recording", "gate"];
/**
 * Which schema the file keeps to. `github` (the default): Jenkins xunit's junit-10.xsd plus
 * the `file` and `line` attributes on `testcase` that mikepenz/action-junit-report,
 * EnricoMi/publish-unit-test-result-action and GitLab read to place a failure. `jenkins`:
 * the unchanged junit-10.xsd, for tools that validate against it; without those two
 * attributes the recording's path and line stay in the failure text (`at: path:line`).
 */
const JUNIT_FLAVORS = ["github", "jenkins"];
function parseJunitFlavor(value) {
    return JUNIT_FLAVORS.includes(value) ? value : null;
}
/** `value` as a mode, or null when it names none; each entry point words its own error. */
function parseJunitMode(value) {
    return JUNIT_MODES.includes(value) ? value : null;
}

// EXTERNAL MODULE: ./src/util/atomic-write.ts
var atomic_write = __webpack_require__(5105);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/limits.ts
var limits = __webpack_require__(7032);
// EXTERNAL MODULE: ./src/cli/gate-flags.ts
var gate_flags = __webpack_require__(1153);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/report/describe.ts
var describe = __webpack_require__(313);
;// CONCATENATED MODULE: ./src/cli/summary.ts




const MAX_SHOWN = 50;
/** The short human summary `replay` prints on stdout. Text from recordings is escaped and each line bounded. */
function formatSummary(report) {
    const t = report.totals;
    const lines = [
        `loopgate ${version/* LOOPGATE_VERSION */.d}: ${shardScope(report)}${t.recordings} recording${t.recordings === 1 ? "" : "s"}: ` +
            `${t.passed} passed${t.baselines > 0 ? ` (${t.baselines} baseline only)` : ""}, ${t.failed} failed, ` +
            `${t.notTested} not tested, ${t.errors} error${t.errors === 1 ? "" : "s"}` +
            (t.meanScore === null ? "" : `; mean score ${t.meanScore}`) +
            unsealedCount(report),
    ];
    const order = { ERROR: 0, FAIL: 1, NOT_TESTED: 2, PASS: 3 };
    const shown = [...report.recordings].sort((a, b) => order[a.verdict] - order[b.verdict]).slice(0, MAX_SHOWN);
    for (const recording of shown)
        lines.push(summaryLine(recording));
    if (report.recordings.length > MAX_SHOWN)
        lines.push(`… ${report.recordings.length - MAX_SHOWN} more in the reports`);
    return `${lines.map((line) => (0,printable/* printableLine */.oy)(line)).join("\n")}\n`;
}
/** Said with or without a baseline: a stripped seal must not go unnoticed (docs/recording-format.md, "Seal"). */
function unsealedCount(report) {
    const unsealed = report.recordings.filter((r) => r.evidence?.seal === "unsealed").length;
    return unsealed === 0 ? "" : `; ${unsealed} unsealed`;
}
/** Said first, so a run that judged only part of the recordings (perhaps by a CI variable) cannot pass for all. */
function shardScope(report) {
    const shard = report.shard;
    if (!shard)
        return "";
    return `${(0,replay_shard/* shardLabel */.$_)(shard)} (set by ${shard.source}) of ${shard.run.recordings} recordings found, `;
}
function summaryLine(r) {
    const verdict = r.verdict.padEnd(10);
    if (r.verdict === "ERROR")
        return `${verdict} ${r.reason}`;
    const score = r.score === null ? "" : ` score ${r.score}${r.capped ? " (capped)" : ""}`;
    // J28: before the reason, so a long reason cut at the line's bound never hides it.
    const honesty = (0,describe/* honestyText */.iv)(r);
    return `${verdict} ${r.path}${score}${honesty === null ? "" : `, ${honesty}`}: ${r.reason}`;
}

// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
;// CONCATENATED MODULE: ./src/cli/conclude.ts










/** The files replay and merge write, by flag (for {@link refuseLinksOut}). */
function outputPaths(flags) {
    return [
        ["json", flags.json],
        ["junit", flags.junit],
        ["markdown", flags.markdown],
        ["history", flags.history],
    ];
}
/** `--junit-mode` and `--junit-flavor`, shared by replay, merge and report. */
const JUNIT_MODE_FLAG = { "junit-mode": { type: "string" }, "junit-flavor": { type: "string" } };
const JUNIT_MODE_HELP = `  --junit-mode MODE    recording (default): one testcase per recording, failing on its verdict;
                       gate: one testcase per case, failing only when it regressed against the
                       baseline, known failures skipped (docs/report-format.md)
${junitFlavorHelp(23)}`;
/** The help lines of `--junit-flavor`, its text starting at column `column`. */
function junitFlavorHelp(column) {
    const pad = " ".repeat(column);
    return [
        `  --junit-flavor F`.padEnd(column) + `github (default): junit-10.xsd plus the file and line attributes`,
        `${pad}that GitHub and GitLab reporters read; jenkins: the unchanged junit-10.xsd`,
    ].join("\n");
}
function junitFlavorOf(flags) {
    const value = flags["junit-flavor"] ?? "github";
    const flavor = parseJunitFlavor(value);
    if (flavor === null)
        throw new args/* UsageError */.eb(`--junit-flavor must be ${JUNIT_FLAVORS.join(" or ")}, got "${value}"`);
    return flavor;
}
function junitModeOf(flags) {
    const value = flags["junit-mode"] ?? "recording";
    const mode = parseJunitMode(value);
    if (mode === null)
        throw new args/* UsageError */.eb(`--junit-mode must be ${JUNIT_MODES.join(" or ")}, got "${value}"`);
    return mode;
}
/**
 * The gate's options from the flags, checked before any judging; null when no gate flag is
 * given. The gate (and the baseline report) is loaded only then: a plain replay starts sooner.
 */
async function gateSetupFromFlags(flags, env) {
    if (!(0,gate_flags/* gateRequested */.Im)(flags, flags.baseline))
        return null;
    const { readBaselineReport } = await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(285), __webpack_require__.e(900), __webpack_require__.e(890), __webpack_require__.e(228)]).then(__webpack_require__.bind(__webpack_require__, 6847));
    const baseline = flags.baseline === undefined ? null : { report: await readBaselineReport(flags.baseline), file: flags.baseline };
    return (0,gate_flags/* gateOptionsFromFlags */.xL)(flags, baseline, env);
}
/**
 * What `replay` and `merge` do once the report is judged: gate it, write the reports, print
 * the summary, and map the outcome to an exit code. One function for both, so a merged run
 * writes what the unsharded run would.
 */
async function concludeRun(command, judged, unmatched, outputs, gateSetup) {
    const gate = gateSetup === null ? null : await runGateFor(judged, unmatched, gateSetup);
    const report = gate?.report ?? judged;
    if (outputs.json)
        await (0,atomic_write.writeFileAtomic)(outputs.json, (0,json/* jsonReportChunks */.x$)(report));
    if (outputs.junit) {
        const { renderJunitFor } = await Promise.all(/* import() */[__webpack_require__.e(669), __webpack_require__.e(835), __webpack_require__.e(31)]).then(__webpack_require__.bind(__webpack_require__, 8835));
        await (0,atomic_write.writeFileAtomic)(outputs.junit, renderJunitFor(report, outputs.junitMode, outputs.junitFlavor));
    }
    if (outputs.markdown) {
        const { defaultHeadline, renderMarkdown } = await __webpack_require__.e(/* import() */ 285).then(__webpack_require__.bind(__webpack_require__, 4285));
        const headline = gate?.headline ?? defaultHeadline(report);
        const scope = report.shard ? ` (${(0,replay_shard/* shardLabel */.$_)(report.shard)})` : "";
        await (0,atomic_write.writeFileAtomic)(outputs.markdown, renderMarkdown(report, {
            ...limits/* MARKDOWN_FILE_BOUND */.kv,
            headline: `${headline}${scope}`,
            leadSections: gate?.markdownSections ?? [],
        }));
    }
    process.stdout.write(formatSummary(report));
    if (gate)
        (await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(285), __webpack_require__.e(900), __webpack_require__.e(890), __webpack_require__.e(228)]).then(__webpack_require__.bind(__webpack_require__, 6847))).reportGateResult(command, gate, gateSetup?.failOnRegression ?? false);
    for (const arg of unmatched)
        (0,stderr/* writeStderr */._)(`loopgate ${command}: `, `no recording matches "${arg}"`);
    if (report.totals.errors > 0 || unmatched.length > 0)
        return exit_codes/* EXIT */.d.UNREADABLE;
    return gate?.regressed && gateSetup?.failOnRegression ? exit_codes/* EXIT */.d.REGRESSION : exit_codes/* EXIT */.d.OK;
}
/** A run that missed recordings, or holds only one shard, is recorded in the history but never blessed. */
async function runGateFor(report, unmatched, setup) {
    const { runGate } = await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(285), __webpack_require__.e(890), __webpack_require__.e(198)]).then(__webpack_require__.bind(__webpack_require__, 1890));
    const blessRefusal = unmatched.length > 0
        ? `no recording matches ${unmatched.map((arg) => `"${arg}"`).join(", ")}`
        : report.shard
            ? `${(0,replay_shard/* shardLabel */.$_)(report.shard)} judged only part of the cases`
            : null;
    const { failOnRegression: _failOnRegression, ...options } = setup;
    const history = options.history ? { ...options.history, blessRefusal } : null;
    return runGate({ ...options, history, report, onlyJudgedCases: report.shard !== undefined });
}


/***/ }),

/***/ 1086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runReportCommand: () => (/* binding */ runReportCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _write_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8832);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1900);
/* harmony import */ var _report_junit_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8835);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4285);
/* harmony import */ var _gate_markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8922);
/* harmony import */ var _gate_headline_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3635);
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5105);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8551);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7032);
/* harmony import */ var _conclude_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5040);











const HELP = `usage: loopgate report REPORT.json [--junit FILE [--junit-mode MODE] [--junit-flavor F]] [--markdown FILE]

Renders JUnit XML and/or the Markdown summary from a JSON report written by
'loopgate replay --json', without judging again.

options:
  --junit FILE      write JUnit XML
  --junit-mode MODE recording (default): one testcase per recording, failing on its verdict;
                    gate: one testcase per case, failing only when it regressed against the
                    report's baseline comparison (replay --baseline…), known failures skipped
${(0,_conclude_js__WEBPACK_IMPORTED_MODULE_10__/* .junitFlavorHelp */ .MF)(20)}
  --markdown FILE   write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)
${(0,_write_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .writeThroughLinksHelp */ .Lj)(20)}

exit codes: 0 written, 1 the report could not be read or is not a loopgate report, 2 usage error`;
const FLAGS = {
    junit: { type: "string" },
    ..._conclude_js__WEBPACK_IMPORTED_MODULE_10__/* .JUNIT_MODE_FLAG */ .ez,
    markdown: { type: "string" },
    ..._write_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .WRITE_THROUGH_LINKS_FLAG */ .Hi,
    help: { type: "boolean" },
};
async function runReportCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .d.OK;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("name exactly one JSON report");
    if (flags.junit === undefined && flags.markdown === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("give --junit FILE, --markdown FILE or both");
    const junitMode = (0,_conclude_js__WEBPACK_IMPORTED_MODULE_10__/* .junitModeOf */ .Lr)(flags);
    const junitFlavor = (0,_conclude_js__WEBPACK_IMPORTED_MODULE_10__/* .junitFlavorOf */ .Q0)(flags);
    (0,_write_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .refuseLinksOut */ .aH)([
        ["junit", flags.junit],
        ["markdown", flags.markdown],
    ], flags);
    const reportPath = positionals[0];
    const report = await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readReportFile */ .$h)(reportPath);
    if (flags.junit !== undefined)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_7__.writeFileAtomic)(flags.junit, (0,_report_junit_gate_js__WEBPACK_IMPORTED_MODULE_3__.renderJunitFor)(report, junitMode, junitFlavor));
    if (flags.markdown !== undefined)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_7__.writeFileAtomic)(flags.markdown, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__.renderMarkdown)(report, { ..._limits_js__WEBPACK_IMPORTED_MODULE_9__/* .MARKDOWN_FILE_BOUND */ .kv, ...gateRendering(report) }));
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .d.OK;
}
/**
 * A gated report renders the way the action's job summary did: the same headline (one
 * renderer, src/gate/headline.ts), the pull request's config change and the gate's changes
 * sections, so the PR comment fork-safe.yml re-renders from the JSON report opens with the job
 * summary's headline (the history trend, which needs the history file, is left out).
 */
function gateRendering(report) {
    const comparison = report.comparison;
    const sections = [];
    if (report.proposedConfig)
        sections.push((0,_gate_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .proposedConfigSection */ .wh)(report.proposedConfig));
    if (comparison)
        sections.push((0,_gate_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .changesSection */ .Hv)(comparison));
    if (comparison?.evidence)
        sections.push((0,_gate_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .evidenceSection */ .re)(comparison.evidence, comparison.baseline.source));
    return { headline: (0,_gate_headline_js__WEBPACK_IMPORTED_MODULE_6__/* .runHeadline */ .i)(report), leadSections: sections };
}


/***/ }),

/***/ 3635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ runHeadline)
/* harmony export */ });
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4285);
/* harmony import */ var _report_shard_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1238);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8922);




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
            : (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_1__.defaultHeadline)(report);
    return `${withProposedConfig(base, report.proposedConfig)}${scope}`;
}
const LEAD = /^(✅|⚠️|❌|⚪) loopgate: /u;
/**
 * A pull request's loopgate.json that would take coverage away (or is not valid) is said in
 * the headline: first and ❌ when it fails the check, after the gate's words and ⚠️ when allowed.
 */
function withProposedConfig(headline, proposed) {
    if (proposed === undefined)
        return headline;
    const lost = proposed.lostCoverage.length;
    if (lost === 0 && proposed.invalid === null)
        return headline;
    const what = proposed.invalid !== null
        ? "this pull request's loopgate.json is not a valid config"
        : `this pull request's loopgate.json would take coverage from ${lost} case${lost === 1 ? "" : "s"}`;
    const lead = LEAD.exec(headline);
    const symbol = lead?.[1] ?? "";
    const rest = lead ? headline.slice(lead[0].length) : headline;
    if (symbol === "❌")
        return `${headline}; ${what}`;
    if (proposed.fails)
        return `❌ loopgate: ${what}; ${rest}`;
    return `⚠️ loopgate: ${rest}; ${what} (allowed: fail-on-lost-coverage or fail-on-regression is false)`;
}


/***/ }),

/***/ 8922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ passRateOf),
/* harmony export */   Hv: () => (/* binding */ changesSection),
/* harmony export */   ST: () => (/* binding */ gateHeadline),
/* harmony export */   nC: () => (/* binding */ trendSection),
/* harmony export */   rA: () => (/* binding */ blessSection),
/* harmony export */   re: () => (/* binding */ evidenceSection),
/* harmony export */   t6: () => (/* binding */ blessedHeadline),
/* harmony export */   wh: () => (/* binding */ proposedConfigSection)
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
        out.push(...table(["Case", "Rule", "Change"], comparison.regressions.map((r) => [r.caseId, r.rule, r.message]), (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .detailsLinker */ .gy)(comparison)));
    }
    else {
        out.push("No regressions.", "");
    }
    if (comparison.improvements.length > 0) {
        out.push(`#### ✅ Improvements (${plural(comparison.counts.improved, "case")})`, "");
        out.push(...table(["Case", "Rule", "Change"], comparison.improvements.map((r) => [r.caseId, r.rule, r.message])));
    }
    if (comparison.changes.length > 0) {
        out.push(`#### Other changes (not regressions)`, "");
        out.push(...table(["Case", "Kind", "Change"], comparison.changes.map((c) => [c.caseId, c.kind, c.message])));
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
        out.push(...table(["Case", "Rule", "Change"], outcome.acceptedRegressions.map((r) => [r.caseId, r.rule, r.message])));
    }
    return `${out.join("\n").trimEnd()}\n`;
}
/**
 * "If this pull request's loopgate.json applied": the run is judged with the base commit's
 * config; this says what the pull request's would change, so a reviewer decides on it.
 */
function proposedConfigSection(proposed) {
    const file = (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(proposed.file, MAX_ID_CHARS));
    const out = ["### If this pull request's loopgate.json applied", ""];
    out.push(`This pull request ${proposed.change === "removed" ? "removes" : proposed.change === "added" ? "adds" : "changes"} ${file}. The run above is judged with the base commit's; the recordings were judged again with the pull request's to show what it would change once merged and blessed.`, "");
    if (proposed.invalid !== null) {
        out.push("> [!CAUTION]", `> ${file} of this pull request is not a valid config: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(proposed.invalid, MAX_MESSAGE_CHARS))}`, "");
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
        out.push(...table(["Case", "Change", "Base's config → this pull request's"], rows));
    if (proposed.reclassified.length > 0) {
        out.push(...table(["Tool", "Change", "Class: base's config → this pull request's"], proposed.reclassified.map((r) => [r.tool, "reclassified", `${r.from} → ${r.to}`])));
    }
    if (rows.length === 0 && proposed.reclassified.length === 0 && proposed.invalid === null)
        out.push("No case and no tool the recordings call would be judged differently.", "");
    return `${out.join("\n").trimEnd()}\n`;
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
        out.push(`| ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(file, MAX_ID_CHARS))} | ${change} |`);
    if (rows.length > MAX_ROWS)
        out.push("", `… and ${rows.length - MAX_ROWS} more in the JSON report (\`comparison.evidence\`).`);
    out.push("");
    return out;
}
/** A Case/Rule/Change table; `details` links each case to its details below (the regressions). */
function table(header, rows, details) {
    const out = [`| ${header.join(" | ")} |`, "|---|---|---|"];
    for (const [caseId, rule, message] of rows.slice(0, MAX_ROWS)) {
        const link = details?.(caseId) ?? "";
        out.push(`| ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(caseId, MAX_ID_CHARS))}${link === "" ? "" : ` ${link}`} | ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)(rule)} | ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(message, MAX_MESSAGE_CHARS))} |`);
    }
    if (rows.length > MAX_ROWS)
        out.push("", `… and ${rows.length - MAX_ROWS} more in the JSON report (\`comparison\`).`);
    out.push("");
    return out;
}
function thresholdText(comparison) {
    const t = comparison.thresholds;
    return (`Rules: α = ${t.alpha} for failure-rate changes over repeated runs, a mean score drop of more than ${t.maxScoreDrop} points, ` +
        `lost coverage ${t.failOnLostCoverage ? "fails" : "reported only"} (docs/gate.md).`);
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
            point.runId === null ? "—" : (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(point.runId, 60)),
            point.commit === null ? "—" : (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)(shortCommit(point.commit)),
            point.ref === null ? "—" : (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(point.ref, 80)),
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

/***/ 5049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D$: () => (/* binding */ loadedRecordingSchemas),
/* harmony export */   JE: () => (/* binding */ SchemasNotLoaded),
/* harmony export */   UN: () => (/* binding */ loadRecordingSchemas),
/* harmony export */   fm: () => (/* binding */ provideRecordingSchemas)
/* harmony export */ });
/**
 * The zod schemas of the recording format, loaded only when a recording needs them. The
 * fast checks (fast-check.ts) pass every line the recorder writes; only hand-written or
 * unusual lines fall back to zod, whose loading would otherwise cost every process and every
 * worker thread about 20 ms of start-up.
 */
let loaded;
function loadedRecordingSchemas() {
    return loaded;
}
async function loadRecordingSchemas() {
    return (loaded ??= await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(772)]).then(__webpack_require__.bind(__webpack_require__, 1772)));
}
/** For a module that imports the schemas anyway (recording/parse.ts). */
function provideRecordingSchemas(schemas) {
    loaded = schemas;
}
/** Thrown inside the reader when a line needs the schemas before they are loaded; the caller loads them and reads again. */
class SchemasNotLoaded extends Error {
    name = "SchemasNotLoaded";
    constructor() {
        super("the recording schemas are not loaded: read through readRecording() or recording/parse.ts");
    }
}


/***/ }),

/***/ 1699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* reexport safe */ _report_shard_id_js__WEBPACK_IMPORTED_MODULE_7__.$),
/* harmony export */   hH: () => (/* reexport safe */ _report_schema_version_js__WEBPACK_IMPORTED_MODULE_6__.h),
/* harmony export */   ny: () => (/* binding */ pathsDigest),
/* harmony export */   uK: () => (/* reexport safe */ _report_shard_id_js__WEBPACK_IMPORTED_MODULE_7__.u),
/* harmony export */   vu: () => (/* binding */ shardInfo),
/* harmony export */   wq: () => (/* binding */ shardFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_fs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1917);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _recording_lazy_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5049);
/* harmony import */ var _report_case_id_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1840);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9997);
/* harmony import */ var _report_schema_version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(914);
/* harmony import */ var _report_shard_id_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1238);







// Naming a shard is the report's business (the gate reads it too); the split is replay's.


/**
 * The recordings of shard `shard.index` of `shard.total`, in the order given. Every job of a
 * CI matrix computes this on its own, so it depends only on the recordings: the runs of one
 * case (by the header's `case` label, else by path, as the gate groups them) stay together,
 * and the cases are dealt largest first, each to the shard holding the fewest recordings so
 * far (ties: the lower shard). With one recording per case this is round-robin over the
 * sorted case ids.
 */
async function shardFiles(files, shard, cwd) {
    const { HeaderEventSchema } = await (0,_recording_lazy_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .loadRecordingSchemas */ .UN)();
    const byCase = new Map();
    for (const file of files) {
        const caseId = (0,_report_case_id_js__WEBPACK_IMPORTED_MODULE_8__/* .caseIdOf */ .h)(file, headerLabels(node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, file), HeaderEventSchema));
        const runs = byCase.get(caseId);
        if (runs)
            runs.push(file);
        else
            byCase.set(caseId, [file]);
    }
    const cases = [...byCase].sort(([a, runsA], [b, runsB]) => runsB.length - runsA.length || (0,_util_text_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodeUnits */ .UF)(a, b));
    const shards = new LeastLoaded(shard.total);
    const mine = new Set();
    for (const [, runs] of cases) {
        if (shards.take(runs.length) === shard.index - 1)
            for (const file of runs)
                mine.add(file);
    }
    return files.filter((file) => mine.has(file));
}
/** Shards by load, a binary min-heap of [load, shard]: the least loaded (then lowest) shard first. */
class LeastLoaded {
    heap;
    constructor(total) {
        this.heap = Array.from({ length: total }, (_, index) => [0, index]);
    }
    /** Adds `weight` to the least loaded shard and returns that shard (0-based). */
    take(weight) {
        const top = this.heap[0];
        top[0] += weight;
        this.siftDown(0);
        return top[1];
    }
    siftDown(at) {
        const heap = this.heap;
        for (;;) {
            let smallest = at;
            for (const child of [2 * at + 1, 2 * at + 2]) {
                if (child < heap.length && before(heap[child], heap[smallest]))
                    smallest = child;
            }
            if (smallest === at)
                return;
            [heap[at], heap[smallest]] = [heap[smallest], heap[at]];
            at = smallest;
        }
    }
}
function before(a, b) {
    return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}
/** A header line longer than this is not read for its labels: the case falls back to the path. */
const MAX_HEADER_BYTES = 1024 * 1024;
const HEADER_READ_BYTES = 64 * 1024;
let headerBuffer;
/**
 * The labels of a recording's header line; none when the file or its header cannot be read
 * (judging reports that recording as unreadable, under its path's case).
 */
function headerLabels(file, HeaderEventSchema) {
    try {
        const line = readHeaderLine(file);
        if (line === null)
            return {};
        const header = HeaderEventSchema.safeParse(JSON.parse(line));
        return header.success ? header.data.labels : {};
    }
    catch {
        return {};
    }
}
function readHeaderLine(file) {
    const buffer = (headerBuffer ??= Buffer.allocUnsafe(MAX_HEADER_BYTES));
    // Not a plain open: a FIFO would block here (the reader then reports it as unreadable).
    const { fd } = (0,_util_fs_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularFile */ .ZU)(file);
    try {
        let bytes = 0;
        while (bytes < MAX_HEADER_BYTES) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, bytes, Math.min(HEADER_READ_BYTES, MAX_HEADER_BYTES - bytes), null);
            if (read === 0)
                return null;
            const newline = buffer.subarray(bytes, bytes + read).indexOf(10);
            if (newline !== -1)
                return buffer.toString("utf8", 0, bytes + newline);
            bytes += read;
        }
        return null;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** The whole run a shard belongs to: what `merge` checks the shards add up to. */
function shardInfo(shard, source, allFiles, unmatched) {
    return {
        index: shard.index,
        total: shard.total,
        source,
        run: { recordings: allFiles.length, paths: pathsDigest(allFiles), unmatched },
    };
}
/** sha256 of the sorted paths: two shards with the same digest split the same recordings. */
function pathsDigest(files) {
    const sorted = [...files].sort(_util_text_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodeUnits */ .UF);
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(JSON.stringify(sorted)).digest("hex")}`;
}


/***/ }),

/***/ 1840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ caseIdOf)
/* harmony export */ });
/* unused harmony export CASE_LABELS */
/** Header labels that name a case explicitly, first present wins. */
const CASE_LABELS = ["case", "case_id", "caseId"];
const RUN_FILE = /^(?:run[-_]?)?\d+$/i;
const RUN_SUFFIX = /[-_.](?:run[-_]?|r)?\d+$/i;
/**
 * A recording's case: the `case` label, else its path without `.jsonl` and without a
 * trailing run number (`-3`, `_3`, `.3`, `-run3`, `-run-3`, `_r3`; a file named only
 * `3.jsonl` or `run-3.jsonl` belongs to its folder's case), so repeated runs of one case
 * group together (docs/gate.md).
 */
function caseIdOf(path, labels) {
    for (const label of CASE_LABELS) {
        const value = labels[label];
        if (value !== undefined && value.trim() !== "")
            return value.trim();
    }
    const withoutExtension = path.replace(/\.jsonl$/, "");
    const slash = withoutExtension.lastIndexOf("/");
    const base = withoutExtension.slice(slash + 1);
    if (RUN_FILE.test(base) && slash > 0)
        return withoutExtension.slice(0, slash);
    const stripped = base.replace(RUN_SUFFIX, "");
    return stripped === "" ? withoutExtension : withoutExtension.slice(0, slash + 1) + stripped;
}


/***/ })

};
