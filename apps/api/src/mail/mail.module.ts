import { Module } from '@nestjs/common';
import { ConsoleMailboxModule } from '../console-mailbox/console-mailbox.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { MailRouteController } from './mail-route.controller.js';
import { MailerService } from './mailer.service.js';
import { SmtpSettingsTransport } from './smtp-settings-transport.js';

@Module({
  imports: [SettingsModule, ConsoleMailboxModule],
  controllers: [MailRouteController],
  providers: [MailerService, SmtpSettingsTransport],
  exports: [MailerService],
})
export class MailModule {}
