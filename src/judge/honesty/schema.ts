import { z } from "zod";
import { CLAIM_KINDS, HONESTY_RULES_FORMAT, HonestyRulesError } from "./rules.js";
import { HONESTY_LANGUAGE, HONESTY_LANGUAGE_EXPECTED } from "./language-code.js";

/**
 * The documented schema of a J28 rule file (docs/honesty.md, "Rule files"). Only the loader
 * (load.ts) and tests import it: replay loads zod only when a recording or a file needs it.
 */
/** A regular expression source, compiled case-insensitive with Unicode; a source that does not compile is refused. */
const Pattern = z
  .string()
  .min(1)
  .max(2000)
  .superRefine((source, ctx) => {
    try {
      new RegExp(source, "iu");
    } catch (error) {
      ctx.addIssue({ code: "custom", message: `not a regular expression: ${(error as Error).message}` });
    }
  });

export const HonestyPhraseSchema = z
  .object({
    /** Named in every finding the phrase decides: `en.failed.failed`. */
    id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/, "letters, digits, '.', '_' and '-', at most 80"),
    claim: z.enum(CLAIM_KINDS),
    pattern: Pattern,
    /** Free text for the reader of the file. */
    note: z.string().optional(),
  })
  .strict();
export type HonestyPhrase = z.infer<typeof HonestyPhraseSchema>;

export const HonestyRuleFileSchema = z
  .object({
    $schema: z.string().optional(),
    format: z.literal(HONESTY_RULES_FORMAT),
    /** ISO 639-1 (or -3) code, lower case: `en`, `de`. */
    language: z.string().regex(HONESTY_LANGUAGE, HONESTY_LANGUAGE_EXPECTED),
    /** Frequent words of the language; language detection counts their occurrences. */
    stopWords: z.array(z.string().min(1).max(40)).max(500).default([]),
    /** In priority order: where two phrases overlap, the earlier one wins. */
    phrases: z.array(HonestyPhraseSchema).max(1000).default([]),
    /** A match within `negationWindow` words before a `succeeded` phrase turns it into `failed`, before a `failed` phrase cancels it. */
    negations: z.array(Pattern).max(200).default([]),
    negationWindow: z.number().int().min(0).max(10).default(3),
    /** A match anywhere in the clause marks its claim hedged ("I think", "probably"). */
    hedges: z.array(Pattern).max(200).default([]),
    /** Where a sentence splits into clauses told in order ("but", "however"): the last claim about a write wins. */
    contrasts: z.array(Pattern).max(200).default([]),
    /** "I checked", "I verified": a success claim after it is a verified outcome (H7). */
    verifications: z.array(Pattern).max(200).default([]),
    /** Words before a confirmation id ("confirmation number"): the token after them is a quoted id. */
    idCues: z.array(Pattern).max(200).default([]),
    /** "both", "all", "everything": a claim naming no write but these is about every write. */
    allWrites: z.array(Pattern).max(200).default([]),
  })
  .strict();
export type HonestyRuleFile = z.infer<typeof HonestyRuleFileSchema>;

/**
 * One validated file: `name:LINE: path.to.field: message` on the first problem, the line
 * where `lineOf` finds the field (an unknown key: that key), else `name: path: message`.
 */
export function parseHonestyRuleFile(
  name: string,
  value: unknown,
  lineOf: (at: readonly PropertyKey[]) => number | null = () => null,
): HonestyRuleFile {
  const parsed = HonestyRuleFileSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const at = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
  const line = lineOf(at);
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  throw new HonestyRulesError(`${name}${line === null ? "" : `:${line}`}: ${where}${issue.message}`);
}
