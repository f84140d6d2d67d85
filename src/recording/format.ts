/**
 * The constants of loop recording format v1 (schema.ts holds its zod schemas). Apart so the
 * reader can use them without loading zod, which only unusual recordings need
 * (recording/lazy-schema.ts).
 */
export const FORMAT_NAME = "loopgate.recording";
export const FORMAT_MAJOR = 1;
export const FORMAT_ID = `${FORMAT_NAME}/${FORMAT_MAJOR}`;

/** A JSON value as it came off the wire. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export { FAULTS, SCENARIOS } from "./scenarios.js";
export const END_REASONS = [
  "client_closed",
  "upstream_exited",
  "signal",
  "recorder_error",
  "upstream_failed_to_start",
] as const;

/** Every event type after the header, in the order the format documents them. */
export const BODY_EVENT_TYPES = [
  "tools",
  "call",
  "upstream",
  "delivered",
  "message",
  "user",
  "final_reply",
  "annotation",
  "end",
] as const;
export type BodyEventType = (typeof BODY_EVENT_TYPES)[number];

/** Lines longer than this are refused by the reader; the recorder bounds what it writes below it. */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;

/** Where `loopgate annotate` took the conversation it added (docs/recording.md, "Adding the reply afterwards"). */
export const ANNOTATION_SOURCES = ["flags", "claude-stream-json", "claude-json", "messages"] as const;
/** The seal a recording had when it was annotated: anything but `sealed` needed `--force`. */
export const ANNOTATED_SEALS = ["sealed", "unsealed", "edited"] as const;
