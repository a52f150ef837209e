/**
 * This process's view of the open deliveries, so that leasing costs lookups by _id instead of
 * a query over the whole queue: the embedded database (FerretDB on SQLite) uses no index but
 * _id, and a scan per lease made the queue's cost grow with its length. The view is only a
 * hint: every lease is still decided by the database (claims and a fresh read), and a periodic
 * rescan brings in deliveries queued by other processes and forgets the ones they finished.
 *
 * Its own cost stays flat with the queue's length too: deliveries are kept in lanes (a route, or
 * with `laneOf` a finer split such as route, send plan and byoip owner, so that one agent's
 * deliveries never sit in front of another's) and each lane in a heap by due time, so finding the
 * longest-waiting due deliveries takes the few at the front instead of a pass over all of them.
 * The heaps are updated lazily: a changed or removed delivery leaves a stale entry behind (an
 * object that is no longer the one the view holds for it), skipped when it comes up and dropped
 * when the heaps are rebuilt.
 */
export class DueDeliveries {
    laneOf;
    refs = new Map();
    /** Per route, its lanes' heaps by lane key. */
    lanes = new Map();
    heapEntries = 0;
    constructor(laneOf = (ref) => ref.route) {
        this.laneOf = laneOf;
    }
    get size() {
        return this.refs.size;
    }
    /** Takes the ref object over (it is kept as it is, not copied: a view of a long queue stays small); callers pass a fresh one. */
    put(ref, at = Date.now()) {
        const tracked = ref;
        tracked.seenAt = at;
        this.refs.set(ref.id, tracked);
        this.heapOf(ref).push(tracked);
        this.heapEntries += 1;
        if (this.heapEntries > 2 * this.refs.size + HEAP_SLACK)
            this.rebuildHeaps();
    }
    remove(id) {
        this.refs.delete(id);
    }
    /** What the view holds for a delivery (a copy: put() takes the object it is given). */
    get(id) {
        const tracked = this.refs.get(id);
        return tracked && withoutTracking(tracked);
    }
    /**
     * The `limit` longest-waiting deliveries of a route that are due at `now`, not yet given up
     * and eligible, in random order: workers polling at once then spread over them instead of
     * all reaching for the oldest.
     */
    due(route, now, eligible, limit) {
        const candidates = [];
        for (const heap of this.lanes.get(route)?.values() ?? []) {
            candidates.push(...this.frontOf(heap, now, limit, (ref) => ref.expiresAt > now && eligible(ref)));
        }
        candidates.sort((a, b) => a.dueAt - b.dueAt);
        return shuffled(candidates.slice(0, limit));
    }
    /**
     * When the longest-waiting delivery that is due at `now` (and not yet given up) became due;
     * null when none is. From the front of each lane, no database: cheap enough for a health probe.
     */
    oldestDueAt(now) {
        let oldest = null;
        for (const lanes of this.lanes.values()) {
            for (const heap of lanes.values()) {
                const [first] = this.frontOf(heap, now, 1, (ref) => ref.expiresAt > now);
                if (first && (oldest === null || first.dueAt < oldest))
                    oldest = first.dueAt;
            }
        }
        return oldest;
    }
    /**
     * Per lane, its longest-waiting delivery due at `now` (not yet given up) and how many of its
     * deliveries are due: what readiness asks about each lane's route. One pass over the view.
     */
    dueLanes(now) {
        const lanes = new Map();
        for (const ref of this.refs.values()) {
            if (ref.dueAt > now || ref.expiresAt <= now)
                continue;
            const key = this.laneOf(ref);
            const lane = lanes.get(key);
            if (!lane)
                lanes.set(key, { front: ref, due: 1 });
            else {
                lane.due += 1;
                if (ref.dueAt < lane.front.dueAt)
                    lane.front = ref;
            }
        }
        return [...lanes.values()].map(({ front, due }) => ({ front: withoutTracking(front), due }));
    }
    /** Up to `limit` deliveries past their lifetime at `now` that are `wanted`, of any route: the expiry sweep gives them up. */
    expired(now, limit, wanted = () => true) {
        const expired = [];
        for (const ref of this.refs.values()) {
            if (expired.length === limit)
                break;
            if (ref.expiresAt <= now && wanted(ref))
                expired.push(withoutTracking(ref));
        }
        return expired;
    }
    /**
     * Per route, how many open deliveries the view holds (one pass over the view) and how long the
     * longest-waiting due one has waited (the front of its lanes), for the metrics.
     */
    summaryByRoute(now) {
        const depths = new Map([...this.lanes.keys()].map((route) => [route, 0]));
        for (const ref of this.refs.values())
            depths.set(ref.route, (depths.get(ref.route) ?? 0) + 1);
        return [...depths].map(([route, depth]) => {
            let oldest = now;
            for (const heap of this.lanes.get(route)?.values() ?? []) {
                const [first] = this.frontOf(heap, now, 1, (ref) => ref.expiresAt > now);
                if (first && first.dueAt < oldest)
                    oldest = first.dueAt;
            }
            return { route, depth, oldestDueSeconds: (now - oldest) / 1000 };
        });
    }
    /**
     * Replaces the view with a full read of the open deliveries that started at `scanStartedAt`.
     * What this process learnt during the read (a delivery it queued or leased meanwhile) is
     * newer than the read, so it is kept. Returns how many deliveries the read brought in, changed
     * or dropped: what other processes did since the last read.
     */
    replaceWith(scanned, scanStartedAt) {
        let learnt = 0;
        const scannedIds = new Set(scanned.map((ref) => ref.id));
        for (const [id, ref] of this.refs) {
            if (!scannedIds.has(id) && ref.seenAt < scanStartedAt) {
                this.refs.delete(id);
                learnt += 1;
            }
        }
        for (const ref of scanned) {
            const known = this.refs.get(ref.id);
            if (known && known.seenAt >= scanStartedAt)
                continue;
            if (!known || known.dueAt !== ref.dueAt || known.expiresAt !== ref.expiresAt)
                learnt += 1;
            this.put(ref, scanStartedAt);
        }
        return learnt;
    }
    /**
     * Up to `limit` current deliveries from the front of a lane's heap that are due at `now` and
     * `wanted`, oldest first. Stale entries met on the way are dropped; the others taken off to
     * look at go back. Unwanted ones are passed over only so far (LANE_SKIP_MAX), so the cost
     * stays bounded whatever sits in the lane.
     */
    frontOf(heap, now, limit, wanted) {
        const found = [];
        const lookedAt = [];
        let skipped = 0;
        while (found.length < limit && skipped <= LANE_SKIP_MAX) {
            const entry = heap.pop();
            if (!entry)
                break;
            if (this.refs.get(entry.id) !== entry) {
                this.heapEntries -= 1;
                continue;
            }
            lookedAt.push(entry);
            if (entry.dueAt > now)
                break;
            if (wanted(entry))
                found.push(withoutTracking(entry));
            else
                skipped += 1;
        }
        for (const entry of lookedAt)
            heap.push(entry);
        return found;
    }
    heapOf(ref) {
        let lanes = this.lanes.get(ref.route);
        if (!lanes) {
            lanes = new Map();
            this.lanes.set(ref.route, lanes);
        }
        const key = this.laneOf(ref);
        let heap = lanes.get(key);
        if (!heap) {
            heap = new DueHeap();
            lanes.set(key, heap);
        }
        return heap;
    }
    /** Drops every stale entry: the heaps hold each current delivery once again. */
    rebuildHeaps() {
        this.lanes.clear();
        for (const ref of this.refs.values())
            this.heapOf(ref).push(ref);
        this.heapEntries = this.refs.size;
    }
}
/** Stale heap entries allowed beyond one per delivery before the heaps are rebuilt. */
const HEAP_SLACK = 1024;
/** How many due but unwanted deliveries a look at a lane's front passes over at most. */
const LANE_SKIP_MAX = 64;
/** A binary min-heap of entries by due time. */
class DueHeap {
    entries = [];
    push(entry) {
        const entries = this.entries;
        let index = entries.push(entry) - 1;
        while (index > 0) {
            const parent = (index - 1) >> 1;
            if (entries[parent].dueAt <= entry.dueAt)
                break;
            entries[index] = entries[parent];
            index = parent;
        }
        entries[index] = entry;
    }
    pop() {
        const entries = this.entries;
        const top = entries[0];
        const last = entries.pop();
        if (entries.length === 0 || !last)
            return top;
        let index = 0;
        for (;;) {
            const left = 2 * index + 1;
            if (left >= entries.length)
                break;
            const right = left + 1;
            const child = right < entries.length && entries[right].dueAt < entries[left].dueAt ? right : left;
            if (entries[child].dueAt >= last.dueAt)
                break;
            entries[index] = entries[child];
            index = child;
        }
        entries[index] = last;
        return top;
    }
}
function withoutTracking(tracked) {
    const { seenAt: _seenAt, ...ref } = tracked;
    return ref;
}
function shuffled(items) {
    for (let index = items.length - 1; index > 0; index -= 1) {
        const other = Math.floor(Math.random() * (index + 1));
        [items[index], items[other]] = [items[other], items[index]];
    }
    return items;
}
//# sourceMappingURL=due-deliveries.js.map