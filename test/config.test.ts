import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ConfigError } from "../src/config/error.js";
import { configFromListing, formatConfigFile } from "../src/config/init.js";
import { loadConfig, readConfigFile } from "../src/config/load.js";
import { resolveSettings } from "../src/config/resolve.js";
import { SETTINGS_NOT_STATED } from "../src/judge/settings.js";
import { ConfigFileSchema } from "../src/config/schema.js";
import { ROOT } from "./helpers/paths.js";
import { updateRequested } from "../scripts/updaters.mjs";

const SCHEMA_FILE = path.join(ROOT, "docs", "loopgate.schema.json");
const work = mkdtempSync(path.join(tmpdir(), "loopgate-config-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Input mode: the keys a person may leave out are optional, as the loader treats them. */
function generatedSchema(): string {
  const { $schema, ...body } = z.toJSONSchema(ConfigFileSchema, { target: "draft-2020-12", io: "input" });
  const document = {
    $schema,
    title: "loopgate.json, the loopgate project config file",
    description:
      "Written by `loopgate init`; read by `loopgate record`, `doctor`, `replay` and the GitHub Action. Field meanings: docs/config.md.",
    ...body,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (updateRequested("UPDATE_SCHEMAS")) writeFileSync(SCHEMA_FILE, generatedSchema());

function errorOf(text: string, name = "loopgate.json"): string {
  const dir = mkdtempSync(path.join(work, "case-"));
  writeFileSync(path.join(dir, name), text);
  try {
    readConfigFile(name, dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("docs/loopgate.schema.json", () => {
  it("is the JSON Schema generated from ConfigFileSchema (UPDATE_SCHEMAS=1 regenerates it)", () => {
    expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(generatedSchema());
  });

  it("accepts what the loader accepts and rejects unknown keys and bad classes (checked with Ajv)", () => {
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(SCHEMA_FILE, "utf8")));
    const good = { keyFields: ["request_id"], tools: { echo: { class: "read", why: "edited" } } };
    expect([validate(good), ConfigFileSchema.safeParse(good).success]).toEqual([true, true]);
    for (const bad of [{ keyField: ["x"] }, { tools: { echo: { class: "wirte" } } }, { keyFields: [] }]) {
      expect([validate(bad), ConfigFileSchema.safeParse(bad).success], JSON.stringify(bad)).toEqual([false, false]);
    }
  });
});

describe("reading loopgate.json", () => {
  it("names the file, the path and what is wrong, in one line", () => {
    expect(errorOf('{"tools": {"echo": {"class": "wirte"}}}')).toBe(
      'loopgate.json: tools.echo.class: expected "write", "read", "unclassified" or "by-operation", got "wirte"',
    );
    expect(errorOf('{"tools": {"echo": {"clas": "write"}}}')).toBe(
      'loopgate.json: tools.echo.clas: unknown key; did you mean "class"?',
    );
    expect(errorOf('{"tools": {"echo": {}}}')).toBe(
      'loopgate.json: tools.echo.class: missing: expected "write", "read", "unclassified" or "by-operation"',
    );
    expect(errorOf('{"colour": true}')).toBe(
      "loopgate.json: colour: unknown key (allowed: $schema, writeTools, addWriteTools, readTools, keyFields, distrustIdempotentHint, honestyRules, honestyLanguage, tools)",
    );
    expect(errorOf('{"keyFields": "request_id"}')).toBe(
      'loopgate.json: keyFields: expected a list of names, got "request_id"',
    );
    expect(errorOf('{"keyFields": []}')).toBe(
      "loopgate.json: keyFields: needs at least one name (leave the key out to keep the default)",
    );
    expect(errorOf('{"readTools": ["get_*", ""]}')).toBe("loopgate.json: readTools[1]: must not be empty");
    expect(errorOf('{"distrustIdempotentHint": "yes"}')).toBe(
      'loopgate.json: distrustIdempotentHint: expected true or false, got "yes"',
    );
    expect(errorOf('{"tools": {"github.create_issue": "write"}}')).toBe(
      'loopgate.json: tools["github.create_issue"]: expected an object, got "write"',
    );
    expect(errorOf("[]")).toBe("loopgate.json: expected an object, got a list");
  });

  it("gives the line and column of a JSON syntax error", () => {
    expect(errorOf('{\n  "keyFields": ["a"],\n}\n')).toBe('loopgate.json:3:1: not valid JSON: unexpected "}"');
    expect(errorOf("")).toBe("loopgate.json:1:1: not valid JSON: unexpected end of file");
    expect(errorOf('{"a": [1, 2}')).toBe('loopgate.json:1:12: not valid JSON: unexpected "}"');
    expect(errorOf('{"a": tru}')).toBe('loopgate.json:1:10: not valid JSON: unexpected "}"');
    expect(errorOf('{"a": "x\\q"}')).toBe('loopgate.json:1:9: not valid JSON: unexpected "\\\\"');
    expect(errorOf('{"a": 1} // note')).toBe('loopgate.json:1:10: not valid JSON: unexpected "/"');
    expect(errorOf('{"a": "\u0007"}')).toBe('loopgate.json:1:8: not valid JSON: unexpected "\\u0007"');
    expect(errorOf("[".repeat(100000))).toBe('loopgate.json:1:257: not valid JSON: unexpected "["');
    // Not a config file at all: nothing of it is quoted back.
    expect(errorOf("root:x:0:0:root:/root:/bin/bash\n")).toBe('loopgate.json:1:1: not valid JSON: unexpected "r"');
    expect(errorOf('{\n  "keyFields": ["a"]\n  "tools": {}\n}')).toBe(
      'loopgate.json:3:3: not valid JSON: unexpected "\\""',
    );
    expect(
      readConfigFile("bom.json", (writeFileSync(path.join(work, "bom.json"), '\uFEFF{"tools":{}}'), work)),
    ).toEqual({ tools: {} });
  });

  it("refuses what is not a small regular file, without hanging on a FIFO", () => {
    mkdirSync(path.join(work, "dir.json"));
    expect(() => readConfigFile("dir.json", work)).toThrow(new ConfigError("dir.json: not a regular file"));
    expect(() => readConfigFile("missing.json", work)).toThrow(
      new ConfigError("missing.json: cannot read it: no such file or directory"),
    );
    writeFileSync(path.join(work, "huge.json"), " ".repeat(1024 * 1024 + 1));
    expect(() => readConfigFile("huge.json", work)).toThrow(
      new ConfigError("huge.json: larger than 1 MiB; not a loopgate config file"),
    );
  });

  it("finds ./loopgate.json by default, --config anywhere, nothing with --no-config", () => {
    const dir = mkdtempSync(path.join(work, "find-"));
    expect(loadConfig({}, dir)).toBeNull();
    writeFileSync(path.join(dir, "loopgate.json"), '{"keyFields":["request_id"]}');
    expect(loadConfig({}, dir)).toEqual({ file: "loopgate.json", config: { keyFields: ["request_id"] } });
    expect(loadConfig({ noConfig: true }, dir)).toBeNull();
    writeFileSync(path.join(dir, "other.json"), "{}");
    expect(loadConfig({ config: "other.json" }, dir)).toEqual({ file: "other.json", config: {} });
  });
});

describe("flags over the file", () => {
  const file = {
    addWriteTools: ["mark_*"],
    readTools: [],
    keyFields: ["request_id"],
    distrustIdempotentHint: false,
    tools: {
      mark_done: { class: "write" as const },
      request_planning: { class: "write" as const },
      echo: { class: "read" as const, idempotent: true },
      frobnicate: { class: "unclassified" as const },
      // J2b and J29 (rules version 3): carried to the settings as they are, todo included.
      manage_container: {
        class: "by-operation" as const,
        operations: { create: "write" as const, frobnicate: "todo" as const },
        idempotent: true,
      },
    },
  };

  it("turns the tools map into exact names beside the globs, skipping what a glob already says", () => {
    const { settings, pinned } = resolveSettings(file, {});
    expect(settings).toEqual({
      writeTools: null,
      addWriteTools: ["mark_*", "request_planning"],
      readTools: ["echo"],
      keyFields: ["request_id"],
      distrustIdempotentHint: false,
      operations: { manage_container: { create: "write", frobnicate: "todo" } },
      idempotentTools: ["echo", "manage_container"],
    });
    expect([...pinned]).toEqual([
      ["echo", "read"],
      ["request_planning", "write"],
    ]);
  });

  it("lets a flag replace the file's value, and win over a tool the file classifies the other way", () => {
    const { settings } = resolveSettings(file, {
      readTools: ["request_*"],
      keyFields: ["client_token"],
      distrustIdempotentHint: true,
    });
    expect(settings).toEqual({
      writeTools: null,
      addWriteTools: ["mark_*"],
      readTools: ["request_*", "echo"],
      keyFields: ["client_token"],
      distrustIdempotentHint: true,
      operations: { manage_container: { create: "write", frobnicate: "todo" } },
      idempotentTools: ["echo", "manage_container"],
    });
  });

  it("states nothing without a file or flags, so replay keeps what each recording's header says", () => {
    expect(resolveSettings(null, {}).settings).toEqual({
      writeTools: null,
      addWriteTools: null,
      readTools: null,
      keyFields: null,
      distrustIdempotentHint: null,
      operations: null,
      idempotentTools: null,
    });
  });
});

describe("the file loopgate init writes", () => {
  it("lays each tool on one line and an undecided one, with its todo, over several", () => {
    const { file } = configFromListing(
      [
        { name: "create_item", inputSchema: { type: "object", properties: { idempotency_key: {} } } },
        { name: "frobnicate", annotations: { idempotentHint: true } },
        { name: "get_item", annotations: { readOnlyHint: true, idempotentHint: true } },
      ],
      SETTINGS_NOT_STATED,
    );
    expect(formatConfigFile(file)).toBe(
      [
        "{",
        '  "addWriteTools": [],',
        '  "readTools": [],',
        '  "keyFields": ["idempotency_key"],',
        '  "distrustIdempotentHint": false,',
        '  "tools": {',
        '    "create_item": { "class": "write", "why": "default write pattern", "keyFields": ["idempotency_key"] },',
        '    "frobnicate": {',
        '      "class": "unclassified",',
        '      "todo": "decide: \\"write\\" if a second identical call would act again (book, pay, send, change data), \\"read\\" if it only looks; until then it is passed through and never tested",',
        '      "why": "matches no pattern",',
        '      "idempotentHint": true',
        "    },",
        '    "get_item": { "class": "read", "why": "annotation readOnlyHint: true" }',
        "  }",
        "}",
        "",
      ].join("\n"),
    );
    expect(JSON.parse(formatConfigFile(file))).toEqual(file);
  });
});
