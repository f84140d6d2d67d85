import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fisherGreater, fisherLess, type Table2x2 } from "../src/gate/fisher.js";

/** Exact one-sided p as a BigInt fraction, straight from the hypergeometric definition. */
function exactTail({ a, b, c, d }: Table2x2, side: "greater" | "less"): number {
  const choose = (n: number, k: number): bigint => {
    if (k < 0 || k > n) return 0n;
    let result = 1n;
    for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
    return result;
  };
  const row = a + b;
  const column = a + c;
  const total = a + b + c + d;
  const denominator = choose(total, row);
  let numerator = 0n;
  for (let x = 0; x <= Math.min(row, column); x++) {
    if (side === "greater" ? x >= a : x <= a) numerator += choose(column, x) * choose(total - column, row - x);
  }
  // Scale before dividing so the fraction keeps 18 digits.
  return Number((numerator * 10n ** 18n) / denominator) / 1e18;
}

describe("Fisher's exact test, one-sided", () => {
  it("matches Fisher's tea-tasting experiment: 3 of 4 cups right, p = 17/70 = 0.2429", () => {
    // Fisher (1935), The Design of Experiments; R's fisher.test example "TeaTasting",
    // alternative = "greater": p-value = 0.2429.
    const p = fisherGreater({ a: 3, b: 1, c: 1, d: 3 });
    expect(Math.abs(p - 17 / 70)).toBeLessThan(1e-9);
    expect(p.toFixed(4)).toBe("0.2429");
  });

  it("matches Wikipedia's dieting example: one-sided p = 0.001379728", () => {
    // en.wikipedia.org/wiki/Fisher%27s_exact_test, men/women × dieting/not:
    // p = 0.001346076 + 0.000033652 = 0.001379728 (= 3731/2704156).
    const p = fisherLess({ a: 1, b: 9, c: 11, d: 3 });
    expect(Math.abs(p - 0.001379728)).toBeLessThan(1e-9);
    expect(Math.abs(p - 3731 / 2704156)).toBeLessThan(1e-15);
  });

  it("matches R's Convictions example, alternative = less: p = 0.0004652", () => {
    // R documentation of fisher.test: Convictions <- matrix(c(2, 10, 15, 3), nrow = 2),
    // fisher.test(Convictions, alternative = "less") gives p-value = 0.0004652 (= 55710/119759850).
    const p = fisherLess({ a: 2, b: 15, c: 10, d: 3 });
    expect(Math.abs(p - 55710 / 119759850)).toBeLessThan(1e-15);
    expect(p.toFixed(7)).toBe("0.0004652");
  });

  it("gives the textbook values for the gate's typical tables", () => {
    // 0/10 failed before, 5/10 now: P = C(10,5)·C(10,0)/C(20,5) summed over x ≥ 5 = 252/15504.
    expect(Math.abs(fisherGreater({ a: 5, b: 5, c: 0, d: 10 }) - 252 / 15504)).toBeLessThan(1e-12);
    // 0/2 → 2/2: 1/C(4,2) = 1/6, not significant at 0.05.
    expect(Math.abs(fisherGreater({ a: 2, b: 0, c: 0, d: 2 }) - 1 / 6)).toBeLessThan(1e-12);
    // 0/10 → 1/10: 10/20 = 0.5.
    expect(Math.abs(fisherGreater({ a: 1, b: 9, c: 0, d: 10 }) - 0.5)).toBeLessThan(1e-12);
  });

  it("returns 1 when a margin leaves only one possible table", () => {
    expect(fisherGreater({ a: 0, b: 0, c: 3, d: 4 })).toBe(1);
    expect(fisherLess({ a: 0, b: 5, c: 0, d: 5 })).toBe(1);
    expect(fisherGreater({ a: 0, b: 0, c: 0, d: 0 })).toBe(1);
  });

  it("the two tails of one table overlap exactly in the observed table's probability", () => {
    const table = { a: 4, b: 6, c: 1, d: 9 };
    const point = exactTail(table, "greater") + exactTail(table, "less") - 1;
    expect(Math.abs(fisherGreater(table) + fisherLess(table) - 1 - point)).toBeLessThan(1e-12);
  });

  it("agrees with exact rational arithmetic on random tables to 1e-9", () => {
    const cell = fc.integer({ min: 0, max: 60 });
    fc.assert(
      fc.property(cell, cell, cell, cell, (a, b, c, d) => {
        const table = { a, b, c, d };
        expect(Math.abs(fisherGreater(table) - exactTail(table, "greater"))).toBeLessThan(1e-9);
        expect(Math.abs(fisherLess(table) - exactTail(table, "less"))).toBeLessThan(1e-9);
      }),
      { numRuns: 300, seed: 5 },
    );
  });

  it("stays exact for large tables where factorials overflow a double", () => {
    const table = { a: 700, b: 300, c: 600, d: 400 };
    expect(Math.abs(fisherGreater(table) - exactTail(table, "greater"))).toBeLessThan(1e-12);
  });

  it("rejects counts that are not non-negative integers", () => {
    expect(() => fisherGreater({ a: -1, b: 0, c: 0, d: 0 })).toThrow(RangeError);
    expect(() => fisherLess({ a: 1.5, b: 0, c: 0, d: 0 })).toThrow(RangeError);
  });
});
