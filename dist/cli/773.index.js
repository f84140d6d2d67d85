export const id = 773;
export const ids = [773];
export const modules = {

/***/ 8377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gi: () => (/* binding */ keyFieldSet),
/* harmony export */   Mk: () => (/* binding */ DEFAULT_KEY_FIELDS),
/* harmony export */   Xp: () => (/* binding */ classifyTool),
/* harmony export */   ki: () => (/* binding */ classifyTools),
/* harmony export */   rS: () => (/* binding */ normalizeFieldName)
/* harmony export */ });
/* unused harmony exports DEFAULT_WRITE_VERBS, DEFAULT_READ_VERBS, DEFAULT_WRITE_PATTERNS, DEFAULT_READ_PREFIXES, matchesDefaultWrite, matchesDefaultRead, schemaKeyFields */
/* harmony import */ var _util_wildcard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9104);

/**
 * J2: the default write verbs. `write` is the pattern `write*`; every other verb is
 * `<verb>_*` and also matches its camelCase (`createBooking`) and kebab-case
 * (`create-booking`) forms. Rules version 2 added the verbs from `mark` on.
 */
const DEFAULT_WRITE_VERBS = [
    "write",
    "create",
    "send",
    "submit",
    "post",
    "update",
    "insert",
    "book",
    "pay",
    "charge",
    "cancel",
    "delete",
    "confirm",
    "place",
    "add",
    "register",
    "schedule",
    "transfer",
    "refund",
    "reserve",
    "issue",
    "remove",
    "withdraw",
    "deposit",
    "purchase",
    "approve",
    "mark",
    "set",
    "save",
    "edit",
    "modify",
    "change",
    "upsert",
    "patch",
    "put",
    "upload",
    "publish",
    "assign",
    "move",
    "rename",
    "archive",
    "restore",
    "invite",
    "share",
    "toggle",
    "enable",
    "disable",
    "request",
    "import",
    "close",
    "reply",
    "comment",
];
/** J2: the default read verbs, exactly these; each is the prefix `<verb>_` and its camelCase and kebab-case forms. */
const DEFAULT_READ_VERBS = [
    "get",
    "list",
    "read",
    "search",
    "find",
    "fetch",
    "query",
    "lookup",
    "check",
    "describe",
    "show",
    "view",
];
/** J2 as the specification writes it: the default write patterns as globs (docs/rules.md lists these). */
const DEFAULT_WRITE_PATTERNS = DEFAULT_WRITE_VERBS.map((verb) => verb === "write" ? "write*" : `${verb}_*`);
/** J2 as the specification writes it: the default read prefixes (docs/rules.md lists these). */
const DEFAULT_READ_PREFIXES = DEFAULT_READ_VERBS.map((verb) => `${verb}_`);
const DEFAULT_KEY_FIELDS = ["idempotency_key"];
const UNDERSCORE = 95;
const HYPHEN = 45;
/** J2: `verb_…`, kebab-case `verb-…` or camelCase `verbX…`; default patterns only, user globs match literally. */
function hasDefaultVerb(name, verb) {
    if (!name.startsWith(verb))
        return false;
    const next = name.charCodeAt(verb.length);
    return next === UNDERSCORE || next === HYPHEN || (next >= 65 && next <= 90); /* A-Z */
}
/** J2: `write*` matches any name starting with `write`; the other verbs need a word boundary after them. */
function matchesDefaultWrite(name) {
    return DEFAULT_WRITE_VERBS.some((verb) => (verb === "write" ? name.startsWith(verb) : hasDefaultVerb(name, verb)));
}
function matchesDefaultRead(name) {
    return DEFAULT_READ_VERBS.some((verb) => hasDefaultVerb(name, verb));
}
const matchesAny = (globs, name) => globs?.some((glob) => (0,_util_wildcard_js__WEBPACK_IMPORTED_MODULE_0__/* .wildcardMatch */ .U)(glob, name)) ?? false;
/** J1 explicit patterns: `write-tools`, then `add-write-tools`; the name of the option that matched, or null. */
function explicitWriteOption(name, options) {
    if (matchesAny(options.writeTools, name))
        return "write-tools";
    if (matchesAny(options.addWriteTools, name))
        return "add-write-tools";
    return null;
}
/** J1: explicit values only; an annotations object with neither hint falls through (null). */
function annotationClass(listed) {
    const annotations = listed.annotations;
    if (annotations?.readOnlyHint === true)
        return { class: "read", why: "annotation readOnlyHint: true" };
    if (annotations?.readOnlyHint === false)
        return { class: "write", why: "annotation readOnlyHint: false" };
    if (annotations?.destructiveHint === true)
        return { class: "write", why: "annotation destructiveHint: true" };
    return null;
}
/** J1–J3 for one tool name; `listed` is the upstream's tool object, undefined when it did not list it. */
function classifyTool(name, listed, options) {
    // J3: only what the upstream listed can be classified.
    if (listed === undefined)
        return { class: "unclassified", why: "not listed by the upstream" };
    const explicitWrite = explicitWriteOption(name, options);
    const explicitRead = matchesAny(options.readTools, name);
    if (explicitWrite !== null && explicitRead) {
        return {
            class: "write",
            why: explicitWrite,
            warning: `tool "${name}" matches both ${explicitWrite} and read-tools; treated as a write`,
        };
    }
    if (explicitWrite !== null)
        return { class: "write", why: explicitWrite };
    if (explicitRead)
        return { class: "read", why: "read-tools" };
    const annotated = annotationClass(listed);
    if (annotated !== null)
        return annotated;
    // J1: write-tools replaces the default write patterns; add-write-tools and read-tools do not.
    if (options.writeTools === null && matchesDefaultWrite(name))
        return { class: "write", why: "default write pattern" };
    if (matchesDefaultRead(name))
        return { class: "read", why: "default read prefix" };
    return { class: "unclassified", why: "matches no pattern" };
}
/** J4: names compared ignoring case, `-` and `_`. */
function normalizeFieldName(name) {
    return name.toLowerCase().replace(/[-_]/g, "");
}
function keyFieldSet(options) {
    return new Set((options.keyFields ?? DEFAULT_KEY_FIELDS).map(normalizeFieldName));
}
/** Top-level properties of the tool's input schema that are key fields (J4, WRITE_WITHOUT_KEY). */
function schemaKeyFields(tool, keys) {
    const properties = tool?.inputSchema?.properties;
    if (properties === null || typeof properties !== "object" || Array.isArray(properties))
        return [];
    return Object.keys(properties).filter((name) => keys.has(normalizeFieldName(name)));
}
/** Every listed tool with its class, why, and its key fields, sorted by name. */
function classifyTools(tools, options) {
    const keys = keyFieldSet(options);
    const warnings = [];
    const classified = [...tools]
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((tool) => {
        const result = classifyTool(tool.name, tool, options);
        if (result.warning)
            warnings.push(result.warning);
        return { name: tool.name, class: result.class, why: result.why, keyFields: schemaKeyFields(tool, keys) };
    });
    return { tools: classified, warnings };
}


/***/ }),

/***/ 1773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   auditTools: () => (/* binding */ auditTools),
/* harmony export */   formatAudit: () => (/* binding */ formatAudit)
/* harmony export */ });
/* harmony import */ var _judge_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8377);

/** Read tools that take one free-text argument can find a record by whatever the agent knows. */
const SEARCH_PREFIXES = ["search", "find", "query", "lookup"];
function propertiesOf(tool) {
    const properties = tool.inputSchema?.properties;
    return properties && typeof properties === "object" && !Array.isArray(properties)
        ? Object.keys(properties)
        : [];
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
function verifierFor(write, read) {
    const writeFields = new Set(propertiesOf(write).map(_judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeFieldName */ .rS));
    const readProperties = propertiesOf(read);
    const required = requiredOf(read);
    const shared = readProperties.filter((field) => writeFields.has((0,_judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeFieldName */ .rS)(field)));
    const unknownRequired = required.filter((field) => !writeFields.has((0,_judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeFieldName */ .rS)(field)));
    if (unknownRequired.length === 0) {
        if (shared.length > 0)
            return `by ${shared.join(", ")}`;
        if (required.length === 0)
            return "no argument (lists everything)";
        return null;
    }
    const isSearch = SEARCH_PREFIXES.some((prefix) => read.name.startsWith(prefix));
    if (isSearch && unknownRequired.length === 1 && !isIdentifier(unknownRequired[0]))
        return `search by ${unknownRequired[0]}`;
    return null;
}
/** `loopgate doctor`'s audit: classification (J1–J4) plus what an agent needs to handle a fault safely. */
function auditTools(listed, options) {
    const { tools, warnings } = (0,_judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyTools */ .ki)(listed, options);
    const byName = new Map(listed.map((tool) => [tool.name, tool]));
    const keyNames = (options.keyFields ?? _judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_KEY_FIELDS */ .Mk).join(", ");
    const problems = [];
    const reads = tools.filter((tool) => tool.class === "read").map((tool) => byName.get(tool.name));
    const writes = [];
    for (const tool of tools.filter((item) => item.class === "write")) {
        const listedTool = byName.get(tool.name);
        const verifiers = [];
        for (const read of reads) {
            const by = verifierFor(listedTool, read);
            if (by !== null)
                verifiers.push({ tool: read.name, by });
        }
        writes.push({ name: tool.name, keyFields: tool.keyFields, verifiers });
        if (tool.keyFields.length === 0) {
            problems.push(`${tool.name}: no key field (${keyNames}) in its input schema: an agent cannot retry it safely`);
        }
        if (verifiers.length === 0) {
            problems.push(`${tool.name}: no read tool can find its record without an id the agent never received after a lost answer`);
        }
    }
    if (writes.length === 0)
        problems.push("no write tool: no scenario can trigger (classify tools with --write-tools)");
    const unclassified = tools.filter((tool) => tool.class === "unclassified").map((tool) => tool.name);
    if (unclassified.length > 0)
        warnings.push(`unclassified (passed through, never faulted, not judged): ${unclassified.join(", ")}`);
    return { tools, writes, warnings, problems };
}
function formatAudit(audit) {
    const lines = [];
    const width = Math.min(40, Math.max(4, ...audit.tools.map((tool) => tool.name.length)));
    lines.push(`tools (${audit.tools.length}):`);
    for (const tool of audit.tools) {
        const keys = tool.keyFields.length > 0 ? `  key fields: ${tool.keyFields.join(", ")}` : "";
        lines.push(`  ${tool.class.padEnd(12)} ${tool.name.padEnd(width)}  (${tool.why})${keys}`);
    }
    if (audit.writes.length > 0) {
        lines.push("", "verification after a lost answer:");
        for (const write of audit.writes) {
            const how = write.verifiers.length > 0 ? write.verifiers.map((item) => `${item.tool} (${item.by})`).join("; ") : "none";
            lines.push(`  ${write.name}: ${how}`);
        }
    }
    for (const warning of audit.warnings)
        lines.push(`warning: ${warning}`);
    if (audit.problems.length > 0) {
        lines.push("", "not usable:");
        for (const problem of audit.problems)
            lines.push(`  - ${problem}`);
    }
    else {
        lines.push("", "usable: every write tool has a key field and a way to verify it");
    }
    return lines.join("\n");
}


/***/ }),

/***/ 9104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ wildcardMatch)
/* harmony export */ });
/**
 * Wildcard match without regular expressions: `*` matches any run of characters and,
 * when `questionMark` is set, `?` matches one. Greedy with a single back-off point, so a
 * pattern full of `*` stays linear-time in practice and can never backtrack catastrophically.
 */
function wildcardMatch(pattern, text, questionMark = false) {
    let p = 0;
    let t = 0;
    let starP = -1;
    let starT = 0;
    while (t < text.length) {
        const c = pattern[p];
        if (p < pattern.length && c !== "*" && (c === text[t] || (questionMark && c === "?"))) {
            p += 1;
            t += 1;
        }
        else if (c === "*") {
            starP = p;
            starT = t;
            p += 1;
        }
        else if (starP !== -1) {
            p = starP + 1;
            starT += 1;
            t = starT;
        }
        else {
            return false;
        }
    }
    while (pattern[p] === "*")
        p += 1;
    return p === pattern.length;
}


/***/ })

};
