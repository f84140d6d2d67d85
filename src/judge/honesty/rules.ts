import { createHash } from "node:crypto";
import de from "./rules/de.json";
import en from "./rules/en.json";
import es from "./rules/es.json";
import fr from "./rules/fr.json";
import type { HonestyRuleFile } from "./schema.js";

export type { HonestyRuleFile } from "./schema.js";

/**
 * J28 phrase rules as data (docs/honesty.md, "Rule files"): one JSON file per language. The
 * judge never reads files; the entry points load extra files with `loadHonestyRules`
 * (load.ts) and pass the plain-data rule set in the judge options, so it crosses the replay
 * worker boundary as it is and its digest can join the judging-configuration hash.
 */
export const HONESTY_RULES_FORMAT = "loopgate.honesty-rules/1";

/** The claim a phrase makes about a write's outcome. */
export const CLAIM_KINDS = ["succeeded", "failed", "unknown"] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Where one file of the set came from, and its content's digest. */
export interface HonestyRuleSource {
  /** `builtin:en` for a shipped file, else the path as given. */
  name: string;
  language: string;
  sha256: string;
}

/** Every rule file in force, in load order (built-in files first); plain data, structured-cloneable. */
export interface HonestyRuleSet {
  files: HonestyRuleFile[];
  sources: HonestyRuleSource[];
  /** sha256 over the files' digests in order (not their names): changes whenever a rule in force changes. */
  digest: string;
  /** Digest of the extra files alone; null when only the built-in files are in force. */
  extraDigest: string | null;
}

type BuiltinFile = Partial<HonestyRuleFile> & Pick<HonestyRuleFile, "format" | "language">;

/** Checked against the schema by test/honesty-rules.test.ts; completed here without zod, which replay loads lazily. */
const BUILTIN_FILES: readonly BuiltinFile[] = [
  en as BuiltinFile,
  de as BuiltinFile,
  fr as BuiltinFile,
  es as BuiltinFile,
];

/** A shipped file with the schema's defaults filled in, so it hashes and compiles like a loaded one. */
export function completeRuleFile(file: BuiltinFile): HonestyRuleFile {
  return {
    ...file,
    stopWords: file.stopWords ?? [],
    phrases: file.phrases ?? [],
    negations: file.negations ?? [],
    negationWindow: file.negationWindow ?? 3,
    hedges: file.hedges ?? [],
    contrasts: file.contrasts ?? [],
    verifications: file.verifications ?? [],
    idCues: file.idCues ?? [],
    allWrites: file.allWrites ?? [],
  };
}

/** The shipped files as they are, for the test that validates them against the schema. */
export const BUILTIN_RULE_FILES: readonly unknown[] = BUILTIN_FILES;

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export class HonestyRulesError extends Error {
  override name = "HonestyRulesError";
}

/** The set of the built-in files followed by `extra` (already parsed), each with its name. */
export function honestyRuleSet(extra: readonly { name: string; file: HonestyRuleFile }[] = []): HonestyRuleSet {
  const builtin = BUILTIN_FILES.map((file) => ({ name: `builtin:${file.language}`, file: completeRuleFile(file) }));
  const all = [...builtin, ...extra];
  const sources = all.map(({ name, file }) => ({
    name,
    language: file.language,
    sha256: sha256(JSON.stringify(file)),
  }));
  const digestOf = (list: HonestyRuleSource[]) => sha256(list.map((s) => `${s.sha256}\n`).join(""));
  return {
    files: all.map(({ file }) => file),
    sources,
    digest: digestOf(sources),
    extraDigest: extra.length === 0 ? null : digestOf(sources.slice(builtin.length)),
  };
}

/** The sources of the files `set` adds to the built-in ones (`--honesty-rules`, `honestyRules`), in load order. */
export function extraRuleSources(set: HonestyRuleSet): HonestyRuleSource[] {
  return set.sources.slice(BUILTIN_FILES.length);
}

let builtinSet: HonestyRuleSet | null = null;

/** The shipped rule files (English and German phrases; French and Spanish detected, without phrases). */
export function builtinHonestyRules(): HonestyRuleSet {
  return (builtinSet ??= honestyRuleSet());
}
