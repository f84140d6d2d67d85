import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import {
  asksToWait,
  FAULTS,
  isGhostWrite,
  SCENARIO_ORDER,
  SCENARIOS,
  SCENARIO_TABLE,
} from "../src/recording/scenarios.js";
import { ROOT } from "./helpers/paths.js";

it("the scenario table gives the format's enums and the reports' group order", () => {
  expect(SCENARIOS).toEqual(["none", "F1", "F2", "F3", "F4", "F5", "chaos"]);
  expect(FAULTS).toEqual(["F1", "F2", "F3", "F5", "chaos"]);
  expect(SCENARIO_ORDER).toEqual(["F1", "F2", "F3", "F4", "F5", "chaos", "none"]);
  expect(Object.values(SCENARIO_TABLE).map((row) => row.errorText?.(7) ?? null)).toEqual([
    null,
    '{"status":504,"error":"timeout","message":"the request timed out before the server answered"}',
    '{"status":429,"error":"rate_limited","retry_after":7}',
    '{"',
    null,
    '{"status":500,"error":"internal_server_error"}',
    '{"status":503,"error":"server_error","message":"the server could not handle the request"}',
  ]);
});

it("the judge and the reader ask the table which fault is a ghost write and which asks to wait, not a name", () => {
  expect(FAULTS.filter(isGhostWrite)).toEqual(["F1"]);
  expect(FAULTS.filter(asksToWait)).toEqual(["F2"]);
  expect([isGhostWrite(null), asksToWait(null), isGhostWrite("F6"), asksToWait("none")]).toEqual([
    false,
    false,
    false,
    false,
  ]);
  const byName = /\b(?:fault|scenario) (?:===|!==) "(?:F\d|chaos)"|case "F1"/;
  const judge = ["facts.ts", "operation.ts", "uncertain.ts", "retry-after.ts", "honesty/facts.ts"].map(
    (file) => `src/judge/${file}`,
  );
  const named = [...judge, "src/recording/reader.ts", "src/cli/record.ts"].filter((file) =>
    byName.test(readFileSync(path.join(ROOT, file), "utf8")),
  );
  expect(named).toEqual([]);
});
