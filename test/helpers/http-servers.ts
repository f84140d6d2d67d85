/** Streamable HTTP MCP servers on loopback for the recorder's HTTP tests: started for real, stopped with their process. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { ROOT } from "./paths.js";

export const BOOKING_HTTP_SERVER = path.join(ROOT, "fixtures", "upstreams", "booking-http-server.mjs");

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stderr: () => string;
  stop: () => Promise<void>;
}

/** Starts `command` and waits (at most 30 s) for a line of its output that `urlOf` turns into its URL. */
export async function startServer(
  command: string[],
  urlOf: (line: string) => string | null,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no URL from ${command.join(" ")} within 30 s: ${stderr}`)),
      30_000,
    );
    const scan = (line: string) => {
      const found = urlOf(line);
      if (found !== null) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    createInterface({ input: child.stdout! }).on("line", scan);
    createInterface({ input: child.stderr! }).on("line", scan);
    child.once("exit", (code) =>
      reject(new Error(`${command.join(" ")} exited (${code}) before it listened: ${stderr}`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url,
    child,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The fixture booking server over Streamable HTTP, its state in `stateFile`. */
export function startBookingHttpServer(
  stateFile: string,
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<RunningServer> {
  return startServer(
    [process.execPath, BOOKING_HTTP_SERVER, "--state", stateFile, ...args],
    (line) => (/^http:\/\/127\.0\.0\.1:\d+\/mcp$/.test(line) ? line : null),
    env,
  );
}
