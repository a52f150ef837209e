var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
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
let WebhooksModule = class WebhooksModule {
};
WebhooksModule = __decorate([
    Module({
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
], WebhooksModule);
export { WebhooksModule };
//# sourceMappingURL=webhooks.module.js.map