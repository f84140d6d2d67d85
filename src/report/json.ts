import type { RecordingReport, Report } from "./schema.js";

/** Objects and arrays nested deeper than this are written on one line. */
const PRETTY_DEPTH = 3;
/** Where each recording sits in the report: `report.recordings[i]`. */
const RECORDING_DEPTH = 2;

/**
 * A recording that holds its own JSON-report text (UTF-8, by {@link renderRecordingJson}),
 * rendered as it was judged (replay/compact.ts): the report writes those bytes instead of
 * rendering it again. A method, not an entry in a map: 100,000 recordings kept entries
 * of their own, and a closure each to read the bytes back from disk (issue 26).
 */
export const RENDERED_JSON = Symbol("rendered JSON");

export interface HoldsRenderedJson {
  /** Undefined when it was not rendered (no JSON report was asked for). */
  [RENDERED_JSON](): Uint8Array | undefined;
}

/**
 * Recordings rendered elsewhere (a shard report, replay/merge.ts), by the bytes they were
 * written with. Recording reports are never changed after judging, so the bytes stay true.
 */
const renderedRecordings = new WeakMap<RecordingReport, Uint8Array>();

export function adoptRenderedRecording(recording: RecordingReport, rendered: Uint8Array): void {
  renderedRecordings.set(recording, rendered);
}

function renderedBytesOf(recording: RecordingReport): Uint8Array | undefined {
  const holder = recording as Partial<HoldsRenderedJson>;
  return holder[RENDERED_JSON] === undefined ? renderedRecordings.get(recording) : holder[RENDERED_JSON]();
}

/**
 * One recording as it appears inside the JSON report, indented for its place there.
 * Key order is fixed by how the report objects are built (replay/judge-file.ts), so the
 * same input gives the same bytes.
 */
export function renderRecordingJson(recording: RecordingReport): string {
  return formatJson(recording, RECORDING_DEPTH);
}

/**
 * The JSON report as written to disk, in pieces to write one after the other, so a report
 * of thousands of recordings is never one huge string, nor all in memory at once: each
 * recording set aside on disk is read back only when its turn comes. The outer levels are
 * indented for people and diffs; each operation, finding and tool is one line, which keeps
 * a report of thousands of operations a fraction of the fully indented size.
 */
export function* jsonReportChunks(report: Report): Generator<string | Uint8Array> {
  const fields = Object.entries(report).filter(([, value]) => value !== undefined);
  yield "{\n";
  for (const [index, [key, value]] of fields.entries()) {
    yield `  ${JSON.stringify(key)}: `;
    if (key === "recordings") yield* recordingChunks(value as RecordingReport[]);
    else yield* coalesced(prettyChunks(value, 1));
    yield index === fields.length - 1 ? "\n" : ",\n";
  }
  yield "}\n";
}

export function renderJsonReport(report: Report): string {
  const decoder = new TextDecoder();
  let text = "";
  for (const chunk of jsonReportChunks(report)) text += typeof chunk === "string" ? chunk : decoder.decode(chunk);
  return text;
}

function* recordingChunks(recordings: RecordingReport[]): Generator<string | Uint8Array> {
  if (recordings.length === 0) {
    yield "[]";
    return;
  }
  const indent = "  ".repeat(RECORDING_DEPTH);
  yield "[\n";
  for (const [index, recording] of recordings.entries()) {
    yield index === 0 ? indent : `,\n${indent}`;
    yield renderedBytesOf(recording) ?? renderRecordingJson(recording);
  }
  yield `\n${"  ".repeat(RECORDING_DEPTH - 1)}]`;
}

/** Pieces are gathered into strings of about this many UTF-16 code units before they are handed on. */
const CHUNK_CHARS = 64 * 1024;

/**
 * `value` as {@link formatJson} writes it, in pieces: the comparison of a gated run holds a
 * few lines for every case, which for 100,000 cases would be hundreds of megabytes of pieces
 * held at once before one join. The levels written one item per line are walked here, and
 * each deeper value is formatted alone, so the pieces are those of {@link pushJson} in order.
 */
function* prettyChunks(value: unknown, depth: number): Generator<string> {
  if (value === null || typeof value !== "object" || depth >= PRETTY_DEPTH) {
    yield formatJson(value, depth);
    return;
  }
  const indent = "  ".repeat(depth + 1);
  const closing = "  ".repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) {
      yield "[]";
      return;
    }
    yield `[\n${indent}`;
    for (const [index, item] of value.entries()) {
      if (index > 0) yield `,\n${indent}`;
      yield* prettyChunks(item, depth + 1);
    }
    yield `\n${closing}]`;
    return;
  }
  let empty = true;
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    yield `${empty ? "{\n" : ",\n"}${indent}${JSON.stringify(key)}: `;
    empty = false;
    yield* prettyChunks(item, depth + 1);
  }
  yield empty ? "{}" : `\n${closing}}`;
}

/** Small pieces joined into strings of about {@link CHUNK_CHARS}: fewer, larger writes. */
function* coalesced(pieces: Iterable<string>): Generator<string> {
  let batch: string[] = [];
  let chars = 0;
  for (const piece of pieces) {
    batch.push(piece);
    chars += piece.length;
    if (chars >= CHUNK_CHARS) {
      yield batch.join("");
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) yield batch.join("");
}

function formatJson(value: unknown, depth: number): string {
  const pieces: string[] = [];
  pushJson(value, depth, pieces);
  // One copy into the finished text: the pieces are mostly slices of a stringified array.
  return pieces.join("");
}

function pushJson(value: unknown, depth: number, out: string[]): void {
  if (value === null || typeof value !== "object" || depth > PRETTY_DEPTH) {
    out.push(JSON.stringify(value));
    return;
  }
  const indent = "  ".repeat(depth + 1);
  const closing = "  ".repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push("[]");
      return;
    }
    out.push(`[\n${indent}`);
    if (depth === PRETTY_DEPTH) pushOneItemPerLine(value, `,\n${indent}`, out);
    else
      for (const [index, item] of value.entries()) {
        if (index > 0) out.push(`,\n${indent}`);
        pushJson(item, depth + 1, out);
      }
    out.push(`\n${closing}]`);
    return;
  }
  let empty = true;
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    out.push(`${empty ? "{\n" : ",\n"}${indent}${JSON.stringify(key)}: `);
    empty = false;
    pushJson(item, depth + 1, out);
  }
  out.push(empty ? "{}" : `\n${closing}}`);
}

/**
 * The items of `array`, each compact, with `separator` between them. Operations are the
 * bulk of a report: when every item is an object opening with the same key, the whole
 * array is stringified at once and split where one item ends and the next begins, which
 * is exactly where `},{"key":` occurs, provided it occurs nowhere else (it cannot inside a
 * string, where `"` is escaped; it can in a nested array). Every real boundary is always
 * there (each item ends in `}` and the next opens with `{"key":`), so the split gives one
 * piece per item exactly when there is no other occurrence: the count tells.
 */
function pushOneItemPerLine(array: unknown[], separator: string, out: string[]): void {
  const key = sharedFirstKey(array);
  if (key !== null) {
    const opening = `{${JSON.stringify(key)}:`;
    const items = JSON.stringify(array).slice(1, -1).split(`},${opening}`);
    if (items.length === array.length) {
      const between = `}${separator}${opening}`;
      out.push(items[0]!);
      for (let i = 1; i < items.length; i++) out.push(between, items[i]!);
      return;
    }
  }
  for (const [index, item] of array.entries()) {
    if (index > 0) out.push(separator);
    out.push(JSON.stringify(item));
  }
}

/** The first key of every item, when all are plain objects that open with the same key and a JSON value there. */
function sharedFirstKey(array: unknown[]): string | null {
  let shared: string | null = null;
  for (const item of array) {
    if (item === null || typeof item !== "object" || Array.isArray(item)) return null;
    let first: string | null = null;
    for (const key in item) {
      first = key;
      break;
    }
    if (first === null || (shared !== null && first !== shared)) return null;
    const value = (item as Record<string, unknown>)[first];
    if (value === undefined || typeof value === "function" || typeof value === "symbol") return null;
    shared = first;
  }
  return shared;
}
