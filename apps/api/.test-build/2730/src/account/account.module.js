var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
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
let AccountModule = class AccountModule {
};
AccountModule = __decorate([
    Module({
        imports: [CustomerAccessModule, MessageLogModule, OwnerRegistryModule, RollupsModule, UserPlansModule, SubmissionModule, QueueModule],
        controllers: [CustomerAccountController],
        providers: [AccountService, AccountOverviewService],
    })
], AccountModule);
export { AccountModule };
//# sourceMappingURL=account.module.js.map