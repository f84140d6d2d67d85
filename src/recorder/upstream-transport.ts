import { deserializeMessage, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { LineSplitter } from "./lines.js";
import type { UpstreamExit } from "./upstream.js";
import type { UpstreamLink } from "./upstream-link.js";

/**
 * An SDK transport over an {@link UpstreamLink}: the SDK client speaks to the upstream while
 * the link stays the recorder's own (no stray process on stdio; over HTTP the same session,
 * error and timeout handling as `record`).
 */
export class UpstreamTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private upstream: UpstreamLink | undefined;
  exit: UpstreamExit | undefined;

  constructor(private readonly connect: () => UpstreamLink) {}

  async start(): Promise<void> {
    const upstream = this.connect();
    this.upstream = upstream;
    const lines = new LineSplitter((line) => {
      try {
        this.onmessage?.(deserializeMessage(line));
      } catch (error) {
        this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      }
    });
    upstream.onData((chunk: Buffer) => {
      try {
        lines.push(chunk);
      } catch (error) {
        this.onerror?.(error as Error);
      }
    });
    void upstream.exited.then((exit) => {
      this.exit = exit;
      this.onclose?.();
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!this.upstream || this.upstream.hasExited) throw new Error("upstream unavailable: the MCP server has gone");
    this.upstream.send(serializeMessage(message).trimEnd());
  }

  async close(): Promise<void> {
    await this.upstream?.stop();
  }
}
