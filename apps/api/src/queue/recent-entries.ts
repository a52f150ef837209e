/**
 * A map that keeps at most `maxEntries` entries and, with `sizeOf`, at most `maxBytes` of them,
 * forgetting the oldest first: what this process remembers of recent work so that it need not
 * read it back from the database, without letting a long queue grow its memory.
 */
export class RecentEntries<Key, Value> {
  private readonly entries = new Map<Key, { value: Value; bytes: number }>();
  private bytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes?: number; sizeOf?: (value: Value) => number }) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: Key): Value | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: Key, value: Value): void {
    this.delete(key);
    const bytes = this.limits.sizeOf?.(value) ?? 0;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    const maxBytes = this.limits.maxBytes ?? Infinity;
    while (this.entries.size > this.limits.maxEntries || this.bytes > maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: Key): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
