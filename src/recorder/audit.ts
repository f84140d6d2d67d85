import {
  callLabel,
  classifyTools,
  DEFAULT_KEY_FIELDS,
  normalizeFieldName,
  type ClassifySettings,
} from "../judge/classify.js";
import type { ListedTool } from "../recording/model.js";
import type { Json } from "../recording/schema.js";
import type { ToolClassification } from "../judge/types.js";
import { identifyingValues, ReadMatcher } from "../judge/verifying-read.js";
import { printableLine } from "../util/printable.js";

/** Inputs that take any text, so the agent can pass a value it sent in the write (J17 a). */
const FREE_TEXT_FIELDS = new Set([
  "query",
  "q",
  "search",
  "searchterm",
  "text",
  "term",
  "keyword",
  "keywords",
  "filter",
]);

export interface WriteToolAudit {
  name: string;
  keyFields: string[];
  /** The tool declares `idempotentHint: true` (J29). */
  idempotentHint: boolean;
  /** Read tools that could show this write after a lost answer (J17), and why. */
  verifiers: { tool: string; by: string }[];
}

export interface ToolAudit {
  tools: ToolClassification[];
  writes: WriteToolAudit[];
  /** Tools no rule classified, or with an operation value none classified (J2b), by name. */
  undecided: string[];
  /** More tools undecided than classified as writes: most of what an agent does may go untested. */
  undecidedOutnumberWrites: boolean;
  /** What limits the recordings, each with its fix. */
  warnings: string[];
  /** Why nothing can be tested; empty when the upstream can be recorded and judged. */
  problems: string[];
}

interface Field {
  name: string;
  normalized: string;
  holdsText: boolean;
}

function fieldsOf(tool: ListedTool): Field[] {
  const properties = tool.inputSchema?.properties;
  if (!properties || typeof properties !== "object" || Array.isArray(properties)) return [];
  return Object.entries(properties as Record<string, Json>).map(([name, schema]) => ({
    name,
    normalized: normalizeFieldName(name),
    holdsText: mayHoldText(schema),
  }));
}

const NOT_TEXT = new Set(["number", "integer", "boolean", "null"]);

/** J17 identifies a write by its leaf strings only: a number or boolean field holds none. */
function mayHoldText(schema: Json): boolean {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.some((type) => typeof type !== "string" || !NOT_TEXT.has(type));
}

/**
 * A write call as doctor imagines it from the schema: each text field holds a value of its
 * own (`probe:<field>`, long enough to identify by J17); a tool split per call (J2b) carries
 * one of its write values in its operation field.
 */
function writeProbe(write: ListedTool, operation: WriteValue): WriteProbe {
  const args: Record<string, Json> = {};
  const sent = new Map<string, string>();
  for (const field of fieldsOf(write)) {
    if (!field.holdsText) continue;
    args[field.name] = `probe:${field.normalized}`;
    // The operation value says what the call does, not which record: the agent reads by the others.
    if (field.name !== operation?.field) sent.set(field.normalized, args[field.name] as string);
  }
  if (operation !== null) args[operation.field] = operation.value;
  return { args, sent };
}

/** A write's probe arguments, and the values the agent could read by, by normalised field name. */
interface WriteProbe {
  args: Record<string, Json>;
  sent: Map<string, string>;
}

/**
 * The read call the agent could send after a lost answer, from what it sent in the write:
 * a field named like one of the write's carries the same value, a free-text field (`query`,
 * `text`, …) one of the write's values, a split read (J2b) its read value; nothing else,
 * for an id the server hands out is unknown after a lost answer.
 */
function readProbe(read: ListedTool, write: WriteProbe, operation: ReadUnit["operation"]) {
  const anyValue = write.sent.values().next().value;
  const args: Record<string, Json> = {};
  const freeText: string[] = [];
  for (const field of fieldsOf(read)) {
    if (!field.holdsText) continue;
    const same = write.sent.get(field.normalized);
    if (same !== undefined) args[field.name] = same;
    else if (anyValue !== undefined && FREE_TEXT_FIELDS.has(field.normalized)) {
      args[field.name] = anyValue;
      freeText.push(field.name);
    }
  }
  if (operation !== null) args[operation.field] = operation.value;
  return { args, freeText };
}

/**
 * Whether J17 — replay's own {@link ReadMatcher}, not a copy — would count `read` as showing
 * `write` when the agent sends the read what it sent in the write (the probes above), and
 * how, in words for doctor's list; null when it would not. What a read *returns* (J17 b)
 * cannot be known without calling it, so a read that only lists everything does not count.
 */
function verifierFor(write: ListedTool, writeValues: WriteValue[], read: ReadUnit): string | null {
  const matcher = new ReadMatcher();
  for (const value of writeValues) {
    const written = writeProbe(write, value);
    const probe = readProbe(read.listed, written, read.operation);
    const evidence = { tool: write.name, values: identifyingValues(written.args) };
    const match = matcher.match(evidence, { tool: read.listed.name, arguments: probe.args, result: undefined });
    if (match?.by === "noun") return `name shares "${match.noun}"`;
    if (match?.by !== "argument") continue;
    const field = Object.keys(probe.args).find((name) => String(probe.args[name]).toLowerCase() === match.value);
    return probe.freeText.includes(field!) ? `search by ${field}` : `by ${field}`;
  }
  return null;
}

/** A write value of a split tool (J2b), or null for a tool that is a write as a whole. */
type WriteValue = { field: string; value: string } | null;

/** What a write can be verified with: a read tool, or a read value of a tool split per call (J2b). */
interface ReadUnit {
  listed: ListedTool;
  label: string;
  operation: { field: string; value: string } | null;
}

/** `loopgate doctor`'s audit: classification (J1–J4) and what recordings of this upstream can show. */
export function auditTools(listed: ListedTool[], settings: ClassifySettings): ToolAudit {
  const { tools, warnings } = classifyTools(listed, settings);
  const byName = new Map(listed.map((tool) => [tool.name, tool]));
  const reads = readUnits(tools, byName);
  const writes = tools
    .filter((tool) => tool.class === "write")
    .map((tool) => {
      const write = byName.get(tool.name)!;
      const values = writeValuesOf(tool);
      const verifiers = reads.flatMap((read) => {
        const by = verifierFor(write, values, read);
        return by === null ? [] : [{ tool: read.label, by }];
      });
      const idempotentHint = write.annotations?.idempotentHint === true;
      return { name: tool.name, keyFields: tool.keyFields, idempotentHint, verifiers };
    });
  const unclassified = tools
    .filter((tool) => tool.class === "unclassified" && !tool.operations)
    .map((tool) => tool.name);
  const undecided = tools.filter(isUndecided).map((tool) => tool.name);
  const outnumber = undecided.length > writes.length;
  return {
    tools,
    writes,
    undecided,
    undecidedOutnumberWrites: outnumber,
    warnings: [
      ...(outnumber ? [outnumberWarning(undecided.length, tools.length, writes.length)] : []),
      ...warnings,
      ...writeWarnings(writes, settings),
      ...unclassifiedWarnings(unclassified),
      ...undecidedValueWarnings(tools),
    ],
    problems: problemsOf(listed, writes, unclassified, tools),
  };
}

/** The reads a write could be verified with: read tools, and the read values of tools split per call (J2b). */
function readUnits(tools: ToolClassification[], byName: Map<string, ListedTool>): ReadUnit[] {
  return tools.flatMap((tool): ReadUnit[] => {
    const listed = byName.get(tool.name)!;
    const split = tool.operations;
    if (split === undefined) return tool.class === "read" ? [{ listed, label: tool.name, operation: null }] : [];
    return split.values
      .filter((value) => value.class === "read")
      .map((value) => ({
        listed,
        label: callLabel(tool.name, `${split.field}=${value.value}`),
        operation: { field: split.field, value: value.value },
      }));
  });
}

/** The write values a split tool's calls may carry (J2b), or the one call of a tool that is a write as a whole. */
function writeValuesOf(tool: ToolClassification): WriteValue[] {
  const split = tool.operations;
  if (split === undefined) return [null];
  return split.values
    .filter((value) => value.class === "write")
    .map((value) => ({ field: split.field, value: value.value }));
}

/** Undecided: no rule classified the tool, or one of its operation values (J2b). */
const isUndecided = (tool: ToolClassification) =>
  tool.operations
    ? tool.operations.values.some((value) => value.class === "unclassified")
    : tool.class === "unclassified";

/** `operation=archive, operation=frobnicate`: a split tool's values of one class (J2b). */
function valuesOf(tool: ToolClassification, cls: string): string[] {
  return (tool.operations?.values ?? [])
    .filter((value) => value.class === cls)
    .map((value) => `${tool.operations!.field}=${value.value}`);
}

function outnumberWarning(undecided: number, total: number, writes: number): string {
  return `UNDECIDED TOOLS OUTNUMBER WRITES: ${undecided} of ${total} tools undecided, ${writes} write tool${writes === 1 ? "" : "s"}: calls of undecided tools are passed through, never faulted and not judged, so recordings may test little of what the agent does; decide each below (loopgate init writes them to loopgate.json for you to edit)`;
}

/** J2b: never advise add-write-tools for a tool classified per call; name the values to decide. */
function undecidedValueWarnings(tools: ToolClassification[]): string[] {
  return tools.flatMap((tool) => {
    const open = valuesOf(tool, "unclassified");
    if (open.length === 0) return [];
    return [
      `${tool.name} is classified per call by its ${tool.operations!.field} (J2b); no rule classifies ${open.join(", ")}: set each value to "write" or "read" under "operations" in loopgate.json ("class": "by-operation"), not with --add-write-tools, which would make every call of it a write`,
    ];
  });
}

/** One warning per kind, naming every tool it concerns and the fix. */
function writeWarnings(writes: WriteToolAudit[], settings: ClassifySettings): string[] {
  const keyNames = (settings.keyFields ?? DEFAULT_KEY_FIELDS).join(", ");
  const names = (select: (write: WriteToolAudit) => boolean) => writes.filter(select).map((write) => write.name);
  const keyless = names((write) => write.keyFields.length === 0);
  const unverifiable = names((write) => write.verifiers.length === 0);
  const hinted = settings.distrustIdempotentHint ? [] : names((write) => write.idempotentHint);
  const warnings: string[] = [];
  if (keyless.length > 0)
    warnings.push(
      `no key field (${keyNames}) in ${keyless.join(", ")}: an agent cannot make a retry safe with a key; judging still counts executions. If they take a key under another name, set it with --key-fields (config "keyFields")`,
    );
  if (unverifiable.length > 0)
    warnings.push(
      `no read tool could show ${unverifiable.join(", ")} after a lost answer by its arguments or name (J17 a, c: none shares an argument or a name noun); unless the result of a read shows a value of the write (J17 b, e.g. a listing: doctor calls no tool to know), an F1 run ends unverified at best; if another read can show it, classify it with --read-tools (config "readTools")`,
    );
  if (hinted.length > 0)
    warnings.push(
      `${hinted.join(", ")} declare${hinted.length === 1 ? "s" : ""} idempotentHint: true: an identical repeat is judged IDEMPOTENT_REPEAT, not DUPLICATE_EXECUTION (J29); if the server does not keep that promise, add --distrust-idempotent-hint (config "distrustIdempotentHint": true)`,
    );
  return warnings;
}

function unclassifiedWarnings(unclassified: string[]): string[] {
  if (unclassified.length === 0) return [];
  return [
    `unclassified tools ${unclassified.join(", ")}: passed through, never faulted, not judged; classify each with --add-write-tools or --read-tools, or set its class in loopgate.json (loopgate init writes it)`,
  ];
}

function problemsOf(
  listed: ListedTool[],
  writes: WriteToolAudit[],
  unclassified: string[],
  tools: ToolClassification[],
): string[] {
  if (listed.length === 0) return ["the upstream lists no tools: there is nothing to record or judge"];
  if (writes.length > 0) return [];
  const hint = unclassified.length > 0 ? ` (unclassified: ${unclassified.join(", ")})` : "";
  const perCall = tools.flatMap((tool) => valuesOf(tool, "unclassified").map((value) => `${tool.name}(${value})`));
  const values = perCall.length > 0 ? `; set the operation values ${perCall.join(", ")} in loopgate.json (J2b)` : "";
  return [
    `no write tool: no scenario can trigger and every recording would be NOT_TESTED; classify the writes with --add-write-tools or in loopgate.json${hint}${values}`,
  ];
}

/**
 * One line per tool: class, name, why, key fields and any `notes` by tool name. Names and
 * fields come from the upstream, so every line is escaped and bounded.
 */
export function formatToolLines(tools: ToolClassification[], notes: Map<string, string> = new Map()): string {
  const width = Math.min(40, Math.max(4, ...tools.map((tool) => tool.name.length)));
  const lines = [`tools (${tools.length}):`];
  for (const tool of tools) {
    const keys = tool.keyFields.length > 0 ? `  key fields: ${tool.keyFields.join(", ")}` : "";
    const note = notes.has(tool.name) ? `  ${notes.get(tool.name)}` : "";
    lines.push(printableLine(`  ${tool.class.padEnd(12)} ${tool.name.padEnd(width)}  (${tool.why})${keys}${note}`));
    // J2b: the per-value split, one line per operation value.
    for (const value of tool.operations?.values ?? [])
      lines.push(
        printableLine(
          `    ${`${tool.operations!.field}=${value.value}`.padEnd(width + 9)}  ${value.class} (${value.why})`,
        ),
      );
  }
  return lines.join("\n");
}

export function formatAudit(audit: ToolAudit, distrustIdempotentHint: boolean): string {
  const hint = `idempotentHint (${distrustIdempotentHint ? "distrusted" : "trusted"})`;
  const notes = new Map(audit.writes.filter((write) => write.idempotentHint).map((write) => [write.name, hint]));
  const lines = [formatToolLines(audit.tools, notes)];
  if (audit.writes.length > 0) {
    lines.push("", "verification after a lost answer (J17: a read sharing an argument or a name noun with the write):");
    for (const write of audit.writes) {
      const how =
        write.verifiers.length > 0 ? write.verifiers.map((item) => `${item.tool} (${item.by})`).join("; ") : "none";
      lines.push(printableLine(`  ${write.name}: ${how}`));
    }
  }
  for (const warning of audit.warnings) lines.push(printableLine(`warning: ${warning}`));
  if (audit.problems.length > 0) {
    lines.push("", ...audit.problems.map((problem) => printableLine(`not usable: ${problem}`)));
  } else {
    const count = audit.writes.length;
    const warned = audit.warnings.length === 0 ? "no warnings" : `${audit.warnings.length} warnings above`;
    const undecided = `${audit.undecided.length} of ${audit.tools.length} tools undecided`;
    lines.push("", `usable: ${count} write tool${count === 1 ? "" : "s"}; ${undecided}; ${warned}`);
  }
  return lines.join("\n");
}
