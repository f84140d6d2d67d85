import type { Readable, Writable } from "node:stream";
import { UsageError } from "./args.js";
import { printableLine } from "../util/printable.js";
import type { ListenSpec } from "../recorder/http-agent.js";

/** `loopgate record --listen HOST:PORT`: the agent reaches the recorder over Streamable HTTP. */
export const LISTEN_FLAGS = {
  listen: { type: "string" },
  "listen-token-from-env": { type: "string" },
} as const;

export interface ListenFlags {
  listen?: string;
  "listen-token-from-env"?: string;
}

/** The end event's detail when the agent ended its session with DELETE (rather than by hanging up). */
export const AGENT_DELETE_DETAIL = "the agent ended its session (DELETE)";

/** A token shorter than this could be guessed by another local process. */
const MIN_TOKEN_LENGTH = 16;

/** HOST:PORT ([IPv6]:PORT), and the agent's token from the environment when asked; undefined without --listen. */
export function listenSpec(flags: ListenFlags, env: NodeJS.ProcessEnv = process.env): ListenSpec | undefined {
  const variable = flags["listen-token-from-env"];
  if (flags.listen === undefined) {
    if (variable !== undefined) throw new UsageError("--listen-token-from-env needs --listen HOST:PORT");
    return undefined;
  }
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(flags.listen);
  const port = match ? Number(match[2]) : NaN;
  if (!match || port > 65535)
    throw new UsageError(
      `--listen must be HOST:PORT (e.g. 127.0.0.1:8931; port 0 picks a free one), got "${flags.listen}"`,
    );
  let token: string | undefined;
  if (variable !== undefined) {
    token = env[variable];
    if (token === undefined || token === "") throw new UsageError(`--listen-token-from-env: ${variable} is not set`);
    if (token.length < MIN_TOKEN_LENGTH || /\s/.test(token))
      throw new UsageError(
        `--listen-token-from-env: ${variable} must hold at least ${MIN_TOKEN_LENGTH} characters and no whitespace`,
      );
  }
  return { host: match[1]!, port, ...(token === undefined ? {} : { token }) };
}

export interface AgentSide {
  io: {
    agentIn: Readable;
    agentOut: Writable;
    agentTransport: "streamable-http";
    agentEndDetail: () => string | undefined;
  };
  close: () => Promise<void>;
}

/**
 * The run's own token is for the user to hand to the agent, so it is printed as it is: stderr's
 * redaction rule would hide it as a `Bearer` credential, and --listen could not be used. It is
 * no secret of the upstream's, and this line holds nothing else that could be one.
 */
function announce(line: string): void {
  process.stderr.write(`loopgate record: ${printableLine(line)}\n`);
}

/** Starts the HTTP agent side and says on stderr where to connect and with which header. */
export async function openAgentSide(
  spec: ListenSpec,
  tokenVariable: string | undefined,
  log: (line: string) => void,
): Promise<AgentSide> {
  const { HttpAgentSide, isLoopback } = await import("../recorder/http-agent.js");
  const side = new HttpAgentSide(spec);
  let url: string;
  try {
    url = await side.listen();
  } catch (error) {
    throw new UsageError(
      `--listen ${spec.host}:${spec.port}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  if (!isLoopback(spec.host))
    log(
      `warning: --listen ${spec.host} is not a loopback address: whoever reaches it with the token acts with the upstream's credentials`,
    );
  const header = `Authorization: Bearer ${tokenVariable === undefined ? side.token : `$${tokenVariable}`}`;
  announce(`listening on ${url} (Streamable HTTP, one agent session); the agent must send the header ${header}`);
  announce(`e.g. claude mcp add --transport http loopgate ${url} --header "${header}"`);
  return {
    io: {
      agentIn: side.agentIn,
      agentOut: side.agentOut,
      agentTransport: "streamable-http",
      agentEndDetail: () => (side.endedByDelete ? AGENT_DELETE_DETAIL : undefined),
    },
    close: () => side.close(),
  };
}
