import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LogRetentionRecord, LogRetentionSchema } from './log-retention.schema.js';
import { LogRetentionService } from './log-retention.service.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { SmtpSettingsRecord, SmtpSettingsSchema } from './smtp-settings.schema.js';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SmtpSettingsRecord.name, schema: SmtpSettingsSchema },
      { name: LogRetentionRecord.name, schema: LogRetentionSchema },
    ]),
  ],
  controllers: [SettingsController],
  providers: [SettingsService, LogRetentionService],
  exports: [SettingsService, LogRetentionService],
})
export class SettingsModule {}
