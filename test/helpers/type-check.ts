import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.js";

/**
 * Type-checks a project of test/type-checks on its own and lists each error as `file: source
 * line`, stable while the lines around it change: the places the compiler makes a
 * contributor visit.
 */
export function typeCheckErrorPlaces(tsconfig: string): string[] {
  const dir = path.join(ROOT, "test/type-checks");
  let output = "";
  try {
    execFileSync(
      process.execPath,
      [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", tsconfig, "--pretty", "false"],
      { cwd: dir, encoding: "utf8" },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  return [...output.matchAll(/^(\S+)\((\d+),\d+\): error TS\d+/gm)].map((match) => {
    const file = path.relative(ROOT, path.resolve(dir, match[1]!)).split(path.sep).join("/");
    const line = readFileSync(path.join(ROOT, file), "utf8").split("\n")[Number(match[2]) - 1]!.trim();
    return `${file}: ${line}`;
  });
}
