import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Model } from 'mongoose';
import { RequestRateCounterRecord } from './request-rate-counter.schema.js';

const DUPLICATE_KEY = 11000;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Request rate limits counted in the database (request_rate_counters), so that every API process
 * behind a load balancer sees the same count: @nestjs/throttler's storage for the public auth
 * calls, and the inbound listener's messages per client. Windows are fixed (they start at
 * multiples of their length), so that a count is one upsert by a derived _id, which MongoDB and
 * the embedded database both serve from the _id index; a client may therefore get up to twice
 * the limit across a window's edge. Once over the limit, a key stays refused until its window ends.
 *
 * On MongoDB $inc is atomic whichever process sends it; FerretDB 1.24 on SQLite reads and
 * writes in two steps, so there two processes counting one key at the same instant may lose a
 * count (acceptable for the development set-ups it serves).
 */
@Injectable()
export class RequestRateLimits implements ThrottlerStorage {
  constructor(@InjectModel(RequestRateCounterRecord.name) private readonly counters: Model<RequestRateCounterRecord>) {}

  /** ThrottlerStorage: counts one hit of `key` in its current window of `ttlMs`. */
  async increment(key: string, ttlMs: number, limit: number, _blockDurationMs: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    const windowStart = now - (now % ttlMs);
    const windowEnd = windowStart + ttlMs;
    const hits = await this.count(`${throttlerName}:${key}:${windowStart}`, new Date(windowEnd));
    const secondsLeft = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  private async count(id: string, expiresAt: Date): Promise<number> {
    for (let round = 0; ; round += 1) {
      try {
        // db.request_rate_counters.findOneAndUpdate({ _id }, { $inc: { hits: 1 }, $setOnInsert: { expires_at } }, { upsert: true })
        const counted = await this.counters
          .findOneAndUpdate({ _id: id }, { $inc: { hits: 1 }, $setOnInsert: { expires_at: expiresAt } }, { upsert: true, returnDocument: 'after' })
          .lean()
          .exec();
        return counted!.hits;
      } catch (error) {
        // Two first hits at once: one insert wins, the other counts in its record.
        if ((error as { code?: number }).code !== DUPLICATE_KEY || round > 0) throw error;
      }
    }
  }
}
