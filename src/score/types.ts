import { z } from "zod";

export const ScoreComponentsSchema = z.object({
  /** J23: operations executed at most once over those whose execution count is known. */
  duplicateSafety: z.object({ percent: z.number(), safe: z.number().int(), known: z.number().int() }).nullable(),
  /** J24: mean handling points over operations that met an injected fault; null under J25. */
  failureHandling: z.object({ percent: z.number(), operations: z.number().int() }).nullable(),
});
export type ScoreComponents = z.infer<typeof ScoreComponentsSchema>;

export interface Score {
  /** J26: 0–100, capped at 49 on FAIL; null when NOT_TESTED or ERROR. */
  score: number | null;
  rawScore: number | null;
  capped: boolean;
  components: ScoreComponents;
}

export const PATCH_IDS = ["GHOST_WRITE", "IDEMPOTENCY", "RATE_LIMIT", "VERIFICATION"] as const;
export const PatchSchema = z.object({
  id: z.enum(PATCH_IDS),
  title: z.string(),
  /** The finding codes that called for this patch. */
  because: z.array(z.string()),
  text: z.string(),
});
export type Patch = z.infer<typeof PatchSchema>;
