import path from "node:path";
import { errorMessage, firstLine } from "../util/text.js";

export interface UploadResult {
  id: number | null;
  /** Set when the upload failed; the step goes on, the reports stay on disk. */
  failure: string | null;
}

/**
 * Uploads the report files as one artifact. The artifact client (and its Azure SDK) is
 * imported here, only when uploading, so a run without an upload starts small. A re-run of
 * the job finds its earlier attempt's artifact under the same name, which the results service
 * refuses to create twice: that one is deleted and the upload made again, as
 * actions/upload-artifact does with `overwrite: true`.
 */
export async function uploadReports(
  name: string,
  files: string[],
  retentionDays: number | null,
): Promise<UploadResult> {
  try {
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const client = new DefaultArtifactClient();
    const upload = () =>
      client.uploadArtifact(name, files, commonDirectory(files), retentionDays === null ? {} : { retentionDays });
    let result;
    try {
      result = await upload();
    } catch (error) {
      if (!/already exists|\(409\) Conflict/i.test(errorMessage(error))) throw error;
      await client.deleteArtifact(name);
      result = await upload();
    }
    return { id: result.id ?? null, failure: null };
  } catch (error) {
    const message = errorMessage(error);
    return { id: null, failure: firstLine(message) };
  }
}

/** The deepest directory holding every file: the zip keeps the paths below it. */
export function commonDirectory(files: string[]): string {
  const dirs = files.map((file) => path.dirname(path.resolve(file)).split(path.sep));
  const first = dirs[0] ?? [path.sep];
  let depth = first.length;
  for (const dir of dirs) {
    let same = 0;
    while (same < Math.min(depth, dir.length) && dir[same] === first[same]) same += 1;
    depth = same;
  }
  return first.slice(0, depth).join(path.sep) || path.sep;
}
