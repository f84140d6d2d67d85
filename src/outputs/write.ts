import type { Report } from "../report/schema.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { FORMAT_IDS, OUTPUT_FORMATS, type FormatId, type RenderSettings } from "./formats.js";

/** The files to write, by format; a format left out is not rendered. */
export type OutputFiles = Partial<Record<FormatId, string>>;

/**
 * The one ending of every door (`replay`, `merge`, `diff`, `report`, the action): each
 * requested format rendered from the same report and written whole (temp file + rename), in
 * the table's order. Returns the Markdown when it was written, so the action's job summary
 * is the same bytes as the file.
 */
export async function writeOutputs(
  report: Report,
  files: OutputFiles,
  settings: RenderSettings,
): Promise<{ markdown: string | null }> {
  let markdown: string | null = null;
  for (const id of FORMAT_IDS) {
    const file = files[id];
    if (file === undefined) continue;
    const content = await OUTPUT_FORMATS[id].render(report, settings);
    if (id === "markdown" && typeof content === "string") markdown = content;
    await writeFileAtomic(file, content);
  }
  return { markdown };
}
