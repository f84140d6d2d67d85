import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";
import { ROOT } from "./helpers/paths.js";

/** Stages in data-flow order (docs/architecture.md); a stage may import only itself and earlier ones. */
const ORDER = [
  "util",
  "recording",
  "judge",
  "score",
  "report",
  "replay",
  "gate",
  "outputs",
  "config",
  "recorder",
  "cli",
  "action",
];
/** The entry points may import any earlier stage; nothing imports an entry point. */
const EXTRA: Record<string, string[]> = {
  config: ["util", "recording", "judge"],
  recorder: ["util", "recording", "judge"],
  // The gate reads reports, wherever they came from; it never needs the engine that made them.
  gate: ["util", "recording", "judge", "score", "report"],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(path.join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [path.join(dir, entry.name)]
        : [],
  );
}

it("data flows one way: no stage imports a later one, GitHub code only in src/action", () => {
  const src = path.join(ROOT, "src");
  const problems: string[] = [];
  for (const file of sources(src)) {
    const stage = path.relative(src, file).split(path.sep)[0]!;
    const text = readFileSync(file, "utf8");
    const allowed = EXTRA[stage] ?? ORDER.slice(0, ORDER.indexOf(stage) + 1);
    for (const match of text.matchAll(/from "(\.{1,2}\/[^"]+)"|import\("(\.{1,2}\/[^"]+)"\)/g)) {
      const target = path.resolve(path.dirname(file), match[1] ?? match[2]!);
      const targetStage = path.relative(src, target).split(path.sep)[0]!;
      if (targetStage.endsWith(".js")) continue;
      if (targetStage !== stage && !allowed.includes(targetStage))
        problems.push(`${path.relative(ROOT, file)} imports ${targetStage}`);
    }
    if (stage !== "action" && /from "@actions\//.test(text))
      problems.push(`${path.relative(ROOT, file)} imports @actions/*`);
  }
  expect(problems).toEqual([]);
});

/** GitHub's job summary limit by name or by number, and the words its note uses. */
const GITHUB_LIMIT = /GITHUB_STEP_SUMMARY|\b1_?048_?576\b|job summary limit/i;

it("GitHub's limits live where GitHub code lives: no stage before the entry points names them", () => {
  const src = path.join(ROOT, "src");
  const named: string[] = [];
  for (const stage of ORDER.slice(0, ORDER.indexOf("cli"))) {
    for (const file of sources(path.join(src, stage))) {
      const match = GITHUB_LIMIT.exec(readFileSync(file, "utf8"));
      if (match) named.push(`${path.relative(ROOT, file)}: ${match[0]}`);
    }
  }
  expect(named).toEqual([]);
});

it("every error class names itself, so a caught error says what it is", () => {
  const unnamed: string[] = [];
  for (const file of sources(path.join(ROOT, "src"))) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/class (\w+) extends (\w*Error) \{([\s\S]*?)\n\}/g)) {
      if (!match[3]!.includes(`override name = "${match[1]}";`))
        unnamed.push(`${path.relative(ROOT, file)}: ${match[1]}`);
    }
  }
  expect(unnamed).toEqual([]);
});

/** Value imports a module loads with it: `import type`, `export type` and `import()` load nothing up front. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const targets: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+"([^"]+)"|^import\s+"([^"]+)"/gms)) {
    const target = match[1] ?? match[2]!;
    targets.push(target.startsWith(".") ? path.resolve(path.dirname(file), target).replace(/\.js$/, ".ts") : target);
  }
  return targets;
}

it("replay loads zod only when a recording or a config file needs it: none of its static imports reaches zod", () => {
  const roots = ["src/cli/index.ts", "src/cli/replay.ts", "src/replay/worker.ts"].map((file) => path.join(ROOT, file));
  const seen = new Set<string>();
  const reached: string[] = [];
  const visit = (file: string, via: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of staticImports(file)) {
      if (target === "zod") reached.push([...via, file].map((f) => path.relative(ROOT, f)).join(" → "));
      else if (target.endsWith(".ts")) visit(target, [...via, file]);
    }
  };
  for (const root of roots) visit(root, []);
  expect(seen.size).toBeGreaterThan(20);
  expect(reached).toEqual([]);
});

/** `\p{…}` regular expressions a module builds while it loads: literals and `new RegExp` outside any function. */
function propertyEscapesBuiltAtLoad(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    const pattern = ts.isRegularExpressionLiteral(node)
      ? node.text
      : ts.isNewExpression(node) && node.expression.getText(source) === "RegExp"
        ? (node.arguments?.[0]?.getText(source) ?? "")
        : "";
    if (/\\[pP]\{/.test(pattern))
      found.push(
        `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`,
      );
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it("no module builds a `\\p{…}` pattern while it loads: each is built on first use (util/lazy-regexp.ts)", () => {
  const found = sources(path.join(ROOT, "src")).flatMap(propertyEscapesBuiltAtLoad);
  expect(found).toEqual([]);
});
