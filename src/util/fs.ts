import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
  type Stats,
} from "node:fs";
import path from "node:path";
import { errorMessage } from "./text.js";

/** A short, stable reason for a file-system error (no Node-version-specific wording). */
export function describeFsError(error: unknown): string {
  const code =
    error && typeof error === "object" && "code" in error ? String((error as { code: unknown }).code) : undefined;
  switch (code) {
    case "ENOENT":
      return "no such file or directory";
    case "EISDIR":
      return "is a directory";
    case "ENOTDIR":
      return "a parent is not a directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "read-only file system";
    case "ENOSPC":
      return "no space left on the device";
    case "ELOOP":
      return "a symbolic link (refused)";
    case NOT_REGULAR:
      return error instanceof Error ? error.message : "not a regular file";
    case undefined:
      return errorMessage(error);
    default:
      return code;
  }
}

/**
 * Creates a folder and its missing parents one level at a time. Node 20's
 * `mkdir(…, { recursive: true })` never returns for some paths (under /proc, for one);
 * a plain mkdir per level fails at once instead.
 */
export function ensureDirSync(dir: string): void {
  const absolute = path.resolve(dir);
  try {
    if (statSync(absolute).isDirectory()) return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const parent = path.dirname(absolute);
    if (parent !== absolute) ensureDirSync(parent);
    try {
      mkdirSync(absolute);
    } catch (mkdirError) {
      if ((mkdirError as NodeJS.ErrnoException).code !== "EEXIST") throw mkdirError;
    }
    return;
  }
  throw Object.assign(new Error(`${absolute} is not a directory`), { code: "ENOTDIR" });
}

/** The code of the error {@link readRegularFile} throws for a FIFO, socket, device or directory. */
const NOT_REGULAR = "ENOTREGULAR";

/** What a non-regular file is, for messages; null for a regular file. */
export function fileKind(stats: Stats): string | null {
  if (stats.isFile()) return null;
  if (stats.isDirectory()) return "a directory";
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a file";
}

/**
 * Opens a file by name for reading, the one way loopgate does (recordings, the shard
 * pre-read, reports, baselines, histories, config files, seals). A FIFO would make a plain
 * open or read wait for a writer forever and a device never end, so the open never blocks
 * (`O_NONBLOCK`) and whatever is not a regular file is refused from its `fstat` (error code
 * {@link NOT_REGULAR}), as is a symbolic link with `noFollow`. The caller closes the fd.
 */
export function openRegularFile(file: string, options: { noFollow?: boolean } = {}): { fd: number; stats: Stats } {
  const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (options.noFollow ? constants.O_NOFOLLOW : 0);
  const fd = openSync(file, flags);
  try {
    const stats = fstatSync(fd);
    const kind = fileKind(stats);
    if (kind !== null)
      throw Object.assign(new Error(`not a regular file (${kind}); refusing to read it`), { code: NOT_REGULAR });
    return { fd, stats };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** Reads a whole regular file opened by {@link openRegularFile}. */
export function readRegularFileSync(
  file: string,
  options: { noFollow?: boolean } = {},
): { bytes: Buffer; mode: number } {
  const { fd, stats } = openRegularFile(file, options);
  try {
    return { bytes: readFileSync(fd), mode: stats.mode & 0o7777 };
  } finally {
    closeSync(fd);
  }
}

/** {@link readRegularFileSync} for async callers (reports, histories and seals are read whole). */
export async function readRegularFile(
  file: string,
  options: { noFollow?: boolean } = {},
): Promise<{ bytes: Buffer; mode: number }> {
  return readRegularFileSync(file, options);
}

/** Text of a file some editors began with a UTF-8 byte-order mark, which JSON has no place for. */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The start of a regular file, up to the end of its first line with content: enough to
 * tell a baseline report from a history (looksLikeHistory) or an empty file, where reading
 * a report of 100,000 recordings whole would hold all of its text (issue 26).
 */
export function fileOpening(file: string): string {
  const { fd } = openRegularFile(file);
  try {
    const decoder = new TextDecoder();
    const buffer = Buffer.allocUnsafe(OPENING_READ_BYTES);
    let text = "";
    for (let got = readSync(fd, buffer); got > 0; got = readSync(fd, buffer)) {
      text += decoder.decode(buffer.subarray(0, got), { stream: true });
      if (/\S/.test(text) && text.includes("\n")) break;
    }
    return withoutByteOrderMark(text + decoder.decode());
  } finally {
    closeSync(fd);
  }
}

const OPENING_READ_BYTES = 64 * 1024;
