import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";
import { ReportSchema, REPORT_SCHEMA_VERSION } from "../src/report/schema.js";
import { renderJsonReport } from "../src/report/json.js";
import { comparison, failing, mixedReport, reportOf } from "./helpers/report-builders.js";
import { updateRequested } from "../scripts/updaters.mjs";

/**
 * docs/report.schema.json is generated from the zod ReportSchema. This test fails when the
 * committed file is stale; `UPDATE_SCHEMAS=1 npx vitest run test/report-schema.test.ts`
 * rewrites it (UPDATE_GOLDEN=1 too).
 */
const schemaFile = path.resolve(import.meta.dirname, "..", "docs", "report.schema.json");

/**
 * Input mode: objects allow unknown keys, as ReportSchema.parse does, so a reader checking
 * against this schema accepts fields that later loopgate versions add within schemaVersion 2.
 */
function reportJsonSchema(): Record<string, unknown> {
  const { $schema, ...body } = z.toJSONSchema(ReportSchema, { target: "draft-2020-12", io: "input" });
  return {
    $schema,
    title: `loopgate JSON report, schemaVersion ${REPORT_SCHEMA_VERSION}`,
    description:
      "Written by `loopgate replay --json`; read by `loopgate report` and the gate. Field meanings: docs/report-format.md.",
    ...body,
  };
}

const generated = `${JSON.stringify(reportJsonSchema(), null, 2)}\n`;

if (updateRequested("UPDATE_SCHEMAS") || updateRequested("UPDATE_GOLDEN")) writeFileSync(schemaFile, generated);

describe("docs/report.schema.json", () => {
  it("is the JSON Schema generated from ReportSchema", () => {
    expect(readFileSync(schemaFile, "utf8")).toBe(generated);
  });

  it("names itself and the schemaVersion it describes", () => {
    const schema = JSON.parse(readFileSync(schemaFile, "utf8"));
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.title).toBe("loopgate JSON report, schemaVersion 2");
    expect(schema.properties.schemaVersion).toEqual({ type: "number", const: 2 });
    expect(schema.properties.reportOperations).toEqual({ type: "string", enum: ["relevant", "all"] });
    expect(schema.required).toEqual([
      "schemaVersion",
      "loopgate",
      "reportOperations",
      "config",
      "totals",
      "recordings",
    ]);
    expect(Object.keys(schema.properties)).toEqual([
      "schemaVersion",
      "loopgate",
      "reportOperations",
      "config",
      "shard",
      "totals",
      "recordings",
      "comparison",
      "proposedConfig",
      "runProblems",
    ]);
  });

  it("accepts real reports and rejects broken ones (checked with Ajv)", () => {
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(schemaFile, "utf8")));
    const withComparison = reportOf([failing()], {
      comparison: comparison({ regressed: true, regressions: [{ caseId: "c", rule: "PASS_TO_FAIL", message: "m" }] }),
    });
    for (const report of [mixedReport(), withComparison]) {
      expect(validate(JSON.parse(renderJsonReport(report))), JSON.stringify(validate.errors)).toBe(true);
    }
    const broken = JSON.parse(renderJsonReport(mixedReport()));
    broken.recordings[0].verdict = "MAYBE";
    expect(validate(broken)).toBe(false);
    expect(validate.errors![0]!.instancePath).toBe("/recordings/0/verdict");
    expect(validate({ ...JSON.parse(renderJsonReport(mixedReport())), schemaVersion: 1 })).toBe(false);
  });
});
