import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { BOOKING_CONFIG, BOOKING_TOOL_LINES } from "./helpers/booking.js";
import { startBookingHttpServer, type RunningServer } from "./helpers/http-servers.js";
import { CLI } from "./helpers/paths.js";

/*
 * doctor and init look at a Streamable HTTP upstream as record does (--upstream-url with
 * --upstream-header or --upstream-header-from-env): the fixture booking server over HTTP,
 * requiring a bearer token, started for real on loopback.
 */
const work = mkdtempSync(path.join(tmpdir(), "loopgate-doctor-http-"));
const TOKEN = "tok-doctor-5e1b9c03a7f24d68";
let server: RunningServer;
beforeAll(async () => {
  server = await startBookingHttpServer(path.join(work, "state.json"), { BOOKING_HTTP_TOKEN: TOKEN });
});
afterAll(async () => {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}, cwd = work) {
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (status) => resolve({ status, stdout, stderr })),
  );
}

/** The stdio server's tools, and the HTTP one's elicitation tool (a read: it asks the agent's user). */
const TOOL_LINES = [
  "tools (6):",
  BOOKING_TOOL_LINES[1]!,
  "  read         confirm_with_user    (annotation readOnlyHint: true)",
  ...BOOKING_TOOL_LINES.slice(2),
];

const DOCTOR_LINES = [
  "upstream: fixture-booking 1.0.0",
  ...TOOL_LINES,
  "",
  "verification after a lost answer (J17: a read sharing an argument or a name noun with the write):",
  '  cancel_booking: find_bookings (name shares "booking"); get_booking (by booking_id)',
  '  create_booking: confirm_with_user (by hotel); find_bookings (by customer_email); get_booking (name shares "booking"); search_availability (by hotel)',
  "",
  "usable: 2 write tools; 0 of 6 tools undecided; no warnings",
  "",
].join("\n");

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("loopgate doctor --upstream-url", () => {
  it("audits the server over HTTP as over stdio, the token given by header; it is printed nowhere", async () => {
    const result = await run([
      "doctor",
      "--no-config",
      "--upstream-url",
      server.url,
      "--upstream-header",
      `Authorization: Bearer ${TOKEN}`,
    ]);
    expect(result).toEqual({ status: 0, stdout: DOCTOR_LINES, stderr: "" });
  });

  it("without the token: one line naming the 401 and the flags that fix it, exit 1", async () => {
    const result = await run(["doctor", "--no-config", "--upstream-url", server.url]);
    expect(result).toEqual({
      status: 1,
      stdout: "",
      stderr:
        "loopgate doctor: the upstream failed to start: upstream answered HTTP 401 Unauthorized to initialize (check the credentials given with --upstream-header / --upstream-header-from-env)\n",
    });
  });

  it("an unreachable URL: one line, exit 1; its query value is not printed", async () => {
    const port = await closedPort();
    const result = await run(["doctor", "--no-config", "--upstream-url", `http://127.0.0.1:${port}/mcp?key=${TOKEN}`]);
    expect(result).toEqual({
      status: 1,
      stdout: "",
      stderr: `loopgate doctor: the upstream failed to start: upstream unreachable: connect ECONNREFUSED 127.0.0.1:${port}\n`,
    });
  });

  it("refuses --upstream-env with a URL and a URL together with a command (usage, exit 2)", async () => {
    expect(await run(["doctor", "--upstream-url", server.url, "--upstream-env", "A=b"])).toEqual({
      status: 2,
      stdout: "",
      stderr:
        "loopgate doctor: --upstream-cwd and --upstream-env apply to an upstream command, not to --upstream-url (see 'loopgate doctor --help')\n",
    });
    expect(await run(["doctor", "--upstream-url", server.url, "--", "node", "x.js"])).toEqual({
      status: 2,
      stdout: "",
      stderr:
        "loopgate doctor: give either --upstream-url or an upstream command after --, not both (see 'loopgate doctor --help')\n",
    });
  });
});

describe("loopgate init --upstream-url", () => {
  it("writes the same loopgate.json as over stdio, the token read from the environment and written nowhere", async () => {
    const config = path.join(work, "loopgate.json");
    const result = await run(
      ["init", "--upstream-url", server.url, "--upstream-header-from-env", "Authorization=BOOKINGS_AUTH"],
      { BOOKINGS_AUTH: `Bearer ${TOKEN}` },
    );
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe(
      [
        "upstream: fixture-booking 1.0.0",
        ...TOOL_LINES,
        "",
        "wrote loopgate.json: 6 tools, 2 write, 4 read, 0 unclassified",
        "",
      ].join("\n"),
    );
    expect(result.status).toBe(0);
    const written = JSON.parse(readFileSync(config, "utf8"));
    expect(written.tools.confirm_with_user).toEqual({ class: "read", why: "annotation readOnlyHint: true" });
    delete written.tools.confirm_with_user;
    expect(written).toEqual(JSON.parse(BOOKING_CONFIG));
    expect(readFileSync(config, "utf8")).not.toContain(TOKEN);
  });

  it("writes nothing when the server refuses the credentials", async () => {
    const config = path.join(work, "refused.json");
    const result = await run([
      "init",
      "--config",
      config,
      "--upstream-url",
      server.url,
      "--upstream-header",
      "Authorization: Bearer wrong-token-0123456789",
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `loopgate init: the upstream failed to start: upstream answered HTTP 401 Unauthorized to initialize (check the credentials given with --upstream-header / --upstream-header-from-env); ${config} not written\n`,
    );
    expect(existsSync(config)).toBe(false);
  });
});

/**
 * A legacy HTTP+SSE server (MCP 2024-11-05) built on the SDK's own SSEServerTransport: GET /sse
 * opens the stream and names the POST endpoint in an `endpoint` event; a POST to /sse itself,
 * which a Streamable HTTP client sends first, is answered 405 as the SDK's examples do.
 */
async function startLegacySseServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const transports = new Map<string, SSEServerTransport>();
  const http: Server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === "/sse") {
      const transport = new SSEServerTransport("/messages", res);
      transports.set(transport.sessionId, transport);
      const mcp = new McpServer({ name: "legacy-sse", version: "1.0.0" });
      mcp.registerTool("book_room", { description: "Books a room." }, async () => ({ content: [] }));
      void mcp.connect(transport);
      return;
    }
    const transport = transports.get(url.searchParams.get("sessionId") ?? "");
    if (req.method === "POST" && url.pathname === "/messages" && transport) {
      void transport.handlePostMessage(req, res);
      return;
    }
    res.writeHead(405, { allow: "GET" }).end();
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/sse`,
    close: () => {
      http.closeAllConnections();
      return new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

describe("an upstream that speaks the legacy HTTP+SSE transport", () => {
  it("doctor names the transport it answered with in one line and what to run instead, exit 1", async () => {
    const legacy = await startLegacySseServer();
    try {
      const result = await run(["doctor", "--no-config", "--upstream-url", legacy.url]);
      expect(result).toEqual({
        status: 1,
        stdout: "",
        stderr:
          "loopgate doctor: the upstream failed to start: upstream answered HTTP 405 Method Not Allowed to initialize; the upstream speaks the legacy HTTP+SSE transport (MCP 2024-11-05, an `endpoint` event on GET), not Streamable HTTP: loopgate records Streamable HTTP servers only; run the server in its Streamable HTTP or stdio mode\n",
      });
    } finally {
      await legacy.close();
    }
  });
});

describe("a URL with a user and password", () => {
  it("reaches the server as Basic auth; neither the user nor the password is printed", async () => {
    const user = "user-7f3a9c";
    const password = "pw-0c4e8b2d9a61f375";
    const basic = await startBookingHttpServer(path.join(work, "basic-state.json"), {
      BOOKING_HTTP_BASIC: `${user}:${password}`,
    });
    try {
      const url = basic.url.replace("http://", `http://${user}:${password}@`);
      expect(await run(["doctor", "--no-config", "--upstream-url", url])).toEqual({
        status: 0,
        stdout: DOCTOR_LINES,
        stderr: "",
      });
      const wrong = await run(["doctor", "--no-config", "--upstream-url", url.replace(password, "not-the-password")]);
      expect(wrong).toEqual({
        status: 1,
        stdout: "",
        stderr:
          "loopgate doctor: the upstream failed to start: upstream answered HTTP 401 Unauthorized to initialize (check the credentials given with --upstream-header / --upstream-header-from-env)\n",
      });
      expect(`${wrong.stdout}${wrong.stderr}`).not.toContain(user);
    } finally {
      await basic.stop();
    }
  });
});
