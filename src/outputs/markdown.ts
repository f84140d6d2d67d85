import { runMarkdownParts } from "../gate/headline.js";
import { renderMarkdown } from "../report/markdown.js";
import type { Report } from "../report/schema.js";
import type { RenderSettings } from "./formats.js";

/** The Markdown summary of a run: the one headline and lead sections (src/gate/headline.ts), then the report. */
export function renderRunMarkdown(report: Report, settings: RenderSettings): string {
  const { headline, leadSections } = runMarkdownParts(report, settings.run);
  return renderMarkdown(report, {
    ...settings.markdownBound,
    headline,
    leadSections,
    ...(settings.recordingLinkBase === null ? {} : { recordingLinkBase: settings.recordingLinkBase }),
  });
}
