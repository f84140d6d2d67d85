// Preloaded into the built CLI (`node --expose-gc --import`) by test/replay-memory.test.ts:
// the most heap still in use (compiled code aside) after a full collection, taken when a file is closed (every
// CLOSE_EVERY-th: the recordings as they are read, the baseline when its read ends) and when
// an output is opened (all that is judged and gated is held then), written in bytes to
// LIVE_HEAP_FILE at exit. What the CLI keeps per recording makes it grow with the recordings.
import fs from "node:fs";
import fsPromises from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
import { getHeapSpaceStatistics } from "node:v8";

const CLOSE_EVERY = 25;
let most = 0;
let closes = 0;
/** Compiled code is left out: how much of it there is depends on what the compiler got to, not on what is kept. */
const isCode = (space) => space.space_name.startsWith("code_");
const measure = () => {
  globalThis.gc();
  let used = 0;
  for (const space of getHeapSpaceStatistics()) if (!isCode(space)) used += space.space_used_size;
  most = Math.max(most, used);
};

const { closeSync } = fs;
fs.closeSync = (fd) => {
  closeSync(fd);
  if (++closes % CLOSE_EVERY === 0) measure();
};
const { open } = fsPromises;
fsPromises.open = (...args) => {
  measure();
  return open(...args);
};
// The bundle imports both as ES module bindings: they follow the replaced functions only after this.
syncBuiltinESMExports();
process.on("exit", () => fs.writeFileSync(process.env.LIVE_HEAP_FILE, String(most)));
