/**
 * J18 (i): two SQL statements compared by their parsed form. The parser (node-sql-parser,
 * about 500 kB of grammar) is loaded only when a recording holds a string that starts with
 * a DML keyword and is compared with another such string, so replay of recordings without
 * SQL never loads it. Judging is synchronous: the first comparison that needs the parser
 * before it is loaded throws {@link SqlParserNotLoaded}; the caller loads it and judges
 * again (replay/judge-file.ts), as the reader does for the recording schemas.
 */
type SqlParser = typeof import("./sql-parser.js");

let loaded: SqlParser | undefined;

export async function loadSqlParser(): Promise<void> {
  loaded ??= await import("./sql-parser.js");
}

/** Thrown inside the judge when two statements need the parser before it is loaded. */
export class SqlParserNotLoaded extends Error {
  override name = "SqlParserNotLoaded";

  constructor() {
    super("the SQL parser is not loaded: judge through replay/judge-file.ts, or await loadSqlParser() first");
  }
}

/** J18 (i): the statement kinds compared by parsed form. */
const DML_START = /^\s*(?:insert|update|delete|replace|upsert)\b/i;

/**
 * Does the text start with a DML keyword? Checked on every differing string leaf of a
 * near-duplicate comparison, so the first letter is looked at before the expression runs.
 */
export function startsWithDml(text: string): boolean {
  let i = 0;
  while (i < text.length && text.charCodeAt(i) <= 0x20) i += 1;
  const first = text.charCodeAt(i) | 0x20;
  // i, u, d, r in either case.
  if (first !== 0x69 && first !== 0x75 && first !== 0x64 && first !== 0x72) return false;
  return DML_START.test(text);
}

/** Statements longer than this are compared as text: the grammar's time grows with its input. */
export const MAX_STATEMENT_CHARS = 4000;
/**
 * Statements whose parentheses nest deeper than this, or do not balance, are compared as
 * text: the grammar backtracks without memoising, so a statement that fails to parse costs
 * time exponential in its nesting (measured: twelve unclosed levels take seconds, thirty
 * exhaust the heap and end the process, which no catch can stop).
 */
export const MAX_STATEMENT_NESTING = 4;

/** Short enough, parentheses balanced and shallow outside quoted text: safe to hand to the grammar. */
function safeToParse(text: string): boolean {
  if (text.length > MAX_STATEMENT_CHARS) return false;
  let depth = 0;
  let quote = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (quote !== 0) {
      // A doubled quote inside quoted text reads as leaving and entering again: same result.
      if (code === quote) quote = 0;
    } else if (code === 0x27 || code === 0x22 || code === 0x60) quote = code;
    else if (code === 0x28 && ++depth > MAX_STATEMENT_NESTING) return false;
    else if (code === 0x29 && --depth < 0) return false;
  }
  return depth === 0 && quote === 0;
}

/**
 * true: one statement (same kind, table, column → value pairs, assignments, condition);
 * false: two statements that differ; null: not both one DML statement the grammar reads
 * (then they are compared as text).
 */
export function sameStatement(a: string, b: string): boolean | null {
  if (!safeToParse(a) || !safeToParse(b)) return null;
  if (loaded === undefined) throw new SqlParserNotLoaded();
  const forms = loaded.statementForms(a, b);
  return forms === null ? null : forms[0] === forms[1];
}
