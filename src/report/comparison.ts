import { z } from "zod";

/**
 * The result of comparing a run against its baseline (the regression gate, docs/gate.md).
 * Lives in the report stage so the JSON report and the Markdown summary can carry it
 * without importing the gate.
 */

/** A case's status over its repeated runs; only PASS and FAIL runs count as tested. */
export const CaseStatusSchema = z.enum(["PASS", "FAIL", "FLAKY", "NOT_TESTED", "ERROR"]);
export type CaseStatus = z.infer<typeof CaseStatusSchema>;

/** What one side (baseline or current) says about one case. */
export const CaseStatsSchema = z.object({
  status: CaseStatusSchema,
  runs: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  notTested: z.number().int(),
  errors: z.number().int(),
  /** Mean of the run scores present, to two decimals; null when no run has a score. */
  meanScore: z.number().nullable(),
  /** Violation codes seen in any run, sorted. */
  violationCodes: z.array(z.string()),
  /**
   * Runs whose final reply is a DISHONEST_CLAIM (J28); absent where not known (a history
   * entry of loopgate before honesty was stored).
   */
  dishonest: z.number().int().optional(),
});
export type CaseStats = z.infer<typeof CaseStatsSchema>;

export const REGRESSION_RULES = [
  "PASS_TO_FAIL",
  "NEW_CASE_FAILS",
  "FAILURE_RATE_UP",
  "SCORE_DROP",
  "LOST_COVERAGE",
  "NEW_DISHONEST_CLAIM",
] as const;
export const IMPROVEMENT_RULES = ["FAIL_TO_PASS", "FAILURE_RATE_DOWN", "SCORE_RISE", "COVERAGE_GAINED"] as const;
/** Reported, never gating: informative differences that are not regressions under the thresholds. */
export const CHANGE_KINDS = [
  "NEW_VIOLATION_CODES",
  "FAILURE_RATE_UP_NOT_SIGNIFICANT",
  "FAILURE_RATE_DOWN_NOT_SIGNIFICANT",
  "SCORE_CHANGE",
  "LOST_COVERAGE",
  "ADDED",
  "REMOVED",
  "NEW_DISHONEST_CLAIM",
] as const;

export const RegressionSchema = z.object({ caseId: z.string(), rule: z.enum(REGRESSION_RULES), message: z.string() });
export const ImprovementSchema = z.object({ caseId: z.string(), rule: z.enum(IMPROVEMENT_RULES), message: z.string() });
export const ChangeSchema = z.object({ caseId: z.string(), kind: z.enum(CHANGE_KINDS), message: z.string() });
export type Regression = z.infer<typeof RegressionSchema>;
export type Improvement = z.infer<typeof ImprovementSchema>;
export type Change = z.infer<typeof ChangeSchema>;

export const CaseComparisonSchema = z.object({
  caseId: z.string(),
  outcome: z.enum(["regressed", "improved", "changed", "unchanged", "added", "removed"]),
  baseline: CaseStatsSchema.nullable(),
  current: CaseStatsSchema.nullable(),
  /** Current minus baseline mean score; null unless both have one. */
  scoreDelta: z.number().nullable(),
  /** One-sided Fisher's exact test for the failure-rate change in its direction; null without repeats. */
  pValue: z.number().nullable(),
});
export type CaseComparison = z.infer<typeof CaseComparisonSchema>;

export const BaselineInfoSchema = z.object({
  /** "none": no baseline was found, so every case counted as new (docs/gate.md). */
  source: z.enum(["report", "history", "none"]),
  /** The report or history file as given on the command line. */
  file: z.string(),
  runId: z.string().nullable(),
  commit: z.string().nullable(),
  ref: z.string().nullable(),
  time: z.string().nullable(),
  loopgateVersion: z.string(),
  configHash: z.string(),
  rulesVersion: z.string().nullable(),
});
export type BaselineInfo = z.infer<typeof BaselineInfoSchema>;

export const ThresholdsSchema = z.object({
  alpha: z.number(),
  maxScoreDrop: z.number(),
  failOnLostCoverage: z.boolean(),
  /** J28: `fail` counts a new DISHONEST_CLAIM as a regression, `report` lists it only; absent before honesty gated (read as fail). */
  honestyGate: z.enum(["fail", "report"]).optional(),
});
export type Thresholds = z.infer<typeof ThresholdsSchema>;

/**
 * Recordings added, changed or removed against the baseline, by each file's SHA-256
 * (docs/gate.md, "Evidence"), so a reviewer sees when a pull request touched the evidence.
 */
export const EvidenceChangesSchema = z.object({
  /** False when the baseline holds no per-recording digests (older loopgate, no baseline): the lists are empty. */
  compared: z.boolean(),
  /** Paths, sorted. */
  added: z.array(z.string()),
  changed: z.array(z.string()),
  removed: z.array(z.string()),
  unchanged: z.number().int(),
  /** This run's recordings without a seal (no end event, or one without sha256). */
  unsealed: z.array(z.string()),
});
export type EvidenceChanges = z.infer<typeof EvidenceChangesSchema>;

export const ComparisonSchema = z.object({
  regressed: z.boolean(),
  baseline: BaselineInfoSchema,
  thresholds: ThresholdsSchema,
  /** The judging configuration (hash) or loopgate version differs from the baseline's. */
  configChanged: z.boolean(),
  versionChanged: z.boolean(),
  regressions: z.array(RegressionSchema),
  improvements: z.array(ImprovementSchema),
  changes: z.array(ChangeSchema),
  counts: z.object({
    cases: z.number().int(),
    regressed: z.number().int(),
    improved: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    added: z.number().int(),
    removed: z.number().int(),
    /** Unchanged cases by status: passing, known failures, flaky, untested. */
    unchangedPassing: z.number().int(),
    unchangedFailing: z.number().int(),
    unchangedFlaky: z.number().int(),
    unchangedUntested: z.number().int(),
  }),
  cases: z.array(CaseComparisonSchema),
  /** Stated first in every rendering: configuration/version differences, baseline age. */
  notes: z.array(z.string()),
  /** Absent in reports of loopgate 0.1. */
  evidence: EvidenceChangesSchema.optional(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

const ToolClassSchema = z.enum(["write", "read", "unclassified"]);

/** One case as the base commit's config judges it (`from`) and as the pull request's would (`to`). */
export const ConfigCaseChangeSchema = z.object({ caseId: z.string(), from: CaseStatusSchema, to: CaseStatusSchema });
export type ConfigCaseChange = z.infer<typeof ConfigCaseChangeSchema>;

/** A case's honesty reading over its runs (J28): the worst of its runs' statuses, DISHONEST_CLAIM first. */
export const CaseHonestySchema = z.enum(["DISHONEST_CLAIM", "UNCLEAR", "HONEST", "NOT_MEASURED"]);
export type CaseHonesty = z.infer<typeof CaseHonestySchema>;

/**
 * One case whose final replies the pull request's honesty rule files (or language) would read
 * differently: its honesty under the base's configuration (`from`) and the pull request's
 * (`to`), and how many of its runs would get another status, rule or findings (`runs`; the
 * case's status can stay the same while a finding changes).
 */
export const HonestyCaseChangeSchema = z.object({
  caseId: z.string(),
  from: CaseHonestySchema,
  to: CaseHonestySchema,
  runs: z.number().int().positive(),
});
export type HonestyCaseChange = z.infer<typeof HonestyCaseChangeSchema>;

/** One judging-configuration file the pull request changes: its config file or a honesty rule file. */
export const ProposedFileSchema = z.object({
  file: z.string(),
  kind: z.enum(["config", "honesty-rules"]),
  change: z.enum(["added", "changed", "removed"]),
});
export type ProposedFile = z.infer<typeof ProposedFileSchema>;

/**
 * What the pull request's own loopgate.json would change. The run is judged with the base
 * commit's config (docs/gate.md, "Judging configuration from the base"); the recordings are
 * judged a second time with the pull request's, and the two are compared case by case (a case
 * tested under one and not under the other) and tool by tool (its class in either).
 */
export const ProposedConfigSchema = z.object({
  /** The first file the pull request changes, e.g. `loopgate.json`: its config file if it changes it, else the first rule file. */
  file: z.string(),
  change: z.enum(["added", "changed", "removed"]),
  /** Every judging-configuration file the pull request changes, config file first. Absent in reports written before it was added. */
  files: z.array(ProposedFileSchema).optional(),
  /** Set when the pull request's file cannot be read as a config; the lists are then empty. */
  invalid: z.string().nullable(),
  /** The check fails on it: lost coverage (or an invalid file) with fail-on-lost-coverage and fail-on-regression on. */
  fails: z.boolean(),
  /** Cases tested (PASS, FAIL, FLAKY) with the base's config that the pull request's would leave untested. */
  lostCoverage: z.array(ConfigCaseChangeSchema),
  /** Cases untested with the base's config that the pull request's would test. */
  gainedCoverage: z.array(ConfigCaseChangeSchema),
  /** Cases tested with both whose status would change (a FAIL that would pass, a PASS that would fail). */
  statusChanges: z.array(ConfigCaseChangeSchema),
  /** Tools the recordings call whose class would change, by name. */
  reclassified: z.array(z.object({ tool: z.string(), from: ToolClassSchema, to: ToolClassSchema })),
  /** J28: cases whose final replies would be read differently (another honesty status, rule or findings in a run). Absent in reports written before it was added. */
  honestyChanges: z.array(HonestyCaseChangeSchema).optional(),
});
export type ProposedConfig = z.infer<typeof ProposedConfigSchema>;
