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
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.token.js';
import { SandboxRules } from '../submission/sandbox-rules.service.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { MessageLogService } from '../message-log/message-log.service.js';
import { OwnerRegistry } from '../owner-registry/owner-registry.js';
import { utcDay } from '../queue/daily-counter.schema.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { userScope } from '../rollups/rollup-keys.js';
import { RollupsService } from '../rollups/rollups.service.js';
import { AccountPlanService } from '../user-plans/account-plan.service.js';
const OVERVIEW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const DOMAIN_CHECK_FIELDS = { spf_verified: 1, dkim_verified: 1, dmarc_verified: 1, dns_record_status: 1 };
/**
 * The account's overview: figures from the account's day rollups (read by _id, never by
 * counting messages), the plan's cap, and the first-run checklist.
 */
let AccountOverviewService = class AccountOverviewService {
    rollups;
    accountPlans;
    messageLog;
    apiKeys;
    owners;
    sandbox;
    counters;
    config;
    constructor(rollups, accountPlans, messageLog, apiKeys, owners, sandbox, counters, config) {
        this.rollups = rollups;
        this.accountPlans = accountPlans;
        this.messageLog = messageLog;
        this.apiKeys = apiKeys;
        this.owners = owners;
        this.sandbox = sandbox;
        this.counters = counters;
        this.config = config;
    }
    async overview(scope, now = new Date()) {
        const dates = Array.from({ length: OVERVIEW_DAYS }, (_, index) => utcDay(new Date(now.getTime() - (OVERVIEW_DAYS - 1 - index) * DAY_MS)));
        const [rows, dailyLimit, checklist, countedToday] = await Promise.all([
            this.rollups.dayCounts(userScope(scope.userId), dates),
            this.accountPlans.dailyLimitOf(scope.userId),
            this.checklist(scope),
            // What the plan's cap counts (mail to the mailbox simulator is not), so the quota shows what the refusal will.
            this.counters.acceptedTodayByUser(scope.userId, now),
        ]);
        const days = dates.map((date, index) => {
            const row = rows[index];
            return {
                date,
                sent: row.accepted,
                delivered: row.delivered,
                bounced: row.bounced,
                deferred: row.deferred,
                failed: row.failed,
                complained: row.complained,
            };
        });
        const total = (field) => days.reduce((sum, day) => sum + day[field], 0);
        const sent = total('sent');
        const sentToday = days[days.length - 1].sent;
        return {
            sent_today: sentToday,
            sent_30d: sent,
            delivered_30d: total('delivered'),
            bounced_30d: total('bounced'),
            complained_30d: total('complained'),
            delivery_rate: percentage(total('delivered'), sent),
            bounce_rate: percentage(total('bounced'), sent),
            complaint_rate: percentage(total('complained'), sent),
            days,
            quota: { daily_limit: dailyLimit, used_today: countedToday, remaining_today: dailyLimit > 0 ? Math.max(0, dailyLimit - countedToday) : null },
            checklist: checklist,
            sandbox: {
                from_address: this.sandbox.addressOf(scope.user),
                allowed_recipients: [scope.user.email],
                simulator_domain: this.config.platformMail.simulatorDomain,
                daily_limit: this.config.platformMail.sandboxDailyLimit,
            },
        };
    }
    async checklist(scope) {
        const [holdings, namedKeys, milestones] = await Promise.all([
            this.owners.holdingsOf(scope.userId, { domains: DOMAIN_CHECK_FIELDS, smtpAccounts: {} }),
            this.apiKeys.hasAny(scope.userId),
            this.messageLog.milestonesOf(scope.userId),
        ]);
        const { domains } = holdings;
        return {
            domain_added: domains.length > 0,
            records_published: domains.some((domain) => domain.dns_record_status && Object.values(domain.dns_record_status).every((status) => status !== 'not_found')),
            domain_verified: domains.some((domain) => domain.spf_verified && domain.dkim_verified && domain.dmarc_verified),
            credential_created: holdings.smtpAccounts.length > 0 || namedKeys,
            test_message_sent: Boolean(milestones.first_test_message_at ?? milestones.first_accepted_at),
            first_delivered: Boolean(milestones.first_delivered_at),
            // Mail already delivered from a domain of its own makes the sandbox a step the account no longer needs.
            sandbox_message_sent: Boolean(milestones.first_sandbox_message_at ?? milestones.first_delivered_at),
        };
    }
};
AccountOverviewService = __decorate([
    Injectable(),
    __param(7, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [RollupsService,
        AccountPlanService,
        MessageLogService,
        ApiKeysService,
        OwnerRegistry,
        SandboxRules,
        DailyCountersService, Object])
], AccountOverviewService);
export { AccountOverviewService };
/** Two decimals, 0 when nothing was sent. */
function percentage(part, whole) {
    return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}
//# sourceMappingURL=account-overview.service.js.map