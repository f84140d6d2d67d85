import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { evaluate, parse as momoaParse } from "@humanwhocodes/momoa";
import * as jqWasm from "jq-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The hostile corpus's JSON report, written by the built CLI, read by consumers that refuse
 * JSON holding lone surrogates: jq (its own C parser, as the npm package jq-wasm ships it
 * compiled to WebAssembly, and the system's jq binary where there is one) and a second,
 * independent parser (@humanwhocodes/momoa, a JSON parser written from the grammar, not
 * JSON.parse).
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const cli = path.resolve(root, process.env.LOOPGATE_CLI ?? "dist/cli.js");
const SYSTEM_JQ = ["/usr/bin/jq", "/usr/local/bin/jq"].find((file) => {
  try {
    execFileSync(file, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
});

let scratch: string;
let json: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "loopgate-json-"));
  const file = path.join(scratch, "report.json");
  // Exit 1: the corpus holds an unreadable recording on purpose.
  await run(process.execPath, [cli, "replay", "fixtures/hostile", "--json", file], { cwd: root }).catch(
    (error: { code?: number }) => {
      if (error.code !== 1) throw error;
    },
  );
  json = readFileSync(file, "utf8");
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const REPLACED_FILTER =
  "[.recordings[] | select(.unicodeReplacements != null) | [.path, .unicodeReplacements, .caseId]]";
const REPLACED = [
  ["fixtures/hostile/lone-surrogates.jsonl", 24, "hostile/lone-surrogates: a\ufffdb\ufffdc\ufffd"],
  ["fixtures/hostile/unreadable.jsonl", 6, "fixtures/hostile/unreadable"],
];

/** A JSON string escape of a lone surrogate: `\udXXX` after an even number of backslashes. */
const SURROGATE_ESCAPE = /(?<!\\)(?:\\\\)*\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

describe("the hostile corpus's JSON report", () => {
  it("holds U+FFFD where the recordings hold lone surrogates, and says so per recording", () => {
    expect(json).not.toMatch(SURROGATE_ESCAPE);
    expect(json).toContain('"caseId": "hostile/lone-surrogates: a\ufffdb\ufffdc\ufffd"');
    expect(json).toContain('"unicodeReplacements": 24');
    // The recording itself keeps the original.
    expect(readFileSync(path.join(root, "fixtures/hostile/lone-surrogates.jsonl"), "utf8")).toContain(
      '"case":"hostile/lone-surrogates: a\\ud800b\\udc00c\\udbff"',
    );
  });

  it("is read by jq (jq-wasm, the jq C parser in WebAssembly)", async () => {
    const out = await jqWasm.raw(json, REPLACED_FILTER, ["-c"]);
    expect(JSON.parse(out)).toEqual(REPLACED);
    expect(await jqWasm.raw(json, ".totals.recordings")).toBe("8");
  });

  it.skipIf(SYSTEM_JQ === undefined)("is read by the system's jq binary", () => {
    const out = execFileSync(SYSTEM_JQ!, ["-c", REPLACED_FILTER], { input: json, encoding: "utf8" });
    expect(JSON.parse(out)).toEqual(REPLACED);
  });

  it("is read by a second, independent parser (momoa) to the same values, every string well-formed", () => {
    const value = evaluate(momoaParse(json));
    expect(value).toEqual(JSON.parse(json));
    const strings: string[] = [];
    const collect = (item: unknown): void => {
      if (typeof item === "string") strings.push(item);
      else if (Array.isArray(item)) item.forEach(collect);
      else if (item !== null && typeof item === "object") {
        for (const [key, inner] of Object.entries(item)) {
          strings.push(key);
          collect(inner);
        }
      }
    };
    collect(value);
    expect(strings.length).toBeGreaterThan(500);
    // String.prototype.isWellFormed (Node 20) is not in the ES2023 lib the project compiles against.
    const wellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed();
    expect(strings.filter((text) => !wellFormed(text))).toEqual([]);
    expect(wellFormed("a\ud800")).toBe(false);
  });

  it("would have been refused by jq as loopgate used to write it (the check can fail)", async () => {
    const old = json.replace("a\ufffdb\ufffdc\ufffd", "a\\ud800b\\udc00c\\udbff");
    await expect(jqWasm.raw(old, ".totals")).rejects.toThrow(/Invalid \\uXXXX\\uXXXX surrogate pair escape/);
    if (SYSTEM_JQ !== undefined) {
      expect(() => execFileSync(SYSTEM_JQ, ["."], { input: old, stdio: "pipe" })).toThrow(/surrogate pair escape/);
    }
  });
});
