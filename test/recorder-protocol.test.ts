import { mkdtempSync, rmSync } from "node:fs";
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
