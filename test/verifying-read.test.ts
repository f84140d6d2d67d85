import { describe, expect, it } from "vitest";
import {
  identifyingValues,
  nameWords,
  ReadMatcher,
  VERIFY_SEARCH_BUDGET,
  resultText,
  sharedNouns,
  toolNouns,
} from "../src/judge/verifying-read.js";

describe("J17 helpers (src/judge/verifying-read.ts)", () => {
  it("J17 nouns: split at _ - . and camelCase humps, leading verb dropped, short words ignored, no letter cut", () => {
    expect(nameWords("getHTTPServer.status_v2-x")).toEqual(["get", "http", "server", "status", "v2", "x"]);
    expect(toolNouns("create_booking")).toEqual(["booking"]);
    expect(toolNouns("list_bookings")).toEqual(["bookings"]);
    // Rules version 3: a noun keeps its letters; "status" was cut to "statu" before.
    expect(toolNouns("check_status")).toEqual(["status"]);
    expect(toolNouns("findBookingsByCustomer")).toEqual(["bookings", "customer"]);
    expect(toolNouns("toggle-simulated-logging")).toEqual(["logging", "simulated"]);
    expect(toolNouns("echo")).toEqual(["echo"]);
    expect(toolNouns("request_planning")).toEqual(["planning"]);
    expect(toolNouns("mark_task_done")).toEqual(["done", "task"]);
    // Only the first word is a verb to drop; `get` later in a name is a word like any other.
    expect(toolNouns("booking_get_ids")).toEqual(["booking", "get"]);
    expect(toolNouns("write")).toEqual([]);
  });

  it("J17 (c) shared nouns: create_booking and list_bookings share booking; toggle-simulated-logging and echo nothing", () => {
    expect(sharedNouns("create_booking", "list_bookings")).toEqual(["booking"]);
    expect(sharedNouns("createBooking", "get-booking")).toEqual(["booking"]);
    expect(sharedNouns("toggle-simulated-logging", "echo")).toEqual([]);
    expect(sharedNouns("mark_task_done", "get_tasks")).toEqual(["task"]);
    expect(sharedNouns("request_planning", "list_requests")).toEqual([]);
    // A trailing s is ignored when nouns are compared, in either direction; the shorter spelling is named.
    expect(sharedNouns("update_tasks", "get_task")).toEqual(["task"]);
    expect(sharedNouns("set_status", "get_status")).toEqual(["status"]);
    expect(sharedNouns("set_status", "get_statu")).toEqual(["statu"]);
    expect(sharedNouns("create_bus", "list_buses")).toEqual([]);
  });

  it("J17 identifying values: string leaves of 4+ characters after trimming, key fields included, lower-cased, no numbers", () => {
    expect(
      identifyingValues({
        customer: { email: " Ada@Example.org ", name: "Ada" },
        nights: 2,
        vip: true,
        items: [{ sku: "SKU-77" }, "abcd"],
        idempotency_key: "K-0001",
        again: "ada@example.org",
      }),
    ).toEqual(["ada@example.org", "sku-77", "abcd", "k-0001"]);
    expect(identifyingValues({ n: 12345678, short: "abc", spaced: "  ab  " })).toEqual([]);
  });

  it("J17 (b) result text: content texts, an embedded resource's text, canonical structuredContent, lower-cased", () => {
    expect(
      resultText({
        content: [
          { type: "text", text: "Booking B-1" },
          { type: "resource", resource: { uri: "x://1", text: "Room 101" } },
          { type: "image", data: "AAAA" },
        ],
        structuredContent: { z: "Z", a: "Ada" },
      }),
    ).toBe('booking b-1\nroom 101\n{"a":"ada","z":"z"}');
    expect(resultText(undefined)).toBe("");
  });

  it("J17 matcher: (a) a shared argument value, (c) a shared noun, (b) a value in the result; none of them is no match", () => {
    const matcher = new ReadMatcher();
    const write = { tool: "toggle-simulated-logging", values: identifyingValues({ level: "Verbose" }) };
    const read = (tool: string, args: Record<string, string>, text = "") => ({
      tool,
      arguments: args,
      result: { content: [{ type: "text", text }] },
    });
    expect(matcher.match(write, read("get-status", { level: "verbose " }))).toEqual({
      by: "argument",
      value: "verbose",
    });
    expect(matcher.match(write, read("get_logging_state", {}))).toEqual({ by: "noun", noun: "logging" });
    expect(matcher.match(write, read("status", {}, "level: VERBOSE"))).toEqual({ by: "result", value: "verbose" });
    expect(matcher.match(write, read("echo", { message: "hello" }, "Echo: hello"))).toBeNull();
    expect(matcher.budgetExhausted).toBe(false);
  });

  it("J17 matcher: the search is bounded: once the budget is spent no read matches", () => {
    expect(VERIFY_SEARCH_BUDGET).toBe(268435456);
    // Each read costs 1 + 2 values + 1 noun before its 2 × text-length search.
    const matcher = new ReadMatcher(112);
    const write = { tool: "book_room", values: ["zzzz", "yyyy"] };
    const read = (text: string, args: Record<string, string> = {}) => ({
      tool: "status",
      arguments: args,
      result: { content: [{ type: "text", text }] },
    });
    expect(matcher.match(write, read(`${"x".repeat(46)}zzzz`))).toEqual({ by: "result", value: "zzzz" });
    expect(matcher.budgetExhausted).toBe(false);
    expect(matcher.match(write, read(`${"x".repeat(47)}zzzz`))).toBeNull();
    expect(matcher.budgetExhausted).toBe(true);
    expect(matcher.match(write, read("zzzz"))).toBeNull();
    expect(matcher.match(write, read("zzzz", { q: "ZZZZ" }))).toBeNull();
  });
});
