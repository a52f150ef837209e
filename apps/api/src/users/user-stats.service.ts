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

    const [domains, smtpCount, agents, totalSent, last30dSent] = await Promise.all([
      collection('domains').find({ user_id: ownerId }, { projection: { domain: 1, status: 1 } }).sort({ domain: 1 }).toArray(),
      collection('smtp_accounts').countDocuments({ user_id: ownerId }),
      collection('agents').find({ owner_user_id: ownerId }, { projection: { _id: 1 } }).toArray(),
      collection('delivery_logs').countDocuments({ user_id: ownerId }),
      collection('delivery_logs').countDocuments({ user_id: ownerId, created_at: { $gte: new Date(Date.now() - THIRTY_DAYS_MS) } }),
    ]);
    const ipCount = agents.length
      ? await collection('agent_ips').countDocuments({ agent: { $in: agents.map((agent) => agent._id) } })
      : 0;

    return {
      domain_count: domains.length,
      smtp_count: smtpCount,
      total_sent: totalSent,
      agent_count: agents.length,
      ip_count: ipCount,
      last_30d_sent: last30dSent,
      domains: domains.map(
        (domain): UserDomainSummary => ({ _id: domain._id.toString(), domain: domain.domain, status: domain.status }),
      ),
    };
  }
}
