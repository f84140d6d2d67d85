import { link, open, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { describeFsError, ensureDirSync } from "./fs.js";

export type FileContent = string | Uint8Array | Iterable<string | Uint8Array>;

/**
 * Writes a whole file or nothing: a temp file beside the target (exclusive create, so a
 * planted file or symlink there is never followed), fsync, then rename over the target.
 * `content` may come in pieces, written in order, so a large report is never one string.
 * With `replace: false` the temp file is hard-linked to the target instead, which fails
 * when anything exists there, even if it appeared while we wrote.
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
