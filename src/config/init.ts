import {
  classifyTools,
  DEFAULT_KEY_FIELDS,
  type ClassifySettings,
  type OperationValueClass,
} from "../judge/classify.js";
import type { ToolClassification } from "../judge/types.js";
import type { ListedTool } from "../recording/model.js";
import type { ConfigFile, ConfigTool } from "./schema.js";

/** What `loopgate init` writes beside every tool it could not classify: the decision and how to make it. */
export const UNCLASSIFIED_TODO =
  'decide: "write" if a second identical call would act again (book, pay, send, change data), "read" if it only looks; until then it is passed through and never tested';

/**
 * The file `loopgate init` writes: the settings it ran with, spelled out so they can be
 * edited, and every listed tool with its class (J1–J3), why, key fields (J4) and declared
 * idempotentHint (J29).
 */
export function configFromListing(
  listed: readonly ListedTool[],
  options: ClassifySettings,
): { file: ConfigFile; classified: ToolClassification[] } {
  const byName = new Map(listed.map((tool) => [tool.name, tool]));
  const tools: Record<string, ConfigTool> = {};
  const { tools: classified } = classifyTools(listed, options);
  for (const tool of classified) {
    // loopgate.json refuses this name (a JSON reader would set the prototype): init says so instead.
    if (tool.name === "__proto__") continue;
    const entry: ConfigTool = tool.operations ? byOperationEntry(tool.operations) : { class: tool.class };
    if (tool.class === "unclassified" && !tool.operations) entry.todo = UNCLASSIFIED_TODO;
    entry.why = tool.why;
    if (tool.keyFields.length > 0) entry.keyFields = tool.keyFields;
    // J29 concerns writes; a read's hint says nothing a test depends on.
    if (tool.class !== "read" && byName.get(tool.name)?.annotations?.idempotentHint === true)
      entry.idempotentHint = true;
    tools[tool.name] = entry;
  }
  const file = {
    ...(options.writeTools === null ? {} : { writeTools: [...options.writeTools] }),
    addWriteTools: [...(options.addWriteTools ?? [])],
    readTools: [...(options.readTools ?? [])],
    keyFields: [...(options.keyFields ?? DEFAULT_KEY_FIELDS)],
    distrustIdempotentHint: options.distrustIdempotentHint === true,
    tools,
  };
  return { file, classified };
}

/** What `loopgate init` writes beside a multi-operation tool with a value it could not classify (J2b). */
export const OPERATION_TODO =
  'decide each "todo" value: "write" if a second identical call with it would act again, "read" if it only looks; until then such calls are classified as the whole tool is';

/**
 * J2b: a tool classified per call is written as `by-operation`, each value with the class its
 * verb gave it; a value that fell back to an undecided tool is `todo`, for the user to decide.
 */
function byOperationEntry(operations: NonNullable<ToolClassification["operations"]>): ConfigTool {
  const map: Record<string, OperationValueClass> = {};
  for (const { value, class: cls } of operations.values) {
    Object.defineProperty(map, value, {
      value: cls === "unclassified" ? "todo" : cls,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const entry: ConfigTool = { class: "by-operation", operations: map };
  if (Object.values(map).includes("todo")) entry.todo = OPERATION_TODO;
  return entry;
}

const WIDTH = 120;

/**
 * JSON as a person would lay it out: the top level and the `tools` map one entry per line,
 * anything else on one line when it fits in 120 columns, so each tool reads as one line
 * and a long one (an unclassified tool with its todo) stands out, expanded.
 */
export function formatConfigFile(file: ConfigFile): string {
  return `${layout(file, "", 0, 0)}\n`;
}

function layout(value: unknown, indent: string, column: number, depth: number): string {
  const flat = inline(value);
  if (value === null || typeof value !== "object") return flat;
  const forced = depth < 2 && !Array.isArray(value);
  if (!forced && column + flat.length + 1 <= WIDTH) return flat;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => `${inner}${layout(item, inner, inner.length, depth + 1)}`)
    : Object.entries(value).map(([key, item]) => {
        const prefix = `${inner}${JSON.stringify(key)}: `;
        return `${prefix}${layout(item, inner, prefix.length, depth + 1)}`;
      });
  if (items.length === 0) return flat;
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return `${open}\n${items.join(",\n")}\n${indent}${close}`;
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`);
  return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
}
