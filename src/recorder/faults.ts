import type { Fault, Json } from "../recording/schema.js";

/**
 * J14: every injected fault reaches the agent as a tool result with `isError: true` and a
 * short JSON text, so any MCP client hands it to its model like a real API failure.
 */
export function injectedResult(fault: Fault, retryAfterSeconds: number): { [key: string]: Json } {
  return { content: [{ type: "text", text: faultText(fault, retryAfterSeconds) }], isError: true };
}

export function faultText(fault: Fault, retryAfterSeconds: number): string {
  switch (fault) {
    case "F1":
      return JSON.stringify({
        status: 504,
        error: "timeout",
        message: "the request timed out before the server answered",
      });
    case "F2":
      return JSON.stringify({ status: 429, error: "rate_limited", retry_after: retryAfterSeconds });
    case "F3":
      return '{"';
    case "F5":
      return JSON.stringify({ status: 500, error: "internal_server_error" });
    case "chaos":
      return JSON.stringify({ status: 503, error: "server_error", message: "the server could not handle the request" });
  }
}

/** The scenario state while recording (J10, J11): which write calls a fault applies to. */
export type ScenarioState = "armed" | "in_flight" | "consumed";

export const UPSTREAM_UNAVAILABLE = -32000;
export const UPSTREAM_TIMEOUT = -32001;
