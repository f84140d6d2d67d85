export interface CorpusEntry {
  rule: string;
  kind: "shape" | "named" | "text";
  secret: string;
  name?: string;
  text?: string;
}
export function secretCorpus(seed?: number): CorpusEntry[];
export const LEFT_OUT: string[];
export const NOT_SECRETS: { names: string[]; texts: string[] };
