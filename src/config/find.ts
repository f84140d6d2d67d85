import { lstatSync } from "node:fs";
import path from "node:path";

export const CONFIG_FILE_NAME = "loopgate.json";

/** How a command chooses its config file: `--config FILE`, `--no-config`, or neither. */
export interface ConfigChoice {
  config?: string;
  noConfig?: boolean;
  /** A file whose real path lies outside this folder is refused (the action). */
  within?: string;
}

/**
 * The config file a command reads: `--config FILE` (which must then exist), else
 * `./loopgate.json` when present; null for none. Apart from config/load.ts so a command
 * without a config file never loads zod and the config schema.
 */
export function configFileToRead(choice: ConfigChoice, cwd: string): string | null {
  if (choice.noConfig) return null;
  if (choice.config !== undefined) return choice.config;
  try {
    lstatSync(path.join(cwd, CONFIG_FILE_NAME));
  } catch (error) {
    // Any other failure is reported by reading it.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
  }
  return CONFIG_FILE_NAME;
}
