import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EventSchema, FORMAT_ID } from "../src/recording/schema.js";
import { ROOT } from "./helpers/paths.js";
import { judgeText } from "./helpers/judge-text.js";
import { updateRequested } from "../scripts/updaters.mjs";

const SCHEMA_FILE = path.join(ROOT, "docs", "recording.schema.json");

function generated(): string {
  const schema = z.toJSONSchema(EventSchema, { io: "input", unrepresentable: "any" });
  const document = {
    title: `${FORMAT_ID} event (one line of a recording)`,
    ...schema,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

describe("recording format JSON Schema", () => {
  if (updateRequested("UPDATE_SCHEMAS")) writeFileSync(SCHEMA_FILE, generated());

  it("docs/recording.schema.json is what the zod schema exports (UPDATE_SCHEMAS=1 regenerates it)", () => {
    expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(generated());
  });

  it("the example in docs/recording-format.md is a valid recording, line by line", () => {
    const doc = readFileSync(path.join(ROOT, "docs", "recording-format.md"), "utf8");
    const example = /```jsonl\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
    const lines = example.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) expect(EventSchema.safeParse(JSON.parse(line)).success, line).toBe(true);
    const report = judgeText(example, {}, "example.jsonl");
    expect([report.verdict, report.score, report.observations.map((o) => o.code)]).toEqual([
      "PASS",
      100,
      ["VERIFIED_NO_RETRY"],
    ]);
  });
});
