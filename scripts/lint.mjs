// `npm run lint`: ESLint and Prettier at once, each on about one core, instead of one after the
// other (together they took ≈ 23 s in a row on the 2-core CI machine). Each keeps a cache of the
// files it passed in node_modules/.cache, keyed on their content, so a re-run after an edit
// reads only what changed; a fresh clone starts without one. Fails when either fails.
import { spawn } from "node:child_process";

const checks = [
  ["eslint", "--cache", "--cache-strategy", "content", "--cache-location", "node_modules/.cache/eslint/", "."],
  ["prettier", "--check", "--cache", "--cache-strategy", "content", "."],
];

const results = await Promise.all(
  checks.map(
    ([command, ...args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], shell: process.platform === "win32" });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("error", (error) => resolve({ command, code: 1, output: [Buffer.from(`${error.message}\n`)] }));
        child.on("close", (code) => resolve({ command, code: code ?? 1, output }));
      }),
  ),
);
// Printed whole, one tool after the other, so their lines never interleave.
for (const { command, code, output } of results) {
  process.stdout.write(`> ${command}\n${Buffer.concat(output).toString("utf8")}`);
  if (code !== 0) process.exitCode = 1;
}
