/** What loopgate prints and writes for the fixture booking server, shared by the doctor, init and docs tests. */
import path from "node:path";
import { ROOT } from "./paths.js";

export const BOOKING_SERVER = path.join(ROOT, "fixtures", "upstreams", "booking-server.mjs");

/** Its tool lines, as doctor and init print them. */
export const BOOKING_TOOL_LINES = [
  "tools (5):",
  "  write        cancel_booking       (annotation destructiveHint: true)  key fields: idempotency_key",
  "  write        create_booking       (annotation readOnlyHint: false)  key fields: idempotency_key",
  "  read         find_bookings        (annotation readOnlyHint: true)",
  "  read         get_booking          (annotation readOnlyHint: true)",
  "  read         search_availability  (annotation readOnlyHint: true)",
];

/** The loopgate.json init writes for it (docs/config.md shows it too). */
export const BOOKING_CONFIG = [
  "{",
  '  "addWriteTools": [],',
  '  "readTools": [],',
  '  "keyFields": ["idempotency_key"],',
  '  "distrustIdempotentHint": false,',
  '  "tools": {',
  '    "cancel_booking": { "class": "write", "why": "annotation destructiveHint: true", "keyFields": ["idempotency_key"] },',
  '    "create_booking": { "class": "write", "why": "annotation readOnlyHint: false", "keyFields": ["idempotency_key"] },',
  '    "find_bookings": { "class": "read", "why": "annotation readOnlyHint: true" },',
  '    "get_booking": { "class": "read", "why": "annotation readOnlyHint: true" },',
  '    "search_availability": { "class": "read", "why": "annotation readOnlyHint: true" }',
  "  }",
  "}",
  "",
].join("\n");
