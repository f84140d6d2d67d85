/** A stream that sent a line longer than this is cut off: no MCP message is anywhere near it. */
export const MAX_INPUT_LINE_BYTES = 64 * 1024 * 1024;

export class LineTooLongError extends Error {
  override name = "LineTooLongError";
}

const NEWLINE = Buffer.from("\n");

/**
 * Splits a byte stream into newline-terminated lines without interpreting them, so
 * malformed JSON, batches and unknown keys all reach the other side unchanged.
 */
export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly onLine: (line: string) => void = () => undefined) {}

  push(chunk: Buffer): void {
    for (const line of this.split(chunk)) this.onLine(line.toString("utf8"));
  }

  /** The complete lines in `chunk` (with what was pending before it), CR stripped, blank lines dropped. */
  split(chunk: Buffer): Buffer[] {
    const lines: Buffer[] = [];
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      if (newline === -1) {
        if (start < chunk.length) {
          this.pendingBytes += chunk.length - start;
          if (this.pendingBytes > MAX_INPUT_LINE_BYTES) {
            throw new LineTooLongError(`a message longer than ${MAX_INPUT_LINE_BYTES / (1024 * 1024)} MiB`);
          }
          this.pending.push(chunk.subarray(start));
        }
        return lines;
      }
      const piece = chunk.subarray(start, newline);
      let bytes = this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]);
      this.pending = [];
      this.pendingBytes = 0;
      start = newline + 1;
      if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, -1);
      if (!isBlank(bytes)) lines.push(bytes);
    }
  }

  /** What is left without a final newline when the stream ends. */
  rest(): string | null {
    if (this.pendingBytes === 0) return null;
    const line = Buffer.concat(this.pending).toString("utf8");
    this.pending = [];
    this.pendingBytes = 0;
    return line.trim() === "" ? null : line;
  }
}

/**
 * The lines as one buffer, each ending in a newline: one write for everything a chunk held.
 * A chunk that is exactly one line and its newline (as most are) is passed on without a copy.
 */
export function joinLines(lines: Buffer[], chunk?: Buffer): Buffer {
  const only = lines.length === 1 ? lines[0]! : undefined;
  if (
    chunk !== undefined &&
    only !== undefined &&
    only.buffer === chunk.buffer &&
    only.byteOffset === chunk.byteOffset &&
    only.length === chunk.length - 1
  )
    return chunk;
  const parts: Buffer[] = [];
  for (const line of lines) parts.push(line, NEWLINE);
  return Buffer.concat(parts);
}

/** Decided by the first byte unless it may be whitespace (ASCII or, from 0x80 on, Unicode): `trim()` semantics, without decoding every line. */
function isBlank(bytes: Buffer): boolean {
  if (bytes.length === 0) return true;
  const first = bytes[0]!;
  if (first !== 0x20 && first !== 0x09 && first !== 0x0d && first !== 0x0b && first !== 0x0c && first < 0x80)
    return false;
  return bytes.toString("utf8").trim() === "";
}
