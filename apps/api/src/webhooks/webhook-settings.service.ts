import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { WebhookSettings } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { WEBHOOK_SETTINGS_KEY, WebhookSettingsRecord } from './webhook-settings.schema.js';

/** Admin settings of webhooks; read before every POST, so cached briefly (a change here applies at once). */
@Injectable()
export class WebhookSettingsService {
  private readonly cache = new TtlCache<string, WebhookSettings>({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });

  constructor(@InjectModel(WebhookSettingsRecord.name) private readonly settings: Model<WebhookSettingsRecord>) {}

  /** Until an admin saves them: private targets refused. */
  get(): Promise<WebhookSettings> {
    return this.cache.getOrLoad(WEBHOOK_SETTINGS_KEY, async () => {
      const stored = await this.settings.findOne({ key: WEBHOOK_SETTINGS_KEY }).lean().exec();
      return { allow_private_targets: stored?.allow_private_targets ?? false };
    });
  }

  async update(input: WebhookSettings): Promise<WebhookSettings> {
    await this.settings
      .updateOne({ key: WEBHOOK_SETTINGS_KEY }, { $set: { allow_private_targets: input.allow_private_targets } }, { upsert: true })
      .exec();
    this.cache.invalidate(WEBHOOK_SETTINGS_KEY);
    return this.get();
  }
}
