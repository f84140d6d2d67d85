import { open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { describeFsError, ensureDirSync } from "./fs.js";

/**
 * Writes a whole file or nothing: a temp file beside the target (exclusive create, so a
 * planted file or symlink there is never followed), fsync, then rename over the target.
 */
export async function writeFileAtomic(target: string, content: string | Uint8Array): Promise<void> {
  try {
    await writeWhole(target, content);
  } catch (error) {
    throw new Error(`cannot write ${target}: ${describeFsError(error)}`);
  }
}

async function writeWhole(target: string, content: string | Uint8Array): Promise<void> {
  const dir = path.dirname(target);
  ensureDirSync(dir);
  const temp = path.join(dir, `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temp, "wx", 0o644);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
