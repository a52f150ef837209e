import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import type { UserDomainSummary, UserStats } from '@platform/contracts';
import { AgentsService } from '../agents/agents.service.js';
import { OwnerRegistry, type Owned } from '../owner-registry/owner-registry.js';
import { userScope } from '../rollups/rollup-keys.js';
import { RollupsService } from '../rollups/rollups.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DOMAIN_FIELDS = { domain: 1, status: 1 } as const;

/** The fields read of each of the user's domains (their _id and owner come with every holding). */
interface StoredDomain {
  domain: string;
  status: UserDomainSummary['status'];
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

  /** The user's domains by name and how many SMTP accounts they have, through their registry. */
  private async holdingsOf(ownerId: Types.ObjectId): Promise<{ domains: Array<Owned<StoredDomain>>; smtpCount: number }> {
    const holdings = await this.owners.holdingsOf<StoredDomain>(ownerId, { domains: DOMAIN_FIELDS, smtpAccounts: {} });
    return {
      domains: holdings.domains.sort((a, b) => (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0)),
      smtpCount: holdings.smtpAccounts.length,
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
