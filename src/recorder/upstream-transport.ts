import { deserializeMessage, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { LineSplitter } from "./lines.js";
import { UpstreamProcess, type UpstreamExit, type UpstreamSpec } from "./upstream.js";

/**
 * An SDK transport over an {@link UpstreamProcess}: the SDK client speaks to the upstream
 * while the process-group handling (no stray process) stays ours.
 */
export class UpstreamTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private upstream: UpstreamProcess | undefined;
  exit: UpstreamExit | undefined;

  constructor(private readonly spec: UpstreamSpec) {}

  async start(): Promise<void> {
    const upstream = new UpstreamProcess(this.spec);
    this.upstream = upstream;
    const lines = new LineSplitter((line) => {
      try {
        this.onmessage?.(deserializeMessage(line));
      } catch (error) {
        this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      }
    });
    upstream.child.stdout?.on("data", (chunk: Buffer) => {
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
    if (!this.upstream || this.upstream.hasExited)
      throw new Error("upstream unavailable: the MCP server process has exited");
    this.upstream.send(serializeMessage(message).trimEnd());
  }

  async close(): Promise<void> {
    await this.upstream?.stop();
  }
}
