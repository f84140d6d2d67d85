import { open } from "node:fs/promises";
import { isUtf8 } from "node:buffer";
import type { z } from "zod";
import type { ListedTool, RecordedCall, Recording, RecordingError } from "./model.js";
import {
  BODY_EVENT_SCHEMAS,
  BODY_EVENT_TYPES,
  FORMAT_ID,
  FORMAT_MAJOR,
  FORMAT_NAME,
  HeaderEventSchema,
  MAX_LINE_BYTES,
  type BodyEvent,
  type BodyEventType,
  type HeaderEvent,
} from "./schema.js";

const CHUNK_BYTES = 1024 * 1024;
const NEWLINE = 0x0a;

export type ReadResult = { ok: true; recording: Recording } | { ok: false; error: RecordingError };

class LineError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Streams a recording line by line and joins its events into a {@link Recording}.
 * Any problem becomes the first `path:line: message`; nothing here throws for bad input.
 */
export async function readRecording(filePath: string, displayPath = filePath): Promise<ReadResult> {
  const builder = new RecordingBuilder(displayPath);
  let handle;
  try {
    handle = await open(filePath, "r");
  } catch (error) {
    return { ok: false, error: { path: displayPath, line: 0, message: `cannot open: ${describeIoError(error)}` } };
  }
  try {
    await streamLines(handle, (bytes, line, endsWithNewline) => builder.addLine(bytes, line, endsWithNewline));
    return { ok: true, recording: builder.finish() };
  } catch (error) {
    if (error instanceof LineError) return { ok: false, error: { path: displayPath, line: error.line, message: error.message } };
    return { ok: false, error: { path: displayPath, line: 0, message: `cannot read: ${describeIoError(error)}` } };
  } finally {
    await handle.close();
  }
}

/** Parses a whole recording held in memory (tests, the recorder's self-check). */
export function parseRecording(text: string | Uint8Array, displayPath: string): ReadResult {
  const builder = new RecordingBuilder(displayPath);
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : Buffer.from(text);
  try {
    let start = 0;
    let line = 1;
    while (start < bytes.length) {
      const newline = bytes.indexOf(NEWLINE, start);
      const end = newline === -1 ? bytes.length : newline;
      if (end - start > MAX_LINE_BYTES) throw tooLong(line);
      builder.addLine(bytes.subarray(start, end), line, newline !== -1);
      start = end + 1;
      line += 1;
    }
    return { ok: true, recording: builder.finish() };
  } catch (error) {
    if (error instanceof LineError) return { ok: false, error: { path: displayPath, line: error.line, message: error.message } };
    throw error;
  }
}

type LineSink = (bytes: Buffer, line: number, endsWithNewline: boolean) => void;

async function streamLines(handle: Awaited<ReturnType<typeof open>>, sink: LineSink): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let line = 1;
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  for (;;) {
    const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
    if (bytesRead === 0) break;
    const data = chunk.subarray(0, bytesRead);
    let start = 0;
    for (;;) {
      const newline = data.indexOf(NEWLINE, start);
      if (newline === -1) {
        pendingBytes += bytesRead - start;
        if (pendingBytes > MAX_LINE_BYTES) throw tooLong(line);
        pending.push(Buffer.from(data.subarray(start)));
        break;
      }
      const lineBytes = pendingBytes + newline - start;
      if (lineBytes > MAX_LINE_BYTES) throw tooLong(line);
      const piece = data.subarray(start, newline);
      sink(pending.length === 0 ? piece : Buffer.concat([...pending, piece]), line, true);
      pending = [];
      pendingBytes = 0;
      line += 1;
      start = newline + 1;
    }
  }
  if (pendingBytes > 0) sink(Buffer.concat(pending), line, false);
}

function tooLong(line: number): LineError {
  return new LineError(line, `line is longer than the ${MAX_LINE_BYTES} byte (${MAX_LINE_BYTES / (1024 * 1024)} MiB) limit`);
}

function describeIoError(error: unknown): string {
  if (error && typeof error === "object" && "code" in error) {
    const code = String((error as { code: unknown }).code);
    if (code === "ENOENT") return "no such file";
    if (code === "EISDIR") return "is a directory";
    if (code === "EACCES") return "permission denied";
    return code;
  }
  return String(error);
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
  private readonly recording: Omit<Recording, "header" | "tools" | "calls" | "lastT" | "lineCount"> & {
    lastT: number;
  };
  private lastLine = 0;

  constructor(readonly path: string) {
    this.recording = { path, messages: [], userTurns: [], lastT: 0 };
  }

  addLine(bytes: Buffer, line: number, endsWithNewline: boolean): void {
    this.lastLine = line;
    if (!isUtf8(bytes)) throw new LineError(line, "invalid UTF-8 byte sequence");
    const text = bytes.toString("utf8");
    if (text.trim() === "") {
      if (!endsWithNewline || this.header === undefined) return;
      throw new LineError(line, "blank line (one JSON event per line, no blank lines)");
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      // The engine's own parse message differs between Node versions; ours stays the same.
      if (!endsWithNewline) throw new LineError(line, "truncated last line: no newline at the end and not complete JSON");
      throw new LineError(line, "invalid JSON: not one complete JSON value");
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      throw new LineError(line, "an event must be a JSON object");
    }
    if (this.header === undefined) {
      this.header = this.readHeader(value as Record<string, unknown>, line);
      return;
    }
    this.addEvent(value as Record<string, unknown>, line);
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
    const parsed = HeaderEventSchema.safeParse(value);
    if (!parsed.success) throw new LineError(line, firstIssue("header", parsed.error));
    return parsed.data;
  }

  private addEvent(value: Record<string, unknown>, line: number): void {
    const type = value.type;
    if (typeof type !== "string" || !(BODY_EVENT_TYPES as string[]).includes(type)) {
      const shown = typeof type === "string" ? `"${type}"` : String(JSON.stringify(type ?? null));
      throw new LineError(line, `unknown event type ${shown} (known: ${BODY_EVENT_TYPES.join(", ")})`);
    }
    if (this.recording.end !== undefined) {
      throw new LineError(line, `"${type}" event after the end event on line ${this.recording.end.line}`);
    }
    const parsed = BODY_EVENT_SCHEMAS[type as BodyEventType].safeParse(value);
    if (!parsed.success) throw new LineError(line, firstIssue(type, parsed.error));
    const event = parsed.data as BodyEvent;
    if (event.t > this.recording.lastT) this.recording.lastT = event.t;
    switch (event.type) {
      case "tools":
        for (const tool of event.tools) if (!this.tools.has(tool.name)) this.tools.set(tool.name, tool);
        return;
      case "call": {
        const earlier = this.callBySeq.get(event.seq);
        if (earlier) throw new LineError(line, `duplicate call seq ${event.seq} (first used on line ${earlier.line})`);
        this.checkFault(event.seq, event.fault, event.forwarded, line);
        const call: RecordedCall = { ...event, line };
        this.callBySeq.set(event.seq, call);
        this.calls.push(call);
        return;
      }
      case "upstream":
      case "delivered": {
        const call = this.callBySeq.get(event.seq);
        if (!call) throw new LineError(line, `${event.type} event for call seq ${event.seq}, but no call with that seq came before`);
        const earlier = call[event.type];
        if (earlier) throw new LineError(line, `second ${event.type} event for call seq ${event.seq} (first on line ${earlier.line})`);
        if (event.type === "upstream") {
          if (!call.forwarded) throw new LineError(line, `upstream event for call seq ${event.seq}, which was not forwarded`);
          call.upstream = { ...event, line };
        } else {
          call.delivered = { ...event, line };
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
    if (fault === "F1" && !forwarded) throw new LineError(line, `call seq ${seq} has fault "F1" (a ghost write) but was not forwarded`);
    if (fault !== "F1" && forwarded) throw new LineError(line, `call seq ${seq} has fault "${fault}", which is never forwarded, but "forwarded" is true`);
  }

  finish(): Recording {
    if (this.header === undefined) {
      throw new LineError(1, `empty file: expected a "${FORMAT_ID}" header line`);
    }
    return {
      ...this.recording,
      header: this.header,
      tools: [...this.tools.values()],
      calls: this.calls,
      lineCount: this.lastLine,
    };
  }
}
