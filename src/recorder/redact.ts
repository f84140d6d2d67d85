import type { Json } from "../recording/schema.js";

/**
 * Secrets are replaced before anything reaches the recording file. Strings are scanned
 * after JSON parsing, so escapes such as `\n` inside a PEM block or `\u0041KIA…` cannot
 * hide a secret from the patterns.
 */
export const REDACTED = "[REDACTED]";

interface SecretPattern {
  kind: string;
  pattern: RegExp;
  /** Keeps a prefix such as `Bearer ` so the recording still says what was there. */
  keep?: (match: string, ...groups: string[]) => string;
}

const BUILT_IN_PATTERNS: SecretPattern[] = [
  {
    kind: "private-key",
    pattern: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?(-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----|$)/g,
  },
  {
    kind: "bearer",
    pattern: /\b(Bearer)(\s+)[A-Za-z0-9\-._~+/]{16,}=*/gi,
    keep: (_m, scheme, space) => `${scheme}${space}${REDACTED}`,
  },
  { kind: "jwt", pattern: /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}/g },
  { kind: "aws-access-key", pattern: /\b(AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|APKA)[A-Z0-9]{16}\b/g },
  {
    kind: "aws-secret-key",
    pattern: /(aws_?secret_?access_?key|secret_?access_?key)(["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{40}/gi,
    keep: (_m, name, separator) => `${name}${separator}${REDACTED}`,
  },
  { kind: "api-key", pattern: /\b(sk|rk|pk)[-_](live|test|proj|ant|svcacct|admin)?[-_]?[A-Za-z0-9_-]{16,}/g },
  { kind: "github-token", pattern: /\b(gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g },
  { kind: "slack-token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: "google-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
];

/** The password of a URL's user info (`https://user:pw@host`); the user name is kept. */
const URL_PASSWORD = /(:\/\/[^\s/?#@:]{1,256}:)[^\s/?#@]{1,256}@/g;

/** One pass that rules out most strings before the patterns run one by one. */
const MAYBE_SECRET = new RegExp(BUILT_IN_PATTERNS.map(({ pattern }) => `(?:${pattern.source})`).join("|"), "i");

/** Object keys whose string values are secrets whatever they look like (compared without case, `-` or `_`). */
const SECRET_KEYS = new Set([
  "password",
  "passwd",
  "secret",
  "clientsecret",
  "apikey",
  "authorization",
  "proxyauthorization",
  "accesstoken",
  "refreshtoken",
  "privatekey",
  "cookie",
  "setcookie",
]);

/** Values of --upstream-env shorter than this are too likely to occur by chance to be replaced everywhere. */
export const MIN_LITERAL_SECRET_LENGTH = 4;

export interface RedactorOptions {
  /** Exact strings to replace (the --upstream-env values). */
  literals: string[];
  /** Extra patterns (--redact REGEX). */
  patterns: RegExp[];
  /** Fields never redacted by name (the key fields the judge compares). */
  keepKeys?: string[];
}

const normaliseKey = (key: string): string => key.toLowerCase().replace(/[-_]/g, "");

interface KeyVerdict {
  redactedKey: string;
  /** The value is replaced whatever it looks like (a non-empty string under a secret-named key). */
  secretName: boolean;
}

/** Bounds the key memory: keys come from untrusted messages and could all differ. */
const MAX_REMEMBERED_KEYS = 4096;

export class Redactor {
  private readonly literals: string[];
  private readonly extra: RegExp[];
  private readonly keepKeys: Set<string>;
  private readonly keys = new Map<string, KeyVerdict>();

  constructor(options: RedactorOptions) {
    this.literals = [...new Set(options.literals.filter((value) => value.length >= MIN_LITERAL_SECRET_LENGTH))].sort(
      (a, b) => b.length - a.length,
    );
    this.extra = options.patterns.map(
      (pattern) => new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`),
    );
    this.keepKeys = new Set((options.keepKeys ?? []).map(normaliseKey));
  }

  text(value: string): string {
    let out = value;
    for (const literal of this.literals) if (out.includes(literal)) out = out.split(literal).join(REDACTED);
    if (out.includes("://")) out = out.replace(URL_PASSWORD, `$1${REDACTED}@`);
    if (MAYBE_SECRET.test(out)) {
      for (const { pattern, keep } of BUILT_IN_PATTERNS) {
        pattern.lastIndex = 0;
        out = out.replace(pattern, (match: string, ...groups: unknown[]) =>
          keep ? keep(match, ...(groups as string[])) : REDACTED,
        );
      }
    }
    for (const pattern of this.extra) {
      pattern.lastIndex = 0;
      out = out.replace(pattern, (match) => (match.length === 0 ? match : REDACTED));
    }
    return out;
  }

  /**
   * `memo` lets events that share an object (an answer's result in its `upstream` and
   * `delivered` events) redact it once. What redaction leaves unchanged is returned as it
   * is, not copied: most of what is recorded holds no secret.
   */
  json(value: Json, memo?: Map<object, Json>): Json {
    if (typeof value === "string") return this.text(value);
    if (value === null || typeof value !== "object") return value;
    const known = memo?.get(value);
    if (known !== undefined) return known;
    const out = Array.isArray(value) ? this.array(value, memo) : this.object(value, memo);
    memo?.set(value, out);
    return out;
  }

  private array(value: Json[], memo: Map<object, Json> | undefined): Json[] {
    let out: Json[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item = value[index]!;
      const redacted = this.json(item, memo);
      if (out === undefined && redacted !== item) out = value.slice(0, index);
      out?.push(redacted);
    }
    return out ?? value;
  }

  private object(value: { [key: string]: Json }, memo: Map<object, Json> | undefined): { [key: string]: Json } {
    let out: { [key: string]: Json } | undefined;
    const keys = Object.keys(value);
    for (let index = 0; index < keys.length; index += 1) {
      const key = keys[index]!;
      const item = value[key]!;
      const { redactedKey, secretName } = this.key(key);
      const redacted = secretName && typeof item === "string" && item.length > 0 ? REDACTED : this.json(item, memo);
      // A copy assigns `__proto__` as a prototype, not as a key: the copy is what is recorded.
      if (out === undefined && (redacted !== item || redactedKey !== key || key === "__proto__")) {
        out = {};
        for (const kept of keys.slice(0, index)) out[kept] = value[kept]!;
      }
      if (out !== undefined) out[redactedKey] = redacted;
    }
    return out ?? value;
  }

  /** Keys repeat in every message (`jsonrpc`, `content`, `text`…), so what they become is remembered. */
  private key(key: string): KeyVerdict {
    let verdict = this.keys.get(key);
    if (verdict === undefined) {
      const normalised = normaliseKey(key);
      verdict = {
        redactedKey: this.text(key),
        secretName: SECRET_KEYS.has(normalised) && !this.keepKeys.has(normalised),
      };
      if (this.keys.size >= MAX_REMEMBERED_KEYS) this.keys.clear();
      this.keys.set(key, verdict);
    }
    return verdict;
  }
}

/**
 * Flag and variable names whose value is a secret on a command line (compared without
 * case, `-` or `_`, on how the name ends): `--password`, `--db-pass`, `--api-key`,
 * `--auth-token`, `GITHUB_TOKEN=`, `--client-secret`, `--cookie`… but not `--max-tokens`.
 */
const SECRET_ARG_NAME =
  /(password|passwd|passphrase|pass|pwd|secret|token|key|credentials?|auth|authorization|cookie)$/;
const isSecretArgName = (name: string): boolean => SECRET_ARG_NAME.test(normaliseKey(name.replace(/^-+/, "")));

const FLAG = /^-{1,2}[A-Za-z][A-Za-z0-9_.-]*$/;
const NAME_EQUALS_VALUE = /^(-{1,2}[A-Za-z][A-Za-z0-9_.-]*|[A-Za-z_][A-Za-z0-9_]*)=([\s\S]*)$/;
/** The same forms inside one argument that is a shell command line (`sh -c "node s.js --token abc"`). */
const IN_SHELL_STRING =
  /(^|\s)(-{1,2}[A-Za-z][A-Za-z0-9_.-]*|[A-Za-z_][A-Za-z0-9_]*)(=|\s+)(?!--)("[^"]*"|'[^']*'|[^\s"']+)/g;

export interface RedactedCommand {
  command: string[];
  /** The values replaced, so the recording never holds them anywhere else either. */
  secrets: string[];
}

/**
 * The upstream's command line as it may be recorded: the value of a secret-named flag
 * (`--password x`, `--token=x`) or variable (`API_KEY=x`) becomes `[REDACTED]`, also inside
 * a shell string. A value after a flag is taken to be its value unless it is itself a
 * `--flag`. Credentials in URLs (`https://user:pw@host`) are caught by {@link Redactor.text}.
 */
export function redactCommand(argv: string[]): RedactedCommand {
  const secrets: string[] = [];
  const hide = (value: string): string => {
    secrets.push(value);
    return REDACTED;
  };
  const command: string[] = [];
  let valueIsSecret = false;
  for (const arg of argv) {
    if (valueIsSecret && !arg.startsWith("--")) {
      valueIsSecret = false;
      command.push(hide(arg));
      continue;
    }
    valueIsSecret = FLAG.test(arg) && isSecretArgName(arg);
    const pair = NAME_EQUALS_VALUE.exec(arg);
    // `--password=a b` is one value with a space; `API_KEY=a node s.js` is a shell string.
    if (pair && isSecretArgName(pair[1]!) && (pair[1]!.startsWith("-") || !/\s/.test(pair[2]!))) {
      command.push(pair[2] === "" ? arg : `${pair[1]}=${hide(pair[2]!)}`);
    } else if (/\s/.test(arg)) {
      command.push(
        arg.replace(IN_SHELL_STRING, (match, space: string, name: string, separator: string, value: string) =>
          isSecretArgName(name) && (separator === "=" || name.startsWith("-"))
            ? `${space}${name}${separator}${hide(value.replace(/^(["'])([\s\S]*)\1$/, "$2"))}`
            : match,
        ),
      );
    } else command.push(arg);
  }
  return { command, secrets: secrets.filter((value) => value.length > 0) };
}
