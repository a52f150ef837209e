/**
 * Group commit: calls that arrive while a batch is being written wait and are written together
 * as the next batch, so N concurrent callers cost one round of database commands instead of N
 * (the embedded database spends about as much on one insert as on twenty in one insertMany).
 * A lone call is written at once; the batch grows by itself with the load. Each caller's
 * promise settles only when its own batch has been written: nothing is acknowledged earlier.
 */
export class WriteBatcher {
    write;
    maxBatch;
    waiting = [];
    writing = false;
    constructor(
    /** Writes a batch; one outcome per item, in order. A throw fails the whole batch. */
    write, maxBatch = 100) {
        this.write = write;
        this.maxBatch = maxBatch;
    }
    submit(item) {
        return new Promise((resolve, reject) => {
            this.waiting.push({ item, resolve, reject });
            if (!this.writing)
                void this.drain();
        });
    }
    async drain() {
        this.writing = true;
        try {
            while (this.waiting.length > 0) {
                const batch = this.waiting.splice(0, this.maxBatch);
                try {
                    const outcomes = await this.write(batch.map((entry) => entry.item));
                    batch.forEach((entry, index) => {
                        const outcome = outcomes[index];
                        if (outcome.ok)
                            entry.resolve(outcome.value);
                        else
                            entry.reject(outcome.error);
                    });
                }
                catch (error) {
                    for (const entry of batch)
                        entry.reject(error);
                }
            }
        }
        finally {
            this.writing = false;
        }
    }
}
//# sourceMappingURL=write-batcher.js.map