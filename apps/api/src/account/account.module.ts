import { Module } from '@nestjs/common';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { MessageLogModule } from '../message-log/message-log.module.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { UserPlansModule } from '../user-plans/user-plans.module.js';
import { OwnerRegistryModule } from '../owner-registry/owner-registry.module.js';
import { AccountOverviewService } from './account-overview.service.js';
import { AccountService } from './account.service.js';
import { CustomerAccountController } from './customer-account.controller.js';

import { QueueModule } from '../queue/queue.module.js';
import { SubmissionModule } from '../submission/submission.module.js';

/** The customer's own account: profile, password, overview. */
@Module({
  imports: [CustomerAccessModule, MessageLogModule, OwnerRegistryModule, RollupsModule, UserPlansModule, SubmissionModule, QueueModule],
  controllers: [CustomerAccountController],
  providers: [AccountService, AccountOverviewService],
})
export class AccountModule {}
