import type { ListedTool } from "../recording/model.js";
import type { Json, ToolClass } from "../recording/schema.js";
import { wildcardMatch } from "../util/wildcard.js";
import type { ToolClassification } from "./types.js";

/** J2: default write patterns, written as their prefix; `write` is `write*`, the rest `<prefix>_*`. */
const DEFAULT_WRITE_PREFIXES = [
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
] as const;
/** J2: default read prefixes, exactly these. */
const DEFAULT_READ_PREFIXES = [
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
] as const;
export const DEFAULT_KEY_FIELDS = ["idempotency_key"] as const;

export interface ClassifyOptions {
  /** Globs that are writes; given, they replace the default write patterns (J1). */
  writeTools: readonly string[] | null;
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

/** `prefix_…` or camelCase `prefixX…` (J2: default patterns also match camelCase). */
function hasDefaultPrefix(name: string, prefix: string): boolean {
  if (!name.startsWith(prefix)) return false;
  const next = name.charCodeAt(prefix.length);
  return next === 95 /* _ */ || (next >= 65 && next <= 90); /* A-Z */
}

function matchesDefaultWrite(name: string): boolean {
  return name.startsWith("write") || DEFAULT_WRITE_PREFIXES.some((prefix) => hasDefaultPrefix(name, prefix));
}

function matchesDefaultRead(name: string): boolean {
  return DEFAULT_READ_PREFIXES.some((prefix) => hasDefaultPrefix(name, prefix));
}

/** J1–J3 for one tool name; `listed` is the upstream's tool object, undefined when it did not list it. */
export function classifyTool(name: string, listed: ListedTool | undefined, options: ClassifyOptions): ToolClassResult {
  if (listed === undefined) return { class: "unclassified", why: "not listed by the upstream" };
  const explicitWrite = options.writeTools?.some((glob) => wildcardMatch(glob, name)) ?? false;
  const explicitRead = options.readTools?.some((glob) => wildcardMatch(glob, name)) ?? false;
  if (explicitWrite && explicitRead) {
    return {
      class: "write",
      why: "write-tools",
      warning: `tool "${name}" matches both write-tools and read-tools; treated as a write`,
    };
  }
  if (explicitWrite) return { class: "write", why: "write-tools" };
  if (explicitRead) return { class: "read", why: "read-tools" };
  const annotations = listed.annotations;
  if (annotations?.readOnlyHint === true) return { class: "read", why: "annotation readOnlyHint: true" };
  if (annotations?.readOnlyHint === false) return { class: "write", why: "annotation readOnlyHint: false" };
  if (annotations?.destructiveHint === true) return { class: "write", why: "annotation destructiveHint: true" };
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
