import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPackedLoopgate, npm, offlineNpmEnv, type InstalledProject } from "./helpers/installed-package.js";
import { CLI, ROOT } from "./helpers/paths.js";

// Installing loopgate must bring nothing but loopgate: dist/ bundles every runtime package.
let project: InstalledProject;
beforeAll(() => {
  project = installPackedLoopgate("loopgate-install-");
});
afterAll(() => rmSync(path.dirname(project.dir), { recursive: true, force: true }));

const BOOKING_SERVER = path.join(ROOT, "fixtures", "upstreams", "booking-server.mjs");

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

function npx(args: string[], cwd = project.dir) {
  return spawnSync("npx", args, { cwd, env: project.env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

describe("package.json", () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));

  it("has no runtime dependencies of any kind: dist/ is the whole program", () => {
    const kinds = ["dependencies", "optionalDependencies", "peerDependencies", "bundleDependencies"];
    expect(kinds.filter((kind) => pkg[kind] !== undefined)).toEqual([]);
  });

  it("has no script npm runs when installing from the repository (no build on `npm install github:…#sha`)", () => {
    // npm runs prepare (and prepack) for a git dependency, installing every devDependency to do it.
    const lifecycle = ["preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "prepack"];
    expect(lifecycle.filter((name) => pkg.scripts?.[name] !== undefined)).toEqual([]);
  });
});

describe("npm pack, then npm install of the tarball into an empty project, offline", () => {
  it("ships exactly dist/, action.yml, docs/, workflows-examples/, README.md, LICENSE and package.json", () => {
    const listed = execFileSync("tar", ["-tzf", project.tarball], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map((name) => name.replace(/^package\//, ""))
      .sort();
    const expected = [
      "LICENSE",
      "README.md",
      "action.yml",
      "package.json",
      ...filesUnder("dist"),
      ...filesUnder("docs"),
      ...filesUnder("workflows-examples"),
    ].sort();
    expect(listed).toEqual(expected);
  });

  it("installs loopgate and nothing else", () => {
    const tree = npm(["ls", "--all", "--parseable"], project.dir, project.env);
    expect(tree.status).toBe(0);
    expect(tree.stdout.trim().split("\n")).toEqual([project.dir, path.join(project.dir, "node_modules", "loopgate")]);
    expect(project.installLog).not.toMatch(/EBADENGINE|deprecated/);
  });

  it("npx loopgate --help prints what the repository's dist/cli.js prints", () => {
    const help = npx(["loopgate", "--help"]);
    expect([help.status, help.stderr]).toEqual([0, ""]);
    expect(help.stdout).toBe(execFileSync(process.execPath, [CLI, "--help"], { encoding: "utf8" }));
    expect(help.stdout.split("\n")[0]).toBe("usage: loopgate <command> [options]");
  });

  it("npx loopgate replay judges recordings to the same bytes as the repository's dist/cli.js", () => {
    cpSync(path.join(ROOT, "fixtures", "recordings"), path.join(project.dir, "recordings"), { recursive: true });
    const installed = npx(["loopgate", "replay", "recordings", "--json", "installed.json", "--junit", "installed.xml"]);
    expect(installed.status).toBe(0);
    const direct = spawnSync(
      process.execPath,
      [CLI, "replay", "recordings", "--json", "direct.json", "--junit", "direct.xml"],
      { cwd: project.dir, encoding: "utf8" },
    );
    expect(installed.stdout).toBe(direct.stdout);
    const read = (name: string) => readFileSync(path.join(project.dir, name), "utf8");
    expect(read("installed.json")).toBe(read("direct.json"));
    expect(read("installed.xml")).toBe(read("direct.xml"));
    const totals = JSON.parse(read("installed.json")).totals;
    expect(totals.recordings).toBe(
      readdirSync(path.join(ROOT, "fixtures", "recordings"), { recursive: true }).filter((f) =>
        String(f).endsWith(".jsonl"),
      ).length,
    );
  });

  it("npx loopgate doctor starts an MCP upstream with the bundled SDK", () => {
    const state = path.join(project.dir, "doctor-state.json");
    const command = ["doctor", "--", "node", BOOKING_SERVER, "--state", state];
    const installed = npx(["loopgate", ...command]);
    const direct = spawnSync(process.execPath, [CLI, ...command], { cwd: project.dir, encoding: "utf8" });
    expect(installed.status).toBe(direct.status);
    expect(installed.stdout).toBe(direct.stdout);
    expect(installed.stdout).toMatch(/create_booking/);
  });
});

describe("npm install from the repository at a commit (git+file, the same code path as github:…#sha)", () => {
  it("installs the committed HEAD offline: one package, no build", () => {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dir = mkdtempSync(path.join(tmpdir(), "loopgate-git-install-"));
    try {
      const env = offlineNpmEnv(path.join(dir, "npm-cache"));
      const app = path.join(dir, "project");
      mkdirSync(app);
      writeFileSync(path.join(app, "package.json"), '{ "name": "my-agent", "private": true }\n');
      const install = npm(["install", "--no-audit", "--no-fund", `git+file://${ROOT}#${head}`], app, env);
      expect([install.status, install.stderr.match(/npm (error|warn) .*/g) ?? []]).toEqual([0, []]);
      const tree = npm(["ls", "--all", "--parseable"], app, env);
      expect(tree.stdout.trim().split("\n")).toEqual([app, path.join(app, "node_modules", "loopgate")]);
      const help = spawnSync("npx", ["loopgate", "--help"], { cwd: app, env, encoding: "utf8" });
      expect([help.status, help.stdout.split("\n")[0]]).toEqual([0, "usage: loopgate <command> [options]"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
