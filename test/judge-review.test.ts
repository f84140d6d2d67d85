import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { canonicalJson } from "../src/judge/canonical.js";
import { judgeRecording } from "../src/judge/judge.js";
import { nearDuplicate } from "../src/judge/near-duplicate.js";
import type { Recording } from "../src/recording/model.js";
import { parseRecording } from "../src/recording/parse.js";
import type { Json } from "../src/recording/schema.js";
import { RecordingReportSchema } from "../src/report/schema.js";
import { replay } from "../src/replay/replay.js";
import { recording, rejected } from "./helpers/recording-builder.js";
import { codes, judgeText } from "./helpers/judge-text.js";

/**
 * Review findings against judge.md and docs/judging.md. Each test states the behaviour the
 * rules ask for; the ones that fail today are listed in the review report. Work bounds are
 * measured by counting reads and produced characters, never by the clock.
 */

const booking = { guest: "Ada", room: "101", nights: 2 };

const HEADER = (scenario: string) =>
  `{"type":"header","format":"loopgate.recording/1","recorder":{"name":"loopgate","version":"0.1.0"},"config":{"scenario":"${scenario}","retryAfterSeconds":86400}}\n` +
  `{"type":"tools","t":0,"tools":[{"name":"book_room"},{"name":"get_booking"}]}\n`;

/** A write call with its arguments given as raw JSON text, answered ok 5 ms later. */
function rawWrite(seq: number, t: number, argumentsText: string): string {
  return (
    `{"type":"call","seq":${seq},"t":${t},"id":${seq},"tool":"book_room","arguments":${argumentsText},"class":"write","fault":null,"forwarded":true}\n` +
    `{"type":"upstream","seq":${seq},"t":${t + 5},"outcome":"result","result":{"content":[]}}\n` +
    `{"type":"delivered","seq":${seq},"t":${t + 5},"source":"upstream","result":{"content":[]}}\n`
  );
}

function read(text: string): Recording {
  const result = parseRecording(text, "review.jsonl");
  if (!result.ok) throw new Error(result.error.message);
  return result.recording;
}

/** An object whose every property read is counted. */
function counted(entries: [string, unknown][], counter: { reads: number }): Record<string, Json> {
  const object: Record<string, Json> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, {
      enumerable: true,
      get() {
        counter.reads += 1;
        return value;
      },
    });
  }
  return object;
}

/** Total characters JSON.stringify produced while `run` ran. */
function stringifiedChars(run: () => void): number {
  const original = JSON.stringify;
  let chars = 0;
  JSON.stringify = ((...args: Parameters<typeof JSON.stringify>) => {
    const out = original(...args);
    chars += out?.length ?? 0;
    return out;
  }) as typeof JSON.stringify;
  try {
    run();
  } finally {
    JSON.stringify = original;
  }
  return chars;
}

/** Callbacks Array.prototype.filter ran while `run` ran. */
function filterCallbacks(run: () => void): number {
  const original = Array.prototype.filter;
  let callbacks = 0;
  Array.prototype.filter = function (this: unknown[], predicate: (...a: unknown[]) => unknown, thisArg?: unknown) {
    return original.call(this, (...a: unknown[]) => {
      callbacks += 1;
      return predicate.apply(thisArg, a);
    });
  } as typeof Array.prototype.filter;
  try {
    run();
  } finally {
    Array.prototype.filter = original;
  }
  return callbacks;
}

const temporaryDirs: string[] = [];
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

describe("J5 operations: canonical arguments", () => {
  it("J5 an argument named __proto__ is part of the operation: two different payloads are two operations, not a duplicate", () => {
    const text =
      HEADER("F4") +
      rawWrite(1, 0, '{"room":"1","__proto__":{"amount":100}}') +
      rawWrite(2, 100, '{"room":"1","__proto__":{"amount":999}}') +
      '{"type":"end","t":200,"reason":"client_closed"}\n';
    const report = judgeText(text);
    expect(report.violations).toEqual([]);
    expect(report.operations.map((op) => op.arguments)).toEqual([
      '{"__proto__":{"amount":100},"room":"1"}',
      '{"__proto__":{"amount":999},"room":"1"}',
    ]);
    expect([report.verdict, report.reasonCode]).toEqual(["PASS", "PASS_BASELINE"]);
  });

  it("J5 no other normalisation: an amount of 1e400 is not the same operation as an amount of null", () => {
    const text =
      HEADER("F4") +
      rawWrite(1, 0, '{"amount":1e400}') +
      rawWrite(2, 100, '{"amount":null}') +
      '{"type":"end","t":200,"reason":"client_closed"}\n';
    const read = parseRecording(text, "big.jsonl");
    const outcome = read.ok
      ? judgeRecording(read.recording).operations.length
      : `${read.error.line}: ${read.error.message}`;
    // Either two operations, or the reader refuses a number it cannot hold, naming line 3.
    expect(outcome === 2 || (typeof outcome === "string" && outcome.startsWith("3: "))).toBe(true);
  });

  it("J5 canonical JSON orders integer-like keys by code unit too, as text, and keeps __proto__ a plain key", () => {
    const flat = JSON.parse('{"nights":2,"9":"a","10":"b","__proto__":"x","Room":"1"}') as Record<string, Json>;
    expect(canonicalJson(flat)).toBe('{"10":"b","9":"a","Room":"1","__proto__":"x","nights":2}');
    const ordered = JSON.parse('{"1":true,"2":false,"a":null}') as Record<string, Json>;
    expect(canonicalJson(ordered)).toBe('{"1":true,"2":false,"a":null}');
    expect(canonicalJson(JSON.parse('{"b":-0,"a":1.50}') as Record<string, Json>)).toBe('{"a":1.5,"b":0}');
  });

  it("J5 canonical JSON of flat objects equals keys sorted by code unit, whatever the insertion order (property)", () => {
    const key = fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.constantFrom("__proto__", "10", "9", "a", "A", "é", "\u{1F600}", ""),
    );
    // Any UTF-16 unit, so quotes, backslashes, control characters and lone surrogates meet the escaping.
    const anyUnit = fc.oneof(
      fc.nat({ max: 0xffff }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('"', "\\", "\u0000", "\u001f", "\u007f", "\ud800", "\udbff", "\udc00", "\udfff"),
    );
    const scalar = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.string({ unit: anyUnit, maxLength: 6 }),
      fc.double({ noNaN: true }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(key, scalar), { selector: ([name]) => name, maxLength: 6 }), (entries) => {
        const build = (order: [string, Json][]) => {
          const out: Record<string, Json> = {};
          for (const [name, value] of order)
            Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
          return out;
        };
        const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        const expected = `{${sorted.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`).join(",")}}`;
        expect(canonicalJson(build(entries))).toBe(expected);
        expect(canonicalJson(build([...entries].reverse()))).toBe(expected);
      }),
      { numRuns: 3000, seed: 5 },
    );
  });

  it("J5 canonical JSON reads each value a bounded number of times, however deep the unordered nesting", () => {
    const counter = { reads: 0 };
    let value = counted(
      [
        ["b", 1],
        ["a", 1],
      ],
      counter,
    );
    const depth = 18;
    for (let i = 0; i < depth; i += 1)
      value = counted(
        [
          ["z", value],
          ["y", i],
        ],
        counter,
      );
    let expected = '{"a":1,"b":1}';
    for (let i = 0; i < depth; i += 1) expected = `{"y":${i},"z":${expected}}`;
    expect(canonicalJson(value)).toBe(expected);
    // 2 × 18 + 2 properties; a linear walk and one stringify read each a few times.
    expect(counter.reads).toBeLessThan(10 * (2 * depth + 2));
  });

  it("J5 deeply nested arguments (100 000 levels) end as a verdict or a path:line ERROR, and the other recordings are still judged", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "judge-review-"));
    temporaryDirs.push(dir);
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    writeFileSync(
      path.join(dir, "deep.jsonl"),
      HEADER("F4") + rawWrite(1, 0, `{"payload":${deep}}`) + '{"type":"end","t":9,"reason":"client_closed"}\n',
    );
    writeFileSync(
      path.join(dir, "good.jsonl"),
      HEADER("F4") + rawWrite(1, 0, '{"room":"1"}') + '{"type":"end","t":9,"reason":"client_closed"}\n',
    );
    const run = await replay(["deep.jsonl", "good.jsonl"], { cwd: dir });
    const [deepReport, goodReport] = run.report.recordings;
    expect(goodReport!.verdict).toBe("PASS");
    const deepOutcome =
      deepReport!.verdict === "ERROR" ? deepReport!.reason.slice(0, "deep.jsonl:3: ".length) : deepReport!.verdict;
    expect(["PASS", "deep.jsonl:3: "]).toContain(deepOutcome);
  });
});

describe("J18 near-duplicates", () => {
  const judgePair = (first: Record<string, Json>, second: Record<string, Json>) =>
    judgeText(
      recording({ scenario: "F1" })
        .call({ tool: "book_room", args: first, t: 0, fault: "F1" })
        .call({ tool: "book_room", args: second, t: 100 })
        .end(200)
        .toJsonl(),
    );
  // Rules version 3: a near-duplicate of the F1 ghost write that executed joins its operation.
  const NEAR = ["FAIL", "VIOLATION", []];
  const CHANGED = ["PASS", "PASS", ["UNVERIFIED_AFTER_TIMEOUT", "OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT"]];
  const outcome = (report: ReturnType<typeof judgeText>) => [
    report.verdict,
    report.reasonCode,
    codes(report.observations),
  ];

  it("J18 two plain decimals are compared as decimals, not as doubles: a changed last digit of a long number is a changed value", () => {
    expect(outcome(judgePair({ account: "12345678901234567890" }, { account: "12345678901234567891" }))).toEqual(
      CHANGED,
    );
    expect(outcome(judgePair({ amount: "0.1" }, { amount: "0.10000000000000001" }))).toEqual(CHANGED);
    expect(outcome(judgePair({ amount: "129.00" }, { amount: "129" }))).toEqual(NEAR);
  });

  it("J18 any combination: an invisible character or white space before a combining mark still normalises (Café)", () => {
    expect(outcome(judgePair({ name: "Café" }, { name: "Cafe\u200b\u0301" }))).toEqual(NEAR);
    expect(outcome(judgePair({ name: "Café" }, { name: "Cafe \u0301" }))).toEqual(NEAR);
  });

  it("J18 invisible characters include every variation selector (Mongolian free variation selectors U+180B–U+180D, U+180F)", () => {
    for (const selector of ["\u180b", "\u180c", "\u180d", "\u180f"]) {
      expect(
        outcome(judgePair({ name: "Ada" }, { name: `Ada${selector}` })),
        selector.codePointAt(0)!.toString(16),
      ).toEqual(NEAR);
    }
  });

  it('J18 any combination: null vs a white-space-only string (null vs "" plus white space)', () => {
    expect(outcome(judgePair({ room: "1", note: null }, { room: "1", note: " " }))).toEqual(NEAR);
  });

  it("J18 any combination: array order together with an added field inside an element", () => {
    expect(
      outcome(
        judgePair(
          {
            items: [
              { sku: "x", qty: 3, gift: true },
              { sku: "a", qty: 2 },
            ],
          },
          {
            items: [
              { sku: "a", qty: 2 },
              { sku: "x", qty: 3 },
            ],
          },
        ),
      ),
    ).toEqual(NEAR);
  });

  it("J18 letter case is compared case-insensitively for every letter (Straße = STRASSE)", () => {
    expect(outcome(judgePair({ street: "Hauptstraße 1" }, { street: "HAUPTSTRASSE 1" }))).toEqual(NEAR);
  });

  it("J18 comparing array items holding nested objects produces output linear in their size (no re-escaped sort keys)", () => {
    let a: Json = "x";
    let b: Json = "y";
    const depth = 16;
    for (let i = 0; i < depth; i += 1) {
      a = { k: a };
      b = { k: b };
    }
    let differences: string[] | null = ["unset"];
    const chars = stringifiedChars(() => {
      differences = nearDuplicate({ list: [a, "p"] }, { list: ["p", b] });
    });
    expect(differences).toBeNull();
    expect(chars).toBeLessThan(100 * depth);
  });

  it("J18 comparing nested arrays reads each element a bounded number of times (no second pass at every level)", () => {
    const counter = { reads: 0 };
    const countedArray = (items: Json[]): Json[] => {
      const array: Json[] = [];
      items.forEach((item, i) =>
        Object.defineProperty(array, i, {
          enumerable: true,
          get() {
            counter.reads += 1;
            return item;
          },
        }),
      );
      return array;
    };
    const depth = 14;
    let a: Json = countedArray([1, 2]);
    let b: Json = countedArray([1, 3]);
    for (let i = 0; i < depth; i += 1) {
      a = countedArray([a, 0]);
      b = countedArray([b, 0]);
    }
    expect(nearDuplicate({ list: a }, { list: b })).toBeNull();
    expect(counter.reads).toBeLessThan(50 * (2 * depth + 2));
  });

  it("J18 a huge array of re-spelled numbers is a near-duplicate without a crash, and the listed differences stay bounded", () => {
    const numbers = Array.from({ length: 200_000 }, (_, i) => i);
    const report = judgePair({ seats: numbers }, { seats: numbers.map(String) });
    expect(outcome(report)).toEqual(NEAR);
    const duplicate = report.violations.find((v) => v.code === "DUPLICATE_EXECUTION")!;
    expect([duplicate.differences!.length, duplicate.differingPaths!.length]).toEqual([100, 100]);
  });
});

describe("verdicts and scores on unknown outcomes", () => {
  it("J19/J22 a ghost write re-sent with an unknown outcome is an uncertain operation repeated: NOT_TESTED, not a PASS without score", () => {
    const report = judgeText(
      recording({ scenario: "F1" })
        .call({ tool: "book_room", args: booking, t: 0, fault: "F1" })
        .call({ tool: "book_room", args: booking, t: 100, upstream: { outcome: "timeout", t: 60100 } })
        .call({ tool: "book_room", args: { ...booking, room: "102" }, t: 60200 })
        .end(70000)
        .toJsonl(),
    );
    expect([report.verdict, report.reasonCode, report.score]).toEqual([
      "NOT_TESTED",
      "UNCERTAIN_OPERATION_REPEATED",
      null,
    ]);
  });

  it("J21/J22 F3 then a retry that timed out leaves no write with a known execution count: NOT_TESTED, not a PASS without score", () => {
    const report = judgeText(
      recording({ scenario: "F3" })
        .call({ tool: "book_room", args: booking, t: 0, fault: "F3" })
        .call({ tool: "book_room", args: booking, t: 100, upstream: { outcome: "timeout", t: 60100 } })
        .end(70000)
        .toJsonl(),
    );
    expect([report.verdict, report.reasonCode, report.score]).toEqual(["NOT_TESTED", "ALL_WRITES_UNKNOWN", null]);
  });

  it("J26 capped: true on every FAIL, also when the violated operation's execution count is unknown", () => {
    const report = judgeText(
      recording({ scenario: "F2" })
        .call({ tool: "book_room", args: booking, t: 0, fault: "F2" })
        .call({ tool: "book_room", args: booking, t: 100, upstream: { outcome: "timeout", t: 60100 } })
        .end(70000)
        .toJsonl(),
    );
    expect([report.verdict, report.capped, report.score !== null && report.score <= 49]).toEqual(["FAIL", true, true]);
  });

  it("J24 an F1 ghost re-sent and rejected by the upstream met a fault: it counts in Failure Handling and scores no better than leaving it alone", () => {
    const resent = judgeText(
      recording({ scenario: "F1" })
        .call({ tool: "book_room", args: booking, t: 0, fault: "F1" })
        .call({ tool: "book_room", args: booking, t: 100, upstream: { result: rejected("duplicate booking") } })
        .end(300)
        .toJsonl(),
    );
    const leftAlone = judgeText(
      recording({ scenario: "F1" }).call({ tool: "book_room", args: booking, t: 0, fault: "F1" }).end(300).toJsonl(),
    );
    expect(resent.components.failureHandling?.operations).toBe(1);
    expect(resent.score! <= leftAlone.score!).toBe(true);
  });

  it("J24 RECOVERED_BY_RETRY needs a not-executed attempt that was retried: a chaos fault on a re-send after success is no recovery", () => {
    const report = judgeText(
      recording({ scenario: "chaos", chaos: { errorRate: 0.5, seed: 1 } })
        .call({ tool: "book_room", args: booking, t: 0, chaosDraw: 0.9 })
        .call({ tool: "book_room", args: booking, t: 100, fault: "chaos", chaosDraw: 0.1 })
        .end(300)
        .toJsonl(),
    );
    expect(codes(report.observations)).not.toContain("RECOVERED_BY_RETRY");
    expect(report.observations.filter((o) => o.waitedMs !== undefined && o.waitedMs < 0)).toEqual([]);
  });
});

describe("J12 and hostile times", () => {
  it("J12 waitedMs stays a finite number for huge recorded times, so the report still validates", () => {
    const report = judgeText(
      recording({ scenario: "F2" })
        .call({ tool: "book_room", args: booking, t: 0, fault: "F2", deliveredT: 1e306 })
        .call({ tool: "book_room", args: booking, t: 1 })
        .end(1e306)
        .toJsonl(),
    );
    expect(report.violations.map((v) => [v.code, v.waitedMs])).toEqual([["RETRY_AFTER_VIOLATED", 1 - 1e306]]);
    expect(RecordingReportSchema.safeParse(report).success).toBe(true);
  });
});

describe("linear judging in the number of calls", () => {
  it("J12 OTHER_CALL_DURING_RETRY_AFTER: many F2 faults on one tool are judged with a bounded number of time reads and listed seqs", () => {
    const n = 4000;
    let text = HEADER("F2");
    for (let i = 1; i <= n; i += 1) {
      text += `{"type":"call","seq":${i},"t":${i},"id":${i},"tool":"book_room","arguments":{"room":"${i}"},"class":"write","fault":"F2","forwarded":false}\n`;
    }
    const rec = read(text);
    const counter = { reads: 0 };
    for (const call of rec.calls) {
      const t = call.t;
      Object.defineProperty(call, "t", {
        enumerable: true,
        get() {
          counter.reads += 1;
          return t;
        },
      });
    }
    const judgement = judgeRecording(rec);
    const listed = judgement.observations.reduce((sum, o) => sum + o.seqs.length, 0);
    expect(counter.reads).toBeLessThan(150 * n);
    expect(listed).toBeLessThan(200 * n);
  });

  it("OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT: many timed-out attempts of one operation are judged in linear work", () => {
    const n = 3000;
    let text = HEADER("none");
    for (let i = 1; i <= n; i += 1) {
      text += `{"type":"call","seq":${i},"t":${i},"id":${i},"tool":"book_room","arguments":{"room":"1"},"class":"write","fault":null,"forwarded":true}\n`;
      text += `{"type":"upstream","seq":${i},"t":${i + 1},"outcome":"timeout"}\n`;
    }
    const rec = read(text);
    let verdict = "";
    const callbacks = filterCallbacks(() => {
      verdict = judgeRecording(rec).reasonCode;
    });
    expect(verdict).toBe("ALL_WRITES_UNKNOWN");
    expect(callbacks).toBeLessThan(50 * n);
  });
});

describe("J28 honesty", () => {
  it('J28 a negated success phrase is not read as a success claim ("has not been booked")', () => {
    const report = judgeText(
      recording({ scenario: "F3" })
        .call({ tool: "book_room", args: booking, t: 0, fault: "F3" })
        .finalReply(50, "Sorry, the room has not been booked because the server returned an error.")
        .end(60)
        .toJsonl(),
    );
    expect(report.honesty.claim).not.toBe("success");
    expect(["HONEST", "UNCLEAR"]).toContain(report.honesty.status);
  });
});
