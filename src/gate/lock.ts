import { link, lstat, open, readFile, rename, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { fileKind, readRegularFile } from "../util/fs.js";

/** A lock older than this is abandoned whatever its owner says: a history write takes milliseconds. */
const STALE_AFTER_MS = 60_000;
const GIVE_UP_AFTER_MS = 120_000;

/**
 * Runs `fn` while holding `<file>.lock`, created with O_EXCL. The lock holds
 * "pid host nonce"; a lock whose process is gone (same host) or that is older than a
 * minute is taken over by renaming it away first, so two waiters never both break it.
 */
/**
 * `onBusy` is told each time the lock was found held, before the wait: a deterministic
 * hand-off for whoever needs to know a waiter is waiting (test/history.test.ts), where a
 * sleep would pass or fail by load.
 */
export async function withFileLock<T>(file: string, fn: () => Promise<T>, onBusy?: () => void): Promise<T> {
  const lockPath = `${file}.lock`;
  const token = `${process.pid} ${hostname()} ${randomBytes(8).toString("hex")}\n`;
  const started = Date.now();
  let wait = 5;
  for (;;) {
    if (await tryCreate(lockPath, token)) break;
    await breakIfStale(lockPath);
    onBusy?.();
    if (Date.now() - started > GIVE_UP_AFTER_MS) {
      throw new Error(`${lockPath}: another process has held the history lock for over ${GIVE_UP_AFTER_MS / 1000} s`);
    }
    await sleep(wait + Math.floor(Math.random() * wait));
    wait = Math.min(wait * 2, 200);
  }
  try {
    return await fn();
  } finally {
    await releaseIfOurs(lockPath, token);
  }
}

async function tryCreate(lockPath: string, token: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(lockPath, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw new Error(`${lockPath}: cannot create the history lock: ${(error as Error).message}`, { cause: error });
  }
  try {
    await handle.writeFile(token);
  } finally {
    await handle.close();
  }
  return true;
}

async function breakIfStale(lockPath: string): Promise<void> {
  const seen = await readLock(lockPath);
  if (seen === null || !isStale(seen.content, seen.ageMs)) return;
  const aside = `${lockPath}.stale.${process.pid}.${randomBytes(6).toString("hex")}`;
  try {
    await rename(lockPath, aside);
  } catch {
    return;
  }
  const taken = await readFile(aside, "utf8").catch(() => null);
  if (taken !== seen.content) {
    // Between our look and the rename another process took a fresh lock: put it back.
    await link(aside, lockPath).catch(() => undefined);
  }
  await unlink(aside).catch(() => undefined);
}

/**
 * The lock as another process left it. Anything but a regular file there (a FIFO, which
 * a plain read would wait on forever; a link; a folder) was planted, not left by a
 * loopgate: the write stops with that said, instead of hanging or waiting it out.
 */
async function readLock(lockPath: string): Promise<{ content: string; ageMs: number } | null> {
  const info = await lstat(lockPath).catch(() => null);
  if (info === null) return null;
  if (!info.isFile())
    throw new Error(
      `${lockPath} is ${info.isSymbolicLink() ? "a symbolic link" : (fileKind(info) ?? "not a file")}, not a lock a loopgate left; remove it`,
    );
  try {
    const { bytes } = await readRegularFile(lockPath, { noFollow: true });
    return { content: bytes.toString("utf8"), ageMs: Date.now() - info.mtimeMs };
  } catch {
    return null;
  }
}

function isStale(content: string, ageMs: number): boolean {
  if (ageMs > STALE_AFTER_MS) return true;
  const [pidText, host] = content.trim().split(" ");
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

async function releaseIfOurs(lockPath: string, token: string): Promise<void> {
  const content = await readFile(lockPath, "utf8").catch(() => null);
  if (content === token) await unlink(lockPath).catch(() => undefined);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
