import type { ServerResponse } from "node:http";

/** Of each stream, the newest events up to this many bytes are kept for an agent that resumes it (the newest always). */
const REPLAY_BYTES_PER_STREAM = 1024 * 1024;
/** Streams kept for resumption: the newest this many (a live one is never dropped). */
const REPLAY_STREAMS = 32;

interface SentEvent {
  n: number;
  frame: string;
}

/**
 * One event stream to the agent (a POST's answer stream or the GET stream): every event has an
 * id (`<stream>.<n>`) and is kept, within bounds, so an agent that lost the connection can
 * resume with Last-Event-ID and gets exactly the events after that one, once.
 */
export class AgentStream {
  response: ServerResponse | null;
  /** Set once the last answer it owes was written: the stream is over (POST). */
  ended = false;
  private nextEvent = 0;
  private sent: SentEvent[] = [];
  private sentBytes = 0;

  constructor(
    readonly kind: "get" | "post",
    readonly id: string,
    response: ServerResponse,
    /** Answers still due on this stream, by id (POST); none for the GET stream. */
    readonly pending: Set<string>,
    /** The progress tokens its requests carry: their progress goes on this stream, before the answer. */
    readonly progressTokens: Set<string>,
  ) {
    this.response = response;
  }

  /** Whether the agent holds an event id of this stream, so it can resume it. */
  get resumable(): boolean {
    return this.nextEvent > 0;
  }

  /** One message; `last` ends the stream with it, in one write. */
  message(line: string, last = false): void {
    this.event(`event: message\ndata: ${line}\n\n`, last);
  }

  /** An event with an id and no message, so the agent can resume a stream that has carried none yet. */
  prime(): void {
    this.event("data: \n\n", false);
  }

  private event(body: string, last: boolean): void {
    const n = this.nextEvent++;
    const frame = `id: ${this.id}.${n}\n${body}`;
    this.sent.push({ n, frame });
    this.sentBytes += frame.length;
    while (this.sent.length > 1 && this.sentBytes > REPLAY_BYTES_PER_STREAM)
      this.sentBytes -= this.sent.shift()!.frame.length;
    if (last) this.ended = true;
    if (this.response === null) return;
    if (last) this.response.end(frame);
    else this.response.write(frame);
  }

  /**
   * The frames after event `n`, or null when some of them are no longer kept (the agent would
   * miss messages: it is refused rather than resumed with a gap).
   */
  after(n: number): string | null {
    if (n >= this.nextEvent || n < -1) return null;
    const oldest = this.sent[0]?.n ?? this.nextEvent;
    if (n + 1 < oldest) return null;
    return this.sent
      .filter((event) => event.n > n)
      .map((event) => event.frame)
      .join("");
  }
}

/** The streams an agent may resume, by id, bounded. */
export class ResumableStreams {
  private readonly streams = new Map<string, AgentStream>();
  private count = 0;

  add(kind: "get" | "post", response: ServerResponse, pending: Set<string>, tokens: Set<string>): AgentStream {
    this.count += 1;
    const stream = new AgentStream(kind, `${kind}${this.count}`, response, pending, tokens);
    this.streams.set(stream.id, stream);
    if (this.streams.size > REPLAY_STREAMS) {
      for (const [id, old] of this.streams) {
        if (old.response !== null && !old.ended) continue;
        this.streams.delete(id);
        break;
      }
    }
    return stream;
  }

  /** The stream a Last-Event-ID names and the number of its event, or null. */
  find(lastEventId: string): { stream: AgentStream; n: number } | null {
    const dot = lastEventId.lastIndexOf(".");
    const stream = this.streams.get(lastEventId.slice(0, dot));
    const n = Number(lastEventId.slice(dot + 1));
    if (dot === -1 || stream === undefined || !/^\d+$/.test(lastEventId.slice(dot + 1))) return null;
    return { stream, n };
  }
}
