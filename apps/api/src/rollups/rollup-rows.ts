import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LogRetentionService } from '../settings/log-retention.service.js';
import { ROLLUP_FIELDS, rollupExpiry, rollupRowId, type RollupBucket, type RollupCounts, type RollupScope } from './rollup-keys.js';
import { RollupRecord } from './rollup.schema.js';

export interface RollupRowKey {
  bucket: RollupBucket;
  scope: RollupScope;
  slot: number;
}

const COUNT_PROJECTION = Object.fromEntries(ROLLUP_FIELDS.map((field) => [field, 1]));

/**
 * The rollup rows' storage: every read and write is by the derived _id. MongoDB would read a
 * range's rows with `find({ _id: { $in: ids } })`; the embedded database answers `$in` by reading
 * the whole collection, so rows are read one `findById` each, all at once.
 */
@Injectable()
export class RollupRows {
  constructor(
    @InjectModel(RollupRecord.name) private readonly rows: Model<RollupRecord>,
    private readonly retention: LogRetentionService,
  ) {}

  /** Adds to a row, creating it. Only the slot's owner calls this, one write of a row at a time. */
  async increment(key: RollupRowKey, counts: Partial<RollupCounts>): Promise<void> {
    await this.upsert(key, { $inc: counts });
  }

  /** Sets a row to these counts (a recount). */
  async replace(key: RollupRowKey, counts: RollupCounts): Promise<void> {
    await this.upsert(key, { $set: counts });
  }

  /** The rows' counts in the order asked, null for a row never written. */
  read(ids: string[]): Promise<Array<RollupCounts | null>> {
    return Promise.all(ids.map((id) => this.rows.findById(id, COUNT_PROJECTION).lean<RollupCounts>().exec()));
  }

  private async upsert(key: RollupRowKey, change: Record<string, unknown>): Promise<void> {
    const id = rollupRowId(key.bucket, key.scope, key.slot);
    const update = {
      ...change,
      $setOnInsert: { bucket: key.bucket, scope: key.scope, slot: key.slot, expires_at: rollupExpiry(key.bucket, await this.retention.days()) },
    };
    try {
      await this.rows.updateOne({ _id: id }, update, { upsert: true }).exec();
    } catch (error) {
      // Two first upserts of a row race to insert it (a recount and its owner's last flush); the loser's retry finds it.
      if ((error as { code?: number }).code !== 11000) throw error;
      await this.rows.updateOne({ _id: id }, update, { upsert: true }).exec();
    }
  }
}
