import type { UpgradeStep } from "../upgrade.js";

/**
 * Schema version 1 as loopgate wrote it until schema 2 (frozen: never import today's types
 * here). What the step to version 2 reads of it is only the top level: every recording
 * listed every operation, so the recordings stay as they are.
 */
interface ReportV1 {
  schemaVersion: 1;
  loopgate: unknown;
  config: unknown;
  [field: string]: unknown;
}

/**
 * 1 → 2: version 2 lists only the operations a reader needs unless `reportOperations` is
 * `all`, and a version-1 report listed them all, so it reads as `all` (placed where version
 * 2 writes it, after `loopgate`), with no `operationsOmitted` on any recording.
 */
export const fromVersion1: UpgradeStep = {
  from: 1,
  upgrade(document) {
    const v1 = document as ReportV1;
    const v2: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(v1)) {
      v2[key] = key === "schemaVersion" ? 2 : value;
      if (key === "loopgate") v2.reportOperations = "all";
    }
    return v2;
  },
};
