import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BOOKING_SERVER } from "../fixtures/agents/cases.mjs";

const root = path.resolve(import.meta.dirname, "..");
const CLI = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
const MEMORY_SERVER = path.join(root, "node_modules", "@modelcontextprotocol", "server-memory", "dist", "index.js");
const work = mkdtempSync(path.join(tmpdir(), "loopgate-doctor-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function doctor(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, "doctor", ...args], { cwd: root, encoding: "utf8", timeout: 20000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("loopgate doctor", () => {
  it("finds the booking server usable: classes, key fields, how each write can be verified", () => {
    const result = doctor(["--", "node", BOOKING_SERVER, "--state", path.join(work, "state.json")]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      [
        "upstream: fixture-booking 1.0.0",
        "tools (5):",
        "  write        cancel_booking       (annotation destructiveHint: true)  key fields: idempotency_key",
        "  write        create_booking       (annotation readOnlyHint: false)  key fields: idempotency_key",
        "  read         find_bookings        (annotation readOnlyHint: true)",
        "  read         get_booking          (annotation readOnlyHint: true)",
        "  read         search_availability  (annotation readOnlyHint: true)",
        "",
        "verification after a lost answer:",
        "  cancel_booking: find_bookings (search by customer_email); get_booking (by booking_id)",
        "  create_booking: find_bookings (by customer_email, check_in); search_availability (by hotel, check_in, nights)",
        "",
        "usable: every write tool has a key field and a way to verify it",
        "",
      ].join("\n"),
    );
  });

  it("applies --write-tools and --key-fields, and reports a published server's missing key fields with exit 1", () => {
    const result = doctor([
      "--key-fields",
      "request_id",
      "--upstream-env",
      `MEMORY_FILE_PATH=${path.join(work, "memory.jsonl")}`,
      "--",
      "node",
      MEMORY_SERVER,
    ]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("  write        create_entities      (annotation readOnlyHint: false)\n");
    expect(result.stdout).toContain(
      "  create_entities: read_graph (no argument (lists everything)); search_nodes (search by query)\n",
    );
    expect(result.stdout).toContain(
      "  - create_entities: no key field (request_id) in its input schema: an agent cannot retry it safely\n",
    );
    expect(result.stdout.match(/^ {2}- /gm)).toHaveLength(6);
    const renamed = doctor([
      "--write-tools",
      "find_*",
      "--",
      "node",
      BOOKING_SERVER,
      "--state",
      path.join(work, "state2.json"),
    ]);
    expect(renamed.status).toBe(1);
    expect(renamed.stdout).toContain("  write        find_bookings        (write-tools)\n");
    expect(renamed.stdout).toContain(
      "  - find_bookings: no key field (idempotency_key) in its input schema: an agent cannot retry it safely\n",
    );
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

  it("fails with one line when the upstream cannot start, and on usage errors", () => {
    expect(doctor(["--", "/nonexistent/server"])).toEqual({
      status: 1,
      stdout: "",
      stderr: "loopgate doctor: the upstream failed to start: /nonexistent/server: command not found\n",
    });
    const usage = doctor(["--bogus", "--", "node", "x.js"]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("unknown flag --bogus");
  });
});
