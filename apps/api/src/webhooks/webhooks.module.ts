import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { MailModule } from '../mail/mail.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { CustomerWebhooksController } from './customer-webhooks.controller.js';
import { WebhookAttemptRecord, WebhookAttemptSchema } from './webhook-attempt.schema.js';
import { WebhookDispatcher } from './webhook-dispatcher.service.js';
import { WebhookEndpointHealth } from './webhook-endpoint-health.service.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { WebhookOutboxModule } from './webhook-outbox.module.js';
import { WebhookSettingsController } from './webhook-settings.controller.js';
import { WebhookSettingsRecord, WebhookSettingsSchema } from './webhook-settings.schema.js';
import { WebhookSettingsService } from './webhook-settings.service.js';
import { WebhookTargetResolver } from './webhook-target.js';

/** Customers' webhook endpoints (/api/v1/webhooks), the admin's webhook settings, and the dispatcher that sends queued events. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: WebhookAttemptRecord.name, schema: WebhookAttemptSchema },
      { name: WebhookSettingsRecord.name, schema: WebhookSettingsSchema },
    ]),
    WebhookOutboxModule,
    QueueModule,
    CustomerAccessModule,
    MailModule,
  ],
  controllers: [CustomerWebhooksController, WebhookSettingsController],
  providers: [WebhookEndpointsService, WebhookDispatcher, WebhookEndpointHealth, WebhookSettingsService, WebhookTargetResolver],
  exports: [WebhookEndpointsService],
})
export class WebhooksModule {}
