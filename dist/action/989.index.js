export const id = 989;
export const ids = [989];
export const modules = {

/***/ 6989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_GATE_MESSAGE_CHARS: () => (/* binding */ MAX_GATE_MESSAGE_CHARS),
  renderGateJunit: () => (/* binding */ renderGateJunit),
  renderJunitFor: () => (/* binding */ renderJunitFor)
});

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/report/describe.ts
var describe = __webpack_require__(90313);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlbuilder/json2xml.js + 4 modules
var json2xml = __webpack_require__(20925);
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
function renderJunit(report, flavor = "github") {
    return [...junitChunks(report, flavor)].join("");
}
/**
 * {@link renderJunit} piece by piece, each testcase and property built on its own by the
 * same builder at its depth, so the file is written as it is built and a run of 100,000
 * recordings never holds its XML, or an object tree of it, whole. The bytes are those the
 * builder gives for the whole document (it renders each element on its own lines).
 */
function* junitChunks(report, flavor = "github") {
    const groups = (0,describe/* groupByScenario */.nw)(report);
    if (groups.length === 0) {
        yield junitDocument(countOf(report.recordings), [], runProperties(report), flavor);
        return;
    }
    // Names are chosen over the whole file, so each case's property names are unique in it too.
    const names = (0,describe/* displayNames */.vm)(report.recordings);
    const unique = uniqueNames();
    const totals = countOf(report.recordings);
    const root = {
        "@_name": "loopgate",
        "@_tests": totals.tests,
        "@_failures": totals.failures,
        "@_errors": totals.errors,
        "@_time": seconds(sumOf(report.recordings.map(roundedMs))),
    };
    yield openingOf([], "testsuites", root, { "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" } });
    for (const [index, group] of groups.entries()) {
        const run = index === 0 ? runProperties(report) : [];
        yield* suiteChunks(group, names, run, unique, flavor);
    }
    yield "</testsuites>\n";
}
function* suiteChunks(group, names, run, unique, flavor) {
    const counts = countOf(group.recordings);
    const attributes = {
        "@_name": group.name,
        "@_tests": counts.tests,
        "@_failures": counts.failures,
        "@_errors": counts.errors,
        "@_skipped": counts.skipped,
        "@_time": seconds(sumOf(group.recordings.map(roundedMs))),
    };
    yield openingOf(["testsuites"], "testsuite", attributes);
    yield "    <properties>\n";
    for (const item of [...run, scenarioProperty(group.name)])
        yield propertyChunk(item, unique);
    for (const recording of group.recordings)
        for (const item of recordingProperties(recording, names.get(recording)))
            yield propertyChunk(item, unique);
    yield "    </properties>\n";
    for (const recording of group.recordings) {
        const node = caseNode(recording, group.name, names.get(recording));
        if (flavor === "jenkins")
            withoutFileAndLine({ testcase: [node] });
        yield elementAt(["testsuites", "testsuite"], "testcase", node);
    }
    yield elementAt(["testsuites", "testsuite"], "system-out", suiteSummary(counts));
    yield "  </testsuite>\n";
}
function propertyChunk(item, unique) {
    item["@_name"] = unique(item["@_name"]);
    return elementAt(["testsuites", "testsuite", "properties"], "property", item);
}
/**
 * One element as the builder writes it inside `parents` (elements without attributes that
 * hold only it): built in them, then cut out, which checks the cut.
 */
function elementAt(parents, key, value) {
    let document = { [key]: value };
    for (const parent of [...parents].reverse())
        document = { [parent]: document };
    const xml = builder.build(document);
    const before = parents.map((parent, depth) => `${INDENT.repeat(depth)}<${parent}>\n`).join("");
    const after = parents
        .map((parent, depth) => `${INDENT.repeat(depth)}</${parent}>\n`)
        .reverse()
        .join("");
    if (!xml.startsWith(before) || !xml.endsWith(after))
        throw new Error(`the XML builder wrote ${key} unexpectedly`);
    return xml.slice(before.length, xml.length - after.length);
}
/** The start tag of `key` (with what precedes it at the top, `prolog`) as the builder writes it inside `parents`. */
function openingOf(parents, key, attributes, prolog = {}) {
    const child = `${INDENT.repeat(parents.length + 1)}<child/>\n`;
    const element = { ...attributes, child: {} };
    const xml = parents.length === 0 ? builder.build({ ...prolog, [key]: element }) : elementAt(parents, key, element);
    const end = xml.indexOf(child);
    if (end === -1)
        throw new Error(`the XML builder wrote ${key} unexpectedly`);
    return xml.slice(0, end);
}
const INDENT = "  ";
/** Each recording's facts: the schema has no properties on a testcase, so they are suite properties prefixed with its name. */
function recordingProperties(recording, displayName) {
    const name = (0,describe/* displayId */.kX)(displayName);
    const properties = [
        property(`${name}.verdict`, recording.verdict),
        property(`${name}.score`, recording.score === null ? "" : String(recording.score)),
    ];
    if (recording.honesty.status !== "NOT_MEASURED")
        properties.push(property(`${name}.honesty`, recording.honesty.status));
    for (const [key, value] of Object.entries(recording.labels))
        properties.push(property(`${name}.label.${key}`, value));
    return properties;
}
function suiteSummary(counts) {
    return (0,report_escape/* xmlText */.xK)(`${counts.tests} recording${counts.tests === 1 ? "" : "s"}: ${counts.tests - counts.failures - counts.errors - counts.skipped} passed, ` +
        `${counts.failures} failed, ${counts.skipped} not tested, ${counts.errors} error${counts.errors === 1 ? "" : "s"}`);
}
/** A name met before in the file gets ` (2)`, ` (3)`…: only hostile ids can make two equal. */
function uniqueNames() {
    const seen = new Set();
    return (name) => {
        let unique = name;
        for (let n = 2; seen.has(unique); n += 1)
            unique = `${name} (${n})`;
        seen.add(unique);
        return unique;
    };
}
/**
 * The `testsuites` root around the suites, with their counts and the sum of their times.
 * The run's properties go once, first in the first suite (the schema has no properties on
 * `testsuites`): xunitparser gathers every suite's properties into one table and refuses
 * a file that names one twice, so every property name is made unique in the file.
 */
function junitDocument(totals, suites, run, flavor) {
    const first = suites[0]?.node;
    if (first !== undefined)
        first.properties = { property: [...run, ...propertiesOf(first)] };
    uniquePropertyNames(suites.map((suite) => suite.node));
    if (flavor === "jenkins")
        for (const suite of suites)
            withoutFileAndLine(suite.node);
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
/** The unchanged junit-10.xsd has no `file` or `line` on `testcase`; the failure text keeps `at: path:line`. */
function withoutFileAndLine(suite) {
    for (const testcase of suite.testcase) {
        delete testcase["@_file"];
        delete testcase["@_line"];
    }
}
function propertiesOf(suite) {
    return (suite.properties?.property ?? []);
}
function uniquePropertyNames(suites) {
    const unique = uniqueNames();
    for (const suite of suites)
        for (const item of propertiesOf(suite))
            item["@_name"] = unique(item["@_name"]);
}
/** The properties a report carries once: which loopgate judged, with which rules and configuration. */
function runProperties(report) {
    return [
        property("loopgate.version", report.loopgate.version),
        property("loopgate.rules_version", report.config.rulesVersion),
        property("loopgate.config_hash", report.config.hash),
        ...honestyProperties(report.totals.honesty),
    ];
}
/**
 * J28's Honesty score and counts, only where measured (as `totals.honesty`): the schema has
 * no other place for a run's figures than a suite's properties. A score of none is "".
 */
function honestyProperties(honesty) {
    if (honesty === undefined)
        return [];
    return [
        property("loopgate.honesty.score", honesty.score === null ? "" : String(honesty.score)),
        property("loopgate.honesty.measured", String(honesty.measured)),
        property("loopgate.honesty.honest", String(honesty.honest)),
        property("loopgate.honesty.dishonest", String(honesty.dishonest)),
        property("loopgate.honesty.unclear", String(honesty.unclear)),
    ];
}
/** `loopgate.scenario.F1`: the suite's scenario and what it injects, a name of its own in every suite. */
function scenarioProperty(name) {
    const title = describe/* SCENARIO_TITLES */.tx[name] ?? GROUP_TITLES[name] ?? name;
    return property(`loopgate.scenario.${name}`, title);
}
const GROUP_TITLES = {
    unreadable: "recordings that could not be read, so their scenario is unknown",
    removed: "cases in the baseline that are not in this run",
};
function caseNode(recording, suite, name) {
    const node = {
        "@_name": attribute((0,describe/* displayId */.kX)(name)),
        "@_classname": attribute(suite),
        "@_time": seconds(roundedMs(recording)),
        "@_file": (0,report_escape/* xmlPathAttribute */.bo)((0,util_text/* truncateText */.EJ)(recording.path, describe/* MAX_NAME_CHARS */.xH)),
    };
    const line = offendingLine(recording);
    if (line !== null)
        node["@_line"] = line;
    if (recording.verdict === "FAIL") {
        // Reporters show `message` and fold the element text away, so the message is the
        // reason itself (code and sentence); `type` is the reason code, VIOLATION, as a
        // skipped or error element's is its own.
        node.failure = resultElement(recording.reason, recording.reasonCode, failureText(recording));
    }
    else if (recording.verdict === "NOT_TESTED") {
        node.skipped = resultElement(recording.reason, recording.reasonCode, (0,util_text/* truncateText */.EJ)(recording.reason, describe/* MAX_MESSAGE_CHARS */.hP));
    }
    else if (recording.verdict === "ERROR") {
        node.error = resultElement(recording.reason, recording.reasonCode, (0,util_text/* truncateText */.EJ)(recording.reason, describe/* MAX_MESSAGE_CHARS */.hP));
    }
    // J28: the sentence that was dishonest and the write it is about, on a line of its own.
    const claim = (0,describe/* dishonestClaimText */.TI)(recording);
    node["system-out"] = (0,report_escape/* xmlText */.xK)(`${(0,describe/* escapeLineBreaks */.yO)((0,describe/* oneLineSummary */.RP)(recording))}${claim === null ? "" : `\n${claim}`}`);
    return node;
}
/**
 * A `failure`, `skipped` or `error` element. dorny/test-reporter shows `type: message`
 * (its `java-junit-parser.ts`), every other reader the message alone, so the message says
 * it all, code first, and `type` is a code the message does not hold (the recording's
 * reason code, the gate's rule). A `type` the message starts with anyway (only a doctored
 * report's reason can) is left out: with it dorny would show the code twice.
 */
function resultElement(message, type, text) {
    // A line break (from a tool name or case id) is shown as `\n`, as in the element's text:
    // an attribute would silently turn it into a space.
    const element = { "@_message": attribute((0,describe/* escapeLineBreaks */.yO)(message)) };
    if (!message.startsWith(`${type}: `))
        element["@_type"] = type;
    element["#text"] = (0,report_escape/* xmlText */.xK)(text);
    return element;
}
/** The violations, and (J28) the final reply's honesty on a line of its own, which the message has no room for. */
function failureText(recording) {
    const honesty = (0,describe/* honestyText */.iv)(recording);
    const violations = (0,describe/* violationsText */.gy)(recording);
    if (honesty === null)
        return violations;
    const claim = (0,describe/* dishonestClaimText */.TI)(recording);
    return `${violations}\n\n${(0,describe/* escapeLineBreaks */.yO)(honesty)}${claim === null ? "" : `\n${claim}`}`;
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

// EXTERNAL MODULE: ./src/util/group.ts
var group = __webpack_require__(83051);
// EXTERNAL MODULE: ./src/judge/findings.ts
var findings = __webpack_require__(51349);
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
function renderJunitFor(report, mode, flavor = "github") {
    return mode === "gate" ? [renderGateJunit(report, flavor)] : junitChunks(report, flavor);
}
function renderGateJunit(report, flavor = "github") {
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
        const suite = suiteNode(name, members);
        for (const key of ["tests", "failures", "errors", "skipped"])
            totals[key] += suite.counts[key];
        return suite;
    });
    const run = [
        ...runProperties(report),
        property("loopgate.junit_mode", "gate"),
        property("loopgate.baseline", baselineText(report.comparison)),
    ];
    return junitDocument(totals, suites, run, flavor);
}
/** Every case of the comparison (removed ones included), else every case of the report, in code-unit order. */
function casesOf(report) {
    const byCase = (0,group/* groupBy */.$)(report.recordings, (recording) => recording.caseId);
    const comparison = report.comparison;
    if (!comparison)
        return [...byCase.keys()].sort().map((caseId) => {
            const recordings = byCase.get(caseId);
            return { caseId, recordings, regressions: newCaseRegressions(caseId, recordings), changes: [], compared: null };
        });
    // Grouped once: looked up per case, the lists would make 50,000 cases a quadratic walk.
    const regressions = (0,group/* groupBy */.$)(comparison.regressions, (regression) => regression.caseId);
    const changes = (0,group/* groupBy */.$)(comparison.changes, (change) => change.caseId);
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
function suiteNode(name, cases) {
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
        properties: { property: [scenarioProperty(name)] },
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
        "@_name": attribute((0,describe/* displayId */.kX)(gateCase.caseId)),
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
        node[result.kind] = resultElement(result.message, result.type, (0,util_text/* truncateText */.EJ)(result.text, describe/* MAX_MESSAGE_CHARS */.hP * 4));
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
            message: regressionMessage(regressions, recordings),
            type: regressions[0].rule,
            text: ["regressed against the baseline:", ...reasons, "", ...recordingLines(recordings)].join("\n"),
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
/** The changes in a failure message; the rest of {@link MAX_GATE_MESSAGE_CHARS} is left for the reason. */
const MAX_CHANGE_CHARS = 400;
/** dorny/test-reporter and mikepenz/action-junit-report show the message and nothing else, in a table or an annotation. */
const MAX_GATE_MESSAGE_CHARS = 900;
/**
 * `PASS → FAIL (1 run); new violations: X — the agent re-sent … (calls 3 and 5)`: what
 * changed against the baseline, then why the case fails now, the reason of its first
 * failing run (the one `file` and `line` point at), because the reporters that show only
 * the message would otherwise say that it regressed but not why. The rule is the `type`.
 */
function regressionMessage(regressions, recordings) {
    const changes = (0,util_text/* truncateText */.EJ)(regressions.map((r) => r.message).join("; "), MAX_CHANGE_CHARS);
    const failing = recordings.find((r) => r.verdict === "FAIL");
    if (failing === undefined)
        return changes;
    return (0,util_text/* truncateText */.EJ)(`${changes} — ${reasonAfter(changes, failing.reason)}`, MAX_GATE_MESSAGE_CHARS);
}
/**
 * The reason without its leading `CODE: ` when the changes already name that code
 * (`new violations: CODE`), so no reader shows the code twice in one message.
 */
function reasonAfter(changes, reason) {
    const code = /^([A-Z][A-Z0-9_]*): /.exec(reason)?.[1];
    if (code === undefined || !new RegExp(`(?:: |, )${code}(?![A-Z0-9_])`).test(changes))
        return reason;
    return reason.slice(code.length + 2);
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
    const shown = recordings.slice(0, MAX_RECORDINGS_LISTED);
    const lines = shown.flatMap((r) => {
        const line = `${(0,describe/* displayId */.kX)(r.path)}${lineSuffix(r)}: ${(0,describe/* escapeLineBreaks */.yO)((0,describe/* oneLineSummary */.RP)(r))}`;
        // J28: which sentence was dishonest and about which write, which the summary has no room for.
        const claim = (0,describe/* dishonestClaimText */.TI)(r);
        return claim === null ? [line] : [line, `  ${claim}`];
    });
    if (recordings.length > shown.length)
        lines.push(`… ${recordings.length - shown.length} more recordings in the JSON report`);
    return lines;
}
/** `:13`, where the recording fails or could not be read: the place a reader of the text (or a reporter's trace search) goes to. */
function lineSuffix(recording) {
    const line = offendingLine(recording);
    return line === null ? "" : `:${line}`;
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
