import { mkdirSync, statSync } from "node:fs";
import path from "node:path";

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
    case undefined:
      return error instanceof Error ? error.message : String(error);
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
