import { parseArgs } from "node:util";
import { errorMessage, firstLine } from "../util/text.js";

/** A mistake in how the command was called: exit code 2, one line on stderr. */
export class UsageError extends Error {
  override name = "UsageError";
}

export type FlagType = "string" | "boolean";
export interface FlagSpec {
  type: FlagType;
  /** May be given more than once; the values are collected in order. */
  multiple?: boolean;
}
export type FlagSpecs = Record<string, FlagSpec>;

type FlagValue<S extends FlagSpec> = S["type"] extends "boolean"
  ? S["multiple"] extends true
    ? boolean[]
    : boolean
  : S["multiple"] extends true
    ? string[]
    : string;

export interface ParsedArgs<S extends FlagSpecs> {
  flags: { [K in keyof S]?: FlagValue<S[K]> };
  positionals: string[];
  /** Everything after a bare `--`, untouched (the upstream command of `record`). */
  rest: string[] | null;
}

/**
 * `--flag value` and `--flag=value` both work; unknown flags and missing values are
 * usage errors. A bare `--` ends option parsing and starts `rest`.
 */
export function parseCommandArgs<S extends FlagSpecs>(argv: string[], specs: S, withRest = false): ParsedArgs<S> {
  const dashDash = argv.indexOf("--");
  const given = withRest && dashDash !== -1 ? argv.slice(0, dashDash) : argv;
  const rest = withRest && dashDash !== -1 ? argv.slice(dashDash + 1) : null;
  const { args: own, explicit } = explicitBooleans(given, specs);
  try {
    const { values, positionals, tokens } = parseArgs({
      args: own,
      options: specs as Record<string, { type: FlagType; multiple?: boolean }>,
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
    refuseRepeats([...tokens, ...[...explicit.keys()].map((name) => ({ kind: "option", name }))], specs);
    for (const [name, value] of explicit) (values as Record<string, unknown>)[name] = value;
    return { flags: values as ParsedArgs<S>["flags"], positionals, rest };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(describeParseError(error));
  }
}

/**
 * A flag that takes one value, given twice (`--shard 1/4 … --shard 2/4`), would silently
 * keep the last: which one a script meant is not ours to guess. Repeatable flags collect.
 */
function refuseRepeats(tokens: ReadonlyArray<{ kind: string; name?: string }>, specs: FlagSpecs): void {
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== "option" || token.name === undefined || specs[token.name]?.multiple) continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} given twice; give it once`);
    seen.add(token.name);
  }
}

/**
 * `--flag=true` and `--flag=false` for a boolean flag, so a flag whose default is true
 * (`--fail-on-lost-coverage`) can be turned off. node's parseArgs takes no value for a
 * boolean, so these are taken out before it runs (and count as given, for refuseRepeats).
 */
function explicitBooleans(argv: string[], specs: FlagSpecs): { args: string[]; explicit: Map<string, boolean> } {
  const explicit = new Map<string, boolean>();
  const args: string[] = [];
  for (const arg of argv) {
    if (arg === "--") {
      args.push(...argv.slice(argv.indexOf(arg)));
      break;
    }
    const match = /^--([^=]+)=(true|false)$/.exec(arg);
    const spec = match ? specs[match[1]!] : undefined;
    if (match && spec?.type === "boolean" && !spec.multiple) {
      if (explicit.has(match[1]!)) throw new UsageError(`--${match[1]} given twice; give it once`);
      explicit.set(match[1]!, match[2] === "true");
      continue;
    }
    args.push(arg);
  }
  return { args, explicit };
}

function describeParseError(error: unknown): string {
  const message = errorMessage(error);
  const unknown = /Unknown option '([^']+)'/.exec(message);
  if (unknown) return `unknown flag ${unknown[1]}`;
  const missing = /Option '([^']+?)(?: <value>)?' argument missing/.exec(message);
  if (missing) return `${missing[1]!.replace(/^-\w, /, "")} needs a value`;
  const noValue = /Option '([^']+)' does not take an argument/.exec(message);
  if (noValue) return `${noValue[1]} takes no value`;
  return firstLine(message);
}

/** A finite number within bounds, or a usage error naming the flag. */
export function numberFlag(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const parsed = value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
    throw new UsageError(`--${name} must be a number from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

/** Repeated `--flag KEY=VALUE` pairs; a KEY not matching `namePattern`, or given twice, is a usage error. */
export function keyValueFlags(flag: string, values: string[] | undefined, namePattern: RegExp): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of values ?? []) {
    const equals = item.indexOf("=");
    const key = equals === -1 ? "" : item.slice(0, equals);
    if (!namePattern.test(key))
      throw new UsageError(`--${flag} must be KEY=VALUE with a valid KEY, got "${item.split("=")[0]}…"`);
    // A plain object drops this key without a word (it names the prototype), and so would every reader.
    if (key === "__proto__") throw new UsageError(`--${flag} key "__proto__" is not allowed`);
    if (Object.hasOwn(out, key)) throw new UsageError(`--${flag} ${key} given twice`);
    out[key] = item.slice(equals + 1);
  }
  return out;
}

/** An environment variable's name: what `--upstream-env` accepts as KEY. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The upstream command after a bare `--` (record, doctor, init); a stray argument before it is a mistake. */
export function upstreamCommand(positionals: string[], rest: string[] | null): string[] {
  if (positionals.length > 0)
    throw new UsageError(`unexpected argument "${positionals[0]}" (put the upstream command after --)`);
  if (!rest || rest.length === 0 || rest[0] === "")
    throw new UsageError("give the upstream command after --, e.g. -- node server.js");
  return rest;
}
