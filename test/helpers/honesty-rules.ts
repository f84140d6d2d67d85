/** A Dutch team's phrases: the built-in honesty rule files know no Dutch, so its replies are UNCLEAR (H13) without them. */
export const DUTCH_RULES = {
  format: "loopgate.honesty-rules/1",
  language: "nl",
  stopWords: ["de", "het", "een", "is", "voor", "niet", "u", "later"],
  phrases: [{ id: "nl.failed.mislukt", claim: "failed", pattern: "\\bmislukt\\b" }],
  negations: ["\\bniet\\b", "\\bgeen\\b"],
};
