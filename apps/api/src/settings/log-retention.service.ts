import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LOG_RETENTION_DAYS, type LogRetentionSettings } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { LOG_RETENTION_KEY, LogRetentionRecord } from './log-retention.schema.js';

/** The number of days logs are kept, read by the reports (their longest range), the rollups and the expiry sweep. */
@Injectable()
export class LogRetentionService {
  private readonly cache = new TtlCache<string, number>({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });

  constructor(@InjectModel(LogRetentionRecord.name) private readonly settings: Model<LogRetentionRecord>) {}

  async get(): Promise<LogRetentionSettings> {
    return { days: await this.days() };
  }

  days(): Promise<number> {
    return this.cache.getOrLoad(LOG_RETENTION_KEY, async () => {
      const stored = await this.settings.findOne({ key: LOG_RETENTION_KEY }, { days: 1 }).lean().exec();
      return stored?.days ?? LOG_RETENTION_DAYS.default;
    });
  }

  async update(input: LogRetentionSettings): Promise<LogRetentionSettings> {
    await this.settings.updateOne({ key: LOG_RETENTION_KEY }, { $set: { days: input.days } }, { upsert: true }).exec();
    this.cache.invalidate(LOG_RETENTION_KEY);
    return this.get();
  }
}
