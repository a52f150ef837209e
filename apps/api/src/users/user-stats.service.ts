import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import type { UserDomainSummary, UserStats } from '@platform/contracts';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Figures shown in a user's detail panel, counted from the collections the other modules own.
 * It reads them by collection name so the users module does not depend on every other module.
 */
@Injectable()
export class UserStatsService {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async statsFor(userId: string): Promise<UserStats> {
    const ownerId = new Types.ObjectId(userId);
    const collection = (name: string) => this.connection.collection(name);

    const [domains, smtpCount, agents, sent] = await Promise.all([
      collection('domains').find({ user_id: ownerId }, { projection: { domain: 1, status: 1 } }).sort({ domain: 1 }).toArray(),
      collection('smtp_accounts').countDocuments({ user_id: ownerId }),
      collection('agents').find({ owner_user_id: ownerId }, { projection: { _id: 1 } }).toArray(),
      this.countSent(ownerId, new Date(Date.now() - THIRTY_DAYS_MS)),
    ]);
    const ipCount = agents.length
      ? await collection('agent_ips').countDocuments({ agent: { $in: agents.map((agent) => agent._id) } })
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
   * The user's delivery log entries, all of them and those from `recentFrom` on, counted here in one
   * pass: FerretDB cannot use the (user_id, created_at) index, so two counts would read the whole
   * collection, which holds up to millions of entries, twice.
   */
  private async countSent(ownerId: Types.ObjectId, recentFrom: Date): Promise<{ total: number; recent: number }> {
    const counts = { total: 0, recent: 0 };
    const entries = this.connection
      .collection('delivery_logs')
      .find({ user_id: ownerId }, { projection: { created_at: 1, _id: 0 }, batchSize: 5_000 });
    for await (const entry of entries) {
      counts.total += 1;
      // As { created_at: { $gte: recentFrom } } matched: only a date compares with a date.
      if (entry.created_at instanceof Date && entry.created_at >= recentFrom) counts.recent += 1;
    }
    return counts;
  }
}
