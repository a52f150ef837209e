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
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { PlanDefinitionsService } from '../plans/plan-definitions.service.js';
import { UserPlansService } from './user-plans.service.js';
const CAPS_CACHED_MAX = 10_000;
/**
 * The plan that sets an account's daily sending cap: of its active plans the most generous, a
 * plan without a cap (daily_limit 0, or stored before caps existed) counting as unlimited. An
 * account with no active plan has no cap here (it has nothing to send on anyway).
 */
let AccountPlanService = class AccountPlanService {
    userPlans;
    definitions;
    /** Every message checks its account's cap: a sender's messages share one read every few seconds. */
    caps = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: CAPS_CACHED_MAX });
    constructor(userPlans, definitions) {
        this.userPlans = userPlans;
        this.definitions = definitions;
    }
    /** Messages per day the account may send in all; 0 means no cap. */
    dailyLimitOf(userId) {
        return this.caps.getOrLoad(userId.toString(), async () => capOf(await this.userPlans.activePlansOf(userId))?.daily_limit ?? 0);
    }
    async planOf(userId) {
        const plan = capOf(await this.userPlans.activePlansOf(userId));
        if (!plan)
            return null;
        const definition = await this.definitions.findActiveByCode(plan.plan_code);
        return { plan_code: plan.plan_code, name: definition?.name ?? plan.plan_code, daily_limit: plan.daily_limit ?? 0 };
    }
};
AccountPlanService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [UserPlansService,
        PlanDefinitionsService])
], AccountPlanService);
export { AccountPlanService };
function capOf(plans) {
    if (plans.length === 0)
        return null;
    const unlimited = plans.find((plan) => !plan.daily_limit);
    return unlimited ?? plans.reduce((most, plan) => (plan.daily_limit > most.daily_limit ? plan : most));
}
//# sourceMappingURL=account-plan.service.js.map