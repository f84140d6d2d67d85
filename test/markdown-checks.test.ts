import { expect, it } from "vitest";
import { assertMarkdownIntact, linesOutsideBlocks } from "./helpers/markdown-checks.js";

it("the Markdown checks fail on an unclosed fence and a split table row, and pass over what a fence holds", () => {
  expect(() => assertMarkdownIntact("text\n```\n| a |")).toThrow("an unclosed code fence");
  expect(() => assertMarkdownIntact("| a | b |\n|---|---|\n| x | y | z |")).toThrow(
    "table row with 3 cells, header has 2, at line 3",
  );
  // Three backticks do not close a fence of four: <script> is still inside it.
  expect(() => assertMarkdownIntact("````\n<script>\n```\n````\nafter")).not.toThrow();
  expect(() => assertMarkdownIntact("```\n```\n<script>")).toThrow("foreign HTML <script> at line 3");
  expect(linesOutsideBlocks("a\n```\nb\n```\n<details>\nc\n</details>\nd")).toEqual([
    { index: 0, line: "a" },
    { index: 7, line: "d" },
  ]);
});
