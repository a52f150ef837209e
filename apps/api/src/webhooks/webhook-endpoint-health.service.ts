import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { MailerService } from '../mail/mailer.service.js';
import { UsersService } from '../users/users.service.js';
import { WebhookEndpointRecord, type StoredWebhookEndpoint } from './webhook-endpoint.schema.js';
import type { WebhookPostResult } from './webhook-post.js';
import { WebhookSubscriptions } from './webhook-subscriptions.service.js';

/**
 * Counts each endpoint's failures in a row and switches off one that keeps failing (so the
 * platform stops queueing events for a dead receiver), telling its owner by e-mail once.
 */
@Injectable()
export class WebhookEndpointHealth {
  private readonly logger = new Logger(WebhookEndpointHealth.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectModel(WebhookEndpointRecord.name) private readonly endpoints: Model<WebhookEndpointRecord>,
    private readonly subscriptions: WebhookSubscriptions,
    private readonly mailer: MailerService,
    private readonly users: UsersService,
  ) {}

  async record(endpoint: StoredWebhookEndpoint, result: WebhookPostResult, at: Date): Promise<void> {
    if (result.ok) {
      if (endpoint.consecutive_failures > 0 || endpoint.failing_since) {
        await this.endpoints.updateOne({ _id: endpoint._id }, { $set: { consecutive_failures: 0, failing_since: null } }).exec();
      }
      return;
    }
    const counted = await this.endpoints
      .findOneAndUpdate({ _id: endpoint._id }, { $inc: { consecutive_failures: 1 } }, { returnDocument: 'after', timestamps: false })
      .lean<StoredWebhookEndpoint>()
      .exec();
    if (!counted) return;
    let failingSince = counted.failing_since;
    if (!failingSince) {
      await this.endpoints.updateOne({ _id: endpoint._id, failing_since: null }, { $set: { failing_since: at } }, { timestamps: false }).exec();
      failingSince = at;
    }
    const reason = this.disableReason(counted.consecutive_failures, at.getTime() - failingSince.getTime(), result);
    if (!reason || !counted.enabled) return;
    const switchedOff = await this.endpoints.updateOne({ _id: endpoint._id, enabled: true }, { $set: { enabled: false, disabled_reason: reason } }).exec();
    if (switchedOff.modifiedCount !== 1) return; // another attempt's failure switched it off first
    this.subscriptions.changed(counted.user_id);
    this.logger.warn(`Webhook endpoint ${endpoint._id.toHexString()} (${counted.url}) disabled: ${reason}`);
    await this.tellOwner(counted, reason).catch((error: Error) =>
      this.logger.error(`Telling the owner of webhook endpoint ${endpoint._id.toHexString()} failed: ${error.message}`),
    );
  }

  private disableReason(failuresInARow: number, failingForMs: number, last: WebhookPostResult): string | null {
    const { disableAfterFailures, disableAfterMs } = this.config.webhooks;
    const lastAnswer = last.statusCode !== null ? `HTTP ${last.statusCode}` : last.excerpt;
    if (failuresInARow >= disableAfterFailures) return `Disabled after ${failuresInARow} failed attempts in a row (last: ${lastAnswer})`;
    if (failingForMs >= disableAfterMs) return `Disabled after every attempt failed for ${Math.round(disableAfterMs / 3_600_000)} hours (last: ${lastAnswer})`;
    return null;
  }

  private async tellOwner(endpoint: StoredWebhookEndpoint, reason: string): Promise<void> {
    const owner = await this.users.findForSending(endpoint.user_id);
    if (!owner) return;
    await this.mailer.send({
      to: owner.email,
      subject: `Webhook endpoint disabled: ${endpoint.url}`,
      kind: 'webhook_disabled',
      text: [
        `Your webhook endpoint ${endpoint.url}${endpoint.description ? ` (${endpoint.description})` : ''} kept failing and has been disabled.`,
        '',
        reason,
        '',
        'No events are sent to it while it is disabled. Once it answers again, enable it in your account',
        `(or PATCH /api/v1/webhooks/${endpoint._id.toHexString()} with {"enabled": true}); its attempts list shows what it answered.`,
      ].join('\n'),
    });
  }
}
