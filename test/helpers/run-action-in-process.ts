import { run } from "../../src/action/main.js";
import { beginStep, type StubbedStep } from "./core-stub.js";
import { runnerStep, type Workspace } from "./run-action.js";

/**
 * Runs the action's `run(env)` in this process against the stubbed @actions/core (the test
 * file must `vi.mock("@actions/core", () => import("./helpers/core-stub.js"))`), in the
 * environment a runner gives the step. Steps share the stub, so in-process runs must not
 * overlap (no test.concurrent).
 */
export async function runActionInProcess(
  ws: Workspace,
  inputs: Record<string, string>,
  extraEnv: Record<string, string> = {},
): Promise<StubbedStep> {
  const { env } = runnerStep(ws, inputs, extraEnv);
  const step = beginStep();
  await run(env);
  return step;
}
