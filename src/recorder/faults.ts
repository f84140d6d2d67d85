import type { Fault, Json } from "../recording/schema.js";
import { faultSpec } from "../recording/scenarios.js";

/**
 * J14: every injected fault reaches the agent as a tool result with `isError: true` and a
 * short JSON text, so any MCP client hands it to its model like a real API failure.
 */
export function injectedResult(fault: Fault, retryAfterSeconds: number): { [key: string]: Json } {
  return { content: [{ type: "text", text: faultText(fault, retryAfterSeconds) }], isError: true };
}

/** The error text of a fault, as the scenario table words it. */
export function faultText(fault: Fault, retryAfterSeconds: number): string {
  return faultSpec(fault).errorText(retryAfterSeconds);
}

export const UPSTREAM_UNAVAILABLE = -32000;
export const UPSTREAM_TIMEOUT = -32001;
