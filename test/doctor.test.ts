import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BOOKING_SERVER, BOOKING_TOOL_LINES } from "./helpers/booking.js";
import { CLI, ROOT } from "./helpers/paths.js";

const QUIRKY_SERVER = path.join(ROOT, "fixtures", "upstreams", "quirky-server.mjs");
const NO_TOOLS_SERVER = path.join(ROOT, "fixtures", "upstreams", "no-tools-server.mjs");
const MEMORY_SERVER = path.join(ROOT, "node_modules", "@modelcontextprotocol", "server-memory", "dist", "index.js");
const work = mkdtempSync(path.join(tmpdir(), "loopgate-doctor-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function doctor(args: string[], cwd = work) {
  const result = spawnSync(process.execPath, [CLI, "doctor", ...args], { cwd, encoding: "utf8", timeout: 20000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("loopgate doctor", () => {
  it("exit 0 for the booking server: classes, key fields, the reads that could show each write (J17)", () => {
    const result = doctor(["--", "node", BOOKING_SERVER, "--state", path.join(work, "state.json")]);
    expect(result.stdout).toBe(
      [
        "upstream: fixture-booking 1.0.0",
        ...BOOKING_TOOL_LINES,
        "",
        "verification after a lost answer (J17: a read sharing an argument or a name noun with the write):",
        '  cancel_booking: find_bookings (name shares "booking"); get_booking (by booking_id)',
        '  create_booking: find_bookings (by customer_email); get_booking (name shares "booking"); search_availability (by hotel)',
        "",
        "usable: 2 write tools; 0 of 5 tools undecided; no warnings",
        "",
      ].join("\n"),
    );
    expect(result.status).toBe(0);
  });

  it("exit 0 for a published server without key fields: each limit is a warning that names its fix", () => {
    const result = doctor([
      "--key-fields",
      "request_id",
      "--upstream-env",
      `MEMORY_FILE_PATH=${path.join(work, "memory.jsonl")}`,
      "--",
      "node",
      MEMORY_SERVER,
    ]);
    expect(result.stdout).toBe(
      [
        "upstream: memory-server 0.6.3",
        "tools (9):",
        "  write        add_observations     (annotation readOnlyHint: false)",
        "  write        create_entities      (annotation readOnlyHint: false)",
        "  write        create_relations     (annotation readOnlyHint: false)",
        "  write        delete_entities      (annotation readOnlyHint: false)  idempotentHint (trusted)",
        "  write        delete_observations  (annotation readOnlyHint: false)  idempotentHint (trusted)",
        "  write        delete_relations     (annotation readOnlyHint: false)  idempotentHint (trusted)",
        "  read         open_nodes           (annotation readOnlyHint: true)",
        "  read         read_graph           (annotation readOnlyHint: true)",
        "  read         search_nodes         (annotation readOnlyHint: true)",
        "",
        "verification after a lost answer (J17: a read sharing an argument or a name noun with the write):",
        "  add_observations: search_nodes (search by query)",
        "  create_entities: search_nodes (search by query)",
        "  create_relations: search_nodes (search by query)",
        "  delete_entities: search_nodes (search by query)",
        "  delete_observations: search_nodes (search by query)",
        "  delete_relations: search_nodes (search by query)",
        'warning: no key field (request_id) in add_observations, create_entities, create_relations, delete_entities, delete_observations, delete_relations: an agent cannot make a retry safe with a key; judging still counts executions. If they take a key under another name, set it with --key-fields (config "keyFields")',
        'warning: delete_entities, delete_observations, delete_relations declare idempotentHint: true: an identical repeat is judged IDEMPOTENT_REPEAT, not DUPLICATE_EXECUTION (J29); if the server does not keep that promise, add --distrust-idempotent-hint (config "distrustIdempotentHint": true)',
        "",
        "usable: 6 write tools; 0 of 9 tools undecided; 2 warnings above",
        "",
      ].join("\n"),
    );
    expect(result.status).toBe(0);
  });

  it("J1 --add-write-tools adds a write tool and keeps the default ones", () => {
    const result = doctor([
      "--add-write-tools",
      "find_*",
      "--",
      "node",
      BOOKING_SERVER,
      "--state",
      path.join(work, "state3.json"),
    ]);
    expect(result.stdout).toMatch(/^ {2}write +find_bookings +\(add-write-tools\)/m);
    expect(result.stdout).toMatch(/^ {2}write +create_booking +\(annotation readOnlyHint: false\)/m);
  });

  it("J29 --distrust-idempotent-hint (flag or config file): hints shown as distrusted, no hint warning", () => {
    const dir = mkdtempSync(path.join(work, "distrust-"));
    const env = `MEMORY_FILE_PATH=${path.join(dir, "memory.jsonl")}`;
    writeFileSync(path.join(dir, "on.json"), '{ "distrustIdempotentHint": true }');
    for (const how of [["--distrust-idempotent-hint"], ["--config", "on.json"]]) {
      const result = doctor([...how, "--upstream-env", env, "--", "node", MEMORY_SERVER], dir);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(
        "  write        delete_entities      (annotation readOnlyHint: false)  idempotentHint (distrusted)\n",
      );
      expect(result.stdout.match(/^warning: .*$/gm)!.map((line) => line.slice(0, 40))).toEqual([
        "warning: no key field (idempotency_key) ",
      ]);
    }
  });

  it("exit 1 when no tool is a write: nothing can trigger, and the unclassified tools are named", () => {
    const result = doctor(["--write-tools", "none", "--", "node", QUIRKY_SERVER]);
    expect(result.stdout).toBe(
      [
        "upstream: quirky 0.0.1",
        "tools (5):",
        "  unclassified create_item  (matches no pattern)",
        "  unclassified frobnicate   (matches no pattern)",
        "  read         get_item     (default read prefix)",
        "  read         list_items   (annotation readOnlyHint: true)",
        "  unclassified send_note    (matches no pattern)",
        "warning: UNDECIDED TOOLS OUTNUMBER WRITES: 3 of 5 tools undecided, 0 write tools: calls of undecided tools are passed through, never faulted and not judged, so recordings may test little of what the agent does; decide each below (loopgate init writes them to loopgate.json for you to edit)",
        "warning: unclassified tools create_item, frobnicate, send_note: passed through, never faulted, not judged; classify each with --add-write-tools or --read-tools, or set its class in loopgate.json (loopgate init writes it)",
        "",
        "not usable: no write tool: no scenario can trigger and every recording would be NOT_TESTED; classify the writes with --add-write-tools or in loopgate.json (unclassified: create_item, frobnicate, send_note)",
        "",
      ].join("\n"),
    );
    expect(result.status).toBe(1);
  });

  it("warns loudly when undecided tools outnumber the writes: exit 0, and exit 1 with --strict", () => {
    const args = ["--write-tools", "create_item", "--no-config", "--", "node", QUIRKY_SERVER];
    const loud =
      "warning: UNDECIDED TOOLS OUTNUMBER WRITES: 2 of 5 tools undecided, 1 write tool: calls of undecided tools are passed through, never faulted and not judged, so recordings may test little of what the agent does; decide each below (loopgate init writes them to loopgate.json for you to edit)";
    const plain = doctor(args);
    const lines = plain.stdout.split("\n");
    expect([plain.status, lines.find((line) => line.startsWith("warning: "))]).toEqual([0, loud]);
    expect(lines.at(-2)).toBe("usable: 1 write tool; 2 of 5 tools undecided; 3 warnings above");
    const strict = doctor(["--strict", ...args]);
    expect([strict.status, strict.stdout]).toEqual([1, plain.stdout]);
    // One undecided tool beside one write does not outnumber it: no loud line, --strict passes.
    const even = doctor([
      "--strict",
      "--write-tools",
      "create_item",
      "--read-tools",
      "frob*",
      "--no-config",
      "--",
      "node",
      QUIRKY_SERVER,
    ]);
    expect([even.status, even.stdout.includes("OUTNUMBER")]).toEqual([0, false]);
  });

  it("exit 1 when the upstream lists no tools", () => {
    expect(doctor(["--", "node", NO_TOOLS_SERVER])).toEqual({
      status: 1,
      stdout: [
        "upstream: no-tools 0.0.1",
        "tools (0):",
        "",
        "not usable: the upstream lists no tools: there is nothing to record or judge",
        "",
      ].join("\n"),
      stderr: "",
    });
  });

  it("exit 1 with one line when the upstream cannot start; exit 2 on usage errors", () => {
    expect(doctor(["--", "/nonexistent/server"])).toEqual({
      status: 1,
      stdout: "",
      stderr: "loopgate doctor: the upstream failed to start: /nonexistent/server: command not found\n",
    });
    expect(doctor(["--", "node", "-e", "process.exit(3)"])).toEqual({
      status: 1,
      stdout: "",
      stderr: "loopgate doctor: the upstream failed to start: exited with code 3\n",
    });
    expect(doctor(["--bogus", "--", "node", "x.js"])).toEqual({
      status: 2,
      stdout: "",
      stderr: "loopgate doctor: unknown flag --bogus (see 'loopgate doctor --help')\n",
    });
  });

  it("reads ./loopgate.json: its classes, its settings, and where it no longer fits the upstream", () => {
    const dir = mkdtempSync(path.join(work, "config-"));
    writeFileSync(
      path.join(dir, "loopgate.json"),
      JSON.stringify({
        keyFields: ["request_id"],
        tools: {
          create_item: { class: "write" },
          frobnicate: { class: "write" },
          list_items: { class: "read" },
          retired_tool: { class: "read" },
        },
      }),
    );
    const result = doctor(["--", "node", QUIRKY_SERVER], dir);
    expect(result.stdout).toBe(
      [
        "upstream: quirky 0.0.1",
        "config: loopgate.json",
        "tools (5):",
        "  write        create_item  (loopgate.json)",
        "  write        frobnicate   (loopgate.json)",
        "  read         get_item     (default read prefix)",
        "  read         list_items   (loopgate.json)",
        "  write        send_note    (default write pattern)",
        "",
        "verification after a lost answer (J17: a read sharing an argument or a name noun with the write):",
        '  create_item: get_item (by name); list_items (name shares "item")',
        "  frobnicate: none",
        "  send_note: none",
        'warning: no key field (request_id) in create_item, frobnicate, send_note: an agent cannot make a retry safe with a key; judging still counts executions. If they take a key under another name, set it with --key-fields (config "keyFields")',
        'warning: no read tool could show frobnicate, send_note after a lost answer by its arguments or name (J17 a, c: none shares an argument or a name noun); unless the result of a read shows a value of the write (J17 b, e.g. a listing: doctor calls no tool to know), an F1 run ends unverified at best; if another read can show it, classify it with --read-tools (config "readTools")',
        'warning: loopgate.json names tools the upstream does not list: retired_tool; remove them from "tools"',
        'warning: the upstream lists tools loopgate.json does not name: get_item, send_note; add each to "tools" with its class (loopgate init --force rewrites the file)',
        "",
        "usable: 3 write tools; 0 of 5 tools undecided; 4 warnings above",
        "",
      ].join("\n"),
    );
    expect(result.status).toBe(0);
    const flagged = doctor(["--read-tools", "frob*", "--no-config", "--", "node", QUIRKY_SERVER], dir);
    expect(flagged.stdout).toContain("  read         frobnicate   (read-tools)\n");
    expect(flagged.stdout).not.toContain("config:");
  });
});
