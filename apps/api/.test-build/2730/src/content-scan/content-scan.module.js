var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MessageEventRecord, MessageEventSchema } from '../message-log/message-event.schema.js';
import { MessageLogModule } from '../message-log/message-log.module.js';
import { MessageLogRecord, MessageLogSchema } from '../message-log/message-log.schema.js';
import { HeldMessageRecord, HeldMessageSchema } from '../queue/held-message.schema.js';
import { QueueModule } from '../queue/queue.module.js';
import { HeldMessageReview } from './held-message-review.service.js';
import { HeldMessagesController } from './held-messages.controller.js';
/** The admin's review of held messages (scanning itself runs in acceptance: ContentScanner). */
let ContentScanModule = class ContentScanModule {
};
ContentScanModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([
                { name: HeldMessageRecord.name, schema: HeldMessageSchema },
                { name: MessageLogRecord.name, schema: MessageLogSchema },
                { name: MessageEventRecord.name, schema: MessageEventSchema },
            ]),
            QueueModule,
            MessageLogModule,
        ],
        controllers: [HeldMessagesController],
        providers: [HeldMessageReview],
    })
], ContentScanModule);
export { ContentScanModule };
//# sourceMappingURL=content-scan.module.js.map