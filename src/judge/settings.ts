import type { RecordingConfig } from "../recording/schema.js";
import type { ClassifySettings } from "./classify.js";

export type { ClassifySettings } from "./classify.js";

/** Nothing stated: the classifier's defaults, or, in replay, what each recording's header says. */
export const SETTINGS_NOT_STATED: Readonly<ClassifySettings> = Object.freeze({
  writeTools: null,
  addWriteTools: null,
  readTools: null,
  keyFields: null,
  distrustIdempotentHint: null,
  operations: null,
  idempotentTools: null,
});

type StoredSettings = Pick<RecordingConfig, keyof ClassifySettings>;

/**
 * The settings as a recording's header stores them: a recording says what it was recorded
 * with, so "not stated" becomes the value it stood for (no globs added, no hint distrusted).
 */
export function storedSettings(settings: ClassifySettings): StoredSettings {
  return {
    writeTools: settings.writeTools,
    addWriteTools: settings.addWriteTools ?? [],
    readTools: settings.readTools ?? [],
    keyFields: settings.keyFields,
    distrustIdempotentHint: settings.distrustIdempotentHint === true,
    operations: settings.operations ?? {},
    idempotentTools: settings.idempotentTools ?? [],
  };
}

/** The settings a recording was recorded with, from its header (J1: replay may replace each). */
export function recordedSettings(config: RecordingConfig): ClassifySettings {
  return {
    writeTools: config.writeTools,
    addWriteTools: config.addWriteTools,
    readTools: config.readTools,
    keyFields: config.keyFields,
    distrustIdempotentHint: config.distrustIdempotentHint,
    operations: config.operations,
    idempotentTools: config.idempotentTools,
  };
}

/** J1, J4, J29: each recorded setting replaced by the replay-time one when that is stated. */
export function settingsOver(recorded: ClassifySettings, given: ClassifySettings | undefined): ClassifySettings {
  if (given === undefined) return recorded;
  const merged = { ...recorded };
  for (const key of Object.keys(merged) as (keyof ClassifySettings)[]) replaceStated(merged, key, given[key]);
  return merged;
}

function replaceStated<K extends keyof ClassifySettings>(
  target: ClassifySettings,
  key: K,
  value: ClassifySettings[K] | undefined,
): void {
  if (value !== null && value !== undefined) target[key] = value;
}
