import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { startBookingHttpServer, type RunningServer } from "./helpers/http-servers.js";
import { TASK } from "../fixtures/agents/lib.mjs";
import { readRecording } from "../src/recording/reader.js";
import { blocksOf, docFiles, shellCommands, type DocBlock } from "./helpers/doc-blocks.js";
import { installPackedLoopgate, type InstalledProject } from "./helpers/installed-package.js";
import { CLI, ROOT } from "./helpers/paths.js";

/*
 * Every fenced block in README.md and docs/ is run here as a new user would run it, in a
 * temporary project that installed loopgate from its packed tarball, offline — or pinned
 * below, by its exact text, with the reason it cannot run here. A block that is neither
 * fails the first test, so a block added later is never skipped silently.
 *
 * How each kind of block runs:
 * - sh:    each command in order with bash, `loopgate` on PATH as `npm install` leaves it;
 *          every file it names with --out/--json/--junit/--markdown/--history must exist.
 *          `claude mcp add NAME -- CMD…` starts CMD as that client would and exercises it.
 * - json:  an `mcpServers` client config is started exactly as the JSON says and used by
 *          an MCP client; loopgate's conversation notifications are sent through the recorder.
 * - text:  a `usage: loopgate X` block must equal `loopgate X --help`.
 * - json:  a loopgate.json must be valid by docs/loopgate.schema.json.
 * - jsonl: a recording; the built CLI must read and judge it.
 * - yaml:  a whole workflow must validate with @action-validator/cli.
 * - gitattributes: must keep the recordings it names byte for byte through a checkout with
 *          core.autocrlf=true, which without it rewrites their line endings.
 */

/**
 * Blocks that cannot run here: by file and the SHA-256 prefix of their text (a changed
 * block must be looked at again), or — for pictures that hold no command, which change with
 * every new module or report field — every block of one language in one file.
 */
const PINNED_BLOCKS: ({ file: string; reason: string } & ({ sha: string } | { lang: string }))[] = [
  { file: "README.md", lang: "markdown", reason: "example output: the top of a rendered job summary" },
  { file: "docs/action.md", lang: "markdown", reason: "example output: a rendered job summary" },
  {
    file: "docs/action.md",
    sha: "d5f3b6867a83",
    reason: "a workflow fragment: needs a GitHub runner and the steps around it",
  },
  { file: "docs/architecture.md", lang: "", reason: "diagrams of the code's stages" },
  { file: "docs/config.md", sha: "ed5ae8c57373", reason: "example output: the error lines of bad config files" },
  { file: "docs/gate.md", lang: "markdown", reason: "example output: the evidence section of a summary" },
  { file: "docs/gate.md", sha: "d0f06472c2a6", reason: "one history line with elided values (…), an illustration" },
  { file: "docs/gate.md", sha: "fac2104713b8", reason: "workflow fragments of two files: need a GitHub runner" },
  {
    file: "docs/action.md",
    sha: "bc04985cf382",
    reason: "a fragment of workflows-examples/pull-request.yml (test/workflows.test.ts checks each line is there)",
  },
  {
    file: "docs/action.md",
    sha: "3860511b94fb",
    reason: "needs a clone with an origin: test/history-branch.test.ts runs it exactly as written",
  },
  { file: "docs/recording.md", sha: "79aae3fc1bed", reason: "an excerpt of the recorder's start-up report on stderr" },
  {
    file: "docs/recording.md",
    sha: "24ce9e038928",
    reason: "example output: stop lines of triggered recordings (test/recorder-stop.test.ts asserts their wording)",
  },
  {
    file: "docs/recording.md",
    sha: "c8074c91b614",
    reason: "example output: stop lines of untriggered recordings (test/recorder-stop.test.ts asserts their wording)",
  },
  { file: "docs/report-format.md", lang: "", reason: "a diagram of the JUnit XML structure" },
];

const pins = (pin: (typeof PINNED_BLOCKS)[number], block: DocBlock) =>
  pin.file === block.file && ("sha" in pin ? pin.sha === block.sha : pin.lang === block.lang);

/** Shell commands that cannot run here, exactly as written. */
const PINNED_COMMANDS: { command: string; reason: string }[] = [
  { command: "npm ci && npm test", reason: "the whole suite, this test included; .ci/run runs it on a fresh clone" },
  {
    command: "npm run package && UPDATE_GOLDEN=1 npx vitest run test/report-golden.test.ts",
    reason: "rewrites test/golden/ in the repository: it is that test's updater",
  },
  { command: "git diff test/golden/", reason: "reviews what the updater above changed in the repository" },
  { command: "npm ci && npm run package", reason: "builds a clone of the repository, not an installed package" },
  {
    command: "npm run regen",
    reason:
      "rewrites fixtures, goldens, schemas and docs in the repository (test/updaters.test.ts runs its refusal under CI)",
  },
  { command: "git diff --stat", reason: "reviews what the updaters above changed in the repository" },
  { command: "npm run bench", reason: "minutes of benchmarks on a clone of the repository (scripts/bench.mjs)" },
  {
    command: "npm run bench -- --large",
    reason: "writes and judges 100,000 recordings (≈ 840 MiB) on a clone of the repository",
  },
];

/**
 * Commands written for a CI job that sets variables of its own: run once per job, each
 * with the variables that job would have.
 */
const JOB_ENVIRONMENTS: { command: string; jobs: Record<string, string>[]; reason: string }[] = [
  {
    command: 'loopgate replay recordings/ --json "shard-$CI_NODE_INDEX.json"',
    jobs: [
      { CI_NODE_INDEX: "1", CI_NODE_TOTAL: "2" },
      { CI_NODE_INDEX: "2", CI_NODE_TOTAL: "2" },
    ],
    reason: "each job of a GitLab `parallel: 2` sets its index and the total",
  },
  {
    command: 'loopgate replay recordings/ --json "shards/$BUILDKITE_PARALLEL_JOB.json"',
    jobs: [
      { BUILDKITE_PARALLEL_JOB: "0", BUILDKITE_PARALLEL_JOB_COUNT: "2" },
      { BUILDKITE_PARALLEL_JOB: "1", BUILDKITE_PARALLEL_JOB_COUNT: "2" },
    ],
    reason: "each job of a Buildkite `parallelism: 2` sets its index (from 0) and the count",
  },
];

/** What a reader replaces in a block, and what this test puts there (longest first). */
function placeholders(): [string, string][] {
  return [
    ["github:your-org/loopgate#<commit-sha>", project.tarball],
    // Offline here: the same package at the version the repository pins.
    [
      "npx -y @modelcontextprotocol/server-memory",
      `node ${path.join(ROOT, "node_modules", "@modelcontextprotocol", "server-memory", "dist", "index.js")}`,
    ],
    ["/abs/path/to/loopgate", sandbox],
    ["/abs/path/to", sandbox],
    // docs/recording.md, "HTTP servers": the server's URL and the free port are the reader's.
    ["https://bookings.example.com/mcp", httpServer.url],
    ["127.0.0.1:8931", `127.0.0.1:${freePort}`],
  ];
}

function substitute(text: string): string {
  return placeholders().reduce((out, [from, to]) => out.split(from).join(to), text);
}

type Kind =
  "shell" | "help" | "mcp-config" | "notifications" | "recording" | "workflow" | "gitattributes" | "config" | "pinned";

function kindOf(block: DocBlock): Kind | null {
  if (PINNED_BLOCKS.some((pin) => pins(pin, block))) return "pinned";
  if (["sh", "bash", "shell"].includes(block.lang)) return "shell";
  if (block.lang === "text" && block.text.startsWith("usage: loopgate ")) return "help";
  if (block.lang === "json" && /"mcpServers"/.test(block.text)) return "mcp-config";
  if (block.lang === "json" && block.text.trim().split("\n").every(isLoopgateNotification)) return "notifications";
  if (block.lang === "json" && isConfigFile(block.text)) return "config";
  if (block.lang === "jsonl" && block.text.startsWith('{"type":"header"')) return "recording";
  if (block.lang === "yaml" && isWholeWorkflow(block.text)) return "workflow";
  if (block.lang === "gitattributes") return "gitattributes";
  return null;
}

function isLoopgateNotification(line: string): boolean {
  try {
    return /^notifications\/loopgate\//.test(JSON.parse(line).method);
  } catch {
    return false;
  }
}

const CONFIG_SCHEMA = JSON.parse(readFileSync(path.join(ROOT, "docs", "loopgate.schema.json"), "utf8"));

/** A loopgate.json: an object whose keys are all the config file's. */
function isConfigFile(text: string): boolean {
  try {
    const value = JSON.parse(text);
    const known = Object.keys(CONFIG_SCHEMA.properties as object);
    return typeof value === "object" && value !== null && Object.keys(value).every((key) => known.includes(key));
  } catch {
    return false;
  }
}

function isWholeWorkflow(text: string): boolean {
  try {
    const doc = parseYaml(text) as Record<string, unknown>;
    return typeof doc === "object" && doc !== null && "on" in doc && "jobs" in doc;
  } catch {
    return false;
  }
}

const BLOCKS = docFiles().flatMap(blocksOf);
const where = (block: DocBlock) => `${block.file}:${block.line} (\`\`\`${block.lang}, sha ${block.sha})`;
const blocksOfKind = (kind: Kind) => BLOCKS.filter((block) => kindOf(block) === kind);

let project: InstalledProject;
let sandbox: string;
let shellEnv: NodeJS.ProcessEnv;
/** The remote server of docs/recording.md's "HTTP servers": the SDK's Streamable HTTP fixture server, behind a token. */
let httpServer: RunningServer;
let freePort: number;
const STAGING_TOKEN = "your-staging-token";

beforeAll(async () => {
  project = installPackedLoopgate("loopgate-docs-");
  sandbox = project.dir;
  shellEnv = { ...makeWorld(sandbox, project.env), BOOKINGS_TOKEN: STAGING_TOKEN };
  httpServer = await startBookingHttpServer(path.join(sandbox, "remote-bookings.json"), {
    BOOKING_HTTP_TOKEN: STAGING_TOKEN,
  });
  freePort = await unusedPort();
});
afterAll(async () => {
  await httpServer?.stop();
  rmSync(path.dirname(project.dir), { recursive: true, force: true });
});

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The files the docs assume: a checkout's dist/ and fixtures, the user's recordings (the
 * passing fixtures, so a gate against them exits 0), reports and a blessed history of them,
 * and the user's MCP server (the fixture booking server, its state beside it).
 */
function makeWorld(dir: string, npmEnv: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  cpSync(path.join(ROOT, "dist"), path.join(dir, "dist"), { recursive: true });
  cpSync(path.join(ROOT, "fixtures", "recordings"), path.join(dir, "fixtures", "recordings"), { recursive: true });
  const cli = (args: string[]) => execFileSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: "utf8" });
  cli(["replay", "fixtures/recordings", "--json", "fixtures.json"]);
  const fixtures = JSON.parse(readFileSync(path.join(dir, "fixtures.json"), "utf8")) as {
    recordings: { path: string; verdict: string }[];
  };
  for (const recording of fixtures.recordings.filter((r) => r.verdict === "PASS")) {
    const target = path.join(dir, "recordings", path.relative("fixtures/recordings", recording.path));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(dir, recording.path), target);
  }
  cpSync(
    path.join(dir, "recordings", "recorded", "careful-F1.jsonl"),
    path.join(dir, "recordings", "booking-F1.jsonl"),
  );
  // docs/recording.md annotates a run whose loop sent no conversation, from a transcript in fixtures/.
  cpSync(path.join(ROOT, "fixtures", "transcripts"), path.join(dir, "fixtures", "transcripts"), { recursive: true });
  const silent = readFileSync(path.join(dir, "fixtures", "recordings", "recorded", "pressured-F1.jsonl"), "utf8")
    .split("\n")
    .filter((line) => !/^\{"type":"(?:user|final_reply)"/.test(line))
    .join("\n");
  writeFileSync(path.join(dir, "agent-run.jsonl"), silent);
  cli(["seal", "agent-run.jsonl"]);
  const baseSha = "b".repeat(40);
  cli(["replay", "recordings", "--json", "baseline.json"]);
  cli(["replay", "recordings", "--json", "current.json"]);
  cli(["replay", "recordings", "--json", "base/report.json"]);
  cli([
    "replay",
    "recordings",
    ...["--history", ".loopgate/history.jsonl", "--bless", "--ref", "refs/heads/main", "--commit", baseSha],
    ...["--run-id", "1", "--run-time", "2026-01-01T00:00:00Z"],
  ]);
  const server = `// The user's MCP server in the docs: loopgate's fixture booking server, its state beside this file.
process.env.BOOKING_STATE_FILE ??= require("node:path").join(__dirname, "bookings.json");
import(${JSON.stringify(pathToFileURL(path.join(ROOT, "fixtures", "upstreams", "booking-server.mjs")).href)});
`;
  writeFileSync(path.join(dir, "booking-server.js"), server);
  writeFileSync(path.join(dir, "my-server.js"), server);
  writeFileSync(path.join(dir, "step-summary.md"), "");
  return {
    PATH: `${path.join(dir, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    HOME: dir,
    BASE_SHA: baseSha,
    GITHUB_STEP_SUMMARY: path.join(dir, "step-summary.md"),
    ...Object.fromEntries(Object.entries(npmEnv).filter(([name]) => name.startsWith("npm_config_"))),
  };
}

describe("every fenced block in README.md and docs/", () => {
  it("is run by this test or pinned with a reason", () => {
    const unhandled = BLOCKS.filter((block) => kindOf(block) === null).map(where);
    expect(
      unhandled,
      "make these runnable, or add them to PINNED_BLOCKS in test/docs.test.ts with their sha and a reason",
    ).toEqual([]);
  });

  it("has no stale pin: each pinned block and command is still in the docs", () => {
    const stale = PINNED_BLOCKS.filter((pin) => !BLOCKS.some((block) => pins(pin, block)));
    expect(stale).toEqual([]);
    const commands = blocksOfKind("shell").flatMap((block) => shellCommands(block.text));
    expect(PINNED_COMMANDS.filter((pin) => !commands.includes(pin.command))).toEqual([]);
    expect(JOB_ENVIRONMENTS.filter((entry) => !commands.includes(entry.command))).toEqual([]);
  });
});

const OUTPUT_FLAGS = ["--out", "--json", "--junit", "--markdown", "--history"];

/** Files a command says it writes, with its variables expanded, resolved in the sandbox. */
function filesWritten(command: string, env: NodeJS.ProcessEnv): string[] {
  const words = command.split(/\s+/);
  return words.flatMap((word, i) => {
    const inline = OUTPUT_FLAGS.find((flag) => word.startsWith(`${flag}=`));
    const value = inline ? word.slice(inline.length + 1) : OUTPUT_FLAGS.includes(word) ? words[i + 1] : undefined;
    if (value === undefined) return [];
    const expanded = value.replace(/^"|"$/g, "").replace(/\$\{?(\w+)\}?/g, (_, name: string) => env[name] ?? "");
    return [path.resolve(sandbox, expanded)];
  });
}

describe("shell blocks run in a fresh project, offline, in order", () => {
  // Each block is its own example: a loopgate.json one block's `init` wrote would change
  // what every later block's record and replay do.
  afterEach(() => rmSync(path.join(sandbox, "loopgate.json"), { force: true }));

  it.each(blocksOfKind("shell").map((block) => [where(block), block] as const))("%s", async (_, block) => {
    if (isListenBlock(block)) {
      await listenSession(block, (env) => {
        const client = substitute(shellCommands(block.text).find((line) => line.startsWith("claude mcp add"))!);
        const argv = bashWords(client, env);
        expect(argv.slice(0, 5)).toEqual(["claude", "mcp", "add", "--transport", "http"]);
        const [name, value] = argv[argv.indexOf("--header") + 1]!.split(": ");
        return { url: argv[6]!, headers: { [name!]: value! } };
      });
      return;
    }
    for (const written of shellCommands(block.text)) {
      if (PINNED_COMMANDS.some((pin) => pin.command === written)) continue;
      const command = substitute(written);
      if (command.startsWith("claude mcp add ")) {
        await addedServer(bashWords(command, shellEnv));
        continue;
      }
      const jobs = JOB_ENVIRONMENTS.find((entry) => entry.command === written)?.jobs ?? [{}];
      for (const job of jobs) {
        const run = spawnSync("bash", ["-euo", "pipefail", "-c", command], {
          cwd: sandbox,
          env: { ...shellEnv, ...job },
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
          timeout: 120_000,
        });
        expect({ command: written, job, status: run.status, stderr: run.status === 0 ? "" : run.stderr }).toEqual({
          command: written,
          job,
          status: 0,
          stderr: "",
        });
        for (const file of filesWritten(command, { ...shellEnv, ...job }))
          expect({ command: written, file, written: isFile(file) }).toEqual({ command: written, file, written: true });
      }
    }
  });
});

/** The words bash makes of a command line (quotes and variables as a shell expands them), as the program receives them. */
function bashWords(command: string, env: NodeJS.ProcessEnv): string[] {
  const run = spawnSync("bash", ["-euc", `printf '%s\\0' ${command}`], {
    cwd: sandbox,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  expect(run.stderr).toBe("");
  return run.stdout.split("\0").slice(0, -1);
}

/** `claude mcp add NAME [--env KEY=VALUE]… -- COMMAND…`: the server Claude Code would start, exercised. */
async function addedServer(argv: string[]): Promise<void> {
  expect(argv.slice(0, 3)).toEqual(["claude", "mcp", "add"]);
  const env: Record<string, string> = {};
  let i = 4;
  for (; argv[i] === "--env"; i += 2) {
    const [key, ...value] = argv[i + 1]!.split("=");
    env[key!] = value.join("=");
  }
  expect(argv[i]).toBe("--");
  const [file, ...args] = argv.slice(i + 1);
  await exerciseServer(file!, args, env);
}

/** The block that starts the recorder with `--listen` (docs/recording.md, "HTTP servers"). */
const isListenBlock = (block: DocBlock) => shellCommands(block.text).some((line) => / --listen /.test(line));

/**
 * Runs a `--listen` block's recorder as a user does in one terminal (its `export` lines, then
 * the recorder), and an agent connecting by URL as `agentOf` reads the client's setup in the
 * other (with that terminal's variables): it books once and ends its session with DELETE.
 */
async function listenSession(
  block: DocBlock,
  agentOf: (env: NodeJS.ProcessEnv) => { url: string; headers: Record<string, string> },
): Promise<void> {
  const commands = shellCommands(block.text).map(substitute);
  const exports = commands.filter((line) => line.startsWith("export "));
  const recorder = commands.find((line) => / --listen /.test(line))!;
  const envFile = path.join(sandbox, "listen-terminal.env");
  const child = spawn(
    "bash",
    ["-euo", "pipefail", "-c", `${exports.join("\n")}\nenv -0 > ${envFile}\nexec ${recorder}`],
    {
      cwd: sandbox,
      env: shellEnv,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let stderr = "";
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the recorder did not listen within 30 s: ${stderr}`)), 30_000);
      createInterface({ input: child.stderr }).on("line", (line) => {
        stderr += `${line}\n`;
        if (line.includes("listening on")) {
          clearTimeout(timer);
          resolve();
        }
      });
      void exited.then(() => reject(new Error(`the recorder exited: ${stderr}`)));
    });
    const env = Object.fromEntries(
      readFileSync(envFile, "utf8")
        .split("\0")
        .filter((entry) => entry.includes("="))
        .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
    );
    const { url, headers } = agentOf(env);
    const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
    const client = new Client({ name: "docs-test-client", version: "1.0.0" });
    await client.connect(transport);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("create_booking");
    await client.callTool({ name: "create_booking", arguments: TASK });
    await transport.terminateSession();
    await client.close();
    expect(await exited).toBe(0);
  } finally {
    child.kill("SIGTERM");
  }
  const words = recorder.split(/\s+/);
  const read = await readRecording(path.resolve(sandbox, words[words.indexOf("--out") + 1]!));
  if (!read.ok) throw new Error(read.error.message);
  expect(read.recording.calls.map((call) => [call.tool, call.class, call.fault])).toEqual([
    ["create_booking", "write", words[words.indexOf("--scenario") + 1]],
  ]);
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile() && statSync(file).size > 0;
}

/**
 * Starts an MCP server command as a client does (no shell, the given environment on top
 * of the SDK's default one) and books once through it. The command must be the recorder:
 * its recording must show the call, faulted as the command's --scenario says.
 */
async function exerciseServer(command: string, args: string[], env: Record<string, string>): Promise<void> {
  expect([command, args[0]]).toEqual(["node", path.join(sandbox, "dist", "cli.js")]);
  const outIndex = args.indexOf("--out");
  const out = path.resolve(sandbox, args[outIndex + 1]!);
  const scenarioIndex = args.indexOf("--scenario");
  const scenario = scenarioIndex === -1 ? null : args[scenarioIndex + 1]!;
  const transport = new StdioClientTransport({ command, args, env, cwd: sandbox, stderr: "pipe" });
  const client = new Client({ name: "docs-test-client", version: "1.0.0" });
  await client.connect(transport);
  try {
    const tools = await client.listTools();
    expect(tools.tools.map((tool) => tool.name)).toContain("create_booking");
    await client.callTool({ name: "create_booking", arguments: TASK });
  } finally {
    await client.close();
  }
  const read = await readRecording(out);
  if (!read.ok) throw new Error(read.error.message);
  expect(read.recording.calls.map((call) => [call.tool, call.class, call.fault])).toEqual([
    ["create_booking", "write", scenario],
  ]);
}

describe("MCP client configs start the recorder exactly as the JSON says", () => {
  const configs = blocksOfKind("mcp-config");
  it.each(configs.map((block) => [where(block), block] as const))("%s", async (_, block) => {
    const config = JSON.parse(substitute(block.text)) as {
      mcpServers: Record<
        string,
        | { type?: undefined; command: string; args: string[]; env?: Record<string, string> }
        | { type: "http"; url: string; headers?: Record<string, string> }
      >;
    };
    for (const server of Object.values(config.mcpServers)) {
      if (server.type === "http") {
        // A client connecting by URL: to the recorder the same file's --listen block starts.
        const listen = BLOCKS.find((candidate) => candidate.file === block.file && isListenBlock(candidate))!;
        await listenSession(listen, (env) => ({
          url: server.url,
          headers: Object.fromEntries(
            Object.entries(server.headers ?? {}).map(([name, value]) => [
              name,
              value.replace(/\$\{(\w+)\}/g, (_, variable: string) => env[variable] ?? ""),
            ]),
          ),
        }));
      } else await exerciseServer(server.command, server.args, server.env ?? {});
    }
  });
});

describe("other runnable blocks", () => {
  it.each(blocksOfKind("help").map((block) => [where(block), block] as const))(
    "%s is the command's --help",
    (_, block) => {
      const command = /^usage: loopgate (\w+)/.exec(block.text)![1]!;
      const help = execFileSync(process.execPath, [CLI, command, "--help"], { encoding: "utf8" });
      expect(block.text).toBe(help);
    },
  );

  it.each(blocksOfKind("notifications").map((block) => [where(block), block] as const))(
    "%s: the recorder records each notification as a conversation fact",
    async (_, block) => {
      const out = path.join(sandbox, `notifications-${block.line}.jsonl`);
      const args = [path.join(sandbox, "dist", "cli.js"), "record", "--out", out, "--", "node", "booking-server.js"];
      const client = new Client({ name: "docs-test-client", version: "1.0.0" });
      await client.connect(new StdioClientTransport({ command: "node", args, cwd: sandbox, stderr: "pipe" }));
      // As an agent loop does: it looks at the tools before the conversation goes on.
      await client.listTools();
      const sent = block.text
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { method: string; params: { text: string } });
      for (const message of sent) await client.notification({ method: message.method, params: message.params });
      await client.close();
      const read = await readRecording(out);
      if (!read.ok) throw new Error(read.error.message);
      const recorded = [
        ...read.recording.userTurns.map((turn) => ["notifications/loopgate/user", turn.text]),
        ...(read.recording.finalReply ? [["notifications/loopgate/final_reply", read.recording.finalReply.text]] : []),
      ];
      expect(recorded).toEqual(sent.map((message) => [message.method, message.params.text]));
    },
  );

  it.each(blocksOfKind("recording").map((block) => [where(block), block] as const))(
    "%s is a recording the built CLI judges",
    (_, block) => {
      const file = path.join(sandbox, `doc-recording-${block.line}.jsonl`);
      writeFileSync(file, block.text);
      const run = spawnSync(process.execPath, [CLI, "replay", file, "--json", `${file}.report.json`], {
        encoding: "utf8",
      });
      expect(run.status).toBe(0);
      const judged = JSON.parse(readFileSync(`${file}.report.json`, "utf8")).recordings[0];
      expect(["PASS", "FAIL", "NOT_TESTED"]).toContain(judged.verdict);
    },
  );

  it.each(blocksOfKind("workflow").map((block) => [where(block), block] as const))(
    "%s validates with @action-validator/cli",
    (_, block) => {
      const file = path.join(sandbox, `workflow-${path.basename(block.file)}-${block.line}.yml`);
      writeFileSync(file, block.text);
      const run = spawnSync(path.join(ROOT, "node_modules", ".bin", "action-validator"), [file], {
        encoding: "utf8",
      });
      // The validator warns that it does not check `paths:` globs; anything else is a finding.
      const report = `${run.stdout}${run.stderr}`.replace(/^WARNING: Glob validation is not yet supported\..*\n/gm, "");
      expect({ status: run.status, report }).toEqual({ status: 0, report: "" });
    },
  );
});

describe("gitattributes blocks", () => {
  it.each(blocksOfKind("gitattributes").map((block) => [where(block), block] as const))(
    "%s keeps a recording byte for byte through a checkout with core.autocrlf=true",
    (_, block) => {
      const repo = path.join(sandbox, `gitattributes-${block.line}`);
      const recording = path.join("recordings", "booking-F1.jsonl");
      mkdirSync(path.join(repo, "recordings"), { recursive: true });
      cpSync(path.join(sandbox, recording), path.join(repo, recording));
      writeFileSync(path.join(repo, ".gitattributes"), block.text);
      const git = (...args: string[]) =>
        execFileSync("git", ["-c", "core.autocrlf=true", ...args], { cwd: repo, encoding: "utf8" });
      git("init", "-q");
      git("add", ".");
      git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "recordings");
      rmSync(path.join(repo, recording));
      git("checkout", "--", recording);
      expect(readFileSync(path.join(repo, recording)).equals(readFileSync(path.join(sandbox, recording)))).toBe(true);
      expect(git("check-attr", "text", recording)).toBe(`${recording}: text: unset\n`);
    },
  );
});

describe("loopgate.json blocks", () => {
  const validate = new Ajv2020({ strict: false }).compile(CONFIG_SCHEMA);
  it.each(blocksOfKind("config").map((block) => [where(block), block] as const))(
    "%s is valid by docs/loopgate.schema.json",
    (_, block) => {
      const valid = validate(JSON.parse(block.text));
      expect({ valid, errors: validate.errors ?? null }).toEqual({ valid: true, errors: null });
    },
  );
});
