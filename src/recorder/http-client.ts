import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { Duplex } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** An answer's body passed a size bound, counted in bytes as they came over the wire. */
export class AnswerTooLongError extends Error {
  override name = "AnswerTooLongError";
  constructor(readonly maxBytes: number) {
    super(`the answer is longer than ${maxBytes / (1024 * 1024)} MiB`);
  }
}

/**
 * One HTTP answer of the upstream, its body not yet read. The recorder's HTTP client is
 * node:http, as the relay it is measured against: fetch (undici, WHATWG streams, a
 * TextDecoderStream per body) cost the recorder most of its time per call over HTTP.
 */
export class HttpAnswer {
  private onText: ((text: string, bytes: number) => void) | undefined;

  /** Raw chunks, decoded here: a bound on the body counts bytes, as the stdio bound does, not UTF-16 units. */
  constructor(private readonly message: IncomingMessage) {}

  get status(): number {
    return this.message.statusCode ?? 0;
  }

  get statusText(): string {
    return this.message.statusMessage ?? "";
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  /** The header's value (several joined by ", "), or null. */
  header(name: string): string | null {
    const value = this.message.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : value;
  }

  /** The media type of Content-Type, lower case, without parameters. */
  get mediaType(): string {
    return (this.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  }

  /**
   * Passes the body's text on as it arrives (decoded as UTF-8 across chunks), with the number of
   * bytes it came in; resolves when the body ended, broke off or was cut. One reader per answer.
   */
  read(onText: (text: string, bytes: number) => void): Promise<void> {
    this.onText = onText;
    const decoder = new StringDecoder("utf8");
    return new Promise((resolve) => {
      this.message.on("data", (chunk: Buffer) => this.onText?.(decoder.write(chunk), chunk.length));
      this.message.once("end", () => {
        const rest = decoder.end();
        if (rest !== "") this.onText?.(rest, 0);
        resolve();
      });
      this.message.once("close", () => resolve());
      this.message.once("error", () => resolve());
    });
  }

  /** The whole body; one longer than `maxBytes` is cut off with its connection ({@link AnswerTooLongError}). */
  async text(maxBytes: number): Promise<string> {
    const chunks: string[] = [];
    let length = 0;
    await this.read((chunk, bytes) => {
      length += bytes;
      if (length > maxBytes) this.cancel();
      else chunks.push(chunk);
    });
    if (length > maxBytes) throw new AnswerTooLongError(maxBytes);
    if (!this.message.complete) throw new Error("the connection closed before the body ended");
    return chunks.join("");
  }

  /**
   * Stops passing text on; what is left is read and dropped, so the connection can carry the
   * next request. A body that has not ended within `timeoutMs` is cut off with its connection.
   */
  discard(timeoutMs: number): void {
    this.onText = undefined;
    if (this.message.complete || this.message.destroyed) return;
    const timer = setTimeout(() => this.message.destroy(), timeoutMs);
    timer.unref();
    this.message.once("close", () => clearTimeout(timer));
    this.message.resume();
  }

  /** Ends the body now, and its connection unless the body had already ended. */
  cancel(): void {
    this.onText = undefined;
    if (!this.message.complete) this.message.destroy();
  }
}

const destroySocket = function (this: Duplex) {
  this.destroy();
};

/**
 * Keep-alive connections, as fetch and any relay keep them. An idle connection the server
 * closed is dropped as soon as its end is read: a request written to it would fail as if the
 * server had taken it and died ("lost"), where it never reached the server ("not sent").
 */
function keepAlive<T extends HttpAgent>(agent: T): T {
  // Node returns whether it kept the socket; its types say void.
  const keepSocketAlive = agent.keepSocketAlive.bind(agent) as (socket: Duplex) => boolean;
  const reuseSocket = agent.reuseSocket.bind(agent);
  agent.keepSocketAlive = (socket) => {
    if (!keepSocketAlive(socket)) return false;
    socket.once("end", destroySocket);
    return true;
  };
  agent.reuseSocket = (socket, request) => {
    socket.off("end", destroySocket);
    reuseSocket(socket, request);
  };
  return agent;
}

const agents = {
  "http:": keepAlive(new HttpAgent({ keepAlive: true })),
  "https:": keepAlive(new HttpsAgent({ keepAlive: true })),
};

/**
 * Closes the kept-alive connections: an idle one would keep the process alive until the server
 * times it out (5 s for Node's own servers) after the recording ended.
 */
export function closeConnections(): void {
  agents["http:"].destroy();
  agents["https:"].destroy();
}

export interface HttpRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal;
}

/**
 * Sends one request and resolves with the answer's status and headers. Errors keep Node's
 * codes (ECONNREFUSED, ...); an abort of `signal` rejects with its reason as `cause`.
 */
export function send(spec: HttpRequest): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    // One turn later, as fetch dispatches: the end of an idle connection read in this same
    // turn is handled first, so the request goes on a live connection (see keepAlive).
    setImmediate(() => {
      try {
        dispatch(spec, resolve, reject);
      } catch (error) {
        reject(error);
      }
    });
  });
}

function dispatch(
  { url, method, headers, body, signal }: HttpRequest,
  resolve: (answer: HttpAnswer) => void,
  reject: (error: unknown) => void,
): void {
  const https = url.protocol === "https:";
  if (!https && url.protocol !== "http:") {
    reject(Object.assign(new Error(`unsupported protocol ${url.protocol}`), { code: "ERR_INVALID_URL" }));
    return;
  }
  const options = { method, headers, signal, agent: https ? agents["https:"] : agents["http:"] };
  const request = https ? httpsRequest(url, options) : httpRequest(url, options);
  request.once("response", (message) => resolve(new HttpAnswer(message)));
  request.once("error", reject);
  if (body === undefined) request.end();
  else {
    request.setHeader("content-length", Buffer.byteLength(body));
    request.end(body);
  }
}
