import { closeSync, readSync } from "node:fs";
import { openRegularFile } from "../util/fs.js";
import { decodeReport, decodeReportFile } from "./read.js";
import { REPORT_SCHEMA_VERSION } from "./schema-version.js";
import { RecordingReportSchema, type RecordingReport, type Report } from "./schema.js";
import { withWellFormedText } from "./well-formed.js";
import { foldAll, type RecordingFold } from "./recording-fold.js";

export type { RecordingFold } from "./recording-fold.js";

/**
 * What the gate reads of a baseline recording (src/gate/cases.ts, src/gate/evidence.ts): a
 * full {@link RecordingReport} is one, so a report judged in this process serves as well.
 */
export type BaselineRecording = Pick<RecordingReport, "path" | "caseId" | "verdict" | "score" | "evidence"> & {
  violations: ReadonlyArray<{ code: string }>;
  honesty: { status: RecordingReport["honesty"]["status"] };
};

/** A baseline report as the gate reads it: its identity and, per recording, what a case tally needs. */
export interface BaselineReport {
  loopgate: Pick<Report["loopgate"], "version">;
  config: Pick<Report["config"], "hash" | "rulesVersion">;
  recordings: readonly BaselineRecording[];
}

const READ_BYTES = 1024 * 1024;
const NO_VIOLATIONS: ReadonlyArray<{ code: string }> = Object.freeze([]);

/** A baseline report with its recordings folded: its identity and what the fold made of them. */
export type FoldedBaseline<T> = Pick<BaselineReport, "loopgate" | "config"> & { folded: T };

/**
 * A saved JSON report read as a baseline, one recording at a time: each is parsed, checked
 * against the schema and cut down to {@link BaselineRecording} before the next is read, so a
 * baseline of 100,000 recordings costs a few hundred bytes for each, not its whole JSON and
 * object tree. The rest of the report is checked as {@link decodeReport} checks it. Anything
 * this does not handle itself — an error, an earlier schema version that needs upgrading, a
 * layout it does not recognise — is read the whole way, so messages and results are exactly
 * those of {@link decodeReportFile}.
 */
export async function readBaselineReportFile(file: string, displayPath = file): Promise<BaselineReport> {
  const { folded, ...identity } = await foldBaselineReportFile(file, displayPath, collectRecordings);
  return { ...identity, recordings: folded };
}

/**
 * As {@link readBaselineReportFile}, each recording handed to a fold instead of kept: what
 * stays is what the fold keeps. `start` gives a fresh fold; a read that falls back to the
 * whole report after some recordings were folded starts a new one, so none counts twice.
 */
export async function foldBaselineReportFile<T>(
  file: string,
  displayPath: string,
  start: () => RecordingFold<T>,
): Promise<FoldedBaseline<T>> {
  const streamed = streamedBaseline(file, displayPath, start());
  if (streamed !== null) return streamed;
  const { report } = await decodeReportFile(file, displayPath);
  return { ...baselineIdentity(report), folded: foldAll(report.recordings, start()) };
}

/** What the gate reads of a report's identity: the version that wrote it and its judging config's hash and rules. */
function baselineIdentity({
  loopgate,
  config,
}: Pick<Report, "loopgate" | "config">): Pick<BaselineReport, "loopgate" | "config"> {
  return {
    loopgate: { version: loopgate.version },
    config: { hash: config.hash, rulesVersion: config.rulesVersion },
  };
}

function collectRecordings(): RecordingFold<BaselineRecording[]> {
  const recordings: BaselineRecording[] = [];
  return { add: (recording) => recordings.push(recording), done: () => recordings };
}

function streamedBaseline<T>(file: string, displayPath: string, fold: RecordingFold<T>): FoldedBaseline<T> | null {
  let outer: string | null;
  try {
    outer = scanReportFile(file, fold);
  } catch {
    return null;
  }
  if (outer === null) return null;
  let decoded;
  try {
    decoded = decodeReport(outer, displayPath);
  } catch {
    return null;
  }
  if (decoded.writtenVersion !== REPORT_SCHEMA_VERSION) return null;
  return { ...baselineIdentity(decoded.report), folded: fold.done() };
}

/** Thrown inside the scan when a recording is not one the schema takes: the whole read then says why. */
class NotStreamable extends Error {
  override name = "NotStreamable";
}

function baselineRecording(text: string): BaselineRecording {
  const parsed = RecordingReportSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new NotStreamable();
  const { path, caseId, verdict, score, evidence, violations, honesty } = withWellFormedText(parsed.data);
  return {
    path,
    caseId,
    verdict,
    score,
    ...(evidence === undefined ? {} : { evidence: evidenceLiteral(evidence) }),
    violations: violations.length === 0 ? NO_VIOLATIONS : violations.map(({ code }) => ({ code })),
    honesty: honestyOf(honesty.status),
  };
}

/** One frozen `{ status }` per honesty status, shared by every recording that has it. */
const HONESTY = new Map<string, BaselineRecording["honesty"]>();

function honestyOf(status: BaselineRecording["honesty"]["status"]): BaselineRecording["honesty"] {
  let shared = HONESTY.get(status);
  if (shared === undefined) HONESTY.set(status, (shared = Object.freeze({ status })));
  return shared;
}

/**
 * The evidence as a literal: the schema's parsed object carried a hidden class of its own,
 * hundreds of bytes a recording kept for the whole run (a heap snapshot showed it for the
 * judged recordings' evidence, replay/compact.ts).
 */
function evidenceLiteral(evidence: RecordingReport["evidence"]): RecordingReport["evidence"] {
  if (evidence === null || evidence === undefined) return evidence;
  return { sha256: evidence.sha256, bytes: evidence.bytes, seal: evidence.seal };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const RECORDINGS_KEY = "recordings";

/**
 * Splits a report file into its top-level text (recordings left out, returned) and its
 * recordings (handed to `fold`), read a megabyte at a time; null when the layout is not the
 * one expected (no top-level object, the key twice, an element that is not an object).
 */
function scanReportFile(file: string, fold: RecordingFold<unknown>): string | null {
  const { fd } = openRegularFile(file);
  try {
    return new ReportScanner(fold).scan((buffer) => readSync(fd, buffer, 0, buffer.length, null));
  } finally {
    closeSync(fd);
  }
}

/** A byte-wise JSON structure scanner: strings, nesting, the top-level keys; values are parsed by JSON.parse. */
class ReportScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Bytes of the string being read at depth 1 (a top-level key or value), and the last one read. */
  private keyBytes: number[] | null = null;
  private lastString: string | null = null;
  private keyPending = false;
  private currentKey: string | null = null;
  private inRecordings = false;
  private sawRecordings = false;
  private outer: Buffer[] = [];
  private element: Buffer[] = [];
  private inElement = false;

  constructor(private readonly fold: RecordingFold<unknown>) {}

  scan(read: (buffer: Buffer) => number): string | null {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    let first = true;
    for (let got = read(buffer); got > 0; got = read(buffer)) {
      let start = 0;
      if (first && got >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) start = 3;
      first = false;
      if (!this.chunk(buffer.subarray(start, got))) return null;
    }
    if (this.depth !== 0 || this.inString || !this.sawRecordings) return null;
    return Buffer.concat(this.outer).toString("utf8");
  }

  /** Takes one chunk; false when the layout is not one this reads. */
  private chunk(bytes: Buffer): boolean {
    let outerFrom = this.inRecordings ? -1 : 0;
    let elementFrom = this.inElement ? 0 : -1;
    for (let i = 0; i < bytes.length; i += 1) {
      const byte = bytes[i]!;
      if (this.inString) {
        if (this.keyBytes !== null && !(byte === QUOTE && !this.escaped)) this.keyBytes.push(byte);
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.endString();
        continue;
      }
      if (byte === QUOTE) {
        if (this.inRecordings && this.depth === 2) return false;
        this.inString = true;
        this.keyBytes = this.depth === 1 ? [] : null;
        continue;
      }
      if (this.depth === 1 && byte === COLON && this.keyPending) this.currentKey = this.lastString;
      if (this.depth === 1 && byte !== COLON && byte > 0x20 && this.keyPending) this.keyPending = false;
      if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        if (this.inRecordings && this.depth === 2) {
          if (byte !== OPEN_BRACE) return false;
          this.inElement = true;
          elementFrom = i;
        }
        this.depth += 1;
        if (this.depth === 2 && byte === OPEN_BRACKET && this.currentKey === RECORDINGS_KEY) {
          if (this.sawRecordings) return false;
          this.sawRecordings = true;
          this.inRecordings = true;
          this.outer.push(Buffer.from(bytes.subarray(outerFrom, i + 1)));
          outerFrom = -1;
        }
      } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        this.depth -= 1;
        if (this.depth < 0) return false;
        if (this.inRecordings && this.depth === 2 && this.inElement) {
          this.element.push(Buffer.from(bytes.subarray(elementFrom, i + 1)));
          this.endElement();
          elementFrom = -1;
        } else if (this.inRecordings && this.depth === 1) {
          this.inRecordings = false;
          outerFrom = i;
        }
        if (this.depth === 1) this.currentKey = null;
      } else if (byte === COMMA && this.depth === 1) {
        this.currentKey = null;
      } else if (this.inRecordings && this.depth === 2 && byte > 0x20 && byte !== COMMA) {
        return false;
      }
    }
    if (outerFrom !== -1) this.outer.push(Buffer.from(bytes.subarray(outerFrom)));
    if (elementFrom !== -1) this.element.push(Buffer.from(bytes.subarray(elementFrom)));
    return true;
  }

  private endString(): void {
    this.inString = false;
    if (this.keyBytes === null) return;
    this.lastString = Buffer.from(this.keyBytes).toString("utf8");
    this.keyBytes = null;
    this.keyPending = true;
  }

  private endElement(): void {
    const text = Buffer.concat(this.element).toString("utf8");
    this.element = [];
    this.inElement = false;
    this.fold.add(baselineRecording(text));
  }
}
