import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ConsoleMailRecord, ConsoleMailSchema } from './console-mail.schema.js';
import { ConsoleMailboxController } from './console-mailbox.controller.js';
import { ConsoleMailboxService } from './console-mailbox.service.js';

/** Platform mail kept for the admins to read while the platform has no mail transport. */
@Module({
  imports: [MongooseModule.forFeature([{ name: ConsoleMailRecord.name, schema: ConsoleMailSchema }])],
  controllers: [ConsoleMailboxController],
  providers: [ConsoleMailboxService],
  exports: [ConsoleMailboxService],
})
export class ConsoleMailboxModule {}
