// Rollup documents for a seeded database, counted by the API's own rules: the bench loads the built
// apps/api/dist/src/rollups/rollup-keys.js (which documents and parts an event adds to, their
// _ids, what counts, when a document expires), so its documents are those the API would write.
import { join } from 'node:path';

export async function loadRollupKeys(apiDir) {
  return import(join(apiDir, 'dist/src/rollups/rollup-keys.js'));
}

/** Counts events into the rollup documents of one writer slot, in memory, then writes them. */
export class RollupSeed {
  constructor(keys, { slot = 0, retentionDays = 30 } = {}) {
    this.keys = keys;
    this.slot = slot;
    this.retentionDays = retentionDays;
    this.documents = new Map();
    this.events = 0;
  }

  /** event: { type, user_id, created_at, bounce_type? } */
  add(event) {
    const field = this.keys.countedField(event);
    if (!field) return;
    this.events += 1;
    const month = event.created_at.toISOString().slice(0, 7);
    for (const { key, part } of this.keys.incrementsOf(event.created_at, event.user_id, this.slot)) {
      const id = this.keys.rollupDocId(key);
      let document = this.documents.get(id);
      if (!document) {
        document = { _id: id, ...key, expires_at: this.keys.rollupExpiry(key, this.retentionDays), parts: {}, ...(key.kind === 'total' ? { since: month } : {}) };
        this.documents.set(id, document);
      }
      document.parts[part] ??= this.keys.emptyCounts();
      document.parts[part][field] += 1;
      if (document.since && month < document.since) document.since = month;
    }
  }

  /** Into an empty collection: plain inserts. */
  async insertInto(collection, batchSize = 5_000) {
    const documents = [...this.documents.values()];
    for (let from = 0; from < documents.length; from += batchSize) await collection.insertMany(documents.slice(from, from + batchSize), { ordered: false });
    return documents.length;
  }

  /**
   * Into documents that may exist: increments, as the API's flush writes them. Ten to a command:
   * FerretDB 1.24 stops answering an update command of about 100 upserts of which some match.
   */
  async incrementInto(collection, batchSize = 10) {
    const documents = [...this.documents.values()];
    for (let from = 0; from < documents.length; from += batchSize) {
      await collection.bulkWrite(
        documents.slice(from, from + batchSize).map(({ _id, kind, period, scope, slot, expires_at, parts, since }) => ({
          updateOne: {
            filter: { _id },
            update: {
              $inc: Object.fromEntries(Object.entries(parts).flatMap(([part, counts]) => Object.entries(counts).filter(([, n]) => n).map(([field, n]) => [`parts.${part}.${field}`, n]))),
              $setOnInsert: { kind, period, scope, slot, expires_at },
              ...(since ? { $min: { since } } : {}),
            },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    }
    return documents.length;
  }
}

/** The writer slot the seeded documents belong to, free for the API to claim (rollup-slots.service.ts). */
export function freeSlotDocument(slot) {
  return { _id: `slot-${slot}`, slot, owner: null, generation: 1, heartbeat_at: new Date(), pending_hours: [] };
}
