/**
 * Runs tasks one after another per key, tasks of different keys side by side: a task of a key
 * starts once the previous task of that key has settled, whether it succeeded or failed.
 * Holds an entry only while a key has a task running or waiting.
 */
export class KeyedTurns {
    tails = new Map();
    run(key, task) {
        const previous = this.tails.get(key) ?? Promise.resolve();
        const result = previous.then(task, task);
        const tail = result.then(() => undefined, () => undefined);
        this.tails.set(key, tail);
        void tail.then(() => {
            if (this.tails.get(key) === tail)
                this.tails.delete(key);
        });
        return result;
    }
    /** Keys with a task running or waiting. */
    get size() {
        return this.tails.size;
    }
}
//# sourceMappingURL=keyed-turns.js.map