import { parentPort, workerData } from "node:worker_threads";
import { judgeForOutputs } from "./judge-file.js";
import type { JudgedBatch, WorkerBatch, WorkerStart } from "./parallel.js";

/**
 * A replay worker thread (bundled to dist/worker/index.js): judges the batches of files
 * it is sent and answers with each recording's report and its rendered JSON (none when no
 * JSON report is written: the report then lists the few operations a reader needs). The
 * operations, the bulk of a report, travel only as that JSON, as bytes the main thread
 * takes over without a copy; cloning them as objects would cost the main thread more
 * than judging them did.
 */
if (parentPort === null) throw new Error("the loopgate replay worker runs only as a worker thread");
const port = parentPort;
// Answers go to a port of their own: the main thread takes them from it between the recordings it judges.
const { options, renderJson, answers } = workerData as WorkerStart;

port.on("message", async (batch: WorkerBatch) => {
  const judged: JudgedBatch = { first: batch.first, reports: [], json: [] };
  try {
    for (const file of batch.files) {
      const { report, json } = await judgeForOutputs(file, options, renderJson);
      judged.reports.push(report);
      judged.json.push(json);
    }
  } catch (error) {
    // Sent as an answer, not thrown: the main thread reads answers between its own
    // recordings, but would see a worker's error event only once it had judged its share.
    answers.postMessage({ first: batch.first, reports: [], json: [], error: messageOf(error) });
    return;
  }
  answers.postMessage(
    judged,
    judged.json.flatMap((bytes) => (bytes === null ? [] : [bytes.buffer as ArrayBuffer])),
  );
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
