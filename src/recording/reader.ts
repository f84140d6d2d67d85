import { closeSync, readSync } from "node:fs";
import { isUtf8 } from "node:buffer";
import { fastCheckOf, fastHeader } from "./fast-check.js";
import { isGhostWrite } from "./scenarios.js";
import { EvidenceDigest, type Evidence } from "./evidence.js";
import { describeFsError, openRegularFile } from "../util/fs.js";
import type { z } from "zod";
import type { ListedTool, RecordedCall, Recording, RecordingError } from "./model.js";
import {
  BODY_EVENT_TYPES,
  FORMAT_ID,
  FORMAT_MAJOR,
  FORMAT_NAME,
  MAX_LINE_BYTES,
  type BodyEventType,
} from "./format.js";
import { loadedRecordingSchemas, loadRecordingSchemas, SchemasNotLoaded } from "./lazy-schema.js";
import type { BodyEvent, HeaderEvent } from "./schema.js";

const CHUNK_BYTES = 1024 * 1024;
/**
 * A file up to this size is read in one piece: one UTF-8 check, one decode and one split,
 * where 1 MiB chunks cost a copy of every chunk joined to the line cut at its start. Larger
 * files stream in chunks, so the buffer a thread keeps stays bounded.
 */
const WHOLE_FILE_BYTES = 64 * 1024 * 1024;
const NEWLINE = 0x0a;
const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);

export type ReadResult = { ok: true; recording: Recording } | { ok: false; error: RecordingError };

class LineError extends Error {
  override name = "LineError";

  constructor(
    readonly line: number,
    message: string,
    readonly code?: RecordingError["code"],
  ) {
    super(message);
  }
}

/**
 * Streams a recording line by line and joins its events into a {@link Recording}.
 * Any problem becomes the first `path:line: message`; nothing here throws for bad input.
 * The file is read synchronously: recordings are judged one after the other, so blocking
 * reads cost nothing here and spare a thread-pool round trip per chunk. A line the fast
 * checks do not pass needs zod; the first such line loads it and the file is read again.
 */
export async function readRecording(filePath: string, displayPath = filePath): Promise<ReadResult> {
  try {
    return readRecordingSync(filePath, displayPath);
  } catch (error) {
    if (!(error instanceof SchemasNotLoaded)) throw error;
  }
  await loadRecordingSchemas();
  return readRecordingSync(filePath, displayPath);
}

/** {@link readRecording} without loading zod: throws {@link SchemasNotLoaded} when a line needs it. */
function readRecordingSync(filePath: string, displayPath: string): ReadResult {
  const failure = (line: number, message: string, evidence: Evidence | null = null): ReadResult => ({
    ok: false,
    error: { path: displayPath, line, message, evidence },
  });
  let fd: number;
  let size: number;
  try {
    ({
      fd,
      stats: { size },
    } = openRegularFile(filePath));
  } catch (error) {
    const reason = describeFsError(error);
    return failure(0, reason.startsWith("not a regular file") ? reason : `cannot open: ${reason}`);
  }
  try {
    const builder = new RecordingBuilder(displayPath);
    const splitter = new LineSplitter((text, line, endsWithNewline, cut) =>
      builder.addLine(text, line, endsWithNewline, cut),
    );
    try {
      streamLines(fd, size, splitter);
      return { ok: true, recording: builder.finish(splitter.digest) };
    } catch (error) {
      if (!(error instanceof LineError)) throw error;
      return lineFailure(error, displayPath, wholeFileDigest(fd));
    }
  } catch (error) {
    if (error instanceof SchemasNotLoaded) throw error;
    return failure(0, `cannot read: ${describeFsError(error)}`);
  } finally {
    closeSync(fd);
  }
}

function lineFailure(error: LineError, displayPath: string, digest: { sha256: string; bytes: number }): ReadResult {
  const edited = error.code === "EDITED_AFTER_RECORDING";
  return {
    ok: false,
    error: {
      path: displayPath,
      line: error.line,
      message: error.message,
      ...(edited ? { code: error.code } : {}),
      evidence: { ...digest, seal: edited ? "edited" : null },
    },
  };
}

/**
 * Parses a whole recording held in memory; throws {@link SchemasNotLoaded} when a line needs
 * zod before it is loaded: use it through recording/parse.ts, which loads zod.
 */
export function parseRecordingBytes(text: string | Uint8Array, displayPath: string): ReadResult {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : Buffer.from(text);
  const builder = new RecordingBuilder(displayPath);
  const splitter = new LineSplitter((line, number, endsWithNewline, cut) =>
    builder.addLine(line, number, endsWithNewline, cut),
  );
  try {
    splitter.push(bytes);
    splitter.end();
    return { ok: true, recording: builder.finish(splitter.digest) };
  } catch (error) {
    if (!(error instanceof LineError)) throw error;
    const digest = new EvidenceDigest();
    digest.addPreamble(bytes);
    return lineFailure(error, displayPath, digest.whole());
  }
}

/**
 * `cut`: the line ends inside a UTF-8 character, which only a write cut short leaves;
 * only ever set for the last line, which then has no newline.
 */
type LineSink = (text: string, line: number, endsWithNewline: boolean, cut: boolean) => void;

/**
 * One read buffer per thread, reused for every file and grown to the largest file read
 * whole: reading is synchronous and every byte kept past a read is copied out
 * (LineSplitter.hold), while a fresh buffer per file cost a map, page faults and an unmap
 * each time.
 */
let sharedChunk: Buffer | undefined;

function readBuffer(bytes: number): Buffer {
  if (sharedChunk === undefined || sharedChunk.length < bytes)
    sharedChunk = Buffer.allocUnsafe(Math.max(bytes, sharedChunk?.length ?? 0, CHUNK_BYTES));
  return sharedChunk;
}

/** `size`: the file's size when opened; a file that grew since is read on in chunks. */
function streamLines(fd: number, size: number, splitter: LineSplitter): void {
  // One spare byte: a read that fills it means the file grew, and the rest streams in chunks.
  const wanted = size < WHOLE_FILE_BYTES ? size + 1 : CHUNK_BYTES;
  const buffer = readBuffer(wanted);
  for (;;) {
    const filled = fill(fd, buffer, wanted);
    if (filled === 0) break;
    splitter.push(buffer.subarray(0, filled));
    if (filled < wanted) break;
  }
  splitter.end();
}

/** Reads up to `bytes` bytes from where the file stands; fewer only at its end. */
function fill(fd: number, buffer: Buffer, bytes: number): number {
  let filled = 0;
  while (filled < bytes) {
    const bytesRead = readSync(fd, buffer, filled, bytes - filled, null);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled;
}

/** The digest of a file the reader gave up on part-way: read again from the start, only hashed. */
function wholeFileDigest(fd: number): { sha256: string; bytes: number } {
  const digest = new EvidenceDigest();
  const chunk = readBuffer(CHUNK_BYTES);
  let position = 0;
  for (;;) {
    const bytesRead = readSync(fd, chunk, 0, CHUNK_BYTES, position);
    if (bytesRead === 0) break;
    digest.addPreamble(chunk.subarray(0, bytesRead));
    position += bytesRead;
  }
  return digest.whole();
}

/**
 * Cuts byte chunks into lines. Each run of complete lines is checked for UTF-8 and decoded
 * in one go; only a run with a bad byte or an over-long line is walked line by line to
 * name the line at fault. Every byte also goes to {@link digest}, in file order.
 */
class LineSplitter {
  readonly digest = new EvidenceDigest();
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private line = 1;
  private started = false;

  constructor(private readonly sink: LineSink) {}

  push(data: Buffer): void {
    if (!this.started) data = this.skipByteOrderMark(data);
    const last = data.lastIndexOf(NEWLINE);
    if (last === -1) {
      this.hold(data);
      return;
    }
    const head = data.subarray(0, last + 1);
    const run = this.pending.length === 0 ? head : Buffer.concat([...this.pending, head]);
    this.pending = [];
    this.pendingBytes = 0;
    this.emitRun(run);
    this.hold(data.subarray(last + 1));
  }

  end(): void {
    if (this.pendingBytes === 0) return;
    const rest = Buffer.concat(this.pending);
    this.digest.addTail(rest, this.line);
    if (isUtf8(rest)) {
      this.sink(rest.toString("utf8"), this.line, false, false);
      return;
    }
    const whole = rest.length - cutCharacterBytes(rest);
    if (whole === rest.length || !isUtf8(rest.subarray(0, whole)))
      throw new LineError(this.line, "invalid UTF-8 byte sequence");
    this.sink(rest.toString("utf8", 0, whole), this.line, false, true);
  }

  /**
   * A UTF-8 byte-order mark (what some Windows editors put first) is not part of the
   * header line: JSON has no place for it. It still counts for the file's digest.
   */
  private skipByteOrderMark(data: Buffer): Buffer {
    if (data.length === 0) return data;
    this.started = true;
    if (data.length < BYTE_ORDER_MARK.length || !data.subarray(0, BYTE_ORDER_MARK.length).equals(BYTE_ORDER_MARK))
      return data;
    this.digest.addPreamble(data.subarray(0, BYTE_ORDER_MARK.length));
    return data.subarray(BYTE_ORDER_MARK.length);
  }

  private hold(rest: Buffer): void {
    if (rest.length === 0) return;
    this.pendingBytes += rest.length;
    if (this.pendingBytes > MAX_LINE_BYTES) throw tooLong(this.line);
    this.pending.push(Buffer.from(rest));
  }

  /**
   * Hands on the lines of `text` (newline-separated, the last without one) one at a time:
   * each line is garbage once its event is parsed, where split() kept all of a file read
   * whole alive together, for every scavenge to copy.
   */
  private emitLines(text: string): void {
    let start = 0;
    for (;;) {
      const end = text.indexOf("\n", start);
      this.sink(end === -1 ? text.slice(start) : text.slice(start, end), this.line++, true, false);
      if (end === -1) return;
      start = end + 1;
    }
  }

  /** `run` ends with a newline. */
  private emitRun(run: Buffer): void {
    const firstLine = this.line;
    if (run.length <= MAX_LINE_BYTES && isUtf8(run)) {
      this.emitLines(run.toString("utf8", 0, run.length - 1));
      this.digest.addRun(run, firstLine, this.line - firstLine);
      return;
    }
    let start = 0;
    let count = 0;
    while (start < run.length) {
      const newline = run.indexOf(NEWLINE, start);
      const bytes = run.subarray(start, newline);
      if (bytes.length > MAX_LINE_BYTES) throw tooLong(this.line);
      if (!isUtf8(bytes)) throw new LineError(this.line, "invalid UTF-8 byte sequence");
      this.sink(bytes.toString("utf8"), this.line++, true, false);
      count += 1;
      start = newline + 1;
    }
    this.digest.addRun(run, firstLine, count);
  }
}

/**
 * How many bytes at the end of `bytes` are the start of a UTF-8 character whose remaining
 * bytes are missing (0 when the last character is whole or the bytes are no UTF-8 at all).
 */
function cutCharacterBytes(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 && byte <= 0xf4 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 && byte < 0xe0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

function schemas() {
  const loaded = loadedRecordingSchemas();
  if (loaded === undefined) throw new SchemasNotLoaded();
  return loaded;
}

/** Deeper values would overflow the stack of any recursive consumer (canonical JSON, reports). */
export const MAX_VALUE_DEPTH = 1000;
// JSON.parse turns a number into Infinity only at 1e308 and beyond: (integer digits − 1) +
// exponent ≥ 308. A three-digit exponent can do that alone; an exponent of at most 99 needs
// 210 or more integer digits in a row. Nesting deeper than MAX_VALUE_DEPTH takes that many
// brackets each way. Lines that show none of these, nearly all, are not walked.
const LARGE_EXPONENT = /[eE][+-]?\d{3}/;
const LONG_DIGIT_RUN = /\d{210}/;

function mayHoldValueProblem(text: string): boolean {
  return (
    text.length > 2 * MAX_VALUE_DEPTH || LARGE_EXPONENT.test(text) || (text.length >= 210 && LONG_DIGIT_RUN.test(text))
  );
}

/**
 * What JSON.parse accepts but the judge cannot hold exactly: values nested deeper than
 * MAX_VALUE_DEPTH, and numbers too large for a double (they would become Infinity and
 * print as null). Iterative, so the check itself cannot overflow.
 */
function valueProblem(root: unknown): string | null {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) return "a number is too large for a 64-bit float";
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_VALUE_DEPTH) return `values nested deeper than ${MAX_VALUE_DEPTH} levels`;
    for (const item of Object.values(value)) stack.push([item, depth + 1]);
  }
  return null;
}

/** Events are kept as parsed; the line number is set on them in place rather than copied. */
function withLine<T extends object>(event: T, line: number): T & { line: number } {
  (event as T & { line: number }).line = line;
  return event as T & { line: number };
}

/** `trim() === ""` without allocating for the usual line that starts with `{`. */
function isBlank(text: string): boolean {
  if (text.length === 0) return true;
  const first = text.charCodeAt(0);
  return (first <= 32 || first > 126) && text.trim() === "";
}

function tooLong(line: number): LineError {
  return new LineError(
    line,
    `line is longer than the ${MAX_LINE_BYTES} byte (${MAX_LINE_BYTES / (1024 * 1024)} MiB) limit`,
  );
}

function firstIssue(eventType: string, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `invalid ${eventType} event`;
  const where = issue.path.length > 0 ? `"${issue.path.join(".")}": ` : "";
  return `invalid ${eventType} event: ${where}${issue.message}`;
}

class RecordingBuilder {
  private header: HeaderEvent | undefined;
  private readonly tools = new Map<string, ListedTool>();
  private readonly calls: RecordedCall[] = [];
  private readonly callBySeq = new Map<number, RecordedCall>();
  private readonly recording: Omit<Recording, "header" | "tools" | "calls" | "lastT" | "lineCount" | "evidence"> & {
    lastT: number;
  };
  private lastLine = 0;
  private tornLine: number | undefined;
  private endLineHasCarriageReturn = false;

  constructor(readonly path: string) {
    this.recording = { path, messages: [], userTurns: [], annotations: [], lastT: 0 };
  }

  addLine(text: string, line: number, endsWithNewline: boolean, cut: boolean): void {
    this.lastLine = line;
    if (isBlank(text) && !cut) {
      if (!endsWithNewline || this.header === undefined) return;
      // An editor's or a shell's extra newline after a sealed recording: say what it is and how to fix it.
      if (this.recording.end !== undefined)
        throw new LineError(
          line,
          `blank line after the end event on line ${this.recording.end.line} (the recorder writes nothing after it): remove it`,
        );
      throw new LineError(line, "blank line (one JSON event per line, no blank lines)");
    }
    let value: unknown;
    try {
      if (cut) throw new SyntaxError("cut inside a character");
      value = JSON.parse(text);
    } catch {
      // The engine's own parse message differs between Node versions; ours stays the same.
      if (endsWithNewline) throw new LineError(line, "invalid JSON: not one complete JSON value");
      this.dropTornLine(line);
      return;
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      throw new LineError(line, "an event must be a JSON object");
    }
    if (mayHoldValueProblem(text)) {
      const problem = valueProblem(value);
      if (problem) throw new LineError(line, problem);
    }
    if (this.header === undefined) {
      this.header = this.readHeader(value as Record<string, unknown>, line);
      return;
    }
    this.addEvent(value as Record<string, unknown>, line);
    if (this.recording.end?.line === line) this.endLineHasCarriageReturn = text.endsWith("\r");
  }

  /**
   * A last line without its newline that is not complete JSON is what a crash mid-write
   * leaves (the recorder appends each line with its newline in one write): it is dropped
   * and the rest judged. Where no crash can have left it, it stays an error.
   */
  private dropTornLine(line: number): void {
    if (this.header === undefined)
      throw new LineError(line, "truncated header line: no newline at the end and not complete JSON");
    if (this.recording.end !== undefined)
      throw new LineError(
        line,
        `truncated line after the end event on line ${this.recording.end.line} (the recorder writes nothing after it)`,
      );
    this.tornLine = line;
  }

  private readHeader(value: Record<string, unknown>, line: number): HeaderEvent {
    if (value.type !== "header") {
      throw new LineError(line, `the first line must be a header event with "format": "${FORMAT_ID}"`);
    }
    const format = value.format;
    if (typeof format !== "string" || !format.startsWith(`${FORMAT_NAME}/`)) {
      throw new LineError(line, `not a loopgate recording: "format" must be "${FORMAT_ID}"`);
    }
    const major = Number(format.slice(FORMAT_NAME.length + 1).split(".")[0]);
    if (major !== FORMAT_MAJOR) {
      throw new LineError(line, `unsupported recording format "${format}": this loopgate reads ${FORMAT_ID}`);
    }
    // zod, like any plain object, drops a "__proto__" key without a word; say so instead.
    const labels = value.labels;
    if (labels !== null && typeof labels === "object" && Object.hasOwn(labels, "__proto__"))
      throw new LineError(
        line,
        'invalid header event: "labels": the key "__proto__" is not allowed (JavaScript objects cannot hold it)',
      );
    const fast = fastHeader(value);
    if (fast !== null) return fast;
    const parsed = schemas().HeaderEventSchema.safeParse(value);
    if (!parsed.success) throw new LineError(line, firstIssue("header", parsed.error));
    return parsed.data;
  }

  private addEvent(value: Record<string, unknown>, line: number): void {
    const type = value.type;
    // Every known type has a fast check, so one switch both names the type known and finds its check.
    const fastCheck = typeof type === "string" ? fastCheckOf(type) : undefined;
    if (typeof type !== "string" || fastCheck === undefined) {
      const shown = typeof type === "string" ? `"${type}"` : String(JSON.stringify(type ?? null));
      throw new LineError(line, `unknown event type ${shown} (known: ${BODY_EVENT_TYPES.join(", ")})`);
    }
    if (this.recording.end !== undefined) {
      throw new LineError(line, `"${type}" event after the end event on line ${this.recording.end.line}`);
    }
    let event: BodyEvent;
    if (fastCheck(value)) {
      event = value as unknown as BodyEvent;
    } else {
      const parsed = schemas().BODY_EVENT_SCHEMAS[type as BodyEventType].safeParse(value);
      if (!parsed.success) throw new LineError(line, firstIssue(type, parsed.error));
      event = parsed.data as BodyEvent;
    }
    if (event.t > this.recording.lastT) this.recording.lastT = event.t;
    switch (event.type) {
      case "tools":
        for (const tool of event.tools) if (!this.tools.has(tool.name)) this.tools.set(tool.name, tool);
        return;
      case "call": {
        const earlier = this.callBySeq.get(event.seq);
        if (earlier) throw new LineError(line, `duplicate call seq ${event.seq} (first used on line ${earlier.line})`);
        this.checkFault(event.seq, event.fault, event.forwarded, line);
        const call = withLine(event, line);
        this.callBySeq.set(event.seq, call);
        this.calls.push(call);
        return;
      }
      case "upstream":
      case "delivered": {
        const call = this.callBySeq.get(event.seq);
        if (!call)
          throw new LineError(
            line,
            `${event.type} event for call seq ${event.seq}, but no call with that seq came before`,
          );
        const earlier = call[event.type];
        if (earlier)
          throw new LineError(
            line,
            `second ${event.type} event for call seq ${event.seq} (first on line ${earlier.line})`,
          );
        if (event.type === "upstream") {
          if (!call.forwarded)
            throw new LineError(line, `upstream event for call seq ${event.seq}, which was not forwarded`);
          call.upstream = withLine(event, line);
        } else {
          call.delivered = withLine(event, line);
        }
        return;
      }
      case "message":
        this.recording.messages.push(event);
        return;
      case "user":
        this.recording.userTurns.push({ t: event.t, text: event.text });
        return;
      case "final_reply":
        this.recording.finalReply = { t: event.t, text: event.text };
        return;
      case "annotation":
        // What follows came from `loopgate annotate`, not from the loop; the judge reads it like the recorder's.
        this.recording.annotations.push({ line, source: event.source, forced: event.forced });
        return;
      case "end":
        this.recording.end = { ...event, line };
        return;
    }
  }

  /** A fault must belong to the header's scenario and agree with `forwarded` (J10: a recorded fact). */
  private checkFault(seq: number, fault: string | null, forwarded: boolean, line: number): void {
    if (fault === null) return;
    const scenario = this.header!.config.scenario;
    if (fault !== scenario) {
      throw new LineError(line, `call seq ${seq} has fault "${fault}", which scenario "${scenario}" never injects`);
    }
    const ghost = isGhostWrite(fault);
    if (ghost && !forwarded)
      throw new LineError(line, `call seq ${seq} has fault "${fault}" (a ghost write) but was not forwarded`);
    if (!ghost && forwarded)
      throw new LineError(
        line,
        `call seq ${seq} has fault "${fault}", which is never forwarded, but "forwarded" is true`,
      );
  }

  finish(digest: EvidenceDigest): Recording {
    if (this.header === undefined) {
      throw new LineError(1, `empty file: expected a "${FORMAT_ID}" header line`);
    }
    return {
      ...this.recording,
      header: this.header,
      tools: [...this.tools.values()],
      calls: this.calls,
      lineCount: this.lastLine,
      ...(this.tornLine === undefined ? {} : { tornLine: this.tornLine }),
      evidence: { ...digest.whole(), seal: this.checkSeal(digest) },
    };
  }

  /** The end event's sha256 against the bytes before its line (docs/recording-format.md, "Seal"). */
  private checkSeal(digest: EvidenceDigest): "sealed" | "unsealed" {
    const end = this.recording.end;
    if (end?.sha256 === undefined) return "unsealed";
    const actual = digest.sealBefore(end.line);
    if (actual === end.sha256) return "sealed";
    throw new LineError(
      end.line,
      `edited after recording: the sha256 in the end event does not match the ${actual === null ? "file (lines follow the end event)" : "bytes before its line"}${this.endLineHasCarriageReturn ? " (its lines end in CRLF: was it checked out with core.autocrlf? keep recordings byte for byte, docs/recording-format.md)" : ""}; if the change was intended, re-seal it: loopgate seal ${this.path}`,
      "EDITED_AFTER_RECORDING",
    );
  }
}
