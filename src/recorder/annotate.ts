import { LOOPGATE_VERSION } from "../version.js";
import { parseRecording } from "../recording/parse.js";
import { resealed, splitAtLastLine } from "../recording/evidence.js";
import type { ANNOTATED_SEALS, ANNOTATION_SOURCES, RecordingEvent } from "../recording/schema.js";
import type { Recording } from "../recording/model.js";
import type { JsonValue, Redaction } from "../util/redact.js";
import { boundEvent } from "./sink.js";

/** The conversation `loopgate annotate` adds, and how it was allowed to. */
export interface Annotation {
  finalReply: string;
  userTurns: string[];
  source: (typeof ANNOTATION_SOURCES)[number];
  /** `--force`: annotate although the seal does not verify (the annotation event says so). */
  force: boolean;
}

export class AnnotateError extends Error {
  override name = "AnnotateError";
}

type SealBefore = (typeof ANNOTATED_SEALS)[number];

/**
 * The recording with the conversation inserted before its end event and sealed again
 * (docs/recording.md, "Adding the reply afterwards"). Refuses what would hide or lose
 * something: an unreadable file, one without an end event (not finished), one whose
 * seal does not verify (unless `force`), and one that already holds a final reply.
 */
export function annotateRecording(
  bytes: Buffer,
  shown: string,
  annotation: Annotation,
  redaction: Redaction,
): { bytes: Buffer; sha256: string; sealBefore: SealBefore } {
  const { recording, sealBefore } = readForAnnotation(bytes, shown);
  if (recording.end === undefined)
    throw new AnnotateError(
      `${shown}: no end event, so not a finished recording (the recorder was stopped before it ended); nothing annotated`,
    );
  if (sealBefore !== "sealed" && !annotation.force)
    throw new AnnotateError(
      `${shown}: ${SEAL_PROBLEM[sealBefore]}; annotating would seal it again and hide an earlier edit. Check the file, then run again with --force (the annotation event records it)`,
    );
  if (recording.finalReply !== undefined)
    throw new AnnotateError(
      `${shown}: already holds a final reply (recorded by the loop or an earlier annotate); nothing annotated`,
    );
  const t = recording.end.t;
  const events: RecordingEvent[] = [
    {
      type: "annotation",
      t,
      annotator: { name: "loopgate", version: LOOPGATE_VERSION },
      source: annotation.source,
      sealBefore,
      forced: sealBefore !== "sealed",
    },
    ...annotation.userTurns.map((text): RecordingEvent => ({ type: "user", t, text })),
    { type: "final_reply", t, text: annotation.finalReply },
  ];
  const lines = events.map((event) => `${boundEvent(redactEvent(event, redaction))}\n`).join("");
  const { before, last } = splitAtLastLine(bytes);
  const joined = Buffer.concat([before, Buffer.from(lines, "utf8"), last, Buffer.from("\n")]);
  const sealed = resealed(joined);
  const check = parseRecording(sealed.bytes, shown);
  // Never write a file the reader would refuse: this is a bug, not the user's input.
  if (!check.ok || check.recording.evidence.seal !== "sealed")
    throw new Error(`${shown}: the annotated recording did not read back as sealed; nothing written`);
  return { ...sealed, sealBefore };
}

const SEAL_PROBLEM: Record<Exclude<SealBefore, "sealed">, string> = {
  edited: "its seal does not verify (edited after recording)",
  unsealed: "it is not sealed (its end event has no sha256), so nothing shows whether it was edited",
};

function redactEvent(event: RecordingEvent, redaction: Redaction): RecordingEvent {
  return redaction.json(event as unknown as JsonValue) as unknown as RecordingEvent;
}

/**
 * Reads the recording; an edited one is read again with its end event's sha256 left out,
 * so `--force` can still check everything else about it.
 */
function readForAnnotation(bytes: Buffer, shown: string): { recording: Recording; sealBefore: SealBefore } {
  const read = parseRecording(bytes, shown);
  if (read.ok) {
    const seal = read.recording.evidence.seal;
    return { recording: read.recording, sealBefore: seal === "sealed" ? "sealed" : "unsealed" };
  }
  if (read.error.code !== "EDITED_AFTER_RECORDING")
    throw new AnnotateError(`${shown}:${read.error.line}: ${read.error.message}; nothing annotated`);
  const again = parseRecording(withoutSeal(bytes), shown);
  if (!again.ok) throw new AnnotateError(`${shown}:${again.error.line}: ${again.error.message}; nothing annotated`);
  return { recording: again.recording, sealBefore: "edited" };
}

function withoutSeal(bytes: Buffer): Buffer {
  const { before, last } = splitAtLastLine(bytes);
  const end = JSON.parse(last.toString("utf8")) as Record<string, unknown>;
  delete end.sha256;
  return Buffer.concat([before, Buffer.from(`${JSON.stringify(end)}\n`, "utf8")]);
}
