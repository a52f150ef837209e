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
@Module({
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
export class ContentScanModule {}
