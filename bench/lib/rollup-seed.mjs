// Rollup rows for a seeded database, counted by the API's own rules: the bench loads the built
// apps/api/dist/src/rollups/rollup-keys.js (which rows an event adds to, their _ids, what counts,
// when a row expires), so its rows are those the API's event seam would have written.
import { join } from 'node:path';

export async function loadRollupKeys(apiDir) {
  return import(join(apiDir, 'dist/src/rollups/rollup-keys.js'));
}

/** Counts events into rows of one writer slot, in memory, then writes them. */
export class RollupSeed {
  constructor(keys, { slot = 0, retentionDays = 30 } = {}) {
    this.keys = keys;
    this.slot = slot;
    this.retentionDays = retentionDays;
    this.rows = new Map();
    this.events = 0;
  }

  /** event: { type, user_id, created_at, bounce_type? } */
  add(event) {
    const field = this.keys.countedField(event);
    if (!field) return;
    this.events += 1;
    for (const { bucket, scope } of this.keys.bucketsOf(event.created_at, event.user_id)) {
      const id = this.keys.rollupRowId(bucket, scope, this.slot);
      let row = this.rows.get(id);
      if (!row) {
        row = { _id: id, bucket, scope, slot: this.slot, expires_at: this.keys.rollupExpiry(bucket, this.retentionDays), ...this.keys.emptyCounts() };
        this.rows.set(id, row);
      }
      row[field] += 1;
    }
  }

  /** Into an empty collection: plain inserts. */
  async insertInto(collection, batchSize = 5_000) {
    const rows = [...this.rows.values()];
    for (let from = 0; from < rows.length; from += batchSize) await collection.insertMany(rows.slice(from, from + batchSize), { ordered: false });
    return rows.length;
  }

  /** Into rows that may exist: increments, as the API's flush writes them. */
  async incrementInto(collection, batchSize = 1_000) {
    const rows = [...this.rows.values()];
    for (let from = 0; from < rows.length; from += batchSize) {
      await collection.bulkWrite(
        rows.slice(from, from + batchSize).map(({ _id, bucket, scope, slot, expires_at, ...counts }) => ({
          updateOne: { filter: { _id }, update: { $inc: counts, $setOnInsert: { bucket, scope, slot, expires_at } }, upsert: true },
        })),
        { ordered: false },
      );
    }
    return rows.length;
  }
}

/** The writer slot the seeded rows belong to, free for the API to claim (rollup-slots.service.ts). */
export function freeSlotDocument(slot) {
  return { _id: `slot-${slot}`, slot, owner: null, generation: 1, heartbeat_at: new Date(), pending_hours: [] };
}
