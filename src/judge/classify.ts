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

/**
 * The classification settings (J1, J2b, J4, J29) as one object, passed whole from where they
 * are resolved (a config file and flags, an action's inputs, a recording's header) to where
 * they apply; a new setting is added here, in its builders (src/judge/settings.ts,
 * src/config/resolve.ts) and where it is used, never copied field by field in between.
 * `null` means "not stated": the classifier then uses the default, replay the recording's.
 */
export interface ClassifySettings {
  /** Globs that are writes; given, they replace the default write patterns (J1). */
  writeTools: string[] | null;
  /** Globs that are writes too, added to the default write patterns (J1, rules version 2). */
  addWriteTools: string[] | null;
  /** Globs that are reads, added to the default read prefixes (J1). */
  readTools: string[] | null;
  /** Key field names; given, they replace `idempotency_key` (J4). */
  keyFields: string[] | null;
  /** J29: true judges tools declaring `idempotentHint: true` like any other write. */
  distrustIdempotentHint: boolean | null;
  /** J2b: value classes the configuration sets for tools it splits per operation. */
  operations: ConfiguredOperations | null;
  /** J29 (rules version 3): tools the configuration declares `"idempotent": true`, sorted. */
  idempotentTools: string[] | null;
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
function explicitWriteOption(name: string, options: ClassifySettings): string | null {
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
export function classifyTool(name: string, listed: ListedTool | undefined, options: ClassifySettings): ToolClassResult {
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

export function keyFieldSet(options: ClassifySettings): Set<string> {
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
  options: ClassifySettings,
): { tools: ToolClassification[]; warnings: string[]; classifiers: Map<string, CallClassifier> } {
  const keys = keyFieldSet(options);
  const warnings: string[] = [];
  const classifiers = new Map<string, CallClassifier>();
  const classified = [...tools]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((tool) => {
      const classes = classifyToolCalls(tool.name, tool, options);
      if (classes.tool.warning) warnings.push(classes.tool.warning);
      if (!classifiers.has(tool.name)) classifiers.set(tool.name, new CallClassifier(classes));
      return { name: tool.name, ...wholeClass(classes), keyFields: schemaKeyFields(tool, keys), ...splitOf(classes) };
    });
  return { tools: classified, warnings, classifiers };
}

/** A split tool (J2b) is a write tool when a value is a write, else a read tool when one is a read. */
function wholeClass({ tool, split }: ToolCallClasses): { class: ToolClass; why: string } {
  if (split === null) return { class: tool.class, why: tool.why };
  const classes = new Set(split.values.map((value) => value.class));
  const cls = classes.has("write") ? "write" : classes.has("read") ? "read" : tool.class;
  return { class: cls, why: `per operation (J2b); otherwise ${tool.why}` };
}

function splitOf({ split }: ToolCallClasses): Pick<ToolClassification, "operations"> {
  return split === null ? {} : { operations: { field: split.field, values: split.values } };
}

/** J2b: the input fields that name a multi-operation tool's operation, in the order they are looked for. */
export const OPERATION_FIELDS = ["operation", "action", "op", "method", "mode", "command"] as const;

/** J2b: what a value's class is set to in the configuration (`"class": "by-operation"`); `todo` is not decided. */
export type OperationValueClass = "write" | "read" | "todo";
/** J2b: per tool, the classes the configuration gives its operation values. */
export type ConfiguredOperations = Readonly<Record<string, Readonly<Record<string, OperationValueClass>>>>;

/** J2b: a listed tool's operation field and the values its schema allows, in schema order without repeats. */
export interface OperationField {
  field: string;
  values: string[];
}

const READ_VERB_SET: ReadonlySet<string> = new Set(DEFAULT_READ_VERBS);

const isJsonObject = (value: Json | undefined): value is Record<string, Json> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** J2b: the first top-level string property named like an operation whose `enum` has two or more values. */
export function operationField(listed: ListedTool | undefined): OperationField | null {
  const properties = listed?.inputSchema?.properties;
  if (!isJsonObject(properties)) return null;
  for (const field of OPERATION_FIELDS) {
    if (!Object.hasOwn(properties, field)) continue;
    const schema = properties[field];
    if (!isJsonObject(schema) || !Array.isArray(schema.enum)) continue;
    if (schema.type !== undefined && schema.type !== "string") continue;
    const values = [...new Set(schema.enum.filter((value): value is string => typeof value === "string"))];
    if (values.length >= 2) return { field, values };
  }
  return null;
}

/** J2b: the class a value names by itself: a default write verb (J2) is a write, a read verb a read. */
export function operationVerbClass(value: string): "write" | "read" | null {
  if (WRITE_VERB_SET.has(value)) return "write";
  if (READ_VERB_SET.has(value)) return "read";
  return null;
}

/** J2b: one operation value of a tool classified per call, and what decided its class. */
export interface OperationValue {
  value: string;
  class: ToolClass;
  why: string;
}

/** J1–J3 and J2b for one tool: how each of its calls is classified. */
export interface ToolCallClasses {
  /** The tool's own class (J1–J3): every call's class unless `split` decides it. */
  tool: ToolClassResult;
  /** J2b: set when the tool's calls are classified by the value of `field`. */
  split: { field: string; values: OperationValue[] } | null;
}

/** J1: what the user said about the tool as a whole; it applies to every call, so J2b never splits it. */
const USER_CLASSIFIED: ReadonlySet<string> = new Set(["write-tools", "add-write-tools", "read-tools"]);

function configuredFor(name: string, options: ClassifySettings): Readonly<Record<string, OperationValueClass>> | null {
  const operations = options.operations;
  return operations && Object.hasOwn(operations, name) ? operations[name]! : null;
}

/** J2b for one value: the configuration's class, else the verb it is, else the tool's own class. */
function valueClass(
  value: string,
  configured: Readonly<Record<string, OperationValueClass>> | null,
  tool: ToolClassResult,
): OperationValue {
  const set = configured !== null && Object.hasOwn(configured, value) ? configured[value] : undefined;
  if (set === "write" || set === "read") return { value, class: set, why: "loopgate.json operations" };
  const verb = operationVerbClass(value);
  if (verb !== null) return { value, class: verb, why: `${verb} verb` };
  return { value, class: tool.class, why: `falls back: ${tool.why}` };
}

/**
 * J1–J3 and J2b for one listed tool. A tool with an operation field (J2b) that the user did
 * not classify as a whole is split per value; the configuration's `operations` map may name
 * values the schema does not list.
 */
export function classifyToolCalls(
  name: string,
  listed: ListedTool | undefined,
  options: ClassifySettings,
): ToolCallClasses {
  const tool = classifyTool(name, listed, options);
  if (listed === undefined || USER_CLASSIFIED.has(tool.why)) return { tool, split: null };
  const field = operationField(listed);
  if (field === null) return { tool, split: null };
  const configured = configuredFor(name, options);
  const values = [...new Set([...field.values, ...Object.keys(configured ?? {})])];
  return { tool, split: { field: field.field, values: values.map((value) => valueClass(value, configured, tool)) } };
}

/** J2b: one call's class and, when its tool is split, the value that decided it. */
export interface CallClass {
  class: ToolClass;
  /** `operation=create`: the field and value of a split tool's call; null when the tool is not split. */
  operation: string | null;
}

/** Classifies the calls of one tool, looking values up in a map built once. */
export class CallClassifier {
  private readonly byValue = new Map<string, ToolClass>();
  private readonly whole: CallClass;

  constructor(readonly classes: ToolCallClasses) {
    this.whole = { class: classes.tool.class, operation: null };
    for (const value of classes.split?.values ?? []) this.byValue.set(value.value, value.class);
  }

  /** J2b: by the value the call carries; a value outside the schema by its verb; none, or no string, as the tool. */
  classify(args: Record<string, Json>): CallClass {
    const split = this.classes.split;
    if (split === null) return this.whole;
    const value = Object.hasOwn(args, split.field) ? args[split.field] : undefined;
    if (typeof value !== "string") return { class: this.whole.class, operation: null };
    const known = this.byValue.get(value);
    const cls = known ?? valueClass(value, null, this.classes.tool).class;
    return { class: cls, operation: `${split.field}=${value}` };
  }
}

/** How reports name a call: `tool(operation=value)` for a tool classified per call (J2b), else the tool. */
export function callLabel(tool: string, operation: string | null): string {
  return operation === null ? tool : `${tool}(${operation})`;
}
