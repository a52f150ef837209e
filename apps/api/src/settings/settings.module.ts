import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { SmtpSettingsRecord, SmtpSettingsSchema } from './smtp-settings.schema.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: SmtpSettingsRecord.name, schema: SmtpSettingsSchema }])],
  controllers: [SettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
