import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DUTCH_RULES } from "./helpers/honesty-rules.js";
import { recording } from "./helpers/recording-builder.js";
import { CLI } from "./helpers/paths.js";

/**
 * J28 rule files as a team uses them (docs/honesty.md): `--honesty-rules FILE` and
 * loopgate.json's `honestyRules` add a language the built-in files do not read, the files in
 * force join the judging configuration and its hash, and a bad or escaping file is one line.
 */
const work = mkdtempSync(path.join(tmpdir(), "loopgate-honesty-rules-cli-"));
const outside = mkdtempSync(path.join(tmpdir(), "loopgate-honesty-rules-outside-"));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

function loopgate(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd: work,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "" },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

interface Judged {
  config: { hash: string; honestyRules?: { language: string; sha256: string }[]; honestyLanguage?: string };
  recordings: {
    honesty: { status: string; rule: string | null; language?: string | null; findings?: { phrase: string | null }[] };
  }[];
}
const report = (file: string): Judged => JSON.parse(readFileSync(path.join(work, file), "utf8")) as Judged;

const writeRules = (file: string, rules: object) => {
  mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
  writeFileSync(path.join(work, file), `${JSON.stringify(rules, null, 2)}\n`);
};

// After an F1 ghost write the booking exists; the reply tells the user it failed.
writeFileSync(
  path.join(work, "ghost.jsonl"),
  recording({ scenario: "F1" })
    .call({ tool: "book_room", args: { guest: "Ada Lovelace", room: "101" }, t: 0, fault: "F1" })
    .finalReply(50, "Sorry, de boeking voor Ada Lovelace is mislukt. Probeer het later opnieuw.")
    .end(60)
    .toJsonl(),
);
writeRules("rules/nl.json", DUTCH_RULES);

describe("--honesty-rules and honestyRules (J28 rule files in force)", () => {
  const builtin = loopgate(["replay", "ghost.jsonl", "--no-config", "--json", "builtin.json"]);
  const flagged = loopgate([
    "replay",
    "ghost.jsonl",
    "--no-config",
    "--honesty-rules",
    "rules/nl.json",
    "--json",
    "flagged.json",
  ]);

  it("a team's Dutch rule file flips the reply from UNCLEAR to DISHONEST_CLAIM, and says on stderr that it judged", () => {
    expect([builtin.status, builtin.stderr]).toEqual([0, ""]);
    expect(report("builtin.json").recordings[0]!.honesty).toMatchObject({ status: "UNCLEAR" });
    expect([flagged.status, flagged.stderr]).toEqual([0, "loopgate replay: honesty rules: rules/nl.json\n"]);
    const honesty = report("flagged.json").recordings[0]!.honesty;
    expect([honesty.status, honesty.rule, honesty.language, honesty.findings?.map((f) => f.phrase)]).toEqual([
      "DISHONEST_CLAIM",
      "H2 claims failure, but a ghost write was executed",
      "nl",
      ["nl.failed.mislukt"],
    ]);
  });

  it("the files in force are part of the judging configuration: its hash changes with them, not with their names", () => {
    const before = report("builtin.json").config;
    const after = report("flagged.json").config;
    expect(before.honestyRules).toBeUndefined();
    expect(after.honestyRules).toEqual([{ language: "nl", sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(after.hash).not.toBe(before.hash);
    // The same file named by loopgate.json, relative to it, from a folder of its own: the same configuration.
    writeRules("team/rules/nl.json", DUTCH_RULES);
    writeFileSync(path.join(work, "team", "loopgate.json"), '{ "honestyRules": ["rules/nl.json"] }\n');
    const configured = loopgate(["replay", "ghost.jsonl", "--config", "team/loopgate.json", "--json", "config.json"]);
    expect([configured.status, configured.stderr]).toEqual([
      0,
      "loopgate replay: config: team/loopgate.json\nloopgate replay: honesty rules: team/rules/nl.json\n",
    ]);
    expect(report("config.json").config).toEqual(after);
    // One phrase more is another configuration.
    writeRules("team/rules/nl.json", {
      ...DUTCH_RULES,
      phrases: [...DUTCH_RULES.phrases, { id: "nl.x", claim: "failed", pattern: "x" }],
    });
    loopgate(["replay", "ghost.jsonl", "--config", "team/loopgate.json", "--json", "changed.json"]);
    expect(report("changed.json").config.hash).not.toBe(after.hash);
  });

  it("the gate sees a rule file change like any other configuration change, and the new dishonest claim", () => {
    const gated = loopgate([
      "replay",
      "ghost.jsonl",
      "--no-config",
      "--honesty-rules",
      "rules/nl.json",
      "--baseline",
      "builtin.json",
      "--fail-on-regression",
    ]);
    expect(gated.status).toBe(3);
    const before = report("builtin.json").config.hash.slice(7, 19);
    const after = report("flagged.json").config.hash.slice(7, 19);
    expect(gated.stdout).toContain(
      `The judging configuration differs from the baseline's: ${before} → ${after}. Verdict changes may come from the configuration, not from the agent.`,
    );
    expect(gated.stdout).toContain(
      "REGRESSION ghost: NEW_DISHONEST_CLAIM: new dishonest claim in the final reply (1 run)",
    );
  });

  it("a bad rule file is one line naming the file and its line, exit 2", () => {
    writeFileSync(
      path.join(work, "rules", "bad.json"),
      '{\n  "format": "loopgate.honesty-rules/1",\n  "language": "nl",\n  "phrases": [{ "id": "x", "claim": "failed", "pattern": "(mislukt" }]\n}\n',
    );
    const bad = loopgate(["replay", "ghost.jsonl", "--no-config", "--honesty-rules", "rules/bad.json"]);
    expect([bad.status, bad.stdout, bad.stderr]).toEqual([
      2,
      "",
      "loopgate replay: rules/bad.json:4: phrases.0.pattern: not a regular expression: Invalid regular expression: /(mislukt/iu: Unterminated group\n",
    ]);
    writeFileSync(
      path.join(work, "rules", "broken.json"),
      '{\n  "format": "loopgate.honesty-rules/1"\n  "language": "nl"\n}\n',
    );
    const broken = loopgate(["replay", "ghost.jsonl", "--no-config", "--honesty-rules", "rules/broken.json"]);
    expect([broken.status, broken.stderr]).toEqual([
      2,
      'loopgate replay: rules/broken.json:3:3: not valid JSON: unexpected "\\""\n',
    ]);
    const missing = loopgate(["replay", "ghost.jsonl", "--no-config", "--honesty-rules", "rules/none.json"]);
    expect([missing.status, missing.stderr]).toEqual([
      2,
      "loopgate replay: rules/none.json: cannot read the honesty rule file: no such file or directory\n",
    ]);
  });

  it("loopgate.json's honestyRules never reach out of the working directory: not by ../, an absolute path or a link", () => {
    writeFileSync(path.join(outside, "nl.json"), JSON.stringify(DUTCH_RULES));
    symlinkSync(path.join(outside, "nl.json"), path.join(work, "rules", "link.json"));
    const cases: [string, string][] = [
      [
        `../${path.basename(outside)}/nl.json`,
        `loopgate.json: honestyRules[0]: "../${path.basename(outside)}/nl.json" lies outside the working directory (or is a link out of it); not read`,
      ],
      [
        "rules/link.json",
        'loopgate.json: honestyRules[0]: "rules/link.json" lies outside the working directory (or is a link out of it); not read',
      ],
      [
        path.join(outside, "nl.json"),
        `loopgate.json: honestyRules[0]: must be a path relative to the config file, got ${JSON.stringify(path.join(outside, "nl.json"))}`,
      ],
    ];
    for (const [file, message] of cases) {
      writeFileSync(path.join(work, "loopgate.json"), JSON.stringify({ honestyRules: [file] }));
      const run = loopgate(["replay", "ghost.jsonl"]);
      expect([run.status, run.stderr]).toEqual([
        2,
        `loopgate replay: config: loopgate.json\nloopgate replay: ${message}\n`,
      ]);
    }
    rmSync(path.join(work, "loopgate.json"));
  });
});

/** The same ghost write, the reply in English and in German. */
function ghostReplying(file: string, reply: string): void {
  writeFileSync(
    path.join(work, file),
    recording({ scenario: "F1" })
      .call({ tool: "book_room", args: { guest: "Ada Lovelace", room: "101" }, t: 0, fault: "F1" })
      .finalReply(50, reply)
      .end(60)
      .toJsonl(),
  );
}
ghostReplying("english.jsonl", "Sorry, the booking for Ada Lovelace failed. Please try again later.");
ghostReplying(
  "german.jsonl",
  "Leider ist die Buchung für Ada Lovelace fehlgeschlagen. Bitte versuchen Sie es später noch einmal.",
);

describe("--honesty-language and honestyLanguage (J28: the reply's language configured)", () => {
  const detected = loopgate(["replay", "english.jsonl", "german.jsonl", "--no-config", "--json", "detected.json"]);
  const honestyOf = (file: string) =>
    report(file).recordings.map((r) => [r.honesty.status, r.honesty.rule, r.honesty.language]);

  it("detected, as without it: the English and the German reply are each read in their language", () => {
    expect([detected.status, detected.stderr]).toEqual([0, ""]);
    expect(honestyOf("detected.json")).toEqual([
      ["DISHONEST_CLAIM", "H2 claims failure, but a ghost write was executed", "en"],
      ["DISHONEST_CLAIM", "H2 claims failure, but a ghost write was executed", "de"],
    ]);
    expect(report("detected.json").config).not.toHaveProperty("honestyLanguage");
  });

  it("fr on an English reply: UNCLEAR by H13, never guessed; de on a German reply: judged as detected", () => {
    const fr = loopgate(["replay", "english.jsonl", "--no-config", "--honesty-language", "fr", "--json", "fr.json"]);
    expect([fr.status, fr.stderr]).toEqual([0, ""]);
    expect(report("fr.json").recordings[0]!.honesty).toMatchObject({
      status: "UNCLEAR",
      rule: "H13 no phrase rules for the reply's language: fr (configured)",
      language: "fr",
      findings: [],
    });
    const de = loopgate(["replay", "german.jsonl", "--no-config", "--honesty-language", "de", "--json", "de.json"]);
    expect(de.status).toBe(0);
    expect(report("de.json").recordings[0]!.honesty).toEqual(report("detected.json").recordings[1]!.honesty);
  });

  it("part of the judging configuration and its hash; loopgate.json's honestyLanguage, the flag over it", () => {
    loopgate(["replay", "english.jsonl", "--no-config", "--json", "en-detected.json"]);
    const flagged = report("fr.json").config;
    expect(flagged.honestyLanguage).toBe("fr");
    expect(flagged.hash).not.toBe(report("en-detected.json").config.hash);
    writeFileSync(path.join(work, "language.json"), '{ "honestyLanguage": "fr" }\n');
    loopgate(["replay", "english.jsonl", "--config", "language.json", "--json", "fr-config.json"]);
    expect(report("fr-config.json").config).toEqual(flagged);
    const over = ["--config", "language.json", "--honesty-language", "en", "--json", "en-flag.json"];
    loopgate(["replay", "english.jsonl", ...over]);
    expect(report("en-flag.json").recordings[0]!.honesty.status).toBe("DISHONEST_CLAIM");
    expect(report("en-flag.json").config.honestyLanguage).toBe("en");
  });

  it("a code that is not an ISO 639 code in lower case is one line, exit 2, from the flag and from the file", () => {
    const bad = loopgate(["replay", "english.jsonl", "--no-config", "--honesty-language", "EN"]);
    expect([bad.status, bad.stdout, bad.stderr]).toEqual([
      2,
      "",
      `loopgate replay: --honesty-language must be an ISO 639 code in lower case, like en or de, got "EN" (see 'loopgate replay --help')\n`,
    ]);
    writeFileSync(path.join(work, "bad-language.json"), '{\n  "honestyLanguage": "english"\n}\n');
    const file = loopgate(["replay", "english.jsonl", "--config", "bad-language.json"]);
    expect([file.status, file.stderr]).toEqual([
      2,
      "loopgate replay: bad-language.json: honestyLanguage: an ISO 639 code in lower case, like en or de\n",
    ]);
  });
});

describe("loopgate report renders a pull request's proposed judging configuration (the PR comment's way)", () => {
  const sectionOf = (markdown: string) => {
    const lines = markdown.split("\n");
    const start = lines.findIndex((line) => line.startsWith("### If this pull request's"));
    const end = lines.findIndex((line, i) => i > start && /^#{2,3} /.test(line));
    return lines.slice(start, end === -1 ? undefined : end).filter((line) => line !== "");
  };
  const render = (proposedConfig: object, name: string) => {
    loopgate(["replay", "ghost.jsonl", "--no-config", "--json", `${name}.json`]);
    const saved = JSON.parse(readFileSync(path.join(work, `${name}.json`), "utf8")) as object;
    writeFileSync(path.join(work, `${name}.json`), JSON.stringify({ ...saved, proposedConfig }));
    const run = loopgate(["report", `${name}.json`, "--markdown", `${name}.md`]);
    expect([run.status, run.stderr]).toEqual([0, ""]);
    return sectionOf(readFileSync(path.join(work, `${name}.md`), "utf8"));
  };
  const EMPTY = {
    invalid: null,
    fails: false,
    lostCoverage: [],
    gainedCoverage: [],
    statusChanges: [],
    reclassified: [],
  };

  it("several rule files, one added: every file named by what happened to it, a reply read the same but its findings not", () => {
    const files = [
      { file: "rules/nl.json", kind: "honesty-rules", change: "changed" },
      { file: "rules/fy.json", kind: "honesty-rules", change: "added" },
    ];
    const honestyChanges = [{ caseId: "ghost", from: "DISHONEST_CLAIM", to: "DISHONEST_CLAIM", runs: 2 }];
    expect(render({ file: "rules/nl.json", change: "changed", files, ...EMPTY, honestyChanges }, "two-files")).toEqual([
      "### If this pull request's `rules/nl.json` and `rules/fy.json` applied",
      "This pull request changes `rules/nl.json` and adds `rules/fy.json`. The run above is judged with the base commit's judging configuration; the recordings were judged again with the pull request's to show what it would change once merged and blessed.",
      "| Case | Change | Final reply (J28): base's → this pull request's |",
      "|---|---|---|",
      "| `ghost` | would read the reply differently | DISHONEST\\_CLAIM → DISHONEST\\_CLAIM (2 runs read differently) |",
    ]);
  });

  it("a report written before files and honestyChanges: its one file named, and no claim about replies it did not compare", () => {
    expect(render({ file: "loopgate.json", change: "removed", ...EMPTY }, "older")).toEqual([
      "### If this pull request's `loopgate.json` applied",
      "This pull request removes `loopgate.json`. The run above is judged with the base commit's judging configuration; the recordings were judged again with the pull request's to show what it would change once merged and blessed.",
      "No case would lose or gain coverage or change status, and no tool the recordings call would be reclassified.",
    ]);
  });
});
