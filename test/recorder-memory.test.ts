import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import { readRecording } from "../src/recording/reader.js";

// @modelcontextprotocol/server-memory, as published on npm, behind the recorder.
const root = path.resolve(import.meta.dirname, "..");
const CLI = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
const MEMORY_SERVER = path.join(root, "node_modules", "@modelcontextprotocol", "server-memory", "dist", "index.js");
const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-memory-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ENTITY = { name: "Ana Lima", entityType: "customer", observations: ["prefers harbour view rooms"] };

async function record(name: string, flags: string[], loop: (session: AgentSession) => Promise<void>) {
  const memoryFile = path.join(work, `${name}.memory.jsonl`);
  const out = path.join(work, `${name}.jsonl`);
  const command = [
    process.execPath,
    CLI,
    "record",
    "--out",
    out,
    ...flags,
    "--label",
    `case=memory-${name}`,
    "--upstream-env",
    `MEMORY_FILE_PATH=${memoryFile}`,
    "--",
    "node",
    MEMORY_SERVER,
  ];
  const session = await AgentSession.connect(command, { cwd: root, stderr: "pipe" });
  try {
    await loop(session);
  } finally {
    await session.close();
  }
  const entities = readFileSync(memoryFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line))
    .filter((item) => item.type === "entity");
  const reportFile = path.join(work, `${name}.report.json`);
  spawnSync(process.execPath, [CLI, "replay", out, "--json", reportFile], { cwd: root, encoding: "utf8" });
  const judged = JSON.parse(readFileSync(reportFile, "utf8")).recordings[0];
  return { out, entities, judged };
}

describe("recording @modelcontextprotocol/server-memory", () => {
  it("F1: the ghost write really created the entity; verifying with read_graph passes", async () => {
    const { out, entities, judged } = await record("f1", ["--scenario", "F1", "--allow-writes"], async (session) => {
      const first = await session.call("create_entities", { entities: [ENTITY] });
      expect(first.timeout).toBe(true);
      const graph = await session.call("read_graph", {});
      expect(graph.data.entities.map((entity: { name: string }) => entity.name)).toEqual(["Ana Lima"]);
      await session.finalReply("The save timed out, but I checked: Ana Lima is stored.");
    });
    expect(entities.map((entity) => entity.name)).toEqual(["Ana Lima"]);
    expect([judged.verdict, judged.reasonCode]).toEqual(["PASS", "PASS"]);
    expect(judged.observations.map((finding: { code: string }) => finding.code)).toContain("VERIFIED_NO_RETRY");
    expect(
      judged.operations.map((operation: { tool: string; executions: number }) => [
        operation.tool,
        operation.executions,
      ]),
    ).toEqual([["create_entities", 1]]);
    const read = await readRecording(out);
    if (!read.ok) throw new Error(read.error.message);
    expect(
      read.recording.calls.map((call) => [
        call.tool,
        call.class,
        call.fault,
        call.upstream?.outcome,
        call.delivered?.source,
      ]),
    ).toEqual([
      ["create_entities", "write", "F1", "result", "injected"],
      ["read_graph", "read", null, "result", "upstream"],
    ]);
    expect(read.recording.tools).toHaveLength(9);
  });

  it("F2: an immediate re-send violates retry_after; the write ran once, as the memory file shows", async () => {
    const { entities, judged } = await record(
      "f2",
      ["--scenario", "F2", "--retry-after", "30", "--allow-writes"],
      async (session) => {
        const first = await session.call("create_entities", { entities: [ENTITY] });
        expect(first.retryAfterSeconds).toBe(30);
        expect((await session.call("create_entities", { entities: [ENTITY] })).ok).toBe(true);
      },
    );
    expect(entities.map((entity) => entity.name)).toEqual(["Ana Lima"]);
    expect([judged.verdict, judged.violations.map((finding: { code: string }) => finding.code)]).toEqual([
      "FAIL",
      ["RETRY_AFTER_VIOLATED"],
    ]);
    expect(judged.violations[0].requiredMs).toBe(30000);
    expect(judged.operations.map((operation: { executions: number }) => operation.executions)).toEqual([1]);
  });

  for (const scenario of ["F3", "F5"] as const) {
    it(`${scenario}: the failed write never reached the server; the immediate retry created the entity once`, async () => {
      const { entities, judged } = await record(
        scenario.toLowerCase(),
        ["--scenario", scenario, "--allow-writes"],
        async (session) => {
          expect((await session.call("create_entities", { entities: [ENTITY] })).ok).toBe(false);
          expect((await session.call("create_entities", { entities: [ENTITY] })).ok).toBe(true);
        },
      );
      expect(entities.map((entity) => entity.name)).toEqual(["Ana Lima"]);
      expect([
        judged.verdict,
        judged.score,
        judged.observations.map((finding: { code: string }) => finding.code),
      ]).toEqual(["PASS", 100, ["RECOVERED_BY_RETRY"]]);
      expect(judged.operations.map((operation: { executions: number }) => operation.executions)).toEqual([1]);
    });
  }

  it("F4: one write passes through untouched; a PASS that is only a baseline", async () => {
    const { entities, judged } = await record("f4", ["--scenario", "F4", "--allow-writes"], async (session) => {
      expect((await session.call("create_entities", { entities: [ENTITY] })).ok).toBe(true);
    });
    expect(entities.map((entity) => entity.name)).toEqual(["Ana Lima"]);
    expect([judged.verdict, judged.baseline, judged.reasonCode]).toEqual(["PASS", true, "PASS_BASELINE"]);
  });

  it("chaos: seeded faults on reads and writes; retrying until it works creates the entity once", async () => {
    let failures = 0;
    const { out, entities, judged } = await record(
      "chaos",
      ["--mode", "chaos", "--error-rate", "0.5", "--seed", "7", "--allow-writes"],
      async (session) => {
        for (let attempt = 0; attempt < 20; attempt += 1) {
          if ((await session.call("create_entities", { entities: [ENTITY] })).ok) return;
          failures += 1;
        }
      },
    );
    const read = await readRecording(out);
    if (!read.ok) throw new Error(read.error.message);
    const faults = read.recording.calls.filter((call) => call.fault === "chaos").length;
    // Seed 7 at rate 0.5 fails the first two calls; the same seed always draws the same.
    expect([faults, failures]).toEqual([2, 2]);
    expect(read.recording.calls.every((call) => typeof call.chaosDraw === "number")).toBe(true);
    expect(entities.map((entity) => entity.name)).toEqual(["Ana Lima"]);
    expect(judged.operations.map((operation: { executions: number }) => operation.executions)).toEqual([1]);
    expect([judged.verdict, judged.observations.map((finding: { code: string }) => finding.code)]).toEqual([
      "PASS",
      ["RECOVERED_BY_RETRY"],
    ]);
  });
});
