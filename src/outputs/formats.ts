import { jsonReportChunks } from "../report/json.js";
import type { JunitFlavor, JunitMode } from "../report/junit-mode.js";
import type { MarkdownBound } from "../report/markdown.js";
import type { Report } from "../report/schema.js";
import type { HeadlineContext } from "../gate/headline.js";
import type { FileContent } from "../util/atomic-write.js";

/** What a renderer gets beside the report: the options of its format and what only the run knows. */
export interface RenderSettings {
  junitMode: JunitMode;
  junitFlavor: JunitFlavor;
  /** Where the Markdown goes decides its size (the entry points' limits.ts). */
  markdownBound: MarkdownBound;
  /** The action's link base for recording paths (the commit being built); null links nothing. */
  recordingLinkBase: string | null;
  /** The bless and the history trend, which only the run that gated knows. */
  run: HeadlineContext;
}

/**
 * One output format. Its CLI flag is `--<id>` and its action input `<id>` (the format's key
 * in {@link OUTPUT_FORMATS}), both naming the file to write.
 */
export interface OutputFormat {
  /** The `--help` line after the flag (the CLI adds where a bound applies, src/cli/limits.ts). */
  help: string;
  /** The action input's description in action.yml (a test keeps them equal; UPDATE_DOCS=1 writes them). */
  inputDescription: string;
  /** The action output that says the written file's absolute path, and its description. */
  output: string;
  outputDescription: string;
  /** The action input's default, relative to the workspace; the CLI writes a format only when asked. */
  defaultPath: string;
  /** The module that renders it, for the docs' table. */
  renderer: string;
  /** Renderers other than JSON load on first use: a plain `replay` never loads the XML or Markdown writers. */
  render(report: Report, settings: RenderSettings): Promise<FileContent>;
}

/**
 * Every file a run writes, in the order it is written. The CLI's flags and `--help`, the
 * action's inputs, outputs and artifact, action.yml's reference (generated from here) and
 * docs/report-format.md's table all read this one table: a new format is one entry here
 * and its renderer.
 */
export const OUTPUT_FORMATS = {
  json: {
    help: "write the JSON report",
    inputDescription: "Where to write the JSON report, relative to the workspace.",
    output: "report-json",
    outputDescription: "Absolute path of the JSON report.",
    defaultPath: "loopgate-report/report.json",
    renderer: "src/report/json.ts",
    render: async (report) => jsonReportChunks(report),
  },
  junit: {
    help: "write JUnit XML (one testsuite per scenario; testcases as --junit-mode says)",
    inputDescription: "Where to write the JUnit XML report, relative to the workspace.",
    output: "junit-xml",
    outputDescription: "Absolute path of the JUnit XML report.",
    defaultPath: "loopgate-report/junit.xml",
    renderer: "src/report/junit.ts, src/report/junit-gate.ts",
    render: async (report, settings) =>
      (await import("../report/junit-gate.js")).renderJunitFor(report, settings.junitMode, settings.junitFlavor),
  },
  markdown: {
    help: "write the Markdown summary",
    inputDescription: "Where to write the Markdown summary, relative to the workspace.",
    output: "summary-markdown",
    outputDescription: "Absolute path of the Markdown summary.",
    defaultPath: "loopgate-report/summary.md",
    renderer: "src/report/markdown.ts, src/gate/headline.ts",
    render: async (report, settings) => (await import("./markdown.js")).renderRunMarkdown(report, settings),
  },
} as const satisfies Record<string, OutputFormat>;

export type FormatId = keyof typeof OUTPUT_FORMATS;
export const FORMAT_IDS = Object.keys(OUTPUT_FORMATS) as FormatId[];

/** The CLI flags, one per format; `satisfies` makes the compiler name a format left out. */
export const OUTPUT_FLAGS = {
  json: { type: "string" },
  junit: { type: "string" },
  markdown: { type: "string" },
} as const satisfies Record<FormatId, { type: "string" }>;
