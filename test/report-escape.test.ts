import { describe, expect, it } from "vitest";
import {
  displayLine,
  escapeMarkdownText,
  markdownCode,
  markdownFence,
  markdownLink,
  neutralizeLinks,
  stripAnsi,
  truncateUtf8,
  xmlAttribute,
  xmlPathAttribute,
  xmlText,
} from "../src/report/escape.js";
import { truncateText } from "../src/util/text.js";

/** Issue 12's probes: what GitHub links, references or pings, what GitLab attaches, a bidi override. */
const PROBES =
  "https://evil.example/x www.evil.example a@b.example #42 \\#42 GH-42 @org/team [[ATTACHMENT|/etc/passwd]] \u202e";

describe("XML escaping", () => {
  it("shows every character XML 1.0 forbids and C1 controls as \\uXXXX; keeps tab, newline, CR", () => {
    expect(xmlText("a\u0000b\u0008c\u000bd\u000ce\u001ff\u007fg\u0085h\u009fi\ufffej\uffffk")).toBe(
      "a\\u0000b\\u0008c\\u000bd\\u000ce\\u001ff\\u007fg\\u0085h\\u009fi\\ufffej\\uffffk",
    );
    expect(xmlText("t\tn\nr\r")).toBe("t\tn\nr\r");
  });

  it("writes lone surrogates (text that is not Unicode) as U+FFFD and keeps surrogate pairs", () => {
    expect(xmlText("x\ud800y\udc00z\ud83c\udf89")).toBe("x\ufffdy\ufffdz🎉");
    expect(xmlAttribute("\udbff")).toBe("\ufffd");
  });

  it("shows bidi controls and zero-width characters as \\uXXXX in attributes and text, as Markdown does", () => {
    expect(xmlAttribute("rtl\u202eexe.txt zero\u200bwidth \u2066iso\u2069 bom\ufeff 👨‍👩‍👧")).toBe(
      "rtl\\u202eexe.txt zero\\u200bwidth \\u2066iso\\u2069 bom\\ufeff 👨‍👩‍👧",
    );
    expect(xmlText("a\u202eb")).toBe("a\\u202eb");
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

  it("neutralises every probe in attributes and text, but not in a file path a reporter resolves", () => {
    const neutral =
      "https[:]//evil.example/x www[.]evil.example a[@]b.example [#]42 \\[#]42 GH[-]42 [@]org/team [[ATTACHMENT[|]/etc/passwd]] \\u202e";
    expect(xmlAttribute(PROBES)).toBe(neutral);
    expect(xmlText(`${PROBES}\n${PROBES}`)).toBe(`${neutral}\n${neutral}`);
    expect(xmlPathAttribute("runs/@team/#42 a\u202e.jsonl")).toBe("runs/@team/#42 a\\u202e.jsonl");
  });
});

describe("neutralising links, references, mentions and attachments", () => {
  it("brackets the character that triggers each one", () => {
    expect(neutralizeLinks("https://x.example ftp://y HTTP://Z")).toBe("https[:]//x.example ftp[:]//y HTTP[:]//Z");
    expect(neutralizeLinks("www.x.example WWW.Y visit-www.z")).toBe("www[.]x.example WWW[.]Y visit-www[.]z");
    expect(neutralizeLinks("a@b.example @org/team @octocat mailto:c@d.example")).toBe(
      "a[@]b.example [@]org/team [@]octocat mailto:c[@]d.example",
    );
    expect(neutralizeLinks("#42 \\#42 org/repo#7 (#1)")).toBe("[#]42 \\[#]42 org/repo[#]7 ([#]1)");
    expect(neutralizeLinks("GH-42 gh-7 (GH-1)")).toBe("GH[-]42 gh[-]7 (GH[-]1)");
    expect(neutralizeLinks("[[ATTACHMENT|/etc/passwd]] [[attachment|x]]")).toBe(
      "[[ATTACHMENT[|]/etc/passwd]] [[attachment[|]x]]",
    );
  });

  it("leaves text that links nothing alone", () => {
    const plain = "seq 1 → 2, C# rocks, a @ b, x:/y, SIGH-1, # 42, book_room, 100%";
    expect(neutralizeLinks(plain)).toBe("seq 1 → 2, C# rocks, a @ b, x:/y, SIGH-1, # 42, book_room, 100%");
  });

  it("is idempotent, so text may pass through it twice", () => {
    const once = neutralizeLinks(PROBES);
    expect(neutralizeLinks(once)).toBe(once);
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
    expect(displayLine("a\n\nb\r\nc\td")).toBe("a b c d");
    expect(displayLine("x\u0000\u007f\u0085\u202e\u200b\u2066\ufeff\u2028y")).toBe(
      "x\\u0000\\u007f\\u0085\\u202e\\u200b\\u2066\\ufeff\\u2028y",
    );
    expect(displayLine("👨‍👩‍👧 é \ud800")).toBe("👨‍👩‍👧 é \ufffd");
  });

  it("escapes a dot that could end a domain, so a fuzzy linkifier links no bare file name; decimals stay", () => {
    expect(escapeMarkdownText("wrote notes.md, main.py and x.co in 0.673 ms (v1.2, .env, a..b)")).toBe(
      "wrote notes\\.md, main\\.py and x\\.co in 0.673 ms (v1.2, .env, a..b)",
    );
  });

  it("neutralises every probe in plain text, code spans, <code> cells and fenced blocks", () => {
    expect(escapeMarkdownText(PROBES)).toBe(
      "https\\[:\\]//evil\\.example/x www\\[.\\]evil\\.example a\\[@\\]b\\.example \\[\\#\\]42 \\\\\\[\\#\\]42 GH\\[-\\]42 " +
        "\\[@\\]org/team \\[\\[ATTACHMENT\\[&#124;\\]/etc/passwd\\]\\] \\\\u202e",
    );
    expect(markdownCode("see https://x.example #42")).toBe("`see https[:]//x.example [#]42`");
    expect(markdownCode("a|www.x.example @team")).toBe("<code>a&#124;www\\[.\\]x\\.example \\[@\\]team</code>");
    expect(markdownFence("a@b.example\n[[ATTACHMENT|/p]]")).toBe("```text\na[@]b.example\n[[ATTACHMENT[|]/p]]\n```\n");
  });

  it("uses a code span for plain identifiers and <code> with escapes when a backtick or pipe is inside", () => {
    expect(markdownCode("book_room")).toBe("`book_room`");
    expect(markdownCode("<script>&")).toBe("`<script>&`");
    expect(markdownCode("a|b")).toBe("<code>a&#124;b</code>");
    expect(markdownCode("a`b")).toBe("<code>a\\`b</code>");
    expect(markdownCode(" padded ")).toBe("<code> padded </code>");
    expect(markdownCode("")).toBe("<code></code>");
  });

  it("keeps a link target exact: the path is percent-encoded, not neutralised", () => {
    expect(markdownLink("`p`", "https://github.com/o/r/blob/abc", "runs/@team#42.jsonl")).toBe(
      "[`p`](https://github.com/o/r/blob/abc/runs/%40team%2342.jsonl)",
    );
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
