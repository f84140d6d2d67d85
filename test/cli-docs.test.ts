import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { MARKDOWN_FILE_BOUND, MARKDOWN_FILE_LIMIT, MARKDOWN_FILE_MARGIN } from "../src/cli/limits.js";
import { CLI, ROOT } from "./helpers/paths.js";

it("docs/cli.md shows each command's --help text exactly as the built CLI prints it", () => {
  const doc = readFileSync(path.join(ROOT, "docs", "cli.md"), "utf8");
  for (const command of ["replay", "merge", "report", "diff", "record", "doctor", "init", "seal"]) {
    const help = execFileSync(process.execPath, [CLI, command, "--help"], { encoding: "utf8" });
    expect(doc, command).toContain(`## \`loopgate ${command}\`\n\n\`\`\`text\n${help}\`\`\`\n`);
  }
});

it("--markdown's documented bound, at most 1 MiB, is the CLI's own constant, less room for the rest of the step's summary", () => {
  expect(MARKDOWN_FILE_LIMIT).toBe(1_048_576);
  expect(MARKDOWN_FILE_MARGIN).toBe(16_384);
  expect(MARKDOWN_FILE_BOUND).toEqual({ maxBytes: 1_032_192, boundName: "GitHub's 1048576-byte job summary limit" });
  // docs/cli.md equals --help (above): replay, merge and report promise the bound.
  const doc = readFileSync(path.join(ROOT, "docs", "cli.md"), "utf8");
  expect(
    doc.match(/ --markdown FILE +write the Markdown summary \(at most 1 MiB, for GITHUB_STEP_SUMMARY\)\n/g),
  ).toHaveLength(3);
});

it("--distrust-idempotent-hint has one help wording in every command that takes it", () => {
  // docs/cli.md equals --help (above): record, replay, doctor and init each print this line.
  const doc = readFileSync(path.join(ROOT, "docs", "cli.md"), "utf8");
  const wordings = [...doc.matchAll(/--distrust-idempotent-hint\n +(.*)\n/g)].map((match) => match[1]);
  expect(wordings).toEqual(Array(4).fill("judge tools declaring idempotentHint: true like any other write (J29)"));
  expect(doc.match(/--distrust-idempotent-hint/g)).toHaveLength(4);
});
