/**
 * A map that keeps at most `maxEntries` entries and, with `sizeOf`, at most `maxBytes` of them,
 * forgetting the oldest first: what this process remembers of recent work so that it need not
 * read it back from the database, without letting a long queue grow its memory.
 */
export class RecentEntries {
    limits;
    entries = new Map();
    bytes = 0;
    constructor(limits) {
        this.limits = limits;
    }
    get size() {
        return this.entries.size;
    }
    get(key) {
        return this.entries.get(key)?.value;
    }
    set(key, value) {
        this.delete(key);
        const bytes = this.limits.sizeOf?.(value) ?? 0;
        this.entries.set(key, { value, bytes });
        this.bytes += bytes;
        const maxBytes = this.limits.maxBytes ?? Infinity;
        while (this.entries.size > this.limits.maxEntries || this.bytes > maxBytes) {
            const oldest = this.entries.keys().next();
            if (oldest.done)
                break;
            this.delete(oldest.value);
        }
    }
    delete(key) {
        const entry = this.entries.get(key);
        if (!entry)
            return;
        this.entries.delete(key);
        this.bytes -= entry.bytes;
    }
}
//# sourceMappingURL=recent-entries.js.map