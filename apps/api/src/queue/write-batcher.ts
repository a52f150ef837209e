/** What one call of a batch ended in: its own result, or its own failure. */
export type BatchOutcome<Out> = { ok: true; value: Out } | { ok: false; error: Error };

interface Waiting<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(error: Error): void;
}

/**
 * Group commit: calls that arrive while a batch is being written wait and are written together
 * as the next batch, so N concurrent callers cost one round of database commands instead of N
 * (the embedded database spends about as much on one insert as on twenty in one insertMany).
 * A lone call is written at once; the batch grows by itself with the load. Each caller's promise
 * settles only when its own batch has been written: nothing is acknowledged earlier.
 */
export class WriteBatcher<In, Out> {
  private waiting: Array<Waiting<In, Out>> = [];
  private writing = false;

  constructor(
    /** Writes a batch; one outcome per item, in order. A throw fails the whole batch. */
    private readonly write: (items: In[]) => Promise<Array<BatchOutcome<Out>>>,
    private readonly maxBatch = 100,
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.writing) return;
      this.writing = true;
      // A microtask later, not at once: items a caller submits one after another without awaiting
      // (an agent's batch of results) are all waiting by then, and make one batch.
      queueMicrotask(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.maxBatch);
        try {
          const outcomes = await this.write(batch.map((entry) => entry.item));
          batch.forEach((entry, index) => {
            const outcome = outcomes[index];
            if (outcome.ok) entry.resolve(outcome.value);
            else entry.reject(outcome.error);
          });
        } catch (error) {
          for (const entry of batch) entry.reject(error as Error);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
