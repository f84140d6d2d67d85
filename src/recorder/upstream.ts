import { spawn, type ChildProcess } from "node:child_process";
import type { UpstreamLink } from "./upstream-link.js";

export interface UpstreamSpec {
  command: string[];
  cwd?: string;
  /** Added to the recorder's own environment, which the upstream inherits. */
  env: Record<string, string>;
}

export interface UpstreamExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be spawned at all (ENOENT, EACCES…). */
  spawnError?: string;
}

/**
 * Timers the recorder awaits stay referenced: if an unreferenced wait were all that is left,
 * Node would end the process with exit 13 (unsettled top-level await) instead of our exit code.
 */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves with `promise`, or after `ms`; the timer never outlives the wait. */
async function withinMs(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The upstream runs in its own process group, so stopping it also stops whatever it
 * started (npx → node, sh → server); its stderr goes straight to ours.
 */
export class UpstreamProcess implements UpstreamLink {
  readonly transport = "stdio" as const;
  readonly child: ChildProcess;
  readonly exited: Promise<UpstreamExit>;
  private exitInfo: UpstreamExit | undefined;

  constructor(spec: UpstreamSpec) {
    const [file, ...args] = spec.command;
    this.child = spawn(file!, args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: ["pipe", "pipe", "inherit"],
      detached: true,
    });
    this.exited = new Promise((resolve) => {
      this.child.once("error", (error: NodeJS.ErrnoException) => {
        if (this.child.pid === undefined) {
          this.exitInfo = {
            code: null,
            signal: null,
            spawnError: `${spec.command[0]}: ${error.code === "ENOENT" ? "command not found" : error.message}`,
          };
          resolve(this.exitInfo);
        }
      });
      // "close" comes after stdout has been read to its end, so no last answer is lost.
      this.child.once("close", (code, signal) => {
        this.exitInfo ??= { code, signal };
        resolve(this.exitInfo);
      });
    });
    this.child.stdin?.on("error", () => undefined);
  }

  get hasExited(): boolean {
    return this.exitInfo !== undefined;
  }

  onData(listener: (chunk: Buffer) => void): void {
    this.child.stdout?.on("data", listener);
  }

  /** A stdio request is lost only with the process, which {@link exited} reports. */
  onUndelivered(): void {}

  send(line: string): void {
    this.write(`${line}\n`);
  }

  /** Whole lines, each ending in a newline. */
  write(lines: string | Buffer): void {
    const stdin = this.child.stdin;
    if (stdin && !stdin.destroyed && stdin.writable) stdin.write(lines);
  }

  private signalGroup(signal: NodeJS.Signals): boolean {
    const pid = this.child.pid;
    if (pid === undefined) return false;
    try {
      process.kill(-pid, signal);
      return true;
    } catch {
      return false;
    }
  }

  private groupAlive(): boolean {
    return this.signalGroup(0 as unknown as NodeJS.Signals);
  }

  /**
   * Closes stdin first (the polite MCP stdio shutdown), then SIGTERM and SIGKILL to the
   * whole process group, each after a grace period: no stray process survives the recorder.
   * Its stdout is let go at the end, so a process that escaped the group and still holds the
   * pipe cannot keep the recorder alive.
   */
  async stop(graceMs = 1500): Promise<void> {
    if (this.child.pid === undefined) return;
    this.child.stdin?.end();
    await withinMs(this.exited, graceMs);
    if (this.groupAlive()) {
      this.signalGroup("SIGTERM");
      const deadline = Date.now() + graceMs;
      while (Date.now() < deadline && this.groupAlive()) await sleep(25);
      if (this.groupAlive()) this.signalGroup("SIGKILL");
    }
    this.child.stdout?.destroy();
  }
}
