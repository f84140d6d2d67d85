import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceHash } from "../scripts/source-hash.mjs";
import { checkDistIsCurrent } from "./global-setup.mjs";
import { ROOT } from "./helpers/paths.js";

const work = mkdtempSync(path.join(tmpdir(), "loopgate-dist-stamp-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A checkout with one source file, a lock file and, when given, dist/source-hash.txt. */
function checkout(name: string, stamp: string | null): string {
  const root = path.join(work, name);
  mkdirSync(path.join(root, "src", "judge"), { recursive: true });
  mkdirSync(path.join(root, "dist"), { recursive: true });
  writeFileSync(path.join(root, "src", "judge", "rule.ts"), "export const RULE = 1;\n");
  writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  if (stamp !== null) writeFileSync(path.join(root, "dist", "source-hash.txt"), `${stamp}\n`);
  return root;
}

describe("dist/ is stamped with the hash of the sources it was built from", () => {
  it("npm run package stamped this checkout's dist/ with the hash of its src/ and package-lock.json", () => {
    expect(readFileSync(path.join(ROOT, "dist", "source-hash.txt"), "utf8")).toBe(`${sourceHash(ROOT)}\n`);
  });

  it("the global setup passes a current dist/ and stops a stale or unstamped one with 'run npm run package'", () => {
    const current = checkout("current", null);
    writeFileSync(path.join(current, "dist", "source-hash.txt"), `${sourceHash(current)}\n`);
    expect(() => checkDistIsCurrent(current)).not.toThrow();
    // One byte of a source changed after the build: the stamp no longer matches.
    writeFileSync(path.join(current, "src", "judge", "rule.ts"), "export const RULE = 2;\n");
    const stale = readFileSync(path.join(current, "dist", "source-hash.txt"), "utf8").trim();
    expect(() => checkDistIsCurrent(current)).toThrow(
      `dist/ was not built from the src/ and package-lock.json checked out now (dist/source-hash.txt: ${stale}): run npm run package`,
    );
    const lock = checkout("lock", null);
    writeFileSync(path.join(lock, "dist", "source-hash.txt"), `${sourceHash(lock)}\n`);
    writeFileSync(path.join(lock, "package-lock.json"), '{"lockfileVersion":3}\n');
    expect(() => checkDistIsCurrent(lock)).toThrow(/: run npm run package$/);
    expect(() => checkDistIsCurrent(checkout("unstamped", null))).toThrow(
      "dist/ was not built from the src/ and package-lock.json checked out now (dist/source-hash.txt: missing): run npm run package",
    );
  });

  it("the hash is of paths and bytes only: the same tree elsewhere hashes the same, a renamed file differently", () => {
    const a = checkout("a", null);
    const b = checkout("b", null);
    expect(sourceHash(a)).toBe(sourceHash(b));
    expect(sourceHash(a)).toMatch(/^sha256:[0-9a-f]{64}$/);
    rmSync(path.join(b, "src", "judge", "rule.ts"));
    writeFileSync(path.join(b, "src", "judge", "rules.ts"), "export const RULE = 1;\n");
    expect(sourceHash(b)).not.toBe(sourceHash(a));
  });

  it("vitest, with a stale dist/, stops before any test with the one line as its last word", () => {
    // A checkout of this global setup with a stale stamp, a config that uses it and one test.
    const root = checkout("vitest", "sha256:stale");
    for (const file of ["test/global-setup.mjs", "scripts/source-hash.mjs"]) {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      copyFileSync(path.join(ROOT, file), path.join(root, file));
    }
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"));
    writeFileSync(
      path.join(root, "vitest.config.mjs"),
      'export default { test: { include: ["test/**/*.test.mjs"], globalSetup: ["test/global-setup.mjs"] } };\n',
    );
    writeFileSync(path.join(root, "test", "one.test.mjs"), 'import { it } from "vitest";\nit("runs", () => {});\n');
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
    for (const key of Object.keys(env)) if (key.startsWith("VITEST")) delete env[key];
    const vitest = path.join(ROOT, "node_modules", "vitest", "vitest.mjs");
    const result = spawnSync(process.execPath, [vitest, "run"], { cwd: root, env, encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).not.toContain("No test files found");
    expect(result.stderr.trimEnd().split("\n").at(-1)).toBe(
      "dist/ was not built from the src/ and package-lock.json checked out now (dist/source-hash.txt: sha256:stale): run npm run package",
    );
  });
});
