import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  closeSync,
  existsSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseRecordArgs } from "../src/cli/record.js";
import { UsageError } from "../src/cli/args.js";
import { Redaction } from "../src/util/redact.js";
import { boundEvent, openRecordingFile, OutPathError, RecordingSink } from "../src/recorder/sink.js";
import { mulberry32 } from "../src/recorder/prng.js";
import { SseParser, type SseEvent } from "../src/recorder/sse.js";
import { AnswerTooLongError, closeConnections, send } from "../src/recorder/http-client.js";
import { LineSplitter, joinLines } from "../src/recorder/lines.js";
import { faultText, injectedResult } from "../src/recorder/faults.js";
import { auditTools } from "../src/recorder/audit.js";
import { SETTINGS_NOT_STATED } from "../src/judge/settings.js";
import { ok, recording } from "./helpers/recording-builder.js";
import { judgeText } from "./helpers/judge-text.js";
import type { Json, RecordingEvent } from "../src/recording/schema.js";

const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-unit-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("redaction", () => {
  const redactor = new Redaction({
    literals: ["s3cr3t-VALUE-123", "ab"],
    patterns: [/ACME-\d{6}/],
    keep: ["idempotency_key", "client_token"],
    key: Buffer.alloc(32, 1),
  });
  const hidden = (secret: string) => redactor.placeholder(secret);

  it("replaces --upstream-env values, bearer tokens, cloud keys, sk- keys, JWTs and private keys", () => {
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";
    const pem = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA75\nabc\n-----END RSA PRIVATE KEY-----";
    const aws = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
    expect(redactor.text("token s3cr3t-VALUE-123 used")).toBe(`token ${hidden("s3cr3t-VALUE-123")} used`);
    expect(redactor.text("Authorization: Bearer abcdefghijklmnop1234")).toBe(
      `Authorization: Bearer ${hidden("abcdefghijklmnop1234")}`,
    );
    expect(redactor.text("key AKIAIOSFODNN7EXAMPLE here")).toBe(`key ${hidden("AKIAIOSFODNN7EXAMPLE")} here`);
    expect(redactor.text(`aws_secret_access_key=${aws}`)).toBe(`aws_secret_access_key=${hidden(aws)}`);
    expect(redactor.text("use sk-proj-Abcdefghijklmnopqrstuvwx please")).toBe(
      `use ${hidden("sk-proj-Abcdefghijklmnopqrstuvwx")} please`,
    );
    expect(redactor.text("stripe sk_live_4eC39HqLyjWDarjtT1zdp7dc")).toBe(
      `stripe ${hidden("sk_live_4eC39HqLyjWDarjtT1zdp7dc")}`,
    );
    expect(redactor.text(`jwt ${jwt}!`)).toBe(`jwt ${hidden(jwt)}!`);
    expect(redactor.text(`key:\n${pem}\nend`)).toBe(`key:\n${hidden(pem)}\nend`);
    expect(redactor.text("order ACME-123456 shipped")).toBe(`order ${hidden("ACME-123456")} shipped`);
  });

  it("keeps short literals, ordinary text and key fields, and replaces secret-named fields whole", () => {
    expect(redactor.text("abc table")).toBe("abc table");
    expect(redactor.text("a bearer of good news")).toBe("a bearer of good news");
    expect(
      redactor.json({
        password: "hunter2",
        client_secret: "x",
        client_token: "tok-1",
        idempotency_key: "k1",
        nested: [{ apiKey: "zzz" }],
      }),
    ).toEqual({
      password: hidden("hunter2"),
      client_secret: hidden("x"),
      client_token: "tok-1",
      idempotency_key: "k1",
      nested: [{ apiKey: hidden("zzz") }],
    });
  });

  it("returns what holds no secret as it is and copies only the objects and arrays on the way to one", () => {
    const plain = { a: [{ b: "x" }], c: 1 };
    expect(redactor.json(plain)).toBe(plain);
    const mixed = { keep: { b: "x" }, list: ["y", "token s3cr3t-VALUE-123"], nested: { password: "p", other: "y" } };
    const out = redactor.json(mixed) as typeof mixed;
    expect(out).toEqual({
      keep: { b: "x" },
      list: ["y", `token ${hidden("s3cr3t-VALUE-123")}`],
      nested: { password: hidden("p"), other: "y" },
    });
    expect([out === mixed, out.keep === mixed.keep, out.list === mixed.list, out.nested === mixed.nested]).toEqual([
      false,
      true,
      false,
      false,
    ]);
    // A `__proto__` key of parsed JSON is dropped, as it always was: a copy sets it as the prototype.
    expect(JSON.stringify(redactor.json(JSON.parse('{"__proto__":{"x":1},"y":2}')))).toBe('{"y":2}');
  });

  it("keeps the field names of a listed tool's input schema", () => {
    const schema = { type: "object", properties: { password: { type: "string" }, room: { type: "string" } } };
    expect(redactor.json({ name: "login", inputSchema: schema })).toEqual({ name: "login", inputSchema: schema });
  });

  it("replaces a URL's user info, with or without a password", () => {
    expect(redactor.text("postgres://app:s3cr%2Ft@db.internal:5432/x, ssh://git@github.com/o/r")).toBe(
      `postgres://${hidden("app:s3cr%2Ft")}@db.internal:5432/x, ssh://${hidden("git")}@github.com/o/r`,
    );
  });

  it("redacts secret-named flag and variable values on the upstream's command line, also inside a shell string", () => {
    expect(
      redactor.command([
        "node",
        "server.js",
        "--password",
        "hunter2",
        "--token=tok-1",
        "--api-key",
        "-k3y",
        "--DB_PASSWORD=p w",
        "--client-secret=",
        "--max-tokens",
        "100",
        "--no-auth",
        "--port",
        "3000",
        "GITHUB_TOKEN=ghx",
        "https://user:pw@host/db",
      ]),
    ).toEqual({
      command: [
        "node",
        "server.js",
        "--password",
        hidden("hunter2"),
        `--token=${hidden("tok-1")}`,
        "--api-key",
        hidden("-k3y"),
        `--DB_PASSWORD=${hidden("p w")}`,
        "--client-secret=",
        "--max-tokens",
        "100",
        "--no-auth",
        "--port",
        "3000",
        `GITHUB_TOKEN=${hidden("ghx")}`,
        `https://${hidden("user:pw")}@host/db`,
      ],
      secrets: ["hunter2", "tok-1", "-k3y", "p w", "ghx", "user:pw"],
    });
    expect(
      redactor.command([
        "sh",
        "-c",
        "API_KEY=abc node s.js --verbose --auth-token 'a b' --secret=\"c\" --max-tokens 5",
      ]),
    ).toEqual({
      command: [
        "sh",
        "-c",
        `API_KEY=${hidden("abc")} node s.js --verbose --auth-token '${hidden("a b")}' --secret="${hidden("c")}" --max-tokens 5`,
      ],
      secrets: ["abc", "a b", "c"],
    });
  });

  it("does not catch secrets without a recognisable shape or name (documented limit)", () => {
    expect(redactor.text("hex 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")).toBe(
      "hex 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    );
  });
});

describe("size bounds", () => {
  it("keeps small events unchanged", () => {
    const event: RecordingEvent = {
      type: "upstream",
      seq: 1,
      t: 2,
      outcome: "result",
      result: { content: [], isError: false },
    };
    expect(boundEvent(event, 1000)).toBe(JSON.stringify(event));
  });

  it("replaces an over-size result by its digest and size, keeping isError", () => {
    const event: RecordingEvent = {
      type: "delivered",
      seq: 3,
      t: 4,
      source: "upstream",
      result: { content: [{ type: "text", text: "x".repeat(500) }], isError: true },
    };
    const shrunk = JSON.parse(boundEvent(event, 200));
    const original = JSON.stringify(event.result);
    expect(shrunk.result.isError).toBe(true);
    expect(shrunk.result._loopgateOmitted.bytes).toBe(Buffer.byteLength(original));
    expect(shrunk.result._loopgateOmitted.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(shrunk.seq).toBe(3);
  });

  it("digests over-size call arguments and messages, keeping the JSON-RPC id and method", () => {
    const call = JSON.parse(
      boundEvent(
        {
          type: "call",
          seq: 0,
          t: 1,
          id: 7,
          tool: "create_x",
          arguments: { notes: "y".repeat(400) },
          class: "write",
          fault: null,
          forwarded: true,
        },
        200,
      ),
    );
    expect(Object.keys(call.arguments)).toEqual(["_loopgateOmitted"]);
    expect(call.tool).toBe("create_x");
    const message = JSON.parse(
      boundEvent(
        {
          type: "message",
          t: 1,
          direction: "upstream_to_agent",
          message: { jsonrpc: "2.0", id: 9, method: "x/y", params: { big: "z".repeat(400) } },
        },
        200,
      ),
    );
    expect(message.message).toMatchObject({ jsonrpc: "2.0", id: 9, method: "x/y" });
    expect(message.message.params).toBeUndefined();
  });
});

describe("recording sink", () => {
  it("writes each event as the JSON of its redacted form, a result shared by two events included, and seals the end", () => {
    const file = path.join(work, "sink.jsonl");
    const sink = new RecordingSink(
      openRecordingFile(file),
      new Redaction({ literals: ["s3cr3t-VALUE-123"], key: Buffer.alloc(32, 1) }),
    );
    const result = { content: [{ type: "text", text: 'say "hi" to s3cr3t-VALUE-123' }], isError: false };
    const events: RecordingEvent[] = [
      {
        type: "call",
        seq: 0,
        t: 1.5,
        id: "a",
        tool: "x",
        arguments: { q: "\u00e9\u2028\ud800" },
        class: "read",
        fault: null,
        forwarded: true,
      },
      { type: "upstream", seq: 0, t: 2, outcome: "result", result },
      { type: "delivered", seq: 0, t: 2.25, source: "upstream", result },
    ];
    sink.write(...events);
    sink.flush();
    sink.write({ type: "end", t: 3, reason: "client_closed" });
    sink.close();
    const placeholder = new Redaction({ key: Buffer.alloc(32, 1) }).placeholder("s3cr3t-VALUE-123");
    const redacted = { content: [{ type: "text", text: `say "hi" to ${placeholder}` }], isError: false };
    const expected = [events[0], { ...events[1], result: redacted }, { ...events[2], result: redacted }].map((event) =>
      JSON.stringify(event),
    );
    const lines = readFileSync(file, "utf8").split("\n");
    expect(lines.slice(0, 3)).toEqual(expected);
    const seal = createHash("sha256")
      .update(expected.map((line) => `${line}\n`).join(""))
      .digest("hex");
    expect([JSON.parse(lines[3]!).sha256, lines.length]).toEqual([seal, 5]);
  });
});

describe("chaos draws", () => {
  it("is the published mulberry32 sequence and repeats for a seed", () => {
    const first = mulberry32(1);
    expect(first()).toBe(0.6270739405881613);
    const a = mulberry32(16);
    const b = mulberry32(16);
    const drawsA = [a(), a(), a(), a()];
    expect([b(), b(), b(), b()]).toEqual(drawsA);
    for (const draw of drawsA) expect(draw >= 0 && draw < 1).toBe(true);
  });
});

describe("fault texts (J14)", () => {
  it("delivers each fault as an isError tool result with a short JSON text", () => {
    expect(JSON.parse(faultText("F2", 60))).toEqual({ status: 429, error: "rate_limited", retry_after: 60 });
    expect(faultText("F3", 60)).toBe('{"');
    expect(JSON.parse(faultText("F5", 60)).status).toBe(500);
    expect(JSON.parse(faultText("F1", 60)).error).toBe("timeout");
    expect(injectedResult("chaos", 60).isError).toBe(true);
  });
});

describe("line splitting", () => {
  it("keeps lines intact across chunks and strips CR", () => {
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(line));
    splitter.push(Buffer.from('{"a":1}\r\n{"b"'));
    splitter.push(Buffer.from(':2}\n\n{"c":3'));
    expect(lines).toEqual(['{"a":1}', '{"b":2}']);
    expect(splitter.rest()).toBe('{"c":3');
  });

  it("passes a chunk that is exactly one line on as it is, and joins any other lines with newlines", () => {
    const splitter = new LineSplitter();
    const single = Buffer.from('{"a":1}\n');
    expect(joinLines(splitter.split(single), single)).toBe(single);
    const crlf = Buffer.from('{"a":1}\r\n');
    expect(joinLines(splitter.split(crlf), crlf).toString()).toBe('{"a":1}\n');
    const two = Buffer.from('{"a":1}\n\n{"b":2}\n');
    expect(joinLines(splitter.split(two), two).toString()).toBe('{"a":1}\n{"b":2}\n');
    splitter.split(Buffer.from('{"c"'));
    const end = Buffer.from(":3}\n");
    const joined = joinLines(splitter.split(end), end);
    expect([joined === end, joined.toString()]).toEqual([false, '{"c":3}\n']);
  });
});

describe("record arguments", () => {
  const base = ["--out", "r.jsonl"];
  const cmd = ["--", "node", "server.js"];
  const usage = (argv: string[]) => {
    try {
      parseRecordArgs(argv);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    }
    throw new Error("expected a usage error");
  };

  it("parses every flag, in both --flag=value and --flag value forms", () => {
    const options = parseRecordArgs([
      "--out=r.jsonl",
      "--scenario",
      "F2",
      "--retry-after=5",
      "--allow-writes",
      "--write-tools",
      "book_*, pay_*",
      "--add-write-tools",
      "mark_*,request_planning",
      "--read-tools=lookup*",
      "--key-fields",
      "request_id",
      "--distrust-idempotent-hint",
      "--label",
      "agent=careful",
      "--label=run=2",
      "--upstream-env",
      "TOKEN=abc=def",
      "--redact",
      "ACME-\\d+",
      ...cmd,
    ]);
    if (options === "help") throw new Error("unexpected help");
    expect(options.config).toEqual({
      scenario: "F2",
      retryAfterSeconds: 5,
      chaos: null,
      writeTools: ["book_*", "pay_*"],
      addWriteTools: ["mark_*", "request_planning"],
      readTools: ["lookup*"],
      keyFields: ["request_id"],
      upstreamTimeoutMs: 60000,
      distrustIdempotentHint: true,
      // J2b and J29 come only from loopgate.json: no flag sets them.
      operations: {},
      idempotentTools: [],
    });
    expect(options.labels).toEqual({ agent: "careful", run: "2" });
    expect(options.upstreamEnv).toEqual({ TOKEN: "abc=def" });
    expect(options.upstreamCommand).toEqual(["node", "server.js"]);
    expect(options.redactPatterns.map((pattern) => pattern.source)).toEqual(["ACME-\\d+"]);
  });

  it("parses chaos mode", () => {
    const options = parseRecordArgs([
      ...base,
      "--mode",
      "chaos",
      "--error-rate",
      "0.25",
      "--seed",
      "42",
      "--allow-writes",
      ...cmd,
    ]);
    if (options === "help") throw new Error("unexpected help");
    expect(options.config.scenario).toBe("chaos");
    expect(options.config.chaos).toEqual({ errorRate: 0.25, seed: 42 });
  });

  it("refuses mistakes with one clear message each", () => {
    expect(usage(["--scenario", "F1", ...cmd])).toBe("--out FILE is required");
    expect(usage([...base])).toBe("give the upstream command after --, e.g. -- node server.js");
    expect(usage([...base, "--scenario", "F9", ...cmd])).toBe('--scenario must be one of F1, F2, F3, F4, F5, got "F9"');
    expect(usage([...base, "--scenario", "F1", ...cmd])).toContain("add --allow-writes");
    expect(usage([...base, "--mode", "chaos", "--error-rate", "0.5", "--allow-writes", ...cmd])).toBe(
      "--mode chaos needs --error-rate R and --seed N",
    );
    expect(usage([...base, "--mode", "chaos", "--error-rate", "0.5", "--seed", "1.5", "--allow-writes", ...cmd])).toBe(
      '--seed must be an integer, got "1.5"',
    );
    expect(usage([...base, "--mode", "chaos", "--error-rate", "2", "--seed", "1", "--allow-writes", ...cmd])).toBe(
      '--error-rate must be a number from 0 to 1, got "2"',
    );
    expect(usage([...base, "--seed", "1", ...cmd])).toBe("--error-rate and --seed need --mode chaos");
    expect(usage([...base, "--scenario", "F1", "--retry-after", "5", "--allow-writes", ...cmd])).toBe(
      "--retry-after applies only to --scenario F2",
    );
    expect(usage([...base, "--scenario", "F2", "--retry-after", "90000", "--allow-writes", ...cmd])).toBe(
      '--retry-after must be a number from 0 to 86400, got "90000"',
    );
    expect(usage([...base, "--label", "no-equals", ...cmd])).toBe(
      '--label must be KEY=VALUE with a valid KEY, got "no-equals…"',
    );
    expect(usage([...base, "--redact", "(", ...cmd])).toContain('--redact "(" is not a valid regular expression');
    expect(usage([...base, "--upstream-cwd", path.join(work, "missing"), ...cmd])).toContain("is not a directory");
    expect(usage([...base, "--bogus", ...cmd])).toBe("unknown flag --bogus");
    expect(usage([...base, "stray", ...cmd])).toBe('unexpected argument "stray" (put the upstream command after --)');
  });

  it("does not ask for --allow-writes when nothing is injected", () => {
    for (const flags of [[], ["--scenario", "F4"], ["--mode", "chaos", "--error-rate", "0", "--seed", "1"]]) {
      expect(parseRecordArgs([...base, ...flags, ...cmd])).not.toBe("help");
    }
  });
});

describe("--out safety", () => {
  it("refuses a directory, a device and a symlink, and replaces a regular file", () => {
    const dir = path.join(work, "dir");
    mkdirSync(dir);
    expect(() => openRecordingFile(dir)).toThrow(OutPathError);
    expect(() => openRecordingFile("/dev/null")).toThrow(/not a regular file/);
    const target = path.join(work, "victim.txt");
    writeFileSync(target, "keep me");
    const link = path.join(work, "planted.jsonl");
    symlinkSync(target, link);
    expect(() => openRecordingFile(link)).toThrow(/symbolic link/);
    expect(readFileSync(target, "utf8")).toBe("keep me");
    const existing = path.join(work, "old.jsonl");
    writeFileSync(existing, "old content\n");
    const inode = statSync(existing).ino;
    closeSync(openRecordingFile(existing));
    expect(readFileSync(existing, "utf8")).toBe("");
    expect(existsSync(existing)).toBe(true);
    expect(statSync(existing).mode & 0o777).toBe(0o600);
    expect(typeof inode).toBe("number");
  });
});

describe("doctor audit", () => {
  const options = { ...SETTINGS_NOT_STATED, distrustIdempotentHint: false };
  const object = (properties: Record<string, Json>, required: string[] = []) => ({
    type: "object",
    properties,
    required,
  });

  it("finds write tools without a key field or a read that could show them (J17)", () => {
    const audit = auditTools(
      [
        { name: "create_order", inputSchema: object({ customer: {}, sku: {}, idempotency_key: {} }, ["customer"]) },
        { name: "get_order", inputSchema: object({ order_id: {} }, ["order_id"]) },
        { name: "list_orders", inputSchema: object({ customer: {} }, ["customer"]) },
        { name: "send_email", inputSchema: object({ to: {}, body: {} }, ["to", "body"]) },
        { name: "frobnicate" },
      ],
      options,
    );
    expect(audit.writes).toEqual([
      {
        name: "create_order",
        keyFields: ["idempotency_key"],
        idempotentHint: false,
        // J17's own answer: get_order shares the noun, whatever id the agent sends it.
        verifiers: [
          { tool: "get_order", by: 'name shares "order"' },
          { tool: "list_orders", by: "by customer" },
        ],
      },
      { name: "send_email", keyFields: [], idempotentHint: false, verifiers: [] },
    ]);
    expect(audit.problems).toEqual([]);
    expect(audit.warnings).toEqual([
      'no key field (idempotency_key) in send_email: an agent cannot make a retry safe with a key; judging still counts executions. If they take a key under another name, set it with --key-fields (config "keyFields")',
      'no read tool could show send_email after a lost answer by its arguments or name (J17 a, c: none shares an argument or a name noun); unless the result of a read shows a value of the write (J17 b, e.g. a listing: doctor calls no tool to know), an F1 run ends unverified at best; if another read can show it, classify it with --read-tools (config "readTools")',
      "unclassified tools frobnicate: passed through, never faulted, not judged; classify each with --add-write-tools or --read-tools, or set its class in loopgate.json (loopgate init writes it)",
    ]);
  });

  it("counts free-text searches and shared nouns, never a read that only lists everything", () => {
    const audit = auditTools(
      [
        { name: "create_entities", inputSchema: object({ entities: { type: "array" } }, ["entities"]) },
        { name: "read_graph", inputSchema: object({}) },
        { name: "search_nodes", inputSchema: object({ query: { type: "string" } }, ["query"]) },
        { name: "open_nodes", inputSchema: object({ names: { type: "array" } }, ["names"]) },
        {
          name: "book_room",
          inputSchema: object({ nights: { type: "integer" } }),
          annotations: { idempotentHint: true },
        },
        { name: "list_rooms", inputSchema: object({ nights: { type: "integer" } }) },
      ],
      options,
    );
    expect(audit.writes.map((write) => [write.name, write.idempotentHint, write.verifiers])).toEqual([
      ["book_room", true, [{ tool: "list_rooms", by: 'name shares "room"' }]],
      ["create_entities", false, [{ tool: "search_nodes", by: "search by query" }]],
    ]);
    expect(audit.warnings).toContain(
      'book_room declares idempotentHint: true: an identical repeat is judged IDEMPOTENT_REPEAT, not DUPLICATE_EXECUTION (J29); if the server does not keep that promise, add --distrust-idempotent-hint (config "distrustIdempotentHint": true)',
    );
    const distrusted = auditTools([{ name: "book_room", annotations: { idempotentHint: true } }], {
      ...options,
      distrustIdempotentHint: true,
    });
    expect(distrusted.warnings.filter((warning) => warning.includes("idempotentHint"))).toEqual([]);
  });

  it("J17 doctor's verifier list is replay's: each read it lists verifies the ghost write in replay, no other does", () => {
    const tools = [
      { name: "create_order", inputSchema: object({ customer: { type: "string" }, sku: { type: "string" } }) },
      { name: "get_order", inputSchema: object({ order_id: { type: "string" } }, ["order_id"]) },
      { name: "list_orders", inputSchema: object({ customer: { type: "string" } }) },
      { name: "search_stock", inputSchema: object({ query: { type: "string" } }, ["query"]) },
      { name: "count_widgets", inputSchema: object({ colour: { type: "string" } }) },
    ];
    const listed = auditTools(tools, options).writes[0]!.verifiers.map((verifier) => verifier.tool);
    // What the agent sends each read after the lost answer: the values it sent, or an id it guessed.
    const sent: Record<string, Record<string, Json>> = {
      get_order: { order_id: "o-1" },
      list_orders: { customer: "acme-corp" },
      search_stock: { query: "acme-corp" },
      count_widgets: { colour: "blue" },
    };
    const verifiedInReplay = Object.entries(sent).flatMap(([read, args]) => {
      const report = judgeText(
        recording({ scenario: "F1" }, tools)
          .call({
            tool: "create_order",
            args: { customer: "acme-corp", sku: "ab-12" },
            t: 0,
            fault: "F1",
            class: "write",
            upstream: { result: ok("{}"), t: 10 },
            deliveredT: 20,
          })
          .call({ tool: read, args, t: 30, class: "read", upstream: { result: ok("[]"), t: 35 } })
          .end(100)
          .toJsonl(),
      );
      return report.observations.some((finding) => finding.code === "VERIFIED_NO_RETRY") ? [read] : [];
    });
    expect(listed).toEqual(["get_order", "list_orders", "search_stock"]);
    expect(verifiedInReplay.sort()).toEqual(listed);
  });

  it("is not usable without tools or without a write tool", () => {
    expect(auditTools([], options).problems).toEqual([
      "the upstream lists no tools: there is nothing to record or judge",
    ]);
    expect(auditTools([{ name: "echo" }, { name: "get_time" }], options).problems).toEqual([
      "no write tool: no scenario can trigger and every recording would be NOT_TESTED; classify the writes with --add-write-tools or in loopgate.json (unclassified: echo)",
    ]);
  });
});

describe("SseParser (the recorder's reader of an upstream's event stream)", () => {
  it("parses events cut anywhere, CRLF split across chunks, and counts what an unfinished event holds", () => {
    const events: SseEvent[] = [];
    const parser = new SseParser((event) => events.push(event));
    for (const chunk of [
      "event: a\r",
      "\ndata: x\r\n",
      "data: y",
      "z\rid: 7\n\n",
      ": c\n",
      "data:q\r\r",
      "data: ",
      "",
      "long",
    ])
      parser.push(chunk);
    expect(parser.pendingBytes).toBe("data: long".length);
    parser.push("er\n");
    expect(parser.pendingBytes).toBe("longer".length + 1);
    parser.push("\n");
    expect(parser.pendingBytes).toBe(0);
    expect(events).toEqual([
      { event: "a", data: "x\nyz", id: "7" },
      { event: "message", data: "q", id: "7" },
      { event: "message", data: "longer", id: "7" },
    ]);
  });

  it("counts what it holds in UTF-8 bytes, as the bound on one message over stdio, not in characters", () => {
    const parser = new SseParser(() => undefined);
    // 2, 3 and 4 bytes a character (the last one two UTF-16 units).
    parser.push("data: é€😀");
    expect(parser.pendingBytes).toBe("data: ".length + 2 + 3 + 4);
    parser.push("\n");
    expect(parser.pendingBytes).toBe(2 + 3 + 4 + 1);
  });
});

describe("HttpAnswer.text (the recorder's reader of an upstream's JSON answer)", () => {
  /** A loopback server answering each request with the body its path names (`/ascii/1001`, `/e/500`). */
  async function answers(): Promise<{ text: (what: string, bound: number) => Promise<string>; close: () => void }> {
    const server = createServer((request, response) => {
      const [, kind, count] = request.url!.split("/");
      const body =
        kind === "ascii" ? "a".repeat(Number(count)) : `${kind === "ae" ? "a" : ""}${"é".repeat(Number(count))}`;
      response.writeHead(200, { "content-type": "application/json" }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const text = async (what: string, bound: number) => {
      const answer = await send({
        url: new URL(`http://127.0.0.1:${port}/${what}`),
        method: "GET",
        headers: {},
        body: undefined,
        signal: new AbortController().signal,
      });
      return answer.text(bound);
    };
    return {
      text,
      close: () => {
        closeConnections();
        server.close();
      },
    };
  }

  it("bounds the body in bytes: a two-byte text hits the bound at the same byte size as an ASCII one", async () => {
    const server = await answers();
    try {
      expect(await server.text("ascii/1000", 1000)).toBe("a".repeat(1000));
      await expect(server.text("ascii/1001", 1000)).rejects.toBeInstanceOf(AnswerTooLongError);
      // 500 characters of 2 bytes are 1000 bytes: taken whole; one byte more is over.
      expect(await server.text("e/500", 1000)).toBe("é".repeat(500));
      await expect(server.text("ae/500", 1000)).rejects.toThrow("the answer is longer than");
      await expect(server.text("e/501", 1000)).rejects.toBeInstanceOf(AnswerTooLongError);
    } finally {
      server.close();
    }
  });
});
