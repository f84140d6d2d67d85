import { wildcardMatch } from "../util/wildcard.js";
import type { ClassifySettings, OperationValueClass } from "../judge/classify.js";
import type { ConfigFile } from "./schema.js";

/** What the command line said; a flag given replaces the file's value of the same setting. */
export type SettingFlags = {
  [K in Exclude<keyof ClassifySettings, FileOnly>]?: ClassifySettings[K] | undefined;
};
/** Settings only the file can give: they name tools one by one. */
type FileOnly = "operations" | "idempotentTools";

export interface ResolvedSettings {
  settings: ClassifySettings;
  /** Tools the file's `tools` map classifies by name, beyond what the globs already say. */
  pinned: Map<string, "write" | "read">;
}

const matchesAny = (globs: readonly string[] | null | undefined, name: string) =>
  globs?.some((glob) => wildcardMatch(glob, name)) ?? false;

/**
 * The {@link ClassifySettings} a command runs with, built once and passed whole: flags (or
 * the action's inputs) over the file over "not stated". A tool the file classifies as write or read joins
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
      ...fileOnlySettings(file),
    },
    pinned,
  };
}

/**
 * J2b and J29 from the file's `tools` map. A `by-operation` tool's map is kept with its
 * `todo` values, which classify like values not listed; a flag naming the tool still wins,
 * as the classifier puts explicit patterns before J2b.
 */
function fileOnlySettings(file: ConfigFile | null): Pick<ClassifySettings, FileOnly> {
  const entries = Object.entries(file?.tools ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const operations: Record<string, Record<string, OperationValueClass>> = {};
  const idempotent: string[] = [];
  for (const [name, tool] of entries) {
    if (tool.class === "by-operation") define(operations, name, { ...(tool.operations ?? {}) });
    if (tool.idempotent === true) idempotent.push(name);
  }
  return {
    operations: Object.keys(operations).length === 0 ? null : operations,
    idempotentTools: idempotent.length === 0 ? null : idempotent,
  };
}

/** A key named `__proto__` is a tool name like any other. */
function define<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
