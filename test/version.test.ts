import { readFileSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";
import { LOOPGATE_VERSION } from "../src/version.js";
import { CLI, ROOT } from "./helpers/paths.js";

it("the version in src/version.ts, package.json and the built CLI agree", () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string };
  expect(LOOPGATE_VERSION).toBe(pkg.version);
  expect(execFileSync(process.execPath, [CLI, "--version"], { encoding: "utf8" })).toBe(`${pkg.version}\n`);
});
