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
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { isAddressLevelBounceReason } from '@platform/contracts';
import { countMatching } from '../common/collection-count.js';
import { literalSearchPattern, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { UserRecord } from '../users/user.schema.js';
import { SuppressionRecord } from './suppression.schema.js';
/** Senders active at the same moment whose lists are kept; a list is a few bytes per address. */
const SUPPRESSION_LISTS_CACHED_MAX = 1_000;
let SuppressionsService = class SuppressionsService {
    suppressions;
    users;
    /**
     * Each user's suppressed addresses, by user id. Acceptance asks at every RCPT TO and again for
     * the whole message, and the database can answer "which of these" only by scanning every
     * suppression, so one scan serves a sender for a few seconds. Changes below drop the user's list.
     */
    suppressedByUser = new TtlCache({
        ttlMs: SHARED_RECORD_TTL_MS,
        maxEntries: SUPPRESSION_LISTS_CACHED_MAX,
    });
    constructor(suppressions, users) {
        this.suppressions = suppressions;
        this.users = users;
    }
    /**
     * Adds addresses to the user's list; an address already suppressed stays as it was (its first
     * cause and reason). A bounce names its classified reason (see BounceSuppressions).
     */
    async suppress(userId, addresses, reason, cause = 'bounce', bounce = null) {
        try {
            for (const address of addresses) {
                await this.suppressions.updateOne({ user_id: userId, address: address.toLowerCase() }, { $setOnInsert: { reason, cause, bounce_reason: bounce?.reason ?? null, repeated: bounce?.repeated ?? false, created_at: new Date() } }, { upsert: true });
            }
        }
        finally {
            // Also after a failure half-way: the addresses stored before it count at once.
            this.suppressedByUser.invalidate(userId.toString());
        }
    }
    /** Which of these addresses the user may not send to. */
    async suppressedAmong(userId, addresses) {
        return (await this.suppressionsAmong(userId, addresses)).map((entry) => entry.address);
    }
    /** Which of these addresses the user may not send to, and why. */
    async suppressionsAmong(userId, addresses) {
        if (addresses.length === 0)
            return [];
        const suppressed = await this.suppressedByUser.getOrLoad(userId.toString(), async () => {
            const entries = await this.suppressions.find({ user_id: userId }, { address: 1, cause: 1, _id: 0 }).lean().exec();
            return new Map(entries.map((entry) => [entry.address, entry.cause ?? 'bounce']));
        });
        return [...new Set(addresses.map((address) => address.toLowerCase()))].flatMap((address) => {
            const cause = suppressed.get(address);
            return cause ? [{ address, cause }] : [];
        });
    }
    async list(query) {
        const filter = {};
        if (query.user_id)
            filter.user_id = new Types.ObjectId(query.user_id);
        if (query.search?.trim())
            filter.address = literalSearchPattern(query.search.trim());
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
    async remove(id) {
        const deleted = await this.suppressions.findByIdAndDelete(id).exec();
        if (!deleted)
            throw new NotFoundException(`Suppression ${id} not found`);
        this.suppressedByUser.invalidate(deleted.user_id.toString());
    }
    /** Deletes the suppression list of a user whose account is being deleted; answers how many entries. */
    async removeAllOf(userId) {
        const { deletedCount } = await this.suppressions.deleteMany({ user_id: userId }).exec();
        this.suppressedByUser.invalidate(userId.toString());
        return deletedCount;
    }
};
SuppressionsService = __decorate([
    Injectable(),
    __param(0, InjectModel(SuppressionRecord.name)),
    __param(1, InjectModel(UserRecord.name)),
    __metadata("design:paramtypes", [Function, Function])
], SuppressionsService);
export { SuppressionsService };
/** Why a suppression is there, as screens show it: the bounce's reason, and whether the address itself is gone. */
export function suppressionReasonFields(entry) {
    const bounceReason = entry.bounce_reason ?? null;
    return { bounce_reason: bounceReason, address_level: (entry.cause ?? 'bounce') === 'bounce' && !entry.repeated && isAddressLevelBounceReason(bounceReason) };
}
//# sourceMappingURL=suppressions.service.js.map