import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { startArtifactServer } from "./helpers/artifact-server.js";
import { commandLines, makeWorkspace, runAction, type Workspace } from "./helpers/run-action.js";

const CAREFUL = "recordings/hand/f1-careful-verifies-after-timeout.jsonl";
const REPORT_FILES = ["report.json", "junit.xml", "summary.md"];

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function workspace(): Workspace {
  const ws = makeWorkspace("loopgate-artifact-");
  cleanup.push(ws.dir);
  return ws;
}

function unzip(zip: Buffer): { names: string[]; read(name: string): Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "loopgate-zip-"));
  cleanup.push(dir);
  const file = path.join(dir, "artifact.zip");
  writeFileSync(file, zip);
  const listing = execFileSync("unzip", ["-Z1", file], { encoding: "utf8" });
  return {
    names: listing
      .split("\n")
      .filter((line) => line !== "")
      .sort(),
    read: (name) => execFileSync("unzip", ["-p", file, name], { maxBuffer: 64 * 1024 * 1024 }),
  };
}

// Concurrent: the failing server makes the artifact client retry with back-off (about 30 s of
// waiting, nothing to compute), which overlaps with the upload test instead of adding to it.
describe.concurrent("artifact upload against a loopback results service", () => {
  test("uploads the three report files, byte-identical to those on disk, and outputs the artifact id", async () => {
    const server = await startArtifactServer();
    try {
      const ws = workspace();
      const run = await runAction(
        ws,
        { recordings: CAREFUL, "artifact-name": "loopgate-report", "retention-days": "7" },
        server.env,
      );
      expect(run.code).toBe(0);
      expect(server.artifacts).toHaveLength(1);
      const artifact = server.artifacts[0]!;
      expect(run.outputs["artifact-id"]).toBe(String(artifact.id));
      expect(run.outputs.result).toBe("passed");
      expect(artifact.name).toBe("loopgate-report");
      expect(artifact.createRequest.version).toBe(7);
      expect(typeof artifact.createRequest.expires_at).toBe("string");
      expect(artifact.finalizeRequest).not.toBeNull();
      expect(server.requests[0]).toBe("POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact");
      expect(server.requests.at(-1)).toBe("POST /twirp/github.actions.results.api.v1.ArtifactService/FinalizeArtifact");
      const zip = unzip(artifact.committed!);
      expect(zip.names).toEqual([...REPORT_FILES].sort());
      for (const name of REPORT_FILES) {
        expect(zip.read(name).equals(readFileSync(path.join(ws.dir, "loopgate-report", name)))).toBe(true);
      }
      expect(commandLines(run.stdout, "warning")).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test("a shard's artifact name carries the shard so matrix jobs do not collide", async () => {
    const server = await startArtifactServer();
    try {
      const ws = workspace();
      const run = await runAction(ws, { recordings: CAREFUL, shard: "1/3" }, server.env);
      expect(run.code).toBe(0);
      expect(server.artifacts.map((a) => a.name)).toEqual(["loopgate-report-shard-1-of-3"]);
    } finally {
      await server.close();
    }
  });

  test("a re-run uploads again under the same name: the earlier attempt's artifact is replaced", async () => {
    const server = await startArtifactServer();
    try {
      const ws = workspace();
      const first = await runAction(ws, { recordings: CAREFUL }, server.env);
      const again = await runAction(ws, { recordings: CAREFUL }, server.env);
      expect([first.code, again.code]).toEqual([0, 0]);
      expect(commandLines(again.stdout, "warning")).toEqual([]);
      expect(server.artifacts.map((a) => [a.id, a.name])).toEqual([[1002, "loopgate-report"]]);
      expect([first.outputs["artifact-id"], again.outputs["artifact-id"]]).toEqual(["1001", "1002"]);
      const service = "POST /twirp/github.actions.results.api.v1.ArtifactService/";
      expect(server.requests.filter((r) => r.startsWith(service)).map((r) => r.slice(service.length))).toEqual([
        "CreateArtifact",
        "FinalizeArtifact",
        "CreateArtifact",
        "ListArtifacts",
        "DeleteArtifact",
        "CreateArtifact",
        "FinalizeArtifact",
      ]);
    } finally {
      await server.close();
    }
  });

  test("a results service answering 500 gives a warning, a passing step and the reports on disk", async () => {
    const server = await startArtifactServer({ failWith: 500 });
    try {
      const ws = workspace();
      const run = await runAction(ws, { recordings: CAREFUL }, server.env);
      expect(run.code).toBe(0);
      expect(run.outputs.result).toBe("passed");
      expect(run.outputs["artifact-id"]).toBe("");
      expect(commandLines(run.stdout, "error")).toEqual([]);
      expect(commandLines(run.stdout, "warning")).toEqual([
        "::warning::loopgate: the report artifact was not uploaded (Failed to CreateArtifact: Failed to make request after 5 attempts: " +
          `Failed request: (500) Internal Server Error: results service unavailable (test)); the reports are on disk at ${path.join(ws.dir, "loopgate-report")}`,
      ]);
      expect(server.requests.filter((r) => r.endsWith("/CreateArtifact"))).toHaveLength(5);
      for (const name of REPORT_FILES)
        expect(readFileSync(path.join(ws.dir, "loopgate-report", name)).length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  test("without the runner's artifact environment the upload is skipped with a warning, not a failure", async () => {
    const ws = workspace();
    const run = await runAction(ws, { recordings: CAREFUL });
    expect(run.code).toBe(0);
    expect(commandLines(run.stdout, "warning")).toEqual([
      `::warning::loopgate: the report artifact was not uploaded (Unable to get the ACTIONS_RUNTIME_TOKEN env variable); the reports are on disk at ${path.join(ws.dir, "loopgate-report")}`,
    ]);
  });
});
