import { HttpUpstream } from "./http-upstream.js";
import type { RecordOptions } from "./options.js";
import { UpstreamProcess } from "./upstream.js";
import type { UpstreamLink } from "./upstream-link.js";
import { REDACTED_QUERY_VALUE, REDACTED_USERINFO } from "../util/redact.js";

/** The upstream the options name: a command on stdio, or a Streamable HTTP URL. */
export function connectUpstream(options: RecordOptions, log: (line: string) => void): UpstreamLink {
  if (options.upstreamUrl !== undefined) {
    return new HttpUpstream({
      url: options.upstreamUrl,
      headers: options.upstreamHeaders ?? {},
      timeoutMs: options.config.upstreamTimeoutMs,
      log,
    });
  }
  return new UpstreamProcess({
    command: options.upstreamCommand,
    cwd: options.upstreamCwd,
    env: options.upstreamEnv,
    stderr: (line) => log(`upstream: ${line}`),
  });
}

export interface RecordedUrl {
  /** The URL without user, password and fragment, every query value replaced by [REDACTED]. */
  url: string;
  /** What was taken out, so redaction also hides it wherever else it shows up. */
  secrets: string[];
}

/**
 * Which query parameters hold secrets cannot be known (`key`, `sig`, `code`, `token`, …), so
 * none is kept: the names stay, to show the URL's shape.
 */
export function recordedUrl(raw: string): RecordedUrl {
  const url = new URL(raw);
  const secrets: string[] = [];
  // A short query value ("json", "true") is no secret, and redacting it everywhere would maim the recording.
  const keep = (value: string, minLength = QUERY_SECRET_MIN_LENGTH) => {
    if (value.length >= minLength) secrets.push(value, decodeURIComponentSafe(value));
  };
  keep(url.username, 1);
  keep(url.password, 1);
  if (url.username !== "" || url.password !== "") {
    url.username = REDACTED_USERINFO;
    url.password = "";
  }
  keep(url.hash.slice(1));
  url.hash = "";
  const query = [...url.searchParams.entries()];
  for (const [, value] of query) keep(value);
  url.search =
    query.length === 0 ? "" : query.map(([name]) => `${encodeURIComponent(name)}=${REDACTED_QUERY_VALUE}`).join("&");
  return { url: url.toString(), secrets: [...new Set(secrets)].filter((secret) => secret.length > 0) };
}

/** Query values and fragments this long are also redacted wherever else they appear. */
const QUERY_SECRET_MIN_LENGTH = 8;

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A header's value, and for `Scheme credentials` the credentials alone, which a server might echo. */
export function headerSecrets(headers: Record<string, string>): string[] {
  const secrets: string[] = [];
  for (const value of Object.values(headers)) {
    secrets.push(value);
    const parts = value.split(/\s+/);
    if (parts.length === 2 && parts[1]!.length >= 8) secrets.push(parts[1]!);
  }
  return secrets;
}
