/**
 * Which names hold secrets: JSON fields, flags, headers, variables and query parameters all
 * go through {@link SecretNames.isSecret} (docs/recording.md, "Secrets"). A name is split
 * into words (at `_`, `-`, `.`, spaces and camelCase) and matched by word, never by
 * substring, so `author` and `tokenizer` are not secrets and `x-api-key` is.
 */

/** One word that makes a name secret. */
const SECRET_WORDS = new Set([
  "token",
  "tokens",
  "secret",
  "secrets",
  "password",
  "passwords",
  "passwd",
  // Beyond the list: the short forms database clients and .env files use
  // (`--db-pass`, `DB_PWD`, `passphrase`), so an older recording's redacted flag stays redacted.
  "pass",
  "pwd",
  "passphrase",
  "auth",
  "authorization",
  "credential",
  "credentials",
  "cookie",
  "cookies",
]);

/** Two words in a row that make a name secret; also written as one word (`apikey`, `APIKEY`). */
const SECRET_PAIRS: Array<[string, string]> = [
  ["api", "key"],
  ["api", "keys"],
  ["access", "key"],
  ["access", "keys"],
  ["private", "key"],
  ["private", "keys"],
  ["session", "token"],
  ["client", "secret"],
];
const JOINED_PAIRS = new Set(SECRET_PAIRS.map(([a, b]) => `${a}${b}`));

/**
 * Names that hold a word above but count or limit something: token counts of model APIs.
 * A name is excluded when its only secret words are `token`/`tokens` and one of these
 * words is beside them (`max_tokens`, `token_count`, `totalTokens`, `maxOutputTokens`).
 */
const COUNTING_WORDS = new Set([
  "max",
  "min",
  "count",
  "counts",
  "total",
  "num",
  "number",
  "prompt",
  "completion",
  "input",
  "output",
  "used",
  "usage",
  "limit",
  "limits",
  "remaining",
  "budget",
  "estimate",
  "estimated",
  "cached",
  "reasoning",
]);

/** The documented exclusions, for the docs test and `--help`. */
export const SECRET_NAME_EXCLUSIONS =
  "token counts: `token`/`tokens` beside one of " + [...COUNTING_WORDS].map((word) => `\`${word}\``).join(", ");

/** `X-Api-Key` → x api key; `maxOutputTokens` → max output tokens; `APIKey` → api key. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const normalised = (name: string): string => nameWords(name).join(" ");

export class SecretNames {
  private readonly extra: Set<string>;
  private readonly keep: Set<string>;
  private readonly memo = new Map<string, boolean>();

  /**
   * `extra`: names that are secret too (`--redact-field`), matched as whole names by their
   * words; `keep`: names never secret (the J4 key fields the judge compares), the same way.
   */
  constructor(extra: readonly string[] = [], keep: readonly string[] = []) {
    this.extra = new Set(extra.map(normalised));
    this.keep = new Set(keep.map(normalised));
  }

  isSecret(name: string): boolean {
    let verdict = this.memo.get(name);
    if (verdict === undefined) {
      verdict = this.decide(name);
      // Names come from untrusted messages and could all differ: bound what is remembered.
      if (this.memo.size >= 4096) this.memo.clear();
      this.memo.set(name, verdict);
    }
    return verdict;
  }

  /** A key field the judge compares: its value is recorded as it is. */
  isKept(name: string): boolean {
    return this.keep.has(normalised(name));
  }

  private decide(name: string): boolean {
    const words = nameWords(name);
    const whole = words.join(" ");
    if (this.keep.has(whole)) return false;
    if (this.extra.has(whole)) return true;
    return wordsAreSecret(words);
  }
}

function wordsAreSecret(words: string[]): boolean {
  let onlyTokenWords = true;
  let secret = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1];
    if (JOINED_PAIRS.has(word) || SECRET_PAIRS.some(([a, b]) => a === word && b === next)) {
      secret = true;
      onlyTokenWords = false;
    } else if (SECRET_WORDS.has(word)) {
      secret = true;
      if (word !== "token" && word !== "tokens") onlyTokenWords = false;
    }
  }
  if (!secret) return false;
  return !(onlyTokenWords && words.some((word) => COUNTING_WORDS.has(word)));
}
