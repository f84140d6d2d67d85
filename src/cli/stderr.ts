import { printableLine } from "../util/printable.js";
import { Redaction } from "../util/redact.js";

/**
 * Every line the CLI writes to stderr goes through here (issue 22 item 1, SECURITY.md):
 * messages quote argv, paths, URLs, an upstream's own stderr and what it answered, any of
 * which can hold a secret that a CI log would publish. They are redacted by the rule the
 * recorder applies to recordings (docs/recording.md, "Secrets"), then escaped and cut to
 * printable lines.
 */

/** The process's own key: a placeholder on stderr cannot be checked against a guess either. */
const shared = new Redaction();

/**
 * How much of a message is redacted: far more than a printed line shows (a secret is seen
 * whole even where the line is cut), while a message of megabytes costs no more.
 */
const REDACT_WINDOW = 64 * 1024;

/** A rule applied before the shared one: the recorder's, which also knows the secrets it was given. */
export type RedactText = (text: string) => string;

/** Values to hide on stderr from now on, wherever they appear (`--upstream-env` values, secrets of the command). */
export function hideOnStderr(values: readonly string[]): void {
  shared.addLiterals(values);
}

/** One `prefix`ed line on stderr per line of `text`, redacted, escaped and cut. */
export function writeStderr(prefix: string, text: string, redact?: RedactText): void {
  const window = text.length > REDACT_WINDOW ? text.slice(0, REDACT_WINDOW) : text;
  // Redacted whole before it is split, so a name and its value are seen together.
  const redacted = shared.text(redact ? redact(window) : window).replace(/\n+$/, "");
  const lines = redacted.split("\n").map((line) => `${prefix}${printableLine(line)}`);
  if (window !== text) lines[lines.length - 1] += ` … (cut at ${REDACT_WINDOW} characters)`;
  process.stderr.write(`${lines.join("\n")}\n`);
}
