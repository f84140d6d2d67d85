import type { ListedTool } from "../recording/model.js";
import type { Json, ToolClass } from "../recording/schema.js";
import { wildcardMatch } from "../util/wildcard.js";
import type { ToolClassification } from "./types.js";

/**
 * J2: the default write verbs. `write` is the pattern `write*`; every other verb is
 * `<verb>_*` and also matches its camelCase (`createBooking`) and kebab-case
 * (`create-booking`) forms, and a tool named just the verb (`block`, `sync`) matches too.
 * Rules version 2 added the verbs from `mark` on, rules version 3 those from `drop` on.
 */
export const DEFAULT_WRITE_VERBS = [
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
  "drop",
  "alter",
  "append",
  "reopen",
  "resolve",
  "terminate",
  "revoke",
  "grant",
  "link",
  "unlink",
  "attach",
  "detach",
  "tag",
  "untag",
  "clear",
  "reset",
  "purge",
  "sync",
  "merge",
  "apply",
  "complete",
  "start",
  "stop",
  "block",
  "unblock",
  "lock",
  "unlock",
  "copy",
  "clone",
  "record",
  "log",
  "advance",
] as const;

/**
 * J2: the default read verbs, exactly these; each is the prefix `<verb>_` and its camelCase
 * and kebab-case forms. Rules version 3 added `count`, `export` and `inspect`.
 */
export const DEFAULT_READ_VERBS = [
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
  "count",
  "export",
  "inspect",
] as const;

/** J2 as the specification writes it: the default write patterns as globs (docs/rules.md lists these). */
export const DEFAULT_WRITE_PATTERNS: readonly string[] = DEFAULT_WRITE_VERBS.map((verb) =>
  verb === "write" ? "write*" : `${verb}_*`,
);
/** J2 as the specification writes it: the default read prefixes (docs/rules.md lists these). */
export const DEFAULT_READ_PREFIXES: readonly string[] = DEFAULT_READ_VERBS.map((verb) => `${verb}_`);

export const DEFAULT_KEY_FIELDS = ["idempotency_key"] as const;

export interface ClassifyOptions {
  /** Globs that are writes; given, they replace the default write patterns (J1). */
  writeTools: readonly string[] | null;
  /** Globs that are writes too, added to the default write patterns (J1, rules version 2); absent = none. */
  addWriteTools?: readonly string[] | null;
  /** Globs that are reads, added to the default read prefixes (J1). */
  readTools: readonly string[] | null;
  /** Key field names; given, they replace `idempotency_key` (J4). */
  keyFields: readonly string[] | null;
}

export interface ToolClassResult {
  class: ToolClass;
  why: string;
  warning?: string;
}

const UNDERSCORE = 95;
const HYPHEN = 45;

/** J2: `verb_…`, kebab-case `verb-…` or camelCase `verbX…`; default patterns only, user globs match literally. */
function hasDefaultVerb(name: string, verb: string): boolean {
  if (!name.startsWith(verb)) return false;
  const next = name.charCodeAt(verb.length);
  return next === UNDERSCORE || next === HYPHEN || (next >= 65 && next <= 90); /* A-Z */
}

const WRITE_VERB_SET: ReadonlySet<string> = new Set(DEFAULT_WRITE_VERBS);

/**
 * J2: `write*` matches any name starting with `write`; the other verbs need a word boundary
 * after them, or end the name (rules version 3: a tool named `block` or `sync` is a write).
 */
export function matchesDefaultWrite(name: string): boolean {
  if (WRITE_VERB_SET.has(name)) return true;
  return DEFAULT_WRITE_VERBS.some((verb) => (verb === "write" ? name.startsWith(verb) : hasDefaultVerb(name, verb)));
}

export function matchesDefaultRead(name: string): boolean {
  return DEFAULT_READ_VERBS.some((verb) => hasDefaultVerb(name, verb));
}

const matchesAny = (globs: readonly string[] | null | undefined, name: string) =>
  globs?.some((glob) => wildcardMatch(glob, name)) ?? false;

/** J1 explicit patterns: `write-tools`, then `add-write-tools`; the name of the option that matched, or null. */
function explicitWriteOption(name: string, options: ClassifyOptions): string | null {
  if (matchesAny(options.writeTools, name)) return "write-tools";
  if (matchesAny(options.addWriteTools, name)) return "add-write-tools";
  return null;
}

/** J1: explicit values only; an annotations object with neither hint falls through (null). */
function annotationClass(listed: ListedTool): ToolClassResult | null {
  const annotations = listed.annotations;
  if (annotations?.readOnlyHint === true) return { class: "read", why: "annotation readOnlyHint: true" };
  if (annotations?.readOnlyHint === false) return { class: "write", why: "annotation readOnlyHint: false" };
  if (annotations?.destructiveHint === true) return { class: "write", why: "annotation destructiveHint: true" };
  return null;
}

/** J1–J3 for one tool name; `listed` is the upstream's tool object, undefined when it did not list it. */
export function classifyTool(name: string, listed: ListedTool | undefined, options: ClassifyOptions): ToolClassResult {
  // J3: only what the upstream listed can be classified.
  if (listed === undefined) return { class: "unclassified", why: "not listed by the upstream" };
  const explicitWrite = explicitWriteOption(name, options);
  const explicitRead = matchesAny(options.readTools, name);
  if (explicitWrite !== null && explicitRead) {
    return {
      class: "write",
      why: explicitWrite,
      warning: `tool "${name}" matches both ${explicitWrite} and read-tools; treated as a write`,
    };
  }
  if (explicitWrite !== null) return { class: "write", why: explicitWrite };
  if (explicitRead) return { class: "read", why: "read-tools" };
  const annotated = annotationClass(listed);
  if (annotated !== null) return annotated;
  // J1: write-tools replaces the default write patterns; add-write-tools and read-tools do not.
  if (options.writeTools === null && matchesDefaultWrite(name)) return { class: "write", why: "default write pattern" };
  if (matchesDefaultRead(name)) return { class: "read", why: "default read prefix" };
  return { class: "unclassified", why: "matches no pattern" };
}

/** J4: names compared ignoring case, `-` and `_`. */
export function normalizeFieldName(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, "");
}

export function keyFieldSet(options: ClassifyOptions): Set<string> {
  return new Set((options.keyFields ?? DEFAULT_KEY_FIELDS).map(normalizeFieldName));
}

/** Top-level properties of the tool's input schema that are key fields (J4, WRITE_WITHOUT_KEY). */
export function schemaKeyFields(tool: ListedTool | undefined, keys: Set<string>): string[] {
  const properties = tool?.inputSchema?.properties;
  if (properties === null || typeof properties !== "object" || Array.isArray(properties)) return [];
  return Object.keys(properties as Record<string, Json>).filter((name) => keys.has(normalizeFieldName(name)));
}

/** Every listed tool with its class, why, and its key fields, sorted by name. */
export function classifyTools(
  tools: readonly ListedTool[],
  options: ClassifyOptions,
): { tools: ToolClassification[]; warnings: string[] } {
  const keys = keyFieldSet(options);
  const warnings: string[] = [];
  const classified = [...tools]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((tool) => {
      const result = classifyTool(tool.name, tool, options);
      if (result.warning) warnings.push(result.warning);
      return { name: tool.name, class: result.class, why: result.why, keyFields: schemaKeyFields(tool, keys) };
    });
  return { tools: classified, warnings };
}
