import type { CaseStatus, ConfigCaseChange, ProposedConfig } from "../report/comparison.js";
import type { Report } from "../report/schema.js";
import { compareCodeUnits } from "../util/text.js";
import { caseSetOfReport, statusOf } from "./cases.js";

const TESTED: ReadonlySet<CaseStatus> = new Set(["PASS", "FAIL", "FLAKY"]);

type ToolClass = ProposedConfig["reclassified"][number]["from"];

/**
 * What a pull request's loopgate.json would change: the same recordings judged with the base
 * commit's config (`judged`) and with the pull request's (`proposed`), compared case by case
 * and tool by tool. Lost coverage fails the check when `lossFails` (the action: fail-on-lost-coverage and
 * fail-on-regression both on).
 */
export function proposedConfigChange(
  judged: Report,
  proposed: Report,
  file: { name: string; change: ProposedConfig["change"] },
  lossFails: boolean,
): ProposedConfig {
  const before = caseSetOfReport(judged);
  const after = caseSetOfReport(proposed);
  const lostCoverage: ConfigCaseChange[] = [];
  const gainedCoverage: ConfigCaseChange[] = [];
  const statusChanges: ConfigCaseChange[] = [];
  for (const [caseId, tally] of before) {
    const other = after.get(caseId);
    if (other === undefined) continue;
    const change = { caseId, from: statusOf(tally), to: statusOf(other) };
    if (change.from === change.to) continue;
    const testedBefore = TESTED.has(change.from);
    const testedAfter = TESTED.has(change.to);
    if (testedBefore && !testedAfter) lostCoverage.push(change);
    else if (!testedBefore && testedAfter) gainedCoverage.push(change);
    else if (testedBefore && testedAfter) statusChanges.push(change);
  }
  return {
    file: file.name,
    change: file.change,
    invalid: null,
    fails: lossFails && lostCoverage.length > 0,
    lostCoverage,
    gainedCoverage,
    statusChanges,
    reclassified: reclassifiedTools(judged, proposed),
  };
}

/** A pull request's config that cannot be read: said, and failing like lost coverage (every run would stop once merged). */
export function invalidProposedConfig(
  file: { name: string; change: ProposedConfig["change"] },
  problem: string,
  lossFails: boolean,
): ProposedConfig {
  return {
    file: file.name,
    change: file.change,
    invalid: problem,
    fails: lossFails,
    lostCoverage: [],
    gainedCoverage: [],
    statusChanges: [],
    reclassified: [],
  };
}

/**
 * The shards' proposals as one: each shard compared only its own cases, so the lists add up.
 * Null when no shard had one (the pull request did not change the config).
 */
export function mergeProposedConfigs(parts: Array<ProposedConfig | undefined>): ProposedConfig | null {
  const present = parts.filter((p): p is ProposedConfig => p !== undefined);
  if (present.length === 0) return null;
  const byCase = (lists: ConfigCaseChange[][]) => lists.flat().sort((a, b) => compareCodeUnits(a.caseId, b.caseId));
  const tools = new Map<string, ProposedConfig["reclassified"][number]>();
  for (const p of present) for (const r of p.reclassified) tools.set(r.tool, r);
  const first = present[0]!;
  return {
    file: first.file,
    change: first.change,
    invalid: present.find((p) => p.invalid !== null)?.invalid ?? null,
    fails: present.some((p) => p.fails),
    lostCoverage: byCase(present.map((p) => p.lostCoverage)),
    gainedCoverage: byCase(present.map((p) => p.gainedCoverage)),
    statusChanges: byCase(present.map((p) => p.statusChanges)),
    reclassified: [...tools.values()].sort((a, b) => compareCodeUnits(a.tool, b.tool)),
  };
}

/** Each tool's class over every recording of a run; a tool classified differently in different recordings is left out. */
function toolClasses(report: Report): Map<string, ToolClass | null> {
  const classes = new Map<string, ToolClass | null>();
  for (const recording of report.recordings) {
    for (const tool of recording.coverage?.tools ?? []) {
      const seen = classes.get(tool.name);
      classes.set(tool.name, seen === undefined || seen === tool.class ? tool.class : null);
    }
  }
  return classes;
}

function reclassifiedTools(judged: Report, proposed: Report): ProposedConfig["reclassified"] {
  const before = toolClasses(judged);
  const after = toolClasses(proposed);
  const out: ProposedConfig["reclassified"] = [];
  for (const tool of [...before.keys()].sort(compareCodeUnits)) {
    const from = before.get(tool);
    const to = after.get(tool);
    if (from && to && from !== to) out.push({ tool, from, to });
  }
  return out;
}
