var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AgentRecord, AgentSchema } from '../agents/agent.schema.js';
import { AgentsModule } from '../agents/agents.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { DomainRecord, DomainSchema } from '../domains/domain.schema.js';
import { DomainsModule } from '../domains/domains.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { SignInThrottleModule } from '../sign-in-throttle/sign-in-throttle.module.js';
import { SignupModule } from '../signup/signup.module.js';
import { SmtpAccountRecord, SmtpAccountSchema } from '../smtp-accounts/smtp-account.schema.js';
import { SmtpAccountsModule } from '../smtp-accounts/smtp-accounts.module.js';
import { SuppressionsModule } from '../suppressions/suppressions.module.js';
import { UserPlanRecord, UserPlanSchema } from '../user-plans/user-plan.schema.js';
import { UserPlansModule } from '../user-plans/user-plans.module.js';
import { UsersModule } from '../users/users.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { UserDeletionController } from './user-deletion.controller.js';
import { UserDeletionResumer } from './user-deletion-resumer.service.js';
import { UserDeletionRecord, UserDeletionSchema } from './user-deletion.schema.js';
import { UserDeletionService } from './user-deletion.service.js';
import { UserHoldingsService } from './user-holdings.service.js';
/** DELETE /api/admin/users/{id}: the 409 listing what a user owns, and the resumable cascade. */
let UserDeletionModule = class UserDeletionModule {
};
UserDeletionModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([
                { name: UserDeletionRecord.name, schema: UserDeletionSchema },
                { name: DomainRecord.name, schema: DomainSchema },
                { name: SmtpAccountRecord.name, schema: SmtpAccountSchema },
                { name: UserPlanRecord.name, schema: UserPlanSchema },
                { name: AgentRecord.name, schema: AgentSchema },
            ]),
            UsersModule,
            CustomerAccessModule,
            AuthModule,
            SignupModule,
            SignInThrottleModule,
            WebhooksModule,
            DomainsModule,
            SmtpAccountsModule,
            SuppressionsModule,
            UserPlansModule,
            AgentsModule,
            QueueModule,
        ],
        controllers: [UserDeletionController],
        providers: [UserDeletionService, UserDeletionResumer, UserHoldingsService],
    })
], UserDeletionModule);
export { UserDeletionModule };
//# sourceMappingURL=user-deletion.module.js.map