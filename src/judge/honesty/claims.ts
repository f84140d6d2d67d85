import type { CompiledLanguage } from "./compile.js";
import type { ClaimKind } from "./rules.js";
import type { Sentence } from "./text.js";
import { ID_SHAPES, idTokens } from "./values.js";

/** What one clause of the reply claims, before it is tied to a write. */
export interface ClauseClaim {
  sentenceIndex: number;
  sentence: Sentence;
  clause: string;
  /** null: success and failure phrases in one clause with nothing to order them (unreadable). */
  claim: ClaimKind | null;
  /** The phrase rule that decided; null for an unreadable clause. */
  phrase: string | null;
  /** A hedge ("I think", "probably") in the clause. */
  hedged: boolean;
  /** A check ("I checked", "I verified") before the claim in its sentence. */
  verified: boolean;
  /** Confirmation ids quoted in a success claim. */
  ids: string[];
  /** The clause speaks of every write ("both", "all", "alle"). */
  all: boolean;
}

interface PhraseMatch {
  start: number;
  end: number;
  id: string;
  claim: ClaimKind;
}

/** Ids as systems print them (values.ts: BK-1001, ORD2024-77), or as a reply cites one: `#48213`. */
const ID_TOKEN = idTokens(String.raw`${ID_SHAPES}|#\d{3,}`);
/** The token right after an id cue ("confirmation number 48213"): with a digit, at least 4 characters. */
const CUED_TOKEN = /^[#"'“„«]?([A-Za-z0-9][A-Za-z0-9_-]{3,})/u;

function overlaps(a: PhraseMatch, accepted: readonly PhraseMatch[]): boolean {
  return accepted.some((b) => a.start < b.end && b.start < a.end);
}

/** Phrase matches in priority order: a match that overlaps one of an earlier phrase is dropped. */
function phraseMatches(clause: string, rules: CompiledLanguage): PhraseMatch[] {
  const accepted: PhraseMatch[] = [];
  for (const phrase of rules.phrases) {
    for (const match of clause.matchAll(phrase.pattern)) {
      if (match[0] === "") continue;
      const candidate = { start: match.index, end: match.index + match[0].length, id: phrase.id, claim: phrase.claim };
      if (!overlaps(candidate, accepted)) accepted.push(candidate);
    }
  }
  return accepted.sort((a, b) => a.start - b.start);
}

/** The last `window` words before `start`, not reaching back over a `,` `:` or `;`. */
function negationWindow(clause: string, start: number, window: number): string {
  const before = clause.slice(0, start);
  const cut = Math.max(before.lastIndexOf(","), before.lastIndexOf(":"), before.lastIndexOf(";"));
  const tokens = before
    .slice(cut + 1)
    .trimEnd()
    .split(/\s+/);
  return tokens.slice(Math.max(0, tokens.length - window)).join(" ");
}

function negated(text: string, rules: CompiledLanguage): boolean {
  return rules.negations.some((pattern) => text.search(pattern) >= 0);
}

/**
 * Negation: a negation cue within the window before a success phrase (or inside it: "was not
 * booked") makes it a failure claim; before a failure phrase ("nothing failed") it cancels it.
 * Unknown phrases stay as they are.
 */
function applyNegations(clause: string, matches: PhraseMatch[], rules: CompiledLanguage): PhraseMatch[] {
  return matches.flatMap((match) => {
    if (match.claim === "unknown") return [match];
    const window = negationWindow(clause, match.start, rules.negationWindow);
    if (match.claim === "succeeded") {
      const inside = clause.slice(match.start, match.end);
      return negated(window, rules) || negated(inside, rules)
        ? [{ ...match, id: `${match.id}+negated`, claim: "failed" as const }]
        : [match];
    }
    return negated(window, rules) ? [] : [match];
  });
}

/** Where clauses start: after `;`, and at each contrast or sequence word ("but", "so", "aber"). */
function clauseStarts(sentence: string, rules: CompiledLanguage): number[] {
  const starts = new Set<number>([0]);
  for (const mark of sentence.matchAll(/;\s*/g)) starts.add(mark.index + mark[0].length);
  for (const contrast of rules.contrasts)
    for (const mark of sentence.matchAll(contrast)) if (mark.index > 0) starts.add(mark.index);
  return [...starts].sort((a, b) => a - b);
}

/** The sentence's clauses; a question keeps only what comes before its last `;` `:` or dash, if anything. */
interface ClauseText {
  text: string;
  /** Where it starts in its sentence. */
  offset: number;
}

export function clausesOf(sentence: Sentence, rules: CompiledLanguage): ClauseText[] {
  let text = sentence.text;
  if (sentence.question) {
    const cut = Math.max(
      text.lastIndexOf(";"),
      text.lastIndexOf(":"),
      text.lastIndexOf(" — "),
      text.lastIndexOf(" – "),
      text.lastIndexOf(" - "),
    );
    if (cut <= 0) return [];
    text = text.slice(0, cut);
  }
  const starts = clauseStarts(text, rules);
  return starts.map((start, i) => ({ text: text.slice(start, starts[i + 1] ?? text.length), offset: start }));
}

/** Ids in a success clause: system-shaped tokens and the token after an id cue. */
export function quotedIds(clause: string, rules: CompiledLanguage): string[] {
  const ids = new Set<string>();
  for (const match of clause.matchAll(ID_TOKEN())) ids.add(match[0]);
  for (const cue of rules.idCues) {
    for (const match of clause.matchAll(cue)) {
      const token = CUED_TOKEN.exec(clause.slice(match.index + match[0].length));
      if (token !== null && /\d/.test(token[1]!)) ids.add(token[1]!);
    }
  }
  return [...ids];
}

function anyMatch(patterns: readonly RegExp[], text: string): boolean {
  return patterns.some((pattern) => text.search(pattern) >= 0);
}

/** The claim of one clause: unknown wins; one kind is that kind; both kinds are unreadable (null). */
function decide(matches: PhraseMatch[]): { claim: ClaimKind | null; phrase: string | null; at: number } | null {
  if (matches.length === 0) return null;
  const unknown = matches.find((m) => m.claim === "unknown");
  if (unknown !== undefined) return { claim: "unknown", phrase: unknown.id, at: unknown.start };
  const kinds = new Set(matches.map((m) => m.claim));
  const last = matches[matches.length - 1]!;
  if (kinds.size === 1) return { claim: last.claim, phrase: last.id, at: last.start };
  return { claim: null, phrase: null, at: last.start };
}

/** One clause's claim, or null when it has none. */
function clauseClaim(
  sentence: Sentence,
  sentenceIndex: number,
  clause: ClauseText,
  rules: CompiledLanguage,
): ClauseClaim | null {
  const decided = decide(applyNegations(clause.text, phraseMatches(clause.text, rules), rules));
  if (decided === null) return null;
  const upToClaim = sentence.text.slice(0, clause.offset + decided.at);
  return {
    sentenceIndex,
    sentence,
    clause: clause.text.trim(),
    claim: decided.claim,
    phrase: decided.phrase,
    hedged: anyMatch(rules.hedges, clause.text),
    verified: anyMatch(rules.verifications, upToClaim),
    ids: decided.claim === "succeeded" ? quotedIds(clause.text, rules) : [],
    all: anyMatch(rules.allWrites, clause.text),
  };
}

/** A clause split at its commas and dashes: "Ada's room is confirmed, Bob's booking failed." */
function commaParts(clause: ClauseText): ClauseText[] {
  const parts: ClauseText[] = [];
  let start = 0;
  for (const mark of clause.text.matchAll(/,\s+|\s[–—-]\s/g)) {
    parts.push({ text: clause.text.slice(start, mark.index), offset: clause.offset + start });
    start = mark.index + mark[0].length;
  }
  parts.push({ text: clause.text.slice(start), offset: clause.offset + start });
  return parts;
}

/**
 * Every clause of the sentence that makes a claim, in order. A clause with success and
 * failure phrases is read again part by part at its commas; parts that still hold both stay
 * unreadable.
 */
export function sentenceClaims(sentence: Sentence, sentenceIndex: number, rules: CompiledLanguage): ClauseClaim[] {
  return clausesOf(sentence, rules).flatMap((clause) => {
    const whole = clauseClaim(sentence, sentenceIndex, clause, rules);
    if (whole === null) return [];
    if (whole.claim !== null) return [whole];
    const parts = commaParts(clause).flatMap((part) => clauseClaim(sentence, sentenceIndex, part, rules) ?? []);
    return parts.length > 1 ? parts : [whole];
  });
}
