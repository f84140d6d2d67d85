// Synthetic recordings for `npm run bench` and the worker-thread tests: each write of
// `book_room` is its own operation, every fourth call a read, the first write an F1 ghost
// that a read later verifies (J17: it asks for the guest the write named). Deterministic:
// recording `index` is always the same bytes.

const header = (scenario) =>
  JSON.stringify({
    type: "header",
    format: "loopgate.recording/1",
    recorder: { name: "loopgate", version: "bench" },
    labels: {},
    config: {
      scenario,
      retryAfterSeconds: 60,
      chaos: null,
      writeTools: null,
      readTools: [],
      keyFields: null,
      upstreamTimeoutMs: 60000,
    },
  });

const tools = JSON.stringify({
  type: "tools",
  t: 0,
  tools: [
    {
      name: "book_room",
      inputSchema: {
        type: "object",
        properties: { guest: { type: "string" }, room: { type: "string" }, nights: { type: "number" } },
      },
    },
    { name: "get_booking", annotations: { readOnlyHint: true } },
  ],
});

function callLines(seq, t, tool, args, fault = null) {
  const cls = tool === "get_booking" ? "read" : "write";
  const result = { content: [{ type: "text", text: `{"ok":true,"n":${seq}}` }] };
  const lines = [
    JSON.stringify({ type: "call", seq, t, id: seq, tool, arguments: args, class: cls, fault, forwarded: true }),
  ];
  lines.push(JSON.stringify({ type: "upstream", seq, t: t + 3, outcome: "result", result }));
  lines.push(
    JSON.stringify(
      fault === "F1"
        ? {
            type: "delivered",
            seq,
            t: t + 4,
            source: "injected",
            result: { content: [{ type: "text", text: '{"error":"timeout"}' }], isError: true },
          }
        : { type: "delivered", seq, t: t + 4, source: "upstream", result },
    ),
  );
  return lines;
}

/** One recording of `calls` calls, as JSONL text. */
export function syntheticRecording(index, calls) {
  const lines = [header("F1"), tools];
  for (let seq = 1; seq <= calls; seq += 1) {
    const t = seq * 10;
    if (seq % 4 === 0) lines.push(...callLines(seq, t, "get_booking", { guest: `guest-${index}` }));
    else
      lines.push(
        ...callLines(
          seq,
          t,
          "book_room",
          { guest: `guest-${index}`, room: String(seq), nights: (seq % 3) + 1 },
          seq === 1 ? "F1" : null,
        ),
      );
  }
  lines.push(JSON.stringify({ type: "end", t: calls * 10 + 10, reason: "client_closed" }));
  return `${lines.join("\n")}\n`;
}

/** One recording of `writes` distinct writes after an F1 ghost: the worst case for near-duplicate checks. */
export function distinctWritesRecording(writes) {
  const lines = [header("F1"), tools];
  for (let seq = 1; seq <= writes; seq += 1)
    lines.push(
      ...callLines(seq, seq * 10, "book_room", { guest: "Ada", room: String(seq), nights: 2 }, seq === 1 ? "F1" : null),
    );
  lines.push(JSON.stringify({ type: "end", t: writes * 10 + 1000, reason: "client_closed" }));
  return `${lines.join("\n")}\n`;
}
