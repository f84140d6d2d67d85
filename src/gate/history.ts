import { constants, lstatSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { ViolationCode } from "../judge/types.js";
import { HonestyTotalsSchema, type HonestyTotals, type Report } from "../report/schema.js";
import { checkedChain, upgradeDocument } from "../report/upgrade.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { describeFsError, ensureDirSync, readRegularFile, withoutByteOrderMark } from "../util/fs.js";
import { caseSetOfReport, type CaseSet, type CaseTally } from "./cases.js";
import { evidenceOfReport, HISTORY_DIGEST_CHARS, type EvidenceMap } from "./evidence.js";
import { withFileLock } from "./lock.js";
import type { RunMeta } from "./run-meta.js";

/**
 * The history file (docs/gate.md): JSON Lines, one run per line, `"v"` first on every line.
 * Each line stands alone, so a damaged line costs only itself. Cases are front-coded
 * (sorted ids, each stored as the length it shares with the previous id plus the rest)
 * and their results packed into a short token string, so 1,000 runs of 500 cases stay a
 * few MB.
 */
export const HISTORY_VERSION = 1;

/**
 * Lines of an older `"v"` go through this chain (src/report/upgrade.ts) before they are read;
 * a new line format is one added step. v1 is the first, so there is nothing to upgrade yet.
 */
const HISTORY_UPGRADES = checkedChain({ current: HISTORY_VERSION, steps: [] });

export interface HistoryTotals {
  recordings: number;
  passed: number;
  failed: number;
  notTested: number;
  errors: number;
  meanScore: number | null;
}

export interface HistoryEntry {
  runId: string | null;
  commit: string | null;
  ref: string | null;
  time: string | null;
  /** Only blessed runs become baselines (`--bless`). */
  blessed: boolean;
  loopgateVersion: string;
  rulesVersion: string;
  configHash: string;
  totals: HistoryTotals;
  cases: CaseSet;
  /**
   * Each recording's digest (the first 16 hex digits of its SHA-256), kept for blessed
   * runs only — the baselines — so a pull request's evidence changes can be listed.
   * Null when not stored.
   */
  evidence: EvidenceMap | null;
  /** J28's run totals, only where measured (a final reply in some recording); null otherwise. */
  honesty: HonestyTotals | null;
}

export interface HistoryLine {
  /** 1-based line number in the file as read. */
  line: number;
  entry: HistoryEntry;
}

export interface HistoryRead {
  /** False when the file does not exist (a first run). */
  exists: boolean;
  entries: HistoryLine[];
  /** One warning per skipped line, naming file and line. */
  warnings: string[];
}

/** One letter per violation code; a new code needs a new letter, never a reused one. */
const CODE_LETTERS: Record<ViolationCode, string> = {
  DUPLICATE_EXECUTION: "D",
  RETRY_AFTER_VIOLATED: "R",
};
const LETTER_CODES = new Map(Object.entries(CODE_LETTERS).map(([code, letter]) => [letter, code]));

const TotalsSchema = z
  .object({
    recordings: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    notTested: z.number().int().nonnegative(),
    errors: z.number().int().nonnegative(),
    meanScore: z.number().nullable(),
  })
  .strict();

const LineSchema = z.object({
  v: z.number().int(),
  runId: z.string().nullable(),
  commit: z.string().nullable(),
  ref: z.string().nullable(),
  time: z.string().nullable(),
  blessed: z.boolean(),
  loopgate: z.string(),
  rules: z.string(),
  config: z.string(),
  totals: TotalsSchema,
  cases: z.array(z.string()),
  evidence: z.array(z.string()).optional(),
  /**
   * J28: `N|caseId` for each case with N runs whose final reply is a DISHONEST_CLAIM. Written
   * on every line since honesty is gated (empty when none), so a baseline knows which claims
   * were already there; absent on older lines, whose cases then say nothing about honesty.
   */
  dishonest: z.array(z.string()).optional(),
  honesty: HonestyTotalsSchema.optional(),
});

export function entryFromReport(report: Report, meta: RunMeta, blessed: boolean): HistoryEntry {
  const t = report.totals;
  return {
    runId: meta.runId,
    commit: meta.commit,
    ref: meta.ref,
    time: meta.time,
    blessed,
    loopgateVersion: report.loopgate.version,
    rulesVersion: report.config.rulesVersion,
    configHash: report.config.hash,
    totals: {
      recordings: t.recordings,
      passed: t.passed,
      failed: t.failed,
      notTested: t.notTested,
      errors: t.errors,
      meanScore: t.meanScore,
    },
    cases: caseSetOfReport(report),
    evidence: blessed ? historyEvidence(report) : null,
    honesty: t.honesty ?? null,
  };
}

function historyEvidence(report: Report): EvidenceMap | null {
  const full = evidenceOfReport(report);
  if (full === null) return null;
  return new Map([...full].map(([file, digest]) => [file, digest.slice(0, HISTORY_DIGEST_CHARS)]));
}

/** One line of the file, without its newline. */
export function encodeEntry(entry: HistoryEntry): string {
  const cases: string[] = [];
  let previous = "";
  for (const [caseId, tally] of entry.cases) {
    const shared = sharedPrefixLength(previous, caseId);
    cases.push(`${encodeTally(tally)}|${shared}|${caseId.slice(shared)}`);
    previous = caseId;
  }
  return JSON.stringify({
    v: HISTORY_VERSION,
    runId: entry.runId,
    commit: entry.commit,
    ref: entry.ref,
    time: entry.time,
    blessed: entry.blessed,
    loopgate: entry.loopgateVersion,
    rules: entry.rulesVersion,
    config: entry.configHash,
    totals: entry.totals,
    cases,
    ...(entry.evidence === null ? {} : { evidence: frontCoded(entry.evidence) }),
    ...dishonestField(entry.cases),
    ...(entry.honesty === null ? {} : { honesty: entry.honesty }),
  });
}

/** The `dishonest` field: written only when every case knows its count (an entry read from an older line does not). */
function dishonestField(cases: CaseSet): { dishonest?: string[] } {
  const out: string[] = [];
  for (const [caseId, tally] of cases) {
    if (tally.dishonest === undefined) return {};
    if (tally.dishonest > 0) out.push(`${tally.dishonest}|${caseId}`);
  }
  return { dishonest: out };
}

/** Sets each case's dishonest count from the line's `dishonest` field; false when an item is malformed. */
function readDishonest(cases: CaseSet, items: string[]): boolean {
  for (const tally of cases.values()) tally.dishonest = 0;
  for (const item of items) {
    const match = /^([1-9]\d*)\|/.exec(item);
    const tally = match ? cases.get(item.slice(match[0].length)) : undefined;
    if (!match || tally === undefined) return false;
    tally.dishonest = Number(match[1]);
  }
  return true;
}

/**
 * Front-coded like the cases: `DIGEST|SHARED|REST`, the digest "-" for a file that could
 * not be read. Paths come sorted from the report.
 */
function frontCoded(evidence: EvidenceMap): string[] {
  const out: string[] = [];
  let previous = "";
  for (const [file, digest] of evidence) {
    const shared = sharedPrefixLength(previous, file);
    out.push(`${digest === "" ? "-" : digest}|${shared}|${file.slice(shared)}`);
    previous = file;
  }
  return out;
}

function decodeEvidence(items: string[]): EvidenceMap | null {
  const evidence: EvidenceMap = new Map();
  let previous = "";
  for (const item of items) {
    const match = /^(-|[0-9a-f]{16,64})\|(\d+)\|/.exec(item);
    if (!match || Number(match[2]) > previous.length) return null;
    const file = previous.slice(0, Number(match[2])) + item.slice(match[0].length);
    evidence.set(file, match[1] === "-" ? "" : match[1]!);
    previous = file;
  }
  return evidence;
}

/** Parses one line; the error says why it cannot be used. */
export function decodeLine(text: string): { ok: true; entry: HistoryEntry } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: "not JSON (a truncated or damaged line)" };
  }
  if (json === null || typeof json !== "object" || Array.isArray(json))
    return { ok: false, reason: `not a loopgate history v${HISTORY_VERSION} entry` };
  const version = (json as { v?: unknown }).v;
  const upgraded = upgradeDocument(HISTORY_UPGRADES, version, json as Record<string, unknown>);
  if (!upgraded.ok && upgraded.problem === "newer")
    return {
      ok: false,
      reason: `history format v${String(version)} is newer than this loopgate reads (v${upgraded.readable})`,
    };
  const parsed = upgraded.ok ? LineSchema.safeParse(upgraded.document) : null;
  if (parsed === null || !parsed.success || parsed.data.v !== HISTORY_VERSION)
    return { ok: false, reason: `not a loopgate history v${HISTORY_VERSION} entry` };
  const line = parsed.data;
  const evidence = line.evidence === undefined ? null : decodeEvidence(line.evidence);
  if (line.evidence !== undefined && evidence === null) return { ok: false, reason: "bad evidence entry" };
  const cases: CaseSet = new Map();
  let previous = "";
  for (const item of line.cases) {
    const decoded = decodeCase(item, previous);
    if (decoded === null) return { ok: false, reason: `bad case entry ${JSON.stringify(item.slice(0, 60))}` };
    cases.set(decoded.caseId, decoded.tally);
    previous = decoded.caseId;
  }
  if (line.dishonest !== undefined && !readDishonest(cases, line.dishonest))
    return { ok: false, reason: "bad dishonest entry" };
  return {
    ok: true,
    entry: {
      runId: line.runId,
      commit: line.commit,
      ref: line.ref,
      time: line.time,
      blessed: line.blessed,
      loopgateVersion: line.loopgate,
      rulesVersion: line.rules,
      configHash: line.config,
      totals: line.totals,
      cases,
      evidence,
      honesty: line.honesty ?? null,
    },
  };
}

/** `p`/`f`/`n`/`e` counts (the number left out when 1), `s` score sum, `k` scored runs when not p+f, `v` violation letters. */
function encodeTally(tally: CaseTally): string {
  let out = "";
  for (const [letter, count] of [
    ["p", tally.passed],
    ["f", tally.failed],
    ["n", tally.notTested],
    ["e", tally.errors],
  ] as const) {
    if (count > 0) out += count === 1 ? letter : `${letter}${count}`;
  }
  if (tally.scored > 0) out += `s${tally.scoreSum}`;
  if (tally.scored !== tally.passed + tally.failed) out += `k${tally.scored}`;
  if (tally.violationCodes.length > 0) {
    out += `v${tally.violationCodes.map((code) => CODE_LETTERS[code as ViolationCode] ?? "").join("")}`;
  }
  return out;
}

const TALLY = /^(?:p(\d*))?(?:f(\d*))?(?:n(\d*))?(?:e(\d*))?(?:s(\d+))?(?:k(\d+))?(?:v([A-Z]+))?$/;

function decodeCase(item: string, previous: string): { caseId: string; tally: CaseTally } | null {
  const first = item.indexOf("|");
  const second = item.indexOf("|", first + 1);
  if (first < 0 || second < 0) return null;
  const match = TALLY.exec(item.slice(0, first));
  const sharedText = item.slice(first + 1, second);
  if (!match || !/^\d+$/.test(sharedText)) return null;
  const shared = Number(sharedText);
  if (shared > previous.length) return null;
  const count = (group: string | undefined) => (group === undefined ? 0 : group === "" ? 1 : Number(group));
  const passed = count(match[1]);
  const failed = count(match[2]);
  const notTested = count(match[3]);
  const errors = count(match[4]);
  const scoreSum = match[5] === undefined ? 0 : Number(match[5]);
  const scored = match[6] !== undefined ? Number(match[6]) : match[5] === undefined ? 0 : passed + failed;
  const violationCodes: string[] = [];
  for (const letter of match[7] ?? "") {
    const code = LETTER_CODES.get(letter);
    if (code === undefined) return null;
    violationCodes.push(code);
  }
  if (passed + failed + notTested + errors === 0) return null;
  return {
    caseId: previous.slice(0, shared) + item.slice(second + 1),
    tally: { passed, failed, notTested, errors, scoreSum, scored, violationCodes },
  };
}

function sharedPrefixLength(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // Never split a surrogate pair between the shared part and the rest.
  if (i > 0 && i < b.length && isHighSurrogate(b.charCodeAt(i - 1))) i--;
  return i;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

interface ParsedFile {
  exists: boolean;
  /** Every non-blank line as read, valid or not, in file order. */
  lines: Array<{ line: number; text: string; entry: HistoryEntry | null }>;
  endsWithNewline: boolean;
  warnings: string[];
}

async function parseFile(file: string, displayPath: string, noFollow = false): Promise<ParsedFile> {
  let text: string;
  try {
    text = withoutByteOrderMark((await readRegularFile(file, { noFollow })).bytes.toString("utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      return { exists: false, lines: [], endsWithNewline: true, warnings: [] };
    throw new Error(`${displayPath}: cannot read the history file: ${describeFsError(error)}`, { cause: error });
  }
  const lines: ParsedFile["lines"] = [];
  const warnings: string[] = [];
  const raw = text.split("\n");
  for (let i = 0; i < raw.length; i++) {
    const lineText = raw[i]!;
    if (lineText.trim() === "") continue;
    const decoded = decodeLine(lineText);
    if (decoded.ok) lines.push({ line: i + 1, text: lineText, entry: decoded.entry });
    else {
      lines.push({ line: i + 1, text: lineText, entry: null });
      warnings.push(`${displayPath}:${i + 1}: skipped: ${decoded.reason} (the line is kept)`);
    }
  }
  return { exists: true, lines, endsWithNewline: text === "" || text.endsWith("\n"), warnings };
}

export async function readHistory(file: string, displayPath = file): Promise<HistoryRead> {
  const parsed = await parseFile(file, displayPath);
  const entries: HistoryLine[] = [];
  for (const item of parsed.lines) if (item.entry) entries.push({ line: item.line, entry: item.entry });
  return { exists: parsed.exists, entries, warnings: parsed.warnings };
}

export interface AppendResult {
  /** A line with the same run id was replaced in place. */
  replaced: boolean;
  /** Entries dropped by `--history-max`, oldest first. */
  dropped: number;
  warnings: string[];
}

/**
 * Adds a run to the history under a lock file, so two processes never lose each other's
 * line. A plain append is one O_APPEND write; replacing a run id or rotating rewrites
 * the file atomically (temp file + rename). Damaged lines are kept where they are.
 */
export async function appendToHistory(
  file: string,
  entry: HistoryEntry,
  options: { max: number | null; displayPath?: string },
): Promise<AppendResult> {
  const displayPath = options.displayPath ?? file;
  const line = encodeEntry(entry);
  ensureDirSync(path.dirname(file));
  refuseLink(file, displayPath);
  return withFileLock(file, async () => {
    const parsed = await parseFile(file, displayPath, true);
    const replaceAt =
      entry.runId === null
        ? -1
        : parsed.lines.findIndex((item) => item.entry !== null && item.entry.runId === entry.runId);
    const validCount = parsed.lines.filter((item) => item.entry !== null).length + (replaceAt >= 0 ? 0 : 1);
    const excess = options.max === null ? 0 : Math.max(0, validCount - options.max);
    if (replaceAt < 0 && excess === 0) {
      await appendLine(file, `${parsed.endsWithNewline ? "" : "\n"}${line}\n`);
      return { replaced: false, dropped: 0, warnings: parsed.warnings };
    }
    const texts = parsed.lines.map((item) => ({ text: item.text, entry: item.entry }));
    if (replaceAt >= 0) texts[replaceAt] = { text: line, entry };
    else texts.push({ text: line, entry });
    // Rotation never drops the newest blessed run of a ref: it is what the next pull request compares with.
    const newestBlessed = new Map<string | null, number>();
    texts.forEach((item, index) => {
      if (item.entry?.blessed) newestBlessed.set(item.entry.ref === null ? null : normalizeRef(item.entry.ref), index);
    });
    const protectedIndexes = new Set(newestBlessed.values());
    let toDrop = excess;
    const kept = texts.filter((item, index) => {
      if (toDrop > 0 && item.entry !== null && !protectedIndexes.has(index)) {
        toDrop--;
        return false;
      }
      return true;
    });
    await writeFileAtomic(file, kept.map((item) => `${item.text}\n`).join(""));
    return { replaced: replaceAt >= 0, dropped: excess - toDrop, warnings: parsed.warnings };
  });
}

/**
 * Both ways of writing (an append, a rewrite by rename) refuse a symbolic link, as
 * `record --out` does: followed, an append would write wherever the link points (a link
 * committed by a pull request can point anywhere); replaced, it would silently stop being
 * one. The reads and the append open with O_NOFOLLOW too, so a link planted meanwhile fails.
 */
function refuseLink(file: string, displayPath: string): void {
  let stats;
  try {
    stats = lstatSync(file);
  } catch {
    return;
  }
  if (stats.isSymbolicLink())
    throw new Error(`${displayPath} is a symbolic link; refusing to write the history through it`);
}

async function appendLine(file: string, text: string): Promise<void> {
  const handle = await open(
    file,
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW,
    0o644,
  );
  try {
    await handle.write(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** `main` and `refs/heads/main` name the same branch. */
export function normalizeRef(ref: string): string {
  return ref.replace(/^refs\/heads\//, "");
}

export interface BaselineChoice {
  entry: HistoryEntry;
  line: number;
  /**
   * Why this entry: it is the base commit's run, the nearest ancestor's (`distance` commits
   * back), or — no commit within reach has one — the newest blessed run of the ref.
   */
  matchedBy: "commit" | "ancestor" | "ref";
  distance: number;
}

/**
 * The baseline for a pull request: the blessed run of its base commit, else of its nearest
 * ancestor that has one (`ancestry`: the base commit first, as git walks it), else the
 * newest blessed run of the base ref. Several runs of one commit: the base ref's first,
 * then the highest run id (a later workflow run), then the later line (a re-run replaced in
 * place keeps its line). Unblessed runs never qualify, however new; the current run's own
 * id is skipped so a re-run never compares with itself.
 */
export function selectBaseline(
  entries: HistoryLine[],
  options: { ref: string; commit: string | null; excludeRunId: string | null; ancestry?: string[] | null },
): BaselineChoice | null {
  const candidates = entries.filter(
    (item) => item.entry.blessed && (options.excludeRunId === null || item.entry.runId !== options.excludeRunId),
  );
  const wantedRef = normalizeRef(options.ref);
  const commits = options.ancestry ?? (options.commit === null ? [] : [options.commit]);
  for (let distance = 0; distance < commits.length; distance++) {
    const commit = commits[distance]!.toLowerCase();
    const byCommit = candidates.filter(
      (item) => item.entry.commit !== null && commitMatches(item.entry.commit.toLowerCase(), commit),
    );
    const sameRef = byCommit.filter((item) => item.entry.ref !== null && normalizeRef(item.entry.ref) === wantedRef);
    const pick = newestRun(sameRef.length > 0 ? sameRef : byCommit);
    if (pick)
      return { entry: pick.entry, line: pick.line, matchedBy: distance === 0 ? "commit" : "ancestor", distance };
  }
  const byRef = newestRun(
    candidates.filter((item) => item.entry.ref !== null && normalizeRef(item.entry.ref) === wantedRef),
  );
  return byRef ? { entry: byRef.entry, line: byRef.line, matchedBy: "ref", distance: -1 } : null;
}

/** A run's numeric id (GitHub's run ids are numbers); -1 for an id that is none, so it ranks first. */
export function runNumber(item: HistoryLine): number {
  return item.entry.runId !== null && /^\d{1,15}$/.test(item.entry.runId) ? Number(item.entry.runId) : -1;
}

/** The run with the highest numeric id, then the later line; ids that are not numbers rank by line. */
function newestRun(items: HistoryLine[]): HistoryLine | undefined {
  return [...items].sort((a, b) => runNumber(a) - runNumber(b) || a.line - b.line).at(-1);
}

/** A short SHA (7+ characters) matches the full one. */
function commitMatches(stored: string, wanted: string): boolean {
  if (stored === wanted) return true;
  const shorter = stored.length < wanted.length ? stored : wanted;
  const longer = shorter === stored ? wanted : stored;
  return shorter.length >= 7 && longer.startsWith(shorter);
}
