export const id = 667;
export const ids = [667];
export const modules = {

/***/ 2667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   statementForms: () => (/* binding */ statementForms)
/* harmony export */ });
/* harmony import */ var node_sql_parser_build_postgresql_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4228);
/* harmony import */ var node_sql_parser_build_postgresql_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_sql_parser_build_postgresql_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_sql_parser_build_sqlite_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1570);
/* harmony import */ var node_sql_parser_build_sqlite_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_sql_parser_build_sqlite_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8225);
// The lazily imported chunk of J18's SQL comparison (sql.ts loads it): node-sql-parser's
// SQLite and PostgreSQL grammars and the statement form built from their trees. Only
// recordings that hold a DML statement pay for loading it.



/**
 * SQLite first (backtick and double-quoted names, `INSERT OR REPLACE`, `?` placeholders,
 * MySQL's `INSERT … SET`), then PostgreSQL (`ON CONFLICT`, `$1`): between them they read what
 * MCP database servers are sent. Both statements of a pair are read with one grammar, so
 * their trees have one shape.
 */
const GRAMMARS = [
    { parser: new (node_sql_parser_build_sqlite_js__WEBPACK_IMPORTED_MODULE_1___default().Parser)(), database: "sqlite", forms: new Map() },
    { parser: new (node_sql_parser_build_postgresql_js__WEBPACK_IMPORTED_MODULE_0___default().Parser)(), database: "postgresql", forms: new Map() },
];
/** Statements remembered per grammar: a statement is compared with every earlier uncertain attempt of its tool. */
const FORMS_KEPT = 256;
/** J18 (i): statement kinds compared by their parsed form. */
const DML_KINDS = new Set(["insert", "replace", "update", "delete"]);
/**
 * The canonical forms of two statements read with the first grammar that reads both as one
 * DML statement each, or null when none does (then they are compared as text).
 */
function statementForms(a, b) {
    for (const grammar of GRAMMARS) {
        const formA = rememberedForm(grammar, a);
        if (formA === null)
            continue;
        const formB = rememberedForm(grammar, b);
        if (formB !== null)
            return [formA, formB];
    }
    return null;
}
function rememberedForm(grammar, text) {
    let form = grammar.forms.get(text);
    if (form !== undefined)
        return form;
    form = statementForm(grammar.parser, grammar.database, text);
    if (grammar.forms.size >= FORMS_KEPT)
        grammar.forms.clear();
    grammar.forms.set(text, form);
    return form;
}
function statementForm(parser, database, text) {
    let tree;
    try {
        tree = parser.astify(text, { database });
    }
    catch {
        // A syntax error, or anything else the grammar throws (deep nesting included): not a statement.
        return null;
    }
    const statement = Array.isArray(tree) ? (tree.length === 1 ? tree[0] : null) : tree;
    if (!isRecord(statement) || typeof statement.type !== "string" || !DML_KINDS.has(statement.type))
        return null;
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(formOf(statement));
}
function isRecord(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
}
/**
 * The statement with what J18 ignores taken out: literal quoting style (every string literal
 * is a `string`), number spelling (`2.0` is 2), identifier case and quoting, absent clauses;
 * an INSERT's columns paired with their values and an UPDATE's assignments sorted, so their
 * order is free.
 */
function formOf(statement) {
    const form = neutral(statement);
    if (Array.isArray(form.columns) && isRecord(form.values))
        return insertPairs(form);
    if (Array.isArray(form.set))
        form.set = sortedByJson(form.set);
    return form;
}
/** INSERT (column, …) VALUES (value, …), …: each row a column → value map; rows keep their order. */
function insertPairs(form) {
    const columns = form.columns;
    const rows = form.values.values;
    if (!Array.isArray(rows))
        return form;
    const paired = [];
    for (const row of rows) {
        const values = isRecord(row) && Array.isArray(row.value) ? row.value : null;
        if (values === null || values.length !== columns.length)
            return form;
        paired.push(sortedByJson(columns.map((column, i) => [column, values[i]])));
    }
    const { columns: _columns, values: _values, ...rest } = form;
    return { ...rest, rows: paired };
}
function sortedByJson(items) {
    return items
        .map((item) => ({ item, key: (0,_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(item) }))
        .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
        .map((entry) => entry.item);
}
/** Field names whose string values are SQL names or keywords, compared without case. */
const CASELESS_FIELDS = new Set([
    "table",
    "db",
    "schema",
    "column",
    "columns",
    "as",
    "operator",
    "prefix",
    "keyword",
]);
function neutral(value, name = "") {
    if (value === null || value === undefined)
        return null;
    if (typeof value === "string")
        return CASELESS_FIELDS.has(name) ? value.toLowerCase() : value;
    if (typeof value === "number" || typeof value === "boolean")
        return value;
    if (typeof value === "bigint")
        return value.toString();
    if (Array.isArray(value))
        return value.map((item) => neutral(item, name));
    if (!isRecord(value))
        return null;
    const out = Object.create(null);
    for (const key of Object.keys(value)) {
        if (key === "loc")
            continue;
        const item = neutral(value[key], key);
        if (item !== null)
            out[key] = item;
    }
    return literal(out);
}
/** String literals lose their quoting style, numbers their spelling, keywords their case. */
function literal(node) {
    const type = node.type;
    if (typeof type !== "string")
        return node;
    // A keyword kept as written (`OR REPLACE`).
    if (type === "origin" && typeof node.value === "string")
        return { ...node, value: node.value.toLowerCase() };
    if (type.endsWith("quote_string") || type === "string" || type === "natural_string")
        return { ...node, type: "string" };
    if (type === "number") {
        const numeric = Number(node.value);
        if (Number.isFinite(numeric))
            return { ...node, value: numeric };
    }
    return node;
}


/***/ })

};
