import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import type { UserDomainSummary, UserStats } from '@platform/contracts';
import { AgentsService } from '../agents/agents.service.js';
import { OwnerRegistry } from '../owner-registry/owner-registry.js';
import { userScope } from '../rollups/rollup-keys.js';
import { RollupsService } from '../rollups/rollups.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DOMAIN_FIELDS = { domain: 1, status: 1, user_id: 1 } as const;

interface StoredDomain {
  _id: Types.ObjectId;
  domain: string;
  status: UserDomainSummary['status'];
  user_id: Types.ObjectId;
}
const RECENT_DAYS = 30;

/**
 * Figures shown in a user's detail panel: what was sent from the account's rollups, the agents
 * from the agents list as AgentsService keeps it (a second at most), the domains and SMTP accounts
 * through the owner's registry (OwnerRegistry), the rest counted from the collections the other
 * modules own, read by collection name so the users module does not depend on every other module.
 */
@Injectable()
export class UserStatsService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly rollups: RollupsService,
    private readonly agents: AgentsService,
    private readonly owners: OwnerRegistry,
  ) {}

  async statsFor(userId: string): Promise<UserStats> {
    const ownerId = new Types.ObjectId(userId);
    const [{ domains, smtpCount }, agents, sent] = await Promise.all([
      this.holdingsOf(ownerId),
      this.agents.idsOwnedBy(ownerId),
      this.countSent(ownerId, new Date()),
    ]);
    const ipCount = agents.length
      ? await this.connection.collection('agent_ips').countDocuments({ agent: { $in: agents } })
      : 0;

    return {
      domain_count: domains.length,
      smtp_count: smtpCount,
      total_sent: sent.total,
      agent_count: agents.length,
      ip_count: ipCount,
      last_30d_sent: sent.recent,
      domains: domains.map(
        (domain): UserDomainSummary => ({ _id: domain._id.toString(), domain: domain.domain, status: domain.status }),
      ),
    };
  }

  /**
   * The user's domains by name and how many SMTP accounts they have. Read by _id: the user's
   * registry, then each domain and account it names that is still theirs; until the registry's
   * one-time fill is done, by owner, which the embedded database answers by reading each whole
   * collection.
   */
  private async holdingsOf(ownerId: Types.ObjectId): Promise<{ domains: StoredDomain[]; smtpCount: number }> {
    const domains = this.connection.collection<StoredDomain>('domains');
    const accounts = this.connection.collection<{ _id: Types.ObjectId; user_id: Types.ObjectId }>('smtp_accounts');
    const entry = await this.owners.entryOf(ownerId);
    if (!entry) {
      const [owned, smtpCount] = await Promise.all([
        domains.find({ user_id: ownerId }, { projection: DOMAIN_FIELDS }).sort({ domain: 1 }).toArray(),
        accounts.countDocuments({ user_id: ownerId }),
      ]);
      return { domains: owned, smtpCount };
    }
    const stillOwned = <T extends { user_id: Types.ObjectId }>(found: Array<T | null>): T[] =>
      found.filter((document): document is T => document !== null && document.user_id.equals(ownerId));
    const [named, namedAccounts] = await Promise.all([
      Promise.all(entry.domain_ids.map((_id) => domains.findOne({ _id }, { projection: DOMAIN_FIELDS }))),
      Promise.all(entry.smtp_account_ids.map((_id) => accounts.findOne({ _id }, { projection: { user_id: 1 } }))),
    ]);
    return {
      domains: stillOwned(named).sort((a, b) => (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0)),
      smtpCount: stillOwned(namedAccounts).length,
    };
  }

  /** Messages the account had accepted: ever (its lifetime counts), and today with the 29 days before (as the customer overview counts them). */
  private async countSent(ownerId: Types.ObjectId, now: Date): Promise<{ total: number; recent: number }> {
    const days = Array.from({ length: RECENT_DAYS }, (_, index) => new Date(now.getTime() - index * DAY_MS).toISOString().slice(0, 10));
    const scope = userScope(ownerId);
    const [lifetime, recent] = await Promise.all([this.rollups.lifetimeCounts(scope), this.rollups.dayCounts(scope, days)]);
    return { total: lifetime.accepted, recent: recent.reduce((sum, day) => sum + day.accepted, 0) };
  }
}
