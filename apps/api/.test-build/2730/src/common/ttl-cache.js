/**
 * How long a cached record may lag behind a change made by another API process. Changes made
 * through this process invalidate their entries at once; other processes have no way to tell
 * this one, so the lag is kept short: a few seconds of a hot key are still thousands of
 * messages served without a database scan.
 */
export const SHARED_RECORD_TTL_MS = 5_000;
/** The parts of ttlMs between which an entry is refreshed ahead (TtlCacheOptions.refreshAhead). */
const REFRESH_AHEAD_FROM = 0.5;
const REFRESH_AHEAD_SPREAD = 0.4;
/**
 * An in-process cache of values loaded on first use and kept for a fixed time. Concurrent reads
 * of a key share one load; a load that fails is not kept, so the next read tries again.
 */
export class TtlCache {
    options;
    entries = new Map();
    now;
    random;
    constructor(options) {
        this.options = options;
        this.now = options.now ?? Date.now;
        this.random = options.random ?? Math.random;
    }
    getOrLoad(key, load) {
        const now = this.now();
        const cached = this.entries.get(key);
        if (cached && cached.expiresAt > now) {
            if (now >= cached.refreshAt)
                this.refreshAhead(key, cached, load);
            return cached.value;
        }
        const entry = this.store(key, load(), now);
        entry.value.catch(() => {
            if (this.entries.get(key) === entry)
                this.entries.delete(key);
        });
        return entry.value;
    }
    /** The new value replaces the entry only if it is still the one kept: an invalidate or clear meanwhile wins. */
    refreshAhead(key, entry, load) {
        const { refreshAt } = entry;
        entry.refreshAt = Infinity;
        const startedAt = this.now();
        const value = load();
        value.then(() => {
            if (this.entries.get(key) === entry)
                this.store(key, value, startedAt);
        }, 
        // Served on until it expires, the next read trying again; the read after that loads, and fails, in the open.
        () => {
            entry.refreshAt = refreshAt;
        });
    }
    /** A value (loading) kept from `loadedAt` on. */
    store(key, value, loadedAt) {
        // Deleted before it is set again so the Map's insertion order stays oldest first.
        this.entries.delete(key);
        const { ttlMs, maxEntries, refreshAhead } = this.options;
        const entry = { value, expiresAt: loadedAt + ttlMs, refreshAt: Infinity };
        this.entries.set(key, entry);
        if (this.entries.size > maxEntries)
            this.entries.delete(this.entries.keys().next().value);
        if (refreshAhead) {
            const refreshAt = loadedAt + ttlMs * (REFRESH_AHEAD_FROM + REFRESH_AHEAD_SPREAD * this.random());
            value.then(() => {
                entry.refreshAt = refreshAt;
            }, () => undefined);
        }
        return entry;
    }
    /**
     * The next read loads afresh. A load already under way still answers the reads that were
     * waiting for it, but is no longer kept for later ones.
     */
    invalidate(key) {
        this.entries.delete(key);
    }
    /** Every next read loads afresh; loads under way answer only the reads already waiting, as with invalidate. */
    clear() {
        this.entries.clear();
    }
}
//# sourceMappingURL=ttl-cache.js.map