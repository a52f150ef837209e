/** At about 250 bytes each (value, ObjectId, Map slot), a lookup's memory stays under 25 MB. */
const REMEMBERED_IDS_MAX = 100_000;
/**
 * Finds a record by a unique field other than _id, searching for it only the first time. The
 * embedded database (FerretDB 1.24 on SQLite) decodes and filters every document for such a
 * filter, while a read by _id is an index search (see packages/embedded-mongo) that can also come
 * from a cache, so the _id each value led to is remembered. The record read by _id must still hold the value:
 * a remembered _id gone stale (value changed, record deleted) costs one search, never a wrong
 * answer, so the memory needs neither expiry nor invalidation.
 */
export class UniqueFieldLookup {
    source;
    ids = new Map();
    constructor(source) {
        this.source = source;
    }
    async find(value) {
        const rememberedId = this.ids.get(value);
        if (rememberedId) {
            const record = await this.source.findById(rememberedId);
            if (record && this.source.fieldOf(record) === value)
                return record;
            this.ids.delete(value);
        }
        const record = await this.source.findByField(value);
        if (record)
            this.remember(value, record._id);
        return record;
    }
    remember(value, id) {
        // Only values that found a record get here, so a stream of wrong ones cannot push out real ones.
        if (this.ids.size >= REMEMBERED_IDS_MAX)
            this.ids.delete(this.ids.keys().next().value);
        this.ids.set(value, id);
    }
}
//# sourceMappingURL=unique-field-lookup.js.map