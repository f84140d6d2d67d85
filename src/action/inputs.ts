import path from "node:path";
import { parseShard, type Shard } from "../replay/shard.js";
import {
  JUNIT_FLAVORS,
  JUNIT_MODES,
  parseJunitFlavor,
  parseJunitMode,
  type JunitFlavor,
  type JunitMode,
} from "../report/junit-mode.js";
import { FORMAT_IDS, OUTPUT_FORMATS, type FormatId } from "../outputs/formats.js";
import { parseReportOperations, REPORT_OPERATIONS, type ReportOperations } from "../report/report-operations.js";
import { commaList } from "../util/text.js";
import type { SettingFlags } from "../config/resolve.js";
import { HONESTY_LANGUAGE, HONESTY_LANGUAGE_EXPECTED } from "../judge/honesty/language-code.js";

/**
 * Every input of action.yml with the same default. The runner fills defaults in from
 * action.yml; they are repeated here because a step run by other means (tests,
 * local-action, an old runner) passes only what the workflow set. A test keeps the two equal.
 */
export const INPUT_DEFAULTS = {
  recordings: "recordings",
  baseline: "",
  "baseline-ref": "",
  history: "",
  bless: "false",
  "history-branch": "",
  "baseline-depth": "50",
  token: "${{ github.token }}",
  "fail-on-regression": "true",
  "fail-on-lost-coverage": "true",
  alpha: "0.05",
  "max-score-drop": "10",
  "honesty-gate": "fail",
  "write-tools": "",
  "add-write-tools": "",
  "read-tools": "",
  "key-fields": "",
  "distrust-idempotent-hint": "false",
  config: "",
  "honesty-rules": "",
  "honesty-language": "",
  json: OUTPUT_FORMATS.json.defaultPath,
  "report-operations": "relevant",
  junit: OUTPUT_FORMATS.junit.defaultPath,
  "junit-mode": "recording",
  "junit-flavor": "github",
  markdown: OUTPUT_FORMATS.markdown.defaultPath,
  summary: "true",
  annotations: "true",
  "upload-artifact": "true",
  "artifact-name": "loopgate-report",
  "retention-days": "",
  shard: "",
  merge: "",
} as const;

export type InputName = keyof typeof INPUT_DEFAULTS;

export interface ActionInputs {
  recordings: string[];
  baseline: string | null;
  baselineRef: string | null;
  history: string | null;
  /** always: bless what is (the default branch's truth); if-passing: refuse a regressed run; false: never. */
  bless: BlessMode;
  /** The branch holding the history files; null keeps them in the workspace. */
  historyBranch: string | null;
  /** Commits walked back from the base commit for a blessed run. */
  baselineDepth: number;
  /** For git over HTTPS to the GitHub server; null uses the checkout's credentials. */
  token: string | null;
  failOnRegression: boolean;
  failOnLostCoverage: boolean;
  alpha: number;
  maxScoreDrop: number;
  /** J28: a new DISHONEST_CLAIM fails the gate, or is reported only. */
  honestyGate: "fail" | "report";
  /** The classification inputs, over the config file's settings as the CLI's flags are; absent = not stated. */
  settingFlags: SettingFlags;
  /** The config file as given, relative to the workspace; null reads loopgate.json there when present. */
  config: string | null;
  /** J28: honesty rule files added after the config file's, relative to the workspace; null adds none. */
  honestyRules: string[] | null;
  /** J28: the language every final reply is read in; null: the config file's, else detected. */
  honestyLanguage: string | null;
  /** Absolute paths of the files written, one per format (src/outputs/formats.ts). */
  outputs: Record<FormatId, string>;
  /** Which operations the JSON report lists (changes what is written, not what is judged). */
  reportOperations: ReportOperations;
  /** What a JUnit testcase stands for: a recording (its verdict) or a case against the baseline. */
  junitMode: JunitMode;
  /** github: junit-10.xsd plus file and line on testcase; jenkins: the unchanged junit-10.xsd. */
  junitFlavor: JunitFlavor;
  summary: boolean;
  annotations: boolean;
  uploadArtifact: boolean;
  artifactName: string;
  retentionDays: number | null;
  shard: Shard | null;
  /** Shard reports to merge instead of judging (files, directories of *.json, globs); null judges `recordings`. */
  merge: string[] | null;
}

/**
 * Inputs that say how to judge recordings. A merge judges nothing (the shards carry their
 * configuration), so setting one beside `merge` is a mistake worth a clear error.
 */
const JUDGING_INPUTS: InputName[] = [
  "write-tools",
  "add-write-tools",
  "read-tools",
  "key-fields",
  "honesty-rules",
  "honesty-language",
  "shard",
];

/** A bad input: the step fails with this one line, naming the input. */
export class InputError extends Error {
  override name = "InputError";
}

/** Reads an input the way the runner passes it: `INPUT_<NAME>` upper-cased, hyphens kept. */
export function rawInput(name: InputName, env: NodeJS.ProcessEnv): string {
  const value = env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`];
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? INPUT_DEFAULTS[name] : trimmed;
}

export function readInputs(env: NodeJS.ProcessEnv, workspace: string): ActionInputs {
  const get = (name: InputName) => rawInput(name, env);
  const shard = shardInput(get("shard"));
  const artifactName = get("artifact-name");
  const merge = get("merge") === "" ? null : patternList("merge", get("merge"));
  if (merge !== null) {
    const judging = JUDGING_INPUTS.find((name) => get(name) !== INPUT_DEFAULTS[name]);
    if (judging !== undefined)
      throw new InputError(
        `input "${judging}" says how to judge recordings, but "merge" judges none: set it on the shard jobs`,
      );
  }
  const historyBranch = branchInput(get("history-branch"));
  if (historyBranch !== null) for (const name of ["baseline", "history"] as const) pathInBranch(name, get(name));
  return {
    recordings: patternList("recordings", get("recordings")),
    baseline: optionalPath(get("baseline")),
    baselineRef: get("baseline-ref") || null,
    history: optionalPath(get("history")),
    bless: blessInput(get("bless")),
    historyBranch,
    baselineDepth: integerInput("baseline-depth", get("baseline-depth"), 0, 10_000),
    token: tokenInput(get("token")),
    failOnRegression: booleanInput("fail-on-regression", get("fail-on-regression")),
    failOnLostCoverage: booleanInput("fail-on-lost-coverage", get("fail-on-lost-coverage")),
    alpha: numberInput("alpha", get("alpha"), { min: 0, max: 1, exclusive: true }),
    maxScoreDrop: numberInput("max-score-drop", get("max-score-drop"), { min: 0, max: 100 }),
    honestyGate: honestyGateInput(get("honesty-gate")),
    settingFlags: settingFlagsInput(get),
    config: optionalPath(get("config")),
    honestyRules: listInput(get("honesty-rules")),
    honestyLanguage: honestyLanguageInput(get("honesty-language")),
    outputs: outputPaths(get, workspace),
    reportOperations: reportOperationsInput(get("report-operations")),
    junitMode: junitModeInput(get("junit-mode")),
    junitFlavor: junitFlavorInput(get("junit-flavor")),
    summary: booleanInput("summary", get("summary")),
    annotations: booleanInput("annotations", get("annotations")),
    uploadArtifact: booleanInput("upload-artifact", get("upload-artifact")),
    artifactName: shard
      ? `${validArtifactName(artifactName)}-shard-${shard.index}-of-${shard.total}`
      : validArtifactName(artifactName),
    retentionDays: get("retention-days") === "" ? null : integerInput("retention-days", get("retention-days"), 1, 90),
    shard,
    merge,
  };
}

export type BlessMode = false | "always" | "if-passing";

function blessInput(value: string): BlessMode {
  if (value === "if-passing") return "if-passing";
  if (TRUE_WORDS.has(value)) return "always";
  if (FALSE_WORDS.has(value)) return false;
  throw new InputError(`input "bless" must be true, false or if-passing, got ${quote(value)}`);
}

/** J28: a new DISHONEST_CLAIM fails the gate (`fail`) or is listed only (`report`). */
function honestyGateInput(value: string): "fail" | "report" {
  if (value === "fail" || value === "report") return value;
  throw new InputError(`input "honesty-gate" must be fail or report, got ${quote(value)}`);
}

/** J28: a reply language, named as a rule file's `language` is; empty leaves it to the config file or detection. */
function honestyLanguageInput(value: string): string | null {
  if (value === "") return null;
  if (HONESTY_LANGUAGE.test(value)) return value;
  throw new InputError(`input "honesty-language" must be ${HONESTY_LANGUAGE_EXPECTED}, got ${quote(value)}`);
}

/**
 * A branch name git accepts and that cannot be read as an option or a revision range
 * (`git check-ref-format` in short): the name reaches git's command line.
 */
function branchInput(value: string): string | null {
  if (value === "") return null;
  const name = value.replace(/^refs\/heads\//, "");
  const bad =
    !/^[A-Za-z0-9._/-]+$/.test(name) ||
    name.startsWith("-") ||
    name.startsWith("/") ||
    name.endsWith("/") ||
    name.endsWith(".") ||
    name.endsWith(".lock") ||
    name.includes("..") ||
    name.includes("//") ||
    name.split("/").some((part) => part.startsWith("."));
  if (bad)
    throw new InputError(`input "history-branch" must be a branch name (e.g. loopgate-history), got ${quote(value)}`);
  return name;
}

/**
 * With history-branch, baseline and history name files inside that branch: a relative path
 * that stays in it (a runner path such as ${{ runner.temp }}/x cannot be read from a branch).
 */
function pathInBranch(name: "baseline" | "history", value: string): void {
  if (value === "") return;
  const posix = value.split(path.sep).join("/");
  if (value.includes("\0") || path.isAbsolute(value) || posix.startsWith("/") || posix.split("/").includes(".."))
    throw new InputError(
      `input "${name}" must be a path inside history-branch (e.g. history.jsonl) when history-branch is set, got ${quote(value)}`,
    );
}

/** The runner passes the default expression already evaluated; a literal one (a local run) is no token. */
function tokenInput(value: string): string | null {
  return value === "" || value === INPUT_DEFAULTS.token ? null : value;
}

const TRUE_WORDS = new Set(["true", "True", "TRUE"]);
const FALSE_WORDS = new Set(["false", "False", "FALSE"]);

function booleanInput(name: InputName, value: string): boolean {
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  throw new InputError(`input "${name}" must be true or false, got ${quote(value)}`);
}

function numberInput(name: InputName, value: string, range: { min: number; max: number; exclusive?: boolean }): number {
  const parsed = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
  const inside = range.exclusive
    ? parsed > range.min && parsed < range.max
    : parsed >= range.min && parsed <= range.max;
  if (!Number.isFinite(parsed) || !inside) {
    const bounds = range.exclusive ? `above ${range.min} and below ${range.max}` : `from ${range.min} to ${range.max}`;
    throw new InputError(`input "${name}" must be a number ${bounds}, got ${quote(value)}`);
  }
  return parsed;
}

function integerInput(name: InputName, value: string, min: number, max: number): number {
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new InputError(`input "${name}" must be a whole number from ${min} to ${max}, got ${quote(value)}`);
  }
  return parsed;
}

function junitModeInput(value: string): JunitMode {
  const mode = parseJunitMode(value);
  if (mode !== null) return mode;
  throw new InputError(`input "junit-mode" must be ${JUNIT_MODES.join(" or ")}, got ${quote(value)}`);
}

function junitFlavorInput(value: string): JunitFlavor {
  const flavor = parseJunitFlavor(value);
  if (flavor !== null) return flavor;
  throw new InputError(`input "junit-flavor" must be ${JUNIT_FLAVORS.join(" or ")}, got ${quote(value)}`);
}

function reportOperationsInput(value: string): ReportOperations {
  const listed = parseReportOperations(value);
  if (listed !== null) return listed;
  throw new InputError(`input "report-operations" must be ${REPORT_OPERATIONS.join(" or ")}, got ${quote(value)}`);
}

/** `I/N`: shard I of N, both counted from 1. */
function shardInput(value: string): Shard | null {
  if (value === "") return null;
  const shard = parseShard(value);
  if (shard === null)
    throw new InputError(`input "shard" must look like I/N with 1 <= I <= N (for example 2/4), got ${quote(value)}`);
  return shard;
}

function patternList(name: InputName, value: string): string[] {
  const items = commaList(value);
  if (items.length === 0) throw new InputError(`input "${name}" names no recording, directory or glob`);
  for (const item of items) {
    if (item.includes("\0")) throw new InputError(`input "${name}" holds a NUL character`);
  }
  return items;
}

/** An unset list input is null (the default applies); otherwise its items, comma- or line-separated. */
/** J1, J4, J29 inputs; an empty one is not stated. Distrust can only be switched on (J29), as with the flag. */
function settingFlagsInput(get: (name: InputName) => string): SettingFlags {
  return {
    writeTools: listInput(get("write-tools")) ?? undefined,
    addWriteTools: listInput(get("add-write-tools")) ?? undefined,
    readTools: listInput(get("read-tools")) ?? undefined,
    keyFields: listInput(get("key-fields")) ?? undefined,
    distrustIdempotentHint: booleanInput("distrust-idempotent-hint", get("distrust-idempotent-hint")) || undefined,
  };
}

function listInput(value: string): string[] | null {
  return value === "" ? null : commaList(value);
}

function optionalPath(value: string): string | null {
  return value === "" ? null : value;
}

function outputPaths(get: (name: InputName) => string, workspace: string): Record<FormatId, string> {
  const paths = FORMAT_IDS.map((id) => [id, outputPath(id, get(id), workspace)] as const);
  return Object.fromEntries(paths) as Record<FormatId, string>;
}

function outputPath(name: InputName, value: string, workspace: string): string {
  if (value.includes("\0")) throw new InputError(`input "${name}" holds a NUL character`);
  if (value.endsWith("/") || value.endsWith(path.sep))
    throw new InputError(`input "${name}" must name a file, got the directory ${quote(value)}`);
  return path.resolve(workspace, value);
}

/** The characters GitHub refuses in artifact names. */
const ARTIFACT_NAME_FORBIDDEN = /[":<>|*?\r\n\\/]/;

function validArtifactName(value: string): string {
  if (ARTIFACT_NAME_FORBIDDEN.test(value)) {
    throw new InputError(
      `input "artifact-name" must not contain any of " : < > | * ? \\ / or a line break, got ${quote(value)}`,
    );
  }
  return value;
}

function quote(value: string): string {
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return JSON.stringify(shown);
}
