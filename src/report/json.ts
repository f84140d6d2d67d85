import type { Report } from "./schema.js";

/** Objects and arrays nested deeper than this are written on one line. */
const PRETTY_DEPTH = 3;

/**
 * The JSON report as written to disk. Key order is fixed by how the report objects are
 * built (replay/replay.ts), so the same input gives the same bytes. The outer levels are
 * indented for people and diffs; each operation, finding and tool is one line, which
 * keeps a report of thousands of operations a fraction of the fully indented size.
 */
export function renderJsonReport(report: Report): string {
  return `${formatJson(report, 0)}\n`;
}

function formatJson(value: unknown, depth: number): string {
  if (value === null || typeof value !== "object" || depth > PRETTY_DEPTH) return JSON.stringify(value);
  const indent = "  ".repeat(depth + 1);
  const closing = "  ".repeat(depth);
  const lines: string[] = [];
  if (Array.isArray(value)) {
    for (const item of value) lines.push(indent + formatJson(item, depth + 1));
    return lines.length === 0 ? "[]" : `[\n${lines.join(",\n")}\n${closing}]`;
  }
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) lines.push(`${indent}${JSON.stringify(key)}: ${formatJson(item, depth + 1)}`);
  }
  return lines.length === 0 ? "{}" : `{\n${lines.join(",\n")}\n${closing}}`;
}
