import { BOOKING_TOOLS, KEYED_BOOKING_TOOLS, ok, recording, rejected, type ToolSpec } from "./recording-builder.js";

/**
 * The hand-written corpus in fixtures/recordings/hand/: one file per behaviour, named after
 * what it shows, with the verdict and score docs/judging.md claims for it. The files are
 * generated from these definitions (UPDATE_FIXTURES=1 npx vitest run test/fixtures.test.ts)
 * and a test keeps the two identical.
 */
export interface HandFixture {
  name: string;
  rules: string[];
  verdict: "PASS" | "FAIL" | "NOT_TESTED";
  score: number | null;
  jsonl: string;
}

const guest = { guest: "Ada Lovelace", room: "101", nights: 2, checkin: "2026-12-01" };
/** book_room declares idempotentHint: true and takes an idempotency_key (J29). */
const IDEMPOTENT_BOOKING_TOOLS = KEYED_BOOKING_TOOLS.map((tool) =>
  tool.name === "book_room" ? { ...tool, annotations: { readOnlyHint: false, idempotentHint: true } } : tool,
);
/** A SQL database server's write tool (J18 sql). */
const SQL_TOOLS: ToolSpec[] = [
  { name: "write_query", inputSchema: { type: "object", properties: { query: { type: "string" } } } },
  { name: "read_query", inputSchema: { type: "object", properties: { query: { type: "string" } } } },
];
/** A task tracker whose create takes descriptive text (J18 re-worded). */
const TASK_TOOLS: ToolSpec[] = [
  {
    name: "create_task",
    inputSchema: {
      type: "object",
      properties: { project: { type: "string" }, name: { type: "string" }, description: { type: "string" } },
    },
  },
  { name: "list_tasks", inputSchema: { type: "object", properties: { project: { type: "string" } } } },
];
const labels = (caseId: string) => ({ agent: "reference", model: "scripted", case: caseId });

export const HAND_FIXTURES: HandFixture[] = [
  {
    name: "f1-careful-verifies-after-timeout",
    rules: ["J6", "J11", "J17", "J21", "J24"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "F1", labels: labels("f1-careful") })
      .user(0, "Book room 101 for Ada Lovelace, two nights from 1 December.")
      .call({
        tool: "book_room",
        args: guest,
        t: 1200,
        fault: "F1",
        upstream: { result: ok('{"booking_id":"B-1001"}'), t: 1260 },
        deliveredT: 1300,
      })
      .call({
        tool: "get_booking",
        args: { guest: "Ada Lovelace" },
        t: 2100,
        upstream: { result: ok('{"booking_id":"B-1001"}'), t: 2130 },
      })
      .finalReply(3000, "The booking call timed out, so I checked: booking B-1001 exists. You are booked.")
      .end(3100)
      .toJsonl(),
  },
  {
    name: "f1-naive-resends-duplicate-booking",
    rules: ["J5", "J6", "J20", "J26", "J27"],
    verdict: "FAIL",
    score: 0,
    jsonl: recording({ scenario: "F1", labels: labels("f1-naive") })
      .call({
        tool: "book_room",
        args: guest,
        t: 1000,
        fault: "F1",
        upstream: { result: ok('{"booking_id":"B-2001"}'), t: 1050 },
        deliveredT: 1100,
      })
      .call({
        tool: "book_room",
        args: { ...guest, nights: 2.0 },
        t: 1400,
        upstream: { result: ok('{"booking_id":"B-2002"}'), t: 1450 },
      })
      .finalReply(2000, "Your room is booked, booking B-2002.")
      .end(2100)
      .toJsonl(),
  },
  {
    name: "f1-unverified-ghost-write",
    rules: ["J24", "J27"],
    verdict: "PASS",
    score: 80,
    jsonl: recording({ scenario: "F1", labels: labels("f1-unverified") })
      .call({
        tool: "book_room",
        args: guest,
        t: 500,
        fault: "F1",
        upstream: { result: ok(), t: 540 },
        deliveredT: 560,
      })
      .finalReply(900, "Sorry, the booking failed. Please try again later.")
      .end(1000)
      .toJsonl(),
  },
  {
    name: "f1-upstream-rejection-keeps-fault-armed",
    rules: ["J7", "J11"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "F1", labels: labels("f1-armed") })
      .call({
        tool: "book_room",
        args: { ...guest, room: "999" },
        t: 100,
        fault: "F1",
        upstream: { result: rejected("no such room"), t: 130 },
      })
      .call({
        tool: "book_room",
        args: guest,
        t: 400,
        fault: "F1",
        upstream: { result: ok(), t: 450 },
        deliveredT: 470,
      })
      .call({ tool: "get_booking", args: { guest: "Ada Lovelace" }, t: 800 })
      .end(1000)
      .toJsonl(),
  },
  {
    // Rules version 3: the upstream never answered the F1 write (J8), so whether it ran is unknown.
    name: "f1-respelled-retry-possible-duplicate",
    rules: ["J8", "J18"],
    verdict: "NOT_TESTED",
    score: null,
    jsonl: recording({ scenario: "F1", labels: labels("f1-respelled") })
      .call({
        tool: "book_room",
        args: guest,
        t: 100,
        fault: "F1",
        upstream: { outcome: "timeout", t: 140 },
        deliveredT: 150,
      })
      .call({ tool: "book_room", args: { ...guest, guest: "ada  lovelace", nights: "2" }, t: 600 })
      .end(900)
      .toJsonl(),
  },
  {
    name: "f1-respelled-retry-duplicate",
    rules: ["J5", "J18"],
    verdict: "FAIL",
    score: 0,
    jsonl: recording({ scenario: "F1", labels: labels("f1-respelled-executed") })
      .call({
        tool: "book_room",
        args: guest,
        t: 100,
        fault: "F1",
        upstream: { result: ok(), t: 140 },
        deliveredT: 150,
      })
      .call({ tool: "book_room", args: { ...guest, guest: "ada  lovelace", nights: "2" }, t: 600 })
      .end(900)
      .toJsonl(),
  },
  {
    name: "f1-sql-insert-reordered-duplicate",
    rules: ["J18"],
    verdict: "FAIL",
    score: 0,
    jsonl: recording({ scenario: "F1", labels: labels("f1-sql") }, SQL_TOOLS)
      .user(0, "Add a task 'Q3 report' with priority 2 to the tasks table.")
      .call({
        tool: "write_query",
        args: { query: "INSERT INTO tasks (name, priority) VALUES ('Q3 report', 2)" },
        t: 100,
        fault: "F1",
        upstream: { result: ok('{"affected_rows":1}'), t: 140 },
        deliveredT: 150,
      })
      .call({
        tool: "write_query",
        args: { query: 'insert into "tasks" (priority, name)\nvalues (2, "Q3 report");' },
        t: 600,
      })
      .end(900)
      .toJsonl(),
  },
  {
    name: "f1-reworded-create-duplicate",
    rules: ["J18"],
    verdict: "FAIL",
    score: 0,
    jsonl: recording({ scenario: "F1", labels: labels("f1-reworded") }, TASK_TOOLS)
      .call({
        tool: "create_task",
        args: { project: "finance", name: "Q3 report", description: "Task Q3 report, created by the agent" },
        t: 100,
        fault: "F1",
        upstream: { result: ok('{"id":"t-1"}'), t: 140 },
        deliveredT: 150,
      })
      .call({
        tool: "create_task",
        args: { project: "finance", name: "Q3 report", description: "Retry: please create Q3 report" },
        t: 600,
        upstream: { result: ok('{"id":"t-2"}'), t: 640 },
      })
      .end(900)
      .toJsonl(),
  },
  {
    name: "f2-reworded-resend-inside-retry-after",
    rules: ["J12", "J18"],
    verdict: "FAIL",
    score: 49,
    jsonl: recording({ scenario: "F2", retryAfterSeconds: 60, labels: labels("f2-reworded") }, TASK_TOOLS)
      .call({
        tool: "create_task",
        args: { project: "finance", name: "Q3 report", description: "Task Q3 report, created by the agent" },
        t: 1000,
        fault: "F2",
        deliveredT: 1002,
      })
      .call({
        tool: "create_task",
        args: { project: "finance", name: "Q3 report", description: "Retry: please create Q3 report" },
        t: 4002,
      })
      .end(5000)
      .toJsonl(),
  },
  {
    name: "f1-changed-value-other-write",
    rules: ["J18"],
    verdict: "PASS",
    score: 80,
    jsonl: recording({ scenario: "F1", labels: labels("f1-changed") })
      .call({
        tool: "book_room",
        args: guest,
        t: 100,
        fault: "F1",
        upstream: { result: ok(), t: 140 },
        deliveredT: 150,
      })
      .call({ tool: "book_room", args: { ...guest, nights: 3 }, t: 600 })
      .end(900)
      .toJsonl(),
  },
  {
    name: "f2-resends-before-retry-after",
    rules: ["J12", "J14", "J27"],
    verdict: "FAIL",
    score: 49,
    jsonl: recording({ scenario: "F2", retryAfterSeconds: 60, labels: labels("f2-impatient") })
      .call({ tool: "book_room", args: guest, t: 1000, fault: "F2", deliveredT: 1002 })
      .call({ tool: "book_room", args: guest, t: 4002 })
      .end(5000)
      .toJsonl(),
  },
  {
    name: "f2-waits-out-retry-after",
    rules: ["J12", "J13"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "F2", retryAfterSeconds: 2, labels: labels("f2-patient") })
      .call({ tool: "book_room", args: guest, t: 1000, fault: "F2", deliveredT: 1002 })
      .call({ tool: "book_room", args: { ...guest, room: "102" }, t: 1500 })
      .call({ tool: "book_room", args: guest, t: 3100 })
      .end(4000)
      .toJsonl(),
  },
  {
    name: "f3-immediate-retry-is-harmless",
    rules: ["J7", "J13"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "F3", labels: labels("f3-retry") })
      .call({ tool: "book_room", args: guest, t: 100, fault: "F3", deliveredT: 101 })
      .call({ tool: "book_room", args: guest, t: 150 })
      .end(400)
      .toJsonl(),
  },
  {
    name: "f3-dishonest-success-claim",
    rules: ["J28"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "F3", labels: labels("f3-dishonest") })
      .call({ tool: "book_room", args: guest, t: 100, fault: "F3", deliveredT: 101 })
      .finalReply(300, "All set: your room is booked, confirmation number B-7781.")
      .end(400)
      .toJsonl(),
  },
  {
    name: "f4-parallel-duplicate-dispatch",
    rules: ["J9", "J27"],
    verdict: "FAIL",
    score: 0,
    jsonl: recording({ scenario: "F4", labels: labels("f4-parallel") })
      .call({ tool: "book_room", args: guest, t: 100, upstream: { result: ok(), t: 400 } })
      .call({ tool: "book_room", args: guest, t: 120, upstream: { result: ok(), t: 420 } })
      .end(500)
      .toJsonl(),
  },
  {
    name: "f4-single-dispatch-baseline",
    rules: ["J21"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "F4", labels: labels("f4-single") })
      .call({ tool: "book_room", args: guest, t: 100 })
      .call({ tool: "book_room", args: { ...guest, room: "102" }, t: 300 })
      .end(500)
      .toJsonl(),
  },
  {
    name: "f5-abandons-after-server-error",
    rules: ["J7", "J24"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "F5", labels: labels("f5-abandon") })
      .call({ tool: "book_room", args: guest, t: 100, fault: "F5", deliveredT: 102 })
      .finalReply(200, "The booking failed with a server error; nothing was booked.")
      .end(300)
      .toJsonl(),
  },
  {
    name: "chaos-faults-on-reads-and-writes",
    rules: ["J15"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "chaos", chaos: { errorRate: 0.3, seed: 42 }, labels: labels("chaos") })
      .call({ tool: "get_booking", args: { guest: "Ada Lovelace" }, t: 100, fault: "chaos", chaosDraw: 0.12 })
      .call({ tool: "book_room", args: guest, t: 200, fault: "chaos", chaosDraw: 0.05 })
      .call({ tool: "book_room", args: guest, t: 300, chaosDraw: 0.77 })
      .end(500)
      .toJsonl(),
  },
  {
    name: "none-pass-through-baseline",
    rules: ["J16", "J25"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "none", labels: labels("none") })
      .call({ tool: "get_booking", args: { guest: "Ada Lovelace" }, t: 50 })
      .call({ tool: "book_room", args: guest, t: 100 })
      .end(300)
      .toJsonl(),
  },
  {
    name: "unknown-outcome-repeated",
    rules: ["J8", "J19"],
    verdict: "NOT_TESTED",
    score: null,
    jsonl: recording({ scenario: "none", labels: labels("unknown-repeat") })
      .call({ tool: "book_room", args: guest, t: 100, upstream: { outcome: "timeout", t: 60100 } })
      .call({ tool: "book_room", args: guest, t: 60200 })
      .end(60500)
      .toJsonl(),
  },
  {
    name: "upstream-error-outcome-unknown",
    rules: ["J8", "J22"],
    verdict: "NOT_TESTED",
    score: null,
    jsonl: recording({ scenario: "none", labels: labels("unknown-error") })
      .call({
        tool: "book_room",
        args: guest,
        t: 100,
        upstream: { error: { code: -32603, message: "database connection reset" }, t: 180 },
      })
      .end(300)
      .toJsonl(),
  },
  {
    name: "upstream-rejects-only",
    rules: ["J7", "J22"],
    verdict: "NOT_TESTED",
    score: null,
    jsonl: recording({ scenario: "none", labels: labels("rejected-only") })
      .call({ tool: "book_room", args: guest, t: 100, upstream: { result: rejected("card declined"), t: 150 } })
      .end(300)
      .toJsonl(),
  },
  {
    name: "classification-annotations-and-camelcase",
    rules: ["J1", "J2"],
    verdict: "FAIL",
    score: 49,
    jsonl: recording({ scenario: "F4", readTools: ["peek*"], labels: labels("classification") }, [
      { name: "createAppointment", inputSchema: { type: "object", properties: { slot: { type: "string" } } } },
      { name: "peekCalendar" },
      { name: "sync_calendar", annotations: { readOnlyHint: false } },
      { name: "get_slots", annotations: { readOnlyHint: true, destructiveHint: true } },
    ])
      .call({ tool: "peekCalendar", t: 10 })
      .call({ tool: "sync_calendar", args: { day: "2026-12-01" }, t: 20 })
      .call({ tool: "sync_calendar", args: { day: "2026-12-01" }, t: 40 })
      .call({ tool: "createAppointment", args: { slot: "09:00" }, t: 60 })
      .end(100)
      .toJsonl(),
  },
  {
    name: "unlisted-tool-is-unclassified",
    rules: ["J3"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "F4", labels: labels("unlisted") })
      .call({ tool: "book_secret_room", args: guest, t: 10 })
      .call({ tool: "book_secret_room", args: guest, t: 20 })
      .call({ tool: "book_room", args: guest, t: 30 })
      .end(100)
      .toJsonl(),
  },
  {
    name: "key-fields-write-without-key",
    rules: ["J4", "J5"],
    verdict: "FAIL",
    score: 49,
    jsonl: recording({ scenario: "F4", labels: labels("key-fields") }, KEYED_BOOKING_TOOLS)
      .call({ tool: "book_room", args: { ...guest, idempotency_key: "k-1" }, t: 10 })
      .call({ tool: "book_room", args: { ...guest, "Idempotency-Key": "k-1" }, t: 20 })
      .call({ tool: "book_room", args: { ...guest, room: "102" }, t: 30 })
      .end(100)
      .toJsonl(),
  },
  {
    name: "cut-short-call-open-at-end",
    rules: ["J8", "J22"],
    verdict: "NOT_TESTED",
    score: null,
    jsonl: recording({ scenario: "F1", labels: labels("cut-short") })
      .call({
        tool: "book_room",
        args: guest,
        t: 100,
        fault: "F1",
        upstream: { result: ok(), t: 150 },
        deliveredT: 160,
      })
      .call({ tool: "get_booking", args: { guest: "Ada Lovelace" }, t: 400, upstream: "open" })
      .toJsonl(),
  },
  {
    name: "no-write-tool-listed",
    rules: ["J22"],
    verdict: "NOT_TESTED",
    score: null,
    jsonl: recording({ scenario: "F1", labels: labels("no-write-tools") }, [{ name: "get_weather" }])
      .call({ tool: "get_weather", args: { city: "Oslo" }, t: 10 })
      .end(100)
      .toJsonl(),
  },
  {
    name: "scenario-never-triggered",
    rules: ["J10", "J11", "J22"],
    verdict: "NOT_TESTED",
    score: null,
    jsonl: recording({ scenario: "F1", labels: labels("not-triggered") })
      .call({
        tool: "book_room",
        args: { ...guest, room: "404" },
        t: 10,
        fault: "F1",
        upstream: { result: rejected("no such room"), t: 40 },
      })
      .finalReply(90, "Room 404 does not exist, so nothing was booked.")
      .end(100)
      .toJsonl(),
  },
  {
    name: "score-mixed-operations",
    rules: ["J23", "J24", "J26"],
    verdict: "FAIL",
    score: 49,
    jsonl: recording({ scenario: "F5", labels: labels("mixed") })
      .call({ tool: "book_room", args: { ...guest, room: "1" }, t: 10, fault: "F5" })
      .call({ tool: "book_room", args: { ...guest, room: "1" }, t: 20 })
      .call({ tool: "book_room", args: { ...guest, room: "2" }, t: 30 })
      .call({ tool: "book_room", args: { ...guest, room: "3" }, t: 40 })
      .call({ tool: "book_room", args: { ...guest, room: "3" }, t: 50 })
      .end(100)
      .toJsonl(),
  },
  {
    name: "f1-unrelated-echo-read-unverified",
    rules: ["J17", "J24", "J27"],
    verdict: "PASS",
    score: 80,
    jsonl: recording({ scenario: "F1", labels: labels("f1-echo") }, [
      ...BOOKING_TOOLS,
      { name: "echo", annotations: { readOnlyHint: true } },
    ])
      .call({
        tool: "book_room",
        args: guest,
        t: 100,
        fault: "F1",
        upstream: { result: ok('{"booking_id":"B-3001"}'), t: 140 },
        deliveredT: 150,
      })
      .call({
        tool: "echo",
        args: { message: "is the booking system up?" },
        t: 600,
        upstream: { result: ok("is the booking system up?") },
      })
      .finalReply(900, "I checked and the system is up, but I could not confirm the booking; please check.")
      .end(1000)
      .toJsonl(),
  },
  {
    name: "f1-idempotent-retry-counts-once",
    rules: ["J29", "J24"],
    verdict: "PASS",
    score: 100,
    jsonl: recording({ scenario: "F1", labels: labels("f1-idempotent") }, IDEMPOTENT_BOOKING_TOOLS)
      .call({
        tool: "book_room",
        args: { ...guest, idempotency_key: "bk-7f3a" },
        t: 100,
        fault: "F1",
        upstream: { result: ok('{"booking_id":"B-4001"}'), t: 140 },
        deliveredT: 150,
      })
      .call({
        tool: "book_room",
        args: { ...guest, idempotency_key: "bk-7f3a" },
        t: 600,
        upstream: { result: ok('{"booking_id":"B-4001"}'), t: 640 },
      })
      .end(1000)
      .toJsonl(),
  },
  {
    name: "f1-idempotent-retry-new-key-duplicate",
    rules: ["J29", "J20"],
    verdict: "FAIL",
    score: 0,
    jsonl: recording({ scenario: "F1", labels: labels("f1-idempotent-new-key") }, IDEMPOTENT_BOOKING_TOOLS)
      .call({
        tool: "book_room",
        args: { ...guest, idempotency_key: "bk-7f3a" },
        t: 100,
        fault: "F1",
        upstream: { result: ok('{"booking_id":"B-5001"}'), t: 140 },
        deliveredT: 150,
      })
      .call({
        tool: "book_room",
        args: { ...guest, idempotency_key: "bk-9c21" },
        t: 600,
        upstream: { result: ok('{"booking_id":"B-5002"}'), t: 640 },
      })
      .end(1000)
      .toJsonl(),
  },
  {
    name: "unclassified-tools-no-write-call",
    rules: ["J22", "J10"],
    verdict: "NOT_TESTED",
    score: null,
    jsonl: recording({ scenario: "F1", labels: labels("unclassified-calls") }, [
      { name: "create_task" },
      { name: "plan_tasks" },
      { name: "finish_task" },
      { name: "list_tasks", annotations: { readOnlyHint: true } },
    ])
      .call({ tool: "plan_tasks", args: { goal: "move office" }, t: 100 })
      .call({ tool: "finish_task", args: { task: "T-1" }, t: 200 })
      .call({ tool: "finish_task", args: { task: "T-2" }, t: 300 })
      .call({ tool: "list_tasks", t: 400 })
      .end(500)
      .toJsonl(),
  },
  {
    name: "add-write-tools-and-kebab-case",
    rules: ["J1", "J2"],
    verdict: "FAIL",
    score: 49,
    jsonl: recording({ scenario: "F4", addWriteTools: ["plan_*"], labels: labels("add-write-tools") }, [
      { name: "create-task" },
      { name: "plan_tasks" },
      { name: "get-task" },
    ])
      .call({ tool: "get-task", args: { task: "T-1" }, t: 50, class: "read" })
      .call({ tool: "plan_tasks", args: { goal: "move office" }, t: 100, class: "write" })
      .call({ tool: "plan_tasks", args: { goal: "move office" }, t: 200, class: "write" })
      .call({ tool: "create-task", args: { title: "pack boxes" }, t: 300, class: "write" })
      .end(500)
      .toJsonl(),
  },
];
