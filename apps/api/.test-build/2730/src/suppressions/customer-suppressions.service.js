var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { countMatching } from '../common/collection-count.js';
import { literalSearchPattern, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { notFound, ownedBy } from '../customer-access/customer-scope.js';
import { findOwned } from '../customer-access/owned-record.js';
import { SuppressionRecord } from './suppression.schema.js';
import { SuppressionsService, suppressionReasonFields } from './suppressions.service.js';
export const ADDED_BY_ACCOUNT_REASON = 'Added by the account';
/** The account's own suppression list; changes go through SuppressionsService, which keeps the sending check's cache right. */
let CustomerSuppressionsService = class CustomerSuppressionsService {
    suppressions;
    suppressionsService;
    constructor(suppressions, suppressionsService) {
        this.suppressions = suppressions;
        this.suppressionsService = suppressionsService;
    }
    async list(scope, query) {
        const filter = { ...ownedBy(scope) };
        if (query.search?.trim())
            filter.address = literalSearchPattern(query.search.trim());
        const window = toPageWindow(query);
        const [entries, total] = await Promise.all([
            this.suppressions.find(filter).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).lean().exec(),
            countMatching(this.suppressions, filter),
        ]);
        return toListResponse(entries.map(toCustomerSuppression), total, window);
    }
    /** An address already on the list stays as it was (its first reason and date). */
    async add(scope, input) {
        await this.suppressionsService.suppress(scope.userId, [input.address], input.reason?.trim() || ADDED_BY_ACCOUNT_REASON, 'manual');
        const stored = await this.suppressions.findOne({ user_id: scope.userId, address: input.address }).lean().exec();
        return toCustomerSuppression(stored);
    }
    async remove(scope, id) {
        const entry = await findOwned(this.suppressions, scope, id);
        if (!entry)
            throw notFound('Suppression', id);
        await this.suppressionsService.remove(entry._id.toString());
    }
};
CustomerSuppressionsService = __decorate([
    Injectable(),
    __param(0, InjectModel(SuppressionRecord.name)),
    __metadata("design:paramtypes", [Function, SuppressionsService])
], CustomerSuppressionsService);
export { CustomerSuppressionsService };
function toCustomerSuppression(entry) {
    return { _id: entry._id.toString(), address: entry.address, reason: entry.reason, cause: entry.cause ?? 'bounce', ...suppressionReasonFields(entry), created_at: entry.created_at.toISOString() };
}
//# sourceMappingURL=customer-suppressions.service.js.map