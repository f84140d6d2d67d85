import { spawn } from "node:child_process";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * GitHub's git endpoint as the action meets it, on loopback: git's own smart-HTTP server
 * (`git http-backend`, CGI) behind the Basic authentication GitHub asks of a token
 * (`x-access-token:<token>`). A request without it gets 401, as a private repository's would.
 */
export interface GitHttpServer {
  /** The server's root URL (GITHUB_SERVER_URL); repositories are `${url}/<name>.git`. */
  url: string;
  /** Every request: its path and whether it carried the token. */
  requests: { path: string; authorized: boolean }[];
  close(): Promise<void>;
}

export async function startGitHttpServer(projectRoot: string, token: string): Promise<GitHttpServer> {
  const expected = Buffer.from(`x-access-token:${token}`).toString("base64");
  const requests: GitHttpServer["requests"] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://loopback");
    // The scheme is case-insensitive (actions/checkout sends "basic"); the credentials are not.
    const authorized = /^basic\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1] === expected;
    requests.push({ path: url.pathname, authorized });
    if (!authorized) {
      response.writeHead(401, { "WWW-Authenticate": 'Basic realm="git"' }).end("authentication required\n");
      return;
    }
    serveWithHttpBackend(projectRoot, url, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function serveWithHttpBackend(projectRoot: string, url: URL, request: IncomingMessage, response: ServerResponse): void {
  const backend = spawn("git", ["http-backend"], {
    env: {
      PATH: process.env.PATH ?? "",
      GIT_PROJECT_ROOT: projectRoot,
      GIT_HTTP_EXPORT_ALL: "1",
      REQUEST_METHOD: request.method ?? "GET",
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: request.headers["content-type"] ?? "",
      HTTP_CONTENT_ENCODING: String(request.headers["content-encoding"] ?? ""),
      GIT_PROTOCOL: String(request.headers["git-protocol"] ?? ""),
      REMOTE_USER: "x-access-token",
      REMOTE_ADDR: "127.0.0.1",
    },
    stdio: ["pipe", "pipe", "ignore"],
  });
  request.pipe(backend.stdin);
  let head = Buffer.alloc(0);
  let headDone = false;
  backend.stdout.on("data", (chunk: Buffer) => {
    if (headDone) return void response.write(chunk);
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf("\r\n\r\n");
    if (end === -1) return;
    headDone = true;
    writeCgiHead(response, head.subarray(0, end).toString("latin1"));
    response.write(head.subarray(end + 4));
  });
  backend.on("close", () => response.end());
}

/** CGI's header block: `Status: 404 Not Found` sets the status, every other line is a header. */
function writeCgiHead(response: ServerResponse, block: string): void {
  let status = 200;
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === "status") status = Number.parseInt(value, 10);
    else response.setHeader(name, value);
  }
  response.writeHead(status);
}
