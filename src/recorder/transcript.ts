import type { ANNOTATION_SOURCES } from "../recording/format.js";
import { withoutByteOrderMark } from "../util/fs.js";

export type TranscriptSource = Exclude<(typeof ANNOTATION_SOURCES)[number], "flags">;

/** What an agent's own transcript says about its conversation (docs/recording.md, "Importing a transcript"). */
export interface Conversation {
  source: TranscriptSource;
  userTurns: string[];
  finalReply: string;
}

/** A transcript that cannot be read: the message names the file and, where there is one, the line. */
export class TranscriptError extends Error {
  override name = "TranscriptError";
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Reads one of the transcript shapes loopgate knows, told apart by their form: Claude Code's
 * `--output-format stream-json` (one JSON object per line), its `--output-format json` (one
 * `result` object, or with `--verbose` an array of the stream's messages), and the plain
 * `{"messages":[{"role":…,"content":…}]}`. The last assistant message that has text is the
 * final reply; user messages with text are the user turns, in order.
 */
export function readTranscript(raw: string, file: string): Conversation {
  const text = withoutByteOrderMark(raw);
  const whole = parseWhole(text);
  if (whole === undefined) return fromStream(streamLines(text, file), "claude-stream-json", file);
  if (Array.isArray(whole)) return fromStream(arrayItems(whole, file), "claude-json", file);
  if (isObject(whole) && "messages" in whole) return fromMessages(whole.messages, file);
  if (isObject(whole) && whole.type === "result") return fromStream([{ line: 1, value: whole }], "claude-json", file);
  throw new TranscriptError(
    `${file}: not a transcript loopgate knows: expected Claude Code's stream-json (one object per line) or json output, or {"messages":[{"role":…,"content":…}]}`,
  );
}

function parseWhole(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface Numbered {
  line: number;
  value: JsonObject;
}

function streamLines(text: string, file: string): Numbered[] {
  const out: Numbered[] = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (line === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new TranscriptError(`${file}:${index + 1}: not JSON (${(error as Error).message})`, { cause: error });
    }
    if (!isObject(value) || typeof value.type !== "string")
      throw new TranscriptError(`${file}:${index + 1}: expected a JSON object with a "type" (Claude Code stream-json)`);
    out.push({ line: index + 1, value });
  }
  return out;
}

function arrayItems(items: unknown[], file: string): Numbered[] {
  return items.map((value, index) => {
    if (!isObject(value) || typeof value.type !== "string")
      throw new TranscriptError(`${file}: item ${index} is not an object with a "type" (Claude Code json --verbose)`);
    return { line: 1, value };
  });
}

/** Claude Code's messages: `assistant` and `user` carry an API message, `result` the final text. */
function fromStream(events: Numbered[], source: TranscriptSource, file: string): Conversation {
  const userTurns: string[] = [];
  let lastAssistant: string | null = null;
  let result: string | null = null;
  for (const { line, value } of events) {
    const where = source === "claude-stream-json" ? `${file}:${line}` : file;
    if (value.type === "assistant" || value.type === "user") {
      if (!isObject(value.message))
        throw new TranscriptError(`${where}: a "${value.type}" message needs a "message" object`);
      const said = textOf(value.message.content);
      if (said === "") continue;
      if (value.type === "user") userTurns.push(said);
      else lastAssistant = said;
    } else if (value.type === "result" && typeof value.result === "string" && value.result !== "") {
      result = value.result;
    }
  }
  const finalReply = lastAssistant ?? result;
  if (finalReply === null)
    throw new TranscriptError(`${file}: no final reply: no assistant message with text and no "result" text`);
  return { source, userTurns, finalReply };
}

function fromMessages(messages: unknown, file: string): Conversation {
  if (!Array.isArray(messages)) throw new TranscriptError(`${file}: "messages" must be an array`);
  const userTurns: string[] = [];
  let finalReply: string | null = null;
  messages.forEach((message, index) => {
    if (!isObject(message) || typeof message.role !== "string")
      throw new TranscriptError(`${file}: messages[${index}] must be an object with a string "role"`);
    const said = textOf(message.content);
    if (said === "") return;
    if (message.role === "user") userTurns.push(said);
    else if (message.role === "assistant") finalReply = said;
  });
  if (finalReply === null) throw new TranscriptError(`${file}: no final reply: no assistant message with text`);
  return { source: "messages", userTurns, finalReply };
}

/**
 * The text of a message's content: a string, or the `text` of its text blocks joined by
 * blank lines (tool calls, tool results and images say nothing to the user).
 */
function textOf(content: unknown): string {
  if (typeof content === "string") return content.trim();
  if (!Array.isArray(content)) return "";
  const texts: string[] = [];
  for (const block of content)
    if (isObject(block) && block.type === "text" && typeof block.text === "string" && block.text.trim() !== "")
      texts.push(block.text.trim());
  return texts.join("\n\n");
}
