import { closeSync, mkdtempSync, openSync, readSync, rmSync, writevSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describeFsError } from "../util/fs.js";

/**
 * How much rendered recording text a run keeps in memory before it sets the rest aside on
 * disk. A recording's operations are most of its report; kept for 50,000 recordings they
 * would be gigabytes, while what the run needs of each at once is one recording's worth.
 */
export const IN_MEMORY_RENDERED_BYTES = 16 * 1024 * 1024;
/** Set-aside bytes are written to the file in batches of about this size, not one call each. */
const SPOOL_WRITE_BYTES = 1024 * 1024;
/** At most this many pieces to one write (IOV_MAX on Linux and macOS). */
const MAX_WRITE_PIECES = 1024;

/**
 * Bytes a spool kept: the bytes themselves while its memory budget lasted, else the number
 * of the piece it set aside ({@link RenderedSpool.bytes} reads it back). A number, not a
 * closure: a run of 100,000 recordings keeps two for each, and a closure with its context
 * cost about 120 bytes where a number is stored in the field that holds it (issue 26).
 */
export type Kept = Uint8Array | number;

/**
 * Rendered recordings beyond {@link IN_MEMORY_RENDERED_BYTES}, appended to one temporary
 * file that is read back recording by recording (writing the JSON report, describing a
 * finding), so a run's memory is bounded by its largest recording and the budget, not by
 * the number of recordings. The file is unlinked at once where the system allows it (it
 * lives on as long as the open descriptor, the process), else removed when the process exits.
 */
export class RenderedSpool {
  private fd: number | null = null;
  private size = 0;
  private inMemory = 0;
  /** Where each set-aside piece starts in the file; a piece ends where the next one starts. */
  private starts = new Float64Array(1024);
  private pieces = 0;
  /** Set-aside bytes not yet written: they go to the file together, one call per megabyte. */
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(private readonly budgetBytes = IN_MEMORY_RENDERED_BYTES) {}

  /** Keeps `bytes`, in memory while the budget lasts, else on disk. The caller must not change them. */
  keep(bytes: Uint8Array): Kept {
    if (this.inMemory + bytes.length <= this.budgetBytes) {
      this.inMemory += bytes.length;
      return bytes;
    }
    if (this.pieces === this.starts.length) {
      const grown = new Float64Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.pieces] = this.size;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.size += bytes.length;
    if (this.pendingBytes >= SPOOL_WRITE_BYTES || this.pending.length >= MAX_WRITE_PIECES) this.flush();
    return this.pieces++;
  }

  /** The bytes `kept` stands for: as they are, or read back from the file. */
  bytes(kept: Kept): Uint8Array {
    if (typeof kept !== "number") return kept;
    const offset = this.starts[kept]!;
    const end = kept + 1 < this.pieces ? this.starts[kept + 1]! : this.size;
    return this.read(offset, end - offset);
  }

  private read(offset: number, length: number): Uint8Array {
    this.flush();
    const bytes = Buffer.allocUnsafe(length);
    for (let read = 0; read < length;) {
      const got = readSync(this.fd!, bytes, read, length - read, offset + read);
      if (got === 0) throw new Error(`the replay's temporary file lost a recording (${length} bytes at ${offset})`);
      read += got;
    }
    return bytes;
  }

  private flush(): void {
    if (this.pendingBytes === 0) return;
    try {
      this.writePending(this.file());
    } catch (error) {
      // A full disk or a temporary folder that is not there: a one-line reason and the fix,
      // not the system call's own message.
      throw new Error(
        `cannot set judged recordings aside in the temporary folder ${tmpdir()}: ${describeFsError(error)} (TMPDIR, or TEMP on Windows, chooses another)`,
        { cause: error },
      );
    }
  }

  private writePending(fd: number): void {
    let position = this.size - this.pendingBytes;
    let pieces = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    while (pieces.length > 0) {
      const written = writevSync(fd, pieces, position);
      position += written;
      pieces = afterShortWrite(pieces, written);
    }
  }

  private file(): number {
    if (this.fd !== null) return this.fd;
    const dir = mkdtempSync(path.join(tmpdir(), "loopgate-replay-"));
    const fd = openSync(path.join(dir, "recordings.json"), "wx+", 0o600);
    const remove = () => rmSync(dir, { recursive: true, force: true });
    try {
      remove();
    } catch {
      // Windows cannot remove an open file: it goes when the process does.
      process.once("exit", () => {
        closeSync(fd);
        remove();
      });
    }
    return (this.fd = fd);
  }
}

/**
 * What is left of `pieces` once a write took their first `written` bytes: a write may stop
 * short (a signal, a quota), and the next one goes on from the first byte that did not go out.
 */
export function afterShortWrite(pieces: Uint8Array[], written: number): Uint8Array[] {
  let done = 0;
  let left = written;
  while (done < pieces.length && left >= pieces[done]!.length) left -= pieces[done++]!.length;
  const rest = pieces.slice(done);
  if (left > 0) rest[0] = rest[0]!.subarray(left);
  return rest;
}
