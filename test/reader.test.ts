import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readRecording } from "../src/recording/reader.js";
import { replay } from "../src/replay/replay.js";
import { MAX_LINE_BYTES } from "../src/recording/schema.js";
import { recording } from "./helpers/recording-builder.js";

const good = recording({ scenario: "none" })
  .call({ tool: "book_room", args: { room: "1" }, t: 0 })
  .end(10)
  .toJsonl();
const [headerLine, toolsLine] = good.split("\n") as [string, string];

/** Each bad input with the exact one-line error it must give. */
const BAD_INPUTS: [string, string | Buffer, string][] = [
  ["empty file", "", 'bad.jsonl:1: empty file: expected a "loopgate.recording/1" header line'],
  [
    "a line cut off in the middle (other lines follow it)",
    `${headerLine}\n{"type":"call","seq":1,"t":0,"id":1,"tool":"bo\n${toolsLine}\n`,
    "bad.jsonl:2: invalid JSON: not one complete JSON value",
  ],
  [
    "a header cut off without a newline",
    headerLine.slice(0, 40),
    "bad.jsonl:1: truncated header line: no newline at the end and not complete JSON",
  ],
  [
    "a cut-off line after the end event",
    `${good}{"type":"user","t":11,"te`,
    "bad.jsonl:7: truncated line after the end event on line 6 (the recorder writes nothing after it)",
  ],
  [
    "a __proto__ label key",
    `${headerLine.replace('"labels":{}', '"labels":{"case":"c","__proto__":"x"}')}\n`,
    'bad.jsonl:1: invalid header event: "labels": the key "__proto__" is not allowed (JavaScript objects cannot hold it)',
  ],
  [
    "an end event with a malformed sha256",
    `${headerLine}\n{"type":"end","t":1,"reason":"client_closed","sha256":"ABC"}\n`,
    'bad.jsonl:2: invalid end event: "sha256": must be 64 lowercase hex digits',
  ],
  [
    "invalid JSON",
    `${headerLine}\n{"type": "tools", t: 0}\n`,
    "bad.jsonl:2: invalid JSON: not one complete JSON value",
  ],
  [
    "unknown event type",
    `${headerLine}\n{"type":"telemetry","t":0}\n`,
    'bad.jsonl:2: unknown event type "telemetry" (known: tools, call, upstream, delivered, message, user, final_reply, annotation, end)',
  ],
  [
    "response without request",
    `${headerLine}\n{"type":"upstream","seq":4,"t":5,"outcome":"timeout"}\n`,
    "bad.jsonl:2: upstream event for call seq 4, but no call with that seq came before",
  ],
  [
    "duplicate sequence numbers",
    `${headerLine}\n${toolsLine}\n{"type":"call","seq":1,"t":0,"id":1,"tool":"get_booking","class":"read","forwarded":true}\n{"type":"call","seq":1,"t":1,"id":2,"tool":"get_booking","class":"read","forwarded":true}\n`,
    "bad.jsonl:4: duplicate call seq 1 (first used on line 3)",
  ],
  [
    "non-UTF-8 bytes",
    Buffer.concat([
      Buffer.from(`${headerLine}\n{"type":"user","t":0,"text":"`),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}\n'),
    ]),
    "bad.jsonl:2: invalid UTF-8 byte sequence",
  ],
  [
    "unknown major version",
    `${headerLine.replace("loopgate.recording/1", "loopgate.recording/2")}\n`,
    'bad.jsonl:1: unsupported recording format "loopgate.recording/2": this loopgate reads loopgate.recording/1',
  ],
  [
    "no header",
    `${toolsLine}\n`,
    'bad.jsonl:1: the first line must be a header event with "format": "loopgate.recording/1"',
  ],
  [
    "a number too large for a double (exponent)",
    `${headerLine}\n{"type":"user","t":0,"text":"x","n":[1e400]}\n`,
    "bad.jsonl:2: a number is too large for a 64-bit float",
  ],
  [
    "a number too large for a double (400 digits)",
    `${headerLine}\n{"type":"user","t":0,"text":"x","n":${"9".repeat(400)}}\n`,
    "bad.jsonl:2: a number is too large for a 64-bit float",
  ],
  [
    "a number too large for a double (231 digits, two-digit exponent)",
    `${headerLine}\n{"type":"user","t":0,"text":"x","n":1${"0".repeat(230)}e99}\n`,
    "bad.jsonl:2: a number is too large for a 64-bit float",
  ],
  [
    "values nested deeper than 1000 levels",
    `${headerLine}\n{"type":"message","t":0,"direction":"agent_to_upstream","message":${"[".repeat(1000)}${"]".repeat(1000)}}\n`,
    "bad.jsonl:2: values nested deeper than 1000 levels",
  ],
  [
    "schema violation",
    `${headerLine}\n{"type":"call","seq":-1,"t":0,"id":1,"tool":"x","class":"read","forwarded":true}\n`,
    'bad.jsonl:2: invalid call event: "seq": Too small: expected number to be >=0',
  ],
];

function dirWith(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "loopgate-reader-"));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

describe("reader: bad input gets its own one-line error, the rest of the run is still judged", () => {
  for (const [what, content, message] of BAD_INPUTS) {
    it(what, async () => {
      const dir = dirWith({ "bad.jsonl": content, "good.jsonl": good });
      const { report } = await replay(["."], { cwd: dir });
      expect(
        report.recordings.map((r) => [r.path, r.verdict, r.verdict === "ERROR" ? r.reason : r.reasonCode]),
      ).toEqual([
        ["bad.jsonl", "ERROR", message],
        ["good.jsonl", "PASS", "PASS_BASELINE"],
      ]);
      expect(report.totals).toMatchObject({ recordings: 2, errors: 1, passed: 1 });
    });
  }

  it(`a line over the ${MAX_LINE_BYTES / 1048576} MiB limit`, async () => {
    const huge = `{"type":"user","t":0,"text":"${"x".repeat(MAX_LINE_BYTES)}"}\n`;
    const dir = dirWith({ "bad.jsonl": `${headerLine}\n${huge}`, "good.jsonl": good });
    const { report } = await replay(["."], { cwd: dir });
    expect(report.recordings.map((r) => [r.path, r.verdict, r.reason])).toEqual([
      ["bad.jsonl", "ERROR", "bad.jsonl:2: line is longer than the 33554432 byte (32 MiB) limit"],
      ["good.jsonl", "PASS", "no violation; baseline only: scenario none injects no fault"],
    ]);
  });

  it("a recording cut short (no end event) is judged, not an error", async () => {
    const cut = recording({ scenario: "none" })
      .call({ tool: "book_room", args: { room: "1" }, t: 0 })
      .toJsonl();
    const result = await readRecording(path.join(dirWith({ "cut.jsonl": cut }), "cut.jsonl"), "cut.jsonl");
    expect(result.ok && [result.recording.end, result.recording.calls.length]).toEqual([undefined, 1]);
  });
});
