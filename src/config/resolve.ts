import { wildcardMatch } from "../util/wildcard.js";
import type { ConfigFile } from "./schema.js";

/**
 * The classification settings a command runs with (J1, J4, J29). `null` means "not stated":
 * `record` and `doctor` then use the defaults, `replay` what each recording's header says.
 */
export interface ClassificationSettings {
  writeTools: string[] | null;
  addWriteTools: string[] | null;
  readTools: string[] | null;
  keyFields: string[] | null;
  distrustIdempotentHint: boolean | null;
}

/** What the command line said; a flag given replaces the file's value of the same setting. */
export type SettingFlags = { [K in keyof ClassificationSettings]?: ClassificationSettings[K] | undefined };

export interface ResolvedSettings {
  settings: ClassificationSettings;
  /** Tools the file's `tools` map classifies by name, beyond what the globs already say. */
  pinned: Map<string, "write" | "read">;
}

const matchesAny = (globs: readonly string[] | null | undefined, name: string) =>
  globs?.some((glob) => wildcardMatch(glob, name)) ?? false;

/**
 * Flags over the file over "not stated". A tool the file classifies as write or read joins
 * `addWriteTools` or `readTools` by its exact name, unless a glob of that class already
 * covers it or a flag of the other class names it (the command line wins over the file).
 * `distrustIdempotentHint` is on when either says so: a flag can only switch it on.
 */
export function resolveSettings(file: ConfigFile | null, flags: SettingFlags): ResolvedSettings {
  const writeTools = flags.writeTools ?? file?.writeTools ?? null;
  const addWriteTools = flags.addWriteTools ?? file?.addWriteTools ?? null;
  const readTools = flags.readTools ?? file?.readTools ?? null;
  const flagWrites = [...(flags.writeTools ?? []), ...(flags.addWriteTools ?? [])];
  const pinned = new Map<string, "write" | "read">();
  for (const [name, tool] of Object.entries(file?.tools ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (tool.class === "write" && !matchesAny(writeTools, name) && !matchesAny(addWriteTools, name)) {
      if (!matchesAny(flags.readTools, name)) pinned.set(name, "write");
    } else if (tool.class === "read" && !matchesAny(readTools, name)) {
      if (!matchesAny(flagWrites, name)) pinned.set(name, "read");
    }
  }
  const pinnedAs = (cls: "write" | "read") => [...pinned].filter(([, c]) => c === cls).map(([name]) => name);
  const withPins = (globs: string[] | null, names: string[]) =>
    globs === null && names.length === 0 ? null : [...(globs ?? []), ...names];
  const distrust = flags.distrustIdempotentHint || file?.distrustIdempotentHint;
  return {
    settings: {
      writeTools,
      addWriteTools: withPins(addWriteTools, pinnedAs("write")),
      readTools: withPins(readTools, pinnedAs("read")),
      keyFields: flags.keyFields ?? file?.keyFields ?? null,
      distrustIdempotentHint: distrust === undefined ? null : distrust,
    },
    pinned,
  };
}
