/**
 * One-sided Fisher's exact test on a 2×2 table
 *
 *              failed  passed
 *   current      a       b
 *   baseline     c       d
 *
 * `fisherGreater` is P(X ≥ a) and `fisherLess` is P(X ≤ a), X hypergeometric with the
 * table's margins fixed: the chance of a current failure count at least (at most) this
 * extreme if current and baseline had the same failure rate.
 *
 * The probabilities are built by the ratio recurrence P(x+1)/P(x) from the mode outward
 * and normalised by their own sum, so no factorial is ever formed: exact to about 1e-15
 * for any table a CI run produces (docs/gate.md).
 */
export interface Table2x2 {
  a: number;
  b: number;
  c: number;
  d: number;
}

export function fisherGreater(table: Table2x2): number {
  return tail(table, "greater");
}

export function fisherLess(table: Table2x2): number {
  return tail(table, "less");
}

function tail({ a, b, c, d }: Table2x2, side: "greater" | "less"): number {
  for (const cell of [a, b, c, d]) {
    if (!Number.isInteger(cell) || cell < 0)
      throw new RangeError(`Fisher's exact test needs non-negative integer counts, got ${cell}`);
  }
  const row = a + b;
  const column = a + c;
  const total = a + b + c + d;
  const low = Math.max(0, row + column - total);
  const high = Math.min(row, column);
  if (low === high) return 1;
  const weights = relativeWeights(row, column, total, low, high);
  let sum = 0;
  for (const w of weights) sum += w;
  let inTail = 0;
  // Summed from the smallest term up so rounding stays below the smallest weight kept.
  if (side === "greater") for (let x = high; x >= a; x--) inTail += weights[x - low]!;
  else for (let x = low; x <= a; x++) inTail += weights[x - low]!;
  return Math.min(1, inTail / sum);
}

/** Hypergeometric weights for x = low..high, scaled so the mode has weight 1. */
function relativeWeights(row: number, column: number, total: number, low: number, high: number): number[] {
  const mode = Math.min(high, Math.max(low, Math.floor(((row + 1) * (column + 1)) / (total + 2))));
  const weights = new Array<number>(high - low + 1).fill(0);
  weights[mode - low] = 1;
  // P(x+1)/P(x) = (row−x)(column−x) / ((x+1)(total−row−column+x+1))
  for (let x = mode; x < high; x++) {
    weights[x + 1 - low] = (weights[x - low]! * (row - x) * (column - x)) / ((x + 1) * (total - row - column + x + 1));
  }
  for (let x = mode; x > low; x--) {
    weights[x - 1 - low] = (weights[x - low]! * x * (total - row - column + x)) / ((row - x + 1) * (column - x + 1));
  }
  return weights;
}
