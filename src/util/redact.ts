import { createHmac, randomBytes } from "node:crypto";
import path from "node:path";
import { SecretNames } from "./secret-names.js";
import {
  CLIENT_IN_TEXT,
  CLIENT_PASSWORD_OPTION,
  CURL_USER_OPTION,
  DATABASE_CLIENTS,
  isPlainWord,
  SCHEME_CREDENTIAL,
  TOKEN_SHAPE,
  URL_USERINFO,
} from "./secret-shapes.js";

/**
 * One redaction rule for everything loopgate records or prints (docs/recording.md,
 * "Secrets"): JSON fields, flags, headers, query parameters and free text, by name
 * (secret-names.ts) and by shape (secret-shapes.ts). A secret becomes
 * `[REDACTED:<8 hex>]`, the start of an HMAC-SHA256 of it under a key drawn at random for
 * each recording (or process) and never stored: equal secrets stay equal and different
 * ones stay different, so the judge compares redacted arguments as it would the real ones,
 * and nobody can test a guess against the recording.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** What a placeholder looks like; a value that already is one is left as it is. */
const PLACEHOLDER = /^\[REDACTED:[0-9a-f]{8}\]$/;

/** A recorded URL's mark for its query values (recorder/connect-upstream.ts), kept readable in the header. */
export const REDACTED_QUERY_VALUE = "[REDACTED]";

/** The user part of a URL cannot hold brackets unescaped: a recorded URL's redacted user shows this. */
export const REDACTED_USERINFO = "REDACTED";

/** Where a value stands: a recorded URL's own marks count as redacted only in their place in a URL. */
export type ValuePlace = "text" | "url-query" | "url-userinfo";

/**
 * Whether `value` is already redacted and hides nothing more when redacted again: a placeholder
 * anywhere, and the recorded URL's marks only where that URL puts them, so a bare
 * `password=[REDACTED]` in free text or a field is still a value to hide.
 */
export function isRedacted(value: string, place: ValuePlace = "text"): boolean {
  if (PLACEHOLDER.test(value)) return true;
  if (place === "url-query") return value === REDACTED_QUERY_VALUE;
  return place === "url-userinfo" && value === REDACTED_USERINFO;
}

/** Exact values shorter than this are too likely to occur by chance to be replaced everywhere. */
export const MIN_LITERAL_SECRET_LENGTH = 4;

export interface RedactionOptions {
  /** Exact strings to replace wherever they appear (the --upstream-env values, secrets taken from the command). */
  literals?: readonly string[];
  /** Extra patterns (--redact REGEX): every match is a secret. */
  patterns?: readonly RegExp[];
  /** Extra secret names (--redact-field NAME). */
  names?: readonly string[];
  /** Names never redacted: the key fields (J4) the judge compares. */
  keep?: readonly string[];
  /** The HMAC key; random when not given (tests give one to pin placeholders). */
  key?: Buffer;
}

type Range = [start: number, end: number];

export class Redaction {
  readonly names: SecretNames;
  private readonly key: Buffer;
  private literals: string[] = [];
  private readonly patterns: RegExp[];

  constructor(options: RedactionOptions = {}) {
    this.key = options.key ?? randomBytes(32);
    this.names = new SecretNames(options.names, options.keep);
    this.patterns = (options.patterns ?? []).map(
      (pattern) => new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`),
    );
    this.addLiterals(options.literals ?? []);
  }

  /** Values to hide wherever they appear from now on (long enough not to occur by chance). */
  addLiterals(values: readonly string[]): void {
    const all = new Set([...this.literals, ...values.filter((value) => value.length >= MIN_LITERAL_SECRET_LENGTH)]);
    this.literals = [...all].sort((a, b) => b.length - a.length);
  }

  placeholder(secret: string): string {
    return `[REDACTED:${createHmac("sha256", this.key).update(secret, "utf8").digest("hex").slice(0, 8)}]`;
  }

  /**
   * Free text: every secret found by shape, by name (`name=value`, `Name: value`,
   * `--name value`) or literally. `found` collects the secrets replaced.
   */
  text(value: string, found?: string[]): string {
    const ranges = this.secretRanges(value);
    if (ranges.length === 0) return value;
    let out = "";
    let at = 0;
    for (const [start, end] of ranges) {
      const secret = value.slice(start, end);
      found?.push(secret);
      out += value.slice(at, start) + this.placeholder(secret);
      at = end;
    }
    return out + value.slice(at);
  }

  /**
   * A JSON value: a field with a secret name has its whole value replaced, whatever its
   * type (null and "" hide nothing and stay); a key field keeps its value; every other
   * string is redacted as text. `memo` lets events that share an object redact it once;
   * what holds no secret is returned as it is, not copied.
   */
  json(value: JsonValue, memo?: Map<object, JsonValue>): JsonValue {
    if (typeof value === "string") return this.text(value);
    if (value === null || typeof value !== "object") return value;
    const known = memo?.get(value);
    if (known !== undefined) return known;
    const out = Array.isArray(value) ? this.array(value, memo) : this.object(value, memo);
    memo?.set(value, out);
    return out;
  }

  /** A value under a secret name, whole: strings as themselves (so they match the same secret in text), the rest as canonical JSON. */
  secretValue(value: JsonValue): JsonValue {
    if (value === null || value === "") return value;
    if (typeof value === "string") return isRedacted(value) ? value : this.placeholder(value);
    return this.placeholder(canonicalJson(value));
  }

  private array(value: JsonValue[], memo: Map<object, JsonValue> | undefined): JsonValue[] {
    let out: JsonValue[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item = value[index]!;
      const redacted = this.json(item, memo);
      if (out === undefined && redacted !== item) out = value.slice(0, index);
      out?.push(redacted);
    }
    return out ?? value;
  }

  private object(value: { [key: string]: JsonValue }, memo: Map<object, JsonValue> | undefined) {
    let out: { [key: string]: JsonValue } | undefined;
    const keys = Object.keys(value);
    // A JSON Schema's `properties` (a listed tool's inputSchema) names fields; it holds no values.
    const schemaProperties = value.type === "object" && typeof value.properties === "object";
    for (let index = 0; index < keys.length; index += 1) {
      const key = keys[index]!;
      const item = value[key]!;
      const redactedKey = this.text(key);
      let redacted: JsonValue;
      if (this.names.isKept(key) || schemaProperties) redacted = this.schemaOrKept(key, item, memo);
      else if (this.names.isSecret(key)) redacted = this.secretValue(item);
      else redacted = this.json(item, memo);
      // A copy assigns `__proto__` as a prototype, not as a key: the copy is what is recorded.
      if (out === undefined && (redacted !== item || redactedKey !== key || key === "__proto__")) {
        out = {};
        for (const kept of keys.slice(0, index)) out[kept] = value[kept]!;
      }
      if (out !== undefined) out[redactedKey] = redacted;
    }
    return out ?? value;
  }

  /** A key field keeps its value; a schema's `properties` keep their names, their texts still redacted. */
  private schemaOrKept(key: string, item: JsonValue, memo: Map<object, JsonValue> | undefined): JsonValue {
    if (this.names.isKept(key)) return item;
    if (key !== "properties" || item === null || typeof item !== "object" || Array.isArray(item)) {
      return this.names.isSecret(key) ? this.secretValue(item) : this.json(item, memo);
    }
    const names = Object.keys(item);
    let out: { [name: string]: JsonValue } | undefined;
    names.forEach((name, index) => {
      const schema = item[name]!;
      const redacted = this.json(schema, memo);
      // As in `object`: a copy assigns `__proto__` as a prototype, so it is dropped the same way.
      if (out === undefined && (redacted !== schema || name === "__proto__")) {
        out = {};
        for (const kept of names.slice(0, index)) out[kept] = item[kept]!;
      }
      if (out !== undefined) out[name] = redacted;
    });
    return out ?? item;
  }

  /** Where the secrets of `text` are, sorted and merged. */
  private secretRanges(text: string): Range[] {
    const ranges: Range[] = [];
    for (const literal of this.literals) {
      for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + literal.length))
        ranges.push([at, at + literal.length]);
    }
    collect(text, TOKEN_SHAPE, ranges);
    collectGroup(text, SCHEME_CREDENTIAL, 1, ranges, (credential) => !isPlainWord(credential));
    if (text.includes("://")) collectGroup(text, URL_USERINFO, 1, ranges, (info) => !isRedacted(info, "url-userinfo"));
    this.namedValues(text, ranges);
    clientPasswords(text, ranges);
    for (const pattern of this.patterns) collect(text, pattern, ranges);
    return merge(ranges);
  }

  /** `name=value`, `name: value`, `"name": "value"`, `--name value`, `?name=value&…` where the name is secret. */
  private namedValues(text: string, ranges: Range[]): void {
    NAMED_VALUE.lastIndex = 0;
    for (let match = NAMED_VALUE.exec(text); match !== null; match = NAMED_VALUE.exec(text)) {
      const [, dashes, name, , separator] = match;
      if (!dashes && /^\s+$/.test(separator!)) continue;
      if (!this.names.isSecret(name!) || this.names.isKept(name!)) continue;
      // `?name=` or `&name=`: a query parameter, whose value may be a recorded URL's mark.
      const inQuery = separator === "=" && /[?&]/.test(text[match.index - 1] ?? "");
      const place = inQuery ? "url-query" : "text";
      const value = valueAt(text, match.index + match[0].length, /cookie/i.test(name!), place);
      if (value !== null) {
        ranges.push(value);
        NAMED_VALUE.lastIndex = Math.max(NAMED_VALUE.lastIndex, value[1]);
      }
    }
  }

  /**
   * The upstream's command line as it may be recorded: values of secret-named flags
   * (`--token x`, `--password=x`) and variables (`API_KEY=x`), a database client's `-p`/`-a`,
   * and every shape {@link text} finds inside an argument (a shell string, a URL). The
   * values taken out are returned so they are also hidden wherever else they show up.
   */
  command(argv: readonly string[]): { command: string[]; secrets: string[] } {
    const secrets: string[] = [];
    const hide = (value: string): string => {
      secrets.push(value);
      return this.placeholder(value);
    };
    const client = argv.some((arg) => DATABASE_CLIENTS.has(path.basename(arg)));
    const command: string[] = [];
    let valueIsSecret = false;
    for (const arg of argv) {
      // The word after a secret flag is its value unless it is itself a `--flag` (`--api-key -k3y`).
      if (valueIsSecret && !arg.startsWith("--") && arg !== "") {
        valueIsSecret = false;
        command.push(hide(arg));
        continue;
      }
      valueIsSecret = false;
      const flag = /^-{1,2}([A-Za-z][\w.-]*)$/.exec(arg);
      const pair = /^(-{0,2})([A-Za-z_][\w.-]*)=([\s\S]+)$/.exec(arg);
      if (client && /^-[pa][^-]/.test(arg)) {
        command.push(`${arg.slice(0, 2)}${hide(arg.slice(2))}`);
      } else if (flag) {
        valueIsSecret = this.names.isSecret(flag[1]!) || (client && (arg === "-p" || arg === "-a"));
        command.push(arg);
      } else if (pair && this.names.isSecret(pair[2]!) && (pair[1] !== "" || !/\s/.test(pair[3]!))) {
        // `--password=a b` is one value with a space; `API_KEY=a node s.js` is a shell string.
        command.push(`${pair[1]}${pair[2]}=${hide(pair[3]!)}`);
      } else {
        command.push(this.text(arg, secrets));
      }
    }
    const taken = secrets.filter((value) => value.length > 0 && !isRedacted(value));
    return { command, secrets: [...new Set(taken)] };
  }
}

/**
 * A name (with the dashes of a flag), an optional closing quote (also `\"`, `\\\"` inside
 * JSON strings), then `=`, `:`, `=>`, `:=` or, after a flag only, spaces.
 */
const NAMED_VALUE = /(?<![\w.-])(-{0,2})([A-Za-z_][\w.-]{0,127})(\\{0,16}["'])?(\s*(?:=>|:=|=|:)[ \t]*|[ \t]+)/g;
/** What an unquoted value is made of: it ends at a space, a quote or punctuation around values. */
const BARE_VALUE = /[^\s"'\\,;&<>(){}[\]]+/y;
const SCHEME_WORD = /(?:Basic|Bearer|Token|Digest|Negotiate)[ \t]+/iy;

/** The value starting at `at`: quoted to its closing quote, a cookie to the end of the line, else a bare word. */
function valueAt(text: string, at: number, toLineEnd: boolean, place: ValuePlace): Range | null {
  // JSON inside a JSON string escapes its quotes once per level: `\"`, `\\\"`, …
  const quote = /^\\{0,16}["']/.exec(text.slice(at, at + 17))?.[0];
  let start = at + (quote?.length ?? 0);
  SCHEME_WORD.lastIndex = start;
  if (SCHEME_WORD.test(text)) start = SCHEME_WORD.lastIndex;
  let end: number;
  if (quote !== undefined) {
    const close = text.indexOf(quote, start);
    const lineEnd = text.indexOf("\n", start);
    end = close === -1 ? (lineEnd === -1 ? text.length : lineEnd) : close;
  } else if (text[start] === "[" || text[start] === "{") {
    end = bracketEnd(text, start);
  } else if (toLineEnd) {
    const lineEnd = text.indexOf("\n", start);
    end = lineEnd === -1 ? text.length : lineEnd;
  } else {
    BARE_VALUE.lastIndex = start;
    end = BARE_VALUE.test(text) ? BARE_VALUE.lastIndex : start;
  }
  if (end <= start || isRedacted(text.slice(start, end), place)) return null;
  return [start, end];
}

/**
 * Where the array or object opening at `start` closes: a secret name's value that is no string
 * (`{"api_key":["k1","k2"]}` echoed inside a text) is hidden whole, as {@link Redaction.json}
 * hides it in a field. Brackets are counted, quotes are not, so a bracket inside a string can
 * only make the hidden part longer; unclosed, it runs to the end of the line.
 */
function bracketEnd(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (char === "\n") return at;
    if (char === "[" || char === "{") depth += 1;
    else if ((char === "]" || char === "}") && --depth === 0) return at + 1;
  }
  return text.length;
}

/** `mysql -pX`, `redis-cli -a X`, `curl -u user:pw` anywhere in a text. */
function clientPasswords(text: string, ranges: Range[]): void {
  if (!/mysql|mariadb|redis|valkey|keydb|mongo|curl/.test(text)) return;
  CLIENT_IN_TEXT.lastIndex = 0;
  for (let match = CLIENT_IN_TEXT.exec(text); match !== null; match = CLIENT_IN_TEXT.exec(text)) {
    const option = match[1] === "curl" ? CURL_USER_OPTION : CLIENT_PASSWORD_OPTION;
    const rest = match[0];
    const offset = match.index;
    option.lastIndex = 0;
    for (let found = option.exec(rest); found !== null; found = option.exec(rest)) {
      const value = found[2]!;
      const end = found.index + found[0].length - found[1]!.length;
      if (!isRedacted(value)) ranges.push([offset + end - value.length, offset + end]);
    }
  }
}

function collect(text: string, pattern: RegExp, ranges: Range[]): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    ranges.push([match.index, match.index + match[0].length]);
  }
}

/** Like {@link collect}, for the group `group` of each match, which must end the match. */
function collectGroup(text: string, pattern: RegExp, group: number, ranges: Range[], keep: (s: string) => boolean) {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const secret = match[group]!;
    if (!keep(secret)) continue;
    const start = match.index + match[0].lastIndexOf(secret);
    ranges.push([start, start + secret.length]);
  }
}

function merge(ranges: Range[]): Range[] {
  if (ranges.length < 2) return ranges;
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Range[] = [ranges[0]!];
  for (const range of ranges.slice(1)) {
    const last = out.at(-1)!;
    if (range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else out.push(range);
  }
  return out;
}

/** Object keys sorted, so the same value spelt in another key order gets the same placeholder. */
function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(",")}}`;
}
