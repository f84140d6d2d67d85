import type { RecordingConfig } from "../recording/schema.js";

export interface RecordOptions {
  out: string;
  upstreamCommand: string[];
  upstreamCwd?: string;
  upstreamEnv: Record<string, string>;
  config: RecordingConfig;
  labels: Record<string, string>;
  redactPatterns: RegExp[];
  /** The config file the classification settings came from (for the start-up report), or null. */
  configFile: string | null;
  /** The CLI exits 4 when the scenario never triggered; the recorder itself only says so. */
  requireTrigger: boolean;
}
