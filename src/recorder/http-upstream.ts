import { UPSTREAM_UNAVAILABLE } from "./faults.js";
import { AnswerTooLongError, closeConnections, send, type HttpAnswer } from "./http-client.js";
import { MAX_INPUT_LINE_BYTES } from "./lines.js";
import { SseParser, type SseEvent } from "./sse.js";
import { withinMs, type UpstreamExit } from "./upstream.js";
import type { RpcId, Undelivered, UpstreamLink } from "./upstream-link.js";
import { printable } from "../util/printable.js";
import { errorMessage } from "../util/text.js";

export interface HttpUpstreamSpec {
  url: string;
  /** Sent with every request; never logged. */
  headers: Record<string, string>;
  /** Bounds every wait: connecting, the first byte of an answer, silence on a stream. */
  timeoutMs: number;
  log: (line: string) => void;
}

const ACCEPT_BOTH = "application/json, text/event-stream";
/** Of an error answer's body, this much is shown to the agent (in the JSON-RPC error's data). */
const ERROR_BODY_CHARS = 300;
/** A dropped stream is resumed (GET with Last-Event-ID) at most this many times in a row. */
const RESUME_ATTEMPTS = 3;
/** The longest wait before a resumption, whatever `retry:` the server asked for. */
const MAX_RESUME_DELAY_MS = 1000;
/**
 * Messages after `notifications/initialized` wait at most this long for the GET stream's answer
 * (see `send`): long enough for any server that answers it at once, short enough that one that
 * holds it back delays the session by no more than this, once.
 */
const GET_STREAM_WAIT_MS = 2000;
/** Connection errors that happen before a request is written: the upstream never saw it. */
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "ERR_INVALID_URL",
]);

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isRpcId = (value: unknown): value is RpcId =>
  typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
const idKey = (id: RpcId): string => JSON.stringify(id);

/** What a line sent to the upstream asks for: the requests that expect an answer. */
export interface Outgoing {
  line: string;
  requests: Map<string, RpcId>;
  method: string | undefined;
  initialize: boolean;
  initialized: boolean;
  /** The progress tokens (`params._meta.progressToken`) its requests carry, each as JSON. */
  progressTokens: Set<string>;
}

export function outgoing(line: string): Outgoing {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    parsed = undefined;
  }
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  const requests = new Map<string, RpcId>();
  let initialize = false;
  let initialized = false;
  let method: string | undefined;
  const progressTokens = new Set<string>();
  for (const message of messages) {
    if (!isObject(message) || typeof message.method !== "string") continue;
    method ??= message.method;
    if (message.method === "notifications/initialized") initialized = true;
    const meta = isObject(message.params) ? message.params._meta : undefined;
    if (isObject(meta) && meta.progressToken !== undefined) progressTokens.add(JSON.stringify(meta.progressToken));
    if (!isRpcId(message.id)) continue;
    requests.set(idKey(message.id), message.id);
    if (message.method === "initialize") initialize = true;
  }
  return { line, requests, method, initialize, initialized, progressTokens };
}

/** The ids of the answers (results or errors) a message from the upstream holds. */
export function answeredIds(message: unknown): string[] {
  const messages = Array.isArray(message) ? message : [message];
  const ids: string[] = [];
  for (const item of messages) {
    if (isObject(item) && item.method === undefined && isRpcId(item.id)) ids.push(idKey(item.id));
  }
  return ids;
}

/** The errno-style code of a failed fetch (undici wraps it in `cause`). */
function failureCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; isObject(e) && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (typeof e.code === "string") return e.code;
  }
  return undefined;
}

function failureText(error: unknown): string {
  // An abort says why in its cause ("no answer within …"); its own code says nothing more.
  const code = (error as { name?: unknown } | undefined)?.name === "AbortError" ? undefined : failureCode(error);
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  const message = cause instanceof Error ? cause.message : errorMessage(error);
  return printable(code && !message.includes(code) ? `${code} ${message}` : message);
}

/** `HTTP 404 Not Found`, as stderr and the agent's error name an answer's status. */
const statusLine = (response: HttpAnswer): string =>
  `HTTP ${response.status}${response.statusText ? ` ${printable(response.statusText)}` : ""}`;

/** The state of one event stream: where to resume it, what it still owes, and what went wrong on it. */
interface StreamState {
  lastEventId: string | undefined;
  retryMs: number | undefined;
  /** Answers still due on this stream (empty for the GET stream). */
  pending: Map<string, RpcId>;
  /** What the POST asked (`tools/call`), named in the lines that say what failed. */
  method: string;
  /** The GET stream: what the upstream sends unasked. */
  unasked: boolean;
  /** The first event that was no JSON-RPC message: "not JSON" or "not a JSON-RPC message". */
  malformed?: string;
  /** An event passed the size bound: the stream was dropped, and resuming would replay the same event. */
  overLong?: boolean;
  /** The stream was cut after `timeoutMs` without a byte. */
  silent?: boolean;
  /** Why the upstream refused a resumption (`HTTP 404 Not Found`): the resumptions stopped there. */
  resumeRefused?: string;
}

/** Where a request's answer stands while the recorder waits for it: what its timeout line says. */
interface Awaiting {
  method: string;
  /** The POST's requests still owed an answer (the stream's `pending` once it is an event stream). */
  requests: Map<string, RpcId>;
  /** Its requests' keys as sent: `requests` loses each as it is answered. */
  keys: string[];
  stage: "start" | "json body" | "event stream";
}

/** The size bound of one event or JSON answer, as of one message over stdio. */
const MAX_MESSAGE_MIB = MAX_INPUT_LINE_BYTES / (1024 * 1024);

const newStreamState = (method: string, pending: Map<string, RpcId>, unasked = false): StreamState => ({
  lastEventId: undefined,
  retryMs: undefined,
  pending,
  method,
  unasked,
});

/** A JSON-RPC 2.0 request, notification or answer, or a batch of them: what an event must carry. */
function isRpcMessage(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isRpcMessage);
  if (!isObject(value) || value.jsonrpc !== "2.0") return false;
  if (typeof value.method === "string") return true;
  return (isRpcId(value.id) || value.id === null) && ("result" in value || "error" in value);
}

/** Why a message event is no JSON-RPC message, or undefined when it is one. */
function malformedEvent(data: string): { why: string | undefined; message: unknown } {
  try {
    const message: unknown = JSON.parse(data);
    return { why: isRpcMessage(message) ? undefined : "not a JSON-RPC message", message };
  } catch {
    return { why: "not JSON", message: undefined };
  }
}

/** The one line (stderr, and the agent's JSON-RPC error) for a POST's stream that ended owing answers. */
function streamFailure(state: StreamState, timeoutMs: number): string {
  if (state.overLong)
    return `upstream sent an event longer than ${MAX_MESSAGE_MIB} MiB on its event stream for ${state.method}: the stream was dropped before the answer`;
  const subject =
    state.malformed === undefined
      ? `upstream's event stream for ${state.method}`
      : `upstream sent an event that is ${state.malformed} on its event stream for ${state.method}; the stream`;
  const fate = state.silent
    ? `sent nothing for ${timeoutMs} ms before the answer`
    : state.lastEventId === undefined
      ? "ended before the answer, with no event id to resume it from"
      : state.resumeRefused !== undefined
        ? `ended before the answer, and its resumption with Last-Event-ID was refused (${state.resumeRefused})`
        : `ended before the answer and could not be resumed with Last-Event-ID (${RESUME_ATTEMPTS} attempts)`;
  return `${subject} ${fate}`;
}

/** The line for a request the recorder stopped waiting for (its timeout), by where its answer stood. */
function timeoutLine(waiting: Awaiting, timeoutMs: number): string {
  if (waiting.stage === "start") return `upstream did not start its answer to ${waiting.method} within ${timeoutMs} ms`;
  if (waiting.stage === "json body")
    return `upstream's JSON answer to ${waiting.method} did not end within ${timeoutMs} ms`;
  return `upstream's event stream for ${waiting.method} sent no answer within ${timeoutMs} ms`;
}

/**
 * A Streamable HTTP client (MCP 2025-03-26 and later) that keeps messages raw: every line the
 * recorder sends is POSTed as it is, every JSON body or `message` event the upstream answers
 * with comes out as one line (line breaks inside JSON are whitespace, so they become spaces).
 * It keeps the session id and protocol-version headers, opens the GET stream after
 * `notifications/initialized`, resumes a dropped stream with `Last-Event-ID` (dropping events
 * it already passed on), and ends the session with DELETE.
 */
export class HttpUpstream implements UpstreamLink {
  readonly transport = "streamable-http" as const;
  readonly exited: Promise<UpstreamExit>;
  private resolveExit!: (exit: UpstreamExit) => void;
  private exitInfo: UpstreamExit | undefined;
  private readonly dataListeners: ((chunk: Buffer) => void)[] = [];
  private readonly undeliveredListeners: ((ids: RpcId[], why: Undelivered, detail: string) => void)[] = [];
  private readonly controllers = new Set<AbortController>();
  private readonly seenEventIds = new Set<string>();
  private readonly logged = new Set<string>();
  private readonly initializeIds = new Set<string>();
  /** Requests sent and not yet done with, by id: where their answers stand. */
  private readonly awaiting = new Map<string, Awaiting>();
  private sessionId: string | undefined;
  private protocolVersion: string | undefined;
  /**
   * While an `initialize` waits for its answer's headers, later messages wait: they need its
   * session id. After `notifications/initialized` they wait for the GET stream's answer too: a
   * server drops what it sends unasked while it has no GET stream, so an elicitation asked
   * during the agent's first call would otherwise be lost whenever the GET came second.
   */
  private sessionReady: Promise<void> = Promise.resolve();
  /** Settles when the GET stream's first request has its answer's headers, or failed. */
  private getStreamAnswered: Promise<void> = Promise.resolve();
  private answered = false;
  private stopped = false;
  private getStreamStarted = false;
  private readonly url: URL;

  constructor(private readonly spec: HttpUpstreamSpec) {
    this.url = new URL(spec.url);
    this.exited = new Promise((resolve) => (this.resolveExit = resolve));
  }

  get hasExited(): boolean {
    return this.exitInfo !== undefined;
  }

  onData(listener: (chunk: Buffer) => void): void {
    this.dataListeners.push(listener);
  }

  onUndelivered(listener: (ids: RpcId[], why: Undelivered, detail: string) => void): void {
    this.undeliveredListeners.push(listener);
  }

  write(lines: string | Buffer): void {
    for (const line of lines.toString("utf8").split("\n")) if (line.trim() !== "") this.send(line);
  }

  send(line: string): void {
    if (this.stopped || this.hasExited) return;
    const message = outgoing(line);
    if (message.initialize) for (const [key] of message.requests) this.initializeIds.add(key);
    const waiting: Awaiting = {
      method: printable(message.method ?? "a message"),
      requests: message.requests,
      keys: [...message.requests.keys()],
      stage: "start",
    };
    for (const key of waiting.keys) this.awaiting.set(key, waiting);
    const posted = this.sessionReady.then(() => this.post(message, waiting));
    if (message.initialize) this.sessionReady = posted.then(() => undefined);
    if (message.initialized)
      this.sessionReady = posted.then(() => withinMs(this.getStreamAnswered, GET_STREAM_WAIT_MS));
  }

  /**
   * The recorder stopped waiting for this request's answer (its `--upstream-timeout-ms` answered
   * the agent): one line says where the answer stood, and nothing more is said or owed for it.
   */
  gaveUp(id: RpcId): void {
    const key = idKey(id);
    const waiting = this.awaiting.get(key);
    if (waiting === undefined || !waiting.requests.delete(key)) return;
    this.awaiting.delete(key);
    const line = timeoutLine(waiting, this.spec.timeoutMs);
    this.logOnce(line, line);
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const controller of this.controllers) controller.abort();
    this.controllers.clear();
    if (this.sessionId !== undefined) {
      // Ending the session is a courtesy: a server that refuses (405) or is gone changes nothing.
      await this.request("DELETE", {}, undefined, Math.min(this.spec.timeoutMs, 2000))
        .then((response) => response.cancel())
        .catch(() => undefined);
    }
    closeConnections();
    this.exit({ code: 0, signal: null });
  }

  private exit(info: UpstreamExit): void {
    if (this.exitInfo !== undefined) return;
    this.exitInfo = info;
    this.resolveExit(info);
  }

  private logOnce(key: string, line: string): void {
    if (this.logged.has(key)) return;
    this.logged.add(key);
    this.spec.log(line);
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(this.spec.headers)) headers[name.toLowerCase()] = value;
    for (const [name, value] of Object.entries(extra)) headers[name] = value;
    if (this.sessionId !== undefined) headers["mcp-session-id"] = this.sessionId;
    if (this.protocolVersion !== undefined) headers["mcp-protocol-version"] = this.protocolVersion;
    return headers;
  }

  /**
   * One HTTP request whose answer must start within `timeoutMs`; the returned response's body
   * stays tied to `controller` (aborted on stop).
   */
  private async request(
    method: string,
    extra: Record<string, string>,
    body: string | undefined,
    timeoutMs: number,
    controller = new AbortController(),
  ): Promise<HttpAnswer> {
    this.controllers.add(controller);
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    try {
      const response = await send({
        url: this.url,
        method,
        headers: this.headers(extra),
        body,
        signal: controller.signal,
      });
      this.answered = true;
      const session = response.header("mcp-session-id");
      if (session !== null && session !== "") this.sessionId = session;
      return response;
    } catch (error) {
      this.controllers.delete(controller);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private async post(message: Outgoing, waiting: Awaiting): Promise<void> {
    try {
      await this.postAndAnswer(message, waiting);
    } finally {
      // Answered or failed requests have left `requests` by now; a later request may reuse an id.
      for (const key of waiting.keys) if (this.awaiting.get(key) === waiting) this.awaiting.delete(key);
    }
  }

  private async postAndAnswer(message: Outgoing, waiting: Awaiting): Promise<void> {
    if (this.stopped) return;
    // Requests all given up (the recorder's timeout) are not failed again when their wait ends.
    const expected = message.requests.size > 0;
    const givenUp = () => expected && message.requests.size === 0;
    const controller = new AbortController();
    let response: HttpAnswer;
    try {
      response = await this.request(
        "POST",
        { "content-type": "application/json", accept: ACCEPT_BOTH },
        message.line,
        this.spec.timeoutMs,
        controller,
      );
    } catch (error) {
      if (!givenUp()) this.postFailed(message, error);
      return;
    }
    try {
      await this.answerOf(message, response, controller, waiting);
    } catch (error) {
      if (this.stopped || givenUp()) return;
      const method = printable(message.method ?? "a message");
      const line =
        error instanceof AnswerTooLongError
          ? `upstream sent a JSON answer longer than ${MAX_MESSAGE_MIB} MiB to ${method}: it was dropped`
          : `upstream's answer to ${method} broke off: ${failureText(error)}`;
      this.logOnce(line, line);
      this.undelivered(message.requests, "lost", line);
    } finally {
      this.controllers.delete(controller);
    }
  }

  private async answerOf(
    message: Outgoing,
    response: HttpAnswer,
    controller: AbortController,
    waiting: Awaiting,
  ): Promise<void> {
    if (!response.ok) {
      await this.errorStatus(message, response, controller);
      return;
    }
    const type = response.mediaType;
    if (message.requests.size === 0 || response.status === 202) {
      response.discard(this.spec.timeoutMs);
      if (message.initialized && !this.getStreamStarted) {
        this.getStreamStarted = true;
        this.getStreamAnswered = new Promise((answered) => void this.listen(answered));
      }
      return;
    }
    if (type === "application/json") {
      waiting.stage = "json body";
      const text = await this.boundedText(response, controller);
      this.emit(text);
      return;
    }
    if (type === "text/event-stream") {
      waiting.stage = "event stream";
      // The same map as the POST's: a request given up is no longer owed on the stream either.
      const state = newStreamState(printable(message.method ?? "a message"), message.requests);
      await this.readStream(response, state, controller);
      await this.resume(state);
      return;
    }
    response.cancel();
    this.answerWithError(
      message.requests,
      `upstream answered with Content-Type "${printable(type)}", neither JSON nor an event stream (loopgate recorder)`,
      { httpStatus: response.status },
    );
  }

  /** A POST that failed before any answer: never sent (not an execution), or sent and unanswered. */
  private postFailed(message: Outgoing, error: unknown): void {
    if (this.stopped) return;
    const notSent = NOT_SENT_CODES.has(failureCode(error) ?? "");
    const detail = `${notSent ? "upstream unreachable" : "no answer from the upstream"}: ${failureText(error)}`;
    if (notSent && !this.answered) {
      // Nothing ever answered: the upstream is not there, as a stdio server that failed to start.
      this.exit({ code: null, signal: null, spawnError: detail });
      return;
    }
    this.logOnce(detail, detail);
    this.undelivered(message.requests, notSent ? "not_sent" : "lost", detail);
  }

  private undelivered(requests: Map<string, RpcId>, why: Undelivered, detail: string): void {
    if (requests.size === 0) return;
    const ids = [...requests.values()];
    requests.clear();
    for (const listener of this.undeliveredListeners) listener(ids, why, detail);
  }

  /** 4xx/5xx: each request gets a JSON-RPC error (J8: an upstream may fail after writing), and stderr a line. */
  private async errorStatus(message: Outgoing, response: HttpAnswer, controller: AbortController): Promise<void> {
    // Only the start of the body is shown; waiting for it is bounded like any answer.
    const body = await this.boundedText(response, controller).catch(() => "");
    const status = statusLine(response);
    const hint =
      response.status === 401 || response.status === 403
        ? " (check the credentials given with --upstream-header / --upstream-header-from-env)"
        : response.status === 404 && this.sessionId !== undefined
          ? " (the upstream ended the session, or the URL is wrong)"
          : "";
    this.logOnce(
      `status ${response.status}`,
      `upstream answered ${status} to ${printable(message.method ?? "a message")}${hint}`,
    );
    if (message.initialize && (response.status === 404 || response.status === 405)) await this.explainTransport();
    this.answerWithError(message.requests, `upstream answered ${status} (loopgate recorder)`, {
      httpStatus: response.status,
      ...(body.trim() === "" ? {} : { body: printable(body.slice(0, ERROR_BODY_CHARS)) }),
    });
  }

  /** An `initialize` refused with 404/405: a legacy HTTP+SSE server answers a GET with an `endpoint` event. */
  private async explainTransport(): Promise<void> {
    const controller = new AbortController();
    try {
      const response = await this.request(
        "GET",
        { accept: "text/event-stream" },
        undefined,
        this.spec.timeoutMs,
        controller,
      );
      if (!response.ok || response.mediaType !== "text/event-stream") return;
      let endpoint = false;
      const parser = new SseParser((event) => {
        if (event.event !== "endpoint") return;
        endpoint = true;
        controller.abort();
      });
      const timer = setTimeout(() => controller.abort(), Math.min(this.spec.timeoutMs, 2000));
      await response.read((text) => parser.push(text));
      clearTimeout(timer);
      if (endpoint)
        this.spec.log(
          "the upstream speaks the legacy HTTP+SSE transport (MCP 2024-11-05, an `endpoint` event on GET), not Streamable HTTP: loopgate records Streamable HTTP servers only; run the server in its Streamable HTTP or stdio mode",
        );
    } catch {
      // No second opinion: the status line already said what went wrong.
    } finally {
      controller.abort();
      this.controllers.delete(controller);
    }
  }

  private answerWithError(requests: Map<string, RpcId>, message: string, data: JsonObject): void {
    for (const id of requests.values()) {
      this.emit(JSON.stringify({ jsonrpc: "2.0", id, error: { code: UPSTREAM_UNAVAILABLE, message, data } }));
    }
    requests.clear();
  }

  private async boundedText(response: HttpAnswer, controller: AbortController): Promise<string> {
    const timer = setTimeout(() => controller.abort(), this.spec.timeoutMs);
    try {
      return await response.text(MAX_INPUT_LINE_BYTES);
    } finally {
      clearTimeout(timer);
    }
  }

  /** One message from the upstream, as one line; an `initialize` answer sets the protocol version. */
  private emit(text: string): void {
    const line = /[\r\n]/.test(text) ? text.replace(/\r\n|\r|\n/g, " ") : text;
    if (line.trim() === "") return;
    if (this.initializeIds.size > 0) this.noteProtocolVersion(line);
    const chunk = Buffer.from(`${line}\n`);
    for (const listener of this.dataListeners) listener(chunk);
  }

  private noteProtocolVersion(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      return;
    }
    if (!isObject(message) || !isRpcId(message.id) || !this.initializeIds.delete(idKey(message.id))) return;
    const version = isObject(message.result) ? message.result.protocolVersion : undefined;
    if (typeof version === "string" && /^[\x21-\x7e]{1,64}$/.test(version)) this.protocolVersion = version;
  }

  /**
   * Passes on the stream's `message` events until it ends or owes nothing more; silence longer
   * than the timeout ends it too. An event whose id was passed on before (a replay) is dropped.
   */
  private async readStream(response: HttpAnswer, state: StreamState, controller: AbortController): Promise<void> {
    const owes = state.pending.size > 0;
    const parser = new SseParser((event) => this.onEvent(event, state));
    let timer: NodeJS.Timeout | undefined;
    const quiet = () => {
      clearTimeout(timer);
      if (owes)
        timer = setTimeout(() => {
          state.silent = true;
          controller.abort();
        }, this.spec.timeoutMs);
    };
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    quiet();
    const read = response.read((text) => {
      if (this.stopped) return finish();
      quiet();
      parser.push(text);
      state.retryMs = parser.retryMs ?? state.retryMs;
      if (parser.pendingBytes > MAX_INPUT_LINE_BYTES) {
        state.overLong = true;
        if (!owes)
          this.logOnce(
            "event too long",
            `warning: upstream sent an event longer than ${MAX_MESSAGE_MIB} MiB on its event stream (GET): the stream was dropped`,
          );
        response.cancel();
        return finish();
      }
      // What follows the last answer is read and dropped, so the connection serves the next POST.
      if (owes && state.pending.size === 0) {
        response.discard(this.spec.timeoutMs);
        finish();
      }
    });
    await Promise.race([read, finished]);
    clearTimeout(timer);
    if (this.stopped) response.cancel();
  }

  private onEvent(event: SseEvent, state: StreamState): void {
    if (event.id !== undefined) {
      state.lastEventId = event.id;
      if (this.seenEventIds.has(event.id)) return;
      this.seenEventIds.add(event.id);
    }
    // Priming events (an id and empty data, for resumption) carry no message.
    if (event.data.trim() === "") return;
    if (event.event !== "message") {
      this.logOnce(
        `event ${event.event}`,
        `warning: upstream sent an event of type "${printable(event.event)}"; only "message" events carry MCP messages, it was dropped`,
      );
      return;
    }
    if (state.pending.size > 0) {
      const { why, message } = malformedEvent(event.data);
      state.malformed ??= why;
      for (const key of answeredIds(message)) state.pending.delete(key);
    } else if (state.unasked) {
      // Nothing waits for it, so it is said at once; the stream goes on, as over stdio after a bad line.
      const { why } = malformedEvent(event.data);
      if (why !== undefined)
        this.logOnce(
          `unasked ${why}`,
          `warning: upstream sent an event that is ${why} on its event stream (GET); passed on as it came`,
        );
    }
    this.emit(event.data);
  }

  /**
   * A POST's stream that ended owing answers is resumed with GET and Last-Event-ID, as the spec
   * allows; what still cannot be had is reported lost (J8: the requests were sent).
   */
  private async resume(state: StreamState): Promise<void> {
    // An over-long event would come again on the resumed stream; a silent stream is not broken,
    // and waiting on it again would stretch the bound --upstream-timeout-ms sets.
    const attempts = state.overLong || state.silent ? 0 : RESUME_ATTEMPTS;
    for (let attempt = 0; attempt < attempts && state.pending.size > 0 && !this.stopped; attempt += 1) {
      const lastEventId = state.lastEventId;
      if (lastEventId === undefined) break;
      await new Promise((resolve) => setTimeout(resolve, Math.min(state.retryMs ?? 0, MAX_RESUME_DELAY_MS)));
      if (this.stopped) return;
      const controller = new AbortController();
      try {
        const response = await this.request(
          "GET",
          { accept: "text/event-stream", "last-event-id": lastEventId },
          undefined,
          this.spec.timeoutMs,
          controller,
        );
        if (!response.ok || response.mediaType !== "text/event-stream") {
          response.cancel();
          state.resumeRefused = response.ok ? `Content-Type "${printable(response.mediaType)}"` : statusLine(response);
          break;
        }
        await this.readStream(response, state, controller);
      } catch {
        // Counted as an attempt; the loop decides whether to try again.
      } finally {
        this.controllers.delete(controller);
      }
    }
    if (this.stopped) return;
    if (state.pending.size > 0) {
      const line = streamFailure(state, this.spec.timeoutMs);
      this.logOnce(line, line);
      this.undelivered(state.pending, "lost", line);
    } else if (state.malformed !== undefined) {
      const line = `warning: upstream sent an event that is ${state.malformed} on its event stream for ${state.method}; passed on as it came`;
      this.logOnce(line, line);
    }
  }

  /** The GET stream for messages the upstream sends unasked; reopened (resumed) when it drops. */
  private async listen(answered: () => void): Promise<void> {
    const state = newStreamState("GET", new Map(), true);
    for (let failures = 0; failures < RESUME_ATTEMPTS && !this.stopped;) {
      const controller = new AbortController();
      const seenBefore = this.seenEventIds.size;
      try {
        const extra: Record<string, string> = { accept: "text/event-stream" };
        if (state.lastEventId !== undefined) extra["last-event-id"] = state.lastEventId;
        const response = await this.request("GET", extra, undefined, this.spec.timeoutMs, controller).finally(answered);
        if (response.status === 405) return; // the server offers no GET stream
        if (!response.ok) {
          response.cancel();
          this.logOnce(
            `get ${response.status}`,
            `warning: upstream refused its event stream (GET): HTTP ${response.status}`,
          );
          return;
        }
        await this.readStream(response, state, controller);
      } catch {
        // Reconnected below like a dropped stream.
      } finally {
        this.controllers.delete(controller);
      }
      failures = this.seenEventIds.size > seenBefore ? 0 : failures + 1;
      await new Promise((resolve) => setTimeout(resolve, Math.min(state.retryMs ?? 250, MAX_RESUME_DELAY_MS)));
    }
  }
}
