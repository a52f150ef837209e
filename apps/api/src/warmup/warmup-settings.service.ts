import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WARMUP_DEFAULTS, type WarmupSettings } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { WARMUP_SETTINGS_KEY, WarmupSettingsRecord } from './warmup-settings.schema.js';

const FIELDS = Object.keys(WARMUP_DEFAULTS) as Array<keyof WarmupSettings>;

/** The warm-up parameters (Settings), read at each submission of a warmed-up account: cached, changed at once in this process. */
@Injectable()
export class WarmupSettingsService {
  private readonly cache = new TtlCache<string, WarmupSettings>({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });

  constructor(@InjectModel(WarmupSettingsRecord.name) private readonly settings: Model<WarmupSettingsRecord>) {}

  get(): Promise<WarmupSettings> {
    return this.cache.getOrLoad(WARMUP_SETTINGS_KEY, async () => {
      const stored = await this.settings.findOne({ key: WARMUP_SETTINGS_KEY }).lean().exec();
      return Object.fromEntries(FIELDS.map((field) => [field, stored?.[field] ?? WARMUP_DEFAULTS[field]])) as unknown as WarmupSettings;
    });
  }

  async update(input: WarmupSettings): Promise<WarmupSettings> {
    if (input.ceiling_hourly < input.start_hourly) throw new BadRequestException(['ceiling_hourly must not be below start_hourly']);
    if (input.ceiling_daily < input.start_daily) throw new BadRequestException(['ceiling_daily must not be below start_daily']);
    const values = Object.fromEntries(FIELDS.map((field) => [field, input[field]]));
    await this.settings.updateOne({ key: WARMUP_SETTINGS_KEY }, { $set: values }, { upsert: true }).exec();
    this.cache.invalidate(WARMUP_SETTINGS_KEY);
    return this.get();
  }
}
