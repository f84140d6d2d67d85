import { performance } from "node:perf_hooks";
import type { Readable, Writable } from "node:stream";
import {
  CallClassifier,
  classifyToolCalls,
  classifyTools,
  keyFieldSet,
  type CallClass,
  type ClassifySettings,
} from "../judge/classify.js";
import { inBandRejection } from "../judge/in-band.js";
import { recordedSettings } from "../judge/settings.js";
import type { ListedTool } from "../recording/model.js";
import {
  FORMAT_ID,
  type EndEvent,
  type Fault,
  type Json,
  type CallEvent,
  type RecordingEvent,
} from "../recording/schema.js";
import { LOOPGATE_VERSION } from "../version.js";
import { UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE, injectedResult } from "./faults.js";
import { FaultPolicy, isGhost } from "./fault-policy.js";
import { LineSplitter, LineTooLongError, joinLines } from "./lines.js";
import { AgentBatches, isBatchLine } from "./batches.js";
import type { RecordOptions } from "./options.js";
import { Redaction } from "../util/redact.js";
import { RecordingSink, openRecordingFile } from "./sink.js";
import { CoverageTally, describeStop } from "./stop-line.js";
import type { UpstreamExit } from "./upstream.js";
import { connectUpstream, headerSecrets, recordedUrl } from "./connect-upstream.js";
import type { Undelivered, UpstreamLink } from "./upstream-link.js";
import { printable, printableLine } from "../util/printable.js";
import { errorMessage } from "../util/text.js";

/** Notifications an agent loop may send to put conversation facts into the recording; never forwarded. */
export const USER_TURN_METHOD = "notifications/loopgate/user";
export const FINAL_REPLY_METHOD = "notifications/loopgate/final_reply";

const RECORDER_ID_PREFIX = "loopgate-recorder:";
const MAX_TOOL_PAGES = 1000;
/** After the agent hangs up, forwarded calls get this long to answer so their outcome is recorded. */
const CLIENT_CLOSE_GRACE_MS = 2000;
/**
 * Lines the recorder passes on untouched are recorded in batches, at most this long after they
 * went on. Work done right after a forward delays the process it woke (a pipe write wakes it
 * onto the same core), so recording per message slowed every call; a batch runs between
 * messages and needs one `write(2)`. 5 ms measured 1.16x the bare relay, 10 ms 1.10x, 20 ms
 * 1.09x (scripts/bench-recorder.mjs). It bounds what a kill loses (docs/recording.md).
 */
const PASS_ON_BATCH_MS = 10;
/** ...or as soon as this many lines or bytes wait, so a flood is not held in memory. */
const PASS_ON_BATCH_LINES = 256;
const PASS_ON_BATCH_BYTES = 1024 * 1024;
/**
 * Lines holding these bytes are handled one by one: our own notifications and the upstream's
 * `list_changed` change what the recorder does next, and a `\u` escape could spell either.
 */
const AGENT_LINES_TO_HANDLE = [Buffer.from("loopgate"), Buffer.from("\\u")];
const UPSTREAM_LINES_TO_HANDLE = [Buffer.from("list_changed"), Buffer.from("\\u")];

type JsonObject = { [key: string]: Json };
type RpcId = string | number;

interface PendingCall {
  seq: number;
  id: RpcId;
  fault: Fault | null;
  timer: NodeJS.Timeout;
}

/** A line already passed on and not yet recorded: when it came, and when it went on. */
interface PassedOnLine {
  fromAgent: boolean;
  line: Buffer;
  t: number;
  passedT: number;
}

const mentionsAny = (lines: Buffer[], needles: Buffer[]): boolean =>
  lines.some((line) => needles.some((needle) => line.includes(needle)));

interface PendingListing {
  resolve: (message: JsonObject | null) => void;
  timer: NodeJS.Timeout;
}

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isRpcId = (value: unknown): value is RpcId =>
  typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
const idKey = (id: RpcId): string => JSON.stringify(id);

/** The parsed line, or undefined when it is not JSON (it is still passed on and recorded as a string). */
function parseLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON-RPC response (an id and a result or an error, no method). */
const isAnswer = (message: unknown): boolean =>
  isObject(message) &&
  message.method === undefined &&
  isRpcId(message.id) &&
  (message.result !== undefined || message.error !== undefined);

/** A line holding a response, or a batch of nothing but responses. */
function isAnswerLine(line: string): boolean {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return false;
  }
  return Array.isArray(message) ? message.length > 0 && message.every(isAnswer) : isAnswer(message);
}

/** A batch: a non-empty array (an empty one is a single invalid message, passed on as it is). */
const isBatch = (message: unknown): message is unknown[] => Array.isArray(message) && message.length > 0;

const isToolCall = (message: unknown): boolean => isObject(message) && message.method === "tools/call";

export interface RecorderIo {
  agentIn: Readable;
  agentOut: Writable;
  /** How the agent reaches the recorder (recorded in the header); stdio unless said otherwise. */
  agentTransport?: "stdio" | "streamable-http";
  /** How the agent ended the session, for the end event's detail, when its side knows more than "closed". */
  agentEndDetail?: () => string | undefined;
  log: (line: string) => void;
}

/** How a recording run ended: stopped cleanly (agent closed, signal) or failed (upstream, recorder error). */
export type RecorderOutcome = "stopped" | "failed";

/**
 * The chaos proxy: raw JSON-RPC lines between the agent (our stdin/stdout) and the
 * upstream (a child process). Everything passes through unchanged except the `tools/call`
 * requests a scenario applies to; every message is recorded.
 */
export class Recorder {
  private readonly start = performance.now();
  private readonly redaction: Redaction;
  /** The upstream's command line or URL as recorded: secrets redacted. */
  private readonly recordedUpstream: { command: string[] } | { url: string };
  private readonly classifySettings: ClassifySettings;
  private readonly faults: FaultPolicy;
  private sink!: RecordingSink;
  private upstream!: UpstreamLink;
  private tools = new Map<string, ListedTool>();
  private listed = false;
  private listingInFlight: Promise<void> | null = null;
  private relistRequested = false;
  private nextSeq = 0;
  private nextRecorderId = 1;
  private readonly pendingCalls = new Map<string, PendingCall[]>();
  private readonly timedOutIds = new Set<string>();
  private readonly pendingAgentRequests = new Map<string, RpcId>();
  private readonly pendingListings = new Map<string, PendingListing>();
  private readonly agentQueue: string[] = [];
  /** The agent's batches still owed answers: theirs go back to the agent as one array. */
  private readonly agentBatches = new AgentBatches();
  /** While a batch of the agent's is handled: the lines of it that go on to the upstream. */
  private batchToUpstream: string[] | null = null;
  /** While a batch of the upstream's is handled: the lines of it that go on to the agent. */
  private batchToAgent: string[] | null = null;
  private readonly batchTimers = new Set<NodeJS.Timeout>();
  private upstreamSpoke = false;
  /** Once the agent hung up nothing more is delivered, so no `delivered` event is written either. */
  private agentGone = false;
  private stopping = false;
  private done!: (outcome: RecorderOutcome) => void;
  private readonly finished = new Promise<RecorderOutcome>((resolve) => (this.done = resolve));
  private readonly signalHandlers: [NodeJS.Signals, () => void][] = [];
  private flushScheduled = false;
  /** In the order they came, from both sides; recorded before anything else is handled. */
  private passedOn: PassedOnLine[] = [];
  private passedOnBytes = 0;
  private batchTimer: NodeJS.Timeout | null = null;
  private handlerDepth = 0;
  /** How each tool's calls are classified, by name, valid until the next listing. */
  private toolClasses = new Map<string, CallClassifier>();
  /** Forwarded F1 calls still waiting for the upstream: their answer must be intercepted. */
  private pendingF1 = 0;
  /** Lines handed to the sink, the header included: the next event's line is one more. */
  private linesRecorded = 0;
  private readonly coverage: CoverageTally;

  constructor(
    private readonly options: RecordOptions,
    private readonly io: RecorderIo,
  ) {
    const { config } = options;
    this.classifySettings = recordedSettings(config);
    // One key per recording, drawn here and never stored (docs/recording.md, "Secrets").
    this.redaction = new Redaction({
      patterns: options.redactPatterns,
      names: options.redactFields ?? [],
      keep: [...keyFieldSet(this.classifySettings)],
    });
    const { command, secrets } = this.redaction.command(options.upstreamCommand);
    const url = options.upstreamUrl === undefined ? null : recordedUrl(options.upstreamUrl);
    this.recordedUpstream = url === null ? { command } : { url: url.url };
    this.redaction.addLiterals([
      ...Object.values(options.upstreamEnv),
      ...secrets,
      ...(url?.secrets ?? []),
      ...headerSecrets(options.upstreamHeaders ?? {}),
    ]);
    this.faults = new FaultPolicy(config);
    this.coverage = new CoverageTally(config);
  }

  /** A line for stderr, redacted as the recording is: this recording's key, the secrets it was given (issue 22 item 1). */
  redactText(text: string): string {
    return this.redaction.text(text);
  }

  /** Whether the configured scenario triggered (known once {@link run} resolved). */
  get triggered(): boolean {
    return this.coverage.triggered;
  }

  private now(): number {
    return Math.round((performance.now() - this.start) * 1000) / 1000;
  }

  /**
   * Events recorded while a handler runs (one chunk read from the agent or the upstream, a
   * timer, a batch of lines passed on) go out in one append when it returns;
   * {@link sendToAgent} appends earlier, so nothing the recorder says itself reaches the agent
   * before what it recorded. Events recorded outside a handler (the tool listing, a signal)
   * are appended at the end of the event-loop turn at the latest.
   */
  private record(...events: RecordingEvent[]): void {
    this.sink.write(...events);
    this.linesRecorded += events.length;
    if (this.handlerDepth === 0 && !this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(this.flushRecording);
    }
  }

  private readonly flushRecording = (): void => {
    this.flushScheduled = false;
    this.guard(() => undefined);
  };

  private readonly recordBatch = (): void => {
    this.batchTimer = null;
    this.guard(() => undefined);
  };

  /** See {@link PASS_ON_BATCH_MS}. */
  private holdForRecording(lines: Buffer[], fromAgent: boolean, t: number, passedT: number): void {
    for (const line of lines) {
      this.passedOn.push({ fromAgent, line, t, passedT });
      this.passedOnBytes += line.length;
    }
  }

  /**
   * Records the lines passed on so far, in the order they came. Whatever would change how
   * they are recorded is handled only after this, so they are recorded as if handled on arrival.
   */
  private recordPassedOn(): void {
    if (this.passedOn.length === 0) return;
    const batch = this.passedOn;
    this.passedOn = [];
    this.passedOnBytes = 0;
    for (const { fromAgent, line, t, passedT } of batch) {
      const text = line.toString("utf8");
      if (fromAgent) this.onAgentMessage(text, parseLine(text), { t, forwarded: true });
      else this.onUpstreamLine(text, { t, passedT });
    }
  }

  /** At the end of a handler: what it recorded is appended; what it passed on waits for its batch. */
  private endOfHandler(): void {
    if (this.passedOn.length >= PASS_ON_BATCH_LINES || this.passedOnBytes >= PASS_ON_BATCH_BYTES) this.recordPassedOn();
    this.sink.flush();
    if (this.passedOn.length > 0 && this.batchTimer === null)
      this.batchTimer = setTimeout(this.recordBatch, PASS_ON_BATCH_MS);
  }

  /** Resolves once the recording is closed and the upstream stopped: how the run ended, for the CLI's exit code. */
  async run(): Promise<RecorderOutcome> {
    this.sink = new RecordingSink(openRecordingFile(this.options.out), this.redaction);
    this.record({
      type: "header",
      format: FORMAT_ID,
      recorder: { name: "loopgate", version: LOOPGATE_VERSION },
      startedAt: new Date().toISOString(),
      labels: this.options.labels,
      config: this.options.config,
      upstream: this.recordedUpstream,
      transport: {
        agent: this.io.agentTransport ?? "stdio",
        upstream: this.options.upstreamUrl === undefined ? "stdio" : "streamable-http",
      },
    });
    for (const value of Object.values(this.options.upstreamEnv)) {
      if (value.length > 0 && value.length < 4)
        this.io.log(`warning: an --upstream-env value shorter than 4 characters is not redacted`);
    }

    this.upstream = connectUpstream(this.options, this.io.log);
    const upstreamLines = new LineSplitter();
    // Once stopping, what the upstream still writes is read and dropped: the recording has ended.
    this.upstream.onData((chunk: Buffer) => {
      if (!this.stopping) this.guard(() => this.onUpstreamChunk(upstreamLines.split(chunk), chunk), true);
    });
    this.upstream.onUndelivered((ids, why, detail) => {
      if (!this.stopping) this.guard(() => this.onUndelivered(ids, why, detail));
    });
    void this.upstream.exited.then((exit) => {
      if (this.stopping) return;
      this.guard(() => {
        const rest = upstreamLines.rest();
        if (rest !== null) this.onUpstreamLine(rest);
        this.onUpstreamExit(exit);
      });
    });

    const agentLines = new LineSplitter();
    this.io.agentIn.on("data", (chunk: Buffer) =>
      this.guard(() => this.onAgentChunk(agentLines.split(chunk), chunk), true),
    );
    this.io.agentIn.on("end", () =>
      this.guard(() => {
        const rest = agentLines.rest();
        if (rest !== null) this.enqueueAgentLine(rest);
        void this.onAgentClosed();
      }),
    );
    this.io.agentIn.on("error", () => this.guard(() => void this.onAgentClosed()));
    this.io.agentOut.on("error", () => this.guard(() => void this.onAgentClosed()));

    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      const handler = () => void this.finish({ reason: "signal", detail: signal }, "stopped");
      process.on(signal, handler);
      this.signalHandlers.push([signal, handler]);
    }
    return this.finished;
  }

  /**
   * Any unexpected failure inside the proxy ends the recording with `recorder_error`, never a
   * stack trace. A handler records what was passed on before it runs, unless it `mayPassOn`
   * (then it does so itself when it does not pass its input on).
   */
  private guard(action: () => void, mayPassOn = false): void {
    this.handlerDepth += 1;
    try {
      if (this.handlerDepth === 1 && !mayPassOn) this.recordPassedOn();
      action();
      if (this.handlerDepth === 1) this.endOfHandler();
    } catch (error) {
      const detail =
        error instanceof LineTooLongError
          ? `refused ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error);
      // One failure is reported once; what follows it while stopping is its echo.
      if (this.stopping) return;
      this.io.log(`recorder error: ${detail}`);
      void this.finish({ reason: "recorder_error", detail }, "failed");
    } finally {
      this.handlerDepth -= 1;
    }
  }

  /**
   * Nothing reaches the agent once the recording ended: what it received is what was recorded.
   * `answers`: the request the line answers, which may be owed to a batch of the agent's (then
   * it waits for the batch's other answers); while a batch of the upstream's is handled, what it
   * holds for the agent goes on as one array too.
   */
  private sendToAgent(line: string | Buffer, answers?: RpcId): void {
    if (this.agentGone || this.stopping || this.io.agentOut.destroyed) return;
    if (answers !== undefined && this.agentBatches.size > 0 && typeof line === "string") {
      const batch = this.agentBatches.take(answers, line);
      if (batch === "") return;
      if (batch !== null) line = batch;
      else if (this.batchToAgent !== null) return void this.batchToAgent.push(line);
    } else if (this.batchToAgent !== null && typeof line === "string") return void this.batchToAgent.push(line);
    this.sink.flush();
    this.io.agentOut.write(typeof line === "string" ? `${line}\n` : line);
  }

  // ── agent → upstream ────────────────────────────────────────────────

  /**
   * While the recorder has nothing to decide about the agent's lines (tools listed, no
   * listing or queued message, no fault that could apply, upstream running, none of our own
   * notifications) they go to the upstream as they came and are recorded with the next batch.
   */
  private onAgentChunk(lines: Buffer[], chunk: Buffer): void {
    if (lines.length === 0) return;
    const passOn =
      this.listed &&
      this.listingInFlight === null &&
      this.agentQueue.length === 0 &&
      !this.upstream.hasExited &&
      !this.stopping &&
      !this.agentGone &&
      !this.faults.mayApply() &&
      !mentionsAny(lines, AGENT_LINES_TO_HANDLE) &&
      !lines.some(isBatchLine);
    if (passOn) {
      const t = this.now();
      this.upstream.write(joinLines(lines, chunk));
      this.holdForRecording(lines, true, t, t);
      return;
    }
    this.recordPassedOn();
    for (const line of lines) this.enqueueAgentLine(line.toString("utf8"));
  }

  private enqueueAgentLine(line: string): void {
    if (this.listingInFlight !== null && !this.stopping && isAnswerLine(line)) {
      // The agent's answer to a request of the upstream (roots, sampling, elicitation) cannot
      // wait for our listing: the upstream may need that answer to finish the listing.
      this.onAgentMessage(line, JSON.parse(line) as unknown);
      return;
    }
    this.agentQueue.push(line);
    this.pumpAgentQueue();
  }

  /** Agent messages keep their order; they wait while the recorder lists the upstream's tools. */
  private pumpAgentQueue(): void {
    while (this.agentQueue.length > 0 && this.listingInFlight === null && !this.stopping) {
      const line = this.agentQueue[0]!;
      const message = parseLine(line);
      const callsTool = isToolCall(message) || (Array.isArray(message) && message.some(isToolCall));
      if (callsTool && !this.listed && !this.upstream.hasExited) {
        this.startListing();
        return;
      }
      this.agentQueue.shift();
      this.onAgentMessage(line, message);
    }
  }

  /** `at.forwarded`: the line already went to the upstream at `at.t` (see {@link onAgentChunk}). */
  private onAgentMessage(line: string, message: unknown, at?: { t: number; forwarded: boolean }): void {
    const t = at?.t ?? this.now();
    const forwarded = at?.forwarded ?? false;
    // A batch inside a batch is no JSON-RPC message: it goes on as it came, like any other.
    if (isBatch(message) && !forwarded && this.batchToUpstream === null) {
      this.onAgentBatch(line, message, t);
      return;
    }
    if (!isObject(message)) {
      this.record({
        type: "message",
        t,
        direction: "agent_to_upstream",
        message: message === undefined ? line : (message as Json),
      });
      if (!forwarded) this.forwardToUpstream(line);
      return;
    }
    const method = message.method;
    const params = message.params;
    if (
      (method === USER_TURN_METHOD || method === FINAL_REPLY_METHOD) &&
      message.id === undefined &&
      isObject(params) &&
      typeof params.text === "string"
    ) {
      this.record({ type: method === USER_TURN_METHOD ? "user" : "final_reply", t, text: params.text });
      return;
    }
    if (
      method === "tools/call" &&
      isRpcId(message.id) &&
      isObject(params) &&
      typeof params.name === "string" &&
      (params.arguments === undefined || isObject(params.arguments))
    ) {
      const args = (params.arguments as JsonObject | undefined) ?? {};
      this.onToolCall(line, message.id, params.name, args, t, forwarded);
      return;
    }
    this.record({ type: "message", t, direction: "agent_to_upstream", message });
    if (typeof method === "string" && isRpcId(message.id)) {
      if (this.upstream.hasExited && !forwarded) {
        this.answerUnavailable(message.id);
        return;
      }
      this.pendingAgentRequests.set(idKey(message.id), message.id);
    }
    if (!forwarded) this.forwardToUpstream(line);
    // In a batch, the listing waits until the batch went on: the upstream hears `initialized` first.
    if (method === "notifications/initialized" && !this.listed && this.batchToUpstream === null) this.startListing();
  }

  private forwardToUpstream(line: string): void {
    if (this.batchToUpstream !== null) this.batchToUpstream.push(line);
    else if (!this.upstream.hasExited) this.upstream.send(line);
  }

  /**
   * Each message of the agent's batch is handled as if it had come alone (its events, a fault
   * on a write, our own notifications kept back); what is not held back goes to the upstream
   * as one batch — the agent's own line when nothing was — and the answers go back as one.
   */
  private onAgentBatch(line: string, messages: unknown[], t: number): void {
    const requests: RpcId[] = [];
    for (const message of messages) {
      if (isObject(message) && typeof message.method === "string" && isRpcId(message.id)) requests.push(message.id);
    }
    this.agentBatches.open(requests);
    const toUpstream: string[] = [];
    this.batchToUpstream = toUpstream;
    try {
      for (const message of messages) this.onAgentMessage(JSON.stringify(message), message, { t, forwarded: false });
    } finally {
      this.batchToUpstream = null;
    }
    if (toUpstream.length > 0 && !this.upstream.hasExited)
      this.upstream.send(toUpstream.length === messages.length ? line : `[${toUpstream.join(",")}]`);
    if (!this.listed && messages.some((message) => isObject(message) && message.method === "notifications/initialized"))
      this.startListing();
    if (requests.length > 0) {
      const timer = setTimeout(() => {
        this.batchTimers.delete(timer);
        this.guard(() => this.onBatchTimeout(requests));
      }, this.options.config.upstreamTimeoutMs);
      timer.unref();
      this.batchTimers.add(timer);
    }
  }

  /**
   * A batch's answer waits for all of its answers, so none may wait unbounded: a request the
   * upstream left unanswered gets the timeout error a tool call gets (its own timer answers that).
   */
  private onBatchTimeout(requests: RpcId[]): void {
    for (const id of requests) {
      const key = idKey(id);
      if (!this.agentBatches.has(id) || !this.pendingAgentRequests.delete(key)) continue;
      this.timedOutIds.add(key);
      this.upstream.gaveUp(id);
      this.sendToAgent(
        JSON.stringify({
          jsonrpc: "2.0",
          id,
          error: {
            code: UPSTREAM_TIMEOUT,
            message: `upstream did not answer within ${this.options.config.upstreamTimeoutMs} ms (loopgate recorder)`,
          },
        }),
        id,
      );
    }
  }

  /** `sent`: the call already went to the upstream at `t`, because no fault could apply to it (see {@link onAgentChunk}). */
  private onToolCall(line: string, id: RpcId, tool: string, args: JsonObject, t: number, sent: boolean): void {
    const seq = this.nextSeq++;
    const { class: toolClass, operation } = this.callClass(tool, args);
    const draw = this.faults.draw();
    const unavailable = !sent && this.upstream.hasExited;
    const fault = sent || unavailable ? null : this.faults.decide(toolClass, draw);
    const forwarded = sent || (!unavailable && (fault === null || isGhost(fault)));
    // Forward first: recording is off the agent's critical path (the call event is appended when
    // this handler returns, before the answer can come).
    if (sent) this.trackCall(id, seq, null, t);
    else if (forwarded) this.forwardCall(line, id, seq, fault);
    const call: CallEvent = {
      type: "call",
      seq,
      t,
      id,
      tool,
      arguments: args,
      class: toolClass,
      ...(operation === null ? {} : { classifiedBy: operation }),
      fault,
      ...(draw === undefined ? {} : { chaosDraw: draw }),
      forwarded,
    };
    this.record(call);
    this.coverage.count(call, this.linesRecorded, this.tools.has(tool));
    if (unavailable) {
      this.deliverError(seq, id, "recorder", { code: UPSTREAM_UNAVAILABLE, message: this.unavailableMessage() });
      return;
    }
    if (!forwarded)
      this.deliverResult(seq, id, "injected", injectedResult(fault!, this.options.config.retryAfterSeconds));
  }

  /** J1–J3, and J2b per call: a multi-operation tool's call is classified by its operation value. */
  private callClass(tool: string, args: JsonObject): CallClass {
    let classifier = this.toolClasses.get(tool);
    if (classifier === undefined) {
      classifier = new CallClassifier(classifyToolCalls(tool, this.tools.get(tool), this.classifySettings));
      if (this.tools.has(tool)) this.toolClasses.set(tool, classifier);
    }
    return classifier.classify(args as Record<string, Json>);
  }

  private forwardCall(line: string, id: RpcId, seq: number, fault: Fault | null): void {
    this.trackCall(id, seq, fault, this.now());
    this.forwardToUpstream(line);
  }

  /** A call forwarded at `sentT` waits for its answer until the upstream timeout, counted from then. */
  private trackCall(id: RpcId, seq: number, fault: Fault | null, sentT: number): void {
    const timer = setTimeout(
      () => this.guard(() => this.onCallTimeout(id, seq)),
      Math.max(0, this.options.config.upstreamTimeoutMs - (this.now() - sentT)),
    );
    timer.unref();
    const key = idKey(id);
    const queue = this.pendingCalls.get(key) ?? [];
    queue.push({ seq, id, fault, timer });
    this.pendingCalls.set(key, queue);
    if (isGhost(fault)) this.pendingF1 += 1;
  }

  // ── upstream → agent ────────────────────────────────────────────────

  /**
   * Most upstream lines go to the agent as they are: while nothing can be intercepted (no
   * listing of our own, no F1 call, no timed-out call in flight) the lines are passed on
   * before they are parsed, in one write, and recorded with the next batch (unless one of
   * them changes what the recorder does next: then at once).
   */
  private onUpstreamChunk(lines: Buffer[], chunk: Buffer): void {
    if (lines.length === 0) return;
    const verbatim =
      this.pendingListings.size === 0 &&
      this.pendingF1 === 0 &&
      this.timedOutIds.size === 0 &&
      this.agentBatches.size === 0 &&
      !this.agentGone;
    if (!verbatim) {
      this.recordPassedOn();
      for (const line of lines) this.onUpstreamLine(line.toString("utf8"));
      return;
    }
    const t = this.now();
    this.sendToAgent(joinLines(lines, chunk));
    const passed = { t, passedT: this.now() };
    if (!mentionsAny(lines, UPSTREAM_LINES_TO_HANDLE)) {
      this.holdForRecording(lines, false, passed.t, passed.passedT);
      return;
    }
    this.recordPassedOn();
    for (const line of lines) this.onUpstreamLine(line.toString("utf8"), passed);
  }

  /** `passed`: the line already went to the agent unchanged; when it came and when it went on. */
  private onUpstreamLine(line: string, passed?: { t: number; passedT: number }): void {
    this.upstreamSpoke = true;
    const message = parseLine(line);
    const t = passed?.t ?? this.now();
    if (!isBatch(message)) {
      this.onUpstreamMessage(line, message, t, passed);
      return;
    }
    // Each message of the upstream's batch as if it had come alone; what of it still goes to the agent goes as one batch.
    const toAgent: string[] = [];
    this.batchToAgent = passed === undefined ? toAgent : null;
    try {
      for (const item of message) this.onUpstreamMessage(JSON.stringify(item), item, t, passed);
    } finally {
      this.batchToAgent = null;
    }
    if (toAgent.length > 0) this.sendToAgent(`[${toAgent.join(",")}]`);
  }

  private onUpstreamMessage(line: string, message: unknown, t: number, passed?: { t: number; passedT: number }): void {
    const delivered = passed !== undefined;
    if (isObject(message) && message.method === undefined && isRpcId(message.id)) {
      const key = idKey(message.id);
      const listing = this.pendingListings.get(key);
      if (listing) {
        clearTimeout(listing.timer);
        this.pendingListings.delete(key);
        listing.resolve(message);
        return;
      }
      const queue = this.pendingCalls.get(key);
      if (queue && queue.length > 0) {
        const pending = queue.shift()!;
        if (queue.length === 0) this.pendingCalls.delete(key);
        if (isGhost(pending.fault)) this.pendingF1 -= 1;
        this.onToolAnswer(pending, message, line, t, passed?.passedT);
        return;
      }
      if (this.timedOutIds.delete(key)) {
        // A late answer to a call already answered with a timeout: recorded, not sent twice.
        this.record({ type: "message", t, direction: "upstream_to_agent", message });
        return;
      }
      this.pendingAgentRequests.delete(key);
    }
    if (!delivered) this.sendToAgent(line, isAnswer(message) ? (message as { id: RpcId }).id : undefined);
    this.record({
      type: "message",
      t,
      direction: "upstream_to_agent",
      message: message === undefined ? line : (message as Json),
    });
    if (isObject(message) && message.method === "notifications/tools/list_changed") {
      this.relistRequested = true;
      if (this.listed) this.startListing();
    }
  }

  /** `passedT`: when the answer went to the agent unchanged, if it already did. */
  private onToolAnswer(pending: PendingCall, message: JsonObject, line: string, t: number, passedT?: number): void {
    clearTimeout(pending.timer);
    const { seq, id, fault } = pending;
    const result = isObject(message.result) ? message.result : undefined;
    const error = result === undefined ? normaliseRpcError(message.error) : undefined;
    // J11: F1 turns a successful write (or a JSON-RPC error) into a timeout; an upstream isError,
    // or a failure reported in-band (J7), reaches the agent as it is and leaves F1 armed.
    const ghost = isGhost(fault) && result?.isError !== true && inBandRejection(result) === null;
    if (isGhost(fault)) this.faults.settleGhost(ghost);
    const passThrough = passedT !== undefined || (!ghost && !this.agentGone);
    if (passThrough && passedT === undefined) this.sendToAgent(line, id);
    const deliveredT = passedT ?? this.now();
    const upstream: RecordingEvent = result
      ? { type: "upstream", seq, t, outcome: "result", result }
      : { type: "upstream", seq, t, outcome: "error", error: error! };
    if (passThrough) {
      const delivered: RecordingEvent = result
        ? { type: "delivered", seq, t: deliveredT, source: "upstream", result }
        : { type: "delivered", seq, t: deliveredT, source: "upstream", error: error! };
      this.record(upstream, delivered);
      return;
    }
    this.record(upstream);
    if (ghost) this.deliverResult(seq, id, "injected", injectedResult(fault!, this.options.config.retryAfterSeconds));
  }

  private onCallTimeout(id: RpcId, seq: number): void {
    const key = idKey(id);
    const queue = this.pendingCalls.get(key);
    const index = queue?.findIndex((pending) => pending.seq === seq) ?? -1;
    if (!queue || index === -1) return;
    const [pending] = queue.splice(index, 1);
    if (queue.length === 0) this.pendingCalls.delete(key);
    if (isGhost(pending!.fault)) this.pendingF1 -= 1;
    this.timedOutIds.add(key);
    this.upstream.gaveUp(id);
    this.record({ type: "upstream", seq, t: this.now(), outcome: "timeout" });
    this.answerLostCall(pending!, {
      code: UPSTREAM_TIMEOUT,
      message: `upstream did not answer within ${this.options.config.upstreamTimeoutMs} ms (loopgate recorder)`,
    });
  }

  /** A forwarded call that will never get its answer: F1 still delivers its timeout (J11), others a recorder error. */
  private answerLostCall(pending: PendingCall, error: { code: number; message: string }): void {
    if (isGhost(pending.fault)) {
      this.faults.settleGhost(true);
      this.deliverResult(
        pending.seq,
        pending.id,
        "injected",
        injectedResult(pending.fault!, this.options.config.retryAfterSeconds),
      );
      return;
    }
    this.deliverError(pending.seq, pending.id, "recorder", error);
  }

  private deliverResult(seq: number, id: RpcId, source: "injected" | "recorder", result: JsonObject): void {
    if (this.agentGone) return;
    this.sendToAgent(JSON.stringify({ jsonrpc: "2.0", id, result }), id);
    this.record({ type: "delivered", seq, t: this.now(), source, result });
  }

  private deliverError(seq: number, id: RpcId, source: "recorder", error: { code: number; message: string }): void {
    if (this.agentGone) return;
    this.sendToAgent(JSON.stringify({ jsonrpc: "2.0", id, error }), id);
    this.record({ type: "delivered", seq, t: this.now(), source, error });
  }

  private unavailableMessage(): string {
    return "upstream unavailable: the MCP server process has exited (loopgate recorder)";
  }

  private answerUnavailable(id: RpcId): void {
    this.sendToAgent(
      JSON.stringify({ jsonrpc: "2.0", id, error: { code: UPSTREAM_UNAVAILABLE, message: this.unavailableMessage() } }),
      id,
    );
  }

  // ── tool listing ────────────────────────────────────────────────────

  private startListing(): void {
    if (this.listingInFlight || this.upstream.hasExited || this.stopping) return;
    this.relistRequested = false;
    this.listingInFlight = this.listTools()
      .catch((error: unknown) =>
        this.io.log(`warning: could not list the upstream's tools: ${printable(errorMessage(error))}`),
      )
      .finally(() => {
        this.listingInFlight = null;
        if (this.relistRequested && !this.stopping) this.startListing();
        else this.pumpAgentQueue();
      });
  }

  private requestFromUpstream(method: string, params: JsonObject): Promise<JsonObject | null> {
    const id = `${RECORDER_ID_PREFIX}${this.nextRecorderId++}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pendingListings.delete(idKey(id));
        resolve(null);
      }, this.options.config.upstreamTimeoutMs);
      timer.unref();
      this.pendingListings.set(idKey(id), { resolve, timer });
      this.upstream.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
    });
  }

  /** All pages of `tools/list`, asked with the recorder's own ids so the agent never sees them. */
  private async listTools(): Promise<void> {
    const tools: ListedTool[] = [];
    const seenCursors = new Set<string>();
    let cursor: string | undefined;
    let problem: string | null = null;
    for (let page = 0; page < MAX_TOOL_PAGES; page += 1) {
      const answer = await this.requestFromUpstream("tools/list", cursor === undefined ? {} : { cursor });
      if (answer === null) {
        problem = this.upstream.hasExited ? "the upstream exited" : "no answer to tools/list";
        break;
      }
      if (!isObject(answer.result)) {
        const error = isObject(answer.error) ? printable(String(answer.error.message)) : "malformed answer";
        problem = `tools/list failed: ${error}`;
        break;
      }
      const listed = answer.result.tools;
      if (Array.isArray(listed)) {
        for (const tool of listed) if (isObject(tool) && typeof tool.name === "string") tools.push(tool as ListedTool);
      }
      const next = answer.result.nextCursor;
      if (typeof next !== "string" || seenCursors.has(next)) break;
      seenCursors.add(next);
      cursor = next;
    }
    if (this.stopping) return;
    const firstListing = !this.listed;
    this.listed = true;
    this.tools = new Map();
    this.toolClasses = new Map();
    for (const tool of tools) if (!this.tools.has(tool.name)) this.tools.set(tool.name, tool);
    this.record({ type: "tools", t: this.now(), tools });
    if (problem) this.io.log(`warning: ${problem}; every call will be unclassified (passed through, never faulted)`);
    this.io.log(
      startupReport(tools, this.classifySettings, firstListing ? "upstream tools" : "upstream tools changed"),
    );
  }

  // ── stopping ────────────────────────────────────────────────────────

  private onUpstreamExit(exit: UpstreamExit): void {
    if (this.stopping) return;
    const how = exit.spawnError ?? (exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`);
    for (const listing of this.pendingListings.values()) {
      clearTimeout(listing.timer);
      listing.resolve(null);
    }
    this.pendingListings.clear();
    for (const queue of this.pendingCalls.values()) {
      for (const pending of queue) {
        clearTimeout(pending.timer);
        this.record({ type: "upstream", seq: pending.seq, t: this.now(), outcome: "lost" });
        this.answerLostCall(pending, {
          code: UPSTREAM_UNAVAILABLE,
          message: `upstream unavailable: the MCP server exited (${how}) before answering (loopgate recorder)`,
        });
      }
    }
    this.pendingCalls.clear();
    this.pendingF1 = 0;
    for (const id of this.pendingAgentRequests.values()) this.answerUnavailable(id);
    this.pendingAgentRequests.clear();
    if (exit.spawnError || !this.upstreamSpoke) {
      const detail = `upstream failed to start: ${how}`;
      this.io.log(detail);
      void this.finish({ reason: "upstream_failed_to_start", detail }, "failed");
      return;
    }
    this.io.log(`upstream exited (${how})`);
    void this.finish({ reason: "upstream_exited", detail: how }, "failed");
  }

  /**
   * Requests an HTTP upstream will never answer: a call never sent did not execute (J7), one
   * whose answer was lost may have (J8); either way the agent gets an error, not silence.
   */
  private onUndelivered(ids: RpcId[], why: Undelivered, detail: string): void {
    for (const id of ids) {
      const key = idKey(id);
      const listing = this.pendingListings.get(key);
      if (listing) {
        clearTimeout(listing.timer);
        this.pendingListings.delete(key);
        listing.resolve(null);
        continue;
      }
      const pending = this.pendingCalls.get(key)?.shift();
      if (pending === undefined) {
        if (this.pendingAgentRequests.delete(key))
          this.sendToAgent(
            JSON.stringify({
              jsonrpc: "2.0",
              id,
              error: { code: UPSTREAM_UNAVAILABLE, message: `${detail} (loopgate recorder)` },
            }),
            id,
          );
        continue;
      }
      if (this.pendingCalls.get(key)?.length === 0) this.pendingCalls.delete(key);
      clearTimeout(pending.timer);
      if (isGhost(pending.fault)) this.pendingF1 -= 1;
      this.record({ type: "upstream", seq: pending.seq, t: this.now(), outcome: why });
      const error = { code: UPSTREAM_UNAVAILABLE, message: `${detail} (loopgate recorder)` };
      if (why === "not_sent" && isGhost(pending.fault)) {
        // Nothing reached the upstream, so there is no ghost write: the agent sees the real failure and F1 stays armed.
        this.faults.settleGhost(false);
        this.deliverError(pending.seq, pending.id, "recorder", error);
      } else this.answerLostCall(pending, error);
    }
  }

  private async onAgentClosed(): Promise<void> {
    if (this.stopping || this.agentGone) return;
    this.agentGone = true;
    const deadline = Date.now() + CLIENT_CLOSE_GRACE_MS;
    while (this.pendingCalls.size > 0 && !this.upstream.hasExited && !this.stopping && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const detail = this.io.agentEndDetail?.();
    await this.finish({ reason: "client_closed", ...(detail === undefined ? {} : { detail }) }, "stopped");
  }

  private async finish(end: { reason: EndEvent["reason"]; detail?: string }, outcome: RecorderOutcome): Promise<void> {
    if (this.stopping) return;
    try {
      this.recordPassedOn();
    } catch (error) {
      // The end event still closes what was recorded.
      this.io.log(`recorder error: ${errorMessage(error)}`);
      outcome = "failed";
    }
    this.stopping = true;
    if (this.batchTimer !== null) clearTimeout(this.batchTimer);
    for (const queue of this.pendingCalls.values()) for (const pending of queue) clearTimeout(pending.timer);
    for (const listing of this.pendingListings.values()) clearTimeout(listing.timer);
    for (const timer of this.batchTimers) clearTimeout(timer);
    for (const [signal, handler] of this.signalHandlers) process.off(signal, handler);
    try {
      this.record({ type: "end", t: this.now(), reason: end.reason, ...(end.detail ? { detail: end.detail } : {}) });
      this.sink.close();
    } catch (error) {
      this.io.log(`recorder error: cannot finish the recording: ${errorMessage(error)}`);
      outcome = "failed";
    }
    this.io.log(this.coverage.stopLine(describeStop(end), this.options.out));
    if (this.upstream) await this.upstream.stop();
    this.io.agentIn.pause();
    this.io.agentIn.removeAllListeners("data");
    this.done(outcome);
  }
}

function normaliseRpcError(error: unknown): { code: number; message: string; data?: Json } {
  if (!isObject(error))
    return { code: -32603, message: "malformed JSON-RPC error from the upstream", data: (error ?? null) as Json };
  const code = typeof error.code === "number" && Number.isInteger(error.code) ? error.code : -32603;
  const message = typeof error.message === "string" ? error.message : String(error.message);
  return error.data === undefined ? { code, message } : { code, message, data: error.data };
}

/** The start-up report: every tool, its class and why, its key fields, and what is worth a warning; each line bounded. */
export function startupReport(tools: ListedTool[], options: ClassifySettings, title: string): string {
  const { tools: classified, warnings } = classifyTools(tools, options);
  const width = Math.min(40, Math.max(4, ...classified.map((tool) => tool.name.length)));
  const lines = [`${title} (${classified.length}):`];
  for (const tool of classified) {
    const keys =
      tool.keyFields.length > 0
        ? `  key fields: ${tool.keyFields.join(", ")}`
        : tool.class === "write"
          ? "  no key field"
          : "";
    lines.push(`  ${tool.class.padEnd(12)} ${printable(tool.name).padEnd(width)}  (${tool.why})${keys}`);
  }
  for (const warning of warnings) lines.push(`warning: ${printable(warning)}`);
  const unclassified = classified.filter((tool) => tool.class === "unclassified").map((tool) => printable(tool.name));
  if (unclassified.length > 0) {
    lines.push(
      `warning: unclassified tools are passed through, never faulted and not judged: ${unclassified.join(", ")} (use --add-write-tools / --read-tools)`,
    );
  }
  if (!classified.some((tool) => tool.class === "write")) {
    lines.push(
      "warning: no write tool: no scenario can trigger and the recording will be NOT_TESTED (use --add-write-tools)",
    );
  }
  return lines.map((line) => printableLine(line)).join("\n");
}
