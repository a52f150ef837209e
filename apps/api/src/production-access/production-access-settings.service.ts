import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PRODUCTION_ACCESS_DEFAULTS, type ProductionAccessSettings } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { PRODUCTION_ACCESS_SETTINGS_KEY, ProductionAccessSettingsRecord } from './production-access-settings.schema.js';

const FIELDS = Object.keys(PRODUCTION_ACCESS_DEFAULTS) as Array<keyof ProductionAccessSettings>;

/** The sandbox's limits (Settings), read by every submission of a sandboxed account: cached, changed at once in this process. */
@Injectable()
export class ProductionAccessSettingsService {
  private readonly cache = new TtlCache<string, ProductionAccessSettings>({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });

  constructor(@InjectModel(ProductionAccessSettingsRecord.name) private readonly settings: Model<ProductionAccessSettingsRecord>) {}

  get(): Promise<ProductionAccessSettings> {
    return this.cache.getOrLoad(PRODUCTION_ACCESS_SETTINGS_KEY, async () => {
      const stored = await this.settings.findOne({ key: PRODUCTION_ACCESS_SETTINGS_KEY }).lean().exec();
      return Object.fromEntries(FIELDS.map((field) => [field, stored?.[field] ?? PRODUCTION_ACCESS_DEFAULTS[field]])) as unknown as ProductionAccessSettings;
    });
  }

  async update(input: ProductionAccessSettings): Promise<ProductionAccessSettings> {
    const values = Object.fromEntries(FIELDS.map((field) => [field, input[field]]));
    await this.settings.updateOne({ key: PRODUCTION_ACCESS_SETTINGS_KEY }, { $set: values }, { upsert: true }).exec();
    this.cache.invalidate(PRODUCTION_ACCESS_SETTINGS_KEY);
    return this.get();
  }
}
