import { readFile } from "node:fs/promises";
import { parseCommandArgs, UsageError } from "./args.js";
import { ReportSchema, REPORT_SCHEMA_VERSION, type Report } from "../report/schema.js";
import { renderJunit } from "../report/junit.js";
import { renderMarkdown } from "../report/markdown.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { LOOPGATE_VERSION } from "../version.js";
import { EXIT } from "./exit-codes.js";

const HELP = `usage: loopgate report REPORT.json [--junit FILE] [--markdown FILE]

Renders JUnit XML and/or the Markdown summary from a JSON report written by
'loopgate replay --json', without judging again.

options:
  --junit FILE      write JUnit XML
  --markdown FILE   write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)

exit codes: 0 written, 1 the report could not be read or is not a loopgate report, 2 usage error`;

const FLAGS = {
  junit: { type: "string" },
  markdown: { type: "string" },
  help: { type: "boolean" },
} as const;

/** A report that cannot be used: printed as one line naming the file. */
export class ReportInputError extends Error {}

export async function runReportCommand(argv: string[]): Promise<number> {
  const { flags, positionals } = parseCommandArgs(argv, FLAGS);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  if (positionals.length !== 1) throw new UsageError("name exactly one JSON report");
  if (flags.junit === undefined && flags.markdown === undefined)
    throw new UsageError("give --junit FILE, --markdown FILE or both");
  const reportPath = positionals[0]!;
  const report = await readReport(reportPath);
  if (flags.junit !== undefined) await writeFileAtomic(flags.junit, renderJunit(report));
  if (flags.markdown !== undefined) await writeFileAtomic(flags.markdown, renderMarkdown(report));
  return EXIT.OK;
}

/** Reads and validates a saved JSON report; every problem is a one-line {@link ReportInputError}. */
export async function readReport(reportPath: string): Promise<Report> {
  let text: string;
  try {
    text = await readFile(reportPath, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ReportInputError(`${reportPath}: cannot read: ${code ?? (error as Error).message}`);
  }
  return parseReport(text, reportPath);
}

export function parseReport(text: string, reportPath: string): Report {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ReportInputError(`${reportPath}: not JSON: ${jsonErrorWhere(text, error)}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ReportInputError(`${reportPath}: not a loopgate JSON report (expected an object)`);
  }
  const version = (data as Record<string, unknown>).schemaVersion;
  if (version !== REPORT_SCHEMA_VERSION) {
    throw new ReportInputError(
      version === undefined
        ? `${reportPath}: not a loopgate JSON report (no schemaVersion)`
        : `${reportPath}: schemaVersion ${oneLine(JSON.stringify(version))} is not supported by loopgate ${LOOPGATE_VERSION} (it reads ${REPORT_SCHEMA_VERSION})`,
    );
  }
  const parsed = ReportSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ReportInputError(`${reportPath}: ${issuePath(issue.path)}: ${oneLine(issue.message)}`);
  }
  return parsed.data;
}

/** `recordings[3].violations[0].code`, or `(root)`. */
function issuePath(path: PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out === "" ? "(root)" : oneLine(out);
}

/** JSON.parse reports a character position; people want line and column. */
function jsonErrorWhere(text: string, error: unknown): string {
  const message = oneLine(error instanceof Error ? error.message : String(error));
  const position = /at position (\d+)/.exec(message);
  if (!position) return message;
  const offset = Number(position[1]);
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `line ${line} column ${column}: ${message.replace(/\s*in JSON at position \d+.*$/, "")}`;
}

function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").slice(0, 300);
}
