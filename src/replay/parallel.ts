import { existsSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { MessagePort, Worker } from "node:worker_threads";
import type { RecordingReport } from "../report/schema.js";
import { compactRecording, keeperOf, type Keeper } from "./compact.js";
import type { JudgedRecording, ReplayOptions } from "./judge-file.js";
import { IN_MEMORY_RENDERED_BYTES, RenderedSpool } from "./spool.js";

/** How recordings are judged: in how many threads, and whether they are kept rendered. */
export interface Parallelism {
  /** Threads that judge: the calling one and `jobs - 1` workers; null picks one per core for a large input. */
  jobs: number | null;
  /** The bundled worker (dist/worker/index.js); null or missing (running from source): this thread judges. */
  workerScript: string | null;
  /**
   * The JSON report will be written. Each recording is then rendered as soon as it is
   * judged, and that text kept instead of the operation objects: a third of the memory and
   * less collection work, for rendering that happens anyway. Without a JSON report nothing
   * is rendered: a recording keeps only the operations a reader needs (issue 26).
   */
  renderJson: boolean;
  /** Rendered recordings kept in memory before the rest go to a temporary file (replay/spool.ts). */
  memoryBytes?: number;
}

export const IN_THIS_THREAD: Parallelism = { jobs: 1, workerScript: null, renderJson: false };
export const MAX_JOBS = 64;
/** Below this much input a worker's start-up costs more than it saves. */
const AUTO_MIN_BYTES = 8 * 1024 * 1024;
const AUTO_MAX_JOBS = 8;
/**
 * A batch is at most this share of a thread's part of the files still queued (and at most
 * {@link MAX_BATCH_FILES}): large while much is left, keeping messages few, and down to one
 * file at the end, so the threads finish close together. A worker holds two batches (one
 * judged, one waiting), and with batches of a fixed 16 files this thread sat idle for up
 * to two of them after the queue ran dry (measured: 20-50 ms of a 2,000-recording run).
 */
const BATCHES_PER_JOB_LEFT = 4;
const MAX_BATCH_FILES = 16;
/**
 * A worker allocates a recording's events, judges them and drops them; a larger young
 * generation means fewer scavenges copying the recording in hand. Measured on the bench
 * corpus: 3-5 % faster, no larger peak memory (it grows only when used).
 */
const WORKER_YOUNG_GENERATION_MB = 64;
/**
 * The main thread lets the event loop run after this many of its recordings (worker exits
 * arrive only as events); seldom enough that V8's early scavenge task, which runs with
 * it, stays rare (see judgeHere).
 */
const RECORDINGS_BETWEEN_EVENTS = 64;

export interface WorkerBatch {
  /** Index of `files[0]` in the whole run. */
  first: number;
  files: string[];
}

/** What a worker is started with. */
export interface WorkerData {
  options: ReplayOptions;
  renderJson: boolean;
}

/** What a worker thread is given: with the port it answers on, so the main thread can take answers without its event loop. */
export interface WorkerStart extends WorkerData {
  answers: MessagePort;
}

export interface JudgedBatch {
  first: number;
  /** Each report with `operations` left empty when they are in `json`. */
  reports: RecordingReport[];
  /** Each recording as rendered into the JSON report, UTF-8; null when no JSON report is written. */
  json: (Uint8Array | null)[];
  /** Set when judging the batch threw: the run stops with this message. */
  error?: string;
}

/** The worker bundle beside the folder of the bundle this module was built into (dist/cli, dist/action). */
export function bundledWorkerScript(moduleUrl: string): string {
  const bundleDir = path.dirname(fileURLToPath(moduleUrl));
  return path.join(bundleDir, "..", "worker", "index.js");
}

/** Judges `files` (paths relative to `options.cwd`) in the order given, in worker threads when that pays. */
export async function judgeFiles(
  files: string[],
  options: ReplayOptions,
  parallelism: Parallelism,
): Promise<RecordingReport[]> {
  const jobs = plannedJobs(files, options, parallelism);
  const budget = parallelism.memoryBytes ?? IN_MEMORY_RENDERED_BYTES;
  const spool = keeperOf(new RenderedSpool(budget));
  const { renderJson } = parallelism;
  if (jobs > 1) return judgeInWorkers(files, { options, renderJson }, jobs, parallelism.workerScript!, spool);
  // Loaded here, not up front: a run judged in workers never needs the judge in this thread.
  const { judgeForOutputs, judgeFile } = await import("./judge-file.js");
  // Without a JSON report, the recordings stay objects until the recordings read would fill
  // the memory budget; from there on they are kept compact too, their details set aside.
  let whole = renderJson ? budget : 0;
  const reports: RecordingReport[] = [];
  for (const file of files) {
    if (whole < budget) {
      const report = await judgeFile(file, options);
      whole += report.evidence?.bytes ?? 0;
      reports.push(report);
    } else reports.push(compacted(await judgeForOutputs(file, options, renderJson), spool));
  }
  return reports;
}

function compacted({ report, json }: JudgedRecording, keeper: Keeper): RecordingReport {
  return compactRecording(report, json, keeper);
}

function plannedJobs(files: string[], options: ReplayOptions, parallelism: Parallelism): number {
  const { jobs, workerScript } = parallelism;
  if (workerScript === null || jobs === 1 || files.length < 2) return 1;
  if (!existsSync(workerScript)) {
    // Asked for threads, a broken install must not pass for a slow one.
    if (jobs !== null)
      throw new Error(`judging in ${jobs} threads needs the worker bundle ${workerScript}, which is missing`);
    return 1;
  }
  if (jobs !== null) return Math.min(jobs, files.length);
  const cores = Math.min(availableParallelism(), AUTO_MAX_JOBS, files.length);
  if (cores <= 1) return 1;
  let bytes = 0;
  for (const file of files) {
    bytes += sizeOf(path.resolve(options.cwd, file));
    if (bytes >= AUTO_MIN_BYTES) return cores;
  }
  return 1;
}

/** A file that cannot be read counts for nothing here; judging it reports why. */
function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * Judges in `jobs` threads: this one and `jobs - 1` workers, all taking batches from one
 * queue. This thread is started and has the judge loaded while a worker still boots (about
 * a fifth of a second), and would otherwise only wait for their answers.
 */
async function judgeInWorkers(
  files: string[],
  data: WorkerData,
  jobs: number,
  workerScript: string,
  keeper: Keeper,
): Promise<RecordingReport[]> {
  const reports = new Array<RecordingReport>(files.length);
  let next = 0;
  const nextBatch = (): WorkerBatch | null => {
    if (next >= files.length) return null;
    const left = files.length - next;
    const batchFiles = Math.max(1, Math.min(MAX_BATCH_FILES, Math.floor(left / (jobs * BATCHES_PER_JOB_LEFT))));
    const batch = { first: next, files: files.slice(next, next + batchFiles) };
    next += batch.files.length;
    return batch;
  };
  const store = (first: number, judged: JudgedRecording[]) =>
    judged.forEach((recording, i) => {
      reports[first + i] = compacted(recording, keeper);
    });
  // Loaded only here: worker_threads brings seven of Node's internal modules, which a run
  // judged in this thread alone (one recording, any small input) never needs.
  const workerThreads = await import("node:worker_threads");
  const workers: Worker[] = [];
  const failure = { stopped: false };
  const takers: Taker[] = [];
  const takeAnswers = () => takers.forEach((take) => take());
  // This thread's first batch is taken before any worker asks for two: with few batches the
  // workers would otherwise take them all while this thread loads the judge.
  const threads = [
    judgeHere(data, nextBatch(), nextBatch, store, takeAnswers, failure),
    ...Array.from({ length: jobs - 1 }, () =>
      runWorker(workerScript, data, { nextBatch, store, workers, takers, workerThreads }),
    ),
  ];
  try {
    await Promise.all(threads);
  } catch (error) {
    failure.stopped = true;
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  }
  return reports;
}

type Store = (first: number, judged: JudgedRecording[]) => void;
/** Handles the answers a worker has sent so far, at once, without the event loop. */
type Taker = () => void;

/**
 * This thread's share. After every recording it takes the workers' answers (and sends their
 * next batches) itself, from their ports, without returning to the event loop: returning to
 * it after every recording also ran V8's early scavenge task each time, so this thread
 * collected its young generation at about 3.4 MB instead of 5 MB, a third more scavenges
 * than judging alone (measured with --trace-gc on Node 24: 163 of 168 were "task").
 */
async function judgeHere(
  { options, renderJson }: WorkerData,
  first: WorkerBatch | null,
  nextBatch: () => WorkerBatch | null,
  store: Store,
  takeAnswers: () => void,
  failure: { stopped: boolean },
): Promise<void> {
  const { judgeForOutputs } = await import("./judge-file.js");
  let judged = 0;
  for (let batch = first; batch !== null && !failure.stopped; batch = nextBatch()) {
    for (const [i, file] of batch.files.entries()) {
      store(batch.first + i, [await judgeForOutputs(file, options, renderJson)]);
      takeAnswers();
      // A worker that dies says so only as an event: the loop is let run now and then, so
      // the run stops soon after, not once this thread has judged nearly everything.
      if (++judged % RECORDINGS_BETWEEN_EVENTS === 0) await new Promise((resume) => setImmediate(resume));
      if (failure.stopped) return;
    }
  }
}

interface Queue {
  nextBatch: () => WorkerBatch | null;
  store: Store;
  workers: Worker[];
  takers: Taker[];
  workerThreads: typeof import("node:worker_threads");
}

function runWorker(
  workerScript: string,
  data: WorkerData,
  { nextBatch, store, workers, takers, workerThreads }: Queue,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const { port1: answers, port2 } = new workerThreads.MessageChannel();
    const start: WorkerStart = { ...data, answers: port2 };
    const worker = new workerThreads.Worker(workerScript, {
      workerData: start,
      transferList: [port2],
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    workers.push(worker);
    let outstanding = 0;
    let done = false;
    const send = () => {
      const batch = nextBatch();
      if (batch === null) {
        if (outstanding === 0) {
          done = true;
          answers.close();
          // Not waited for: the worker's heap is torn down on its own thread while this one
          // assembles and writes the reports (measured: about 20 ms it otherwise waited).
          // Every answer is in, so a failed teardown changes nothing the run reports.
          worker.terminate().catch(() => undefined);
          resolve();
        }
        return;
      }
      outstanding += 1;
      worker.postMessage(batch);
    };
    const answered = (judged: JudgedBatch) => {
      if (judged.error !== undefined) {
        reject(new Error(`a replay worker failed: ${judged.error}`));
        return;
      }
      try {
        outstanding -= 1;
        store(
          judged.first,
          judged.reports.map((report, i) => ({ report, json: judged.json[i] ?? null }) as JudgedRecording),
        );
        send();
      } catch (error) {
        reject(error);
      }
    };
    // While this thread judges, it takes the answers between its recordings; once it waits,
    // they come as events.
    answers.on("message", answered);
    takers.push(() => {
      if (done) return;
      for (
        let got = workerThreads.receiveMessageOnPort(answers);
        got !== undefined;
        got = workerThreads.receiveMessageOnPort(answers)
      )
        answered(got.message as JudgedBatch);
    });
    worker.on("error", reject);
    answers.on("messageerror", reject);
    worker.on("exit", (code) => {
      if (!done) reject(new Error(`a replay worker stopped early (exit code ${code})`));
    });
    // Two batches in flight, so a worker never waits for the main thread between batches.
    send();
    send();
  });
}
