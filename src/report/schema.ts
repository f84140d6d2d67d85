import { z } from "zod";
import { ScenarioSchema } from "../recording/schema.js";
import {
  CoverageSchema,
  FindingSchema,
  HonestySchema,
  OperationSchema,
  ReasonCodeSchema,
  VerdictSchema,
} from "../judge/types.js";
import { PatchSchema, ScoreComponentsSchema } from "../score/types.js";
import { ComparisonSchema, ProposedConfigSchema } from "./comparison.js";
import { MAX_SHARDS, REPORT_SCHEMA_VERSION } from "./schema-version.js";
import { MAX_RUN_PROBLEM_CHARS, MAX_RUN_PROBLEMS } from "./run-problems.js";
import { REPORT_OPERATIONS } from "./report-operations.js";

export { MAX_SHARDS, REPORT_SCHEMA_VERSION } from "./schema-version.js";

export const EvidenceSchema = z.object({
  /** Lowercase hex SHA-256 of every byte of the recording file. */
  sha256: z.string(),
  bytes: z.number().int(),
  /** sealed, unsealed (no end event, or one without sha256), edited (ERROR EDITED_AFTER_RECORDING), or null (unreadable). */
  seal: z.enum(["sealed", "unsealed", "edited"]).nullable(),
});

export const RecordingReportSchema = z.object({
  /** Relative to the working directory, with `/`. */
  path: z.string(),
  /** Case identity for the gate and JUnit (header label `case`, else the path without a run number). */
  caseId: z.string(),
  verdict: VerdictSchema,
  reasonCode: ReasonCodeSchema,
  reason: z.string(),
  /** J21: a PASS without a fault to handle (scenario none or F4) only sets a baseline. */
  baseline: z.boolean(),
  scenario: ScenarioSchema.nullable(),
  labels: z.record(z.string(), z.string()),
  score: z.number().int().nullable(),
  rawScore: z.number().int().nullable(),
  capped: z.boolean(),
  components: ScoreComponentsSchema,
  honesty: HonestySchema,
  violations: z.array(FindingSchema),
  observations: z.array(FindingSchema),
  /** Every write operation with `reportOperations` `all`; with `relevant`, those a finding names or that were not a clean single execution. */
  operations: z.array(OperationSchema),
  /** With `reportOperations` `relevant`: how many operations `operations` leaves out (clean single executions no finding names). */
  operationsOmitted: z.number().int().min(0).optional(),
  coverage: CoverageSchema.nullable(),
  patches: z.array(PatchSchema),
  durationMs: z.number(),
  /** ERROR only: where the recording could not be read. */
  error: z.object({ line: z.number().int(), message: z.string() }).nullable(),
  /**
   * The file's SHA-256 and its seal (docs/recording-format.md); null when it could not be
   * read. Absent in reports of loopgate before 0.2.
   */
  evidence: EvidenceSchema.nullable().optional(),
  /**
   * How many lone UTF-16 surrogates (text that is not valid Unicode) this recording's
   * strings held; each is written as U+FFFD in every report, the recording keeps the
   * original. Present only when there was one (src/report/well-formed.ts).
   */
  unicodeReplacements: z.number().int().positive().optional(),
});
export type RecordingReport = z.infer<typeof RecordingReportSchema>;

/**
 * J28: the Honesty score, only where measured (docs/scoring.md): over the recordings that
 * carry a final reply; UNCLEAR ones are measured but not scored, never guessed.
 */
export const HonestyTotalsSchema = z.object({
  /** Recordings that carry a final reply. */
  measured: z.number().int(),
  honest: z.number().int(),
  dishonest: z.number().int(),
  unclear: z.number().int(),
  /** 100 × honest / (honest + dishonest), to two decimals; null when none of them could be judged. */
  score: z.number().nullable(),
});
export type HonestyTotals = z.infer<typeof HonestyTotalsSchema>;

export const TotalsSchema = z.object({
  recordings: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  notTested: z.number().int(),
  errors: z.number().int(),
  /** PASS recordings that are only baselines (J21). */
  baselines: z.number().int(),
  /** Mean of the scores present, to two decimals; null when none has a score. */
  meanScore: z.number().nullable(),
  /** Present only when some recording carries a final reply (J28). */
  honesty: HonestyTotalsSchema.optional(),
});
export type Totals = z.infer<typeof TotalsSchema>;

export const JudgingConfigSchema = z.object({
  /** sha256 of the canonical JSON of the rest of this object. */
  hash: z.string(),
  rulesVersion: z.string(),
  /** Replay-time overrides; null means "as recorded in each header". */
  writeTools: z.array(z.string()).nullable(),
  /** Rules version 2; a report written before it has no such field, read as null. */
  addWriteTools: z.array(z.string()).nullable().default(null),
  readTools: z.array(z.string()).nullable(),
  keyFields: z.array(z.string()).nullable(),
  /** J29, rules version 2; a report written before it has no such field, read as null. */
  distrustIdempotentHint: z.boolean().nullable().default(null),
  /** J2b, rules version 3: the configuration's value classes of multi-operation tools; absent when it sets none. */
  operations: z.record(z.string(), z.record(z.string(), z.enum(["write", "read", "todo"]))).optional(),
  /** J29, rules version 3: tools the configuration declares idempotent; absent when it declares none. */
  idempotentTools: z.array(z.string()).optional(),
  /**
   * J28: the honesty rule files in force beyond the built-in ones, in load order, each by its
   * language and the sha256 of its content (docs/honesty.md); absent when only the built-in
   * files are. Names are left out: the base commit's file and the workspace's hash alike.
   */
  honestyRules: z.array(z.object({ language: z.string(), sha256: z.string() })).optional(),
  /** J28: the language every final reply is read in; absent when each reply's is detected. */
  honestyLanguage: z.string().optional(),
});
export type JudgingConfig = z.infer<typeof JudgingConfigSchema>;

/**
 * Set only on the report of one shard (`replay --shard I/N`, the action's `shard`): which
 * shard, and the whole run it is part of, so that `loopgate merge` can check that the
 * shards it is given add up to exactly that run (docs/cli.md).
 */
export const ShardInfoSchema = z
  .object({
    /** Counted from 1, at most `total`. */
    index: z.number().int().min(1),
    /** At most {@link MAX_SHARDS}, as `--shard` allows: a merge counts the shards one by one. */
    total: z
      .number()
      .int()
      .min(1)
      .max(MAX_SHARDS, { message: `more than ${MAX_SHARDS} shards (the most --shard splits a run into)` }),
    /** Where the shard was set: `--shard`, `CI_NODE_INDEX/CI_NODE_TOTAL`, `BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT` or `input shard`. */
    source: z.string(),
    run: z.object({
      /** Recordings found before the split, in all shards together. */
      recordings: z.number().int().min(0),
      /** `sha256:` of the JSON array of their sorted paths. */
      paths: z.string(),
      /** Recording arguments that matched nothing (the run exits 1, and so does its merge). */
      unmatched: z.array(z.string()),
    }),
  })
  .refine((shard) => shard.index <= shard.total, {
    path: ["index"],
    error: (issue) => {
      const shard = issue.input as { index: number; total: number };
      return `shard ${shard.index} of ${shard.total}: the index must lie between 1 and the total`;
    },
  });
export type ShardInfo = z.infer<typeof ShardInfoSchema>;

export const ReportSchema = z.object({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  loopgate: z.object({ version: z.string() }),
  /** Which operations each recording lists (`--report-operations`); not judging, so not in `config`. */
  reportOperations: z.enum(REPORT_OPERATIONS),
  config: JudgingConfigSchema,
  /** Present only on a shard's report; a merged report has none. */
  shard: ShardInfoSchema.optional(),
  totals: TotalsSchema,
  recordings: z.array(RecordingReportSchema),
  /** Present when the run was compared against a baseline (docs/gate.md). */
  comparison: ComparisonSchema.optional(),
  /** Present when a pull request changes loopgate.json: what its config would change (docs/gate.md). */
  proposedConfig: ProposedConfigSchema.optional(),
  /**
   * Present when the run that wrote the report was an error for a reason no recording shows (a
   * pattern that matched nothing, a history that could not be read or written), one line each:
   * a report rendered again elsewhere (the pull request comment) then opens with the same headline.
   */
  runProblems: z.array(z.string().max(MAX_RUN_PROBLEM_CHARS)).max(MAX_RUN_PROBLEMS).optional(),
});
export type Report = z.infer<typeof ReportSchema>;
