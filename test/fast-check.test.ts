import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAST_CHECKS } from "../src/recording/fast-check.js";
import { BODY_EVENT_SCHEMAS } from "../src/recording/schema.js";

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

describe("fast shape checks never accept what the zod schema refuses", () => {
  for (const type of Object.keys(VALID)) {
    it(`${type}: accepted by the fast check ⇒ accepted by zod unchanged`, () => {
      let accepted = 0;
      fc.assert(
        fc.property(mutated(type), (event) => {
          if (!FAST_CHECKS[type]!(event)) return;
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
