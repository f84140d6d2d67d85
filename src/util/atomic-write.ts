import { link, open, rename, rm, stat, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { describeFsError, ensureDirSync, fileKind } from "./fs.js";

export type FileContent = string | Uint8Array | Iterable<string | Uint8Array>;

/**
 * Writes a whole file or nothing: a temp file beside the target (exclusive create, so a
 * planted file or symlink there is never followed), fsync, then rename over the target.
 * `content` may come in pieces, written in order, so a large report is never one string.
 * With `replace: false` the temp file is hard-linked to the target instead, which fails
 * when anything exists there, even if it appeared while we wrote.
 *
 * A target that is a character device or a FIFO (`--json /dev/null`, `--json /dev/stdout`
 * into a pipe) is a stream, not stored data: it is written straight, because a rename would
 * put a regular file in place of the device (as root, in place of /dev/null itself). A socket,
 * a block device or a directory there is refused.
 */
export async function writeFileAtomic(
  target: string,
  content: FileContent,
  { mode = 0o644, replace = true }: { mode?: number; replace?: boolean } = {},
): Promise<void> {
  try {
    await writeWhole(target, content, mode, replace);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "EEXIST" ? "it already exists" : describeFsError(error);
    throw new Error(`cannot write ${target}: ${reason}`, { cause: error });
  }
}

async function writeWhole(target: string, content: FileContent, mode: number, replace: boolean): Promise<void> {
  if (replace && (await isStreamTarget(target))) return writeStraight(target, content);
  const dir = path.dirname(target);
  ensureDirSync(dir);
  const temp = path.join(dir, `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temp, "wx", mode);
  try {
    if (typeof content === "string" || content instanceof Uint8Array) await handle.writeFile(content);
    else await writePieces(handle, content);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    if (replace) await rename(temp, target);
    else await link(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  if (!replace) await rm(temp, { force: true });
}

/** True for a character device or FIFO at `target` (links followed); throws for a socket or block device. */
async function isStreamTarget(target: string): Promise<boolean> {
  let stats;
  try {
    stats = await stat(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  if (stats.isCharacterDevice() || stats.isFIFO()) return true;
  // A directory keeps failing at the rename, with the message users already see.
  if (stats.isDirectory()) return false;
  const kind = fileKind(stats);
  if (kind !== null) throw new Error(`not a regular file (${kind})`);
  return false;
}

async function writeStraight(target: string, content: FileContent): Promise<void> {
  const handle = await open(target, "w");
  try {
    if (typeof content === "string" || content instanceof Uint8Array) await handle.writeFile(content);
    else await writePieces(handle, content);
  } finally {
    await handle.close();
  }
}

const WRITE_BUFFER_BYTES = 1024 * 1024;

/**
 * Gathers the pieces into 1 MiB writes. Measured on a 89 MiB report of 4,000 pieces:
 * faster than one writev per 1,024 pieces, and than joining everything first.
 */
async function writePieces(handle: FileHandle, pieces: Iterable<string | Uint8Array>): Promise<void> {
  const buffer = Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
  let used = 0;
  for (const piece of pieces) {
    const bytes = typeof piece === "string" ? Buffer.from(piece, "utf8") : piece;
    if (bytes.length > WRITE_BUFFER_BYTES - used) {
      await writeAll(handle, buffer.subarray(0, used));
      used = 0;
      if (bytes.length > WRITE_BUFFER_BYTES) {
        await writeAll(handle, bytes);
        continue;
      }
    }
    buffer.set(bytes, used);
    used += bytes.length;
  }
  await writeAll(handle, buffer.subarray(0, used));
}

async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let written = 0;
  while (written < bytes.length) written += (await handle.write(bytes, written, bytes.length - written)).bytesWritten;
}
