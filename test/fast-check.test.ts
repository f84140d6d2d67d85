import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fastCheckOf, fastHeader } from "../src/recording/fast-check.js";
import { BODY_EVENT_TYPES } from "../src/recording/format.js";
import { BODY_EVENT_SCHEMAS, HeaderEventSchema } from "../src/recording/schema.js";

const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ noNaN: true, min: -2, max: 2 }),
  fc.constantFrom(
    "write",
    "read",
    "result",
    "error",
    "timeout",
    "injected",
    "F1",
    "F2",
    "chaos",
    "agent_to_upstream",
    "x",
  ),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ code: 1, message: "m" }),
  fc.constant({ code: 1.5, message: "m" }),
  fc.constant({ content: [] }),
);
/** Tool lists, good and bad, for the `tools` field. */
const toolLists = fc.constantFrom(
  [{ name: "t" }],
  [{ name: 1 }],
  [{ name: "t", annotations: [] }],
  [{ name: "t", inputSchema: null }],
  [{ name: "t", inputSchema: {}, extra: 1 }, "x"],
  [],
);

/** Valid events; the property mutates some fields of each (replace, delete, add a stray key). */
const VALID: Record<string, Record<string, unknown>> = {
  call: {
    type: "call",
    seq: 1,
    t: 0,
    id: 1,
    tool: "book_room",
    arguments: {},
    class: "write",
    fault: null,
    chaosDraw: 0.5,
    forwarded: true,
  },
  upstream: {
    type: "upstream",
    seq: 1,
    t: 1,
    outcome: "result",
    result: { content: [] },
    error: { code: 1, message: "m" },
  },
  delivered: {
    type: "delivered",
    seq: 1,
    t: 2,
    source: "upstream",
    result: { content: [] },
    error: { code: 1, message: "m" },
  },
  message: { type: "message", t: 3, direction: "agent_to_upstream", message: {} },
  user: { type: "user", t: 3, text: "book room 1" },
  final_reply: { type: "final_reply", t: 5, text: "booked" },
  tools: {
    type: "tools",
    t: 0,
    tools: [
      { name: "book_room", annotations: { readOnlyHint: false }, inputSchema: { type: "object" }, title: "Book" },
    ],
  },
  end: { type: "end", t: 4, reason: "client_closed", detail: "bye" },
};

const KEEP = Symbol("keep");

const mutated = (type: string) => {
  const base = VALID[type]!;
  const keys = [...Object.keys(base).filter((key) => key !== "type"), "extra"];
  return fc
    .record(
      Object.fromEntries(
        keys.map((key) => [
          key,
          fc.option(key === "tools" ? fc.oneof(anyValue, toolLists) : anyValue, { freq: 3, nil: KEEP }),
        ]),
      ) as Record<string, fc.Arbitrary<unknown>>,
    )
    .map((changes) => {
      const event: Record<string, unknown> = { ...base };
      for (const [key, change] of Object.entries(changes)) {
        if (change === KEEP) continue;
        if (change === undefined) delete event[key];
        else event[key] = change;
      }
      return event;
    });
};

describe("the fast check of each event type", () => {
  it("exists for every body event type and for no other type, so the reader can tell known types by it", () => {
    expect(BODY_EVENT_TYPES.filter((type) => fastCheckOf(type) === undefined)).toEqual([]);
    for (const other of ["header", "constructor", "__proto__", "toString", "Call", ""])
      expect(fastCheckOf(other)).toBeUndefined();
  });
});

describe("fast shape checks never accept what the zod schema refuses", () => {
  for (const type of Object.keys(VALID)) {
    it(`${type}: accepted by the fast check ⇒ accepted by zod unchanged`, () => {
      let accepted = 0;
      fc.assert(
        fc.property(mutated(type), (event) => {
          if (!fastCheckOf(type)!(event)) return;
          accepted += 1;
          const parsed = BODY_EVENT_SCHEMAS[type as keyof typeof BODY_EVENT_SCHEMAS].safeParse(event);
          expect(parsed.success, JSON.stringify(event)).toBe(true);
          expect(parsed.data).toEqual(event);
        }),
        { numRuns: 20000, seed: 11 },
      );
      expect(accepted).toBeGreaterThan(0);
    });
  }
});

const VALID_HEADER = {
  type: "header",
  format: "loopgate.recording/1",
  recorder: { name: "loopgate", version: "0.1.0" },
  startedAt: "2026-01-01T00:00:00Z",
  labels: { case: "booking" },
  config: {
    scenario: "F1",
    retryAfterSeconds: 60,
    chaos: { errorRate: 0.5, seed: 7 },
    writeTools: null,
    addWriteTools: ["book_*"],
    readTools: [],
    keyFields: ["idempotency_key"],
    upstreamTimeoutMs: 60000,
    distrustIdempotentHint: false,
  },
  upstream: { command: ["node", "server.mjs"], serverInfo: { name: "s" } },
};
/** Values for header and config fields, good and bad. */
const headerValues = fc.oneof(
  anyValue,
  fc.constantFrom(
    "none",
    "chaos",
    ["a", "b"],
    ["a", 1],
    { a: "b" },
    { a: 1 },
    { errorRate: 0.1, seed: 1 },
    { errorRate: 2, seed: 1 },
    { errorRate: 0.1 },
    { name: "n", version: "v" },
    { name: "n" },
    { command: ["x"] },
    { command: ["x"], serverInfo: [] },
    86400,
    86401,
    0,
    1.5,
  ),
);
const mutatedRecord = (base: Record<string, unknown>) => {
  const keys = [...Object.keys(base).filter((key) => key !== "type"), "extra"];
  return fc
    .record(
      Object.fromEntries(
        // Mostly kept: a header has many fields, and one bad one is enough to leave it to zod.
        keys.map((key) => [
          key,
          fc.oneof({ arbitrary: fc.constant(KEEP), weight: 8 }, { arbitrary: headerValues, weight: 1 }),
        ]),
      ) as Record<string, fc.Arbitrary<unknown>>,
    )
    .map((changes) => {
      const out: Record<string, unknown> = { ...base };
      for (const [key, change] of Object.entries(changes)) {
        if (change === KEEP) continue;
        if (change === undefined) delete out[key];
        else out[key] = change;
      }
      return out;
    });
};

describe("the fast header check gives exactly what zod gives, or leaves the header to zod", () => {
  const { config, ...rest } = VALID_HEADER;
  const headers = fc
    .tuple(mutatedRecord(rest), mutatedRecord(config), fc.boolean())
    .map(([header, changedConfig, keepConfig]) => ({ ...header, config: keepConfig ? changedConfig : header.config }));
  it("accepted by the fast check ⇒ zod accepts it and gives an equal header (defaults filled in)", () => {
    let accepted = 0;
    let defaulted = 0;
    fc.assert(
      fc.property(headers, (header) => {
        const fast = fastHeader(structuredClone(header));
        if (fast === null) return;
        accepted += 1;
        if (Object.keys(header.config as object).length < Object.keys(fast.config).length) defaulted += 1;
        const parsed = HeaderEventSchema.safeParse(header);
        expect(parsed.success, JSON.stringify(header)).toBe(true);
        expect(fast).toEqual(parsed.data);
      }),
      { numRuns: 20000, seed: 12 },
    );
    expect(accepted).toBeGreaterThan(500);
    expect(defaulted).toBeGreaterThan(50);
  });

  it("a header of an older recorder gets zod's defaults", () => {
    const old = {
      type: "header",
      format: "loopgate.recording/1",
      recorder: { name: "r", version: "1" },
      config: { scenario: "F2" },
    };
    expect(fastHeader(structuredClone(old))).toEqual(HeaderEventSchema.parse(old));
    expect(fastHeader(structuredClone(old))?.config).toEqual({
      scenario: "F2",
      retryAfterSeconds: 60,
      chaos: null,
      writeTools: null,
      addWriteTools: [],
      readTools: [],
      keyFields: null,
      upstreamTimeoutMs: 60000,
      distrustIdempotentHint: false,
      operations: {},
      idempotentTools: [],
    });
  });
});
