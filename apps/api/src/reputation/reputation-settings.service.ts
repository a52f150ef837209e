import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { REPUTATION_DEFAULTS, type ReputationSettings } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { REPUTATION_SETTINGS_KEY, ReputationSettingsRecord } from './reputation-settings.schema.js';

const FIELDS = Object.keys(REPUTATION_DEFAULTS) as Array<keyof ReputationSettings>;

/** The reputation lines (Settings), read by every judgement: cached, changed at once in this process. */
@Injectable()
export class ReputationSettingsService {
  private readonly cache = new TtlCache<string, ReputationSettings>({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });

  constructor(@InjectModel(ReputationSettingsRecord.name) private readonly settings: Model<ReputationSettingsRecord>) {}

  get(): Promise<ReputationSettings> {
    return this.cache.getOrLoad(REPUTATION_SETTINGS_KEY, async () => {
      const stored = await this.settings.findOne({ key: REPUTATION_SETTINGS_KEY }).lean().exec();
      return Object.fromEntries(FIELDS.map((field) => [field, stored?.[field] ?? REPUTATION_DEFAULTS[field]])) as unknown as ReputationSettings;
    });
  }

  async update(input: ReputationSettings): Promise<ReputationSettings> {
    if (input.pause_bounce_rate < input.review_bounce_rate) throw new BadRequestException(['pause_bounce_rate must not be below review_bounce_rate']);
    if (input.pause_complaint_rate < input.review_complaint_rate) throw new BadRequestException(['pause_complaint_rate must not be below review_complaint_rate']);
    const values = Object.fromEntries(FIELDS.map((field) => [field, input[field]]));
    await this.settings.updateOne({ key: REPUTATION_SETTINGS_KEY }, { $set: values }, { upsert: true }).exec();
    this.cache.invalidate(REPUTATION_SETTINGS_KEY);
    return this.get();
  }
}
