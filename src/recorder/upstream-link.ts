import type { UpstreamExit } from "./upstream.js";

export type RpcId = string | number;

/** Why requests sent to an upstream will never be answered, as the rules tell them apart. */
export type Undelivered =
  /** The request never reached the upstream (connection refused, name not found): not an execution. */
  | "not_sent"
  /** It was sent, and its answer was lost on the way (a dropped stream): unknown (J8). */
  | "lost";

export type UpstreamTransportName = "stdio" | "streamable-http";

/**
 * What the recorder needs of an upstream, whatever carries its messages: whole JSON-RPC lines
 * go in and come out unchanged, so the recorder stays a raw line proxy over stdio and HTTP alike.
 */
export interface UpstreamLink {
  readonly transport: UpstreamTransportName;
  /** Resolves when the upstream is gone for good (a stdio server exited, an HTTP one never answered). */
  readonly exited: Promise<UpstreamExit>;
  readonly hasExited: boolean;
  /** Chunks of newline-terminated lines from the upstream, in the order it sent them. */
  onData(listener: (chunk: Buffer) => void): void;
  /** Requests (by id) that will get no answer from the upstream; stdio never reports any (its exit does). */
  onUndelivered(listener: (ids: RpcId[], why: Undelivered, detail: string) => void): void;
  /**
   * The recorder stopped waiting for this request's answer (its timeout answered the agent): an
   * HTTP link says on stderr where the answer stood; a stdio one has nothing to add.
   */
  gaveUp(id: RpcId): void;
  /** Whole lines, each ending in a newline. */
  write(lines: string | Buffer): void;
  send(line: string): void;
  stop(): Promise<void>;
}
