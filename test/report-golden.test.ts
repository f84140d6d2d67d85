import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderJsonReport } from "../src/report/json.js";
import { ReportSchema, type Report, type RecordingReport } from "../src/report/schema.js";
import { junit2jsonCounts, xsdErrors, xunitViewerCounts } from "./helpers/junit-helpers.js";
import { assertMarkdownIntact } from "./helpers/markdown-checks.js";
import { failing, finding, recording, reportOf } from "./helpers/report-builders.js";
import { updateRequested } from "../scripts/updaters.mjs";

/**
 * Golden files for the fixture corpus, produced by the built CLI as a child process.
 * After an intended change: `npm run package && UPDATE_GOLDEN=1 npx vitest run test/report-golden.test.ts`,
 * then review the diff of test/golden/.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const cli = path.resolve(root, process.env.LOOPGATE_CLI ?? "dist/cli.js");
const golden = (name: string) => path.join(root, "test", "golden", name);
const update = updateRequested("UPDATE_GOLDEN");

interface Outputs {
  code: number;
  stdout: string;
  stderr: string;
  junit: string;
  markdown: string;
  json: string;
}

let scratch: string;
let first: Outputs;
let second: Outputs;
let hostile: Outputs;

async function loopgate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

async function replayInto(dir: string, recordings = "fixtures/recordings"): Promise<Outputs> {
  const file = (name: string) => path.join(dir, name);
  const result = await loopgate([
    "replay",
    recordings,
    "--json",
    file("report.json"),
    "--junit",
    file("junit.xml"),
    "--markdown",
    file("summary.md"),
  ]);
  return {
    ...result,
    junit: readFileSync(file("junit.xml"), "utf8"),
    markdown: readFileSync(file("summary.md"), "utf8"),
    json: readFileSync(file("report.json"), "utf8"),
  };
}

beforeAll(async () => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run 'npm run package' first`);
  scratch = mkdtempSync(path.join(os.tmpdir(), "loopgate-golden-"));
  const [a, b] = [path.join(scratch, "a"), path.join(scratch, "b")];
  first = await replayInto(a);
  second = await replayInto(b);
  hostile = await replayInto(path.join(scratch, "hostile"), "fixtures/hostile");
  if (update) {
    writeFileSync(golden("fixtures.junit.xml"), first.junit);
    writeFileSync(golden("fixtures.summary.md"), first.markdown);
    writeFileSync(golden("hostile.junit.xml"), hostile.junit);
    writeFileSync(golden("hostile.summary.md"), hostile.markdown);
  }
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("replay --junit --markdown on fixtures/recordings", () => {
  it("matches the committed goldens byte for byte", () => {
    expect(first.junit).toBe(readFileSync(golden("fixtures.junit.xml"), "utf8"));
    expect(first.markdown).toBe(readFileSync(golden("fixtures.summary.md"), "utf8"));
  });

  it("writes byte-identical files on a second run", () => {
    expect(second.junit).toBe(first.junit);
    expect(second.markdown).toBe(first.markdown);
    expect(second.json).toBe(first.json);
  });

  it("writes JUnit that validates and that two consumers count like the JSON report", async () => {
    const report: Report = ReportSchema.parse(JSON.parse(first.json));
    const expected = {
      tests: report.totals.recordings,
      failures: report.totals.failed,
      errors: report.totals.errors,
      skipped: report.totals.notTested,
    };
    expect(report.totals.recordings).toBeGreaterThan(10);
    expect(report.totals.failed).toBeGreaterThan(0);
    expect(report.totals.notTested).toBeGreaterThan(0);
    expect(await xsdErrors(first.junit)).toEqual([]);
    expect((await junit2jsonCounts(first.junit)).cases).toEqual(expected);
    expect(await xunitViewerCounts(first.junit)).toEqual(expected);
    expect(first.code).toBe(report.totals.errors > 0 ? 1 : 0);
  });

  it("writes Markdown with intact tables", () => {
    assertMarkdownIntact(first.markdown);
  });

  it("puts each failure's reason, code and sentence, in its message, as a JUnit consumer reads it", async () => {
    const report: Report = ReportSchema.parse(JSON.parse(first.json));
    const { suites } = await junit2jsonCounts(first.junit);
    const failures = suites.flatMap((suite) =>
      (suite.testcase ?? []).flatMap((testcase) => (testcase.failure ?? []).map((f) => [testcase.name, f] as const)),
    );
    const failing = report.recordings.filter((r) => r.verdict === "FAIL");
    expect(failures.length).toBe(failing.length);
    for (const recording of failing) {
      const [, failure] = failures.find(([name]) => name === recording.caseId || name === recording.path)!;
      const first = recording.violations[0]!;
      expect(failure.message).toBe(recording.reason);
      expect(failure.message!.startsWith(`${first.code}: ${first.message}`)).toBe(true);
      // The reason code, not the violation's: dorny shows `type: message`, which would say that twice.
      expect(failure.type).toBe("VIOLATION");
    }
  });
});

describe("replay --junit --markdown on the hostile corpus (fixtures/hostile)", () => {
  it("writes every neutralised and escaped form exactly as the goldens hold them", () => {
    expect(hostile.junit).toBe(readFileSync(golden("hostile.junit.xml"), "utf8"));
    expect(hostile.markdown).toBe(readFileSync(golden("hostile.summary.md"), "utf8"));
  });

  it("shows issue 12's probes neutralised in cells, headings, bullets, JUnit attributes and text", () => {
    const neutral =
      "https[:]//evil.example/x www[.]evil.example a[@]b.example [#]42 \\[#]42 GH[-]42 [@]org/team [[ATTACHMENT[|]/etc/passwd]] \\u202e";
    const markdown =
      "https\\[:\\]//evil\\.example/x www\\[.\\]evil\\.example a\\[@\\]b\\.example \\[\\#\\]42 \\\\\\[\\#\\]42 GH\\[-\\]42 " +
      "\\[@\\]org/team \\[\\[ATTACHMENT\\[&#124;\\]/etc/passwd\\]\\] \\\\u202e";
    const md = hostile.markdown;
    // In a table cell a stretch longer than 24 characters gets break opportunities (docs/report-format.md).
    const cell = markdown.replace("/etc/passwd", "/<wbr>etc/<wbr>passwd");
    expect(md).toContain(
      `| ❌ FAIL | <code>hostile/links: ${cell}</code> | <code>fixtures/<wbr>hostile/<wbr>links.<wbr>jsonl</code> | 0 |`,
    );
    expect(md).toContain(`#### <code>hostile/links: ${markdown}</code>\n`);
    expect(md).toContain(`- **DUPLICATE_EXECUTION**: book\\_${markdown} executed 2 times`);
    expect(md).toContain(`\`\`\`text\nDUPLICATE_EXECUTION: book_${neutral} executed 2 times`);
    const xml = hostile.junit;
    expect(xml).toContain(`<testcase name="hostile/links: ${neutral}" classname="F1"`);
    expect(xml).toContain(`<property name="hostile/links: ${neutral}.label.note" value="${neutral}"/>`);
    expect(xml).toContain(`<failure message="DUPLICATE_EXECUTION: book_${neutral} executed 2 times`);
    expect(xml).toContain(`>DUPLICATE_EXECUTION: book_${neutral} executed 2 times`);
    expect(xml).toContain(
      `labels case=hostile/links: ${neutral}, note=${neutral}, honesty UNCLEAR (H5 no claim the phrase rules can read): DUPLICATE_EXECUTION`,
    );
    for (const raw of ["://", "www.", "a@b", "@org", " #42", "GH-42", "[[ATTACHMENT|", "\u202e"]) {
      expect(md.includes(raw) || xml.includes(raw), raw).toBe(false);
    }
  });
});

describe("loopgate report", () => {
  it("renders the same files from the saved JSON report without judging again", async () => {
    const dir = path.join(scratch, "from-json");
    const result = await loopgate([
      "report",
      path.join(scratch, "a", "report.json"),
      "--junit",
      path.join(dir, "junit.xml"),
      "--markdown",
      path.join(dir, "summary.md"),
    ]);
    expect(result).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(readFileSync(path.join(dir, "junit.xml"), "utf8")).toBe(first.junit);
    expect(readFileSync(path.join(dir, "summary.md"), "utf8")).toBe(first.markdown);
  });

  it("keeps a --markdown file below 1 MiB less 16 KiB, its note naming GitHub's job summary limit", async () => {
    const recordings: RecordingReport[] = [];
    for (let i = 0; i < 6_000; i += 1) {
      const id = String(i).padStart(5, "0");
      const long = `${"reason with | pipes and <tags> ".repeat(10)}${id}`;
      const fields = { path: `runs/case-${id}.jsonl`, caseId: `case-${id}`, reason: long };
      recordings.push(
        i % 3 === 0 ? failing({ ...fields, violations: [finding({ message: long })] }) : recording(fields),
      );
    }
    const big = path.join(scratch, "big.json");
    writeFileSync(big, renderJsonReport(reportOf(recordings)));
    const summary = path.join(scratch, "big", "summary.md");
    expect(await loopgate(["report", big, "--markdown", summary])).toEqual({ code: 0, stdout: "", stderr: "" });
    const md = readFileSync(summary, "utf8");
    expect(Buffer.byteLength(md)).toBeLessThan(1_048_576 - 16_384);
    expect(Buffer.byteLength(md)).toBeGreaterThan(1_000_000);
    expect(md.split("\n").slice(0, 4)).toEqual([
      "## ❌ loopgate: 2000 of 6000 recordings failed",
      "",
      "> [!WARNING]",
      expect.stringMatching(/^> Shortened to fit GitHub's 1048576-byte job summary limit\. Not shown: /),
    ]);
  });

  it("refuses bad input with one line naming the file, exit 1", async () => {
    const write = (name: string, text: string) => {
      const file = path.join(scratch, name);
      writeFileSync(file, text);
      return file;
    };
    const out = ["--junit", path.join(scratch, "never.xml")];
    const notJson = write("not.json", '{\n  "schemaVersion": 1,\n  oops\n}');
    expect(await loopgate(["report", notJson, ...out])).toEqual({
      code: 1,
      stdout: "",
      stderr: `loopgate report: ${notJson}:3: not valid JSON (column 3: Expected double-quoted property name)\n`,
    });
    const valid = JSON.parse(first.json);
    valid.recordings[1].verdict = "MAYBE";
    const badVerdict = write("bad-verdict.json", JSON.stringify(valid));
    expect(await loopgate(["report", badVerdict, ...out])).toEqual({
      code: 1,
      stdout: "",
      stderr: `loopgate report: ${badVerdict}: not a loopgate JSON report: recordings[1].verdict: Invalid option: expected one of "PASS"|"FAIL"|"NOT_TESTED"|"ERROR"\n`,
    });
    const future = write("future.json", JSON.stringify({ ...JSON.parse(first.json), schemaVersion: 3 }));
    expect((await loopgate(["report", future, ...out])).stderr).toBe(
      `loopgate report: ${future}: schemaVersion 3 is not supported by loopgate 0.1.0 (it reads 1 to 2)\n`,
    );
    const array = write("array.json", "[]");
    expect((await loopgate(["report", array, ...out])).stderr).toBe(
      `loopgate report: ${array}: not a loopgate JSON report (expected an object)\n`,
    );
    const missing = path.join(scratch, "missing.json");
    expect(await loopgate(["report", missing, ...out])).toEqual({
      code: 1,
      stdout: "",
      stderr: `loopgate report: ${missing}: no such file\n`,
    });
    expect(existsSync(path.join(scratch, "never.xml"))).toBe(false);
  });

  it("is a usage error (exit 2) without a report or without an output", async () => {
    expect(await loopgate(["report", "--junit", "x.xml"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "loopgate report: name exactly one JSON report (see 'loopgate report --help')\n",
    });
    expect(await loopgate(["report", "r.json"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "loopgate report: give --junit FILE, --markdown FILE or both (see 'loopgate report --help')\n",
    });
  });
});
