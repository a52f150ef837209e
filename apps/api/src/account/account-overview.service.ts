import { Inject, Injectable } from '@nestjs/common';
import type { AccountDay, AccountOverview, DnsRecordStatus, FirstRunChecklist } from '@platform/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { SandboxRules } from '../submission/sandbox-rules.service.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { MessageLogService } from '../message-log/message-log.service.js';
import { OwnerRegistry } from '../owner-registry/owner-registry.js';
import { utcDay } from '../queue/daily-counter.schema.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { userScope } from '../rollups/rollup-keys.js';
import { RollupsService } from '../rollups/rollups.service.js';
import { AccountPlanService } from '../user-plans/account-plan.service.js';

const OVERVIEW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const DOMAIN_CHECK_FIELDS = { spf_verified: 1, dkim_verified: 1, dmarc_verified: 1, dns_record_status: 1 } as const;

interface DomainChecks {
  spf_verified?: boolean;
  dkim_verified?: boolean;
  dmarc_verified?: boolean;
  dns_record_status?: Record<string, DnsRecordStatus> | null;
}

/**
 * The account's overview: figures from the account's day rollups (read by _id, never by
 * counting messages), the plan's cap, and the first-run checklist.
 */
@Injectable()
export class AccountOverviewService {
  constructor(
    private readonly rollups: RollupsService,
    private readonly accountPlans: AccountPlanService,
    private readonly messageLog: MessageLogService,
    private readonly apiKeys: ApiKeysService,
    private readonly owners: OwnerRegistry,
    private readonly sandbox: SandboxRules,
    private readonly counters: DailyCountersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(scope: CustomerScope, now = new Date()): Promise<AccountOverview> {
    const dates = Array.from({ length: OVERVIEW_DAYS }, (_, index) => utcDay(new Date(now.getTime() - (OVERVIEW_DAYS - 1 - index) * DAY_MS)));
    const [rows, dailyLimit, checklist, countedToday] = await Promise.all([
      this.rollups.dayCounts(userScope(scope.userId), dates),
      this.accountPlans.dailyLimitOf(scope.userId),
      this.checklist(scope),
      // What the plan's cap counts (mail to the mailbox simulator is not), so the quota shows what the refusal will.
      this.counters.acceptedTodayByUser(scope.userId, now),
    ]);
    const days = dates.map((date, index): AccountDay => {
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
    const total = (field: keyof Omit<AccountDay, 'date'>) => days.reduce((sum, day) => sum + day[field], 0);
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

  private async checklist(scope: CustomerScope): Promise<FirstRunChecklist> {
    const [holdings, namedKeys, milestones] = await Promise.all([
      this.owners.holdingsOf<DomainChecks>(scope.userId, { domains: DOMAIN_CHECK_FIELDS, smtpAccounts: {} }),
      this.apiKeys.hasAny(scope.userId),
      this.messageLog.milestonesOf(scope.userId),
    ]);
    const { domains } = holdings;
    return {
      domain_added: domains.length > 0,
      records_published: domains.some(
        (domain) => domain.dns_record_status && Object.values(domain.dns_record_status).every((status) => status !== 'not_found'),
      ),
      domain_verified: domains.some((domain) => domain.spf_verified && domain.dkim_verified && domain.dmarc_verified),
      credential_created: holdings.smtpAccounts.length > 0 || namedKeys,
      test_message_sent: Boolean(milestones.first_test_message_at ?? milestones.first_accepted_at),
      first_delivered: Boolean(milestones.first_delivered_at),
      // Mail already delivered from a domain of its own makes the sandbox a step the account no longer needs.
      sandbox_message_sent: Boolean(milestones.first_sandbox_message_at ?? milestones.first_delivered_at),
    };
  }
}

/** Two decimals, 0 when nothing was sent. */
function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}
