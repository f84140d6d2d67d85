import { closeSync, constants, fsyncSync, lstatSync, openSync, unlinkSync, writeSync } from "node:fs";
import { createHash, type Hash } from "node:crypto";
import path from "node:path";
import { MAX_LINE_BYTES, type Json, type RecordingEvent } from "../recording/schema.js";
import type { JsonValue, Redaction } from "../util/redact.js";
import { describeFsError, ensureDirSync } from "../util/fs.js";

/** Kept well below the reader's MAX_LINE_BYTES so a line never becomes unreadable. */
export const MAX_EVENT_BYTES = Math.floor(MAX_LINE_BYTES * 0.75);

export class OutPathError extends Error {
  override name = "OutPathError";
}

/**
 * Opens the recording for appending. An existing regular file is replaced; anything else
 * at the path (directory, device, FIFO, socket, symlink) is refused. The file is created
 * with O_EXCL|O_NOFOLLOW, so a symlink planted between the check and the open makes the
 * open fail instead of being followed.
 */
export function openRecordingFile(outPath: string): number {
  let stat;
  try {
    stat = lstatSync(outPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      throw new OutPathError(`--out ${outPath}: ${(error as Error).message}`);
  }
  if (stat) {
    if (stat.isSymbolicLink()) throw new OutPathError(`--out ${outPath} is a symbolic link; refusing to follow it`);
    if (stat.isDirectory()) throw new OutPathError(`--out ${outPath} is a directory; give a file path`);
    if (!stat.isFile()) throw new OutPathError(`--out ${outPath} is not a regular file (device, FIFO or socket)`);
    unlinkSync(outPath);
  }
  try {
    ensureDirSync(path.dirname(path.resolve(outPath)));
  } catch (error) {
    throw new OutPathError(`--out ${outPath}: cannot create its folder (${describeFsError(error)})`);
  }
  try {
    return openSync(
      outPath,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_APPEND | constants.O_NOFOLLOW,
      0o600,
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST" || code === "ELOOP")
      throw new OutPathError(`--out ${outPath} appeared while opening it (planted file or symlink?); refusing`);
    throw new OutPathError(`--out ${outPath}: cannot create (${code ?? (error as Error).message})`);
  }
}

function digestOf(value: Json): { sha256: string; bytes: number } {
  const text = JSON.stringify(value);
  return { sha256: createHash("sha256").update(text).digest("hex"), bytes: Buffer.byteLength(text) };
}

/** An over-size result keeps `isError` (the judge needs it) and says what was left out. */
function shrinkResult(result: { [key: string]: Json }): { [key: string]: Json } {
  const { sha256, bytes } = digestOf(result);
  const shrunk: { [key: string]: Json } = {
    content: [
      { type: "text", text: `[loopgate: result of ${bytes} bytes omitted from the recording, sha256 ${sha256}]` },
    ],
    _loopgateOmitted: { sha256, bytes },
  };
  if (result.isError !== undefined) shrunk.isError = result.isError;
  return shrunk;
}

/**
 * Replaces the bulky part of an event by a digest so its line stays below `limit` bytes.
 * `line` is the event's JSON when the caller has it already.
 */
export function boundEvent(event: RecordingEvent, limit = MAX_EVENT_BYTES, line = JSON.stringify(event)): string {
  // UTF-8 takes at most 3 bytes per UTF-16 unit: most lines need no counting.
  if (line.length * 3 <= limit || Buffer.byteLength(line) <= limit) return line;
  const copy = { ...event } as Record<string, unknown>;
  if ("result" in copy && copy.result && typeof copy.result === "object")
    copy.result = shrinkResult(copy.result as { [key: string]: Json });
  if (copy.type === "call") copy.arguments = { _loopgateOmitted: digestOf(copy.arguments as Json) };
  if (copy.type === "message") {
    const message = copy.message as Json;
    const kept: { [key: string]: Json } = { _loopgateOmitted: digestOf(message) };
    if (message && typeof message === "object" && !Array.isArray(message)) {
      for (const field of ["jsonrpc", "id", "method"]) if (message[field] !== undefined) kept[field] = message[field]!;
    }
    copy.message = kept;
  }
  if (copy.type === "tools") copy.tools = (copy.tools as { name: string }[]).map((tool) => ({ name: tool.name }));
  if ((copy.type === "user" || copy.type === "final_reply") && typeof copy.text === "string") {
    copy.text = `[loopgate: ${Buffer.byteLength(copy.text)} bytes omitted]`;
  }
  return JSON.stringify(copy);
}

/**
 * `JSON.stringify(event)`, with an answer's result serialised once for its `upstream` and
 * `delivered` events: `results` holds the JSON of the results serialised so far.
 */
function serialise(event: RecordingEvent, results: Map<object, string>): string {
  const keys = Object.keys(event);
  if (keys[keys.length - 1] !== "result" || keys.length < 2) return JSON.stringify(event);
  const { result, ...rest } = event as { result: Json };
  if (result === null || typeof result !== "object") return JSON.stringify(event);
  let json = results.get(result);
  if (json === undefined) {
    json = JSON.stringify(result);
    results.set(result, json);
  }
  return `${JSON.stringify(rest).slice(0, -1)},"result":${json}}`;
}

/**
 * Appends one event per line. Events are queued as they are recorded and redacted,
 * bounded and written with a single synchronous append when the recorder calls
 * {@link flush} (docs/recording.md says when), so the file is valid up to its last complete
 * line at any moment, even if the process is killed. Queuing instead of serialising at once
 * keeps that work after the message it records has been passed on; the recorder never
 * changes an object it has recorded, so what is written is what was recorded.
 */
export class RecordingSink {
  private closed = false;
  private queued: RecordingEvent[] = [];
  /** Every byte written to the file so far, in order: what the end event's seal covers. */
  private readonly written: Hash = createHash("sha256");

  constructor(
    private readonly fd: number,
    private readonly redaction: Redaction,
  ) {}

  /** Written by the next {@link flush}. */
  write(...events: RecordingEvent[]): void {
    if (!this.closed) this.queued.push(...events);
  }

  /**
   * One append for everything queued. The end event gets the seal over every line before
   * it (docs/recording-format.md), added after redaction so no `--redact` pattern can touch it.
   */
  flush(): void {
    if (this.queued.length === 0) return;
    const events = this.queued;
    this.queued = [];
    // Events that share an object (an answer's result in its `upstream` and `delivered` events) redact it once.
    const memo = new Map<object, JsonValue>();
    const results = new Map<object, string>();
    let text = "";
    for (const event of events) {
      const redacted = this.redaction.json(event as unknown as JsonValue, memo) as unknown as RecordingEvent;
      text +=
        redacted.type === "end"
          ? `${JSON.stringify({ ...redacted, sha256: this.sealOver(text) })}\n`
          : `${boundEvent(redacted, MAX_EVENT_BYTES, serialise(redacted, results))}\n`;
    }
    const bytes = Buffer.from(text, "utf8");
    this.written.update(bytes);
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(this.fd, bytes, offset, bytes.length - offset);
  }

  /** The SHA-256 of what is on disk plus `unwritten`. */
  private sealOver(unwritten: string): string {
    return this.written.copy().update(unwritten, "utf8").digest("hex");
  }

  close(): void {
    if (this.closed) return;
    try {
      this.flush();
    } finally {
      this.closed = true;
      try {
        fsyncSync(this.fd);
      } finally {
        closeSync(this.fd);
      }
    }
  }
}
