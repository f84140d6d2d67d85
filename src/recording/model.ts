import type { Evidence } from "./evidence.js";
import type {
  CallEvent,
  DeliveredEvent,
  EndEvent,
  HeaderEvent,
  MessageEvent,
  ToolsEvent,
  UpstreamEvent,
} from "./schema.js";

export type ListedTool = ToolsEvent["tools"][number];

/** One `tools/call` with everything that happened to it, joined by its sequence number. */
export interface RecordedCall extends CallEvent {
  /** 1-based line of the call event in the recording. */
  line: number;
  upstream?: UpstreamEvent & { line: number };
  delivered?: DeliveredEvent & { line: number };
}

/** A recording read and joined: what the judge works on. */
export interface Recording {
  /** As given on the command line, relative to the working directory, with `/`. */
  path: string;
  header: HeaderEvent;
  /** Every tool the upstream listed, first listing of a name wins. */
  tools: ListedTool[];
  /** In file order. */
  calls: RecordedCall[];
  messages: MessageEvent[];
  userTurns: { t: number; text: string }[];
  finalReply?: { t: number; text: string };
  /** `annotation` events (`loopgate annotate`), in file order. */
  annotations: { line: number; source: string; forced: boolean }[];
  end?: EndEvent & { line: number };
  /** Largest recorded time, in ms. */
  lastT: number;
  lineCount: number;
  /** The last line, cut off without its newline by a crash mid-write, and dropped (TORN_LAST_LINE). */
  tornLine?: number;
  evidence: Evidence;
}

/** A recording that could not be read: reported as `path:line: message`. */
export interface RecordingError {
  path: string;
  line: number;
  message: string;
  /** Set when the file was read but its end event's seal does not match (the reason code of the ERROR). */
  code?: "EDITED_AFTER_RECORDING";
  /** What is known of the file's bytes; null when it could not be read at all. */
  evidence: Evidence | null;
}
