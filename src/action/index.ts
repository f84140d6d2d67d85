import * as core from "@actions/core";
import { run } from "./main.js";
import { errorMessage, firstLine } from "../util/text.js";

// The runner starts this file; anything unexpected still ends in one line, never a stack trace.
run().catch((error: unknown) => {
  const message = errorMessage(error);
  try {
    core.setOutput("result", "error");
  } catch {
    // The output file itself can be what failed; the one line below must still be printed.
  }
  core.setFailed(`loopgate: ${firstLine(message)}`);
  if (process.env.LOOPGATE_DEBUG && error instanceof Error && error.stack) core.debug(error.stack);
});
