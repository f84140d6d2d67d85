/**
 * GitHub Actions expressions (`${{ … }}` and `if:`), as much of the language as the example
 * workflows use: literals, property paths (names may hold `-`), `!`, `==`, `!=`, `&&`,
 * `||`, parentheses, the status functions, `contains(…, …)` and the `.*` object filter (a
 * pull request's label names). Anything else throws, so an example that
 * starts using more fails the lifecycle test loudly instead of being evaluated wrongly.
 */

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

export interface JobStatus {
  /** A step (or needed job) before this one failed. */
  failed: boolean;
  cancelled: boolean;
}

type Token = { kind: "op" | "name" | "string" | "number"; text: string };

const TOKEN =
  /\s*(?:(?<op>==|!=|&&|\|\||[!().,*])|(?<string>'(?:[^']|'')*')|(?<number>\d+(?:\.\d+)?)|(?<name>[A-Za-z_][\w-]*))/y;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match?.groups) throw new Error(`expression: unsupported syntax at "${source.slice(at)}" in "${source}"`);
    const [kind, text] = Object.entries(match.groups).find(([, v]) => v !== undefined)!;
    tokens.push({ kind: kind as Token["kind"], text: text! });
  }
  return tokens;
}

/** Evaluates one expression (without the `${{ }}`). */
export function evaluate(source: string, context: Record<string, Value>, status: JobStatus): Value {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const take = (text?: string): Token => {
    const token = tokens[at++];
    if (!token || (text !== undefined && token.text !== text))
      throw new Error(`expression: expected ${text ?? "more"} in "${source}"`);
    return token;
  };
  const orExpr = (): Value => {
    let left = andExpr();
    while (peek()?.text === "||") {
      take();
      const right = andExpr();
      left = truthy(left) ? left : right;
    }
    return left;
  };
  const andExpr = (): Value => {
    let left = equality();
    while (peek()?.text === "&&") {
      take();
      const right = equality();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  const equality = (): Value => {
    let left = unary();
    while (peek()?.text === "==" || peek()?.text === "!=") {
      const op = take().text;
      const same = looseEquals(left, unary());
      left = op === "==" ? same : !same;
    }
    return left;
  };
  const unary = (): Value => {
    if (peek()?.text === "!") {
      take();
      return !truthy(unary());
    }
    return primary();
  };
  const primary = (): Value => {
    const token = take();
    if (token.text === "(") {
      const inner = orExpr();
      take(")");
      return inner;
    }
    if (token.kind === "string") return token.text.slice(1, -1).replace(/''/g, "'");
    if (token.kind === "number") return Number(token.text);
    if (token.kind !== "name") throw new Error(`expression: unexpected "${token.text}" in "${source}"`);
    if (token.text === "true" || token.text === "false") return token.text === "true";
    if (token.text === "null") return null;
    if (peek()?.text === "(") {
      take("(");
      if (token.text === "contains") {
        const haystack = orExpr();
        take(",");
        const needle = orExpr();
        take(")");
        return contains(haystack, needle);
      }
      take(")");
      return statusFunction(token.text, status, source);
    }
    if (!(token.text in context)) throw new Error(`expression: unknown context "${token.text}" in "${source}"`);
    let value: Value = context[token.text]!;
    while (peek()?.text === ".") {
      take();
      const key = take().text;
      if (key === "*") value = Array.isArray(value) ? value : [];
      else if (Array.isArray(value)) value = value.map((item) => property(item, key));
      else value = property(value, key);
    }
    return value;
  };
  const result = orExpr();
  if (at !== tokens.length) throw new Error(`expression: trailing "${tokens[at]!.text}" in "${source}"`);
  return result;
}

function property(value: Value, key: string): Value {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value[key] ?? null) : null;
}

/** GitHub's contains(): an array holding an item equal to the needle, else case-insensitive substring. */
function contains(haystack: Value, needle: Value): boolean {
  if (Array.isArray(haystack)) return haystack.some((item) => looseEquals(item, needle));
  return String(haystack ?? "")
    .toLowerCase()
    .includes(String(needle ?? "").toLowerCase());
}

function statusFunction(name: string, status: JobStatus, source: string): boolean {
  if (name === "always") return true;
  if (name === "cancelled") return status.cancelled;
  if (name === "failure") return status.failed && !status.cancelled;
  if (name === "success") return !status.failed && !status.cancelled;
  throw new Error(`expression: unsupported function ${name}() in "${source}"`);
}

export function truthy(value: Value): boolean {
  if (value === null || value === false || value === 0 || value === "") return false;
  return !(typeof value === "number" && Number.isNaN(value));
}

/** GitHub's `==`: strings compare ignoring case; different types compare as numbers. */
function looseEquals(a: Value, b: Value): boolean {
  if (typeof a === "string" && typeof b === "string") return a.toLowerCase() === b.toLowerCase();
  if (typeof a === "object" && a !== null) return a === b;
  if (typeof b === "object" && b !== null) return false;
  if (typeof a === typeof b) return a === b;
  return toNumber(a) === toNumber(b);
}

function toNumber(value: Value): number {
  if (value === null || value === false) return 0;
  if (value === true) return 1;
  if (typeof value === "number") return value;
  if (typeof value === "string") return value.trim() === "" ? 0 : Number(value);
  return Number.NaN;
}

/** A step's `if:`: an expression with or without `${{ }}`, `success() &&` implied without a status function. */
export function condition(source: string | boolean | undefined, context: Record<string, Value>, status: JobStatus) {
  if (source === undefined) return !status.failed && !status.cancelled;
  if (typeof source === "boolean") return source && !status.failed && !status.cancelled;
  const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(source)?.[1] ?? source;
  const implied = /\b(always|success|failure|cancelled)\(\)/.test(inner) ? inner : `success() && (${inner})`;
  return truthy(evaluate(implied, context, status));
}

/** Replaces every `${{ … }}` in a string value (`with:`, `env:`); a string result stays as is. */
export function interpolate(text: string, context: Record<string, Value>, status: JobStatus): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, inner: string) => {
    const value = evaluate(inner, context, status);
    if (value === null) return "";
    if (typeof value === "object") throw new Error(`expression: "${inner}" is an object; a string was needed`);
    return String(value);
  });
}
