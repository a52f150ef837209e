import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Types } from 'mongoose';
import {
  addCounts,
  bucketsOf,
  countedField,
  dayBucket,
  daysOfMonth,
  emptyCounts,
  monthBucket,
  rollupRowId,
  type CountableEvent,
  type RollupBucket,
  type RollupCounts,
  type RollupScope,
} from './rollup-keys.js';
import { RollupRows } from './rollup-rows.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Rebuilds a crashed writer slot's rows from the events stamped with that slot (message_events,
 * `rollup_slot`): each day that had a pending hour is recounted in full and its rows set (the
 * platform's hours and day, each account's day), then each touched month is set to the sum of
 * its day rows. Every row of the slot so equals what its stamped events say, whether the crash
 * came before a flush, in the middle of one, or not at all. The events are read by collection
 * name: the message log module owns them and writes through this module.
 */
@Injectable()
export class RollupRepair {
  constructor(
    private readonly rows: RollupRows,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  async recount(slot: number, pendingHours: string[]): Promise<void> {
    const days = [...new Set(pendingHours.map((hour) => hour.slice(0, 10)))].sort();
    const months = new Map<string, Set<RollupScope>>();
    for (const day of days) {
      for (const [id, row] of await this.countDay(slot, day)) {
        await this.rows.replace({ bucket: row.bucket, scope: row.scope, slot }, row.counts);
        if (id.startsWith('d:')) months.set(day.slice(0, 7), (months.get(day.slice(0, 7)) ?? new Set()).add(row.scope));
      }
    }
    for (const [month, scopes] of months) {
      for (const scope of scopes) {
        const dayRows = await this.rows.read(daysOfMonth(month).map((day) => rollupRowId(dayBucket(day), scope, slot)));
        const total = dayRows.reduce<RollupCounts>((sum, row) => (row ? addCounts(sum, row) : sum), emptyCounts());
        await this.rows.replace({ bucket: monthBucket(month), scope, slot }, total);
      }
    }
  }

  /** The slot's rows of one day (not its months), counted from its events: every hour of the platform's, zeros included. */
  private async countDay(slot: number, day: string): Promise<Map<string, { bucket: RollupBucket; scope: RollupScope; counts: RollupCounts }>> {
    const start = new Date(`${day}T00:00:00.000Z`);
    const rows = new Map<string, { bucket: RollupBucket; scope: RollupScope; counts: RollupCounts }>();
    const rowOf = (bucket: RollupBucket, scope: RollupScope) => {
      const id = rollupRowId(bucket, scope, slot);
      const row = rows.get(id) ?? { bucket, scope, counts: emptyCounts() };
      rows.set(id, row);
      return row;
    };
    for (let hour = 0; hour < 24; hour += 1) rowOf(`h:${new Date(start.getTime() + hour * HOUR_MS).toISOString().slice(0, 13)}`, 'all');
    rowOf(dayBucket(day), 'all');

    // MongoDB serves this from the index { rollup_slot: 1, created_at: 1 } of message_events; the
    // embedded database reads the whole collection, once per recounted day, only after a crash.
    const events = this.connection
      .collection<CountableEvent & { user_id: Types.ObjectId }>('message_events')
      .find(
        { rollup_slot: slot, created_at: { $gte: start, $lt: new Date(start.getTime() + DAY_MS) } },
        { projection: { _id: 0, type: 1, user_id: 1, created_at: 1, bounce_type: 1 }, batchSize: 5_000 },
      );
    for await (const event of events) {
      const field = countedField(event);
      if (!field) continue;
      for (const { bucket, scope } of bucketsOf(event.created_at, event.user_id)) {
        if (bucket.startsWith('m:')) continue;
        rowOf(bucket, scope).counts[field] += 1;
      }
    }
    return rows;
  }
}
