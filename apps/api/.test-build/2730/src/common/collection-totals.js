import { countMatching } from './collection-count.js';
/** A total is served for at most this long after the read that produced it began. */
export const TOTAL_MAX_AGE_MS = 1_000;
/**
 * A read starts the next one in the background once its total is this old, or earlier when reads
 * are slow (see refreshAge), so that readers seldom wait for the statistics: the embedded
 * database computes them by walking the collection's pages (a quarter of a second for 100,000
 * users on a busy machine, more under load).
 */
const TOTAL_REFRESH_AGE_MS = 500;
/**
 * Unfiltered totals of collections (countMatching: the collection's statistics), each read at most
 * about twice a second in this process however many lists ask. A total served began its read less
 * than TOTAL_MAX_AGE_MS ago: changes made by another process show within that time, and those
 * made through this process at once, since they forget the total (forget).
 */
export class CollectionTotals {
    now;
    entries = new Map();
    constructor(now = Date.now) {
        this.now = now;
    }
    total(model) {
        const name = model.collection.collectionName;
        const now = this.now();
        const entry = this.entries.get(name);
        if (entry && now - entry.current.startedAt < TOTAL_MAX_AGE_MS) {
            if (now - entry.current.startedAt >= refreshAge(entry.lastReadMs) && !entry.refreshing)
                this.refresh(name, model, entry);
            return entry.current.value;
        }
        if (entry?.refreshing && now - entry.refreshing.startedAt < TOTAL_MAX_AGE_MS)
            return entry.refreshing.value;
        const fresh = this.read(model);
        const created = { current: fresh, lastReadMs: 0 };
        this.entries.set(name, created);
        void fresh.value.then(() => (created.lastReadMs = this.now() - fresh.startedAt), () => undefined);
        fresh.value.catch(() => {
            if (this.entries.get(name)?.current === fresh)
                this.entries.delete(name);
        });
        return fresh.value;
    }
    /** After a document was added to or removed from the collection through this process: the next total is read afresh. */
    forget(model) {
        this.entries.delete(model.collection.collectionName);
    }
    /** After the data was replaced past every service (a restore). */
    forgetAll() {
        this.entries.clear();
    }
    refresh(name, model, entry) {
        const next = this.read(model);
        entry.refreshing = next;
        next.value
            .then(() => {
            // Not when the total was forgotten meanwhile: this read may have begun before the change.
            entry.lastReadMs = this.now() - next.startedAt;
            if (this.entries.get(name) === entry)
                entry.current = next;
        }, () => undefined)
            .finally(() => {
            if (entry.refreshing === next)
                entry.refreshing = undefined;
        });
    }
    read(model) {
        return { startedAt: this.now(), value: countMatching(model, {}) };
    }
}
/** Early enough that a read as slow as the last one still ends half its time before the total expires. */
function refreshAge(lastReadMs) {
    return Math.max(0, Math.min(TOTAL_REFRESH_AGE_MS, TOTAL_MAX_AGE_MS - 1.5 * lastReadMs));
}
//# sourceMappingURL=collection-totals.js.map