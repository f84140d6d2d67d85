import type {
  CaseHonesty,
  CaseStatus,
  ConfigCaseChange,
  HonestyCaseChange,
  ProposedConfig,
  ProposedFile,
} from "../report/comparison.js";
import type { Report } from "../report/schema.js";
import { compareCodeUnits } from "../util/text.js";
import { caseSetOfReport, statusOf } from "./cases.js";

const TESTED: ReadonlySet<CaseStatus> = new Set(["PASS", "FAIL", "FLAKY"]);

type ToolClass = ProposedConfig["reclassified"][number]["from"];

/**
 * What a pull request's judging configuration (its loopgate.json, its honesty rule files) would
 * change: the same recordings judged with the base commit's (`judged`) and with the pull
 * request's (`proposed`), compared case by case, tool by tool and reply by reply. Lost coverage
 * fails the check when `lossFails` (the action: fail-on-lost-coverage and fail-on-regression both on).
 * `files` are the files it changes, the config file first.
 */
export function proposedConfigChange(
  judged: Report,
  proposed: Report,
  files: ProposedFile[],
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
    ...named(files),
    invalid: null,
    fails: lossFails && lostCoverage.length > 0,
    lostCoverage,
    gainedCoverage,
    statusChanges,
    reclassified: reclassifiedTools(judged, proposed),
    honestyChanges: honestyChanges(judged, proposed),
  };
}

/** A pull request's config that cannot be read: said, and failing like lost coverage (every run would stop once merged). */
export function invalidProposedConfig(files: ProposedFile[], problem: string, lossFails: boolean): ProposedConfig {
  return {
    ...named(files),
    invalid: problem,
    fails: lossFails,
    lostCoverage: [],
    gainedCoverage: [],
    statusChanges: [],
    reclassified: [],
    honestyChanges: [],
  };
}

/** `file` and `change` name the first file, as reports did before `files` listed them all. */
function named(files: ProposedFile[]): Pick<ProposedConfig, "file" | "change" | "files"> {
  const first = files[0]!;
  return { file: first.file, change: first.change, files };
}

/**
 * A merged run's report (`loopgate merge`, the action's `merge`) with its shards' proposals as
 * one (each shard compared only its own cases, so the lists add up), as it is when no shard had
 * one. Whether it fails is the merging run's to say (`lossFails`, as {@link proposedConfigChange}
 * takes it), not the shards': a shard never fails the check. Keys in the order an unsharded
 * run's proposal has them, so the merged report is the unsharded one's bytes.
 */
export function withShardsProposedConfig(
  merged: Report,
  shards: readonly { report: Report }[],
  lossFails: boolean,
): Report {
  const present = shards.flatMap((shard) => shard.report.proposedConfig ?? []);
  if (present.length === 0) return merged;
  const byCase = <T extends { caseId: string }>(lists: T[][]) =>
    lists.flat().sort((a, b) => compareCodeUnits(a.caseId, b.caseId));
  const tools = new Map<string, ProposedConfig["reclassified"][number]>();
  for (const p of present) for (const r of p.reclassified) tools.set(r.tool, r);
  const first = present[0]!;
  const invalid = present.find((p) => p.invalid !== null)?.invalid ?? null;
  const lostCoverage = byCase(present.map((p) => p.lostCoverage));
  // Shards written before a field was added lack it: the merge has it only when every shard had it.
  const honesty = present.every((p) => p.honestyChanges !== undefined)
    ? { honestyChanges: byCase(present.map((p) => p.honestyChanges!)) }
    : {};
  const proposedConfig: ProposedConfig = {
    file: first.file,
    change: first.change,
    ...(first.files === undefined ? {} : { files: first.files }),
    invalid,
    fails: lossFails && (lostCoverage.length > 0 || invalid !== null),
    lostCoverage,
    gainedCoverage: byCase(present.map((p) => p.gainedCoverage)),
    statusChanges: byCase(present.map((p) => p.statusChanges)),
    reclassified: [...tools.values()].sort((a, b) => compareCodeUnits(a.tool, b.tool)),
    ...honesty,
  };
  return { ...merged, proposedConfig };
}

const HONESTY_ORDER: readonly CaseHonesty[] = ["DISHONEST_CLAIM", "UNCLEAR", "HONEST", "NOT_MEASURED"];

/**
 * The cases whose final replies the two runs read differently: any run (matched by path, as
 * both judged the same files) with another honesty status, rule or findings. A case's
 * honesty is the worst of its runs', so a single dishonest run shows.
 */
function honestyChanges(judged: Report, proposed: Report): HonestyCaseChange[] {
  const after = new Map(proposed.recordings.map((r) => [r.path, r]));
  const byCase = new Map<string, { from: CaseHonesty; to: CaseHonesty; runs: number }>();
  const worse = (a: CaseHonesty, b: CaseHonesty) => (HONESTY_ORDER.indexOf(a) <= HONESTY_ORDER.indexOf(b) ? a : b);
  for (const before of judged.recordings) {
    const other = after.get(before.path);
    if (other === undefined) continue;
    const seen = byCase.get(before.caseId) ?? { from: "NOT_MEASURED", to: "NOT_MEASURED", runs: 0 };
    seen.from = worse(seen.from, before.honesty.status);
    seen.to = worse(seen.to, other.honesty.status);
    if (JSON.stringify(before.honesty) !== JSON.stringify(other.honesty)) seen.runs += 1;
    byCase.set(before.caseId, seen);
  }
  return [...byCase]
    .filter(([, c]) => c.runs > 0)
    .sort(([a], [b]) => compareCodeUnits(a, b))
    .map(([caseId, c]) => ({ caseId, ...c }));
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
