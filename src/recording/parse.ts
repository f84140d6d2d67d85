import { provideRecordingSchemas } from "./lazy-schema.js";
import { parseRecordingBytes, type ReadResult } from "./reader.js";
import * as schemas from "./schema.js";

provideRecordingSchemas(schemas);

/** Parses a whole recording held in memory (`loopgate seal`, tests); loads zod with this module. */
export function parseRecording(text: string | Uint8Array, displayPath: string): ReadResult {
  return parseRecordingBytes(text, displayPath);
}
