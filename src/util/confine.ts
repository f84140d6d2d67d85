import { lstatSync } from "node:fs";
import path from "node:path";

export interface WriteRoot {
  /** Absolute; trusted as it is (the workspace itself may sit behind a link). */
  dir: string;
  /** For messages: "the workspace". */
  name: string;
}

/**
 * Why `target` must not be written, or null when it may: it must lie inside one of
 * `roots`, and no folder between that root and the file may be a symbolic link. A link
 * committed by a pull request (`loopgate-report -> /home/runner/.ssh`) would otherwise
 * take the write wherever it points while the log names the path inside the workspace.
 * Folders that do not exist yet are fine: they are created as real folders.
 */
export function unsafeWritePath(target: string, roots: WriteRoot[]): string | null {
  const absolute = path.resolve(target);
  const root = roots.find((candidate) => isInside(candidate.dir, absolute));
  if (root === undefined) return `it lies outside ${roots.map((candidate) => candidate.name).join(" and ")}`;
  const folders = path.relative(root.dir, path.dirname(absolute)).split(path.sep).filter(Boolean);
  let current = root.dir;
  for (const folder of folders) {
    current = path.join(current, folder);
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      return null;
    }
    if (stats.isSymbolicLink())
      return `its folder "${path.relative(root.dir, current).split(path.sep).join("/")}" is a symbolic link`;
  }
  return null;
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(path.resolve(dir), file);
  return relative !== "" && !relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative);
}
