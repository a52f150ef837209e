import type { Types } from 'mongoose';

/** At about 250 bytes each (value, ObjectId, Map slot), a lookup's memory stays under 25 MB. */
const REMEMBERED_IDS_MAX = 100_000;

/** How a lookup reads the records of one collection. */
export interface UniqueFieldSource<TRecord extends { _id: Types.ObjectId }> {
  /** The record with this _id as it is now, or as a cache that is told of changes has it. */
  findById(id: Types.ObjectId): Promise<TRecord | null>;
  /** The record whose field holds this value: a search of the whole collection. */
  findByField(value: string): Promise<TRecord | null>;
  fieldOf(record: TRecord): string;
}

/**
 * Finds a record by a unique field other than _id, searching for it only the first time. The
 * embedded database (FerretDB 1.24 on SQLite) decodes and filters every document for such a
 * filter, while a read by _id is an index search (see packages/embedded-mongo) that can also come
 * from a cache, so the _id each value led to is remembered. The record read by _id must still hold the value:
 * a remembered _id gone stale (value changed, record deleted) costs one search, never a wrong
 * answer, so the memory needs neither expiry nor invalidation.
 */
export class UniqueFieldLookup<TRecord extends { _id: Types.ObjectId }> {
  private readonly ids = new Map<string, Types.ObjectId>();

  constructor(private readonly source: UniqueFieldSource<TRecord>) {}

  async find(value: string): Promise<TRecord | null> {
    const rememberedId = this.ids.get(value);
    if (rememberedId) {
      const record = await this.source.findById(rememberedId);
      if (record && this.source.fieldOf(record) === value) return record;
      this.ids.delete(value);
    }
    const record = await this.source.findByField(value);
    if (record) this.remember(value, record._id);
    return record;
  }

  private remember(value: string, id: Types.ObjectId): void {
    // Only values that found a record get here, so a stream of wrong ones cannot push out real ones.
    if (this.ids.size >= REMEMBERED_IDS_MAX) this.ids.delete(this.ids.keys().next().value as string);
    this.ids.set(value, id);
  }
}
