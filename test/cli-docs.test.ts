import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { CLI, ROOT } from "./helpers/paths.js";

it("docs/cli.md shows each command's --help text exactly as the built CLI prints it", () => {
  const doc = readFileSync(path.join(ROOT, "docs", "cli.md"), "utf8");
  for (const command of ["replay", "merge", "report", "diff", "record", "doctor", "init", "seal"]) {
    const help = execFileSync(process.execPath, [CLI, command, "--help"], { encoding: "utf8" });
    expect(doc, command).toContain(`## \`loopgate ${command}\`\n\n\`\`\`text\n${help}\`\`\`\n`);
  }
});
