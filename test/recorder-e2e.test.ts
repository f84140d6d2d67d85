import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { AGENTS } from "../fixtures/agents/agents.mjs";
import { BOOKING_SERVER, CASES, confirmedBookings, recordArgs, type FixtureCase } from "../fixtures/agents/cases.mjs";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import { readRecording } from "../src/recording/reader.js";

const root = path.resolve(import.meta.dirname, "..");
const CLI = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-e2e-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface CaseRun {
  testCase: FixtureCase;
  file: string;
  bookings: number;
}

async function recordCase(testCase: FixtureCase): Promise<CaseRun> {
  const stateFile = path.join(work, `${testCase.name}.state.json`);
  const file = path.join(work, `${testCase.name}.jsonl`);
  const session = await AgentSession.connect([process.execPath, CLI, ...recordArgs(testCase, file, stateFile)], {
    cwd: root,
    stderr: "pipe",
  });
  try {
    await AGENTS[testCase.agent](session);
  } finally {
    await session.close();
  }
  return { testCase, file, bookings: confirmedBookings(JSON.parse(readFileSync(stateFile, "utf8"))) };
}

function replayReport(files: string[]): {
  recordings: {
    path: string;
    verdict: string;
    reasonCode: string;
    violations: { code: string }[];
    operations: { tool: string; executions: number }[];
  }[];
} {
  const out = path.join(work, `report-${files.length}-${Date.now()}.json`);
  spawnSync(process.execPath, [CLI, "replay", ...files, "--json", out], { cwd: root, encoding: "utf8" });
  return JSON.parse(readFileSync(out, "utf8"));
}

describe("loopgate record in front of the fixture booking server, driven by the reference agents", () => {
  const runs: CaseRun[] = [];

  beforeAll(async () => {
    const queue = [...CASES];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) runs.push(await recordCase(next));
      }),
    );
    runs.sort((a, b) => a.testCase.name.localeCompare(b.testCase.name));
  });

  it("replays every scenario (none, F1–F5, chaos) to the verdict its case expects", () => {
    const report = replayReport(runs.map((run) => run.file));
    const byPath = new Map(report.recordings.map((recording) => [path.resolve(root, recording.path), recording]));
    const seen = runs.map((run) => {
      const judged = byPath.get(run.file)!;
      return {
        name: run.testCase.name,
        verdict: judged.verdict,
        reasonCode: judged.reasonCode,
        violations: judged.violations.map((finding) => finding.code),
      };
    });
    expect(seen).toEqual(
      runs.map(({ testCase }) => ({
        name: testCase.name,
        verdict: testCase.verdict,
        reasonCode: testCase.reasonCode,
        violations: testCase.violations,
      })),
    );
    const scenarios = new Set(runs.map((run) => run.testCase.flags[1] ?? "none"));
    expect([...scenarios].sort()).toEqual(["F1", "F2", "F3", "F4", "F5", "chaos", "none"]);
  });

  it("agrees with the booking server's own state: bookings really created = executions judged", () => {
    const report = replayReport(runs.map((run) => run.file));
    const byPath = new Map(report.recordings.map((recording) => [path.resolve(root, recording.path), recording]));
    const judged = runs.map((run) => ({
      name: run.testCase.name,
      executions: byPath
        .get(run.file)!
        .operations.filter((operation) => operation.tool === "create_booking")
        .reduce((sum, operation) => sum + operation.executions, 0),
    }));
    expect(judged).toEqual(runs.map((run) => ({ name: run.testCase.name, executions: run.bookings })));
    expect(runs.map((run) => run.bookings)).toEqual(runs.map((run) => run.testCase.bookings));
  });

  it("records the F1 ghost write exactly: forwarded, executed upstream, a timeout delivered", async () => {
    const run = runs.find((item) => item.testCase.name === "careful-F1")!;
    const read = await readRecording(run.file);
    if (!read.ok) throw new Error(read.error.message);
    const { recording } = read;
    expect(recording.header.labels).toEqual({ agent: "careful", case: "careful-F1" });
    expect(recording.header.upstream?.command).toEqual(["node", BOOKING_SERVER]);
    expect(recording.tools.map((tool) => tool.name).sort()).toEqual([
      "cancel_booking",
      "create_booking",
      "find_bookings",
      "get_booking",
      "search_availability",
    ]);
    const calls = recording.calls.map((call) => ({
      seq: call.seq,
      tool: call.tool,
      class: call.class,
      fault: call.fault,
      forwarded: call.forwarded,
      upstream: call.upstream?.outcome,
      delivered: call.delivered?.source,
      deliveredError: call.delivered?.result?.isError ?? false,
    }));
    expect(calls).toEqual([
      {
        seq: 0,
        tool: "search_availability",
        class: "read",
        fault: null,
        forwarded: true,
        upstream: "result",
        delivered: "upstream",
        deliveredError: false,
      },
      {
        seq: 1,
        tool: "create_booking",
        class: "write",
        fault: "F1",
        forwarded: true,
        upstream: "result",
        delivered: "injected",
        deliveredError: true,
      },
      {
        seq: 2,
        tool: "find_bookings",
        class: "read",
        fault: null,
        forwarded: true,
        upstream: "result",
        delivered: "upstream",
        deliveredError: false,
      },
    ]);
    const ghost = recording.calls[1]!;
    expect(ghost.upstream!.result!.structuredContent).toMatchObject({ booking_id: "BK-1001", status: "confirmed" });
    expect(ghost.delivered!.result).toEqual({
      content: [
        {
          type: "text",
          text: '{"status":504,"error":"timeout","message":"the request timed out before the server answered"}',
        },
      ],
      isError: true,
    });
    expect(ghost.t <= ghost.upstream!.t && ghost.upstream!.t <= ghost.delivered!.t).toBe(true);
    expect(recording.userTurns.map((turn) => turn.text)).toEqual([
      "Book Harbour View for two nights from 4 December for Ana Lima, two guests.",
    ]);
    expect(recording.finalReply?.text).toBe("The booking system timed out, but I checked: booking BK-1001 exists.");
    expect(recording.end?.reason).toBe("client_closed");
    expect(
      recording.messages.map((message) => [
        message.direction,
        (message.message as { method?: string }).method ?? "response",
      ]),
    ).toEqual([
      ["agent_to_upstream", "initialize"],
      ["upstream_to_agent", "response"],
      ["agent_to_upstream", "notifications/initialized"],
    ]);
  });

  it("records chaos draws for every call and injects only below the error rate", async () => {
    const run = runs.find((item) => item.testCase.name === "naive-chaos")!;
    const read = await readRecording(run.file);
    if (!read.ok) throw new Error(read.error.message);
    const calls = read.recording.calls;
    expect(calls.every((call) => typeof call.chaosDraw === "number")).toBe(true);
    expect(calls.map((call) => call.fault)).toEqual(calls.map((call) => (call.chaosDraw! < 0.5 ? "chaos" : null)));
    expect(read.recording.header.config.chaos).toEqual({ errorRate: 0.5, seed: 16 });
  });
});

describe("pass-through fidelity", () => {
  it("lists the same tools as the upstream and passes JSON-RPC errors and isError results on unchanged", async () => {
    const stateFile = path.join(work, "fidelity.state.json");
    const connect = async (command: string[]) => {
      const client = new Client({ name: "fidelity", version: "1" }, { capabilities: {} });
      await client.connect(
        new StdioClientTransport({
          command: command[0]!,
          args: command.slice(1),
          cwd: root,
          stderr: "ignore",
          env: { ...process.env } as Record<string, string>,
        }),
      );
      return client;
    };
    const direct = await connect(["node", BOOKING_SERVER, "--state", stateFile]);
    const proxied = await connect([
      process.execPath,
      CLI,
      "record",
      "--out",
      path.join(work, "fidelity.jsonl"),
      "--",
      "node",
      BOOKING_SERVER,
      "--state",
      stateFile,
    ]);
    try {
      expect(await proxied.listTools()).toEqual(await direct.listTools());
      const rejected = {
        name: "create_booking",
        arguments: { customer_email: "a@example.com", hotel: "harbour-view", check_in: "2026-12-04", nights: 40 },
      };
      expect(await proxied.callTool(rejected)).toEqual(await direct.callTool(rejected));
      const directError = await direct
        .listResources()
        .catch((error: Error & { code?: number }) => [error.code, error.message]);
      const proxiedError = await proxied
        .listResources()
        .catch((error: Error & { code?: number }) => [error.code, error.message]);
      expect(proxiedError).toEqual(directError);
      expect((proxiedError as unknown[])[0]).toBe(-32601);
    } finally {
      await direct.close();
      await proxied.close();
    }
    const read = await readRecording(path.join(work, "fidelity.jsonl"));
    if (!read.ok) throw new Error(read.error.message);
    expect(
      read.recording.calls.map((call) => [
        call.tool,
        call.upstream?.outcome,
        call.upstream?.result?.isError,
        call.delivered?.source,
      ]),
    ).toEqual([["create_booking", "result", true, "upstream"]]);
    expect(read.recording.end?.reason).toBe("client_closed");
  });
});
