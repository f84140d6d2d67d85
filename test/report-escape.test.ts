import { describe, expect, it } from "vitest";
import {
  escapeMarkdownText,
  markdownCode,
  markdownFence,
  markdownLine,
  markdownLink,
  stripAnsi,
  truncateText,
  truncateUtf8,
  xmlAttribute,
  xmlText,
} from "../src/report/escape.js";

describe("XML escaping", () => {
  it("shows every character XML 1.0 forbids, C1 controls and lone surrogates as \\uXXXX; keeps tab, newline, CR", () => {
    expect(xmlText("a\u0000b\u0008c\u000bd\u000ce\u001ff\u007fg\u0085h\u009fi\ufffej\uffffk")).toBe(
      "a\\u0000b\\u0008c\\u000bd\\u000ce\\u001ff\\u007fg\\u0085h\\u009fi\\ufffej\\uffffk",
    );
    expect(xmlText("t\tn\nr\r")).toBe("t\tn\nr\r");
    expect(xmlText("x\ud800y\udc00z\ud83c\udf89")).toBe("x\\ud800y\\udc00z🎉");
    expect(xmlText("\udbff")).toBe("\\udbff");
  });

  it("leaves & < > \" ' and ]]> to the builder's entity escaping", () => {
    expect(xmlText(`]]>&<>"'`)).toBe(`]]>&<>"'`);
  });

  it("strips ANSI colour, OSC hyperlinks and C1 CSI sequences", () => {
    expect(
      stripAnsi("\u001b[1;31mred\u001b[0m \u001b]8;;https://x\u0007link\u001b]8;;\u001b\\ \u009b2Jclear \u001b(B"),
    ).toBe("red link clear ");
    expect(xmlText("\u001b[31mred")).toBe("red");
    expect(xmlText("lone \u001b")).toBe("lone \\u001b");
  });

  it("turns tab, newline and CR into spaces in attributes", () => {
    expect(xmlAttribute("a\nb\r\nc\td")).toBe("a b  c d");
  });
});

describe("Markdown escaping", () => {
  it("escapes everything that could start HTML, split a table or format text", () => {
    expect(escapeMarkdownText("| a <b> & `c` *d* _e_ [f](g) ~h~ #i $j$ !k \\ l")).toBe(
      "&#124; a &lt;b&gt; &amp; \\`c\\` \\*d\\* \\_e\\_ \\[f\\](g) \\~h\\~ \\#i \\$j\\$ \\!k \\\\ l",
    );
    expect(escapeMarkdownText("<script>alert(1)</script>")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("collapses line breaks and shows controls, bidi and zero-width characters; keeps emoji and joiners", () => {
    expect(markdownLine("a\n\nb\r\nc\td")).toBe("a b c d");
    expect(markdownLine("x\u0000\u007f\u0085\u202e\u200b\u2066\ufeff\u2028y")).toBe(
      "x\\u0000\\u007f\\u0085\\u202e\\u200b\\u2066\\ufeff\\u2028y",
    );
    expect(markdownLine("👨‍👩‍👧 é \ud800")).toBe("👨‍👩‍👧 é \\ud800");
  });

  it("uses a code span for plain identifiers and <code> with escapes when a backtick or pipe is inside", () => {
    expect(markdownCode("book_room")).toBe("`book_room`");
    expect(markdownCode("<script>&")).toBe("`<script>&`");
    expect(markdownCode("a|b")).toBe("<code>a&#124;b</code>");
    expect(markdownCode("a`b")).toBe("<code>a\\`b</code>");
    expect(markdownCode(" padded ")).toBe("<code> padded </code>");
    expect(markdownCode("")).toBe("<code></code>");
  });

  it("fences code with more backticks than any run inside", () => {
    expect(markdownFence("a ``` b\n````` c\n")).toBe("``````text\na ``` b\n````` c\n``````\n");
    expect(markdownFence("plain\r\nline\u0007")).toBe("```text\nplain\nline\\u0007\n```\n");
  });

  it("percent-encodes link targets so a path cannot end the link", () => {
    expect(markdownLink("`p`", "https://github.com/o/r/blob/abc", "dir/a (1)|<x> #.jsonl")).toBe(
      "[`p`](https://github.com/o/r/blob/abc/dir/a%20%281%29%7C%3Cx%3E%20%23.jsonl)",
    );
  });
});

describe("bounds", () => {
  it("cuts text by code points, never inside a surrogate pair", () => {
    expect(truncateText("abcdef", 3)).toBe("abc… [3 more characters]");
    expect(truncateText("ab🎉cd", 3)).toBe("ab… [4 more characters]");
    expect(truncateText("short", 10)).toBe("short");
  });

  it("cuts UTF-8 at a character boundary", () => {
    expect(truncateUtf8("aé🎉", 4)).toBe("aé");
    expect(truncateUtf8("aé🎉", 7)).toBe("aé🎉");
    expect(truncateUtf8("aé🎉", 6)).toBe("aé");
  });
});
