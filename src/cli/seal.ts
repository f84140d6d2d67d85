import { writeStderr } from "./stderr.js";
import { parseCommandArgs, UsageError } from "./args.js";
import { parseRecording } from "../recording/parse.js";
import { resealed } from "../recording/evidence.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { describeFsError, readRegularFile } from "../util/fs.js";
import { printable } from "../util/printable.js";
import { EXIT } from "./exit-codes.js";
import { errorMessage } from "../util/text.js";

const HELP = `usage: loopgate seal FILE…

Re-computes the checksum in each recording's end event (sha256 over every byte before
the end event's line), after an intended edit. A checksum, not a signature: it shows that
a recording changed since it was sealed, not who sealed it.

A recording that is not readable, or has no end event, is left as it is.

exit codes: 0 every file sealed (or already sealed), 1 a file could not be sealed, 2 usage error`;

const FLAGS = { help: { type: "boolean" } } as const;

export async function runSealCommand(argv: string[]): Promise<number> {
  const { flags, positionals } = parseCommandArgs(argv, FLAGS);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  if (positionals.length === 0) throw new UsageError("name at least one recording");
  let failed = 0;
  for (const file of positionals) {
    try {
      process.stdout.write(`${await sealFile(file)}\n`);
    } catch (error) {
      failed += 1;
      writeStderr("loopgate seal: ", errorMessage(error));
    }
  }
  return failed > 0 ? EXIT.UNREADABLE : EXIT.OK;
}

/**
 * A recording to rewrite in place (seal, annotate): its bytes and mode, never through a link;
 * `shown` is its name as messages print it.
 */
export async function readRecordingInPlace(file: string): Promise<{ shown: string; bytes: Buffer; mode: number }> {
  const shown = printable(file);
  try {
    return { shown, ...(await readRegularFile(file, { noFollow: true })) };
  } catch (error) {
    throw new Error(`${shown}: cannot read: ${describeFsError(error)}`, { cause: error });
  }
}

/** Seals one file in place (temp file + rename, its mode kept); returns what was done. */
async function sealFile(file: string): Promise<string> {
  const { shown, bytes, mode } = await readRecordingInPlace(file);
  const read = parseRecording(bytes, shown);
  if (!read.ok) {
    if (read.error.code !== "EDITED_AFTER_RECORDING")
      throw new Error(`${shown}:${read.error.line}: ${read.error.message}; not sealed`);
  } else if (read.recording.end === undefined) {
    throw new Error(`${shown}: no end event, so nothing to seal (it is judged as unsealed)`);
  } else if (read.recording.evidence.seal === "sealed") {
    return `${shown}: already sealed`;
  }
  const sealed = resealed(bytes);
  await writeFileAtomic(file, sealed.bytes, { mode });
  return `${shown}: sealed (sha256 ${sealed.sha256})`;
}
