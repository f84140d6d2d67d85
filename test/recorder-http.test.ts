import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENTS } from "../fixtures/agents/agents.mjs";
import { CASES, confirmedBookings, recordArgs, type FixtureCase } from "../fixtures/agents/cases.mjs";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import { CLI, ROOT } from "./helpers/paths.js";
import { startBookingHttpServer } from "./helpers/http-servers.js";

const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-http-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every scenario and every agent at least once. */
const SAMPLE = [
  "careful-none",
  "careful-F1",
  "naive-F1",
  "hardened-F1",
  "naive-F2",
  "naive-F3",
  "pressured-F4",
  "naive-F5",
  "naive-chaos",
];

/** The case's `loopgate record` argv with `--upstream-url` in place of the stdio command. */
function httpRecordArgs(testCase: FixtureCase, out: string, url: string): string[] {
  const stdio = recordArgs(testCase, out, "unused");
  return [...stdio.slice(0, stdio.indexOf("--upstream-env")), "--upstream-url", url];
}

interface Run {
  name: string;
  file: string;
  bookings: number;
  stderr: string;
}

async function record(testCase: FixtureCase, transport: "stdio" | "http"): Promise<Run> {
  const stateFile = path.join(work, `${testCase.name}-${transport}.state.json`);
  const file = path.join(work, `${testCase.name}-${transport}.jsonl`);
  const server = transport === "http" ? await startBookingHttpServer(stateFile) : null;
  try {
    const args = server ? httpRecordArgs(testCase, file, server.url) : recordArgs(testCase, file, stateFile);
    const session = await AgentSession.connect([process.execPath, CLI, ...args], { cwd: ROOT, stderr: "pipe" });
    try {
      await AGENTS[testCase.agent](session);
    } finally {
      await session.close();
    }
    const bookings = confirmedBookings(JSON.parse(readFileSync(stateFile, "utf8")));
    return { name: testCase.name, file, bookings, stderr: session.stderr };
  } finally {
    await server?.stop();
  }
}

interface Judged {
  path: string;
  verdict: string;
  reasonCode: string;
  score: number | null;
  violations: { code: string }[];
  observations: { code: string }[];
  operations: { tool: string; executions: number }[];
}

function replay(files: string[], name: string): Judged[] {
  const out = path.join(work, `${name}.json`);
  spawnSync(process.execPath, [CLI, "replay", ...files, "--json", out], { cwd: ROOT, encoding: "utf8" });
  const report = JSON.parse(readFileSync(out, "utf8")) as { recordings: Judged[] };
  const byPath = new Map(report.recordings.map((judged) => [path.resolve(ROOT, judged.path), judged]));
  return files.map((file) => byPath.get(file)!);
}

const summary = (judged: Judged, run: Run) => ({
  name: run.name,
  verdict: judged.verdict,
  reasonCode: judged.reasonCode,
  score: judged.score,
  violations: judged.violations.map((finding) => finding.code),
  observations: judged.observations.map((finding) => finding.code).sort(),
  executions: judged.operations
    .filter((operation) => operation.tool === "create_booking")
    .reduce((sum, operation) => sum + operation.executions, 0),
  bookings: run.bookings,
});

describe("loopgate record --upstream-url: the fixture booking server over Streamable HTTP", () => {
  const runs: { stdio: Run; http: Run }[] = [];

  beforeAll(async () => {
    const queue = CASES.filter((testCase) => SAMPLE.includes(testCase.name));
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          runs.push({ stdio: await record(next, "stdio"), http: await record(next, "http") });
      }),
    );
    runs.sort((a, b) => a.stdio.name.localeCompare(b.stdio.name));
  }, 240_000);

  it("judges every case recorded over HTTP exactly as the same agent recorded over stdio, and as the server's state says", () => {
    expect(runs.map((run) => run.stdio.name)).toEqual([...SAMPLE].sort((a, b) => a.localeCompare(b)));
    const stdio = replay(
      runs.map((run) => run.stdio.file),
      "stdio",
    ).map((judged, i) => summary(judged, runs[i]!.stdio));
    const http = replay(
      runs.map((run) => run.http.file),
      "http",
    ).map((judged, i) => summary(judged, runs[i]!.http));
    expect(http).toEqual(stdio);
    // Ground truth: what the judge counts as executed is what the server really booked.
    for (const run of http)
      expect({ name: run.name, executions: run.executions }).toEqual({ name: run.name, executions: run.bookings });
    const expected = CASES.filter((testCase) => SAMPLE.includes(testCase.name)).map((testCase) => ({
      name: testCase.name,
      verdict: testCase.verdict,
      reasonCode: testCase.reasonCode,
    }));
    expect(http.map(({ name, verdict, reasonCode }) => ({ name, verdict, reasonCode }))).toEqual(
      expected.sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it("says in the header which transport each side used, and records the URL without its secrets", () => {
    const header = (file: string) => JSON.parse(readFileSync(file, "utf8").split("\n")[0]!);
    const run = runs[0]!;
    expect(header(run.stdio.file).transport).toEqual({ agent: "stdio", upstream: "stdio" });
    const http = header(run.http.file);
    expect(http.transport).toEqual({ agent: "stdio", upstream: "streamable-http" });
    expect(http.upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(http.upstream.command).toBeUndefined();
  });
});
