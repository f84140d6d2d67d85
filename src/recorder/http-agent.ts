import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { isIP } from "node:net";
import { PassThrough, Writable } from "node:stream";
import { answeredIds, outgoing } from "./http-upstream.js";
import { AgentStream, ResumableStreams } from "./http-agent-streams.js";
import { LineSplitter, MAX_INPUT_LINE_BYTES } from "./lines.js";

export interface ListenSpec {
  host: string;
  port: number;
  /** The bearer token the agent must send; a random one when not given. */
  token?: string;
}

/** Messages for the agent that no open stream can take yet are held, up to this many. */
const MAX_HELD_LINES = 10_000;
const MCP_PATH = "/mcp";
/**
 * A POST's stream still without an answer after this long gets an event with an id and no
 * message (an agent of protocol 2025-11-25 or later skips it), so an agent that loses the
 * connection can resume it. Quick answers need none: their own event has an id.
 */
const PRIME_AFTER_MS = 100;
/** The first protocol revision whose clients accept an event without data (the SDK's rule too). */
const PRIMING_PROTOCOL = "2025-11-25";
const SSE_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-cache" };

/** 127.0.0.0/8, ::1 and localhost: the addresses only this machine reaches. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare === "::1") return true;
  return isIP(bare) === 4 && bare.startsWith("127.");
}

/** A random per-run bearer token: 192 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * The recorder's agent side over Streamable HTTP: each POSTed message goes into `agentIn` as
 * one line, each line the recorder writes to `agentOut` goes to the agent on the stream of the
 * POST it answers, or (requests and notifications of the upstream) on the GET stream, else on
 * the newest open POST stream. One session; DELETE ends it like stdin's end. Every event has
 * an id: an agent that lost a stream resumes it with GET and Last-Event-ID.
 */
export class HttpAgentSide {
  readonly agentIn = new PassThrough();
  readonly agentOut: Writable;
  readonly token: string;
  private readonly server: Server;
  private sessionId: string | undefined;
  private getStream: AgentStream | null = null;
  /** POST streams that still owe answers, connected or waiting for the agent to resume them. */
  private readonly postStreams: AgentStream[] = [];
  private readonly streams = new ResumableStreams();
  private held: string[] = [];
  private ended = false;
  /** Whether the agent ended the session itself (DELETE), as opposed to the recorder stopping. */
  endedByDelete = false;

  constructor(private readonly spec: ListenSpec) {
    this.token = spec.token ?? newToken();
    const lines = new LineSplitter((line) => this.toAgent(line));
    this.agentOut = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        lines.push(chunk);
        done();
      },
    });
    this.server = createServer((request, response) => {
      this.handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
        else response.end();
      });
    });
  }

  /** Listens; resolves with the URL the agent connects to. */
  listen(): Promise<string> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.spec.port, this.spec.host.replace(/^\[|\]$/g, ""), () => {
        const address = this.server.address();
        const port = typeof address === "object" && address !== null ? address.port : this.spec.port;
        // --listen takes an IPv6 address only in brackets, as a URL writes it.
        resolve(`http://${this.spec.host}:${port}${MCP_PATH}`);
      });
    });
  }

  async close(): Promise<void> {
    this.endAgentIn();
    for (const stream of [...this.postStreams, ...(this.getStream ? [this.getStream] : [])]) stream.response?.end();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private endAgentIn(): void {
    if (this.ended) return;
    this.ended = true;
    this.agentIn.end();
  }

  private refused(request: IncomingMessage, response: ServerResponse): boolean {
    if (new URL(request.url ?? "/", "http://loopback").pathname !== MCP_PATH) {
      response.writeHead(404).end();
      return true;
    }
    // The DNS-rebinding guard the spec asks for: a browser page elsewhere cannot reach us.
    const origin = request.headers.origin;
    if (origin !== undefined && !loopbackOrigin(origin)) {
      response.writeHead(403, { "content-type": "text/plain" }).end("origin not allowed\n");
      return true;
    }
    if (!this.authorised(request.headers.authorization)) {
      response
        .writeHead(401, { "www-authenticate": "Bearer", "content-type": "text/plain" })
        .end("bearer token required\n");
      return true;
    }
    const session = request.headers["mcp-session-id"];
    if (this.sessionId !== undefined && typeof session === "string" && session !== this.sessionId) {
      response.writeHead(404, { "content-type": "text/plain" }).end("unknown session\n");
      return true;
    }
    return false;
  }

  private authorised(header: string | undefined): boolean {
    const expected = Buffer.from(`Bearer ${this.token}`);
    const given = Buffer.from(header ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (this.refused(request, response)) return;
    if (request.method === "POST") await this.post(request, response);
    else if (request.method === "GET") this.get(request, response);
    else if (request.method === "DELETE") {
      response.writeHead(200).end();
      if (!this.ended) this.endedByDelete = true;
      this.endAgentIn();
    } else response.writeHead(405, { allow: "GET, POST, DELETE" }).end();
  }

  private async post(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    if (body === null) {
      response.writeHead(413).end();
      return;
    }
    const line = /[\r\n]/.test(body) ? body.replace(/\r\n|\r|\n/g, " ") : body;
    if (line.trim() === "" || this.ended) {
      response.writeHead(line.trim() === "" ? 400 : 404).end();
      return;
    }
    const message = outgoing(line);
    const headers: Record<string, string> = {};
    if (message.initialize) this.sessionId ??= randomUUID();
    if (this.sessionId !== undefined) headers["mcp-session-id"] = this.sessionId;
    if (message.requests.size === 0) {
      response.writeHead(202, headers).end();
    } else {
      response.writeHead(200, { ...headers, ...SSE_HEADERS });
      const stream = this.streams.add("post", response, new Set(message.requests.keys()), message.progressTokens);
      this.postStreams.push(stream);
      this.watch(stream, response, primes(request));
      this.flushHeld();
    }
    this.agentIn.write(`${line}\n`);
  }

  private get(request: IncomingMessage, response: ServerResponse): void {
    if (!(request.headers.accept ?? "").includes("text/event-stream")) {
      response.writeHead(406).end();
      return;
    }
    const lastEventId = request.headers["last-event-id"];
    if (typeof lastEventId === "string") {
      this.resume(lastEventId, response);
      return;
    }
    if (this.getStream !== null) {
      response.writeHead(409).end();
      return;
    }
    response.writeHead(200, this.sseHeaders());
    response.flushHeaders();
    const stream = this.streams.add("get", response, new Set(), new Set());
    this.getStream = stream;
    this.watch(stream, response, false);
    this.flushHeld();
  }

  private sseHeaders(): Record<string, string> {
    return this.sessionId === undefined ? SSE_HEADERS : { ...SSE_HEADERS, "mcp-session-id": this.sessionId };
  }

  /**
   * A stream the agent resumes: what it missed after its last event, then what is still to
   * come. An id we no longer know, or whose events are no longer all kept, is refused (404):
   * the agent then knows it lost messages, rather than receiving a stream with a gap.
   */
  private resume(lastEventId: string, response: ServerResponse): void {
    const found = this.streams.find(lastEventId);
    const missed = found === null ? null : found.stream.after(found.n);
    if (found === null || missed === null) {
      response.writeHead(404, { "content-type": "text/plain" }).end("unknown event id\n");
      return;
    }
    const { stream } = found;
    const isGet = stream.kind === "get";
    if (stream.response !== null || (isGet && this.getStream !== null)) {
      response.writeHead(409).end();
      return;
    }
    response.writeHead(200, this.sseHeaders());
    if (stream.ended) {
      response.end(missed);
      return;
    }
    if (missed === "") response.flushHeaders();
    else response.write(missed);
    stream.response = response;
    if (isGet) this.getStream = stream;
    this.watch(stream, response, false);
    this.flushHeld();
  }

  /**
   * When the agent's connection of a stream closes, the stream waits for it to resume, unless
   * it gave the agent no id to resume from: then what it owes goes on another stream.
   */
  private watch(stream: AgentStream, response: ServerResponse, prime: boolean): void {
    const primer = prime
      ? setTimeout(() => {
          if (!stream.resumable && !stream.ended && stream.response === response) stream.prime();
        }, PRIME_AFTER_MS)
      : undefined;
    response.once("close", () => {
      clearTimeout(primer);
      if (stream.response !== response) return;
      stream.response = null;
      if (this.getStream === stream) this.getStream = null;
      if (!stream.resumable) this.forget(stream);
    });
  }

  private forget(stream: AgentStream): void {
    const index = this.postStreams.indexOf(stream);
    if (index !== -1) this.postStreams.splice(index, 1);
  }

  private toAgent(line: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      parsed = undefined;
    }
    if (Array.isArray(parsed) && parsed.length > 0) {
      // A batch goes to the agent one event per message, as the spec allows: SDK clients read
      // one message per event, and each answer goes on the stream of the POST that asked for it.
      for (const item of parsed) this.toAgent(JSON.stringify(item));
      return;
    }
    const ids = answeredIds(parsed);
    const owner =
      ids.length > 0 ? this.postStreams.find((stream) => ids.some((id) => stream.pending.has(id))) : undefined;
    if (owner !== undefined) {
      for (const id of ids) owner.pending.delete(id);
      // The last answer and the stream's end in one write: one system call less per tool call.
      owner.message(line, owner.pending.size === 0);
      if (owner.pending.size === 0) this.forget(owner);
      return;
    }
    // Progress on another stream than its answer could arrive after it, when the agent no longer listens.
    const token = progressTokenOf(parsed);
    const stream =
      (token === undefined ? undefined : this.postStreams.find((open) => open.progressTokens.has(token))) ??
      this.getStream ??
      this.postStreams.findLast((open) => open.response !== null);
    if (stream !== undefined) stream.message(line);
    else if (this.held.length < MAX_HELD_LINES) this.held.push(line);
  }

  private flushHeld(): void {
    const held = this.held;
    this.held = [];
    for (const line of held) this.toAgent(line);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The token of a `notifications/progress`, keyed as `outgoing` keys a request's. */
function progressTokenOf(message: unknown): string | undefined {
  if (!isObject(message) || message.method !== "notifications/progress" || !isObject(message.params)) return undefined;
  const token = message.params.progressToken;
  return token === undefined ? undefined : JSON.stringify(token);
}

/** Whether the agent's protocol revision (its header) takes priming events. */
function primes(request: IncomingMessage): boolean {
  const version = request.headers["mcp-protocol-version"];
  return typeof version === "string" && version >= PRIMING_PROTOCOL;
}

function loopbackOrigin(origin: string): boolean {
  try {
    return isLoopback(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** The request body as text, or null when it is longer than any MCP message may be. */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_INPUT_LINE_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
