/**
 * JSON-RPC 2.0 batches (an array of messages on one line or in one POST body; MCP 2025-03-26
 * allows them, 2025-06-18 removed them). The recorder handles each message of a batch as if it
 * had come alone — its own events, faults and answers — and gives the agent its answers back as
 * one array, the shape JSON-RPC asks for: one response per request, none for notifications.
 */

type RpcId = string | number;
const idKey = (id: RpcId): string => JSON.stringify(id);

/** Whether a line holds a batch: its first byte that is not whitespace is `[`. */
export function isBatchLine(line: Buffer): boolean {
  for (const byte of line) {
    if (byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a) continue;
    return byte === 0x5b;
  }
  return false;
}

/** The answers owed to one batch of the agent's, collected until the last one came. */
class AgentBatch {
  readonly answers: string[] = [];
  constructor(public owed: number) {}
}

/**
 * The agent's batches still owed answers, by the ids of their requests. An answer for one of
 * them is held here instead of going to the agent; the batch's array goes once it is complete.
 */
export class AgentBatches {
  private readonly byId = new Map<string, AgentBatch>();

  get size(): number {
    return this.byId.size;
  }

  /** A batch owing an answer to each of `ids` (its requests; notifications get none). */
  open(ids: RpcId[]): void {
    const fresh = ids.filter((id) => !this.byId.has(idKey(id)));
    if (fresh.length === 0) return;
    const batch = new AgentBatch(fresh.length);
    for (const id of fresh) this.byId.set(idKey(id), batch);
  }

  /**
   * Takes the answer to `id` if a batch owes it: null when no batch does (it goes to the agent
   * alone), else the batch's array once complete, or "" while answers are still missing.
   */
  take(id: RpcId, line: string): string | null {
    const key = idKey(id);
    const batch = this.byId.get(key);
    if (batch === undefined) return null;
    this.byId.delete(key);
    batch.answers.push(line);
    batch.owed -= 1;
    return batch.owed === 0 ? `[${batch.answers.join(",")}]` : "";
  }

  /** The ids still owed an answer of a batch. */
  owedIds(): string[] {
    return [...this.byId.keys()];
  }

  has(id: RpcId): boolean {
    return this.byId.has(idKey(id));
  }
}
