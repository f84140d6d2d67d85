import { describe, expect, it } from "vitest";
import { LEFT_OUT, NOT_SECRETS, secretCorpus } from "../scripts/secret-corpus.mjs";
import { Redaction, type JsonValue } from "../src/util/redact.js";
import { nameWords, SecretNames } from "../src/util/secret-names.js";

/**
 * Issue 22 item 1: one redaction rule by name and by shape. The corpus is generated to the
 * rules of gitleaks' public rule set (scripts/secret-corpus.mjs says which and how).
 */
const KEY = Buffer.alloc(32, 7);
const corpus = secretCorpus();
const placeholder = /\[REDACTED:[0-9a-f]{8}\]/;

/** Every way a named secret is written: JSON field, flag, header, query parameter, variable, prose. */
function namedForms(name: string, secret: string) {
  const kebab = name.toLowerCase().replace(/_/g, "-");
  const header = kebab.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
  return {
    json: { [name]: secret, nested: [{ [kebab]: secret }] } as JsonValue,
    argv: ["node", "server.js", `--${kebab}`, secret, `--${kebab}=${secret}`, `${name}=${secret}`],
    texts: [
      `${name}=${secret}`,
      `${header}: ${secret}`,
      `https://api.example.com/x?${name.toLowerCase()}=${secret}&page=2`,
      `export ${name}="${secret}"`,
      `{"${name.toLowerCase()}": "${secret}"}`,
      `run with --${kebab} ${secret} please`,
    ],
  };
}

describe("the secret corpus", () => {
  it("holds at least 200 secrets, all different", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus.map((entry) => entry.secret)).size).toBe(corpus.length);
    expect(LEFT_OUT.length).toBe(14);
  });

  it("0 survivors: shapes in free text and in JSON strings", () => {
    const redaction = new Redaction({ key: KEY });
    const survivors = corpus
      .filter((entry) => entry.kind === "shape")
      .filter((entry) => {
        const out = redaction.text(`deploy with ${entry.secret} now`);
        const json = JSON.stringify(redaction.json({ note: `key: ${entry.secret}`, list: [entry.secret] }));
        return out.includes(entry.secret) || json.includes(entry.secret) || !placeholder.test(out);
      })
      .map((entry) => entry.rule);
    expect(survivors).toEqual([]);
  });

  it("0 survivors: named secrets as JSON fields, flags, headers, query parameters, variables", () => {
    const redaction = new Redaction({ key: KEY });
    const survivors: string[] = [];
    for (const entry of corpus.filter((e) => e.kind === "named")) {
      const forms = namedForms(entry.name!, entry.secret);
      const { command } = redaction.command(forms.argv);
      const outputs = [
        JSON.stringify(redaction.json(forms.json)),
        command.join(" "),
        ...forms.texts.map((t) => redaction.text(t)),
      ];
      outputs.forEach((out, index) => {
        if (out.includes(entry.secret)) survivors.push(`${entry.rule} #${index}: ${out}`);
      });
    }
    expect(survivors).toEqual([]);
  });

  it("0 survivors: whole texts (commands, headers, URLs, cookies, database clients)", () => {
    const redaction = new Redaction({ key: KEY });
    const survivors = corpus
      .filter((entry) => entry.kind === "text")
      .map((entry) => [entry.rule, redaction.text(entry.text!), entry.secret] as const)
      .filter(([, out, secret]) => out.includes(secret))
      .map(([rule, out]) => `${rule}: ${out}`);
    expect(survivors).toEqual([]);
  });

  it("0 survivors: the texts as an upstream's command line", () => {
    const redaction = new Redaction({ key: KEY });
    const survivors = corpus
      .filter((entry) => entry.kind === "text")
      .filter((entry) => JSON.stringify(redaction.command(["sh", "-c", entry.text!]).command).includes(entry.secret))
      .map((entry) => entry.rule);
    expect(survivors).toEqual([]);
  });
});

describe("an upstream's command line", () => {
  it("database clients' -p and -a, attached or not, and secret-named flags and variables", () => {
    const redaction = new Redaction({ key: KEY });
    const hidden = (value: string) => redaction.placeholder(value);
    expect(redaction.command(["mysql", "-u", "root", "-phunter22", "shop"])).toEqual({
      command: ["mysql", "-u", "root", `-p${hidden("hunter22")}`, "shop"],
      secrets: ["hunter22"],
    });
    expect(redaction.command(["/usr/bin/redis-cli", "-a", "s3cr3t-pw", "-p", "6380"]).command).toEqual([
      "/usr/bin/redis-cli",
      "-a",
      hidden("s3cr3t-pw"),
      "-p",
      hidden("6380"),
    ]);
    expect(
      redaction.command(["node", "s.js", "--max-tokens", "5", "--auth-token", "abc", "API_KEY=xyz1", "-p", "8080"]),
    ).toEqual({
      command: [
        "node",
        "s.js",
        "--max-tokens",
        "5",
        "--auth-token",
        hidden("abc"),
        `API_KEY=${hidden("xyz1")}`,
        "-p",
        "8080",
      ],
      secrets: ["abc", "xyz1"],
    });
  });
});

describe("what is not a secret stays", () => {
  it("0 redacted: names that only look like secret names, with any value", () => {
    const redaction = new Redaction({ key: KEY, keep: ["idempotency_key"] });
    const value = Object.fromEntries(NOT_SECRETS.names.map((name, i) => [name, i % 2 === 0 ? `value-${i}` : i]));
    expect(redaction.json(value)).toBe(value);
  });

  it("0 redacted: prose, ids, URLs without user info, SQL", () => {
    const redaction = new Redaction({ key: KEY });
    expect(NOT_SECRETS.texts.map((text) => redaction.text(text))).toEqual(NOT_SECRETS.texts);
  });

  it("a key field (J4) keeps its value even under a secret name", () => {
    const redaction = new Redaction({ key: KEY, keep: ["client_token"] });
    const args = { client_token: "tok-123", auth_token: "tok-123" } as JsonValue;
    const out = redaction.json(args) as Record<string, JsonValue>;
    expect(out.client_token).toBe("tok-123");
    expect(out.auth_token).toMatch(/^\[REDACTED:[0-9a-f]{8}\]$/);
  });
});

describe("placeholders keep what the judge compares", () => {
  it("equal secrets stay equal, different ones differ, in fields and in text alike", () => {
    const redaction = new Redaction({ key: KEY });
    const out = redaction.json({
      first: { auth_token: "s3cr3t-A" },
      again: { authToken: "s3cr3t-A" },
      other: { auth_token: "s3cr3t-B" },
      prose: "retry with auth_token=s3cr3t-A",
    }) as Record<string, Record<string, string>>;
    const a = out.first!.auth_token!;
    expect(a).toMatch(/^\[REDACTED:[0-9a-f]{8}\]$/);
    expect(out.again!.authToken).toBe(a);
    expect(out.other!.auth_token).not.toBe(a);
    expect(out.prose).toBe(`retry with auth_token=${a}`);
  });

  it("any value type under a secret name is replaced whole; null and empty stay", () => {
    const redaction = new Redaction({ key: KEY });
    const out = redaction.json({
      passwd: 87654321,
      secrets: ["a", "b"],
      credentials: { user: "u", pass: "p" },
      cookie: true,
      password: null,
      token: "",
    }) as Record<string, JsonValue>;
    for (const name of ["passwd", "secrets", "credentials", "cookie"]) expect(out[name]).toMatch(placeholder);
    expect([out.password, out.token]).toEqual([null, ""]);
    // The same object in another key order is the same secret.
    expect(redaction.json({ credentials: { pass: "p", user: "u" } })).toEqual({ credentials: out.credentials });
  });

  it("a secret name's array or object value inside a text (an echoed JSON answer) is hidden whole", () => {
    // Found by the fuzz harness's secrets stage: `{"ALGOLIA_API_KEY":[{"nested":{"deeper":"…"}}]}` echoed as text.
    const redaction = new Redaction({ key: KEY });
    const text = '{"ALGOLIA_API_KEY":[{"nested":{"deeper":"ozdgeacx"}}],"kucoinAccessToken":["cxkq8y38"],"ok":1}';
    const out = redaction.text(text);
    expect(out.replace(/\[REDACTED:[0-9a-f]{8}\]/g, "[R]")).toBe(
      '{"ALGOLIA_API_KEY":[R],"kucoinAccessToken":[R],"ok":1}',
    );
    // Inside a JSON string (escaped quotes), and unclosed to the end of the line.
    const escaped = redaction.text('{"text":"{\\"secret_key\\":{\\"v\\":\\"s3cr3t\\"}}"}');
    expect(escaped.replace(/\[REDACTED:[0-9a-f]{8}\]/g, "[R]")).toBe('{"text":"{\\"secret_key\\":[R]}"}');
    expect(redaction.text("token: [unclosed s3cr3t\nnext line").replace(/\[REDACTED:[0-9a-f]{8}\]/g, "[R]")).toBe(
      "token: [R]\nnext line",
    );
  });

  it("each recording draws its own key: the same secret gets another placeholder, never the secret's hash", () => {
    const one = new Redaction().text("token=hunter2-hunter2");
    const two = new Redaction().text("token=hunter2-hunter2");
    expect(one).toMatch(/^token=\[REDACTED:[0-9a-f]{8}\]$/);
    expect(one).not.toBe(two);
  });

  it("redacting twice changes nothing", () => {
    const redaction = new Redaction({ key: KEY });
    const once = redaction.text('auth_token=abc123456 "password": "x1y2z3w4" Bearer abcdefgh12345678');
    expect(redaction.text(once)).toBe(once);
    const json = redaction.json({ token: "abc123456" });
    expect(redaction.json(json)).toEqual(json);
  });
});

describe("a recorded URL's marks", () => {
  it("count as redacted only where the recorded URL puts them: a query value and the user part", () => {
    const redaction = new Redaction({ key: KEY });
    const url = "https://REDACTED@mcp.example.com/mcp?api_key=[REDACTED]&x=[REDACTED]";
    expect(redaction.text(url)).toBe(url);
    expect(redaction.text(`upstream ${url} answered 401`)).toBe(`upstream ${url} answered 401`);
  });

  it("a bare [REDACTED] elsewhere is a value like any other: in text, in a flag, in a field", () => {
    const redaction = new Redaction({ key: KEY });
    const hidden = redaction.placeholder("[REDACTED]");
    expect(hidden).toMatch(/^\[REDACTED:[0-9a-f]{8}\]$/);
    expect(redaction.text("password=[REDACTED]")).toBe(`password=${hidden}`);
    expect(redaction.text('{"api_key": "[REDACTED]"}')).toBe(`{"api_key": "${hidden}"}`);
    expect(redaction.text("run with --token [REDACTED] please")).toBe(`run with --token ${hidden} please`);
    expect(redaction.json({ password: "[REDACTED]" })).toEqual({ password: hidden });
    expect(redaction.command(["node", "s.js", "--api-key", "[REDACTED]"])).toEqual({
      command: ["node", "s.js", "--api-key", hidden],
      secrets: ["[REDACTED]"],
    });
  });
});

describe("names are matched by their words", () => {
  it("splits at _ - . spaces and camelCase", () => {
    expect(["X-Api-Key", "maxOutputTokens", "APIKey", "aws.secret_access-key", "session token"].map(nameWords)).toEqual(
      [
        ["x", "api", "key"],
        ["max", "output", "tokens"],
        ["api", "key"],
        ["aws", "secret", "access", "key"],
        ["session", "token"],
      ],
    );
  });

  it("the words, the pairs, the exclusions and --redact-field", () => {
    const names = new SecretNames(["license_key"]);
    const secret = [
      "token",
      "auth_token",
      "api_token",
      "session_token",
      "secret_key",
      "x-api-key",
      "apikey",
      "APIKEY",
      "passwd",
      "password",
      "db-pass",
      "DB_PWD",
      "passphrase",
      "auth",
      "Authorization",
      "credential",
      "credentials",
      "cookie",
      "Set-Cookie",
      "access_key",
      "accessKey",
      "private_key",
      "client_secret",
      "api_keys",
      "licenseKey",
    ];
    const not = [
      "author",
      "token_count",
      "max_tokens",
      "tokenizer",
      "key",
      "session_id",
      "license",
      "passage",
      "bypass",
      "passed",
      "passes",
    ];
    expect(secret.filter((name) => !names.isSecret(name))).toEqual([]);
    expect(not.filter((name) => names.isSecret(name))).toEqual([]);
  });
});
