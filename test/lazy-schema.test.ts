import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { loadedRecordingSchemas } from "../src/recording/lazy-schema.js";
import { readRecording } from "../src/recording/reader.js";
import { ROOT } from "./helpers/paths.js";

// A file of its own: vitest gives each test file fresh modules, so nothing else has loaded zod here.
it("every recording the recorder wrote (turns and replies included) is read without loading zod; a bad line loads it to name the problem", async () => {
  const dir = path.join(ROOT, "fixtures", "recordings", "recorded");
  const files = readdirSync(dir).filter((name) => name.endsWith(".jsonl"));
  expect(files.length).toBeGreaterThan(10);
  const verdicts: boolean[] = [];
  for (const file of files) verdicts.push((await readRecording(path.join(dir, file), file)).ok);
  expect([verdicts.every(Boolean), loadedRecordingSchemas()]).toEqual([true, undefined]);

  // Past the first read chunk (1 MiB), so the file is read again from the start once zod is loaded.
  const lines = readFileSync(path.join(dir, "careful-F1.jsonl"), "utf8").split("\n").slice(0, 2);
  const call = (seq: number) =>
    JSON.stringify({
      type: "call",
      seq,
      t: seq,
      id: seq,
      tool: "t",
      arguments: {},
      class: "read",
      fault: null,
      forwarded: false,
    });
  const body = Array.from({ length: 12_000 }, (_, i) => call(i + 1));
  const bad = path.join(mkdtempSync(path.join(tmpdir(), "loopgate-lazy-")), "bad.jsonl");
  writeFileSync(bad, [...lines, ...body, call(-1), ""].join("\n"));
  const read = await readRecording(bad, "bad.jsonl");
  expect(read.ok ? null : read.error.message).toBe('invalid call event: "seq": Too small: expected number to be >=0');
  expect(read.ok ? null : read.error.line).toBe(12_003);
  expect(loadedRecordingSchemas() === undefined).toBe(false);
});
