import type { RecordingConfig } from "../recording/schema.js";
import type { ListenSpec } from "./http-agent.js";

export interface RecordOptions {
  out: string;
  /** Empty when the upstream is reached by URL. */
  upstreamCommand: string[];
  upstreamCwd?: string;
  upstreamEnv: Record<string, string>;
  /** A Streamable HTTP upstream, instead of a command. */
  upstreamUrl?: string;
  /** Sent to an HTTP upstream with every request; the values are secrets (never recorded or logged). */
  upstreamHeaders?: Record<string, string>;
  /** Serve the agent over Streamable HTTP (the CLI opens it; the recorder sees streams either way). */
  listen?: ListenSpec & { tokenVariable?: string };
  config: RecordingConfig;
  labels: Record<string, string>;
  redactPatterns: RegExp[];
  /** Names whose values are secrets besides the built-in ones (--redact-field); optional for callers that add none. */
  redactFields?: string[];
  /** The config file the classification settings came from (for the start-up report), or null. */
  configFile: string | null;
  /** The CLI exits 4 when the scenario never triggered; the recorder itself only says so. */
  requireTrigger: boolean;
}
