var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DeliveryLogRecord, DeliveryLogSchema } from '../reports/delivery-log.schema.js';
import { AcceptanceIntentRecord, AcceptanceIntentSchema } from './acceptance-intent.schema.js';
import { AccountHoldRecord, AccountHoldSchema } from './account-hold.schema.js';
import { AccountHolds } from './account-holds.service.js';
import { AcceptanceJournal } from './acceptance-journal.service.js';
import { SuppressionsModule } from '../suppressions/suppressions.module.js';
import { MessageLogModule } from '../message-log/message-log.module.js';
import { AccountDayRecord, AccountDaySchema, UserDayRecord, UserDaySchema, UserHourRecord, UserHourSchema } from './daily-counter.schema.js';
import { DailyCountersService } from './daily-counters.service.js';
import { DeliveryClaimRecord, DeliveryClaimSchema } from './delivery-claim.schema.js';
import { DeliveryClaimsService } from './delivery-claims.service.js';
import { DeliveryQueueService } from './delivery-queue.service.js';
import { DeliveryRecord, DeliverySchema } from './delivery.schema.js';
import { OutboundMessageRecord, OutboundMessageSchema } from './outbound-message.schema.js';
import { HeldMessageRecord, HeldMessageSchema } from './held-message.schema.js';
import { MessageBodySweep } from './message-body-sweep.service.js';
import { QueueMaintenanceService } from './queue-maintenance.service.js';
let QueueModule = class QueueModule {
};
QueueModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([
                { name: OutboundMessageRecord.name, schema: OutboundMessageSchema },
                { name: DeliveryRecord.name, schema: DeliverySchema },
                { name: DeliveryLogRecord.name, schema: DeliveryLogSchema },
                { name: DeliveryClaimRecord.name, schema: DeliveryClaimSchema },
                { name: AccountDayRecord.name, schema: AccountDaySchema },
                { name: UserDayRecord.name, schema: UserDaySchema },
                { name: UserHourRecord.name, schema: UserHourSchema },
                { name: AcceptanceIntentRecord.name, schema: AcceptanceIntentSchema },
                { name: HeldMessageRecord.name, schema: HeldMessageSchema },
                { name: AccountHoldRecord.name, schema: AccountHoldSchema },
            ]),
            SuppressionsModule,
            MessageLogModule,
        ],
        providers: [AccountHolds, AcceptanceJournal, DeliveryQueueService, DeliveryClaimsService, DailyCountersService, MessageBodySweep, QueueMaintenanceService],
        exports: [AccountHolds, DeliveryQueueService, DailyCountersService, DeliveryClaimsService, AcceptanceJournal],
    })
], QueueModule);
export { QueueModule };
//# sourceMappingURL=queue.module.js.map