/**
 * A stand-in for @actions/core in in-process action tests (`vi.mock("@actions/core", …)`),
 * as actions/typescript-action's tests stub it. It records what the step did in the shape
 * a spawned run is read in: exit code, the log with its workflow-command lines (rendered by
 * @actions/core's own command writer), outputs and the job summary.
 */
import { EOL } from "node:os";
// @actions/core exports neither; its own command writer and value encoding keep the log lines exact.
import { issueCommand } from "../../node_modules/@actions/core/lib/command.js";
import { toCommandProperties, toCommandValue } from "../../node_modules/@actions/core/lib/utils.js";

export interface StubbedStep {
  /** 1 once setFailed was called, as the runner sees process.exitCode. */
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

let step: StubbedStep | null = null;

/** Starts recording a fresh step; the previous one is discarded. */
export function beginStep(): StubbedStep {
  step = { code: 0, stdout: "", outputs: {}, summary: "" };
  return step;
}

function current(): StubbedStep {
  if (step === null) throw new Error("core-stub: no step begun (call beginStep first)");
  return step;
}

function log(text: string): void {
  current().stdout += text;
}

/** The line @actions/core would write for a workflow command. */
function command(name: string, properties: Record<string, unknown>, message: unknown): void {
  const write = process.stdout.write;
  let line = "";
  process.stdout.write = ((chunk: string) => {
    line += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    issueCommand(name, properties, message);
  } finally {
    process.stdout.write = write;
  }
  log(line);
}

interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

const annotate =
  (name: string) =>
  (message: string | Error, properties: AnnotationProperties = {}) =>
    command(name, toCommandProperties(properties), message instanceof Error ? message.toString() : message);

export const error = annotate("error");
export const warning = annotate("warning");
export const notice = annotate("notice");

export function info(message: string): void {
  log(message + EOL);
}

export function debug(message: string): void {
  command("debug", {}, message);
}

/** As @actions/core: the runner masks the value in every later line of the log. */
export function setSecret(secret: string): void {
  command("add-mask", {}, secret);
}

export function setOutput(name: string, value: unknown): void {
  current().outputs[name] = toCommandValue(value);
}

export function setFailed(message: string | Error): void {
  current().code = 1;
  error(message);
}

class Summary {
  private buffer = "";
  addRaw(text: string, addEOL = false): Summary {
    this.buffer += text + (addEOL ? EOL : "");
    return this;
  }
  async write(): Promise<Summary> {
    current().summary += this.buffer;
    this.buffer = "";
    return this;
  }
}

export const summary = new Summary();
