import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { isAddressLevelBounceReason, type BounceReason, type ListResponse, type Suppression, type SuppressionCause } from '@platform/contracts';
import { countMatching } from '../common/collection-count.js';
import { literalSearchPattern, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { UserRecord } from '../users/user.schema.js';
import type { SuppressionListQueryDto } from './dto/suppression-list-query.dto.js';
import { SuppressionRecord } from './suppression.schema.js';

/** Senders active at the same moment whose lists are kept; a list is a few bytes per address. */
const SUPPRESSION_LISTS_CACHED_MAX = 1_000;

@Injectable()
export class SuppressionsService {
  /**
   * Each user's suppressed addresses, by user id. Acceptance asks at every RCPT TO and again for
   * the whole message, and the database can answer "which of these" only by scanning every
   * suppression, so one scan serves a sender for a few seconds. Changes below drop the user's list.
   */
  private readonly suppressedByUser = new TtlCache<string, Map<string, SuppressionCause>>({
    ttlMs: SHARED_RECORD_TTL_MS,
    maxEntries: SUPPRESSION_LISTS_CACHED_MAX,
  });

  constructor(
    @InjectModel(SuppressionRecord.name) private readonly suppressions: Model<SuppressionRecord>,
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
  ) {}

  /**
   * Adds addresses to the user's list; an address already suppressed stays as it was (its first
   * cause and reason). A bounce names its classified reason (see BounceSuppressions).
   */
  async suppress(
    userId: Types.ObjectId,
    addresses: string[],
    reason: string,
    cause: SuppressionCause = 'bounce',
    bounce: { reason: BounceReason; repeated: boolean } | null = null,
  ): Promise<void> {
    try {
      for (const address of addresses) {
        await this.suppressions.updateOne(
          { user_id: userId, address: address.toLowerCase() },
          { $setOnInsert: { reason, cause, bounce_reason: bounce?.reason ?? null, repeated: bounce?.repeated ?? false, created_at: new Date() } },
          { upsert: true },
        );
      }
    } finally {
      // Also after a failure half-way: the addresses stored before it count at once.
      this.suppressedByUser.invalidate(userId.toString());
    }
  }

  /** Which of these addresses the user may not send to. */
  async suppressedAmong(userId: Types.ObjectId, addresses: string[]): Promise<string[]> {
    return (await this.suppressionsAmong(userId, addresses)).map((entry) => entry.address);
  }

  /** Which of these addresses the user may not send to, and why. */
  async suppressionsAmong(userId: Types.ObjectId, addresses: string[]): Promise<Array<{ address: string; cause: SuppressionCause }>> {
    if (addresses.length === 0) return [];
    const suppressed = await this.suppressedByUser.getOrLoad(userId.toString(), async () => {
      const entries = await this.suppressions.find({ user_id: userId }, { address: 1, cause: 1, _id: 0 }).lean().exec();
      return new Map(entries.map((entry) => [entry.address, entry.cause ?? 'bounce']));
    });
    return [...new Set(addresses.map((address) => address.toLowerCase()))].flatMap((address) => {
      const cause = suppressed.get(address);
      return cause ? [{ address, cause }] : [];
    });
  }

  async list(query: SuppressionListQueryDto): Promise<ListResponse<Suppression>> {
    const filter: Record<string, unknown> = {};
    if (query.user_id) filter.user_id = new Types.ObjectId(query.user_id);
    if (query.search?.trim()) filter.address = literalSearchPattern(query.search.trim());
    const window = toPageWindow(query);
    const [entries, total] = await Promise.all([
      this.suppressions.find(filter).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).lean().exec(),
      countMatching(this.suppressions, filter),
    ]);
    const owners = await this.users
      .find({ _id: { $in: [...new Set(entries.map((entry) => entry.user_id.toString()))] } }, { email: 1 })
      .lean()
      .exec();
    const emailOf = new Map(owners.map((owner) => [owner._id.toString(), owner.email]));
    const items = entries.map((entry) => ({
      _id: entry._id.toString(),
      user_id: entry.user_id.toString(),
      user_email: emailOf.get(entry.user_id.toString()) ?? null,
      address: entry.address,
      reason: entry.reason,
      cause: entry.cause ?? 'bounce',
      ...suppressionReasonFields(entry),
      created_at: entry.created_at.toISOString(),
    }));
    return toListResponse(items, total, window);
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.suppressions.findByIdAndDelete(id).exec();
    if (!deleted) throw new NotFoundException(`Suppression ${id} not found`);
    this.suppressedByUser.invalidate(deleted.user_id.toString());
  }

  /** Deletes the suppression list of a user whose account is being deleted; answers how many entries. */
  async removeAllOf(userId: Types.ObjectId): Promise<number> {
    const { deletedCount } = await this.suppressions.deleteMany({ user_id: userId }).exec();
    this.suppressedByUser.invalidate(userId.toString());
    return deletedCount;
  }
}

/** Why a suppression is there, as screens show it: the bounce's reason, and whether the address itself is gone. */
export function suppressionReasonFields(entry: Pick<SuppressionRecord, 'cause' | 'bounce_reason' | 'repeated'>): Pick<Suppression, 'bounce_reason' | 'address_level'> {
  const bounceReason = entry.bounce_reason ?? null;
  return { bounce_reason: bounceReason, address_level: (entry.cause ?? 'bounce') === 'bounce' && !entry.repeated && isAddressLevelBounceReason(bounceReason) };
}
