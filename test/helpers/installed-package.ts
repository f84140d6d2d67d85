import { execFileSync, spawnSync, type SpawnSyncReturns } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./paths.js";

/** A user's project with loopgate installed from the packed tarball, as `npm install` leaves it. */
export interface InstalledProject {
  dir: string;
  tarball: string;
  /** The environment every npm/npx call here runs with: offline, with a cache of its own. */
  env: NodeJS.ProcessEnv;
  /** What `npm install` printed. */
  installLog: string;
}

/**
 * `npm pack` of the working tree, then `npm install TARBALL` into an empty project with no
 * network (`--offline`) and an empty cache of its own: anything beyond the tarball that
 * the install needed would fail it.
 */
export function installPackedLoopgate(prefix: string): InstalledProject {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  const packDir = path.join(work, "pack");
  mkdirSync(packDir);
  const env = offlineNpmEnv(path.join(work, "npm-cache"));
  const packed = execFileSync("npm", ["pack", "--json", "--pack-destination", packDir], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tarball = path.join(packDir, (JSON.parse(packed) as { filename: string }[])[0]!.filename);
  const dir = path.join(work, "project");
  mkdirSync(dir);
  writeFileSync(path.join(dir, "package.json"), `${JSON.stringify({ name: "my-agent", private: true }, null, 2)}\n`);
  const install = npm(["install", "--no-audit", "--no-fund", tarball], dir, env);
  if (install.status !== 0) throw new Error(`npm install ${tarball} failed:\n${install.stderr}`);
  return { dir, tarball, env, installLog: install.stdout + install.stderr };
}

/** npm with no network and its own cache, so nothing is fetched and nothing cached elsewhere helps. */
export function offlineNpmEnv(cache: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    npm_config_offline: "true",
    npm_config_cache: cache,
    npm_config_update_notifier: "false",
    npm_config_audit: "false",
    npm_config_fund: "false",
  };
}

export function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv): SpawnSyncReturns<string> {
  return spawnSync("npm", args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}
