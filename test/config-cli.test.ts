import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import { BOOKING_CONFIG, BOOKING_SERVER, BOOKING_TOOL_LINES } from "./helpers/booking.js";
import { CLI, ROOT } from "./helpers/paths.js";
import { commandLines, makeWorkspace, runAction } from "./helpers/run-action.js";

const QUIRKY_SERVER = path.join(ROOT, "fixtures", "upstreams", "quirky-server.mjs");
const NO_TOOLS_SERVER = path.join(ROOT, "fixtures", "upstreams", "no-tools-server.mjs");
const MEMORY_SERVER = path.join(ROOT, "node_modules", "@modelcontextprotocol", "server-memory", "dist", "index.js");
const NAIVE_F1 = path.join(ROOT, "fixtures", "recordings", "recorded", "naive-F1.jsonl");
const work = mkdtempSync(path.join(tmpdir(), "loopgate-config-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function loopgate(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8", timeout: 20000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const fresh = (name: string) => mkdtempSync(path.join(work, `${name}-`));

describe("loopgate init", () => {
  it("writes loopgate.json for the booking server and refuses to overwrite it without --force", () => {
    const dir = fresh("init");
    const state = path.join(dir, "state.json");
    const result = loopgate(["init", "--", "node", BOOKING_SERVER, "--state", state], dir);
    expect(result.stdout).toBe(
      [
        "upstream: fixture-booking 1.0.0",
        ...BOOKING_TOOL_LINES,
        "",
        "wrote loopgate.json: 5 tools, 2 write, 3 read, 0 unclassified",
        "",
      ].join("\n"),
    );
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(dir, "loopgate.json"), "utf8")).toBe(BOOKING_CONFIG);

    writeFileSync(path.join(dir, "loopgate.json"), "{}\n");
    expect(loopgate(["init", "--", "node", BOOKING_SERVER, "--state", state], dir)).toEqual({
      status: 2,
      stdout: "",
      stderr: "loopgate init: loopgate.json already exists; add --force to replace it (see 'loopgate init --help')\n",
    });
    expect(readFileSync(path.join(dir, "loopgate.json"), "utf8")).toBe("{}\n");
    expect(loopgate(["init", "--force", "--", "node", BOOKING_SERVER, "--state", state], dir).status).toBe(0);
    expect(readFileSync(path.join(dir, "loopgate.json"), "utf8")).toBe(BOOKING_CONFIG);
    expect(readdirSync(dir).sort()).toEqual(["loopgate.json", "state.json.pid"]);
  });

  it("flags an unclassified tool for the user to decide, and applies the classification flags", () => {
    const dir = fresh("init-quirky");
    const result = loopgate(
      ["init", "--config", "conf/lg.json", "--key-fields", "request_id", "--", "node", QUIRKY_SERVER],
      dir,
    );
    expect(result.stdout).toBe(
      [
        "upstream: quirky 0.0.1",
        "tools (5):",
        "  write        create_item  (default write pattern)",
        "  unclassified frobnicate   (matches no pattern)",
        "  read         get_item     (default read prefix)",
        "  read         list_items   (annotation readOnlyHint: true)",
        "  write        send_note    (default write pattern)",
        "",
        "wrote conf/lg.json: 5 tools, 2 write, 2 read, 1 unclassified",
        'decide each unclassified tool in conf/lg.json (set its "class" to "write" or "read", then remove its "todo"):',
        "  tools.frobnicate.class",
        "",
      ].join("\n"),
    );
    expect(readFileSync(path.join(dir, "conf", "lg.json"), "utf8")).toBe(
      [
        "{",
        '  "addWriteTools": [],',
        '  "readTools": [],',
        '  "keyFields": ["request_id"],',
        '  "distrustIdempotentHint": false,',
        '  "tools": {',
        '    "create_item": { "class": "write", "why": "default write pattern" },',
        '    "frobnicate": {',
        '      "class": "unclassified",',
        '      "todo": "decide: \\"write\\" if a second identical call would act again (book, pay, send, change data), \\"read\\" if it only looks; until then it is passed through and never tested",',
        '      "why": "matches no pattern"',
        "    },",
        '    "get_item": { "class": "read", "why": "default read prefix" },',
        '    "list_items": { "class": "read", "why": "annotation readOnlyHint: true" },',
        '    "send_note": { "class": "write", "why": "default write pattern" }',
        "  }",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("writes the idempotent hints of a published server, and --distrust-idempotent-hint", () => {
    const dir = fresh("init-memory");
    const env = `MEMORY_FILE_PATH=${path.join(dir, "memory.jsonl")}`;
    const args = ["init", "--distrust-idempotent-hint", "--upstream-env", env, "--", "node", MEMORY_SERVER];
    expect(loopgate(args, dir).status).toBe(0);
    const written = JSON.parse(readFileSync(path.join(dir, "loopgate.json"), "utf8"));
    expect(written.distrustIdempotentHint).toBe(true);
    const tools = written.tools;
    expect(
      Object.entries(tools).map(([name, tool]) => [name, (tool as { idempotentHint?: boolean }).idempotentHint]),
    ).toEqual([
      ["add_observations", undefined],
      ["create_entities", undefined],
      ["create_relations", undefined],
      ["delete_entities", true],
      ["delete_observations", true],
      ["delete_relations", true],
      ["open_nodes", undefined],
      ["read_graph", undefined],
      ["search_nodes", undefined],
    ]);
    const distrusting = ["init", "--force", "--distrust-idempotent-hint", "--upstream-env", env];
    expect(loopgate([...distrusting, "--", "node", MEMORY_SERVER], dir).status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, "loopgate.json"), "utf8")).distrustIdempotentHint).toBe(true);
  });

  it("writes nothing when the upstream fails or lists no tools (exit 1)", () => {
    const dir = fresh("init-fail");
    expect(loopgate(["init", "--", "/nonexistent/server"], dir)).toEqual({
      status: 1,
      stdout: "",
      stderr:
        "loopgate init: the upstream failed to start: /nonexistent/server: command not found; loopgate.json not written\n",
    });
    expect(loopgate(["init", "--", "node", NO_TOOLS_SERVER], dir)).toEqual({
      status: 1,
      stdout: "",
      stderr: "loopgate init: the upstream lists no tools, so nothing can be tested; loopgate.json not written\n",
    });
    expect(existsSync(path.join(dir, "loopgate.json"))).toBe(false);
  });
});

describe("replay reads the config file", () => {
  const judged = (dir: string, args: string[]) => {
    const result = loopgate(["replay", "naive-F1.jsonl", "--json", "r.json", ...args], dir);
    expect(result.status, result.stderr).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8"));
    const recording = report.recordings[0];
    return {
      keyFields: report.config.keyFields,
      observations: recording.observations.map((o: { code: string }) => o.code),
      stderr: result.stderr,
    };
  };

  it("./loopgate.json by default, --config FILE, flags over it, --no-config", () => {
    const dir = fresh("replay");
    copyFileSync(NAIVE_F1, path.join(dir, "naive-F1.jsonl"));
    expect(judged(dir, [])).toEqual({ keyFields: null, observations: ["WRITE_WITHOUT_KEY"], stderr: "" });
    writeFileSync(path.join(dir, "loopgate.json"), '{ "keyFields": ["request_id"] }\n');
    writeFileSync(path.join(dir, "other.json"), '{ "keyFields": ["client_token"] }\n');
    expect(judged(dir, [])).toEqual({
      keyFields: ["request_id"],
      observations: [],
      stderr: "loopgate replay: config: loopgate.json\n",
    });
    expect(judged(dir, ["--config", "other.json"])).toEqual({
      keyFields: ["client_token"],
      observations: [],
      stderr: "loopgate replay: config: other.json\n",
    });
    expect(judged(dir, ["--key-fields", "idempotency_key"]).observations).toEqual(["WRITE_WITHOUT_KEY"]);
    expect(judged(dir, ["--no-config"])).toEqual({ keyFields: null, observations: ["WRITE_WITHOUT_KEY"], stderr: "" });
    expect(loopgate(["replay", "naive-F1.jsonl", "--config", "other.json", "--no-config"], dir)).toEqual({
      status: 2,
      stdout: "",
      stderr: "loopgate replay: --config and --no-config exclude each other (see 'loopgate replay --help')\n",
    });
  });

  it("refuses a bad file with one line naming the file and the path, exit 2, before judging anything", () => {
    const dir = fresh("replay-bad");
    copyFileSync(NAIVE_F1, path.join(dir, "naive-F1.jsonl"));
    writeFileSync(path.join(dir, "loopgate.json"), '{ "tools": { "echo": { "class": "wirte" } } }\n');
    expect(loopgate(["replay", "naive-F1.jsonl", "--json", "r.json"], dir)).toEqual({
      status: 2,
      stdout: "",
      stderr:
        'loopgate replay: loopgate.json: tools.echo.class: expected "write", "read", "unclassified" or "by-operation", got "wirte"\n',
    });
    expect(existsSync(path.join(dir, "r.json"))).toBe(false);
    writeFileSync(path.join(dir, "typo.json"), '{\n  "keyField": ["request_id"]\n}\n');
    expect(loopgate(["replay", "naive-F1.jsonl", "--config", "typo.json"], dir).stderr).toBe(
      'loopgate replay: typo.json: keyField: unknown key; did you mean "keyFields"?\n',
    );
    expect(loopgate(["doctor", "--config", "missing.json", "--", "node", QUIRKY_SERVER], dir)).toEqual({
      status: 2,
      stdout: "",
      stderr: "loopgate doctor: missing.json: cannot read it: no such file or directory\n",
    });
  });
});

describe("record reads the config file", () => {
  const recordHeader = async (dir: string, flags: string[]) => {
    const out = path.join(dir, "r.jsonl");
    const command = [process.execPath, CLI, "record", "--out", out, ...flags, "--", "node", QUIRKY_SERVER];
    const session = await AgentSession.connect(command, { cwd: dir, stderr: "pipe" });
    const result = await session.call("frobnicate", { value: "x" });
    await session.close();
    const lines = readFileSync(out, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const call = lines.find((event) => event.type === "call");
    return { config: lines[0].config, frobnicate: [call.class, result.ok], stderr: session.stderr };
  };

  it("keeps the settings in force in the recording's header; a flag overrides the file", async () => {
    const dir = fresh("record");
    writeFileSync(
      path.join(dir, "loopgate.json"),
      '{ "keyFields": ["request_id"], "tools": { "frobnicate": { "class": "read" } } }\n',
    );
    const byDefault = await recordHeader(dir, []);
    expect(byDefault.config).toMatchObject({ readTools: ["frobnicate"], keyFields: ["request_id"], writeTools: null });
    expect(byDefault.frobnicate).toEqual(["read", false]);
    expect(byDefault.stderr).toContain("loopgate record: config: loopgate.json\n");
    const flagged = await recordHeader(dir, ["--key-fields", "token", "--read-tools", "get_*"]);
    expect(flagged.config).toMatchObject({ readTools: ["get_*", "frobnicate"], keyFields: ["token"] });
    expect(byDefault.config.distrustIdempotentHint).toBe(false);
    const distrusting = await recordHeader(dir, ["--distrust-idempotent-hint"]);
    expect(distrusting.config).toMatchObject({ keyFields: ["request_id"], distrustIdempotentHint: true });
    const none = await recordHeader(dir, ["--no-config"]);
    expect(none.config).toMatchObject({ readTools: [], keyFields: null });
    expect(none.frobnicate).toEqual(["unclassified", false]);
  });
});

describe("docs/config.md", () => {
  const doc = readFileSync(path.join(ROOT, "docs", "config.md"), "utf8");
  const jsonBlocks = [...doc.matchAll(/```json\n([\s\S]*?)```\n/g)].map((match) => match[1]!);

  it("shows exactly the file init writes for the booking server, and an unclassified tool that loads", () => {
    expect(jsonBlocks[0]).toBe(BOOKING_CONFIG);
    const dir = fresh("doc");
    writeFileSync(path.join(dir, "loopgate.json"), jsonBlocks[1]!);
    const result = loopgate(["doctor", "--", "node", QUIRKY_SERVER], dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      'warning: loopgate.json names tools the upstream does not list: plan_trip; remove them from "tools"\n',
    );
  });

  it("shows each error line exactly as a command prints it", () => {
    const dir = fresh("doc-errors");
    copyFileSync(NAIVE_F1, path.join(dir, "naive-F1.jsonl"));
    const cases = [
      '{ "tools": { "echo": { "class": "wirte" } } }',
      '{ "keyField": ["request_id"] }',
      '{ "keyFields": [] }',
      '{\n  "keyFields": ["a"],\n}\n',
    ];
    const lines = cases.map((text) => {
      writeFileSync(path.join(dir, "loopgate.json"), text);
      return loopgate(["replay", "naive-F1.jsonl"], dir);
    });
    lines.push(loopgate(["replay", "naive-F1.jsonl", "--config", "other.json"], dir));
    const block = /```text\n([\s\S]*?)```/.exec(doc.slice(doc.indexOf("## Errors")))![1];
    expect(lines.map((line) => [line.status, line.stdout])).toEqual(lines.map(() => [2, ""]));
    expect(lines.map((line) => line.stderr).join("")).toBe(block);
  });
});

describe("the action reads the config file", () => {
  const NAIVE = "recordings/recorded/naive-F1.jsonl";
  const NO_UPLOAD = { "upload-artifact": "false", summary: "false", annotations: "false", recordings: NAIVE };
  const reportOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, "loopgate-report", "report.json"), "utf8"));

  it("loopgate.json at the workspace root by default, input config, inputs over it", async () => {
    const ws = makeWorkspace("loopgate-action-config-");
    writeFileSync(path.join(ws.dir, "loopgate.json"), '{ "keyFields": ["request_id"] }\n');
    writeFileSync(path.join(ws.dir, "other.json"), '{ "keyFields": ["client_token"] }\n');
    const byDefault = await runAction(ws, NO_UPLOAD);
    expect(byDefault.stdout).toContain("loopgate: config: loopgate.json\n");
    expect(reportOf(ws.dir).config.keyFields).toEqual(["request_id"]);
    expect(reportOf(ws.dir).recordings[0].observations).toEqual([]);
    await runAction(ws, { ...NO_UPLOAD, config: "other.json" });
    expect(reportOf(ws.dir).config.keyFields).toEqual(["client_token"]);
    await runAction(ws, { ...NO_UPLOAD, "key-fields": "idempotency_key" });
    expect(reportOf(ws.dir).config.keyFields).toEqual(["idempotency_key"]);
    expect(reportOf(ws.dir).recordings[0].observations.map((o: { code: string }) => o.code)).toEqual([
      "WRITE_WITHOUT_KEY",
    ]);
  });

  it("fails the step with the one-line error for a bad file, and never reads a link out of the workspace", async () => {
    const ws = makeWorkspace("loopgate-action-config-bad-");
    writeFileSync(path.join(ws.dir, "loopgate.json"), '{ "tools": { "echo": { "class": "wirte" } } }\n');
    const bad = await runAction(ws, NO_UPLOAD);
    expect([bad.code, bad.outputs.result]).toEqual([1, "error"]);
    expect(commandLines(bad.stdout, "error")).toEqual([
      '::error::loopgate: loopgate.json: tools.echo.class: expected "write", "read", "unclassified" or "by-operation", got "wirte"',
    ]);
    rmSync(path.join(ws.dir, "loopgate.json"));
    const outside = path.join(mkdtempSync(path.join(work, "outside-")), "secret.json");
    writeFileSync(outside, "{}");
    symlinkSync(outside, path.join(ws.dir, "loopgate.json"));
    const linked = await runAction(ws, NO_UPLOAD);
    expect(commandLines(linked.stdout, "error")).toEqual([
      "::error::loopgate: loopgate.json: outside the workspace (or a link out of it); not read",
    ]);
    const escaped = await runAction(ws, { ...NO_UPLOAD, config: outside });
    expect(commandLines(escaped.stdout, "error")).toEqual([
      `::error::loopgate: ${outside}: outside the workspace (or a link out of it); not read`,
    ]);
  });
});
