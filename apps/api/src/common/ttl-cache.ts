/**
 * How long a cached record may lag behind a change made by another API process. Changes made
 * through this process invalidate their entries at once; other processes have no way to tell
 * this one, so the lag is kept short: a few seconds of a hot key are still thousands of
 * messages served without a database scan.
 */
export const SHARED_RECORD_TTL_MS = 5_000;

export interface TtlCacheOptions {
  ttlMs: number;
  /** Past this many entries the oldest is dropped, so a stream of distinct keys cannot grow memory. */
  maxEntries: number;
  /**
   * Once an entry is between half and nine tenths of ttlMs old (a point drawn for each entry), a
   * read still gets it at once but starts one load in the background, whose value then replaces
   * it: a key read steadily is never waited for, and what is served is still never older than
   * ttlMs. The drawn point spreads the loads of entries loaded together (a screen's documents)
   * instead of sending them all in the same instant again every ttlMs. Without it, the read after
   * ttlMs waits for the load. For keys on a hot read path, at the cost of up to twice the loads.
   */
  refreshAhead?: boolean;
  /** The clock, replaceable in tests. */
  now?: () => number;
  /** Draws the refresh point (Math.random's range), replaceable in tests. */
  random?: () => number;
}

/** The parts of ttlMs between which an entry is refreshed ahead (TtlCacheOptions.refreshAhead). */
const REFRESH_AHEAD_FROM = 0.5;
const REFRESH_AHEAD_SPREAD = 0.4;

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
  /**
   * From when a read starts a refresh ahead of it. Infinity while none may start: without
   * refreshAhead, until its value has arrived, and while a refresh is under way.
   */
  refreshAt: number;
}

/**
 * An in-process cache of values loaded on first use and kept for a fixed time. Concurrent reads
 * of a key share one load; a load that fails is not kept, so the next read tries again.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) {
      if (now >= cached.refreshAt) this.refreshAhead(key, cached, load);
      return cached.value;
    }
    const entry = this.store(key, load(), now);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** The new value replaces the entry only if it is still the one kept: an invalidate or clear meanwhile wins. */
  private refreshAhead(key: K, entry: Entry<V>, load: () => Promise<V>): void {
    const { refreshAt } = entry;
    entry.refreshAt = Infinity;
    const startedAt = this.now();
    const value = load();
    value.then(
      () => {
        if (this.entries.get(key) === entry) this.store(key, value, startedAt);
      },
      // Served on until it expires, the next read trying again; the read after that loads, and fails, in the open.
      () => {
        entry.refreshAt = refreshAt;
      },
    );
  }

  /** A value (loading) kept from `loadedAt` on. */
  private store(key: K, value: Promise<V>, loadedAt: number): Entry<V> {
    // Deleted before it is set again so the Map's insertion order stays oldest first.
    this.entries.delete(key);
    const { ttlMs, maxEntries, refreshAhead } = this.options;
    const entry: Entry<V> = { value, expiresAt: loadedAt + ttlMs, refreshAt: Infinity };
    this.entries.set(key, entry);
    if (this.entries.size > maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    if (refreshAhead) {
      const refreshAt = loadedAt + ttlMs * (REFRESH_AHEAD_FROM + REFRESH_AHEAD_SPREAD * this.random());
      value.then(
        () => {
          entry.refreshAt = refreshAt;
        },
        () => undefined,
      );
    }
    return entry;
  }

  /**
   * The next read loads afresh. A load already under way still answers the reads that were
   * waiting for it, but is no longer kept for later ones.
   */
  invalidate(key: K): void {
    this.entries.delete(key);
  }

  /** Every next read loads afresh; loads under way answer only the reads already waiting, as with invalidate. */
  clear(): void {
    this.entries.clear();
  }
}
