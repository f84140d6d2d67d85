import { UsageError } from "./args.js";
import { commaList } from "../util/text.js";
import { configFileToRead, type ConfigChoice } from "../config/find.js";
import type { LoadedConfig, loadConfig } from "../config/load.js";
import { resolveSettings, type ResolvedSettings } from "../config/resolve.js";

/** The classification flags of `record`, `replay`, `doctor` and `init` (J1, J4, J29). */
export const CLASSIFY_FLAGS = {
  "write-tools": { type: "string" },
  "add-write-tools": { type: "string" },
  "read-tools": { type: "string" },
  "key-fields": { type: "string" },
  "distrust-idempotent-hint": { type: "boolean" },
} as const;

/** `--distrust-idempotent-hint`'s one help wording, for every command that takes it (J29), its text at `column`. */
export function distrustHintHelp(column: number): string {
  return `  --distrust-idempotent-hint\n${" ".repeat(column)}judge tools declaring idempotentHint: true like any other write (J29)`;
}

/** Where the settings come from, for the commands that read a config file. */
export const CONFIG_FLAGS = {
  config: { type: "string" },
  "no-config": { type: "boolean" },
} as const;

interface ClassifyFlagValues {
  "write-tools"?: string;
  "add-write-tools"?: string;
  "read-tools"?: string;
  "key-fields"?: string;
  "distrust-idempotent-hint"?: boolean;
}

/** A list flag given but empty (`--key-fields ""`) is a mistake, not "nothing". */
function nonEmptyList(flag: string, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const list = commaList(value);
  if (list.length === 0) throw new UsageError(`--${flag} needs at least one name`);
  return list;
}

export function classifyFlagValues(flags: ClassifyFlagValues) {
  return {
    writeTools: nonEmptyList("write-tools", flags["write-tools"]),
    addWriteTools: nonEmptyList("add-write-tools", flags["add-write-tools"]),
    readTools: nonEmptyList("read-tools", flags["read-tools"]),
    keyFields: nonEmptyList("key-fields", flags["key-fields"]),
    // J29: a flag can only switch distrust on; absent leaves the file's (or the header's) word.
    distrustIdempotentHint: flags["distrust-idempotent-hint"] === true ? true : undefined,
  };
}

export interface CommandSettings extends ResolvedSettings {
  /** The config file read, or null. */
  loaded: LoadedConfig | null;
}

type ConfigFlagValues = ClassifyFlagValues & { config?: string; "no-config"?: boolean };

/**
 * The config file (`--config`, else ./loopgate.json when present) with the flags over it.
 * Reading a config file needs zod; a run without one does not load it.
 */
export async function commandSettings(flags: ConfigFlagValues, cwd: string = process.cwd()): Promise<CommandSettings> {
  const choice = configChoice(flags);
  if (configFileToRead(choice, cwd) === null) return settingsWith(null, flags);
  return commandSettingsWith((await import("../config/load.js")).loadConfig, flags, cwd);
}

/** {@link commandSettings} for a command that loads the config reader anyway (`record`): synchronous. */
export function commandSettingsWith(
  load: typeof loadConfig,
  flags: ConfigFlagValues,
  cwd: string = process.cwd(),
): CommandSettings {
  return settingsWith(load(configChoice(flags), cwd), flags);
}

function configChoice(flags: ConfigFlagValues): ConfigChoice {
  if (flags.config !== undefined && flags["no-config"])
    throw new UsageError("--config and --no-config exclude each other");
  return { config: flags.config, noConfig: flags["no-config"] };
}

function settingsWith(loaded: LoadedConfig | null, flags: ConfigFlagValues): CommandSettings {
  return { loaded, ...resolveSettings(loaded?.config ?? null, classifyFlagValues(flags)) };
}
