import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { MailerService } from './mailer.service.js';

@Module({
  imports: [SettingsModule],
  providers: [MailerService],
  exports: [MailerService],
})
export class MailModule {}
