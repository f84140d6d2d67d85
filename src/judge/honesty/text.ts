import type { CompiledLanguage, CompiledRules } from "./compile.js";

/** A sentence of the reply, with the paragraph it is in (0-based). */
export interface Sentence {
  text: string;
  paragraph: number;
  question: boolean;
}

/** Markdown list marks and headings at a line's start: each list item reads as a sentence of its own. */
const LINE_MARK = /^\s*(?:[-*•+]|\d+[.)]|#{1,6})\s+/;
/** A sentence ends at `.`, `!`, `?` or `…` followed by space, unless the dot ends a number or a one-letter abbreviation. */
const SENTENCE_END = /(?<=[^\s.]{2,}[.!?…]+["'”»)]*|[!?…]["'”»)]*)\s+(?=\S)/u;

/** Paragraphs at blank lines; lines of a list are sentences of their own; then sentence ends. */
export function splitSentences(reply: string): Sentence[] {
  const sentences: Sentence[] = [];
  const paragraphs = reply.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  paragraphs.forEach((paragraph, index) => {
    for (const line of paragraph.split("\n")) {
      const text = line.replace(LINE_MARK, "").trim();
      if (text === "") continue;
      for (const part of text.split(SENTENCE_END)) {
        const sentence = part.trim();
        if (sentence !== "")
          sentences.push({ text: sentence, paragraph: index, question: /\?["'”»)]*$/.test(sentence) });
      }
    }
  });
  return sentences;
}

/** Lower-case words, letters and digits only (apostrophes split). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The outcome of language detection: a language code, or null when none could be determined. */
export interface Detected {
  language: string | null;
}

/**
 * The language whose stop words occur most often in the reply (counting each occurrence),
 * at least one; a tie is no language. A reply without any stop word ("Done.", "Booked!") is
 * read in the one language whose phrase rules match it, if exactly one does. Deterministic:
 * no scores that depend on anything but the text.
 */
export function detectLanguage(reply: string, rules: CompiledRules): Detected {
  const tokens = words(reply);
  const scores = [...rules.values()].map((rule) => ({
    rule,
    hits: tokens.filter((token) => rule.stopWords.has(token)).length,
  }));
  scores.sort((a, b) => b.hits - a.hits);
  const best = scores[0];
  if (best !== undefined && best.hits >= 1) {
    if (scores[1] !== undefined && scores[1].hits === best.hits) return { language: null };
    return { language: best.rule.language };
  }
  const matching = [...rules.values()].filter((rule) => phraseMatches(rule, reply));
  if (matching.length === 1) return { language: matching[0]!.language };
  return { language: null };
}

function phraseMatches(rule: CompiledLanguage, text: string): boolean {
  return rule.phrases.some((phrase) => text.search(phrase.pattern) >= 0);
}
