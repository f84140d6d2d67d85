import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import { secretCorpus } from "../scripts/secret-corpus.mjs";
import { CLI } from "./helpers/paths.js";

/**
 * Issue 22 item 1, "every stderr line goes through the same redaction": the built CLI is
 * given the secret corpus (scripts/secret-corpus.mjs) in every place where upstream or user
 * text reaches stderr — an upstream's own stderr (record, doctor, init), error messages
 * that quote argv, paths and URLs (replay, merge, report, diff, seal, record's upstream
 * command) — and no secret may survive in stderr.
 */
const work = mkdtempSync(path.join(tmpdir(), "loopgate-stderr-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const corpus = secretCorpus();
type Entry = (typeof corpus)[number];

/** How the entry is written where a program or a user would write it. */
function textOf(entry: Entry): string {
  if (entry.kind === "shape") return `deploy with ${entry.secret} now`;
  if (entry.kind === "named") return `${entry.name}=${entry.secret}`;
  return entry.text!;
}

/** Pieces of a secret that must not show: the whole, and (for long ones) windows across it, so a cut prefix counts too. */
function probes(secret: string): string[] {
  const body = secret.replace(/-----(BEGIN|END) [A-Z0-9 _-]*-----/g, "");
  const pieces = [secret];
  if (body.length > 40) for (let at = 0; at + 20 <= body.length; at += 20) pieces.push(body.slice(at, at + 20));
  return pieces;
}

function survivors(printed: string, entries: readonly Entry[], flat = false): string[] {
  return entries
    .filter((entry) => probes(flat ? oneLine(entry.secret) : entry.secret).some((probe) => printed.includes(probe)))
    .map((entry) => entry.rule);
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ");

/**
 * The corpus in argv-sized pieces, each one line starting with a marker: a message that
 * quotes it shows the marker and, not being cut, all of it, so a test cannot pass because
 * the text was never printed.
 */
function chunks(size: number): { text: string; marker: string; entries: Entry[] }[] {
  const out: { text: string; marker: string; entries: Entry[] }[] = [];
  let entries: Entry[] = [];
  let text = "";
  const close = () => {
    const marker = `chunk-${out.length}:`;
    out.push({ text: `${marker} ${text}`, marker, entries });
    entries = [];
    text = "";
  };
  for (const entry of corpus) {
    const piece = oneLine(textOf(entry));
    if (text !== "" && text.length + piece.length > size) close();
    text = text === "" ? piece : `${text} ; ${piece}`;
    entries.push(entry);
  }
  close();
  return out;
}

function loopgate(args: string[], cwd = work) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8", input: "" });
}

/** A raw MCP server that writes the whole corpus to its stderr before it answers anything. */
const NOISY_SERVER = `import { createInterface } from "node:readline";
import { readFileSync } from "node:fs";
process.stderr.write(readFileSync(new URL("./noise.txt", import.meta.url), "utf8"));
const tools = [
  { name: "get_time", inputSchema: { type: "object" }, annotations: { readOnlyHint: true } },
  { name: "create_booking", inputSchema: { type: "object" } },
];
const answer = (message) => {
  if (message.method === "initialize") return { protocolVersion: "2025-06-18", capabilities: { tools: {} }, serverInfo: { name: "noisy", version: "1" } };
  if (message.method === "tools/list") return { tools };
  return { content: [{ type: "text", text: "12:00" }] };
};
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (message.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, result: answer(message) }) + "\\n");
}
`;

describe("an upstream's own stderr", () => {
  const dir = mkdtempSync(path.join(work, "noisy-"));
  writeFileSync(path.join(dir, "server.mjs"), NOISY_SERVER);
  writeFileSync(path.join(dir, "noise.txt"), `${corpus.map(textOf).join("\n")}\nnoise ends here\n`);

  it("reaches record's stderr line by line, prefixed, with none of the corpus's secrets", async () => {
    const session = await AgentSession.connect(
      [process.execPath, CLI, "record", "--out", path.join(dir, "r.jsonl"), "--", "node", "server.mjs"],
      { cwd: dir, stderr: "pipe" },
    );
    try {
      expect((await session.call("get_time", {})).text).toBe("12:00");
    } finally {
      await session.close();
    }
    expect(session.stderr).toContain("loopgate record: upstream: noise ends here\n");
    expect(session.stderr.match(/\[REDACTED:[0-9a-f]{8}\]/g)!.length).toBeGreaterThanOrEqual(corpus.length);
    expect(survivors(session.stderr, corpus)).toEqual([]);
  }, 60_000);

  for (const command of ["doctor", "init"]) {
    it(`reaches ${command}'s stderr with none of the corpus's secrets`, () => {
      const run = loopgate([command, "--", "node", "server.mjs"], dir);
      expect(run.status).toBe(0);
      expect(run.stderr).toContain(`loopgate ${command}: upstream: noise ends here\n`);
      expect(run.stderr.match(/\[REDACTED:[0-9a-f]{8}\]/g)!.length).toBeGreaterThanOrEqual(corpus.length);
      expect(survivors(run.stderr, corpus)).toEqual([]);
    });
  }
});

/**
 * Places that print one message quoting user text: the command, given a chunk. A message is
 * cut at 1,000 characters, so each place gets the corpus in chunks; where every such place
 * shares one code path (the CLI's catch-all for merge, report and diff), the later ones get
 * every fourth chunk.
 */
const ONE_MESSAGE: [place: string, args: (text: string) => string[], every: number][] = [
  ["replay: a flag's bad value (a usage error)", (text) => ["replay", "--max-score-drop", text, "x.jsonl"], 1],
  ["diff: a baseline it cannot read", (text) => ["diff", `${text}/base.json`, "now.json"], 1],
  ["merge: a shard report it cannot read", (text) => ["merge", `shards/${text}.json`], 4],
  ["report: a report it cannot read", (text) => ["report", `${text}.json`, "--markdown", "s.md"], 4],
];

/** Places that print one line per argument: the whole corpus in one run. */
const LINE_PER_ARG: [place: string, args: (texts: string[]) => string[]][] = [
  ["replay: paths that match nothing", (texts) => ["replay", ...texts.map((text) => `recordings/${text}.jsonl`)]],
  ["seal: recordings it cannot read", (texts) => ["seal", ...texts.map((text) => `${text}.jsonl`)]],
];

/** An upstream command that cannot start is quoted by its first word, which must fit a file name (255 bytes). */
const UPSTREAM_COMMAND: [place: string, args: (word: string) => string[]][] = [
  ["record", (word) => ["record", "--out", "r.jsonl", "--", word, "--serve"]],
  ["doctor", (word) => ["doctor", "--", word, "--serve"]],
];

describe("messages that quote argv, paths and URLs", () => {
  const pieces = chunks(900);
  const check = (args: string[], piece: { marker: string; entries: Entry[] }) => {
    const run = loopgate(args);
    expect(run.status).not.toBe(0);
    // The message quoted the chunk whole: what does not survive was printed redacted.
    expect(run.stderr).toContain(piece.marker);
    expect(run.stderr).not.toContain("(cut at");
    return survivors(run.stderr, piece.entries, true);
  };
  for (const [place, args, every] of ONE_MESSAGE) {
    it(`${place}: the corpus shows on stderr redacted`, () => {
      const shown = pieces.filter((_, i) => i % every === 0).flatMap((piece) => check(args(piece.text), piece));
      expect(shown).toEqual([]);
    }, 120_000);
  }
  it("replay: URLs with a secret as their password, one per secret, show on stderr redacted", () => {
    const oneLiners = corpus.filter((entry) => !entry.secret.includes("\n"));
    const urls = oneLiners.map((entry) => `https://ci:${encodeURIComponent(entry.secret)}@example.com/r.jsonl`);
    const run = loopgate(["replay", ...urls]);
    expect(run.status).toBe(1);
    expect(
      run.stderr.match(/no recording matches "https:\/\/\[REDACTED:[0-9a-f]{8}\]@example\.com\/r\.jsonl"\n/g),
    ).toHaveLength(oneLiners.length);
    expect(survivors(run.stderr, oneLiners)).toEqual([]);
  });
  for (const [place, args] of LINE_PER_ARG) {
    it(`${place}: the corpus shows on stderr redacted`, () => {
      const run = loopgate(args(pieces.map((piece) => piece.text)));
      expect(run.status).toBe(1);
      for (const piece of pieces) expect(run.stderr).toContain(piece.marker);
      expect(run.stderr).not.toContain("(cut at");
      expect(survivors(run.stderr, corpus, true)).toEqual([]);
    });
  }
  // Short one-line entries, one at a time: the kinds of the corpus, not all of it.
  const words = chunks(180)
    .filter((piece) => Buffer.byteLength(piece.text) <= 240)
    .filter((_, i) => i % 12 === 0);
  for (const [place, args] of UPSTREAM_COMMAND) {
    it(`${place}: an upstream command that cannot start shows on stderr redacted`, () => {
      const shown = words.flatMap((piece) => check(args(piece.text), piece));
      expect(shown).toEqual([]);
    }, 120_000);
  }
});
