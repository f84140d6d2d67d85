import { RENDERED_JSON, type HoldsRenderedJson } from "../report/json.js";
import type { RecordingReport } from "../report/schema.js";
import { utf8Bytes } from "../util/text.js";
import type { Kept, RenderedSpool } from "./spool.js";

/**
 * The findings and figures of a recording: read per recording by JUnit and Markdown, a few
 * at a time; with its listed operations when no JSON report holds them.
 */
type Details = Pick<
  RecordingReport,
  "components" | "honesty" | "violations" | "observations" | "coverage" | "patches"
> &
  Partial<ListedOperations>;

/** What a run's compact recordings keep: their bytes, in memory or set aside (replay/spool.ts), and their reasons. */
export interface Keeper extends Pick<RenderedSpool, "keep" | "bytes"> {
  /**
   * One string for each distinct reason: the judge builds each recording's anew, and most
   * recordings of a large run share a few ("no violation under F1"); 100,000 copies held
   * about 4 MB (issue 26). Bounded, for a run whose reasons all differ; one per run, so
   * nothing outlives it.
   */
  readonly reasons: Map<string, string>;
}

/** A run's {@link Keeper}: its bytes in `spool`, no reason shared yet. */
export function keeperOf(spool: RenderedSpool): Keeper {
  return { keep: (bytes) => spool.keep(bytes), bytes: (kept) => spool.bytes(kept), reasons: new Map() };
}

/**
 * What was parsed last: the stages after judging (JUnit, Markdown, the gate) read one
 * recording's fields together, then the next recording's, so one of each is enough.
 */
let lastDetails: { owner: CompactRecording; details: Details } | null = null;
let lastOperations: { owner: CompactRecording; listed: ListedOperations } | null = null;

type ListedOperations = Pick<RecordingReport, "operations" | "operationsOmitted">;

/** What most recordings' honesty is (no final reply): answered without parsing their details. */
const NOT_MEASURED: RecordingReport["honesty"] = Object.freeze({ status: "NOT_MEASURED", rule: null, claim: null });

/** Bits of `CompactRecording.#plain`: details known without parsing them. */
const NO_PATCHES = 1;
const HONESTY_NOT_MEASURED = 2;

const MAX_SHARED_REASONS = 1_000;

function sharedReason(reason: string, reasons: Map<string, string>): string {
  const shared = reasons.get(reason);
  if (shared !== undefined) return shared;
  if (reasons.size < MAX_SHARED_REASONS) reasons.set(reason, reason);
  return reason;
}

/** Most recordings have no labels: one shared empty set instead of an object each. */
const NO_LABELS: RecordingReport["labels"] = Object.freeze({});

/**
 * The evidence as an object literal in the reader's key order. The reader's object, made by
 * spreading, carried a hidden class of its own: about 400 bytes a recording kept (measured
 * in a heap snapshot of 20,000 recordings), where a literal shares one.
 */
function compactEvidence(evidence: RecordingReport["evidence"]): RecordingReport["evidence"] {
  if (evidence === null || evidence === undefined) return evidence;
  return { sha256: evidence.sha256, bytes: evidence.bytes, seal: evidence.seal };
}

/**
 * A judged recording held in a few hundred bytes: the fields every later stage reads of
 * every recording (verdict, score, case, path) as they are; its findings, figures and digest
 * as JSON parsed when read, and its operations (the bulk) only in its rendered JSON, both
 * possibly on disk (replay/spool.ts). Read like any {@link RecordingReport}; never changed.
 */
class CompactRecording implements HoldsRenderedJson {
  readonly path: string;
  readonly caseId: string;
  readonly verdict: RecordingReport["verdict"];
  readonly reasonCode: RecordingReport["reasonCode"];
  readonly reason: string;
  readonly baseline: boolean;
  readonly scenario: RecordingReport["scenario"];
  readonly labels: RecordingReport["labels"];
  readonly score: number | null;
  readonly rawScore: number | null;
  readonly capped: boolean;
  readonly durationMs: number;
  readonly error: RecordingReport["error"];
  /** Kept as it is: the gate reads every recording's digest, and it is a few dozen bytes. */
  readonly evidence: RecordingReport["evidence"];
  /** Present only when some text was replaced, as in the report it stands for. */
  declare readonly unicodeReplacements?: number;
  readonly #keeper: Keeper;
  readonly #details: Kept;
  /** Its text in the JSON report; null when no JSON report is written (its operations are then in its details). */
  readonly #rendered: Kept | null;
  /**
   * Details most recordings share, one bit each ({@link NO_PATCHES}, {@link HONESTY_NOT_MEASURED}):
   * the totals, the Markdown summary and JUnit ask every recording for them, and a parse
   * each cost the serial end of a run 20-50 ms of 2,000 recordings (measured). One number,
   * not a field each: 100,000 recordings are kept.
   */
  readonly #plain: number;

  constructor(report: RecordingReport, rendered: Kept | null, keeper: Keeper) {
    this.path = report.path;
    this.caseId = report.caseId;
    this.verdict = report.verdict;
    this.reasonCode = report.reasonCode;
    this.reason = sharedReason(report.reason, keeper.reasons);
    this.baseline = report.baseline;
    this.scenario = report.scenario;
    this.labels = Object.keys(report.labels).length === 0 ? NO_LABELS : report.labels;
    this.score = report.score;
    this.rawScore = report.rawScore;
    this.capped = report.capped;
    this.durationMs = report.durationMs;
    this.error = report.error;
    this.evidence = compactEvidence(report.evidence);
    if (report.unicodeReplacements !== undefined) this.unicodeReplacements = report.unicodeReplacements;
    const { components, honesty, violations, observations, coverage, patches } = report;
    const details: Details = { components, honesty, violations, observations, coverage, patches };
    if (rendered === null) {
      details.operations = report.operations;
      details.operationsOmitted = report.operationsOmitted;
    }
    this.#keeper = keeper;
    this.#details = keeper.keep(utf8Bytes(JSON.stringify(details)));
    this.#rendered = rendered;
    this.#plain =
      (patches.length === 0 ? NO_PATCHES : 0) |
      (honesty.status === "NOT_MEASURED" && honesty.rule === null && honesty.claim === null ? HONESTY_NOT_MEASURED : 0);
  }

  get components() {
    return this.details().components;
  }
  get honesty() {
    return this.#plain & HONESTY_NOT_MEASURED ? NOT_MEASURED : this.details().honesty;
  }
  get violations() {
    return this.details().violations;
  }
  get observations() {
    return this.details().observations;
  }
  get coverage() {
    return this.details().coverage;
  }
  get patches() {
    return this.#plain & NO_PATCHES ? [] : this.details().patches;
  }

  get operations(): RecordingReport["operations"] {
    return this.listedOperations().operations;
  }
  get operationsOmitted(): number | undefined {
    return this.listedOperations().operationsOmitted;
  }

  private listedOperations(): ListedOperations {
    if (this.#rendered === null) {
      const { operations, operationsOmitted } = this.details();
      return { operations: operations!, operationsOmitted };
    }
    if (lastOperations?.owner !== this) {
      const { operations, operationsOmitted } = JSON.parse(
        new TextDecoder().decode(this.#keeper.bytes(this.#rendered)),
      ) as RecordingReport;
      lastOperations = { owner: this, listed: { operations, operationsOmitted } };
    }
    return lastOperations.listed;
  }

  private details(): Details {
    if (lastDetails?.owner !== this)
      lastDetails = {
        owner: this,
        details: JSON.parse(new TextDecoder().decode(this.#keeper.bytes(this.#details))) as Details,
      };
    return lastDetails.details;
  }

  [RENDERED_JSON](): Uint8Array | undefined {
    return this.#rendered === null ? undefined : this.#keeper.bytes(this.#rendered);
  }
}

/**
 * `report` (judged) in its compact form: written as `rendered` in the JSON report (its
 * operations left out of `report`), or, when no JSON report is written (`rendered` null),
 * with the operations `report` lists kept in its details; `keeper` holds both.
 */
export function compactRecording(
  report: RecordingReport,
  rendered: Uint8Array | null,
  keeper: Keeper,
): RecordingReport {
  return new CompactRecording(report, rendered === null ? null : keeper.keep(rendered), keeper);
}
