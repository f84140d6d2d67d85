import { UsageError, upstreamCommand } from "./args.js";
import type { UrlTarget } from "../recorder/list-tools.js";
import type { UpstreamSpec } from "../recorder/upstream.js";

/** The flags that point record, doctor and init at a Streamable HTTP upstream instead of a command. */
export const UPSTREAM_URL_FLAGS = {
  "upstream-url": { type: "string" },
  "upstream-header": { type: "string", multiple: true },
  "upstream-header-from-env": { type: "string", multiple: true },
} as const;

export interface UpstreamUrlFlags {
  "upstream-url"?: string;
  "upstream-header"?: string[];
  "upstream-header-from-env"?: string[];
}

/** Where the upstream is: a command (empty for a URL), or a URL with the headers sent to it. */
export interface UpstreamTarget {
  command: string[];
  url?: string;
  headers: Record<string, string>;
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const ENV_VAR = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Headers the transport sets itself: a user's value would break the session. */
const TRANSPORT_HEADERS = new Set([
  "accept",
  "content-type",
  "content-length",
  "host",
  "last-event-id",
  "mcp-protocol-version",
  "mcp-session-id",
  "transfer-encoding",
  "connection",
]);

/**
 * The upstream command after `--`, or `--upstream-url` with its headers. A header's value is
 * never repeated in an error message: it is usually a credential.
 */
export function upstreamTarget(
  flags: UpstreamUrlFlags,
  positionals: string[],
  rest: string[] | null,
  env: NodeJS.ProcessEnv = process.env,
): UpstreamTarget {
  const url = flags["upstream-url"];
  if (url === undefined) {
    if (flags["upstream-header"] !== undefined || flags["upstream-header-from-env"] !== undefined)
      throw new UsageError("--upstream-header and --upstream-header-from-env need --upstream-url");
    return { command: upstreamCommand(positionals, rest), headers: {} };
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  if (rest !== null && rest.length > 0)
    throw new UsageError("give either --upstream-url or an upstream command after --, not both");
  return { command: [], url: checkedUrl(url), headers: headersOf(flags, env) };
}

/** `--upstream-cwd` and `--upstream-env` shape a process loopgate starts; a URL names none. */
export function rejectCommandFlagsWithUrl(
  target: UpstreamTarget,
  flags: { "upstream-cwd"?: string; "upstream-env"?: string[] },
): void {
  if (target.url !== undefined && (flags["upstream-cwd"] !== undefined || flags["upstream-env"] !== undefined))
    throw new UsageError("--upstream-cwd and --upstream-env apply to an upstream command, not to --upstream-url");
}

/** What doctor and init list tools from: the command with its directory and environment, or the URL. */
export function listTarget(
  target: UpstreamTarget,
  cwd: string | undefined,
  env: Record<string, string>,
  stderr?: (line: string) => void,
): UpstreamSpec | UrlTarget {
  return target.url === undefined
    ? { command: target.command, cwd, env, ...(stderr ? { stderr } : {}) }
    : { url: target.url, headers: target.headers };
}

function checkedUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError("--upstream-url is not a valid URL (expected http://HOST[:PORT]/PATH or https://…)");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UsageError(`--upstream-url must be an http: or https: URL, got ${url.protocol}`);
  return url.toString();
}

function headersOf(flags: UpstreamUrlFlags, env: NodeJS.ProcessEnv): Record<string, string> {
  const headers: Record<string, string> = {};
  const add = (flag: string, name: string, value: string) => {
    if (!HEADER_NAME.test(name)) throw new UsageError(`--${flag}: "${name.slice(0, 64)}" is not a valid header name`);
    const lower = name.toLowerCase();
    if (TRANSPORT_HEADERS.has(lower))
      throw new UsageError(`--${flag}: ${name} is set by the transport itself and cannot be given`);
    if (Object.keys(headers).some((existing) => existing.toLowerCase() === lower))
      throw new UsageError(`--${flag}: header ${name} given twice`);
    if (/[\r\n\u0000]/.test(value)) throw new UsageError(`--${flag}: the value of ${name} holds a line break or NUL`);
    headers[name] = value;
  };
  for (const item of flags["upstream-header"] ?? []) {
    const colon = item.indexOf(":");
    if (colon <= 0) throw new UsageError("--upstream-header must be 'Name: value'");
    add("upstream-header", item.slice(0, colon).trim(), item.slice(colon + 1).trim());
  }
  for (const item of flags["upstream-header-from-env"] ?? []) {
    const equals = item.indexOf("=");
    const name = item.slice(0, equals);
    const variable = item.slice(equals + 1);
    if (equals <= 0 || !ENV_VAR.test(variable))
      throw new UsageError(`--upstream-header-from-env must be NAME=VARIABLE, got "${item.slice(0, 100)}"`);
    const value = env[variable];
    if (value === undefined || value === "")
      throw new UsageError(
        `--upstream-header-from-env ${name}=${variable}: the environment variable ${variable} is not set`,
      );
    add("upstream-header-from-env", name, value.trim());
  }
  return headers;
}
