/** A stream that sent a line longer than this is cut off: no MCP message is anywhere near it. */
export const MAX_INPUT_LINE_BYTES = 64 * 1024 * 1024;

export class LineTooLongError extends Error {}

/**
 * Splits a byte stream into newline-terminated lines without interpreting them, so
 * malformed JSON, batches and unknown keys all reach the other side unchanged.
 */
export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly onLine: (line: string) => void) {}

  push(chunk: Buffer): void {
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
        return;
      }
      const piece = chunk.subarray(start, newline);
      const bytes = this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]);
      this.pending = [];
      this.pendingBytes = 0;
      start = newline + 1;
      let line = bytes.toString("utf8");
      if (line.endsWith("\r")) line = line.slice(0, -1);
      if (line.trim() !== "") this.onLine(line);
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
