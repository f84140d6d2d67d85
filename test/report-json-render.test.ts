import { describe, expect, it } from "vitest";
import { renderRecordingJson } from "../src/report/json.js";
import type { Attempt } from "../src/judge/types.js";
import { utf8Bytes } from "../src/util/text.js";
import { finding, operation, recording } from "./helpers/report-builders.js";

/** The operations section as it must read: each operation stringified on its own line. */
function operationLines(items: unknown[]): string {
  const indent = " ".repeat(8);
  return `"operations": [\n${indent}${items.map((item) => JSON.stringify(item)).join(`,\n${indent}`)}\n      ]`;
}

describe("a recording rendered for the JSON report", () => {
  it("breaks a stringified array only between items, whatever the strings inside hold", () => {
    const tricky = '},{"id":"x"},\n{"id": }, {"id":';
    const operations = [
      operation({ id: tricky, arguments: `{"a":"${tricky}"}` }),
      operation({ id: "op2", tool: '},{"id":' }),
      operation({ id: "op3", arguments: '\\},{\\"id\\":' }),
    ];
    const text = renderRecordingJson(recording({ operations }));
    expect(text).toContain(operationLines(operations));
    expect(JSON.parse(text)).toEqual(recording({ operations }));
  });

  it("keeps an item whole when a nested array holds objects opening with the same key", () => {
    const nested = [{ id: "inner-1" }, { id: "inner-2" }, { id: "inner-3" }] as unknown as Attempt[];
    // Two nested boundaries beside two real ones: counted together they would not match the items.
    const operations = [operation({ id: "op1", attempts: nested }), operation({ id: "op2" }), operation({ id: "op3" })];
    expect(renderRecordingJson(recording({ operations }))).toContain(operationLines(operations));
    // One nested boundary: a single extra piece.
    const one = [operation({ id: "op1", attempts: nested.slice(0, 2) }), operation({ id: "op2" })];
    expect(renderRecordingJson(recording({ operations: one }))).toContain(operationLines(one));
  });

  it("writes findings one per line too, and empty arrays and objects closed on their line", () => {
    const findings = [finding(), finding({ code: "RETRY_AFTER_VIOLATED", seqs: [] })];
    const text = renderRecordingJson(recording({ violations: findings, labels: {} }));
    const indent = " ".repeat(8);
    expect(text).toContain(
      `"violations": [\n${indent}${findings.map((f) => JSON.stringify(f)).join(`,\n${indent}`)}\n      ]`,
    );
    expect(text).toContain(`"labels": {},\n      "score"`);
    expect(text).toContain(`"operations": [],\n`);
  });
});

describe("utf8Bytes", () => {
  const texts = [
    "",
    "plain ASCII {}\n",
    "caf\u00e9",
    "\u00ff",
    "\u00ff".repeat(3),
    "euro \u20ac",
    "\ud83d\ude00",
    "lone \ud800 and \udfff",
  ];
  const longTexts = texts.map((text) => `${"a".repeat(70_000)}${text}`);

  it("gives TextEncoder's bytes for ASCII, Latin-1, other BMP, astral and lone surrogates", () => {
    for (const text of [...texts, ...longTexts]) {
      expect(Buffer.from(utf8Bytes(text)).equals(Buffer.from(new TextEncoder().encode(text)))).toBe(true);
    }
  });

  it("returns bytes that own their whole memory, so a worker can transfer them", () => {
    for (const text of [...texts, ...longTexts]) {
      const bytes = utf8Bytes(text);
      expect([bytes.byteOffset, bytes.buffer.byteLength]).toEqual([0, bytes.length]);
    }
  });
});
