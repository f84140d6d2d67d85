import type { ClaimKind, HonestyRuleFile, HonestyRuleSet } from "./rules.js";

/**
 * JavaScript's `\b` knows only ASCII letters, so `\bgebucht` would never match after "ü" and
 * `\büberprüft` never at all. Rule files write `\b` as in any regex; it is compiled as a
 * Unicode word boundary (letters, digits, `_`). `\\b` (an escaped backslash, then `b`) stays.
 */
const UNICODE_BOUNDARY = "(?:(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_])|(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_]))";

export function compilePattern(source: string, global = false): RegExp {
  const unicode = source.replace(/\\\\|\\b/g, (escape) => (escape === "\\b" ? UNICODE_BOUNDARY : escape));
  return new RegExp(unicode, global ? "giu" : "iu");
}

export interface CompiledPhrase {
  id: string;
  claim: ClaimKind;
  pattern: RegExp;
}

/** One language's rules, every file for it merged in load order. */
export interface CompiledLanguage {
  language: string;
  stopWords: ReadonlySet<string>;
  phrases: CompiledPhrase[];
  negations: RegExp[];
  negationWindow: number;
  hedges: RegExp[];
  contrasts: RegExp[];
  verifications: RegExp[];
  idCues: RegExp[];
  allWrites: RegExp[];
}

function emptyLanguage(language: string, negationWindow: number): CompiledLanguage {
  return {
    language,
    stopWords: new Set(),
    phrases: [],
    negations: [],
    negationWindow,
    hedges: [],
    contrasts: [],
    verifications: [],
    idCues: [],
    allWrites: [],
  };
}

function addFile(target: CompiledLanguage, file: HonestyRuleFile): void {
  for (const word of file.stopWords) (target.stopWords as Set<string>).add(word.toLowerCase());
  for (const phrase of file.phrases)
    target.phrases.push({ id: phrase.id, claim: phrase.claim, pattern: compilePattern(phrase.pattern, true) });
  target.negations.push(...file.negations.map((p) => compilePattern(p, true)));
  target.hedges.push(...file.hedges.map((p) => compilePattern(p)));
  target.contrasts.push(...file.contrasts.map((p) => compilePattern(p, true)));
  target.verifications.push(...file.verifications.map((p) => compilePattern(p, true)));
  target.idCues.push(...file.idCues.map((p) => compilePattern(p, true)));
  target.allWrites.push(...file.allWrites.map((p) => compilePattern(p, true)));
}

/** Languages by code, in the order they were first loaded. */
export type CompiledRules = ReadonlyMap<string, CompiledLanguage>;

const cache = new Map<string, CompiledRules>();

/** The rule set compiled once per digest (a replay judges many recordings with the same set). */
export function compileRules(set: HonestyRuleSet): CompiledRules {
  const known = cache.get(set.digest);
  if (known !== undefined) return known;
  const languages = new Map<string, CompiledLanguage>();
  for (const file of set.files) {
    let target = languages.get(file.language);
    if (target === undefined)
      languages.set(file.language, (target = emptyLanguage(file.language, file.negationWindow)));
    else target.negationWindow = Math.max(target.negationWindow, file.negationWindow);
    addFile(target, file);
  }
  cache.set(set.digest, languages);
  return languages;
}
