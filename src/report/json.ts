import type { Report } from "./schema.js";

/**
 * The JSON report as written to disk. Key order is fixed by how the report objects are
 * built (replay/replay.ts), so the same input gives the same bytes.
 */
export function renderJsonReport(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
