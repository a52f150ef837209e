import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { USER_HOLDING_NAMES_LISTED, type OwnedRecords, type UserHoldings } from '@platform/contracts';
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
@Injectable()
export class UserHoldingsService {
  constructor(
    @InjectModel(DomainRecord.name) private readonly domains: Model<DomainRecord>,
    @InjectModel(SmtpAccountRecord.name) private readonly smtpAccounts: Model<SmtpAccountRecord>,
    @InjectModel(UserPlanRecord.name) private readonly userPlans: Model<UserPlanRecord>,
    @InjectModel(AgentRecord.name) private readonly agents: Model<AgentRecord>,
  ) {}

  async holdingsOf(userId: Types.ObjectId): Promise<UserHoldings> {
    const [domains, smtpAccounts, plans, agents] = await Promise.all([
      ownedRecords(this.domains, { user_id: userId }, 'domain'),
      ownedRecords(this.smtpAccounts, { user_id: userId }, 'email'),
      ownedRecords(this.userPlans, { user_id: userId }, 'plan_code'),
      ownedRecords(this.agents, { owner_user_id: userId }, 'agent_id'),
    ]);
    return { domains, smtp_accounts: smtpAccounts, plans, agents };
  }
}

export function holdsAnything(holdings: UserHoldings): boolean {
  return Object.values(holdings).some((records: OwnedRecords) => records.count > 0);
}

/** "2 domains (a.example, b.example), 1 SMTP account (…)": what a conflict message lists. */
export function describeHoldings(holdings: UserHoldings): string {
  const kinds: Array<[OwnedRecords, string, string]> = [
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

async function ownedRecords<Record>(model: Model<Record>, filter: object, nameField: keyof Record & string): Promise<OwnedRecords> {
  const [named, count] = await Promise.all([
    model
      .find(filter, { [nameField]: 1 })
      .limit(USER_HOLDING_NAMES_LISTED)
      .lean<Array<Partial<Record>>>()
      .exec(),
    countMatching(model, filter),
  ]);
  return { count, names: named.map((record) => String(record[nameField])) };
}
