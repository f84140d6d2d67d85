import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { replay, type Parallelism } from "../src/replay/replay.js";
import { renderJunit } from "../src/report/junit.js";
import { ROOT } from "./helpers/paths.js";

/** Every recording rendered for the JSON report passes here; counted, and otherwise unchanged. */
const rendered = vi.hoisted(() => ({ count: 0 }));
vi.mock("../src/report/json.js", async (original) => {
  const actual = await original<typeof import("../src/report/json.js")>();
  return {
    ...actual,
    renderRecordingJson: (...args: Parameters<typeof actual.renderRecordingJson>) => {
      rendered.count += 1;
      return actual.renderRecordingJson(...args);
    },
  };
});

describe("without a JSON report, no recording is rendered as JSON (issue 26 item 2)", () => {
  const set = "fixtures/recordings";
  // Counted from the folder, so a fixture added later does not change what this test means.
  const recordingFiles = readdirSync(path.join(ROOT, set), { recursive: true }).filter((name) =>
    String(name).endsWith(".jsonl"),
  ).length;
  const run = async (parallelism: Parallelism) => {
    rendered.count = 0;
    const { report } = await replay([set], { cwd: ROOT }, parallelism);
    return { recordings: report.recordings.length, rendered: rendered.count, junit: renderJunit(report) };
  };

  it("kept compact from the first recording (memory budget 0): none rendered, the same JUnit", async () => {
    const whole = await run({ jobs: 1, workerScript: null, renderJson: false });
    const lean = await run({ jobs: 1, workerScript: null, renderJson: false, memoryBytes: 0 });
    const withJson = await run({ jobs: 1, workerScript: null, renderJson: true, memoryBytes: 0 });
    expect(whole.recordings).toBe(recordingFiles);
    expect([whole.rendered, lean.rendered, withJson.rendered]).toEqual([0, 0, recordingFiles]);
    expect(lean.junit).toBe(whole.junit);
    expect(withJson.junit).toBe(whole.junit);
  });
});
