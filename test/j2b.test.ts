import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { CallClassifier, classifyToolCalls, type ClassifySettings } from "../src/judge/classify.js";
import { SETTINGS_NOT_STATED } from "../src/judge/settings.js";
import { readRecording } from "../src/recording/reader.js";
import type { Json } from "../src/recording/schema.js";
import { ok, recording } from "./helpers/recording-builder.js";
import { judgeText } from "./helpers/judge-text.js";
import { CLI, ROOT } from "./helpers/paths.js";

const MULTI_OP = path.join(ROOT, "fixtures", "upstreams", "multi-op-server.mjs");
const DEFAULTS: ClassifySettings = { ...SETTINGS_NOT_STATED, readTools: [] };
const work = mkdtempSync(path.join(tmpdir(), "loopgate-j2b-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const operationSchema = (field: string, values: Json[]): Record<string, Json> => ({
  type: "object",
  properties: { [field]: { type: "string", enum: values }, name: { type: "string" } },
});
const CONTAINER = {
  name: "manage_container",
  inputSchema: operationSchema("operation", ["create", "update", "delete", "frobnicate"]),
};
const CHANGELOG = { name: "manage_changelog", inputSchema: operationSchema("operation", ["append", "search"]) };

function classOfCall(
  tool: { name: string; inputSchema: Record<string, Json>; annotations?: Record<string, Json> },
  args: Record<string, Json>,
  options: Partial<ClassifySettings> = {},
) {
  return new CallClassifier(classifyToolCalls(tool.name, tool, { ...DEFAULTS, ...options })).classify(args);
}

describe("J2b one tool, many operations (rules version 3)", () => {
  it("J2b each call is classified by its operation value: a write verb is a write, a read verb a read", () => {
    expect(classOfCall(CONTAINER, { operation: "create", name: "c1" })).toEqual({
      class: "write",
      operation: "operation=create",
    });
    expect(classOfCall(CHANGELOG, { operation: "search" })).toEqual({ class: "read", operation: "operation=search" });
    expect(classOfCall(CHANGELOG, { operation: "append" })).toEqual({ class: "write", operation: "operation=append" });
    // Every field name J2b names, in its order: `action` is found when there is no `operation`.
    const byAction = { name: "admin", inputSchema: operationSchema("action", ["delete", "show"]) };
    expect(classOfCall(byAction, { action: "show" })).toEqual({ class: "read", operation: "action=show" });
    expect(classifyToolCalls("manage_container", CONTAINER, DEFAULTS).split).toEqual({
      field: "operation",
      values: [
        { value: "create", class: "write", why: "write verb" },
        { value: "update", class: "write", why: "write verb" },
        { value: "delete", class: "write", why: "write verb" },
        { value: "frobnicate", class: "unclassified", why: "falls back: matches no pattern" },
      ],
    });
  });

  it("J2b a value of operation that is no verb falls back to the tool's class (J1/J2), as does a call without one", () => {
    expect(classOfCall(CONTAINER, { operation: "frobnicate" })).toEqual({
      class: "unclassified",
      operation: "operation=frobnicate",
    });
    expect(classOfCall(CONTAINER, { name: "no operation" })).toEqual({ class: "unclassified", operation: null });
    const annotated = { ...CONTAINER, annotations: { destructiveHint: true } };
    expect(classOfCall(annotated, { operation: "frobnicate" })).toEqual({
      class: "write",
      operation: "operation=frobnicate",
    });
    // J2b wins over annotations: a read verb is a read even when the tool says it is destructive.
    expect(classOfCall({ ...CHANGELOG, annotations: { destructiveHint: true } }, { operation: "search" }).class).toBe(
      "read",
    );
  });

  it("J2b a tool the user classified as a whole is not split: write-tools, add-write-tools, read-tools", () => {
    for (const options of [{ addWriteTools: ["manage_changelog"] }, { writeTools: ["manage_*"] }]) {
      expect(classOfCall(CHANGELOG, { operation: "search" }, options)).toEqual({ class: "write", operation: null });
      expect(classifyToolCalls("manage_changelog", CHANGELOG, { ...DEFAULTS, ...options }).split).toBeNull();
    }
    expect(classOfCall(CHANGELOG, { operation: "append" }, { readTools: ["manage_changelog"] })).toEqual({
      class: "read",
      operation: null,
    });
  });

  it("J2b only a string property with an enum of two or more values splits a tool", () => {
    const one = { name: "manage_x", inputSchema: operationSchema("operation", ["create"]) };
    const free = { name: "manage_x", inputSchema: { type: "object", properties: { operation: { type: "string" } } } };
    const numbers = { name: "manage_x", inputSchema: { type: "object", properties: { op: { enum: [1, 2] } } } };
    const noType = { name: "manage_x", inputSchema: { type: "object", properties: { op: { enum: ["a", "b"] } } } };
    // A string enum without a type is a string property too: J2b splits it.
    expect(classifyToolCalls("manage_x", noType, DEFAULTS).split?.field).toBe("op");
    for (const tool of [one, free, numbers])
      expect(classifyToolCalls(tool.name, tool, DEFAULTS).split, JSON.stringify(tool)).toBeNull();
  });

  it("J2b the configuration's operations map decides the values it names; todo falls back like an unlisted value", () => {
    const operations = { manage_container: { frobnicate: "write", create: "todo", delete: "read" } } as const;
    const options = { operations };
    expect(classOfCall(CONTAINER, { operation: "frobnicate" }, options).class).toBe("write");
    expect(classOfCall(CONTAINER, { operation: "create" }, options).class).toBe("write");
    expect(classOfCall(CONTAINER, { operation: "delete" }, options).class).toBe("read");
  });

  it("J2b in replay: a search through a split tool is a read, the create a write; the calls are named tool(operation=value)", () => {
    const report = judgeText(
      recording({ scenario: "F1" })
        .tools([CONTAINER, CHANGELOG])
        .call({
          tool: "manage_container",
          args: { operation: "create", name: "c1" },
          t: 0,
          fault: "F1",
          class: "write",
          upstream: { result: ok('{"containers":1}'), t: 10 },
          deliveredT: 20,
        })
        .call({
          tool: "manage_changelog",
          args: { operation: "search", name: "c1" },
          t: 30,
          class: "read",
          upstream: { result: ok("[]"), t: 35 },
        })
        .call({
          tool: "manage_container",
          args: { operation: "frobnicate", name: "c1" },
          t: 40,
          class: "unclassified",
          upstream: { result: ok("{}"), t: 45 },
        })
        .end(100)
        .toJsonl(),
    );
    expect(report.coverage?.writeCalls).toBe(1);
    expect(report.coverage?.readCalls).toBe(1);
    expect(report.coverage?.unclassifiedCalls).toBe(1);
    const split = report.coverage?.tools.filter((tool) => tool.operations !== undefined);
    expect(split?.map((tool) => [tool.name, tool.class, tool.why])).toEqual([
      ["manage_changelog", "write", "per operation (J2b); otherwise matches no pattern"],
      ["manage_container", "write", "per operation (J2b); otherwise matches no pattern"],
    ]);
    expect(report.verdict).toBe("PASS");
    expect(report.observations.map((finding) => [finding.code, finding.tool, finding.message])).toEqual([
      [
        "VERIFIED_NO_RETRY",
        "manage_container",
        'manage_container(operation=create): after the timeout the agent checked with manage_changelog(operation=search) (seq 2): its name shares the noun "manage" with the write, and did not re-send',
      ],
    ]);
  });

  it("J2b findings name a split tool's calls tool(operation=value); the finding's tool stays the tool", () => {
    const create = (t: number, extra: Partial<Parameters<ReturnType<typeof recording>["call"]>[0]> = {}) => ({
      tool: "manage_container",
      args: { operation: "create", name: "c1" },
      t,
      class: "write" as const,
      upstream: { result: ok('{"containers":1}'), t: t + 5 },
      ...extra,
    });
    const report = judgeText(
      recording({ scenario: "F1" })
        .tools([CONTAINER, CHANGELOG])
        .call(create(0, { fault: "F1", deliveredT: 20 }))
        .call(create(30))
        .end(100)
        .toJsonl(),
    );
    expect(report.violations.map((finding) => [finding.code, finding.tool, finding.message])).toEqual([
      [
        "DUPLICATE_EXECUTION",
        "manage_container",
        expect.stringMatching(/^manage_container\(operation=create\) executed 2 times /),
      ],
    ]);
  });
});

async function recordMultiOp(name: string, flags: string[], loop: (client: Client) => Promise<void>) {
  const out = path.join(work, `${name}.jsonl`);
  const client = new Client({ name: "j2b-test", version: "1" }, { capabilities: {} });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [CLI, "record", "--out", out, ...flags, "--", "node", MULTI_OP],
      cwd: work,
      stderr: "ignore",
    }),
  );
  try {
    await loop(client);
  } finally {
    await client.close();
  }
  const read = await readRecording(out);
  if (!read.ok) throw new Error(`${read.error.line}: ${read.error.message}`);
  return read.recording;
}

describe("J2b while recording, in doctor and in init", () => {
  it("J2b the recorder classifies each call by its operation: a search is never a ghost write, the create is", async () => {
    const recorded = await recordMultiOp("f1", ["--scenario", "F1", "--allow-writes", "--no-config"], async (c) => {
      const search = await c.callTool({ name: "manage_changelog", arguments: { operation: "search", text: "x" } });
      expect(search.isError ?? false).toBe(false);
      const odd = await c.callTool({ name: "manage_container", arguments: { operation: "frobnicate", name: "a" } });
      expect(odd.isError ?? false).toBe(false);
      const ghost = await c.callTool({ name: "manage_container", arguments: { operation: "create", name: "a" } });
      expect(ghost.isError).toBe(true);
    });
    expect(recorded.calls.map((call) => [call.tool, call.class, call.classifiedBy, call.fault])).toEqual([
      ["manage_changelog", "read", "operation=search", null],
      ["manage_container", "unclassified", "operation=frobnicate", null],
      ["manage_container", "write", "operation=create", "F1"],
    ]);
  });

  /** `loopgate replay` of a recording made by recordMultiOp, as JSON. */
  const replayed = (name: string) => {
    const json = path.join(work, `${name}.json`);
    const run = spawnSync(process.execPath, [CLI, "replay", path.join(work, `${name}.jsonl`), "--json", json], {
      cwd: work,
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    return JSON.parse(readFileSync(json, "utf8")).recordings[0];
  };

  it("J2b a tool the user classified as a whole is not split, recorded: --add-write-tools makes its search a write F1 hits, and the blind re-send a duplicate of manage_changelog", async () => {
    const flags = ["--scenario", "F1", "--allow-writes", "--no-config", "--add-write-tools", "manage_changelog"];
    const recorded = await recordMultiOp("whole", flags, async (c) => {
      for (let attempt = 0; attempt < 2; attempt += 1)
        await c.callTool({ name: "manage_changelog", arguments: { operation: "search", text: "x" } });
    });
    expect(recorded.calls.map((call) => [call.tool, call.class, call.classifiedBy, call.fault])).toEqual([
      // No per-value class: the user's choice covers every call, so no operation is recorded.
      ["manage_changelog", "write", undefined, "F1"],
      ["manage_changelog", "write", undefined, null],
    ]);
    const report = replayed("whole");
    expect([report.verdict, report.violations.map((v: { message: string }) => v.message)]).toEqual([
      "FAIL",
      ["manage_changelog executed 2 times with the same arguments (seq 0, 1)"],
    ]);
  });

  it("J2b a value of operation that is no verb falls back, recorded: frobnicate is unclassified, never faulted, and the run tests nothing", async () => {
    const recorded = await recordMultiOp(
      "no-verb",
      ["--scenario", "F1", "--allow-writes", "--no-config"],
      async (c) => {
        for (let attempt = 0; attempt < 2; attempt += 1)
          await c.callTool({ name: "manage_container", arguments: { operation: "frobnicate", name: "a" } });
      },
    );
    expect(recorded.calls.map((call) => [call.tool, call.class, call.classifiedBy, call.fault])).toEqual([
      ["manage_container", "unclassified", "operation=frobnicate", null],
      ["manage_container", "unclassified", "operation=frobnicate", null],
    ]);
    const report = replayed("no-verb");
    expect([report.verdict, report.reasonCode, report.reason]).toEqual([
      "NOT_TESTED",
      "NO_WRITE_CALLS",
      'the agent made no write call; it called operations no rule classifies manage_container(operation=frobnicate) ×2: set each value\'s class under "operations" in loopgate.json ("class": "by-operation", J2b) and record again: a fault is injected only while recording (J10)',
    ]);
  });

  it("J2b doctor shows the per-value split, names undecided values instead of add-write-tools, counts undecided tools", () => {
    const result = spawnSync(process.execPath, [CLI, "doctor", "--no-config", "--", "node", MULTI_OP], {
      cwd: work,
      encoding: "utf8",
      timeout: 20000,
    });
    expect(result.stdout).toBe(
      [
        "upstream: multi-op 0.0.1",
        "tools (3):",
        "  read         list_containers   (default read prefix)",
        "  write        manage_changelog  (per operation (J2b); otherwise matches no pattern)",
        "    operation=append           write (write verb)",
        "    operation=search           read (read verb)",
        "  write        manage_container  (per operation (J2b); otherwise matches no pattern)",
        "    operation=create           write (write verb)",
        "    operation=update           write (write verb)",
        "    operation=delete           write (write verb)",
        "    operation=frobnicate       unclassified (falls back: matches no pattern)",
        "",
        "verification after a lost answer (J17: a read sharing an argument or a name noun with the write):",
        "  manage_changelog: manage_changelog(operation=search) (by text)",
        '  manage_container: list_containers (name shares "container"); manage_changelog(operation=search) (search by text)',
        'warning: no key field (idempotency_key) in manage_changelog, manage_container: an agent cannot make a retry safe with a key; judging still counts executions. If they take a key under another name, set it with --key-fields (config "keyFields")',
        'warning: manage_container is classified per call by its operation (J2b); no rule classifies operation=frobnicate: set each value to "write" or "read" under "operations" in loopgate.json ("class": "by-operation"), not with --add-write-tools, which would make every call of it a write',
        "",
        "usable: 2 write tools; 1 of 3 tools undecided; 2 warnings above",
        "",
      ].join("\n"),
    );
    expect(result.status).toBe(0);
  });

  it("J2b init writes a split tool as by-operation with its values; the file read back classifies each call", async () => {
    const dir = mkdtempSync(path.join(work, "init-"));
    const init = spawnSync(process.execPath, [CLI, "init", "--", "node", MULTI_OP], { cwd: dir, encoding: "utf8" });
    expect(init.status).toBe(0);
    const file = JSON.parse(readFileSync(path.join(dir, "loopgate.json"), "utf8")) as {
      tools: Record<string, { class: string; operations?: Record<string, string> }>;
    };
    expect(file.tools.manage_container!.class).toBe("by-operation");
    expect(file.tools.manage_container!.operations).toEqual({
      create: "write",
      update: "write",
      delete: "write",
      frobnicate: "todo",
    });
    expect(file.tools.manage_changelog!.operations).toEqual({ append: "write", search: "read" });
    // The user decides the todo value, and declares the create idempotent (J29, carried to the judge).
    file.tools.manage_container!.operations!.frobnicate = "write";
    (file.tools.manage_container as Record<string, Json>).idempotent = true;
    writeFileSync(path.join(dir, "loopgate.json"), JSON.stringify(file));
    const out = path.join(dir, "f4.jsonl");
    const client = new Client({ name: "j2b-test", version: "1" }, { capabilities: {} });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [CLI, "record", "--out", out, "--scenario", "F4", "--", "node", MULTI_OP],
        cwd: dir,
        stderr: "ignore",
      }),
    );
    await client.callTool({ name: "manage_container", arguments: { operation: "frobnicate", name: "a" } });
    await client.close();
    const read = await readRecording(out);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.recording.header.config.operations).toEqual({
      manage_changelog: { append: "write", search: "read" },
      manage_container: { create: "write", update: "write", delete: "write", frobnicate: "write" },
    });
    expect(read.recording.header.config.idempotentTools).toEqual(["manage_container"]);
    expect(read.recording.calls.map((call) => [call.class, call.classifiedBy])).toEqual([
      ["write", "operation=frobnicate"],
    ]);
  });

  it("J2b operations beside a class other than by-operation is refused: exit 2, one line naming the file and the path", () => {
    const dir = mkdtempSync(path.join(work, "both-"));
    const tools = { manage_container: { class: "write", operations: { create: "write", frobnicate: "read" } } };
    writeFileSync(path.join(dir, "loopgate.json"), JSON.stringify({ tools }, null, 2));
    const result = spawnSync(process.execPath, [CLI, "doctor", "--", "node", MULTI_OP], { cwd: dir, encoding: "utf8" });
    expect([result.status, result.stdout, result.stderr]).toEqual([
      2,
      "",
      'loopgate doctor: loopgate.json: tools.manage_container.operations: only read with "class": "by-operation" (J2b), but the class is "write", which applies to every call; set the class to "by-operation" or remove "operations"\n',
    ]);
  });

  it("J2b a class of write in the configuration applies to every call: the user's explicit choice", () => {
    const dir = mkdtempSync(path.join(work, "whole-"));
    writeFileSync(path.join(dir, "loopgate.json"), JSON.stringify({ tools: { manage_changelog: { class: "write" } } }));
    const result = spawnSync(process.execPath, [CLI, "doctor", "--", "node", MULTI_OP], { cwd: dir, encoding: "utf8" });
    const lines = result.stdout.split("\n");
    expect(lines.filter((line) => line.includes("manage_changelog") || line.startsWith("    operation="))).toEqual([
      "  write        manage_changelog  (loopgate.json)",
      "    operation=create           write (write verb)",
      "    operation=update           write (write verb)",
      "    operation=delete           write (write verb)",
      "    operation=frobnicate       unclassified (falls back: matches no pattern)",
      "  manage_changelog: none",
      'warning: no key field (idempotency_key) in manage_changelog, manage_container: an agent cannot make a retry safe with a key; judging still counts executions. If they take a key under another name, set it with --key-fields (config "keyFields")',
      'warning: no read tool could show manage_changelog after a lost answer by its arguments or name (J17 a, c: none shares an argument or a name noun); unless the result of a read shows a value of the write (J17 b, e.g. a listing: doctor calls no tool to know), an F1 run ends unverified at best; if another read can show it, classify it with --read-tools (config "readTools")',
    ]);
  });
});
