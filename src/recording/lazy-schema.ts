import type * as Schemas from "./schema.js";

export type RecordingSchemas = typeof Schemas;

/**
 * The zod schemas of the recording format, loaded only when a recording needs them. The
 * fast checks (fast-check.ts) pass every line the recorder writes; only hand-written or
 * unusual lines fall back to zod, whose loading would otherwise cost every process and every
 * worker thread about 20 ms of start-up.
 */
let loaded: RecordingSchemas | undefined;

export function loadedRecordingSchemas(): RecordingSchemas | undefined {
  return loaded;
}

export async function loadRecordingSchemas(): Promise<RecordingSchemas> {
  return (loaded ??= await import("./schema.js"));
}

/** For a module that imports the schemas anyway (recording/parse.ts). */
export function provideRecordingSchemas(schemas: RecordingSchemas): void {
  loaded = schemas;
}

/** Thrown inside the reader when a line needs the schemas before they are loaded; the caller loads them and reads again. */
export class SchemasNotLoaded extends Error {
  override name = "SchemasNotLoaded";

  constructor() {
    super("the recording schemas are not loaded: read through readRecording() or recording/parse.ts");
  }
}
