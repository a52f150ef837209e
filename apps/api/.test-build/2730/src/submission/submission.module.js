var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { DomainRecord, DomainSchema } from '../domains/domain.schema.js';
import { MessageLogModule } from '../message-log/message-log.module.js';
import { UserPlansModule } from '../user-plans/user-plans.module.js';
import { SandboxRules } from './sandbox-rules.service.js';
import { ProductionAccessRules } from './production-access-rules.service.js';
import { ProductionAccessSettingsModule } from '../production-access/production-access-settings.module.js';
import { AccountSendingRules } from './account-sending-rules.service.js';
import { TestMessageController } from './http/test-message.controller.js';
import { DomainsModule } from '../domains/domains.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { SignInThrottleModule } from '../sign-in-throttle/sign-in-throttle.module.js';
import { DkimSigningPool } from '../signing/dkim-signing-pool.service.js';
import { SmtpAccountsModule } from '../smtp-accounts/smtp-accounts.module.js';
import { SuppressionsModule } from '../suppressions/suppressions.module.js';
import { TrackingModule } from '../tracking/tracking.module.js';
import { UsersModule } from '../users/users.module.js';
import { ApiKeyGuard } from './http/api-key.guard.js';
import { IdempotencyKeyRecord, IdempotencyKeySchema } from './http/idempotency-key.schema.js';
import { IdempotencyKeysService } from './http/idempotency-keys.service.js';
import { MessagesController } from './http/messages.controller.js';
import { MessageAcceptanceService } from './message-acceptance.service.js';
import { RecipientCopiesService } from './recipient-copies.service.js';
import { RecipientTokensModule } from '../recipient-tokens/recipient-tokens.module.js';
import { SmtpSubmissionServer } from './smtp/smtp-submission.server.js';
import { ContentScanner } from '../content-scan/content-scanner.service.js';
import { WarmupModule } from '../warmup/warmup.module.js';
let SubmissionModule = class SubmissionModule {
};
SubmissionModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([
                { name: DomainRecord.name, schema: DomainSchema },
                { name: IdempotencyKeyRecord.name, schema: IdempotencyKeySchema },
            ]),
            DomainsModule,
            QueueModule,
            TrackingModule,
            SignInThrottleModule,
            SmtpAccountsModule,
            SuppressionsModule,
            UsersModule,
            CustomerAccessModule,
            MessageLogModule,
            UserPlansModule,
            RecipientTokensModule,
            WarmupModule,
            ProductionAccessSettingsModule,
        ],
        controllers: [MessagesController, TestMessageController],
        providers: [MessageAcceptanceService, ContentScanner, RecipientCopiesService, AccountSendingRules, ProductionAccessRules, SandboxRules, IdempotencyKeysService, DkimSigningPool, ApiKeyGuard, SmtpSubmissionServer],
        exports: [SmtpSubmissionServer, RecipientCopiesService, SandboxRules],
    })
], SubmissionModule);
export { SubmissionModule };
//# sourceMappingURL=submission.module.js.map