// Runs every updater of the committed expected files, in the order each one's inputs are
// made: the bundle, the re-recorded corpora, the hand-written fixtures, the gate's baseline
// and history, then the schemas, the goldens and the generated docs (action.yml first, as
// the action reference is made from it). One command, so nobody has to know the recipes.
//   npm run regen                 every step
//   npm run regen -- --no-record  all but the two re-recordings (fixtures and field corpus),
//                                 which take minutes and rewrite every recorded timestamp
// Refuses under CI with one line, like each updater it runs.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { refusalLine, runningInCi, updaterTestFiles } from "./updaters.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== "--no-record");
if (runningInCi()) {
  process.stderr.write(`regen: ${refusalLine("npm run regen")}\n`);
  process.exit(1);
}
if (unknown.length > 0) {
  process.stderr.write(`regen: unknown argument ${unknown[0]}; the only option is --no-record\n`);
  process.exit(2);
}
const record = !args.includes("--no-record");

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const node = (...rest) => [process.execPath, ...rest];
const cli = (...rest) => node("dist/cli.js", ...rest);
const vitest = (variable) => [
  ...node(path.join("node_modules", "vitest", "vitest.mjs"), "run", ...updaterTestFiles(root, variable)),
];

const HISTORY = "fixtures/gate/history.jsonl";
/** `replay fixtures/gate/<set> --history …` for one run of fixtures/gate/README.md's history. */
const historyRun = (set, runId, commitChar, day, bless) =>
  cli(
    "replay",
    `fixtures/gate/${set}`,
    "--history",
    HISTORY,
    ...(bless ? ["--bless"] : []),
    "--run-id",
    runId,
    "--commit",
    commitChar.repeat(40),
    "--ref",
    "refs/heads/main",
    "--run-time",
    `2026-04-0${day}T08:00:00Z`,
  );

/** Each step: a name, then a command, or a function for the one step that is not one. */
const STEPS = [
  ["build dist/", [npm, "run", "package"]],
  ...(record
    ? [
        ["re-record fixtures/recordings/recorded", [npm, "run", "fixtures"]],
        ["re-record the field corpus", [npm, "run", "field"]],
      ]
    : []),
  ["hand-written fixtures (UPDATE_FIXTURES)", vitest("UPDATE_FIXTURES"), { UPDATE_FIXTURES: "1" }],
  ["fixtures/gate/baseline.json", cli("replay", "fixtures/gate/baseline", "--json", "fixtures/gate/baseline.json")],
  ["fixtures/gate/history.jsonl", () => rmSync(path.join(root, HISTORY), { force: true })],
  ["  run 1000 (blessed)", historyRun("baseline", "1000", "a", 1, true)],
  ["  run 1001 (blessed)", historyRun("baseline", "1001", "b", 2, true)],
  [
    "  a damaged line",
    node(
      "-e",
      `require("node:fs").appendFileSync(${JSON.stringify(HISTORY)}, '{"v":1,"runId":"1002","commit":"dddd\\n')`,
    ),
  ],
  ["  run 1003 (regressed, not blessed)", historyRun("regressed", "1003", "c", 3, false), {}, [0, 3]],
  ["schemas (UPDATE_SCHEMAS)", vitest("UPDATE_SCHEMAS"), { UPDATE_SCHEMAS: "1" }],
  ["goldens (UPDATE_GOLDEN)", vitest("UPDATE_GOLDEN"), { UPDATE_GOLDEN: "1" }],
  ["action.yml and generated docs (UPDATE_DOCS)", vitest("UPDATE_DOCS"), { UPDATE_DOCS: "1" }],
];

for (const [name, command, env = {}, okCodes = [0]] of STEPS) {
  process.stdout.write(`regen: ${name}\n`);
  if (typeof command === "function") {
    command();
    continue;
  }
  const result = spawnSync(command[0], command.slice(1), {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  if (!okCodes.includes(result.status)) {
    process.stderr.write(`regen: "${name}" failed (exit ${result.status ?? result.signal}): ${command.join(" ")}\n`);
    process.exit(1);
  }
}
process.stdout.write("regen: done; review the diff (git diff --stat) before committing\n");
