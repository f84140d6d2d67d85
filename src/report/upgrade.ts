/**
 * Stored documents outlive the loopgate that wrote them: a baseline report or a history file
 * is committed, cached or kept on a branch for months. Each kind of document carries its
 * layout version, and its reader takes any version it ever wrote through a chain of steps,
 * one per version, each from one version to the next, up to the version this loopgate
 * writes; only that version is then validated and read. A new version is one added step
 * (docs/report-format.md, "Schema versions").
 *
 * A step reads the version it starts from with that version's own types, written once and
 * frozen (src/report/versions/), never today's: today's types change with the next version,
 * and the step must keep reading what was written then. A step leaves what it does not
 * recognise as it is, so that validating the result names the same field a reader of that
 * version would have named.
 */
export interface UpgradeStep {
  /** The version this step reads; it returns the document as version `from + 1` writes it. */
  readonly from: number;
  upgrade(document: Record<string, unknown>): Record<string, unknown>;
}

/** A chain of steps for one kind of document, ending at the version this loopgate writes. */
export interface UpgradeChain {
  /** The version this loopgate writes (and the only one its schema validates). */
  readonly current: number;
  /** One step per older version, oldest first, the last from `current - 1`. */
  readonly steps: readonly UpgradeStep[];
}

export type Upgraded =
  | { ok: true; document: Record<string, unknown>; written: number }
  | { ok: false; problem: "newer" | "unknown"; readable: string };

/** The oldest version the chain reads. */
export function oldestVersion(chain: UpgradeChain): number {
  return chain.current - chain.steps.length;
}

/** `1` or `1 to 3`: the versions a chain reads, for messages. */
export function readableVersions(chain: UpgradeChain): string {
  const oldest = oldestVersion(chain);
  return oldest === chain.current ? `${oldest}` : `${oldest} to ${chain.current}`;
}

/**
 * `document` of `version` as the current version writes it: every step from `version` on,
 * in order. A version newer than the chain's, or one it never had, is not read.
 */
export function upgradeDocument(chain: UpgradeChain, version: unknown, document: Record<string, unknown>): Upgraded {
  const oldest = oldestVersion(chain);
  if (typeof version === "number" && version > chain.current)
    return { ok: false, problem: "newer", readable: readableVersions(chain) };
  if (typeof version !== "number" || !Number.isInteger(version) || version < oldest)
    return { ok: false, problem: "unknown", readable: readableVersions(chain) };
  let upgraded = document;
  for (const step of chain.steps.slice(version - oldest)) upgraded = step.upgrade(upgraded);
  return { ok: true, document: upgraded, written: version };
}

/** A chain whose steps do not run from its oldest version to `current - 1` one by one is a bug, found at load. */
export function checkedChain(chain: UpgradeChain): UpgradeChain {
  const oldest = oldestVersion(chain);
  chain.steps.forEach((step, index) => {
    if (step.from !== oldest + index)
      throw new Error(
        `upgrade chain to version ${chain.current}: step ${index} reads ${step.from}, not ${oldest + index}`,
      );
  });
  return chain;
}
