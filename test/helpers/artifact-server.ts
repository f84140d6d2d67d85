import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for GitHub's results service, speaking the same wire protocol as
 * the real one (the routes nektos/act's artifacts_v4.go serves): Twirp JSON
 * `CreateArtifact` → a signed Azure block-blob URL (Put Block + Put Block List, or one
 * Put Blob) → Twirp JSON `FinalizeArtifact`; `ListArtifacts` and `DeleteArtifact` for an
 * upload that replaces one of the same name. Tests read back the uploaded bytes.
 */

const TWIRP_PREFIX = "/twirp/github.actions.results.api.v1.ArtifactService/";
const RUN_BACKEND_ID = "c0ffee00-0000-4000-8000-000000000001";
const JOB_BACKEND_ID = "c0ffee00-0000-4000-8000-000000000002";

export interface StoredArtifact {
  id: number;
  name: string;
  /** The request fields as sent (snake_case proto names). */
  createRequest: Record<string, unknown>;
  finalizeRequest: Record<string, unknown> | null;
  blocks: Map<string, Buffer>;
  committed: Buffer | null;
  contentType: string | null;
}

export interface ArtifactServerOptions {
  /** Answer every request with this HTTP status and a Twirp `internal` error instead. */
  failWith?: number;
}

export interface ArtifactServer {
  url: string;
  /** The env a step needs for the artifact client to reach this server. */
  env: Record<string, string>;
  artifacts: StoredArtifact[];
  requests: string[];
  close(): Promise<void>;
}

/** A JWT shaped like the runner's ACTIONS_RUNTIME_TOKEN (the client decodes, never verifies). */
export function runtimeToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const header = encode({ alg: "HS256", typ: "JWT" });
  const payload = encode({ scp: `Actions.GenericRead Actions.Results:${RUN_BACKEND_ID}:${JOB_BACKEND_ID}` });
  return `${header}.${payload}.${randomBytes(16).toString("base64url")}`;
}

export async function startArtifactServer(options: ArtifactServerOptions = {}): Promise<ArtifactServer> {
  const artifacts: StoredArtifact[] = [];
  const requests: string[] = [];
  let created = 0;
  const signature = randomBytes(12).toString("hex");
  let origin = "";

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", origin);
    requests.push(`${req.method} ${url.pathname}${url.search.replace(signature, "SIG")}`);
    if (options.failWith !== undefined) {
      return sendJson(res, options.failWith, { code: "internal", msg: "results service unavailable (test)" });
    }
    if (req.method === "POST" && url.pathname.startsWith(TWIRP_PREFIX)) {
      if (req.headers.authorization !== `Bearer ${server.env.ACTIONS_RUNTIME_TOKEN}`) {
        return sendJson(res, 401, { code: "unauthenticated", msg: "bad token" });
      }
      const request = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
      return twirp(url.pathname.slice(TWIRP_PREFIX.length), request, res);
    }
    if (req.method === "PUT" && url.pathname.startsWith("/blob/")) {
      if (url.searchParams.get("sig") !== signature) return sendXmlError(res, 403, "AuthenticationFailed");
      return blob(url, req, body, res);
    }
    sendJson(res, 404, { code: "bad_route", msg: `no route ${req.method} ${url.pathname}` });
  };

  const twirp = (method: string, request: Record<string, unknown>, res: ServerResponse): void => {
    const ids =
      request.workflow_run_backend_id === RUN_BACKEND_ID && request.workflow_job_run_backend_id === JOB_BACKEND_ID;
    if (!ids) return sendJson(res, 400, { code: "invalid_argument", msg: "unknown backend ids" });
    const name = String(request.name);
    if (method === "CreateArtifact") {
      if (artifacts.some((a) => a.name === name)) {
        return sendJson(res, 409, { code: "already_exists", msg: `artifact ${name} already exists` });
      }
      const artifact: StoredArtifact = {
        id: 1000 + ++created,
        name,
        createRequest: request,
        finalizeRequest: null,
        blocks: new Map(),
        committed: null,
        contentType: null,
      };
      artifacts.push(artifact);
      const uploadUrl = `${origin}/blob/actions-results/${artifact.id}/${encodeURIComponent(name)}.zip?sig=${signature}&sv=2024-01-01`;
      return sendJson(res, 200, { ok: true, signed_upload_url: uploadUrl });
    }
    if (method === "FinalizeArtifact") {
      const artifact = artifacts.find((a) => a.name === name);
      if (!artifact?.committed) return sendJson(res, 404, { code: "not_found", msg: "nothing uploaded" });
      const expectedHash = `sha256:${createHash("sha256").update(artifact.committed).digest("hex")}`;
      if (request.size !== String(artifact.committed.length) || request.hash !== expectedHash) {
        return sendJson(res, 400, { code: "invalid_argument", msg: "size or hash does not match the upload" });
      }
      artifact.finalizeRequest = request;
      return sendJson(res, 200, { ok: true, artifact_id: String(artifact.id) });
    }
    if (method === "ListArtifacts") {
      // name_filter is a StringValue: a plain string in Twirp JSON.
      const filter = typeof request.name_filter === "string" ? request.name_filter : null;
      const listed = artifacts.filter((a) => a.finalizeRequest !== null && (filter === null || a.name === filter));
      return sendJson(res, 200, {
        artifacts: listed.map((a) => ({
          workflow_run_backend_id: RUN_BACKEND_ID,
          workflow_job_run_backend_id: JOB_BACKEND_ID,
          database_id: String(a.id),
          name: a.name,
          size: String(a.committed?.length ?? 0),
          created_at: "2026-01-01T00:00:00Z",
        })),
      });
    }
    if (method === "DeleteArtifact") {
      const index = artifacts.findIndex((a) => a.name === name);
      if (index < 0) return sendJson(res, 404, { code: "not_found", msg: `artifact ${name} not found` });
      const [gone] = artifacts.splice(index, 1);
      return sendJson(res, 200, { ok: true, artifact_id: String(gone!.id) });
    }
    sendJson(res, 404, { code: "bad_route", msg: `no method ${method}` });
  };

  const blob = (url: URL, req: IncomingMessage, body: Buffer, res: ServerResponse): void => {
    const id = Number(url.pathname.split("/")[3]);
    const artifact = artifacts.find((a) => a.id === id);
    if (!artifact) return sendXmlError(res, 404, "BlobNotFound");
    const comp = url.searchParams.get("comp");
    if (comp === "block") {
      const blockId = url.searchParams.get("blockid");
      if (!blockId) return sendXmlError(res, 400, "InvalidQueryParameterValue");
      artifact.blocks.set(blockId, body);
    } else if (comp === "blocklist") {
      const ids = [...body.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
        (m) => m[1]!,
      );
      const parts = ids.map((blockId) => artifact.blocks.get(blockId));
      if (parts.some((part) => part === undefined)) return sendXmlError(res, 400, "InvalidBlockList");
      artifact.committed = Buffer.concat(parts as Buffer[]);
      artifact.contentType = headerValue(req, "x-ms-blob-content-type");
    } else if (comp === null && headerValue(req, "x-ms-blob-type") === "BlockBlob") {
      artifact.committed = body;
      artifact.contentType = headerValue(req, "x-ms-blob-content-type") ?? headerValue(req, "content-type");
    } else {
      return sendXmlError(res, 400, "UnsupportedQueryParameter");
    }
    res.writeHead(201, {
      "x-ms-request-id": randomBytes(8).toString("hex"),
      "x-ms-version": "2024-01-01",
      etag: `"0x${randomBytes(6).toString("hex").toUpperCase()}"`,
      "last-modified": "Thu, 01 Jan 2026 00:00:00 GMT",
      "x-ms-request-server-encrypted": "true",
      "content-length": "0",
    });
    res.end();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendJson(res, 500, { code: "internal", msg: String(error) }));
  }) as Server & { env: Record<string, string> };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.env = {
    ACTIONS_RUNTIME_TOKEN: runtimeToken(),
    ACTIONS_RESULTS_URL: `${origin}/`,
    GITHUB_SERVER_URL: "https://github.com",
  };
  return {
    url: origin,
    env: server.env,
    artifacts,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}

function sendJson(res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

function sendXmlError(res: ServerResponse, status: number, code: string): void {
  const text = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  res.writeHead(status, {
    "content-type": "application/xml",
    "x-ms-error-code": code,
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}
