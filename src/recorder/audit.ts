import { classifyTools, DEFAULT_KEY_FIELDS, normalizeFieldName, type ClassifyOptions } from "../judge/classify.js";
import type { ListedTool } from "../recording/model.js";
import type { Json } from "../recording/schema.js";
import type { ToolClassification } from "../judge/types.js";

/** Read tools that take one free-text argument can find a record by whatever the agent knows. */
const SEARCH_PREFIXES = ["search", "find", "query", "lookup"];

export interface WriteToolAudit {
  name: string;
  keyFields: string[];
  /** Read tools the agent can call with only what it sent in the write: how it verifies after a lost answer. */
  verifiers: { tool: string; by: string }[];
}

export interface ToolAudit {
  tools: ToolClassification[];
  writes: WriteToolAudit[];
  warnings: string[];
  /** Reasons the upstream is not usable for judged recordings; empty when it is. */
  problems: string[];
}

function propertiesOf(tool: ListedTool): string[] {
  const properties = tool.inputSchema?.properties;
  return properties && typeof properties === "object" && !Array.isArray(properties)
    ? Object.keys(properties as Record<string, Json>)
    : [];
}

function requiredOf(tool: ListedTool): string[] {
  const required = tool.inputSchema?.required;
  return Array.isArray(required) ? required.filter((item): item is string => typeof item === "string") : [];
}

/** `booking_id`, `bookingId`, `id`, `uuid`: values the server hands out, which a ghost write never returned. */
function isIdentifier(field: string): boolean {
  const name = normalizeFieldName(field);
  return name === "id" || name.endsWith("id") || name.endsWith("uuid");
}

function verifierFor(write: ListedTool, read: ListedTool): string | null {
  const writeFields = new Set(propertiesOf(write).map(normalizeFieldName));
  const readProperties = propertiesOf(read);
  const required = requiredOf(read);
  const shared = readProperties.filter((field) => writeFields.has(normalizeFieldName(field)));
  const unknownRequired = required.filter((field) => !writeFields.has(normalizeFieldName(field)));
  if (unknownRequired.length === 0) {
    if (shared.length > 0) return `by ${shared.join(", ")}`;
    if (required.length === 0) return "no argument (lists everything)";
    return null;
  }
  const isSearch = SEARCH_PREFIXES.some((prefix) => read.name.startsWith(prefix));
  if (isSearch && unknownRequired.length === 1 && !isIdentifier(unknownRequired[0]!))
    return `search by ${unknownRequired[0]}`;
  return null;
}

/** `loopgate doctor`'s audit: classification (J1–J4) plus what an agent needs to handle a fault safely. */
export function auditTools(listed: ListedTool[], options: ClassifyOptions): ToolAudit {
  const { tools, warnings } = classifyTools(listed, options);
  const byName = new Map(listed.map((tool) => [tool.name, tool]));
  const keyNames = (options.keyFields ?? DEFAULT_KEY_FIELDS).join(", ");
  const problems: string[] = [];
  const reads = tools.filter((tool) => tool.class === "read").map((tool) => byName.get(tool.name)!);
  const writes: WriteToolAudit[] = [];
  for (const tool of tools.filter((item) => item.class === "write")) {
    const listedTool = byName.get(tool.name)!;
    const verifiers: WriteToolAudit["verifiers"] = [];
    for (const read of reads) {
      const by = verifierFor(listedTool, read);
      if (by !== null) verifiers.push({ tool: read.name, by });
    }
    writes.push({ name: tool.name, keyFields: tool.keyFields, verifiers });
    if (tool.keyFields.length === 0) {
      problems.push(`${tool.name}: no key field (${keyNames}) in its input schema: an agent cannot retry it safely`);
    }
    if (verifiers.length === 0) {
      problems.push(
        `${tool.name}: no read tool can find its record without an id the agent never received after a lost answer`,
      );
    }
  }
  if (writes.length === 0) problems.push("no write tool: no scenario can trigger (classify tools with --write-tools)");
  const unclassified = tools.filter((tool) => tool.class === "unclassified").map((tool) => tool.name);
  if (unclassified.length > 0)
    warnings.push(`unclassified (passed through, never faulted, not judged): ${unclassified.join(", ")}`);
  return { tools, writes, warnings, problems };
}

export function formatAudit(audit: ToolAudit): string {
  const lines: string[] = [];
  const width = Math.min(40, Math.max(4, ...audit.tools.map((tool) => tool.name.length)));
  lines.push(`tools (${audit.tools.length}):`);
  for (const tool of audit.tools) {
    const keys = tool.keyFields.length > 0 ? `  key fields: ${tool.keyFields.join(", ")}` : "";
    lines.push(`  ${tool.class.padEnd(12)} ${tool.name.padEnd(width)}  (${tool.why})${keys}`);
  }
  if (audit.writes.length > 0) {
    lines.push("", "verification after a lost answer:");
    for (const write of audit.writes) {
      const how =
        write.verifiers.length > 0 ? write.verifiers.map((item) => `${item.tool} (${item.by})`).join("; ") : "none";
      lines.push(`  ${write.name}: ${how}`);
    }
  }
  for (const warning of audit.warnings) lines.push(`warning: ${warning}`);
  if (audit.problems.length > 0) {
    lines.push("", "not usable:");
    for (const problem of audit.problems) lines.push(`  - ${problem}`);
  } else {
    lines.push("", "usable: every write tool has a key field and a way to verify it");
  }
  return lines.join("\n");
}
