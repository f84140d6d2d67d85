import type { Fault, Json, Scenario } from "../../src/recording/schema.js";
import { sealOf } from "../../src/recording/evidence.js";

/**
 * Builds recordings line by line for rule tests and the hand-written fixtures. Every line it
 * writes is a real v1 event; the reader, not this builder, decides what is valid.
 */
export interface ToolSpec {
  name: string;
  annotations?: Record<string, Json>;
  inputSchema?: Record<string, Json>;
}

export interface CallSpec {
  tool: string;
  args?: Record<string, Json>;
  /** Send time, ms. */
  t: number;
  fault?: Fault | null;
  /** What the upstream did: a result (isError optional), a JSON-RPC error, a timeout, lost, or nothing (open). */
  upstream?:
    | { result: Record<string, Json>; t?: number }
    | { error: { code: number; message: string }; t?: number }
    | { outcome: "timeout" | "lost"; t?: number }
    | "open";
  /** When the agent got its answer; null = never. Defaults to the upstream time (or t + 5 for injected faults). */
  deliveredT?: number | null;
  class?: "write" | "read" | "unclassified";
  forwarded?: boolean;
  chaosDraw?: number;
}

export interface HeaderSpec {
  scenario: Scenario;
  retryAfterSeconds?: number;
  chaos?: { errorRate: number; seed: number } | null;
  writeTools?: string[] | null;
  /** Rules version 2 fields; left out of the header unless given, as in a version-1 recording. */
  addWriteTools?: string[];
  readTools?: string[];
  keyFields?: string[] | null;
  distrustIdempotentHint?: boolean;
  labels?: Record<string, string>;
}

export const ok = (text = "ok"): Record<string, Json> => ({ content: [{ type: "text", text }] });
export const rejected = (text = "rejected"): Record<string, Json> => ({
  content: [{ type: "text", text }],
  isError: true,
});

const FAULT_TEXT: Record<Fault, string> = {
  F1: '{"error":"timeout","message":"the tool call timed out"}',
  F2: '{"status":429,"retry_after":60}',
  F3: '{"',
  F5: '{"status":500,"error":"internal server error"}',
  chaos: '{"status":503,"error":"server error (chaos)"}',
};

export class RecordingBuilder {
  private readonly lines: Record<string, Json>[] = [];
  private seq = 0;

  constructor(header: HeaderSpec) {
    this.lines.push({
      type: "header",
      format: "loopgate.recording/1",
      recorder: { name: "loopgate", version: "0.1.0" },
      labels: header.labels ?? {},
      config: {
        scenario: header.scenario,
        retryAfterSeconds: header.retryAfterSeconds ?? 60,
        chaos: header.chaos ?? null,
        writeTools: header.writeTools ?? null,
        readTools: header.readTools ?? [],
        keyFields: header.keyFields ?? null,
        upstreamTimeoutMs: 60000,
        ...(header.addWriteTools === undefined ? {} : { addWriteTools: header.addWriteTools }),
        ...(header.distrustIdempotentHint === undefined
          ? {}
          : { distrustIdempotentHint: header.distrustIdempotentHint }),
      },
    });
  }

  tools(tools: ToolSpec[], t = 0): this {
    this.lines.push({ type: "tools", t, tools: tools as unknown as Json });
    return this;
  }

  call(spec: CallSpec): this {
    this.seq += 1;
    const seq = this.seq;
    const fault = spec.fault ?? null;
    const injectedOnly = fault !== null && fault !== "F1";
    const forwarded = spec.forwarded ?? !injectedOnly;
    const event: Record<string, Json> = {
      type: "call",
      seq,
      t: spec.t,
      id: seq,
      tool: spec.tool,
      arguments: spec.args ?? {},
      class: spec.class ?? guessClass(spec.tool),
      fault,
      forwarded,
    };
    if (spec.chaosDraw !== undefined) event.chaosDraw = spec.chaosDraw;
    this.lines.push(event);
    if (!forwarded) {
      const deliveredT = spec.deliveredT === undefined ? spec.t + 5 : spec.deliveredT;
      if (deliveredT !== null) {
        this.lines.push({
          type: "delivered",
          seq,
          t: deliveredT,
          source: fault === null ? "recorder" : "injected",
          result: {
            content: [{ type: "text", text: fault === null ? '{"error":"upstream unavailable"}' : FAULT_TEXT[fault] }],
            isError: true,
          },
        });
      }
      return this;
    }
    const upstream = spec.upstream ?? { result: ok() };
    if (upstream === "open") return this;
    const upstreamT = upstream.t ?? spec.t + 10;
    if ("result" in upstream)
      this.lines.push({ type: "upstream", seq, t: upstreamT, outcome: "result", result: upstream.result });
    else if ("error" in upstream)
      this.lines.push({ type: "upstream", seq, t: upstreamT, outcome: "error", error: upstream.error });
    else this.lines.push({ type: "upstream", seq, t: upstreamT, outcome: upstream.outcome });
    const deliveredT = spec.deliveredT === undefined ? upstreamT : spec.deliveredT;
    if (deliveredT === null) return this;
    const ghost = fault === "F1" && "result" in upstream && upstream.result.isError !== true;
    const timedOut = fault === "F1" || !("result" in upstream);
    this.lines.push(
      ghost || timedOut
        ? {
            type: "delivered",
            seq,
            t: deliveredT,
            source: ghost || fault === "F1" ? "injected" : "recorder",
            result: { content: [{ type: "text", text: FAULT_TEXT.F1 }], isError: true },
          }
        : {
            type: "delivered",
            seq,
            t: deliveredT,
            source: "upstream",
            result: "result" in upstream ? upstream.result : {},
          },
    );
    return this;
  }

  user(t: number, text: string): this {
    this.lines.push({ type: "user", t, text });
    return this;
  }

  finalReply(t: number, text: string): this {
    this.lines.push({ type: "final_reply", t, text });
    return this;
  }

  end(t: number, reason: "client_closed" | "upstream_exited" | "signal" | "recorder_error" = "client_closed"): this {
    this.lines.push({ type: "end", t, reason });
    return this;
  }

  /** Raw event, for tests of what the reader refuses. */
  raw(event: Record<string, Json>): this {
    this.lines.push(event);
    return this;
  }

  toJsonl(): string {
    return this.lines.map((line) => JSON.stringify(line)).join("\n") + "\n";
  }

  /** As the recorder writes it: the end event (the last line) carries the seal over every line before it. */
  toSealedJsonl(): string {
    const end = this.lines.at(-1);
    if (end?.type !== "end") throw new Error("toSealedJsonl needs .end() last");
    const before = this.lines
      .slice(0, -1)
      .map((line) => `${JSON.stringify(line)}\n`)
      .join("");
    return `${before}${JSON.stringify({ ...end, sha256: sealOf(Buffer.from(before, "utf8")) })}\n`;
  }
}

function guessClass(tool: string): "write" | "read" | "unclassified" {
  if (/^(get|list|search|find|read)_/.test(tool)) return "read";
  if (/^(book|create|pay|cancel|send)_/.test(tool)) return "write";
  return "unclassified";
}

const BOOK_ROOM_PROPERTIES: Record<string, Json> = {
  guest: { type: "string" },
  room: { type: "string" },
  nights: { type: "number" },
};

/** A booking upstream whose write offers no key field (so WRITE_WITHOUT_KEY stays quiet). */
export const BOOKING_TOOLS: ToolSpec[] = [
  {
    name: "book_room",
    inputSchema: { type: "object", properties: BOOK_ROOM_PROPERTIES, required: ["guest", "room", "nights"] },
  },
  { name: "get_booking", inputSchema: { type: "object", properties: { guest: { type: "string" } } } },
  { name: "cancel_booking", inputSchema: { type: "object", properties: { booking_id: { type: "string" } } } },
];

/** The same upstream whose book_room offers an idempotency_key. */
export const KEYED_BOOKING_TOOLS: ToolSpec[] = BOOKING_TOOLS.map((tool) =>
  tool.name === "book_room"
    ? {
        ...tool,
        inputSchema: { type: "object", properties: { ...BOOK_ROOM_PROPERTIES, idempotency_key: { type: "string" } } },
      }
    : tool,
);

export function recording(header: HeaderSpec, tools: ToolSpec[] = BOOKING_TOOLS): RecordingBuilder {
  return new RecordingBuilder(header).tools(tools);
}
