import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.js";

/** One compiler error: where (`file: source line`, stable while the lines around it change) and its whole message. */
export interface TypeCheckError {
  place: string;
  message: string;
}

/**
 * Type-checks test/type-checks/tsconfig.json on its own: the sources with every contributor's
 * first step of test/type-checks/ applied at once (one whole-project tsc, about 12 s, instead
 * of one per step). Each step augments a different type under a name of its own, so each error
 * names the step that caused it; test/type-level.test.ts splits them by that name.
 */
export function typeCheckErrors(): TypeCheckError[] {
  const dir = path.join(ROOT, "test/type-checks");
  let output = "";
  try {
    execFileSync(
      process.execPath,
      [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json", "--pretty", "false"],
      { cwd: dir, encoding: "utf8" },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  // An error is its first line and the indented lines of its message chain below it.
  return [...output.matchAll(/^(\S+)\((\d+),\d+\): error (TS\d+: .*(?:\n {2}.*)*)/gm)].map((match) => {
    const file = path.relative(ROOT, path.resolve(dir, match[1]!)).split(path.sep).join("/");
    const line = readFileSync(path.join(ROOT, file), "utf8").split("\n")[Number(match[2]) - 1]!.trim();
    return { place: `${file}: ${line}`, message: match[3]! };
  });
}
