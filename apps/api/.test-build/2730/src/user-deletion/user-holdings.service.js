var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { USER_HOLDING_NAMES_LISTED } from '@platform/contracts';
import { countMatching } from '../common/collection-count.js';
import { AgentRecord } from '../agents/agent.schema.js';
import { DomainRecord } from '../domains/domain.schema.js';
import { SmtpAccountRecord } from '../smtp-accounts/smtp-account.schema.js';
import { UserPlanRecord } from '../user-plans/user-plan.schema.js';
/**
 * What a user owns that stops their plain deletion: domains, SMTP accounts, plans and agents,
 * counted and named (the first few). Each query is served by the owner index of its collection
 * (user_id, or owner_user_id for agents).
 */
let UserHoldingsService = class UserHoldingsService {
    domains;
    smtpAccounts;
    userPlans;
    agents;
    constructor(domains, smtpAccounts, userPlans, agents) {
        this.domains = domains;
        this.smtpAccounts = smtpAccounts;
        this.userPlans = userPlans;
        this.agents = agents;
    }
    async holdingsOf(userId) {
        const [domains, smtpAccounts, plans, agents] = await Promise.all([
            ownedRecords(this.domains, { user_id: userId }, 'domain'),
            ownedRecords(this.smtpAccounts, { user_id: userId }, 'email'),
            ownedRecords(this.userPlans, { user_id: userId }, 'plan_code'),
            ownedRecords(this.agents, { owner_user_id: userId }, 'agent_id'),
        ]);
        return { domains, smtp_accounts: smtpAccounts, plans, agents };
    }
};
UserHoldingsService = __decorate([
    Injectable(),
    __param(0, InjectModel(DomainRecord.name)),
    __param(1, InjectModel(SmtpAccountRecord.name)),
    __param(2, InjectModel(UserPlanRecord.name)),
    __param(3, InjectModel(AgentRecord.name)),
    __metadata("design:paramtypes", [Function, Function, Function, Function])
], UserHoldingsService);
export { UserHoldingsService };
export function holdsAnything(holdings) {
    return Object.values(holdings).some((records) => records.count > 0);
}
/** "2 domains (a.example, b.example), 1 SMTP account (…)": what a conflict message lists. */
export function describeHoldings(holdings) {
    const kinds = [
        [holdings.domains, 'domain', 'domains'],
        [holdings.smtp_accounts, 'SMTP account', 'SMTP accounts'],
        [holdings.plans, 'plan', 'plans'],
        [holdings.agents, 'agent', 'agents'],
    ];
    return kinds
        .filter(([records]) => records.count > 0)
        .map(([records, one, many]) => {
        const more = records.count > records.names.length ? ', …' : '';
        return `${records.count} ${records.count === 1 ? one : many} (${records.names.join(', ')}${more})`;
    })
        .join(', ');
}
async function ownedRecords(model, filter, nameField) {
    const [named, count] = await Promise.all([
        model
            .find(filter, { [nameField]: 1 })
            .limit(USER_HOLDING_NAMES_LISTED)
            .lean()
            .exec(),
        countMatching(model, filter),
    ]);
    return { count, names: named.map((record) => String(record[nameField])) };
}
//# sourceMappingURL=user-holdings.service.js.map