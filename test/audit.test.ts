import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./helpers/paths.js";

/**
 * scripts/audit.mjs, the supply-chain gate of .ci/run, against a stand-in for the registry's
 * advisory service on loopback (CI cannot make the real one name an advisory): it speaks
 * npm's wire protocol — the bulk advisory POST, then the packuments npm reads to place them.
 */
const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version: string; dependencies?: Record<string, string> }>;
};
const cache = mkdtempSync(path.join(tmpdir(), "loopgate-audit-cache-"));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

function advisory(id: number, severity: string) {
  return {
    id,
    url: `https://github.com/advisories/GHSA-test-${id}`,
    title: `test advisory ${id}`,
    severity,
    vulnerable_versions: "<999.0.0",
    cwe: [],
    cvss: { score: 8, vectorString: null },
  };
}

/** The installed versions of `name`, as the registry's document for it. */
function packument(name: string) {
  const versions: Record<string, object> = {};
  for (const [node, entry] of Object.entries(lock.packages))
    if (node.endsWith(`node_modules/${name}`))
      versions[entry.version] = { name, version: entry.version, dependencies: entry.dependencies ?? {} };
  return { name, "dist-tags": { latest: Object.keys(versions)[0] }, versions };
}

async function advisoryService(advisories: Record<string, object[]> | "405"): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "POST" && advisories === "405") {
        response.writeHead(405, { allow: "GET,HEAD" }).end();
        return;
      }
      if (request.method === "POST") {
        const body = Buffer.concat(chunks);
        const asked = JSON.parse(
          (request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8"),
        ) as Record<string, string[]>;
        const answer = Object.fromEntries(Object.entries(advisories).filter(([name]) => name in asked));
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
        return;
      }
      const name = decodeURIComponent((request.url ?? "/").slice(1));
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(packument(name)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

async function audit(advisories: Record<string, object[]> | "405") {
  const server = await advisoryService(advisories);
  const registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts", "audit.mjs")], {
      cwd: ROOT,
      env: { ...process.env, npm_config_registry: registry, npm_config_cache: cache },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    return { status, stdout, stderr, registry };
  } finally {
    server.close();
  }
}

describe("npm audit of what dist/ bundles", () => {
  it("fails on a high advisory in a bundled package, though every dependency is a devDependency", async () => {
    const run = await audit({ "fast-xml-parser": [advisory(1, "high")] });
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toMatch(
      /^audit: \d+ packages dist\/ may bundle \(@actions\/artifact, @actions\/core, @modelcontextprotocol\/sdk, fast-xml-parser, node-sql-parser, zod and their dependencies\): 0 critical, 4 high, 0 moderate, 0 low$/,
    );
    // npm counts the packages that depend on a vulnerable one as affected too.
    expect(lines.slice(1).sort()).toEqual([
      "audit: high @actions/artifact *: @azure/storage-blob",
      "audit: high @azure/core-xml *: fast-xml-parser",
      "audit: high @azure/storage-blob *: @azure/core-xml",
      "audit: high fast-xml-parser *: https://github.com/advisories/GHSA-test-1",
    ]);
    expect(run.stderr).toBe("");
  });

  it("passes a critical advisory in a package only the tests use", async () => {
    const run = await audit({ vitest: [advisory(2, "critical")], "fast-xml-parser": [advisory(3, "moderate")] });
    expect(run.stdout).toMatch(/ and their dependencies\): 0 critical, 0 high, 4 moderate, 0 low\n$/);
    expect(run.status).toBe(0);
  });

  it("says loudly that nothing was checked when the service refuses the request", async () => {
    const run = await audit("405");
    expect(run.stderr).toBe(
      `audit: NOT CHECKED — the advisory service could not be reached (405 Method Not Allowed - POST ${run.registry}-/npm/v1/security/advisories/bulk)\n`,
    );
    expect(run.stdout).toBe("");
    expect(run.status).toBe(0);
  });
});
