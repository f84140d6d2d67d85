import { expect, it } from "vitest";
import { lazyRegExp } from "../src/util/lazy-regexp.js";

it("builds nothing until the getter is first called: a pattern that cannot compile fails only then", () => {
  const broken = lazyRegExp(String.raw`\p{NoSuchProperty}`, "u");
  expect(broken).toThrow(SyntaxError);
});

it("builds the pattern once and hands out that one object, with the source and flags given", () => {
  const letters = lazyRegExp(String.raw`\p{L}+`, "gu");
  const first = letters();
  expect(letters()).toBe(first);
  expect([first.source, first.flags]).toEqual([String.raw`\p{L}+`, "gu"]);
  expect("Grüße, 2026!".match(letters())).toEqual(["Grüße"]);
});
