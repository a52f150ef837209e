import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DataReplacement } from '../common/data-replacement.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { LogRetentionService } from '../settings/log-retention.service.js';
import { rollupDocId, rollupExpiry, type ReputationCounts, type RollupCounts, type RollupDocKey } from './rollup-keys.js';
import { RollupRecord } from './rollup.schema.js';

export type StoredRollup = Pick<RollupRecord, 'parts' | 'since'>;

/**
 * How long a document read stays in this process: a screen polled by many at once (the
 * dashboard's figures, a user's detail) then costs one read per document every few seconds.
 * The embedded database takes about 2 ms to read a month's document (a user's detail reads two),
 * and at one read a second these reads were a quarter of its CPU under the console's load
 * (bench/api-latency.mjs). This process's own writes are seen at once (it flushes, and the
 * documents it writes are read afresh); other processes' within this time and their flush.
 * Refreshed ahead: a screen polled steadily never waits for the read.
 */
const READ_CACHE_MS = SHARED_RECORD_TTL_MS;
/** Documents kept: a screen reads a handful; past this many the oldest go. */
const READ_CACHE_MAX = 10_000;

/**
 * The rollup documents' storage: every read and write is by the derived _id. MongoDB would read a
 * screen's documents with `find({ _id: { $in: ids } })`; the embedded database answers `$in` by
 * reading the whole collection, so they are read one `findById` each, all at once.
 */
@Injectable()
export class RollupDocuments {
  private readonly recent = new TtlCache<string, StoredRollup | null>({ ttlMs: READ_CACHE_MS, maxEntries: READ_CACHE_MAX, refreshAhead: true });

  constructor(
    @InjectModel(RollupRecord.name) private readonly documents: Model<RollupRecord>,
    private readonly retention: LogRetentionService,
    replacement: DataReplacement,
  ) {
    replacement.onReplaced(() => this.recent.clear());
  }

  /**
   * Adds counts (`{ 'parts.d07.delivered': 2, ... }`) to a document, creating it; a lifetime also
   * keeps its first month. Only the slot's owner calls this, one write of a document at a time.
   */
  async increment(key: RollupDocKey, counts: Record<string, number>, month?: string): Promise<void> {
    await this.upsert(key, { $inc: counts, ...(month && key.kind === 'total' ? { $min: { since: month } } : {}) });
  }

  /** Sets parts of a document to these counts (a recount); a lifetime also keeps its first month. */
  async replaceParts(key: RollupDocKey, parts: Record<string, RollupCounts | ReputationCounts>, month?: string): Promise<void> {
    await this.upsert(key, {
      $set: Object.fromEntries(Object.entries(parts).map(([part, counts]) => [`parts.${part}`, counts])),
      ...(month && key.kind === 'total' ? { $min: { since: month } } : {}),
    });
  }

  /** The documents in the order asked, null for one never written. */
  read(keys: RollupDocKey[]): Promise<Array<StoredRollup | null>> {
    return Promise.all(
      keys.map((key) => {
        const id = rollupDocId(key);
        return this.recent.getOrLoad(id, () => this.documents.findById(id, { parts: 1, since: 1 }).lean<StoredRollup>().exec());
      }),
    );
  }

  private async upsert(key: RollupDocKey, change: Record<string, unknown>): Promise<void> {
    const update = {
      ...change,
      $setOnInsert: { kind: key.kind, period: key.period, scope: key.scope, slot: key.slot, expires_at: rollupExpiry(key, await this.retention.days()) },
    };
    const id = rollupDocId(key);
    try {
      await this.documents.updateOne({ _id: id }, update, { upsert: true, setDefaultsOnInsert: false }).exec();
    } catch (error) {
      // Two first upserts of a document race to insert it (a recount and its owner's last flush); the loser's retry finds it.
      if ((error as { code?: number }).code !== 11000) throw error;
      await this.documents.updateOne({ _id: id }, update, { upsert: true, setDefaultsOnInsert: false }).exec();
    } finally {
      this.recent.invalidate(id);
    }
  }
}
