import { createHash, type Hash } from "node:crypto";

/**
 * The integrity facts of one recording file (docs/recording-format.md, "Seal"): the
 * SHA-256 of all its bytes, which the gate compares with the baseline's, and whether the
 * `sha256` in its end event still matches what comes before the end event's line.
 */
export interface Evidence {
  /** Lowercase hex SHA-256 of every byte of the file. */
  sha256: string;
  bytes: number;
  /**
   * `sealed`: the end event's sha256 matches; `unsealed`: no end event, or one without
   * sha256 (hand-written, killed, older recorder); `edited`: it does not match; null: the
   * file could not be read far enough to tell.
   */
  seal: "sealed" | "unsealed" | "edited" | null;
}

const NEWLINE = 0x0a;

/** JSON's whitespace: a line of only these is blank. */
function isBlankByte(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0d;
}

/**
 * Hashes a file as it streams past, line by line, keeping apart the bytes before the
 * start of its last non-blank line. That line is where an end event sits, so the seal
 * of the end event can be checked without reading the file twice, and the digest of the
 * whole file falls out of the same pass.
 */
export class EvidenceDigest {
  private readonly before: Hash = createHash("sha256");
  /** Bytes from the start of the last non-blank line on (copies: the reader reuses its buffer). */
  private held: Buffer[] = [];
  private byteCount = 0;
  /** 1-based number of the last non-blank line so far; 0 before there is one. */
  private lastLine = 0;

  /** Bytes that belong to no line of their own (a byte-order mark). */
  addPreamble(bytes: Buffer): void {
    this.byteCount += bytes.length;
    this.before.update(bytes);
  }

  /** `run` holds whole lines and ends with a newline; its first line has number `firstLine`, and it has `lines` lines. */
  addRun(run: Buffer, firstLine: number, lines: number): void {
    this.byteCount += run.length;
    const last = lastNonBlankLine(run);
    if (last === null) this.held.push(Buffer.from(run));
    else this.moveBoundary(run, last.start, firstLine + lines - 1 - last.linesAfter);
  }

  /** The last bytes of the file, after its last newline; they form line `line`. */
  addTail(tail: Buffer, line: number): void {
    this.byteCount += tail.length;
    if (isBlankRange(tail, 0, tail.length)) this.held.push(Buffer.from(tail));
    else this.moveBoundary(tail, 0, line);
  }

  /**
   * The seal the end event on `line` should carry: the hex SHA-256 of the bytes before
   * that line. Null when something other than blank lines follows it.
   */
  sealBefore(line: number): string | null {
    return line === this.lastLine ? this.before.copy().digest("hex") : null;
  }

  whole(): { sha256: string; bytes: number } {
    const hash = this.before.copy();
    for (const piece of this.held) hash.update(piece);
    return { sha256: hash.digest("hex"), bytes: this.byteCount };
  }

  private moveBoundary(bytes: Buffer, start: number, line: number): void {
    for (const piece of this.held) this.before.update(piece);
    this.before.update(bytes.subarray(0, start));
    this.held = [Buffer.from(bytes.subarray(start))];
    this.lastLine = line;
  }
}

/**
 * Where the last line holding more than JSON whitespace starts, and how many (blank)
 * lines follow it; null when there is none. `bytes` may end with or without a newline.
 */
function lastNonBlankLine(bytes: Buffer): { start: number; linesAfter: number } | null {
  let end = bytes.length > 0 && bytes[bytes.length - 1] === NEWLINE ? bytes.length - 1 : bytes.length;
  let linesAfter = 0;
  while (end >= 0) {
    const start = end === 0 ? 0 : bytes.lastIndexOf(NEWLINE, end - 1) + 1;
    if (!isBlankRange(bytes, start, end)) return { start, linesAfter };
    if (start === 0) return null;
    end = start - 1;
    linesAfter += 1;
  }
  return null;
}

function isBlankRange(bytes: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isBlankByte(bytes[i]!)) return false;
  return true;
}

/** The seal over `bytes` (everything before an end event's line): what the recorder and `loopgate seal` write. */
export function sealOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The recording with its end event (its last non-blank line, a JSON object) sealed again
 * over the bytes before it: `sha256` set, every other field kept in place, blank lines
 * after it dropped. The caller has checked that the last line is an end event.
 */
export function resealed(bytes: Buffer): { bytes: Buffer; sha256: string } {
  const { before, last } = splitAtLastLine(bytes);
  const end = JSON.parse(last.toString("utf8")) as Record<string, unknown>;
  const sha256 = sealOf(before);
  end.sha256 = sha256;
  return { bytes: Buffer.concat([before, Buffer.from(`${JSON.stringify(end)}\n`, "utf8")]), sha256 };
}

/**
 * A recording cut before its last non-blank line (where the end event sits): the bytes
 * before that line, and the line itself without its newline. `loopgate annotate` inserts
 * its events between the two.
 */
export function splitAtLastLine(bytes: Buffer): { before: Buffer; last: Buffer } {
  const last = lastNonBlankLine(bytes);
  if (last === null) throw new Error("no end event");
  const lineEnd = bytes.indexOf(NEWLINE, last.start);
  return {
    before: bytes.subarray(0, last.start),
    last: bytes.subarray(last.start, lineEnd === -1 ? bytes.length : lineEnd),
  };
}
