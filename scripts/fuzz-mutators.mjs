// Mutations for scripts/fuzz.mjs: each takes the bytes of a file and a seeded random source
// and returns new bytes. Generic ones work on any file (recordings, histories, reports);
// semantic ones edit recording events the way a careless hand or a hostile pull request would.
import { createHash } from "node:crypto";

/** mulberry32, as the recorder's chaos mode: fully determined by its seed. */
export function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (n) => Math.floor(next() * n);
  next.pick = (items) => items[next.int(items.length)];
  return next;
}

/** Values JSON.parse cannot make or the judge must not trip over, written into the text as is. */
const RAW_VALUES = [
  "1e400",
  "-1e400",
  "9".repeat(400),
  `1${"0".repeat(230)}e99`,
  `${"[".repeat(1001)}${"]".repeat(1001)}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

const VALUES = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  -1e-300,
  "",
  "x".repeat(70_000),
  "::error file=a,line=1::pwned%0A::add-mask::x",
  "]]><![CDATA[",
  "<img src=x onerror=alert(1)> [click](javascript:alert(1)) @acme/team #1 | `x` ```",
  "\u202e\u2066evil\u2069 \u200b\ufeff",
  "\ud800 \udc00",
  "\u0000\u0007\u001b[31mred\u001b]8;;https://evil.example\u0007",
  "__proto__",
  "F1",
  "write",
  "end",
  "call",
  "chaos",
  "client_closed",
  "loopgate.recording/2",
  [],
  {},
  [1, [2, [3, [4]]]],
  { isError: true, content: [{ type: "text", text: '{"status":429,"retry_after":-5}' }] },
];

const SCENARIOS = ["none", "F1", "F2", "F3", "F4", "F5", "chaos", "F9", null];
const FAULTS = [null, "F1", "F2", "F3", "F5", "chaos", "F4"];
const OUTCOMES = ["result", "error", "timeout", "lost", "maybe"];

function splitLines(bytes) {
  return bytes.toString("latin1").split("\n");
}

function joinLines(lines) {
  return Buffer.from(lines.join("\n"), "latin1");
}

// ---------------------------------------------------------------- generic

function byteFlip(bytes, rng) {
  const out = Buffer.from(bytes);
  if (out.length === 0) return Buffer.from([rng.int(256)]);
  for (let n = 1 + rng.int(6); n > 0; n--) {
    const at = rng.int(out.length);
    out[at] = rng() < 0.5 ? out[at] ^ (1 << rng.int(8)) : rng.pick([0x0a, 0x22, 0x7b, 0x7d, 0x5c, 0x00, 0xc3, 0xff]);
  }
  return out;
}

function truncate(bytes, rng) {
  return bytes.subarray(0, rng.int(bytes.length + 1));
}

function lineDelete(bytes, rng) {
  const lines = splitLines(bytes);
  lines.splice(rng.int(lines.length), 1);
  return joinLines(lines);
}

function lineDuplicate(bytes, rng) {
  const lines = splitLines(bytes);
  const at = rng.int(lines.length);
  lines.splice(rng.int(lines.length + 1), 0, lines[at]);
  return joinLines(lines);
}

function lineSwap(bytes, rng) {
  const lines = splitLines(bytes);
  const a = rng.int(lines.length);
  const b = rng.int(lines.length);
  [lines[a], lines[b]] = [lines[b], lines[a]];
  return joinLines(lines);
}

/** Every path to a value in `value`, up to `depth` levels. */
function paths(value, depth, prefix = []) {
  const out = [prefix];
  if (depth === 0 || value === null || typeof value !== "object") return out;
  for (const key of Object.keys(value)) out.push(...paths(value[key], depth - 1, [...prefix, key]));
  return out;
}

/** Replaces one value of one JSON line by an awkward one, or renames a key. */
function jsonValue(bytes, rng) {
  const lines = bytes.toString("utf8").split("\n");
  const candidates = lines.map((line, index) => index).filter((index) => lines[index].trim().startsWith("{"));
  if (candidates.length === 0) return byteFlip(bytes, rng);
  const index = rng.pick(candidates);
  let value;
  try {
    value = JSON.parse(lines[index]);
  } catch {
    return byteFlip(bytes, rng);
  }
  const path = rng.pick(paths(value, 8).slice(1));
  if (path === undefined) return byteFlip(bytes, rng);
  const parent = path.slice(0, -1).reduce((node, key) => node[key], value);
  const key = path.at(-1);
  let raw = null;
  if (rng() < 0.15 && !Array.isArray(parent)) {
    parent[rng.pick(["__proto__", "constructor", "", "type", "sha256", "x\u0000"])] = parent[key];
    delete parent[key];
  } else if (rng() < 0.25) {
    raw = rng.pick(RAW_VALUES);
    parent[key] = "\u0001RAW\u0001";
  } else {
    parent[key] = structuredClone(rng.pick(VALUES));
  }
  let text = JSON.stringify(value);
  if (raw !== null) text = text.replace('"\\u0001RAW\\u0001"', raw);
  lines[index] = text;
  return Buffer.from(lines.join("\n"), "utf8");
}

export const GENERIC = { byteFlip, truncate, lineDelete, lineDuplicate, lineSwap, jsonValue };

// ---------------------------------------------------------------- semantic (recordings)

function events(bytes) {
  return bytes
    .toString("utf8")
    .split("\n")
    .map((text) => {
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    });
}

function write(items) {
  return Buffer.from(items.map((item) => (typeof item === "string" ? item : JSON.stringify(item))).join("\n"), "utf8");
}

const ofType = (items, type) => items.filter((item) => typeof item === "object" && item?.type === type);

/** The header's config when it is an object: an earlier mutation may have made it `true` or a string. */
function headerConfig(items) {
  const config = ofType(items, "header")[0]?.config;
  return typeof config === "object" && config !== null ? config : undefined;
}

/** One edit a person (or a pull request) could make to the events, each valid JSON. */
const EDITS = [
  (items, rng) => {
    const calls = ofType(items, "call");
    if (calls.length >= 2) rng.pick(calls).seq = rng.pick(calls).seq;
  },
  (items, rng) => {
    const call = rng.pick(ofType(items, "call"));
    if (call) call.fault = rng.pick(FAULTS);
  },
  (items, rng) => {
    const call = rng.pick(ofType(items, "call"));
    if (call) call.forwarded = !call.forwarded;
  },
  (items, rng) => {
    const upstream = rng.pick(ofType(items, "upstream"));
    if (upstream) upstream.outcome = rng.pick(OUTCOMES);
  },
  (items, rng) => {
    const event = rng.pick(items.filter((item) => typeof item === "object" && item && "t" in item));
    if (event) event.t = rng.pick([-1, 0, 1e15, Number.MAX_SAFE_INTEGER, 0.0001, event.t / 2]);
  },
  (items, rng) => {
    const call = rng.pick(ofType(items, "call"));
    if (call) call.tool = rng.pick(["create_booking", "get_booking", "book_room", "mark_done", "x".repeat(300), ""]);
  },
  (items, rng) => {
    const call = rng.pick(ofType(items, "call"));
    if (call) call.class = rng.pick(["write", "read", "unclassified", "admin"]);
  },
  (items, rng) => {
    const config = headerConfig(items);
    if (config) config.scenario = rng.pick(SCENARIOS);
  },
  (items, rng) => {
    const config = headerConfig(items);
    if (config) config.retryAfterSeconds = rng.pick([0, 1, 86400, 86401, -1, 0.5]);
  },
  (items, rng) => {
    const header = ofType(items, "header")[0];
    if (header) header.labels = rng.pick([{ case: "a/../b" }, { case: "" }, { "": "x" }, "labels", { case: "@team" }]);
  },
  (items, rng) => {
    const call = rng.pick(ofType(items, "call"));
    if (call) items.splice(items.indexOf(call) + 1, 0, { ...call, seq: 10_000 + rng.int(1000) });
  },
  (items, rng) => {
    const text = rng.pick(["Please try again.", "Booked successfully: BK-1.", "It failed, sorry.", "I am not sure."]);
    items.splice(rng.int(items.length), 0, { type: rng.pick(["user", "final_reply"]), t: rng.int(5000), text });
  },
  (items, rng) => {
    const end = ofType(items, "end")[0];
    if (!end) return;
    items.splice(items.indexOf(end), 1);
    if (rng() < 0.5) items.splice(1 + rng.int(items.length), 0, end);
  },
  (items, rng) => {
    const end = ofType(items, "end")[0];
    if (end) end.sha256 = rng.pick(["0".repeat(64), "A".repeat(64), "", 42, null]);
  },
  (items, rng) => {
    const delivered = rng.pick(ofType(items, "delivered"));
    if (delivered) delivered.source = rng.pick(["upstream", "injected", "recorder", "agent"]);
  },
];

function semantic(bytes, rng) {
  const items = events(bytes);
  for (let n = 1 + rng.int(3); n > 0; n--) rng.pick(EDITS)(items, rng);
  return write(items);
}

/**
 * The recorder's seal, recomputed over whatever now precedes the last line when that line
 * is an end event: most mutants should reach the judge, not stop at EDITED_AFTER_RECORDING.
 */
export function reseal(bytes) {
  const text = bytes.toString("utf8");
  const trimmed = text.replace(/\n+$/, "");
  const start = trimmed.lastIndexOf("\n") + 1;
  let end;
  try {
    end = JSON.parse(trimmed.slice(start));
  } catch {
    return bytes;
  }
  if (end === null || typeof end !== "object" || end.type !== "end") return bytes;
  const before = Buffer.from(trimmed.slice(0, start), "utf8");
  end.sha256 = createHash("sha256").update(before).digest("hex");
  return Buffer.concat([before, Buffer.from(`${JSON.stringify(end)}\n`, "utf8")]);
}

export const RECORDING = { ...GENERIC, semantic };

// ---------------------------------------------------------------- shard reports (merge)

/** An own key, `__proto__` included (plain assignment would set the prototype, which JSON leaves out). */
function setKey(target, key, value) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Edits of a shard's JSON report that `merge` must refuse with one line, never crash on or pass on. */
const SHARD_EDITS = [
  (report, rng) => (report.shard = { ...report.shard, total: rng.pick([1e9, 0, -1, 1.5, 10_000, "2"]) }),
  (report, rng) => (report.shard = { ...report.shard, index: rng.pick([0, 3, 4, -1, 2.5, 1e9]) }),
  (report, rng) => {
    // The config edited, its hash kept: the merge must compute the hash again.
    if (report.config && typeof report.config === "object")
      report.config[rng.pick(["writeTools", "keyFields"])] = ["*"];
  },
  (report, rng) => {
    const targets = [report, report.totals, report.recordings?.[0], report.shard].filter(
      (t) => t && typeof t === "object",
    );
    setKey(rng.pick(targets), rng.pick(["extra", "__proto__", "constructor", "verdictOverride"]), rng.pick(VALUES));
  },
  (report) => {
    // Text that is not valid Unicode, where a shard report carries text.
    const recording = report.recordings?.[0];
    if (recording) recording.path = `${recording.path}\ud800`;
  },
  (report, rng) => (report.loopgateVersion = rng.pick(["0.0.1", "", "9.9.9"])),
  (report) => report.recordings?.reverse(),
];

function shardEdit(bytes, rng) {
  let report;
  try {
    report = JSON.parse(bytes.toString("utf8"));
  } catch {
    return bytes;
  }
  if (report === null || typeof report !== "object") return bytes;
  rng.pick(SHARD_EDITS)(report, rng);
  return Buffer.from(JSON.stringify(report), "utf8");
}

export const SHARD = { shardEdit, shardEdit2: shardEdit, jsonValue, byteFlip, truncate };

// ---------------------------------------------------------------- loopgate.json

/** A config as `init` writes one (docs/config.md), the start of every config mutant. */
export const CONFIG = Buffer.from(
  `${JSON.stringify(
    {
      addWriteTools: ["book_*"],
      readTools: ["get_*"],
      keyFields: ["idempotency_key"],
      distrustIdempotentHint: false,
      tools: {
        create_booking: { class: "write", why: "annotation readOnlyHint: false", keyFields: ["idempotency_key"] },
        get_booking: { class: "read", why: "annotation readOnlyHint: true" },
        plan_trip: { class: "unclassified", todo: "decide", why: "matches no pattern" },
      },
    },
    null,
    2,
  )}\n`,
  "utf8",
);

/**
 * The create_booking entry to edit: an earlier mutation of the same file may have replaced it
 * with a value that is no object (a long run with seed 20261202 died on `undefined.idempotent`).
 */
function bookingEntry(config) {
  const entry = config.tools.create_booking;
  if (entry !== null && typeof entry === "object" && !Array.isArray(entry)) return entry;
  const fresh = {};
  setKey(config.tools, "create_booking", fresh);
  return fresh;
}

const CONFIG_EDITS = [
  (config, rng) => setKey(config.tools, rng.pick(["__proto__", "constructor", "*", "", "\u202e"]), { class: "write" }),
  (config, rng) => (config.writeTools = [`${"*a".repeat(rng.int(50_000))}*`]),
  (config, rng) => setKey(config, rng.pick(["writeTool", "extra", "__proto__", "$schema"]), rng.pick(VALUES)),
  (config, rng) => (bookingEntry(config).class = rng.pick(["write", "read", "unclassified", "WRITE", 1, null])),
  (config, rng) => (config.keyFields = rng.pick([[], [""], ["a".repeat(70_000)], "idempotency_key", [1]])),
  (config, rng) => (bookingEntry(config).idempotent = rng.pick([true, false, "yes", null])),
];

function configEdit(bytes, rng) {
  let config;
  try {
    config = JSON.parse(bytes.toString("utf8"));
  } catch {
    return bytes;
  }
  if (config === null || typeof config !== "object" || typeof config.tools !== "object" || config.tools === null)
    return bytes;
  rng.pick(CONFIG_EDITS)(config, rng);
  return Buffer.from(JSON.stringify(config, null, 2), "utf8");
}

export const CONFIG_MUTATIONS = { configEdit, configEdit2: configEdit, jsonValue, byteFlip, truncate };

const capitalised = (word) => word.charAt(0).toUpperCase() + word.slice(1);
/** Spellings of one secret name that keep its words (the redaction rule matches words, docs/recording.md). */
const NAME_FORMS = [
  (words) => words.join("_"),
  (words) => words.join("_").toUpperCase(),
  (words) => words.join("-"),
  (words) => words.join("."),
  (words) => words[0] + words.slice(1).map(capitalised).join(""),
];
/** Places a secret value can sit under its name: the whole value is what must be replaced. */
const VALUE_FORMS = [
  (secret) => secret,
  (secret) => [secret],
  (secret) => ({ value: secret }),
  (secret) => [{ nested: { deeper: secret } }],
];
const FILLER = ["deploy", "with", "now", "see", "(", ")", "'", '"', "=", ":", "\n", "\t", "ok."];

function wordsOf(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter((word) => word !== "")
    .map((word) => word.toLowerCase());
}

/** Free text around a secret: the shape rules must find it wherever it stands. */
function inText(secret, rng) {
  return `${rng.pick(FILLER)} ${secret} ${rng.pick(FILLER)}`;
}

/**
 * The arguments of one echo call carrying `entry` (a scripts/secret-corpus.mjs entry) in a
 * seeded, mutated form: a named secret under another spelling of its name and in another
 * kind of value, a shape inside free text, a command line as it is; sometimes nested deeper.
 */
export function secretArguments(entry, rng) {
  let args;
  if (entry.kind === "named") {
    const name = rng.pick(NAME_FORMS)(wordsOf(entry.name));
    args = { [name]: rng.pick(VALUE_FORMS)(entry.secret) };
  } else if (entry.kind === "shape") args = { note: inText(entry.secret, rng) };
  else args = { text: entry.text };
  return rng() < 0.3 ? { payload: { items: [args] } } : args;
}
