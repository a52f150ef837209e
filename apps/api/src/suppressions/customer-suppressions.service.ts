import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter } from 'mongoose';
import type { CustomerSuppression, ListResponse } from '@platform/contracts';
import { countMatching } from '../common/collection-count.js';
import { literalSearchPattern, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { notFound, ownedBy, type CustomerScope } from '../customer-access/customer-scope.js';
import { findOwned } from '../customer-access/owned-record.js';
import type { CreateSuppressionDto, CustomerSuppressionListQueryDto } from './dto/customer-suppression.dto.js';
import { SuppressionRecord } from './suppression.schema.js';
import { SuppressionsService, suppressionReasonFields } from './suppressions.service.js';

export const ADDED_BY_ACCOUNT_REASON = 'Added by the account';

/** The account's own suppression list; changes go through SuppressionsService, which keeps the sending check's cache right. */
@Injectable()
export class CustomerSuppressionsService {
  constructor(
    @InjectModel(SuppressionRecord.name) private readonly suppressions: Model<SuppressionRecord>,
    private readonly suppressionsService: SuppressionsService,
  ) {}

  async list(scope: CustomerScope, query: CustomerSuppressionListQueryDto): Promise<ListResponse<CustomerSuppression>> {
    const filter: QueryFilter<SuppressionRecord> = { ...ownedBy(scope) };
    if (query.search?.trim()) filter.address = literalSearchPattern(query.search.trim());
    const window = toPageWindow(query);
    const [entries, total] = await Promise.all([
      this.suppressions.find(filter).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).lean().exec(),
      countMatching(this.suppressions, filter),
    ]);
    return toListResponse(entries.map(toCustomerSuppression), total, window);
  }

  /** An address already on the list stays as it was (its first reason and date). */
  async add(scope: CustomerScope, input: CreateSuppressionDto): Promise<CustomerSuppression> {
    await this.suppressionsService.suppress(scope.userId, [input.address], input.reason?.trim() || ADDED_BY_ACCOUNT_REASON, 'manual');
    const stored = await this.suppressions.findOne({ user_id: scope.userId, address: input.address }).lean().exec();
    return toCustomerSuppression(stored!);
  }

  async remove(scope: CustomerScope, id: string): Promise<void> {
    const entry = await findOwned(this.suppressions, scope, id);
    if (!entry) throw notFound('Suppression', id);
    await this.suppressionsService.remove(entry._id.toString());
  }
}

function toCustomerSuppression(entry: SuppressionRecord & { _id: { toString(): string } }): CustomerSuppression {
  return { _id: entry._id.toString(), address: entry.address, reason: entry.reason, cause: entry.cause ?? 'bounce', ...suppressionReasonFields(entry), created_at: entry.created_at.toISOString() };
}
