import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { WebhookEventType } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { WebhookEndpointRecord } from './webhook-endpoint.schema.js';

/** An enabled endpoint and the events it takes. */
export interface WebhookSubscription {
  endpointId: Types.ObjectId;
  eventTypes: ReadonlySet<WebhookEventType>;
}

const ACCOUNTS_CACHED_MAX = 10_000;

/**
 * Which endpoints each account's events go to. Every message event asks (most accounts have
 * none), so the answer is cached briefly; a change made through this process drops it at once.
 */
@Injectable()
export class WebhookSubscriptions {
  private readonly cache = new TtlCache<string, WebhookSubscription[]>({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: ACCOUNTS_CACHED_MAX });

  constructor(@InjectModel(WebhookEndpointRecord.name) private readonly endpoints: Model<WebhookEndpointRecord>) {}

  of(userId: Types.ObjectId): Promise<WebhookSubscription[]> {
    return this.cache.getOrLoad(userId.toHexString(), async () => {
      // Index user_id + created_at; the embedded database reads the (small) collection.
      const enabled = await this.endpoints.find({ user_id: userId, enabled: true }, { event_types: 1 }).lean().exec();
      return enabled.map((endpoint) => ({ endpointId: endpoint._id, eventTypes: new Set(endpoint.event_types) }));
    });
  }

  changed(userId: Types.ObjectId): void {
    this.cache.invalidate(userId.toHexString());
  }
}
