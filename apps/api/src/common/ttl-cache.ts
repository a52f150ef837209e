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
  /** The clock, replaceable in tests. */
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * An in-process cache of values loaded on first use and kept for a fixed time. Concurrent reads
 * of a key share one load; a load that fails is not kept, so the next read tries again.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    // Deleted before it is set again so the Map's insertion order stays oldest first.
    this.entries.delete(key);
    const entry: Entry<V> = { value: load(), expiresAt: now + this.options.ttlMs };
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
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
