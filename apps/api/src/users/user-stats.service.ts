import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import type { UserDomainSummary, UserStats } from '@platform/contracts';
import { AgentsService } from '../agents/agents.service.js';
import { TtlCache } from '../common/ttl-cache.js';
import { DOMAIN_OWNERS_BACKFILL } from '../domains/domain-owners.js';
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
 * How long the registry's fill marker, once read, stays in this process. Once written it stays,
 * but a restore can bring back a database from before the registry: read again every second.
 */
const FILL_MARKER_CACHE_MS = 1_000;

/**
 * Figures shown in a user's detail panel: what was sent from the account's rollups, the agents
 * from the agents list as AgentsService keeps it (a second at most), the rest counted from the
 * collections the other modules own, read by collection name so the users module does not depend
 * on every other module.
 */
@Injectable()
export class UserStatsService {
  private readonly registryFilled = new TtlCache<string, boolean>({ ttlMs: FILL_MARKER_CACHE_MS, maxEntries: 1 });

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly rollups: RollupsService,
    private readonly agents: AgentsService,
  ) {}

  async statsFor(userId: string): Promise<UserStats> {
    const ownerId = new Types.ObjectId(userId);
    const collection = (name: string) => this.connection.collection(name);

    const [domains, smtpCount, agents, sent] = await Promise.all([
      this.domainsOf(ownerId),
      collection('smtp_accounts').countDocuments({ user_id: ownerId }),
      this.agents.idsOwnedBy(ownerId),
      this.countSent(ownerId, new Date()),
    ]);
    const ipCount = agents.length
      ? await collection('agent_ips').countDocuments({ agent: { $in: agents } })
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
   * The user's domains by name. Read by _id: the user's registry (DomainOwners), then each domain
   * it names that is still theirs; until the registry's one-time fill is done, by owner, which the
   * embedded database answers by reading the whole collection.
   */
  private async domainsOf(ownerId: Types.ObjectId): Promise<StoredDomain[]> {
    const domains = this.connection.collection<StoredDomain>('domains');
    const filled = await this.registryFilled.getOrLoad(DOMAIN_OWNERS_BACKFILL, async () =>
      Boolean(await this.connection.collection<{ _id: string }>('backfills').findOne({ _id: DOMAIN_OWNERS_BACKFILL })),
    );
    if (!filled) return domains.find({ user_id: ownerId }, { projection: DOMAIN_FIELDS }).sort({ domain: 1 }).toArray();
    const registry = await this.connection.collection<{ _id: string; domain_ids: Types.ObjectId[] }>('domain_owners').findOne({ _id: ownerId.toHexString() });
    const named = await Promise.all((registry?.domain_ids ?? []).map((_id) => domains.findOne({ _id }, { projection: DOMAIN_FIELDS })));
    return named
      .filter((domain): domain is StoredDomain => domain !== null && domain.user_id.equals(ownerId))
      .sort((a, b) => (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0));
  }

  /** Messages the account had accepted: ever (its lifetime counts), and today with the 29 days before (as the customer overview counts them). */
  private async countSent(ownerId: Types.ObjectId, now: Date): Promise<{ total: number; recent: number }> {
    const days = Array.from({ length: RECENT_DAYS }, (_, index) => new Date(now.getTime() - index * DAY_MS).toISOString().slice(0, 10));
    const scope = userScope(ownerId);
    const [lifetime, recent] = await Promise.all([this.rollups.lifetimeCounts(scope), this.rollups.dayCounts(scope, days)]);
    return { total: lifetime.accepted, recent: recent.reduce((sum, day) => sum + day.accepted, 0) };
  }

}
