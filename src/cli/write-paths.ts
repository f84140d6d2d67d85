import { lstatSync, realpathSync } from "node:fs";
import path from "node:path";
import { UsageError } from "./args.js";

/** The flag that lets a command write through a folder link out of the working directory. */
export const WRITE_THROUGH_LINKS_FLAG = { "write-through-links": { type: "boolean" } } as const;
/** Its help lines, the description starting at `column` as the command's other flags do. */
export function writeThroughLinksHelp(column: number): string {
  const pad = " ".repeat(column);
  return `  --write-through-links\n${pad}write even where a folder of an output path is a symbolic link out of the\n${pad}working directory (refused by default: a committed link can point anywhere)`;
}

/**
 * Refuses, as a usage error naming the flag, an output path inside the working directory
 * whose folders include a symbolic link that leads out of it: a pull request can commit
 * `loopgate-report -> ~/.ssh`, and the write would land there while the log names the path
 * inside. The working directory's own real path is resolved first, so a working directory
 * that itself sits behind a link (a linked temp folder or home) is not "outside". A path
 * given outside the working directory was chosen by whoever typed it, and is written.
 */
export function refuseLinksOut(
  outputs: Array<[flag: string, file: string | undefined]>,
  flags: { "write-through-links"?: boolean },
  cwd: string = process.cwd(),
): void {
  if (flags["write-through-links"]) return;
  const root = realpathSync(cwd);
  for (const [flag, file] of outputs) {
    if (file === undefined) continue;
    const problem = linkOut(path.resolve(cwd, file), cwd, root);
    if (problem !== null)
      throw new UsageError(`--${flag} ${file}: refused: ${problem}; pass --write-through-links if you mean it`);
  }
}

function linkOut(absolute: string, cwd: string, root: string): string | null {
  const relative = path.relative(cwd, path.dirname(absolute));
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  let current = cwd;
  for (const folder of relative.split(path.sep).filter(Boolean)) {
    current = path.join(current, folder);
    let isLink: boolean;
    try {
      isLink = lstatSync(current).isSymbolicLink();
    } catch {
      return null; // Missing folders are created as real folders.
    }
    if (!isLink) continue;
    const shown = path.relative(cwd, current).split(path.sep).join("/");
    let real: string;
    try {
      real = realpathSync(current);
    } catch {
      return `its folder "${shown}" is a symbolic link that leads nowhere`;
    }
    if (!isWithin(real, root))
      return `its folder "${shown}" is a symbolic link out of the working directory (to ${real})`;
  }
  return null;
}

function isWithin(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative === "" || (!relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative));
}
