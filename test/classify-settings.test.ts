import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { actionSettings } from "../src/action/config.js";
import { readInputs } from "../src/action/inputs.js";
import { commandSettings } from "../src/cli/config-flags.js";
import { parseRecordArgs } from "../src/cli/record.js";
import type { ClassifySettings } from "../src/judge/classify.js";
import { recordedSettings, settingsOver, SETTINGS_NOT_STATED, storedSettings } from "../src/judge/settings.js";
import { judgingConfig } from "../src/replay/replay.js";

const work = mkdtempSync(path.join(tmpdir(), "loopgate-classify-settings-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Every kind of setting the file can give: globs, key fields, J29's distrust and declared
// idempotent tools, a by-operation tool (J2b), and tools classified by name.
writeFileSync(
  path.join(work, "loopgate.json"),
  JSON.stringify({
    addWriteTools: ["plan_*"],
    readTools: ["peek*"],
    keyFields: ["request_id"],
    tools: {
      manage_items: { class: "by-operation", operations: { add: "write", list: "read", tidy: "todo" } },
      upsert_tag: { class: "write", idempotent: true },
      audit_log: { class: "read" },
    },
  }),
);

/** What the file above and `--write-tools book_*` / `--distrust-idempotent-hint` (or the inputs of the same names) give. */
const EXPECTED: ClassifySettings = {
  writeTools: ["book_*"],
  addWriteTools: ["plan_*", "upsert_tag"],
  readTools: ["peek*", "audit_log"],
  keyFields: ["request_id"],
  distrustIdempotentHint: true,
  operations: { manage_items: { add: "write", list: "read", tidy: "todo" } },
  idempotentTools: ["upsert_tag"],
};

describe("one ClassifySettings, built once and passed whole by every door", () => {
  it("the CLI's replay, doctor and record, the action, and the recording header all end up with the same settings", async () => {
    const flags = { config: "loopgate.json", "write-tools": "book_*", "distrust-idempotent-hint": true };
    const cli = (await commandSettings(flags, work)).settings;
    const inputs = readInputs(
      { "INPUT_WRITE-TOOLS": "book_*", "INPUT_DISTRUST-IDEMPOTENT-HINT": "true", INPUT_CONFIG: "loopgate.json" },
      work,
    );
    const action = (await actionSettings(inputs, work, null, {})).settings;
    const record = parseRecordArgs(
      ["--out", "r.jsonl", "--scenario", "F1", "--allow-writes", "--write-tools", "book_*"].concat([
        "--distrust-idempotent-hint",
        "--config",
        "loopgate.json",
        "--",
        "node",
        "server.js",
      ]),
      work,
    );
    if (record === "help") throw new Error("unexpected help");
    expect(cli).toEqual(EXPECTED);
    expect(action).toEqual(EXPECTED);
    // The header stores what was recorded with; replay reads it back as the same settings.
    expect(recordedSettings(record.config)).toEqual(EXPECTED);
  });

  it("a recording's header says what it was recorded with, and replay's stated settings replace it one by one", () => {
    expect(storedSettings(SETTINGS_NOT_STATED)).toEqual({
      writeTools: null,
      addWriteTools: [],
      readTools: [],
      keyFields: null,
      distrustIdempotentHint: false,
      operations: {},
      idempotentTools: [],
    });
    const recorded = recordedSettings({
      scenario: "F1",
      retryAfterSeconds: 60,
      chaos: null,
      upstreamTimeoutMs: 60000,
      ...storedSettings(EXPECTED),
    });
    const replayed = settingsOver(recorded, { ...SETTINGS_NOT_STATED, keyFields: ["ref"], readTools: ["look_*"] });
    expect(replayed).toEqual({ ...EXPECTED, keyFields: ["ref"], readTools: ["look_*"] });
    expect(settingsOver(recorded, undefined)).toBe(recorded);
  });

  it("the report's judging config holds every setting, and rules version 3's only when stated", () => {
    const { hash, rulesVersion, ...stated } = judgingConfig({ settings: EXPECTED });
    expect([hash.startsWith("sha256:"), rulesVersion]).toEqual([true, "loopgate-judge/3 (judge.md J1-J29)"]);
    expect(stated).toEqual(EXPECTED);
    expect(Object.keys(judgingConfig({}))).toEqual([
      "hash",
      "rulesVersion",
      "writeTools",
      "addWriteTools",
      "readTools",
      "keyFields",
      "distrustIdempotentHint",
    ]);
  });
});
