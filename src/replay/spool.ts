import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RenderedRecording } from "../report/json.js";

/**
 * How much rendered recording text a run keeps in memory before it sets the rest aside on
 * disk. A recording's operations are most of its report; kept for 50,000 recordings they
 * would be gigabytes, while what the run needs of each at once is one recording's worth.
 */
export const IN_MEMORY_RENDERED_BYTES = 16 * 1024 * 1024;

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

  constructor(private readonly budgetBytes = IN_MEMORY_RENDERED_BYTES) {}

  /** Keeps `bytes`, in memory while the budget lasts, else on disk. */
  keep(bytes: Uint8Array): RenderedRecording {
    if (this.inMemory + bytes.length <= this.budgetBytes) {
      this.inMemory += bytes.length;
      return bytes;
    }
    const fd = this.file();
    const offset = this.size;
    const length = bytes.length;
    for (let written = 0; written < length;)
      written += writeSync(fd, bytes, written, length - written, offset + written);
    this.size += length;
    return () => {
      const back = Buffer.allocUnsafe(length);
      for (let read = 0; read < length;) {
        const got = readSync(fd, back, read, length - read, offset + read);
        if (got === 0) throw new Error(`the replay's temporary file lost a recording (${length} bytes at ${offset})`);
        read += got;
      }
      return back;
    };
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
