import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { readRecording } from "../src/recording/reader.js";
import type { Recording } from "../src/recording/model.js";

const root = path.resolve(import.meta.dirname, "..");
const CLI = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
const QUIRKY = "fixtures/upstreams/quirky-server.mjs";
const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-protocol-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function session(
  name: string,
  flags: string[],
  loop: (client: Client) => Promise<void>,
  upstreamArgs: string[] = [],
): Promise<Recording> {
  const out = path.join(work, `${name}.jsonl`);
  const client = new Client({ name: "protocol-test", version: "1" }, { capabilities: {} });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [CLI, "record", "--out", out, ...flags, "--", "node", QUIRKY, ...upstreamArgs],
      cwd: root,
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

const textOf = (result: unknown) => (result as { content: { text: string }[] }).content[0]!.text;

/**
 * The recorder driven with raw lines, for what the SDK never sends (method names spelled
 * with JSON escapes). `answer(id)` waits for the agent's answer with that id.
 */
async function rawSession(
  name: string,
  upstreamArgs: string[],
  script: (send: (line: string) => void, answer: (id: number) => Promise<{ result?: unknown }>) => Promise<void>,
): Promise<Recording> {
  const out = path.join(work, `${name}.jsonl`);
  const child = spawn(process.execPath, [CLI, "record", "--out", out, "--", "node", QUIRKY, ...upstreamArgs], {
    cwd: root,
    stdio: ["pipe", "pipe", "ignore"],
  });
  const answers = new Map<number, { result?: unknown }>();
  const waiting = new Map<number, () => void>();
  let buffered = "";
  child.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    for (let newline = buffered.indexOf("\n"); newline !== -1; newline = buffered.indexOf("\n")) {
      const message = JSON.parse(buffered.slice(0, newline)) as { id?: number; result?: unknown };
      buffered = buffered.slice(newline + 1);
      if (typeof message.id !== "number") continue;
      answers.set(message.id, message);
      waiting.get(message.id)?.();
    }
  });
  const answer = (id: number) =>
    new Promise<{ result?: unknown }>((resolve) => {
      if (answers.has(id)) resolve(answers.get(id)!);
      else waiting.set(id, () => resolve(answers.get(id)!));
    });
  const closed = new Promise((resolve) => child.on("close", resolve));
  await script((line) => child.stdin.write(`${line}\n`), answer);
  child.stdin.end();
  await closed;
  const read = await readRecording(out);
  if (!read.ok) throw new Error(`${read.error.line}: ${read.error.message}`);
  return read.recording;
}

const rpc = (id: number, method: string, params: object) => JSON.stringify({ jsonrpc: "2.0", id, method, params });
const INITIALIZE = rpc(1, "initialize", {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "raw", version: "1" },
});

describe("protocol corners through the recorder", () => {
  it("passes the agent's answer to an upstream request that the upstream awaits before listing its tools", async () => {
    // Held behind the recorder's own listing, the answer never reached the upstream: both
    // waited until the listing timed out, and every tool was recorded unlisted (J3).
    const recording = await session(
      "ping-on-list",
      ["--upstream-timeout-ms", "10000"],
      async (client) => {
        const created = await client.callTool({ name: "create_item", arguments: { name: "a" } });
        expect(JSON.parse(textOf(created))).toMatchObject({ created: "a" });
      },
      ["--ping-on-list"],
    );
    expect(recording.tools.map((tool) => tool.name)).toEqual([
      "create_item",
      "list_items",
      "frobnicate",
      "send_note",
      "get_item",
    ]);
    expect(recording.calls.map((call) => [call.tool, call.class])).toEqual([["create_item", "write"]]);
  });

  it("records every page of the tool list while the agent pages on its own; keeps unknown tool keys and _meta", async () => {
    const recording = await session("pages", [], async (client) => {
      const first = await client.listTools();
      expect([first.tools.map((tool) => tool.name), first.nextCursor]).toEqual([["create_item", "list_items"], "2"]);
      const created = await client.callTool({ name: "create_item", arguments: { name: "a" } });
      expect(created._meta).toEqual({ "quirky/trace": "t-1" });
    });
    expect(recording.tools.map((tool) => tool.name)).toEqual([
      "create_item",
      "list_items",
      "frobnicate",
      "send_note",
      "get_item",
    ]);
    expect(recording.tools[2]!["x-vendor"]).toEqual({ kept: true });
    expect(recording.calls[0]!.upstream!.result!._meta).toEqual({ "quirky/trace": "t-1" });
    expect(recording.calls.map((call) => call.class)).toEqual(["write"]);
  });

  it("J11 F1: an upstream isError passes through and F1 stays armed for the next write", async () => {
    const recording = await session("f1-armed", ["--scenario", "F1", "--allow-writes"], async (client) => {
      const rejected = await client.callTool({ name: "create_item", arguments: { name: "x", mode: "reject" } });
      expect([rejected.isError, textOf(rejected)]).toEqual([true, '{"error":"name already taken"}']);
      const ghost = await client.callTool({ name: "create_item", arguments: { name: "y" } });
      expect([ghost.isError, JSON.parse(textOf(ghost)).error]).toEqual([true, "timeout"]);
      const after = await client.callTool({ name: "create_item", arguments: { name: "z" } });
      expect([after.isError ?? false, JSON.parse(textOf(after))]).toEqual([false, { created: "z", count: 2 }]);
    });
    expect(
      recording.calls.map((call) => [
        call.fault,
        call.upstream?.outcome,
        call.upstream?.result?.isError ?? false,
        call.delivered?.source,
      ]),
    ).toEqual([
      ["F1", "result", true, "upstream"],
      ["F1", "result", false, "injected"],
      [null, "result", false, "upstream"],
    ]);
  });

  it("J7 in-band, J11 F1: a failure reported in-band without isError passes through and F1 stays armed", async () => {
    const recording = await session("f1-in-band", ["--scenario", "F1", "--allow-writes"], async (client) => {
      const rejected = await client.callTool({ name: "create_item", arguments: { name: "x", mode: "reject_in_band" } });
      expect([rejected.isError ?? false, textOf(rejected)]).toEqual([
        false,
        '{"success":false,"error":"name already taken"}',
      ]);
      const ghost = await client.callTool({ name: "create_item", arguments: { name: "y" } });
      expect([ghost.isError, JSON.parse(textOf(ghost)).error]).toEqual([true, "timeout"]);
      const after = await client.callTool({ name: "create_item", arguments: { name: "z" } });
      expect([after.isError ?? false, JSON.parse(textOf(after))]).toEqual([false, { created: "z", count: 2 }]);
    });
    expect(recording.calls.map((call) => [call.fault, call.upstream?.outcome, call.delivered?.source])).toEqual([
      ["F1", "result", "upstream"],
      ["F1", "result", "injected"],
      [null, "result", "upstream"],
    ]);
  });

  it("J11 F1: a JSON-RPC error consumes F1 and the agent gets the timeout; an unlisted tool leaves F2 armed", async () => {
    const f1 = await session("f1-rpc", ["--scenario", "F1", "--allow-writes"], async (client) => {
      const answer = await client.callTool({ name: "create_item", arguments: { name: "x", mode: "rpc_error" } });
      expect(JSON.parse(textOf(answer)).error).toBe("timeout");
      expect((await client.callTool({ name: "create_item", arguments: { name: "x" } })).isError ?? false).toBe(false);
    });
    expect(
      f1.calls.map((call) => [
        call.fault,
        call.upstream?.outcome,
        call.upstream?.error?.code ?? null,
        call.delivered?.source,
      ]),
    ).toEqual([
      ["F1", "error", -32603, "injected"],
      [null, "result", null, "upstream"],
    ]);
    const f2 = await session(
      "f2-unlisted",
      ["--scenario", "F2", "--retry-after", "7", "--allow-writes"],
      async (client) => {
        await client.callTool({ name: "create_ghost", arguments: {} });
        await client.callTool({ name: "frobnicate", arguments: { value: "v" } });
        const limited = await client.callTool({ name: "send_note", arguments: { text: "hi" } });
        expect(JSON.parse(textOf(limited))).toEqual({ status: 429, error: "rate_limited", retry_after: 7 });
      },
    );
    expect(f2.calls.map((call) => [call.tool, call.class, call.fault, call.forwarded])).toEqual([
      ["create_ghost", "unclassified", null, true],
      ["frobnicate", "unclassified", null, true],
      ["send_note", "write", "F2", false],
    ]);
  });

  it("answers a call the upstream never answers with its timeout, also when the call went on before it was parsed", async () => {
    // After the first call the tools are listed and no fault can apply: the recorder passes
    // the hanging call on before parsing it, and must still start its timeout.
    const recording = await session("hang", ["--upstream-timeout-ms", "300"], async (client) => {
      await client.callTool({ name: "list_items", arguments: {} });
      await expect(client.callTool({ name: "create_item", arguments: { name: "h", mode: "hang" } })).rejects.toThrow(
        "upstream did not answer within 300 ms (loopgate recorder)",
      );
      const created = await client.callTool({ name: "create_item", arguments: { name: "a" } });
      expect(JSON.parse(textOf(created))).toEqual({ created: "a", count: 1 });
    });
    expect(
      recording.calls.map((call) => [
        call.tool,
        call.forwarded,
        call.upstream?.outcome,
        call.delivered?.source,
        call.delivered?.error?.code ?? null,
      ]),
    ).toEqual([
      ["list_items", true, "result", "upstream", null],
      ["create_item", true, "timeout", "recorder", -32001],
      ["create_item", true, "result", "upstream", null],
    ]);
  });

  it("consumes its own notifications even when JSON escapes spell their method, and forwards every other one", async () => {
    const log = path.join(work, "notifications.log");
    const recording = await rawSession("escaped", ["--log-notifications", log], async (send, answer) => {
      send(INITIALIZE);
      await answer(1);
      send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
      send(rpc(2, "tools/call", { name: "list_items", arguments: {} }));
      await answer(2);
      // Nothing in these lines spells "loopgate" out: only the escape may keep them from being passed on unparsed.
      send('{"jsonrpc":"2.0","method":"notifications/\\u006coopgate/final_reply","params":{"text":"done"}}');
      send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/roots/list_changed" }));
      send(rpc(3, "tools/call", { name: "create_item", arguments: { name: "a" } }));
      expect(JSON.parse(textOf((await answer(3)).result))).toEqual({ created: "a", count: 1 });
      send('{"jsonrpc":"2.0","method":"notifications\\/loopgate\\/user","params":{"text":"book it"}}');
      send(rpc(4, "tools/call", { name: "list_items", arguments: {} }));
      await answer(4);
    });
    expect(existsSync(log) ? readFileSync(log, "utf8") : "").toBe("notifications/roots/list_changed\n");
    expect([recording.userTurns.map((turn) => turn.text), recording.finalReply?.text]).toEqual([["book it"], "done"]);
    expect(recording.calls.map((call) => call.tool)).toEqual(["list_items", "create_item", "list_items"]);
  });

  it("passes notifications and server→client requests both ways and records them", async () => {
    const logs: unknown[] = [];
    const recording = await session("notify", [], async (client) => {
      client.setNotificationHandler(
        LoggingMessageNotificationSchema,
        (notification) => void logs.push(notification.params.data),
      );
      const sent = await client.callTool({ name: "send_note", arguments: { text: "hello" } });
      expect(JSON.parse(textOf(sent))).toEqual({ sent: "hello" });
    });
    expect(logs).toEqual(["sending note"]);
    const traffic = recording.messages.map((message) => {
      const body = message.message as { method?: string; id?: unknown; result?: unknown };
      return `${message.direction} ${body.method ?? (body.result !== undefined ? "result" : "?")}`;
    });
    expect(traffic).toEqual([
      "agent_to_upstream initialize",
      "upstream_to_agent result",
      "agent_to_upstream notifications/initialized",
      "upstream_to_agent notifications/message",
      "upstream_to_agent ping",
      "agent_to_upstream result",
    ]);
  });
});
