var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { DeliveryRoutesModule } from '../delivery-routes/delivery-routes.module.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module.js';
import { AccountMessageSequence } from './account-message-sequence.js';
import { MessageSequenceBlockRecord, MessageSequenceBlockSchema, MessageSequenceMarkRecord, MessageSequenceMarkSchema, MessageSequencePointerRecord, MessageSequencePointerSchema, } from './account-message-sequence.schema.js';
import { AccountMilestonesRecord, AccountMilestonesSchema } from './account-milestones.schema.js';
import { CustomerMessagesController } from './customer-messages.controller.js';
import { CustomerMessagesService } from './customer-messages.service.js';
import { MessageEventRecord, MessageEventSchema } from './message-event.schema.js';
import { MessageListSearch } from './message-list-search.js';
import { MessageLogRecord, MessageLogSchema } from './message-log.schema.js';
import { MessageLogService } from './message-log.service.js';
import { MessageSequenceBackfill } from './message-sequence-backfill.service.js';
/** Each accepted message's log entry and timeline: written by the queue, read by the message's owner. */
let MessageLogModule = class MessageLogModule {
};
MessageLogModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([
                { name: MessageLogRecord.name, schema: MessageLogSchema },
                { name: MessageEventRecord.name, schema: MessageEventSchema },
                { name: AccountMilestonesRecord.name, schema: AccountMilestonesSchema },
                { name: MessageSequencePointerRecord.name, schema: MessageSequencePointerSchema },
                { name: MessageSequenceMarkRecord.name, schema: MessageSequenceMarkSchema },
                { name: MessageSequenceBlockRecord.name, schema: MessageSequenceBlockSchema },
            ]),
            CustomerAccessModule,
            DeliveryRoutesModule,
            WebhookOutboxModule,
            RollupsModule,
        ],
        controllers: [CustomerMessagesController],
        providers: [MessageLogService, CustomerMessagesService, AccountMessageSequence, MessageListSearch, MessageSequenceBackfill],
        exports: [MessageLogService, MongooseModule],
    })
], MessageLogModule);
export { MessageLogModule };
//# sourceMappingURL=message-log.module.js.map