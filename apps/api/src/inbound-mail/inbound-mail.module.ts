import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DomainRecord, DomainSchema } from '../domains/domain.schema.js';
import { RecipientFeedbackModule } from '../recipient-feedback/recipient-feedback.module.js';
import { DomainAuthReportRecord, DomainAuthReportSchema } from './domain-auth-report.schema.js';
import { DomainAuthReports } from './domain-auth-reports.service.js';
import { InboundMailService } from './inbound-mail.service.js';
import { InboundSmtpServer } from './inbound-smtp.server.js';

/** The inbound listener and what it makes of bounces, feedback reports and unsubscribe mails. */
@Module({
  imports: [
    RecipientFeedbackModule,
    MongooseModule.forFeature([
      { name: DomainAuthReportRecord.name, schema: DomainAuthReportSchema },
      { name: DomainRecord.name, schema: DomainSchema },
    ]),
  ],
  providers: [InboundMailService, InboundSmtpServer, DomainAuthReports],
  exports: [InboundSmtpServer, InboundMailService],
})
export class InboundMailModule {}
