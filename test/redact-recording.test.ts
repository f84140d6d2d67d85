import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import { NOT_SECRETS, secretCorpus } from "../scripts/secret-corpus.mjs";
import { CLI, ROOT } from "./helpers/paths.js";

/**
 * Issue 22 item 1, end to end: an agent sends the whole secret corpus (generated to
 * gitleaks' rules, scripts/secret-corpus.mjs) through the recorder to an upstream that
 * echoes it back; no byte of the recording, of the reports or of stderr may hold one.
 */
const work = mkdtempSync(path.join(tmpdir(), "loopgate-redact-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const corpus = secretCorpus();

function argumentsOf(entry: (typeof corpus)[number]): Record<string, unknown> {
  if (entry.kind === "shape") return { note: `deploy with ${entry.secret} now` };
  if (entry.kind === "named")
    return { [entry.name!]: entry.secret, settings: { [entry.name!.toLowerCase()]: entry.secret } };
  return { text: entry.text };
}

describe("a recording of the secret corpus", () => {
  it("holds none of its 200+ secrets in any byte of the recording, the reports or stderr; non-secrets stay", async () => {
    const upstream = path.join(ROOT, "fixtures", "upstreams", "echo-server.mjs");
    const out = path.join(work, "corpus.jsonl");
    const session = await AgentSession.connect(
      [process.execPath, CLI, "record", "--out", out, "--", "node", upstream],
      {
        cwd: ROOT,
        stderr: "pipe",
      },
    );
    const echoed: string[] = [];
    try {
      for (const entry of corpus) echoed.push((await session.call("echo", argumentsOf(entry))).text as string);
      const plain = Object.fromEntries(NOT_SECRETS.names.map((name, i) => [name, `value-${i}`]));
      echoed.push((await session.call("echo", { ...plain, texts: NOT_SECRETS.texts })).text as string);
    } finally {
      await session.close();
    }
    // The agent and the upstream saw the real values: only the recording is redacted.
    expect(corpus.filter((entry, i) => !echoed[i]!.includes(JSON.stringify(entry.secret).slice(1, -1)))).toEqual([]);
    const replay = spawnSync(
      process.execPath,
      [CLI, "replay", out, "--json", "r.json", "--junit", "r.xml", "--markdown", "r.md"],
      { cwd: work, encoding: "utf8" },
    );
    expect(replay.status).toBe(0);
    const bytes = [
      readFileSync(out, "utf8"),
      ...["r.json", "r.xml", "r.md"].map((file) => readFileSync(path.join(work, file), "utf8")),
      session.stderr,
      replay.stdout,
      replay.stderr,
    ].join("\n");
    const survivors = corpus
      .filter((entry) => bytes.includes(entry.secret) || bytes.includes(JSON.stringify(entry.secret).slice(1, -1)))
      .map((entry) => entry.rule);
    expect(survivors).toEqual([]);
    const recording = readFileSync(out, "utf8");
    expect(recording.match(/\[REDACTED:[0-9a-f]{8}\]/g)!.length).toBeGreaterThanOrEqual(3 * corpus.length);
    // The last call: every non-secret name and text recorded as sent.
    const lastCall = recording
      .split("\n")
      .filter((line) => line.includes('"type":"call"'))
      .at(-1)!;
    const sent = JSON.parse(lastCall).arguments;
    expect(sent.texts).toEqual(NOT_SECRETS.texts);
    expect(Object.values(sent).filter((value) => typeof value === "string" && value.startsWith("[REDACTED"))).toEqual(
      [],
    );
    // The listed tool's schema keeps its field names.
    expect(recording).toContain('"properties":{"password":{"type":"string"}}');
  }, 120_000);
});

describe("doctor and init", () => {
  // The upstream's serverInfo is text from the upstream: it went out unredacted.
  const SERVER = `import { createInterface } from "node:readline";
const tools = [{ name: "book_room", inputSchema: { type: "object" } }];
const answer = (message) => {
  if (message.method === "initialize") return { protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "acme api_key=ak-9f3c2a71e5d4", version: "Bearer eW91ci1iZWFyZXItdG9rZW4tMTIz" } };
  if (message.method === "tools/list") return { tools };
  return {};
};
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (message.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, result: answer(message) }) + "\\n");
}
`;
  it("print the upstream's serverInfo and command with their secrets redacted", () => {
    const dir = mkdtempSync(path.join(work, "doctor-"));
    writeFileSync(path.join(dir, "server.mjs"), SERVER);
    const upstream = ["--", "node", "server.mjs", "--auth-token", "tok-cmdline-77"];
    const runs = [
      ["doctor", ...upstream],
      ["init", ...upstream],
    ].map((args) => spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: "utf8" }));
    for (const run of runs) {
      expect(run.status).toBe(0);
      const printed = run.stdout + run.stderr;
      for (const secret of ["ak-9f3c2a71e5d4", "eW91ci1iZWFyZXItdG9rZW4tMTIz", "tok-cmdline-77"])
        expect(printed.includes(secret)).toBe(false);
      expect(run.stdout).toMatch(/^upstream: acme api_key=\[REDACTED:[0-9a-f]{8}\] Bearer \[REDACTED:[0-9a-f]{8}\]\n/);
    }
  });
});
