var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DomainRecord, DomainSchema } from '../domains/domain.schema.js';
import { RecipientFeedbackModule } from '../recipient-feedback/recipient-feedback.module.js';
import { DomainAuthReportRecord, DomainAuthReportSchema } from './domain-auth-report.schema.js';
import { DomainAuthReports } from './domain-auth-reports.service.js';
import { InboundMailService } from './inbound-mail.service.js';
import { InboundSmtpServer } from './inbound-smtp.server.js';
/** The inbound listener and what it makes of bounces, feedback reports and unsubscribe mails. */
let InboundMailModule = class InboundMailModule {
};
InboundMailModule = __decorate([
    Module({
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
], InboundMailModule);
export { InboundMailModule };
//# sourceMappingURL=inbound-mail.module.js.map