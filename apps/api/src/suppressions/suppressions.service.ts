import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { ListResponse, Suppression } from '@platform/contracts';
import { literalSearchPattern, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { UserRecord } from '../users/user.schema.js';
import type { SuppressionListQueryDto } from './dto/suppression-list-query.dto.js';
import { SuppressionRecord } from './suppression.schema.js';

@Injectable()
export class SuppressionsService {
  constructor(
    @InjectModel(SuppressionRecord.name) private readonly suppressions: Model<SuppressionRecord>,
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
  ) {}

  /** Records permanent bounces; an address already suppressed stays as it was. */
  async suppress(userId: Types.ObjectId, addresses: string[], reason: string): Promise<void> {
    for (const address of addresses) {
      await this.suppressions.updateOne(
        { user_id: userId, address: address.toLowerCase() },
        { $setOnInsert: { reason, created_at: new Date() } },
        { upsert: true },
      );
    }
  }

  /** Which of these addresses the user may not send to. */
  async suppressedAmong(userId: Types.ObjectId, addresses: string[]): Promise<string[]> {
    if (addresses.length === 0) return [];
    const found = await this.suppressions
      .find({ user_id: userId, address: { $in: addresses.map((address) => address.toLowerCase()) } }, { address: 1 })
      .lean()
      .exec();
    return found.map((entry) => entry.address);
  }

  async list(query: SuppressionListQueryDto): Promise<ListResponse<Suppression>> {
    const filter: Record<string, unknown> = {};
    if (query.user_id) filter.user_id = new Types.ObjectId(query.user_id);
    if (query.search?.trim()) filter.address = literalSearchPattern(query.search.trim());
    const window = toPageWindow(query);
    const [entries, total] = await Promise.all([
      this.suppressions.find(filter).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).lean().exec(),
      this.suppressions.countDocuments(filter).exec(),
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
      created_at: entry.created_at.toISOString(),
    }));
    return toListResponse(items, total, window);
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.suppressions.findByIdAndDelete(id).exec();
    if (!deleted) throw new NotFoundException(`Suppression ${id} not found`);
  }
}
