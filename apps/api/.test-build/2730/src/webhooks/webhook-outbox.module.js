var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
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
let WebhookOutboxModule = class WebhookOutboxModule {
};
WebhookOutboxModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([
                { name: WebhookEndpointRecord.name, schema: WebhookEndpointSchema },
                { name: WebhookOutboxRecord.name, schema: WebhookOutboxSchema },
            ]),
        ],
        providers: [WebhookOutbox, WebhookSubscriptions, WebhookDueAttempts],
        exports: [WebhookOutbox, WebhookSubscriptions, WebhookDueAttempts, MongooseModule],
    })
], WebhookOutboxModule);
export { WebhookOutboxModule };
//# sourceMappingURL=webhook-outbox.module.js.map