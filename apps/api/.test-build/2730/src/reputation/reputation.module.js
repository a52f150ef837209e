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
import { MessageLogModule } from '../message-log/message-log.module.js';
import { OwnerRegistryModule } from '../owner-registry/owner-registry.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { UsersModule } from '../users/users.module.js';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module.js';
import { AccountStandingRecord, AccountStandingSchema, StandingChangeRecord, StandingChangeSchema } from './account-standing.schema.js';
import { AccountStandingsService } from './account-standings.service.js';
import { CustomerReputationController } from './customer-reputation.controller.js';
import { ReputationSettingsController } from './reputation-settings.controller.js';
import { ReputationSettingsRecord, ReputationSettingsSchema } from './reputation-settings.schema.js';
import { ReputationSettingsService } from './reputation-settings.service.js';
import { ReputationWatch } from './reputation-watch.service.js';
import { ReputationController } from './reputation.controller.js';
import { StandingNotices } from './standing-notices.service.js';
/**
 * The deliverability guard's account reputation: bounce and complaint rates over a rolling window
 * (from the rollups), review and pause lines (Settings), the admin review queue, and the pause
 * itself (AccountHolds in the queue: submissions refused, queued mail held).
 */
let ReputationModule = class ReputationModule {
};
ReputationModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([
                { name: ReputationSettingsRecord.name, schema: ReputationSettingsSchema },
                { name: AccountStandingRecord.name, schema: AccountStandingSchema },
                { name: StandingChangeRecord.name, schema: StandingChangeSchema },
            ]),
            CustomerAccessModule,
            MailModule,
            MessageLogModule,
            OwnerRegistryModule,
            QueueModule,
            RollupsModule,
            UsersModule,
            WebhookOutboxModule,
        ],
        controllers: [ReputationController, ReputationSettingsController, CustomerReputationController],
        providers: [AccountStandingsService, ReputationSettingsService, ReputationWatch, StandingNotices],
        exports: [AccountStandingsService, ReputationSettingsService],
    })
], ReputationModule);
export { ReputationModule };
//# sourceMappingURL=reputation.module.js.map