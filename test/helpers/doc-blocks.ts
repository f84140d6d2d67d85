import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.js";

/** One fenced code block of a Markdown file, its indentation (a block inside a list item) removed. */
export interface DocBlock {
  file: string;
  line: number;
  lang: string;
  text: string;
  /** First 12 hex digits of the SHA-256 of `text`: how a pin names a block. */
  sha: string;
}

/** README.md, CONTRIBUTING.md and every Markdown file under docs/, as repository-relative paths. */
export function docFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, "docs"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
  return ["README.md", "CONTRIBUTING.md", ...docs.sort()];
}

const FENCE = /^( *)(`{3,}|~{3,})\s*([^\s`]*)/;

export function blocksOf(file: string): DocBlock[] {
  const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
  const blocks: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang] = open as unknown as [string, string, string, string];
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.trim().startsWith(fence[0]!.repeat(fence.length)) && line.trim().replace(/[`~]/g, "") === "") break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    const text = `${body.join("\n")}\n`;
    blocks.push({ file, line: i + 1, lang, text, sha: createHash("sha256").update(text).digest("hex").slice(0, 12) });
    i = j;
  }
  return blocks;
}

/**
 * The commands of a shell block: continuation lines joined, comments and blank lines
 * dropped. A trailing `# comment` stays: bash ignores it, and it is what the reader sees.
 */
export function shellCommands(text: string): string[] {
  const commands: string[] = [];
  let pending = "";
  for (const raw of text.split("\n")) {
    const line = raw.trimEnd();
    if (pending === "" && (line.trim() === "" || line.trimStart().startsWith("#"))) continue;
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1).trimEnd()} `;
      continue;
    }
    commands.push(`${pending}${line.trim()}`);
    pending = "";
  }
  if (pending !== "") commands.push(pending.trim());
  return commands;
}
