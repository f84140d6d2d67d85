import { ANNOTATED_SEALS, ANNOTATION_SOURCES, END_REASONS, FAULTS, SCENARIOS } from "./format.js";
import type { HeaderEvent, RecordingConfig } from "./schema.js";

/**
 * Shape checks for the header and for every event the recorder writes: those that make up almost every
 * line (call, upstream, delivered, message), the two every recording has once (tools, end) and the
 * agent's turns and reply (user, final_reply). They accept only what the
 * zod schemas in schema.ts accept, with every defaulted field present; anything else falls
 * back to zod, which then either fills the defaults or names the problem.
 * test/fast-check.test.ts holds the two together.
 */
type Checked = Record<string, unknown>;

const END_REASON_SET = new Set<unknown>(END_REASONS);
const ANNOTATION_SOURCE_SET = new Set<unknown>(ANNOTATION_SOURCES);
const ANNOTATED_SEAL_SET = new Set<unknown>(ANNOTATED_SEALS);
const CLASSES = new Set(["write", "read", "unclassified"]);
const OUTCOMES = new Set(["result", "error", "timeout", "lost", "not_sent"]);
const SOURCES = new Set(["upstream", "injected", "recorder"]);
const DIRECTIONS = new Set(["agent_to_upstream", "upstream_to_agent"]);
const FAULT_SET = new Set<unknown>(FAULTS);
const SEAL = /^[0-9a-f]{64}$/;
const SCENARIO_SET = new Set<unknown>(SCENARIOS);

/**
 * The keys each event may have. Switches, not sets: keys out of JSON.parse are interned
 * strings, which a switch compares by identity; on every line of a recording that is a
 * few times faster than a set lookup.
 */
function callKey(key: string): boolean {
  switch (key) {
    case "type":
    case "seq":
    case "t":
    case "id":
    case "tool":
    case "arguments":
    case "class":
    case "fault":
    case "chaosDraw":
    case "forwarded":
    case "classifiedBy":
      return true;
    default:
      return false;
  }
}
function upstreamKey(key: string): boolean {
  switch (key) {
    case "type":
    case "seq":
    case "t":
    case "outcome":
    case "result":
    case "error":
      return true;
    default:
      return false;
  }
}
function deliveredKey(key: string): boolean {
  switch (key) {
    case "type":
    case "seq":
    case "t":
    case "source":
    case "result":
    case "error":
      return true;
    default:
      return false;
  }
}
function messageKey(key: string): boolean {
  return key === "type" || key === "t" || key === "direction" || key === "message";
}
function turnTextKey(key: string): boolean {
  return key === "type" || key === "t" || key === "text";
}
function annotationKey(key: string): boolean {
  switch (key) {
    case "type":
    case "t":
    case "annotator":
    case "source":
    case "sealBefore":
    case "forced":
      return true;
    default:
      return false;
  }
}
function toolsKey(key: string): boolean {
  return key === "type" || key === "t" || key === "tools";
}
function endKey(key: string): boolean {
  return key === "type" || key === "t" || key === "reason" || key === "detail" || key === "sha256";
}
function headerKey(key: string): boolean {
  switch (key) {
    case "type":
    case "format":
    case "recorder":
    case "startedAt":
    case "labels":
    case "config":
    case "upstream":
    case "transport":
      return true;
    default:
      return false;
  }
}
function configKey(key: string): boolean {
  switch (key) {
    case "scenario":
    case "retryAfterSeconds":
    case "chaos":
    case "writeTools":
    case "addWriteTools":
    case "readTools":
    case "keyFields":
    case "upstreamTimeoutMs":
    case "distrustIdempotentHint":
    case "operations":
    case "idempotentTools":
      return true;
    default:
      return false;
  }
}
function recorderKey(key: string): boolean {
  return key === "name" || key === "version";
}
function chaosKey(key: string): boolean {
  return key === "errorRate" || key === "seed";
}
function upstreamInfoKey(key: string): boolean {
  return key === "command" || key === "url" || key === "serverInfo";
}
function errorKey(key: string): boolean {
  return key === "code" || key === "message" || key === "data";
}

function onlyKeys(value: Checked, allowed: (key: string) => boolean): boolean {
  for (const key in value) if (!allowed(key)) return false;
  return true;
}
const isSeq = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
const isTime = (v: unknown) => typeof v === "number" && Number.isFinite(v) && v >= 0;
const isObject = (v: unknown) => v !== null && typeof v === "object" && !Array.isArray(v);
const isRpcError = (v: unknown) =>
  isObject(v) &&
  onlyKeys(v as Checked, errorKey) &&
  Number.isSafeInteger((v as Checked).code) &&
  typeof (v as Checked).message === "string";

function call(v: Checked): boolean {
  return (
    onlyKeys(v, callKey) &&
    isSeq(v.seq) &&
    isTime(v.t) &&
    (typeof v.id === "string" || (typeof v.id === "number" && Number.isFinite(v.id))) &&
    typeof v.tool === "string" &&
    isObject(v.arguments) &&
    CLASSES.has(v.class as string) &&
    (v.fault === null || FAULT_SET.has(v.fault)) &&
    (v.chaosDraw === undefined || (typeof v.chaosDraw === "number" && v.chaosDraw >= 0 && v.chaosDraw <= 1)) &&
    typeof v.forwarded === "boolean" &&
    (v.classifiedBy === undefined || typeof v.classifiedBy === "string")
  );
}

function upstream(v: Checked): boolean {
  if (!onlyKeys(v, upstreamKey) || !isSeq(v.seq) || !isTime(v.t) || !OUTCOMES.has(v.outcome as string)) return false;
  if (v.result !== undefined && !isObject(v.result)) return false;
  if (v.error !== undefined && !isRpcError(v.error)) return false;
  if (v.outcome === "result" && v.result === undefined) return false;
  return !(v.outcome === "error" && v.error === undefined);
}

function delivered(v: Checked): boolean {
  return (
    onlyKeys(v, deliveredKey) &&
    isSeq(v.seq) &&
    isTime(v.t) &&
    SOURCES.has(v.source as string) &&
    (v.result === undefined || isObject(v.result)) &&
    (v.error === undefined || isRpcError(v.error))
  );
}

function message(v: Checked): boolean {
  return onlyKeys(v, messageKey) && isTime(v.t) && DIRECTIONS.has(v.direction as string) && v.message !== undefined;
}

/** `user` and `final_reply`: what the recorder writes when the agent's loop reports its turns and reply (J28). */
function turnText(v: Checked): boolean {
  return onlyKeys(v, turnTextKey) && isTime(v.t) && typeof v.text === "string";
}

function listedTool(v: unknown): boolean {
  if (!isObject(v)) return false;
  const tool = v as Checked;
  return (
    typeof tool.name === "string" &&
    (tool.annotations === undefined || isObject(tool.annotations)) &&
    (tool.inputSchema === undefined || isObject(tool.inputSchema))
  );
}

function tools(v: Checked): boolean {
  return onlyKeys(v, toolsKey) && isTime(v.t) && Array.isArray(v.tools) && v.tools.every(listedTool);
}

/** What `loopgate annotate` writes before the conversation it adds. */
function annotation(v: Checked): boolean {
  if (!isObject(v.annotator)) return false;
  const annotator = v.annotator as Checked;
  return (
    onlyKeys(v, annotationKey) &&
    isTime(v.t) &&
    Object.keys(annotator).length === 2 &&
    typeof annotator.name === "string" &&
    typeof annotator.version === "string" &&
    ANNOTATION_SOURCE_SET.has(v.source) &&
    ANNOTATED_SEAL_SET.has(v.sealBefore) &&
    typeof v.forced === "boolean"
  );
}

function end(v: Checked): boolean {
  return (
    onlyKeys(v, endKey) &&
    isTime(v.t) &&
    END_REASON_SET.has(v.reason) &&
    (v.detail === undefined || typeof v.detail === "string") &&
    (v.sha256 === undefined || (typeof v.sha256 === "string" && SEAL.test(v.sha256)))
  );
}

const isStrings = (v: unknown) => Array.isArray(v) && v.every((item) => typeof item === "string");
const isStringRecord = (v: unknown) =>
  isObject(v) && Object.values(v as Checked).every((item) => typeof item === "string");
/** Absent (zod fills in `fallback`) or passing `check`; `undefined` when it fails, to leave the header to zod. */
function field<T>(value: unknown, fallback: T, check: (v: unknown) => boolean): T | undefined {
  if (value === undefined) return fallback;
  return check(value) ? (value as T) : undefined;
}
const isNullOrStrings = (v: unknown) => v === null || isStrings(v);

function chaosSettings(v: unknown): boolean {
  if (v === null) return true;
  if (!isObject(v) || !onlyKeys(v as Checked, chaosKey)) return false;
  const { errorRate, seed } = v as Checked;
  return typeof errorRate === "number" && errorRate >= 0 && errorRate <= 1 && Number.isSafeInteger(seed);
}

const TRANSPORTS = new Set(["stdio", "streamable-http"]);
function transportInfo(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v as Checked, (key) => key === "agent" || key === "upstream")) return false;
  const { agent, upstream } = v as Checked;
  return TRANSPORTS.has(agent as string) && TRANSPORTS.has(upstream as string);
}

function upstreamInfo(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v as Checked, upstreamInfoKey)) return false;
  const { command, url, serverInfo } = v as Checked;
  return (
    (command === undefined || isStrings(command)) &&
    (url === undefined || typeof url === "string") &&
    (serverInfo === undefined || isObject(serverInfo))
  );
}

/** The configuration as zod gives it, defaults filled in; null when only zod can tell. */
const OPERATION_CLASSES = new Set(["write", "read", "todo"]);
/** J2b: `{tool: {value: "write" | "read" | "todo"}}`. */
function isOperationClasses(v: unknown): boolean {
  if (!isObject(v)) return false;
  for (const tool of Object.values(v as Checked)) {
    if (!isObject(tool)) return false;
    for (const cls of Object.values(tool as Checked)) if (!OPERATION_CLASSES.has(cls as string)) return false;
  }
  return true;
}

function recordingConfig(v: unknown): RecordingConfig | null {
  if (!isObject(v) || !onlyKeys(v as Checked, configKey)) return null;
  const c = v as Checked;
  if (!SCENARIO_SET.has(c.scenario)) return null;
  const config = {
    scenario: c.scenario,
    retryAfterSeconds: field(
      c.retryAfterSeconds,
      60,
      (n) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= 86400,
    ),
    chaos: field(c.chaos, null, chaosSettings),
    writeTools: field(c.writeTools, null, isNullOrStrings),
    addWriteTools: field(c.addWriteTools, [], isStrings),
    readTools: field(c.readTools, [], isStrings),
    keyFields: field(c.keyFields, null, isNullOrStrings),
    upstreamTimeoutMs: field(c.upstreamTimeoutMs, 60000, (n) => Number.isSafeInteger(n) && (n as number) > 0),
    distrustIdempotentHint: field(c.distrustIdempotentHint, false, (b) => typeof b === "boolean"),
    operations: field(c.operations, {}, isOperationClasses),
    idempotentTools: field(c.idempotentTools, [], isStrings),
  };
  return Object.values(config).includes(undefined) ? null : (config as RecordingConfig);
}

/**
 * The header as HeaderEventSchema would give it (defaults filled in), checked without zod,
 * which costs tens of microseconds a recording; null leaves the header to zod, which then
 * either accepts it or names the problem.
 */
export function fastHeader(v: Checked): HeaderEvent | null {
  if (!onlyKeys(v, headerKey) || v.type !== "header" || typeof v.format !== "string") return null;
  const recorder = v.recorder;
  if (!isObject(recorder) || !onlyKeys(recorder as Checked, recorderKey)) return null;
  if (typeof (recorder as Checked).name !== "string" || typeof (recorder as Checked).version !== "string") return null;
  if (v.startedAt !== undefined && typeof v.startedAt !== "string") return null;
  if (v.labels !== undefined && !isStringRecord(v.labels)) return null;
  if (v.upstream !== undefined && !upstreamInfo(v.upstream)) return null;
  if (v.transport !== undefined && !transportInfo(v.transport)) return null;
  const config = recordingConfig(v.config);
  if (config === null) return null;
  return { ...v, labels: v.labels ?? {}, config } as HeaderEvent;
}

/**
 * The fast check of each body event type, every type in BODY_EVENT_TYPES included; undefined
 * for any other type. A switch, not a lookup in an object or a set: the reader asks once per
 * line, the type out of JSON.parse is an interned string that a switch compares by identity,
 * and a keyed lookup with nine different keys goes megamorphic, about twice the cost per line.
 */
export function fastCheckOf(type: string): ((value: Checked) => boolean) | undefined {
  switch (type) {
    case "call":
      return call;
    case "upstream":
      return upstream;
    case "delivered":
      return delivered;
    case "message":
      return message;
    case "tools":
      return tools;
    case "user":
    case "final_reply":
      return turnText;
    case "annotation":
      return annotation;
    case "end":
      return end;
    default:
      return undefined;
  }
}
