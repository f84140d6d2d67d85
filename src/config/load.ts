import { closeSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { describeFsError, openRegularFile } from "../util/fs.js";
import { ConfigError } from "./error.js";
import { describeJsonError } from "../util/json-error.js";
import { configFileToRead, type ConfigChoice } from "./find.js";
import { ConfigFileSchema, ConfigToolSchema, type ConfigFile } from "./schema.js";

/** A config file is a few kilobytes; anything this large is not one. */
const MAX_CONFIG_BYTES = 1024 * 1024;

export interface LoadedConfig {
  /** The path as the user named it (`loopgate.json` when found by default). */
  file: string;
  config: ConfigFile;
}

/**
 * `--config FILE` must exist; without it `./loopgate.json` is read when present, and
 * `--no-config` reads nothing. With `within`, a file whose real path lies outside that
 * folder is refused (the action: a pull request must not point it at the runner's files).
 */
export function loadConfig(choice: ConfigChoice, cwd: string = process.cwd()): LoadedConfig | null {
  const file = configFileToRead(choice, cwd);
  return file === null ? null : { file, config: readConfigFile(file, cwd, choice.within) };
}

export function readConfigFile(file: string, cwd: string = process.cwd(), within?: string): ConfigFile {
  return parseConfigText(readConfigText(file, cwd, within), file);
}

/** A config file's text, refused (ConfigError) when out of `within`, not a regular file or over 1 MiB. */
export function readConfigText(file: string, cwd: string, within?: string): string {
  const absolute = path.resolve(cwd, file);
  if (within !== undefined && !isInside(absolute, within))
    throw new ConfigError(`${file}: outside the workspace (or a link out of it); not read`);
  return readSmallFile(file, absolute);
}

/** A config file's text, checked as `readConfigFile` checks it; errors name it `file`. */
export function parseConfigText(text: string, file: string): ConfigFile {
  if (text.length > MAX_CONFIG_BYTES) throw tooLarge(file);
  // An editor's byte-order mark is not content.
  const json = text.replace(/^\uFEFF/, "");
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ConfigError(`${file}:${describeJsonError(json)}`);
  }
  const proto = protoKeyPath(value);
  if (proto !== null)
    throw new ConfigError(
      `${file}: ${proto}: a key named __proto__ cannot be read (a JavaScript object drops it without a word)${proto.startsWith("tools.") ? "; classify that tool with writeTools or readTools" : ""}`,
    );
  const parsed = ConfigFileSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = firstIssue(parsed.error.issues);
  const where = issuePath(issue);
  throw new ConfigError(`${file}: ${where === "" ? "" : `${where}: `}${describeIssue(issue, value)}`);
}

/**
 * JSON.parse keeps a `__proto__` key as data, but the schema's copy treats it as the
 * prototype and drops it, where every other unknown key is an error: refuse it by name.
 */
function protoKeyPath(root: unknown): string | null {
  // A walk with its own stack: a hostile file can nest deeper than the call stack goes.
  const pending: Array<[unknown, string]> = [[root, ""]];
  while (pending.length > 0) {
    const [value, where] = pending.pop()!;
    if (value === null || typeof value !== "object") continue;
    const isArray = Array.isArray(value);
    for (const [key, item] of Object.entries(value)) {
      const path = isArray ? `${where}[${key}]` : where === "" ? key : `${where}.${key}`;
      if (key === "__proto__" && !isArray) return path;
      pending.push([item, path]);
    }
  }
  return null;
}

function isInside(file: string, dir: string): boolean {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    // A file that does not exist is reported as such by the read.
    return true;
  }
  const relative = path.relative(realpathSync(dir), real);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/** Opened without blocking and checked to be a regular file, so a FIFO named loopgate.json cannot hang us. */
function readSmallFile(file: string, absolute: string): string {
  let opened;
  try {
    opened = openRegularFile(absolute);
  } catch (error) {
    const reason = describeFsError(error);
    throw new ConfigError(
      `${file}: ${reason.startsWith("not a regular file") ? "not a regular file" : `cannot read it: ${reason}`}`,
    );
  }
  const { fd, stats: info } = opened;
  try {
    if (info.size > MAX_CONFIG_BYTES) throw tooLarge(file);
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}

function tooLarge(file: string): ConfigError {
  return new ConfigError(`${file}: larger than 1 MiB; not a loopgate config file`);
}

type Issue = z.core.$ZodIssue;

/** An unknown key explains the missing one next to it (`clas` for `class`), so it is named first. */
function firstIssue(issues: Issue[]): Issue {
  return issues.find((issue) => issue.code === "unrecognized_keys") ?? issues[0]!;
}

function issuePath(issue: Issue): string {
  const segments = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
  return segments
    .map((segment, index) => {
      if (typeof segment === "number") return `[${segment}]`;
      const key = String(segment).length > 64 ? `${String(segment).slice(0, 64)}…` : String(segment);
      if (/^[A-Za-z_$][\w$-]*$/.test(key)) return index === 0 ? key : `.${key}`;
      return `[${JSON.stringify(key)}]`;
    })
    .join("");
}

function valueAt(root: unknown, segments: readonly PropertyKey[]): unknown {
  let value = root;
  for (const segment of segments) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function describeIssue(issue: Issue, root: unknown): string {
  const value = valueAt(root, issue.path);
  switch (issue.code) {
    case "unrecognized_keys":
      return `unknown key${suggestion(issue.keys[0]!, knownKeys(issue.path))}`;
    case "invalid_value": {
      const options = issue.values.map((option) => JSON.stringify(option));
      const expected = `${options.slice(0, -1).join(", ")} or ${options.at(-1)}`;
      return value === undefined ? `missing: expected ${expected}` : `expected ${expected}, got ${shown(value)}`;
    }
    case "invalid_type":
      return value === undefined
        ? `missing: expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`
        : `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, got ${shown(value)}`;
    case "too_small":
      return issue.origin === "array"
        ? "needs at least one name (leave the key out to keep the default)"
        : "must not be empty";
    default:
      return issue.message;
  }
}

const TYPE_WORDS: Record<string, string> = {
  string: "a string",
  boolean: "true or false",
  array: "a list of names",
  object: "an object",
};

function shown(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const TOP_KEYS = Object.keys(ConfigFileSchema.shape);
const TOOL_KEYS = Object.keys(ConfigToolSchema.shape);

function knownKeys(parentPath: readonly PropertyKey[]): string[] {
  return parentPath.length === 0 ? TOP_KEYS : TOOL_KEYS;
}

/** ` (did you mean "keyFields"?)` for a near miss, else the keys that are allowed there. */
function suggestion(key: string, known: string[]): string {
  const near =
    key.length > 64 ? undefined : known.find((name) => editDistance(name.toLowerCase(), key.toLowerCase()) <= 2);
  return near ? `; did you mean "${near}"?` : ` (allowed: ${known.join(", ")})`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
