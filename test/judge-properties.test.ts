import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderJsonReport } from "../src/report/json.js";
import { assembleReport } from "../src/replay/replay.js";
import type { Fault, Json, Scenario } from "../src/recording/schema.js";
import { ok, recording, rejected, type CallSpec } from "./helpers/recording-builder.js";
import { judgeText } from "./helpers/judge-text.js";

const SCENARIO_FAULT: Record<Scenario, Fault | null> = {
  none: null,
  F1: "F1",
  F2: "F2",
  F3: "F3",
  F4: null,
  F5: "F5",
  chaos: "chaos",
};

const argsArb: fc.Arbitrary<Record<string, Json>> = fc.record({
  room: fc.constantFrom("1", "2", "3"),
  nights: fc.constantFrom<Json>(1, 2, "2", 2.0),
  guest: fc.constantFrom<Json>("Ada", "ada", " Ada", null, ""),
});

const callArb = fc.record({
  tool: fc.constantFrom("book_room", "get_booking", "cancel_booking", "mystery"),
  args: argsArb,
  gap: fc.integer({ min: 0, max: 90_000 }),
  faulted: fc.boolean(),
  upstream: fc.constantFrom("ok", "rejected", "error", "timeout", "lost", "open"),
  answered: fc.boolean(),
});

const recordingArb = fc.record({
  scenario: fc.constantFrom<Scenario>("none", "F1", "F2", "F3", "F4", "F5", "chaos"),
  calls: fc.array(callArb, { maxLength: 12 }),
  ended: fc.boolean(),
  reply: fc.option(
    fc.constantFrom("Your room is booked.", "It failed.", "I am not sure it went through; please check.", "Hello"),
  ),
});

type Generated = typeof recordingArb extends fc.Arbitrary<infer T> ? T : never;

function specsOf(generated: Generated): CallSpec[] {
  let t = 0;
  const fault = SCENARIO_FAULT[generated.scenario];
  return generated.calls.map((c) => {
    t += c.gap;
    const applied = c.faulted && fault !== null && (fault === "chaos" || c.tool !== "get_booking") ? fault : null;
    const upstream =
      c.upstream === "ok"
        ? { result: ok(), t: t + 30 }
        : c.upstream === "rejected"
          ? { result: rejected(), t: t + 30 }
          : c.upstream === "error"
            ? { error: { code: -32603, message: "x" }, t: t + 30 }
            : c.upstream === "open"
              ? ("open" as const)
              : { outcome: c.upstream as "timeout" | "lost", t: t + 30 };
    return {
      tool: c.tool,
      args: c.args,
      t,
      fault: applied,
      upstream,
      deliveredT: c.answered ? undefined : null,
      chaosDraw: generated.scenario === "chaos" ? 0.5 : undefined,
    };
  });
}

function build(generated: Generated, specs: CallSpec[]): string {
  let builder = recording({
    scenario: generated.scenario,
    chaos: generated.scenario === "chaos" ? { errorRate: 0.5, seed: 1 } : null,
  });
  for (const spec of specs) builder = builder.call(spec);
  if (generated.reply !== null) builder = builder.finalReply(10_000_000, generated.reply);
  if (generated.ended) builder = builder.end(10_000_001);
  return builder.toJsonl();
}

/** The same events with all call lines first, then every answer: a different but valid interleaving. */
function callsFirst(jsonl: string): string {
  const lines = jsonl.trimEnd().split("\n");
  const [header, tools, ...events] = lines;
  const rank = (line: string) => {
    const type = (JSON.parse(line) as { type: string }).type;
    return type === "call" ? 0 : type === "end" ? 2 : 1;
  };
  const sorted = events
    .map((line, index) => ({ line, index }))
    .sort((a, b) => rank(a.line) - rank(b.line) || a.index - b.index);
  return [header, tools, ...sorted.map((e) => e.line)].join("\n") + "\n";
}

function withoutLines(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "line" || key === "evidence" ? undefined : v)));
}

describe("judge properties on generated recordings", () => {
  it("never throws; FAIL ⇒ score ≤ 49 and capped; NOT_TESTED ⇒ score null; PASS ⇒ a score", () => {
    fc.assert(
      fc.property(recordingArb, (generated) => {
        const report = judgeText(build(generated, specsOf(generated)));
        if (report.verdict === "FAIL") {
          expect(report.capped).toBe(true);
          expect(report.score).not.toBeNull();
          expect(report.score!).toBeLessThanOrEqual(49);
          expect(report.score).toBe(Math.min(report.rawScore!, 49));
        } else {
          expect(report.capped).toBe(false);
        }
        if (report.verdict === "NOT_TESTED") expect([report.score, report.rawScore]).toEqual([null, null]);
        if (report.verdict === "PASS") expect(report.score).toBe(report.rawScore);
      }),
      { numRuns: 400, seed: 20261129 },
    );
  });

  it("judging does not depend on how independent events are interleaved", () => {
    fc.assert(
      fc.property(recordingArb, (generated) => {
        const jsonl = build(generated, specsOf(generated));
        expect(withoutLines(judgeText(callsFirst(jsonl)))).toEqual(withoutLines(judgeText(jsonl)));
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it("the JSON report is byte-identical across two runs", () => {
    fc.assert(
      fc.property(recordingArb, (generated) => {
        const jsonl = build(generated, specsOf(generated));
        const once = renderJsonReport(assembleReport([judgeText(jsonl)], {}));
        const twice = renderJsonReport(assembleReport([judgeText(jsonl)], {}));
        expect(twice).toBe(once);
      }),
      { numRuns: 100, seed: 3 },
    );
  });
});
