import { Module } from '@nestjs/common';
import { RecipientFeedbackModule } from '../recipient-feedback/recipient-feedback.module.js';
import { InboundMailService } from './inbound-mail.service.js';
import { InboundSmtpServer } from './inbound-smtp.server.js';

/** The inbound listener and what it makes of bounces, abuse reports and unsubscribe mails. */
@Module({
  imports: [RecipientFeedbackModule],
  providers: [InboundMailService, InboundSmtpServer],
  exports: [InboundSmtpServer, InboundMailService],
})
export class InboundMailModule {}
