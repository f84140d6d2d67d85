/** One server-sent event; `data` is its data lines joined by newlines. */
export interface SseEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/**
 * The event-stream parser of the HTML standard (§9.2.6), incremental: the fields `event`,
 * `data`, `id`, `retry`; comments and unknown fields ignored; an event without data not dispatched.
 */
export class SseParser {
  private buffer = "";
  private event = "";
  private data: string[] = [];
  private id: string | undefined;
  private sawCr = false;
  /** The last `retry:` the server asked for, in milliseconds. */
  retryMs: number | undefined;

  constructor(private readonly onEvent: (event: SseEvent) => void) {}

  push(text: string): void {
    // A CR at the end of one chunk and an LF at the start of the next are one line break.
    if (this.sawCr && text.startsWith("\n")) text = text.slice(1);
    this.sawCr = text.endsWith("\r");
    this.buffer += text;
    let start = 0;
    for (;;) {
      const end = this.lineEnd(start);
      if (end === -1) break;
      this.line(this.buffer.slice(start, end));
      start = end + (this.buffer[end] === "\r" && this.buffer[end + 1] === "\n" ? 2 : 1);
    }
    this.buffer = this.buffer.slice(start);
  }

  /** Bytes held while waiting for the end of a line: a bound for the caller. */
  get pendingLength(): number {
    return this.buffer.length + this.data.reduce((sum, line) => sum + line.length, 0);
  }

  private lineEnd(start: number): number {
    for (let i = start; i < this.buffer.length; i += 1) {
      const c = this.buffer.charCodeAt(i);
      if (c === 0x0a) return i;
      // A CR as the last character may be the first half of CRLF: wait for the next chunk.
      if (c === 0x0d) return i + 1 < this.buffer.length ? i : -1;
    }
    return -1;
  }

  private line(line: string): void {
    if (line === "") {
      this.dispatch();
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") this.event = value;
    else if (field === "data") this.data.push(value);
    else if (field === "id" && !value.includes("\u0000")) this.id = value;
    else if (field === "retry" && /^\d+$/.test(value)) this.retryMs = Number(value);
  }

  private dispatch(): void {
    const hasData = this.data.length > 0;
    const event = { event: this.event || "message", data: this.data.join("\n"), id: this.id };
    this.event = "";
    this.data = [];
    if (hasData) this.onEvent(event);
  }
}
