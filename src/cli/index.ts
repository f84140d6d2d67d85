#!/usr/bin/env node
import { main } from "./main.js";

// `loopgate replay … | head` closes stdout early. The reports are written and the exit
// code still matters (a regression is 3), so a closed pipe only silences the summary.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

process.exitCode = await main(process.argv.slice(2));
