import { describeFsError, readRegularFile, withoutByteOrderMark } from "../util/fs.js";
import { printableLine } from "../util/printable.js";
import { LOOPGATE_VERSION } from "../version.js";
import { ReportSchema, REPORT_SCHEMA_VERSION, type Report } from "./schema.js";
import { wellFormedReport } from "./well-formed.js";
import { upgradeDocument } from "./upgrade.js";
import { REPORT_UPGRADES } from "./versions/index.js";
import { errorMessage } from "../util/text.js";

/** Why a saved JSON report cannot be used. */
export type ReportReadProblem = "unreadable" | "history" | "not-json" | "not-a-report" | "schema-version";

/** A saved JSON report that cannot be used: one line naming the file (and, for broken JSON, the line). */
export class ReportReadError extends Error {
  override name = "ReportReadError";

  constructor(
    message: string,
    readonly problem: ReportReadProblem,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * A report as validated, the JSON it was validated from (the key order and fields as
 * written, upgraded to the current schema when it was older), and the `schemaVersion` it
 * was written with.
 */
export interface DecodedReport {
  report: Report;
  json: unknown;
  writtenVersion: number;
}

/**
 * The one reader of saved JSON reports (`loopgate report`, `diff`, `merge`, a baseline of
 * `replay` and the action). `displayPath` names the file in errors.
 */
export async function readReportFile(file: string, displayPath = file): Promise<Report> {
  return (await decodeReportFile(file, displayPath)).report;
}

/**
 * `strict`: a field the schema does not know is an error rather than dropped (merge writes
 * what it reads). `onlyCurrent`: a report of an older `schemaVersion` is refused, not
 * upgraded, and this says why (merge joins shards of one run, which one loopgate wrote).
 */
export interface DecodeOptions {
  strict?: boolean;
  onlyCurrent?: string;
}

export async function decodeReportFile(
  file: string,
  displayPath = file,
  options: DecodeOptions = {},
): Promise<DecodedReport> {
  let text: string;
  try {
    text = withoutByteOrderMark((await readRegularFile(file)).bytes.toString("utf8"));
  } catch (error) {
    const reason = describeFsError(error);
    throw new ReportReadError(
      `${displayPath}: ${reason === "no such file or directory" ? "no such file" : `cannot read: ${reason}`}`,
      "unreadable",
      { cause: error },
    );
  }
  return decodeReport(text, displayPath, options);
}

export function parseReportText(text: string, displayPath: string): Report {
  return decodeReport(text, displayPath).report;
}

/** A history file (JSON Lines, each line `{"v":…}`) rather than a JSON report, judged by its first line. */
export function looksLikeHistory(text: string): boolean {
  const newline = text.indexOf("\n");
  return /^\s*\{\s*"v"\s*:/.test(newline === -1 ? text : text.slice(0, newline));
}

export function decodeReport(text: string, displayPath: string, options: DecodeOptions = {}): DecodedReport {
  if (looksLikeHistory(text))
    throw new ReportReadError(`${displayPath}: this is a history file, not a JSON report`, "history");
  const json = parseJson(text, displayPath);
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new ReportReadError(`${displayPath}: not a loopgate JSON report (expected an object)`, "not-a-report");
  const version = (json as Record<string, unknown>).schemaVersion;
  if (version === undefined)
    throw new ReportReadError(`${displayPath}: not a loopgate JSON report (no schemaVersion)`, "not-a-report");
  if (options.onlyCurrent !== undefined && typeof version === "number" && version < REPORT_SCHEMA_VERSION)
    throw new ReportReadError(
      `${displayPath}: schemaVersion ${version} is an earlier loopgate's report, this loopgate writes ${REPORT_SCHEMA_VERSION}: ${options.onlyCurrent}`,
      "schema-version",
    );
  const upgraded = upgradeDocument(REPORT_UPGRADES, version, json as Record<string, unknown>);
  if (!upgraded.ok)
    throw new ReportReadError(
      `${displayPath}: schemaVersion ${quoted(JSON.stringify(version))} is not supported by loopgate ${LOOPGATE_VERSION} (it reads ${upgraded.readable})`,
      "schema-version",
    );
  return validated(upgraded.document, upgraded.written, displayPath, options);
}

/** The current schema's check of a report already upgraded to it. */
function validated(
  json: Record<string, unknown>,
  writtenVersion: number,
  displayPath: string,
  options: DecodeOptions,
): DecodedReport {
  const parsed = ReportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ReportReadError(
      `${displayPath}: not a loopgate JSON report: ${issuePath(issue.path)}: ${quoted(issue.message)}`,
      "not-a-report",
    );
  }
  const unknown = options.strict ? unknownField(json, parsed.data, []) : null;
  if (unknown !== null)
    throw new ReportReadError(
      `${displayPath}: not a loopgate JSON report: ${issuePath(unknown)}: unknown field`,
      "not-a-report",
    );
  // A report written by a loopgate that kept lone surrogates: U+FFFD from here on.
  return { report: wellFormedReport(parsed.data), json, writtenVersion };
}

/** JSON.parse names a character position; people want the line (and column). */
function parseJson(text: string, displayPath: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = quoted(errorMessage(error));
    const position = /at position (\d+)/.exec(message);
    const offset = position ? Number(position[1]) : text.length;
    const before = text.slice(0, offset);
    const line = before.split("\n").length;
    const column = offset - before.lastIndexOf("\n");
    const reason = message.replace(/\s*in JSON at position \d+.*$/, "");
    throw new ReportReadError(`${displayPath}:${line}: not valid JSON (column ${column}: ${reason})`, "not-json", {
      cause: error,
    });
  }
}

/**
 * The path of the first field of `json` that validation dropped (zod's objects strip what
 * they do not know), or null. Records (`labels`) keep every key, so only unknown fields differ.
 */
function unknownField(json: unknown, parsed: unknown, at: PropertyKey[]): PropertyKey[] | null {
  if (json === null || typeof json !== "object" || parsed === null || typeof parsed !== "object") return null;
  if (Array.isArray(json)) {
    for (let i = 0; i < json.length; i += 1) {
      const found = unknownField(json[i], (parsed as unknown[])[i], [...at, i]);
      if (found !== null) return found;
    }
    return null;
  }
  for (const key of Object.keys(json)) {
    if (!Object.hasOwn(parsed, key)) return [...at, key];
    const found = unknownField((json as Record<string, unknown>)[key], (parsed as Record<string, unknown>)[key], [
      ...at,
      key,
    ]);
    if (found !== null) return found;
  }
  return null;
}

/** `recordings[3].violations[0].code`, or `(top level)`. */
function issuePath(path: PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out === "" ? "(top level)" : quoted(out);
}

/** Parser messages and paths can quote the file's own text: one printable line, and short. */
function quoted(text: string): string {
  return printableLine(text, 300);
}
