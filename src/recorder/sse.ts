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
  /** The start of a line whose end has not arrived yet, in pieces: joined once, when it ends. */
  private partial: string[] = [];
  private partialBytes = 0;
  private event = "";
  private data: string[] = [];
  private dataBytes = 0;
  private id: string | undefined;
  private sawCr = false;
  /** The last `retry:` the server asked for, in milliseconds. */
  retryMs: number | undefined;

  constructor(private readonly onEvent: (event: SseEvent) => void) {}

  /**
   * Only the new text is scanned for line ends, and an unfinished line is kept in pieces: an
   * event of one very long line costs time and memory in proportion to its length, not its square.
   */
  push(text: string): void {
    // A CR at the end of one chunk and an LF at the start of the next are one line break: a CR
    // ends its line at once, and the LF is skipped.
    if (this.sawCr && text.startsWith("\n")) text = text.slice(1);
    this.sawCr = text.endsWith("\r");
    const ends = new LineEnds(text);
    let start = 0;
    for (let end = ends.from(start); end !== -1; end = ends.from(start)) {
      this.partial.push(text.slice(start, end));
      const line = this.partial.length === 1 ? this.partial[0]! : this.partial.join("");
      this.partial = [];
      this.partialBytes = 0;
      this.line(line);
      start = end + (text[end] === "\r" && text[end + 1] === "\n" ? 2 : 1);
    }
    if (start < text.length) {
      const rest = text.slice(start);
      this.partial.push(rest);
      this.partialBytes += Buffer.byteLength(rest);
    }
  }

  /**
   * UTF-8 bytes held while waiting for the end of a line or an event: a bound for the caller,
   * in the unit of the bound on one message over stdio (a character may take up to 4).
   */
  get pendingBytes(): number {
    return this.partialBytes + this.dataBytes;
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
    else if (field === "data") {
      this.data.push(value);
      this.dataBytes += Buffer.byteLength(value) + 1;
    } else if (field === "id" && !value.includes("\u0000")) this.id = value;
    else if (field === "retry" && /^\d+$/.test(value)) this.retryMs = Number(value);
  }

  private dispatch(): void {
    const hasData = this.data.length > 0;
    const event = { event: this.event || "message", data: this.data.join("\n"), id: this.id };
    this.event = "";
    this.data = [];
    this.dataBytes = 0;
    if (hasData) this.onEvent(event);
  }
}

/**
 * Where each line of one chunk ends (at an LF or a CR), found with native searches: the next LF
 * and the next CR are each looked up again only once passed, so a chunk is scanned about twice.
 */
class LineEnds {
  private lf = -2;
  private cr = -2;

  constructor(private readonly text: string) {}

  /** The end of the line starting at `start`, or -1 when its end is not in this chunk. */
  from(start: number): number {
    if (this.lf !== -1 && this.lf < start) this.lf = this.text.indexOf("\n", start);
    if (this.cr !== -1 && this.cr < start) this.cr = this.text.indexOf("\r", start);
    if (this.lf === -1) return this.cr;
    return this.cr === -1 ? this.lf : Math.min(this.lf, this.cr);
  }
}
