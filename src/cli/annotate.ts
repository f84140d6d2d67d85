import { writeStderr } from "./stderr.js";
import { parseCommandArgs, UsageError } from "./args.js";
import { redactFieldFlags, redactFlags } from "./redact-flags.js";
import { EXIT } from "./exit-codes.js";
import { readRecordingInPlace } from "./seal.js";
import { annotateRecording, type Annotation } from "../recorder/annotate.js";
import { readTranscript } from "../recorder/transcript.js";
import { Redaction } from "../util/redact.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { describeFsError, readRegularFile } from "../util/fs.js";
import { printable } from "../util/printable.js";
import { errorMessage } from "../util/text.js";

const HELP = `usage: loopgate annotate RECORDING (--final-reply TEXT | --final-reply-file FILE | --transcript FILE) [--user-turn TEXT]… [options]

Adds what the agent told its user to a finished recording, for agents whose loop does not
send it while recording (J28 honesty is judged only where the final reply is recorded): an
annotation event, the user turns and the final reply go before the end event, and the
recording is sealed again (temp file + rename, file mode kept). Secrets in the text are
redacted as the recorder redacts them.

options:
  --final-reply TEXT       the agent's last reply to its user
  --final-reply-file FILE  the same, read from a UTF-8 file
  --transcript FILE        the agent's own transcript: Claude Code's --output-format stream-json
                           or json output, or {"messages":[{"role":…,"content":…}]}; its last
                           assistant message with text is the final reply, its user messages
                           with text the user turns (after any --user-turn)
  --user-turn TEXT         a user turn (repeatable, in order)
  --force                  annotate although the seal does not verify (edited or unsealed);
                           the annotation event records it
  --redact REGEX           also replace matches of REGEX in the text (repeatable)
  --redact-field NAME      also a secret name (repeatable)

Refused (exit 1, one line, the file unchanged): a recording that cannot be read, has no end
event, already holds a final reply, or (without --force) whose seal does not verify.

exit codes: 0 annotated, 1 not annotated, 2 usage error`;

const FLAGS = {
  help: { type: "boolean" },
  "final-reply": { type: "string" },
  "final-reply-file": { type: "string" },
  transcript: { type: "string" },
  "user-turn": { type: "string", multiple: true },
  force: { type: "boolean" },
  redact: { type: "string", multiple: true },
  "redact-field": { type: "string", multiple: true },
} as const;

type Flags = ReturnType<typeof parseCommandArgs<typeof FLAGS>>["flags"];

export async function runAnnotateCommand(argv: string[]): Promise<number> {
  const { flags, positionals } = parseCommandArgs(argv, FLAGS);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  if (positionals.length !== 1) throw new UsageError("name exactly one recording");
  const sources = (["final-reply", "final-reply-file", "transcript"] as const).filter(
    (name) => flags[name] !== undefined,
  );
  if (sources.length !== 1)
    throw new UsageError("give exactly one of --final-reply, --final-reply-file and --transcript");
  if (flags["final-reply"]?.trim() === "") throw new UsageError("--final-reply needs the reply's text");
  const redaction = new Redaction({
    patterns: redactFlags(flags.redact),
    names: redactFieldFlags(flags["redact-field"]),
  });
  const file = positionals[0]!;
  try {
    const annotation = await annotationOf(flags);
    process.stdout.write(`${await annotateFile(file, annotation, redaction)}\n`);
    return EXIT.OK;
  } catch (error) {
    writeStderr("loopgate annotate: ", errorMessage(error));
    return EXIT.UNREADABLE;
  }
}

async function annotationOf(flags: Flags): Promise<Annotation> {
  const userTurns = flags["user-turn"] ?? [];
  const force = flags.force === true;
  if (flags["final-reply"] !== undefined) {
    return { finalReply: flags["final-reply"], userTurns, source: "flags", force };
  }
  if (flags["final-reply-file"] !== undefined) {
    const text = (await readText(flags["final-reply-file"])).replace(/\r?\n$/, "");
    if (text.trim() === "") throw new Error(`${printable(flags["final-reply-file"])}: empty: no final reply in it`);
    return { finalReply: text, userTurns, source: "flags", force };
  }
  const transcript = flags.transcript!;
  const conversation = readTranscript(await readText(transcript), printable(transcript));
  return {
    finalReply: conversation.finalReply,
    userTurns: [...userTurns, ...conversation.userTurns],
    source: conversation.source,
    force,
  };
}

async function readText(file: string): Promise<string> {
  try {
    return (await readRegularFile(file)).bytes.toString("utf8");
  } catch (error) {
    throw new Error(`${printable(file)}: cannot read: ${describeFsError(error)}`, { cause: error });
  }
}

/** Annotates one file in place; returns what was done. */
async function annotateFile(file: string, annotation: Annotation, redaction: Redaction): Promise<string> {
  const { shown, bytes, mode } = await readRecordingInPlace(file);
  const done = annotateRecording(bytes, shown, annotation, redaction);
  await writeFileAtomic(file, done.bytes, { mode });
  const turns = annotation.userTurns.length;
  const forced = done.sealBefore === "sealed" ? "" : `, forced over a seal that was ${done.sealBefore}`;
  return `${shown}: annotated with a final reply and ${turns} user turn${turns === 1 ? "" : "s"} from ${annotation.source}${forced}; sealed (sha256 ${done.sha256})`;
}
