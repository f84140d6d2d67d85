export const id = 773;
export const ids = [773];
export const modules = {

/***/ 1773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   auditTools: () => (/* binding */ auditTools),
/* harmony export */   formatAudit: () => (/* binding */ formatAudit),
/* harmony export */   formatToolLines: () => (/* binding */ formatToolLines)
/* harmony export */ });
/* harmony import */ var _judge_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8377);
/* harmony import */ var _judge_verifying_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4377);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1095);



/** Read tools whose one unknown required input is a search term rather than an id. */
const SEARCH_PREFIXES = ["search", "find", "query", "lookup"];
/** Inputs that take any text, so the agent can pass a value it sent in the write (J17 a). */
const FREE_TEXT_FIELDS = new Set([
    "query",
    "q",
    "search",
    "searchterm",
    "text",
    "term",
    "keyword",
    "keywords",
    "filter",
]);
function fieldsOf(tool) {
    const properties = tool.inputSchema?.properties;
    if (!properties || typeof properties !== "object" || Array.isArray(properties))
        return [];
    return Object.entries(properties).map(([name, schema]) => ({
        name,
        normalized: (0,_judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeFieldName */ .rS)(name),
        holdsText: mayHoldText(schema),
    }));
}
const NOT_TEXT = new Set(["number", "integer", "boolean", "null"]);
/** J17 identifies a write by its leaf strings only: a number or boolean field holds none. */
function mayHoldText(schema) {
    if (schema === null || typeof schema !== "object" || Array.isArray(schema))
        return true;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    return types.some((type) => typeof type !== "string" || !NOT_TEXT.has(type));
}
function requiredOf(tool) {
    const required = tool.inputSchema?.required;
    return Array.isArray(required) ? required.filter((item) => typeof item === "string") : [];
}
/** `booking_id`, `bookingId`, `id`, `uuid`: values the server hands out, which a ghost write never returned. */
function isIdentifier(field) {
    const name = (0,_judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeFieldName */ .rS)(field);
    return name === "id" || name.endsWith("id") || name.endsWith("uuid");
}
/**
 * How `read` could show `write` after a lost answer, in the terms of J17, or null. The read
 * must be callable with what the agent sent (every required input is a field of the write,
 * or a search tool's one search term), and then (a) share a string argument with the write,
 * take free text the agent can fill with a value it sent, or (c) share a noun in the tool
 * names. What a read *returns* (J17 b) cannot be known without calling it, so a read that
 * only lists everything does not count here.
 */
function verifierFor(write, read) {
    const writeFields = fieldsOf(write);
    const writeNames = new Set(writeFields.map((field) => field.normalized));
    const readFields = fieldsOf(read);
    const unknownRequired = requiredOf(read).filter((name) => !writeNames.has((0,_judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeFieldName */ .rS)(name)));
    const isSearch = SEARCH_PREFIXES.some((prefix) => read.name.startsWith(prefix));
    const searchTerm = isSearch && unknownRequired.length === 1 && !isIdentifier(unknownRequired[0]);
    if (unknownRequired.length > 0 && !searchTerm)
        return null;
    const writeTexts = new Set(writeFields.filter((field) => field.holdsText).map((field) => field.normalized));
    const shared = readFields.filter((field) => field.holdsText && writeTexts.has(field.normalized));
    const freeText = readFields.find((field) => field.holdsText && FREE_TEXT_FIELDS.has(field.normalized));
    const nouns = (0,_judge_verifying_read_js__WEBPACK_IMPORTED_MODULE_1__/* .sharedNouns */ .XT)(write.name, read.name);
    const reasons = [
        shared.length > 0 ? `by ${shared.map((field) => field.name).join(", ")}` : null,
        freeText && writeTexts.size > 0 && !writeNames.has(freeText.normalized) ? `search by ${freeText.name}` : null,
        nouns.length > 0 ? `name shares ${nouns.map((noun) => `"${noun}"`).join(", ")}` : null,
    ].filter((reason) => reason !== null);
    return reasons.length === 0 ? null : reasons.join("; ");
}
/** `loopgate doctor`'s audit: classification (J1–J4) and what recordings of this upstream can show. */
function auditTools(listed, settings) {
    const { tools, warnings } = (0,_judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyTools */ .ki)(listed, settings);
    const byName = new Map(listed.map((tool) => [tool.name, tool]));
    const reads = tools.filter((tool) => tool.class === "read").map((tool) => byName.get(tool.name));
    const writes = tools
        .filter((tool) => tool.class === "write")
        .map((tool) => {
        const write = byName.get(tool.name);
        const verifiers = reads.flatMap((read) => {
            const by = verifierFor(write, read);
            return by === null ? [] : [{ tool: read.name, by }];
        });
        const idempotentHint = write.annotations?.idempotentHint === true;
        return { name: tool.name, keyFields: tool.keyFields, idempotentHint, verifiers };
    });
    const unclassified = tools.filter((tool) => tool.class === "unclassified").map((tool) => tool.name);
    return {
        tools,
        writes,
        warnings: [...warnings, ...writeWarnings(writes, settings), ...unclassifiedWarnings(unclassified)],
        problems: problemsOf(listed, writes, unclassified),
    };
}
/** One warning per kind, naming every tool it concerns and the fix. */
function writeWarnings(writes, settings) {
    const keyNames = (settings.keyFields ?? _judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_KEY_FIELDS */ .Mk).join(", ");
    const names = (select) => writes.filter(select).map((write) => write.name);
    const keyless = names((write) => write.keyFields.length === 0);
    const unverifiable = names((write) => write.verifiers.length === 0);
    const hinted = settings.distrustIdempotentHint ? [] : names((write) => write.idempotentHint);
    const warnings = [];
    if (keyless.length > 0)
        warnings.push(`no key field (${keyNames}) in ${keyless.join(", ")}: an agent cannot make a retry safe with a key; judging still counts executions. If they take a key under another name, set it with --key-fields (config "keyFields")`);
    if (unverifiable.length > 0)
        warnings.push(`no read tool could show ${unverifiable.join(", ")} after a lost answer by its arguments or name (J17 a, c: none shares an argument or a name noun); unless the result of a read shows a value of the write (J17 b, e.g. a listing: doctor calls no tool to know), an F1 run ends unverified at best; if another read can show it, classify it with --read-tools (config "readTools")`);
    if (hinted.length > 0)
        warnings.push(`${hinted.join(", ")} declare${hinted.length === 1 ? "s" : ""} idempotentHint: true: an identical repeat is judged IDEMPOTENT_REPEAT, not DUPLICATE_EXECUTION (J29); if the server does not keep that promise, add --distrust-idempotent-hint (config "distrustIdempotentHint": true)`);
    return warnings;
}
function unclassifiedWarnings(unclassified) {
    if (unclassified.length === 0)
        return [];
    return [
        `unclassified tools ${unclassified.join(", ")}: passed through, never faulted, not judged; classify each with --add-write-tools or --read-tools, or set its class in loopgate.json (loopgate init writes it)`,
    ];
}
function problemsOf(listed, writes, unclassified) {
    if (listed.length === 0)
        return ["the upstream lists no tools: there is nothing to record or judge"];
    if (writes.length > 0)
        return [];
    const hint = unclassified.length > 0 ? ` (unclassified: ${unclassified.join(", ")})` : "";
    return [
        `no write tool: no scenario can trigger and every recording would be NOT_TESTED; classify the writes with --add-write-tools or in loopgate.json${hint}`,
    ];
}
/**
 * One line per tool: class, name, why, key fields and any `notes` by tool name. Names and
 * fields come from the upstream, so every line is escaped and bounded.
 */
function formatToolLines(tools, notes = new Map()) {
    const width = Math.min(40, Math.max(4, ...tools.map((tool) => tool.name.length)));
    const lines = [`tools (${tools.length}):`];
    for (const tool of tools) {
        const keys = tool.keyFields.length > 0 ? `  key fields: ${tool.keyFields.join(", ")}` : "";
        const note = notes.has(tool.name) ? `  ${notes.get(tool.name)}` : "";
        lines.push((0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printableLine */ .oy)(`  ${tool.class.padEnd(12)} ${tool.name.padEnd(width)}  (${tool.why})${keys}${note}`));
    }
    return lines.join("\n");
}
function formatAudit(audit, distrustIdempotentHint) {
    const hint = `idempotentHint (${distrustIdempotentHint ? "distrusted" : "trusted"})`;
    const notes = new Map(audit.writes.filter((write) => write.idempotentHint).map((write) => [write.name, hint]));
    const lines = [formatToolLines(audit.tools, notes)];
    if (audit.writes.length > 0) {
        lines.push("", "verification after a lost answer (J17: a read sharing an argument or a name noun with the write):");
        for (const write of audit.writes) {
            const how = write.verifiers.length > 0 ? write.verifiers.map((item) => `${item.tool} (${item.by})`).join("; ") : "none";
            lines.push((0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printableLine */ .oy)(`  ${write.name}: ${how}`));
        }
    }
    for (const warning of audit.warnings)
        lines.push((0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printableLine */ .oy)(`warning: ${warning}`));
    if (audit.problems.length > 0) {
        lines.push("", ...audit.problems.map((problem) => (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .printableLine */ .oy)(`not usable: ${problem}`)));
    }
    else {
        const count = audit.writes.length;
        const warned = audit.warnings.length === 0 ? "no warnings" : `${audit.warnings.length} warnings above`;
        lines.push("", `usable: ${count} write tool${count === 1 ? "" : "s"} to fault and judge; ${warned}`);
    }
    return lines.join("\n");
}


/***/ })

};
