import { readdirSync, statSync, type Dirent, type Stats } from "node:fs";
import path from "node:path";
import { compareCodeUnits } from "../util/text.js";
import { wildcardMatch } from "../util/wildcard.js";

export interface FoundRecordings {
  /** Paths relative to `cwd`, with `/`, sorted, each once. */
  files: string[];
  /** Arguments that named nothing: a missing file, or a glob or directory without recordings. */
  unmatched: string[];
}

const GLOB_CHARS = /[*?[]/;

/**
 * Expands files, directories (recursively, `*.jsonl`) and globs (`*`, `?`, `**`) into
 * recording paths. Hidden folders and node_modules are skipped when walking. The folders are
 * read synchronously, as the recordings are (recording/reader.ts): nothing runs beside the
 * search, and its first promise-based call cost a cold `replay` of one file about as much
 * as reading it (it starts libuv's thread pool, and fs/promises loads nine more modules).
 */
export async function findRecordings(args: string[], cwd: string): Promise<FoundRecordings> {
  return findFiles(args, cwd, ".jsonl");
}

/** {@link findRecordings} for files of any kind: a directory gives the files ending in `extension`. */
export async function findFiles(args: string[], cwd: string, extension: string): Promise<FoundRecordings> {
  const found = new Set<string>();
  const unmatched: string[] = [];
  for (const arg of args) {
    const before = found.size;
    if (GLOB_CHARS.test(arg)) {
      expandGlob(arg, cwd, found);
    } else {
      const absolute = path.resolve(cwd, arg);
      const info = statOrNull(absolute);
      if (info?.isDirectory()) walk(absolute, (file) => file.endsWith(extension) && found.add(toDisplay(file, cwd)));
      else if (info) found.add(toDisplay(absolute, cwd));
      else {
        unmatched.push(arg);
        continue;
      }
    }
    if (found.size === before && !alreadyFound(arg, cwd, found)) unmatched.push(arg);
  }
  return { files: [...found].sort(compareCodeUnits), unmatched };
}

function alreadyFound(arg: string, cwd: string, found: Set<string>): boolean {
  return !GLOB_CHARS.test(arg) && found.has(toDisplay(path.resolve(cwd, arg), cwd));
}

/** Relative to the working directory with `/`, as every report shows paths. */
export function toDisplay(absolute: string, cwd: string): string {
  const relative = path.relative(cwd, absolute);
  return (relative === "" ? "." : relative).split(path.sep).join("/");
}

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

function walk(dir: string, onFile: (file: string) => unknown): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    entries = [];
  }
  entries.sort((a, b) => compareCodeUnits(a.name, b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      walk(full, onFile);
    } else if (entry.isFile()) {
      onFile(full);
    }
  }
}

function expandGlob(pattern: string, cwd: string, found: Set<string>): void {
  const normalized = pattern.split(path.sep).join("/");
  const segments = normalized.split("/");
  const staticSegments: string[] = [];
  while (segments.length > 1 && !GLOB_CHARS.test(segments[0]!)) staticSegments.push(segments.shift()!);
  const root = path.resolve(cwd, staticSegments.join("/") || ".");
  const rootPrefix = root.split(path.sep).join("/");
  walk(root, (file) => {
    const relative = file
      .split(path.sep)
      .join("/")
      .slice(rootPrefix.length + 1);
    if (matchPathGlob(segments, relative.split("/"))) found.add(toDisplay(file, cwd));
  });
}

/** Matches path segments against glob segments; `**` spans any number of segments. */
export function matchPathGlob(patternSegments: string[], pathSegments: string[]): boolean {
  const memo = new Map<string, boolean>();
  const match = (p: number, s: number): boolean => {
    const key = `${p},${s}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    let result: boolean;
    if (p === patternSegments.length) result = s === pathSegments.length;
    else if (patternSegments[p] === "**") result = match(p + 1, s) || (s < pathSegments.length && match(p, s + 1));
    else
      result =
        s < pathSegments.length && wildcardMatch(patternSegments[p]!, pathSegments[s]!, true) && match(p + 1, s + 1);
    memo.set(key, result);
    return result;
  };
  return match(0, 0);
}
