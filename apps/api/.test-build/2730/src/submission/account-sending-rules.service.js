var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { CUSTOMER_MESSAGES } from '@platform/contracts';
import { AccountHolds } from '../queue/account-holds.service.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { AccountPlanService } from '../user-plans/account-plan.service.js';
import { isEmailConfirmed } from '../users/user.schema.js';
import { WarmupQuotasService } from '../warmup/warmup-quotas.service.js';
import { ProductionAccessRules } from './production-access-rules.service.js';
import { SubmissionRefused } from './submission-refused.js';
/**
 * What the customer side adds to the sender check, for HTTP and SMTP alike: a self-signed-up
 * account sends only once its e-mail address is confirmed and (when the sign-up setting asked
 * for it) an admin approved it; the account's plan caps what it sends per UTC day, a warmed-up
 * account's warm-up quotas (WarmupQuotasService) what it sends per hour and per day, and an
 * account without production access has the sandbox's smaller limits (ProductionAccessRules). (A key
 * limited to one domain comes as Sender.restrictedToDomain, which the sender check holds it to.)
 */
let AccountSendingRules = class AccountSendingRules {
    accountPlans;
    counters;
    holds;
    warmup;
    productionAccess;
    constructor(accountPlans, counters, holds, warmup, productionAccess) {
        this.accountPlans = accountPlans;
        this.counters = counters;
        this.holds = holds;
        this.warmup = warmup;
        this.productionAccess = productionAccess;
    }
    async check(sender) {
        if (!isEmailConfirmed(sender.user))
            throw SubmissionRefused.forbidden(CUSTOMER_MESSAGES.emailUnconfirmed);
        if (sender.user.approval === 'pending')
            throw SubmissionRefused.forbidden(CUSTOMER_MESSAGES.approvalPending);
        const paused = this.holds.reasonOf(sender.user._id);
        if (paused)
            throw SubmissionRefused.forbidden(paused);
        await this.productionAccess.checkLimits(sender.user);
        const dailyLimit = await this.accountPlans.dailyLimitOf(sender.user._id);
        if (dailyLimit > 0 && (await this.counters.acceptedTodayByUser(sender.user._id)) >= dailyLimit) {
            throw SubmissionRefused.quotaExceeded(`Daily limit of ${dailyLimit} messages reached for your account`);
        }
        await this.warmup.check(sender.user);
    }
};
AccountSendingRules = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AccountPlanService,
        DailyCountersService,
        AccountHolds,
        WarmupQuotasService,
        ProductionAccessRules])
], AccountSendingRules);
export { AccountSendingRules };
//# sourceMappingURL=account-sending-rules.service.js.map