import path from "node:path";
import { adoptRenderedRecording, renderRecordingJson } from "../report/json.js";
import { decodeReportFile, type DecodedReport } from "../report/read.js";
import { findFiles } from "./find.js";
import type { JudgingConfig, RecordingReport, ShardInfo } from "../report/schema.js";
import { LOOPGATE_VERSION } from "../version.js";
import { configHash, reportOf, type ReplayRun } from "./replay.js";
import { withWellFormedText } from "../report/well-formed.js";
import { pathsDigest, shardLabel } from "./shard.js";
import { utf8Bytes } from "../util/text.js";

/** Shards that do not add up to one run: one line, naming the files. */
export class ShardMergeError extends Error {
  override name = "ShardMergeError";
}

/** One shard's JSON report as read (report/read.ts), and the name to show for its file. */
export interface ShardFile extends DecodedReport {
  file: string;
}

/**
 * Shards are one run's, merged by the loopgate that judged them: their reports are read as
 * written, never upgraded from an older schema (an upgraded report would not be the bytes
 * that run wrote).
 */
const SHARD_READING = {
  strict: true,
  onlyCurrent: "shards are merged by the loopgate that judged them; judge the shards again with this one",
};

/**
 * Finds and reads the shard reports `args` name (files, directories of `*.json`, globs,
 * relative to `cwd`). A report outside `cwd` is named by its absolute path, not ../../….
 */
export async function readShardReports(args: string[], cwd: string): Promise<ShardFile[]> {
  const found = await findFiles(args, cwd, ".json");
  if (found.unmatched.length > 0) throw new ShardMergeError(`no shard report matches "${found.unmatched[0]}"`);
  const shards: ShardFile[] = [];
  for (const file of found.files) {
    const shown = file.startsWith("../") ? path.resolve(cwd, file) : file;
    shards.push({ file: shown, ...(await decodeReportFile(path.resolve(cwd, file), shown, SHARD_READING)) });
  }
  return shards;
}

interface CheckedShard extends ShardFile {
  shard: ShardInfo;
}

/**
 * The whole run from the reports of its shards: the report one unsharded `replay` over the
 * same recordings with the same options writes, byte for byte, and the arguments that run
 * found nothing for. Throws {@link ShardMergeError} unless the shards are every shard of one
 * run, each once, judged by this loopgate with one judging configuration.
 */
export function mergeShards(files: ShardFile[]): ReplayRun {
  if (files.length === 0) throw new ShardMergeError("no shard reports to merge");
  const shards = files.map(requireShard);
  const first = shards[0]!;
  for (const shard of shards) requireSameRun(shard, first);
  requireEachShardOnce(shards);
  const recordings = shards.flatMap(recordingsAsWritten);
  requireRecordingsOfTheRun(recordings, shards);
  // The JSON as written, not as validated: its key order is the order the report is written in.
  const config = (first.json as { config: JudgingConfig }).config;
  return {
    report: reportOf(recordings, config, first.report.reportOperations),
    unmatched: first.shard.run.unmatched,
  };
}

function requireShard(file: ShardFile): CheckedShard {
  const shard = file.report.shard;
  if (shard === undefined)
    throw new ShardMergeError(
      `${file.file}: not a shard's report (it has no "shard"): merge the JSON reports of 'loopgate replay --shard I/N'`,
    );
  const version = file.report.loopgate.version;
  if (version !== LOOPGATE_VERSION)
    throw new ShardMergeError(
      `${file.file}: judged by loopgate ${version}, this is loopgate ${LOOPGATE_VERSION}: merge with the loopgate that judged the shards`,
    );
  // The config as written (the merged report writes it so), not as validated.
  const { hash, ...settings } = (file.json as { config: JudgingConfig }).config;
  if (configHash(settings) !== hash)
    throw new ShardMergeError(
      `${file.file}: its "config" does not hash to its config.hash ${hash}: the report was edited after judging; judge the shard again`,
    );
  return { ...file, shard };
}

/** Same judging configuration, same shard count, same recordings found: the same run. */
function requireSameRun(shard: CheckedShard, first: CheckedShard): void {
  const where = `${shard.file} (${shardLabel(shard.shard)})`;
  const against = `${first.file} (${shardLabel(first.shard)})`;
  if (shard.report.config.hash !== first.report.config.hash)
    throw new ShardMergeError(
      `${where} was judged with configuration ${shard.report.config.hash}, ${against} with ${first.report.config.hash}: judge every shard with the same options`,
    );
  if (shard.report.reportOperations !== first.report.reportOperations)
    throw new ShardMergeError(
      `${where} lists ${shard.report.reportOperations} operations, ${against} ${first.report.reportOperations}: judge every shard with the same --report-operations`,
    );
  if (shard.shard.total !== first.shard.total)
    throw new ShardMergeError(
      `${where} is one of ${shard.shard.total} shards, ${against} one of ${first.shard.total}: merge the shards of one split`,
    );
  const run = shard.shard.run;
  const firstRun = first.shard.run;
  if (
    run.recordings !== firstRun.recordings ||
    run.paths !== firstRun.paths ||
    JSON.stringify(run.unmatched) !== JSON.stringify(firstRun.unmatched)
  )
    throw new ShardMergeError(
      `${where} split a run of ${run.recordings} recordings, ${against} one of ${firstRun.recordings}${run.recordings === firstRun.recordings ? " with other paths" : ""}: merge the shards of one run`,
    );
}

function requireEachShardOnce(shards: CheckedShard[]): void {
  const byIndex = new Map<number, CheckedShard>();
  for (const shard of shards) {
    const earlier = byIndex.get(shard.shard.index);
    if (earlier)
      throw new ShardMergeError(
        `${earlier.file} and ${shard.file} are both ${shardLabel(shard.shard)}: give each once`,
      );
    byIndex.set(shard.shard.index, shard);
  }
  const total = shards[0]!.shard.total;
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
  if (missing.length > 0) {
    const named = missing.slice(0, 10).map((index) => `${index}/${total}`);
    throw new ShardMergeError(
      `${missing.length === 1 ? "shard" : "shards"} ${named.join(", ")}${missing.length > 10 ? ", …" : ""} of the run ${missing.length === 1 ? "is" : "are"} missing (${shards.length} of ${total} given): a merge of fewer shards would be a smaller report`,
    );
  }
}

/**
 * A shard's recordings, each holding the bytes it was written with: rendering the JSON as
 * written again gives the same text, where the validated copy may order keys differently.
 * Text that is not valid Unicode is written as U+FFFD, as `replay` writes it.
 */
function recordingsAsWritten(shard: CheckedShard): RecordingReport[] {
  const written = (shard.json as { recordings: unknown[] }).recordings;
  return shard.report.recordings.map((recording, i) => {
    adoptRenderedRecording(
      recording,
      utf8Bytes(renderRecordingJson(withWellFormedText(written[i] as RecordingReport))),
    );
    return recording;
  });
}

/** No recording in two shards, and together exactly the recordings the run found. */
function requireRecordingsOfTheRun(recordings: RecordingReport[], shards: CheckedShard[]): void {
  const seen = new Map<string, string>();
  for (const shard of shards) {
    for (const recording of shard.report.recordings) {
      const other = seen.get(recording.path);
      if (other !== undefined)
        throw new ShardMergeError(
          `${recording.path} is in both ${other} and ${shard.file}: the shards were split differently`,
        );
      seen.set(recording.path, shard.file);
    }
  }
  const run = shards[0]!.shard.run;
  const paths = recordings.map((recording) => recording.path);
  if (paths.length !== run.recordings)
    throw new ShardMergeError(
      `the shards hold ${paths.length} recordings, not the ${run.recordings} their run found: a shard report was edited or cut short`,
    );
  if (pathsDigest(paths) !== run.paths)
    throw new ShardMergeError(
      `the shards hold ${paths.length} recordings as their run found, but not under the paths it found: a recording's path was edited in a shard report`,
    );
}
