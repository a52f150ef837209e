import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { WebhookDueAttempts } from './webhook-due-attempts.js';
import { WebhookEndpointRecord, WebhookEndpointSchema } from './webhook-endpoint.schema.js';
import { WebhookOutboxRecord, WebhookOutboxSchema } from './webhook-outbox.schema.js';
import { WebhookOutbox } from './webhook-outbox.service.js';
import { WebhookSubscriptions } from './webhook-subscriptions.service.js';

/**
 * Where message events enter webhook delivery: the message log (which every event passes
 * through) imports this, and WebhooksModule's dispatcher sends what it queues. It depends on
 * nothing but its collections, so the message log can import it without a cycle.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: WebhookEndpointRecord.name, schema: WebhookEndpointSchema },
      { name: WebhookOutboxRecord.name, schema: WebhookOutboxSchema },
    ]),
  ],
  providers: [WebhookOutbox, WebhookSubscriptions, WebhookDueAttempts],
  exports: [WebhookOutbox, WebhookSubscriptions, WebhookDueAttempts, MongooseModule],
})
export class WebhookOutboxModule {}
