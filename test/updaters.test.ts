import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { UpdateRefusedError, updateRequested, updaterTestFiles } from "../scripts/updaters.mjs";
import { ROOT } from "./helpers/paths.js";

const run = promisify(execFile);

/** Every updater variable the tests honour, as they name it to the guard. */
function updaterVariables(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(path.join(ROOT, "test")).filter((f) => f.endsWith(".ts"))) {
    const text = readFileSync(path.join(ROOT, "test", file), "utf8");
    for (const match of text.matchAll(/updateRequested\("(\w+)"\)/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

async function exitOf(command: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run(command[0]!, command.slice(1), { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const snapshot = (dir: string) =>
  readdirSync(dir)
    .sort()
    .map((file) => `${file}\n${readFileSync(path.join(dir, file), "utf8")}`)
    .join("\n");

describe("updaters refuse to write under CI", () => {
  it("every updater variable goes through the guard: no test or script reads UPDATE_* itself", () => {
    expect(updaterVariables()).toEqual(["UPDATE_DOCS", "UPDATE_FIXTURES", "UPDATE_GOLDEN", "UPDATE_SCHEMAS"]);
    const direct: string[] = [];
    for (const dir of ["test", "scripts"]) {
      for (const file of readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })) {
        if (!/\.(ts|mjs|js)$/.test(file) || file === "updaters.test.ts") continue;
        if (/env\.UPDATE_|env\[["']UPDATE_/.test(readFileSync(path.join(ROOT, dir, file), "utf8")))
          direct.push(`${dir}/${file}`);
      }
    }
    expect(direct).toEqual([]);
  });

  it("each variable throws one line under CI, and asks to write only when set outside CI", () => {
    for (const variable of updaterVariables()) {
      const attempt = () => updateRequested(variable, { CI: "true", [variable]: "1" });
      expect(attempt).toThrow(UpdateRefusedError);
      expect(attempt).toThrow(
        `${variable}=1 rewrites committed expected files and refuses to run under CI (CI=true); run it locally and commit the diff`,
      );
      expect(updateRequested(variable, { [variable]: "1" })).toBe(true);
      expect(updateRequested(variable, { CI: "false", [variable]: "1" })).toBe(true);
      expect(updateRequested(variable, { CI: "true" })).toBe(false);
      expect(updateRequested(variable, { CI: "true", [variable]: "0" })).toBe(false);
      expect(updateRequested(variable, {})).toBe(false);
    }
  });

  it("npm run fixtures under CI exits 1 with one line and re-records nothing", async () => {
    const recorded = path.join(ROOT, "fixtures", "recordings", "recorded");
    const before = snapshot(recorded);
    const result = await exitOf([process.execPath, "scripts/fixtures.mjs"], { ...process.env, CI: "true" });
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "fixtures: npm run fixtures rewrites committed expected files and refuses to run under CI (CI=true); run it locally and commit the diff\n",
    });
    expect(snapshot(recorded)).toBe(before);
  });

  it("npm run regen under CI exits 1 with one line before its first step", async () => {
    const recorded = path.join(ROOT, "fixtures", "recordings", "recorded");
    const before = snapshot(recorded);
    const result = await exitOf(["npm", "run", "--silent", "regen"], { ...process.env, CI: "true" });
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "regen: npm run regen rewrites committed expected files and refuses to run under CI (CI=true); run it locally and commit the diff\n",
    });
    expect(snapshot(recorded)).toBe(before);
  });

  it("npm run regen finds the test files of each updater by the guard they call", () => {
    expect(Object.fromEntries(updaterVariables().map((v) => [v, updaterTestFiles(ROOT, v)]))).toEqual({
      UPDATE_DOCS: ["test/output-formats.test.ts", "test/rules-docs.test.ts", "test/workflows.test.ts"],
      UPDATE_FIXTURES: ["test/fixtures.test.ts"],
      UPDATE_GOLDEN: ["test/report-golden.test.ts", "test/report-schema.test.ts"],
      UPDATE_SCHEMAS: ["test/config.test.ts", "test/recording-schema.test.ts", "test/report-schema.test.ts"],
    });
  });

  it("a test file run with UPDATE_SCHEMAS=1 under CI fails and leaves the schema as committed", async () => {
    const schema = path.join(ROOT, "docs", "recording.schema.json");
    const before = readFileSync(schema, "utf8");
    const env: NodeJS.ProcessEnv = { ...process.env, CI: "true", UPDATE_SCHEMAS: "1", NO_COLOR: "1" };
    for (const key of Object.keys(env)) if (key.startsWith("VITEST")) delete env[key];
    const vitest = path.join(ROOT, "node_modules", "vitest", "vitest.mjs");
    const result = await exitOf([process.execPath, vitest, "run", "test/recording-schema.test.ts"], env);
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toContain(
      "UpdateRefusedError: UPDATE_SCHEMAS=1 rewrites committed expected files and refuses to run under CI (CI=true); run it locally and commit the diff",
    );
    expect(readFileSync(schema, "utf8")).toBe(before);
  });
});
