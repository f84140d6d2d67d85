import { spawn, type ChildProcess } from "node:child_process";
import type { Readable } from "node:stream";
import type { UpstreamLink } from "./upstream-link.js";

export interface UpstreamSpec {
  command: string[];
  cwd?: string;
  /** Added to the recorder's own environment, which the upstream inherits. */
  env: Record<string, string>;
  /**
   * Each line the upstream writes to its stderr, for the caller to redact before printing
   * (issue 22 item 1: a server may log its own credentials); without it, stderr is inherited.
   */
  stderr?: (line: string) => void;
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
export async function withinMs(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The upstream runs in its own process group, so stopping it also stops whatever it
 * started (npx → node, sh → server); its stderr comes to ours line by line through `spec.stderr`.
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
      stdio: ["pipe", "pipe", spec.stderr ? "pipe" : "inherit"],
      detached: true,
    });
    if (spec.stderr && this.child.stderr) relayLines(this.child.stderr, spec.stderr);
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

  /** A stdio upstream's answer is one line: there is no stream or body whose state a timeout could name. */
  gaveUp(): void {}

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
    this.child.stderr?.destroy();
  }
}

/** A line of the upstream's stderr is passed on at this length at the latest, so one without a newline cannot grow unbounded. */
const MAX_STDERR_LINE = 64 * 1024;
/** A private key is printed over many lines; redaction must see it whole, so its lines are passed on together. */
const KEY_BEGIN = /-----BEGIN [A-Z0-9 _-]{0,100}PRIVATE KEY/;
const KEY_END = /-----END [A-Z0-9 _-]{0,100}PRIVATE KEY/;

function relayLines(stream: Readable, onLine: (line: string) => void): void {
  let pending = "";
  let key: string[] = [];
  let keyLength = 0;
  const passOn = (line: string) => {
    if (key.length === 0 && !KEY_BEGIN.test(line)) return onLine(line);
    key.push(line);
    keyLength += line.length + 1;
    if (KEY_END.test(line) || keyLength >= MAX_STDERR_LINE) flushKey();
  };
  const flushKey = () => {
    if (key.length > 0) onLine(key.join("\n"));
    key = [];
    keyLength = 0;
  };
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    pending += chunk;
    let start = 0;
    for (let newline = pending.indexOf("\n"); newline !== -1; newline = pending.indexOf("\n", start)) {
      passOn(pending.slice(start, newline).replace(/\r$/, ""));
      start = newline + 1;
    }
    pending = pending.slice(start);
    if (pending.length >= MAX_STDERR_LINE) {
      passOn(pending);
      pending = "";
    }
  });
  stream.on("end", () => {
    if (pending !== "") passOn(pending);
    flushKey();
  });
  stream.on("error", () => undefined);
}
