/** Header labels that name a case explicitly, first present wins. */
export const CASE_LABELS = ["case", "case_id", "caseId"] as const;

const RUN_FILE = /^(?:run[-_]?)?\d+$/i;
const RUN_SUFFIX = /[-_.](?:run[-_]?|r)?\d+$/i;

/**
 * A recording's case: the `case` label, else its path without `.jsonl` and without a
 * trailing run number (`-3`, `_3`, `.3`, `-run3`, `-run-3`, `_r3`; a file named only
 * `3.jsonl` or `run-3.jsonl` belongs to its folder's case), so repeated runs of one case
 * group together (docs/gate.md).
 */
export function caseIdOf(path: string, labels: Record<string, string>): string {
  for (const label of CASE_LABELS) {
    const value = labels[label];
    if (value !== undefined && value.trim() !== "") return value.trim();
  }
  const withoutExtension = path.replace(/\.jsonl$/, "");
  const slash = withoutExtension.lastIndexOf("/");
  const base = withoutExtension.slice(slash + 1);
  if (RUN_FILE.test(base) && slash > 0) return withoutExtension.slice(0, slash);
  const stripped = base.replace(RUN_SUFFIX, "");
  return stripped === "" ? withoutExtension : withoutExtension.slice(0, slash + 1) + stripped;
}
