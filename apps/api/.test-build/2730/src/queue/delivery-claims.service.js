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
var DeliveryClaimsService_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { duplicatePositions } from '../common/duplicate-keys.js';
import { claimId, DeliveryClaimRecord } from './delivery-claim.schema.js';
/**
 * Claims on a delivery's attempts: who leases attempt n, who records its result. Each is a
 * document inserted under a derived _id, so the database decides every race, and every
 * operation here is by _id alone (the only lookup the embedded database answers from an index).
 */
let DeliveryClaimsService = DeliveryClaimsService_1 = class DeliveryClaimsService {
    claims;
    logger = new Logger(DeliveryClaimsService_1.name);
    constructor(claims) {
        this.claims = claims;
    }
    /** Inserts the claim; false when it was already taken (the _id exists). */
    async claim(deliveryId, attempt, kind, owner) {
        try {
            await this.claims.create({ _id: claimId(deliveryId, attempt, kind), delivery: deliveryId, owner });
            return true;
        }
        catch (error) {
            if (error.code === 11000)
                return false;
            throw error;
        }
    }
    /**
     * Inserts several claims in one command; true for each that was taken here, false for each
     * that existed already (the database still decides every one of them by its _id). A lease
     * claim may carry the lease's terms.
     */
    async claimMany(claims) {
        if (claims.length === 0)
            return [];
        const now = new Date();
        const rows = claims.map(({ deliveryId, attempt, kind, owner, lease }) => ({
            _id: claimId(deliveryId, attempt, kind),
            delivery: deliveryId,
            owner,
            claimed_at: now,
            ...(lease ? { lease_token: lease.token, lease_expires_at: lease.expiresAt } : {}),
        }));
        try {
            await this.claims.insertMany(rows, { ordered: false, lean: true });
            return claims.map(() => true);
        }
        catch (error) {
            const taken = duplicatePositions(error);
            if (taken === null)
                throw error;
            return claims.map((_, index) => !taken.has(index));
        }
    }
    /**
     * Takes over a lease claim of an attempt that `claim` or `claimMany` found taken, when it is
     * older than a lease and `notReached` confirms the delivery never got to that attempt (its
     * holder died between claiming and marking the delivery leased): see claimLease.
     */
    async takeOverStaleLease(deliveryId, attempt, owner, leaseMs, notReached) {
        const id = claimId(deliveryId, attempt, 'lease');
        const stale = await this.claims.findById(id).lean().exec();
        if (!stale || stale.claimed_at.getTime() > Date.now() - leaseMs || !(await notReached()))
            return false;
        const removed = await this.claims.deleteOne({ _id: id, claimed_at: stale.claimed_at });
        if (removed.deletedCount !== 1)
            return false;
        this.logger.warn(`Reclaimed the abandoned lease claim ${id} of ${stale.owner}`);
        return this.claim(deliveryId, attempt, 'lease', owner);
    }
    /**
     * Claims the lease of an attempt. A claim whose holder died between claiming and marking the
     * delivery leased would block the delivery for ever (every worker computes the same attempt
     * number), so a claim older than a lease is removed and claimed afresh when `notReached`
     * confirms the delivery never got to that attempt; the insert still decides between racers.
     */
    async claimLease(deliveryId, attempt, owner, leaseMs, notReached) {
        if (await this.claim(deliveryId, attempt, 'lease', owner))
            return true;
        return this.takeOverStaleLease(deliveryId, attempt, owner, leaseMs, notReached);
    }
    /**
     * A result claim that `claimMany` found taken, when the same holder reports the same result:
     * 'taken' again when the claim is older than `staleMs` (the API process recording it died
     * between the claim and the record, and the holder reports again), 'recording' when younger
     * (a recording may be under way: the holder should try again shortly), 'other' when another
     * holder claimed it.
     */
    async retakeOwnResult(deliveryId, attempt, owner, staleMs) {
        const id = claimId(deliveryId, attempt, 'result');
        const held = await this.claims.findById(id).lean().exec();
        if (!held)
            return (await this.claim(deliveryId, attempt, 'result', owner)) ? 'taken' : 'other';
        if (held.owner !== owner)
            return 'other';
        if (held.claimed_at.getTime() > Date.now() - staleMs)
            return 'recording';
        const removed = await this.claims.deleteOne({ _id: id, claimed_at: held.claimed_at });
        if (removed.deletedCount !== 1)
            return 'recording';
        this.logger.warn(`Retook the result claim ${id} of ${owner}: its recording was cut short`);
        return (await this.claim(deliveryId, attempt, 'result', owner)) ? 'taken' : 'recording';
    }
    /** The lease an attempt's lease claim holds; null when nobody claimed the attempt. */
    async leaseOf(deliveryId, attempt, leaseMs) {
        const claim = await this.claims.findById(claimId(deliveryId, attempt, 'lease')).lean().exec();
        if (!claim)
            return null;
        const expiresAt = claim.lease_expires_at ?? new Date(claim.claimed_at.getTime() + leaseMs);
        return { owner: claim.owner, token: claim.lease_token ?? null, expiresAt, lengthMs: expiresAt.getTime() - claim.claimed_at.getTime() };
    }
    async isClaimed(deliveryId, attempt, kind) {
        return (await this.claims.exists({ _id: claimId(deliveryId, attempt, kind) })) !== null;
    }
    /** Whether the claim exists and was made less than `withinMs` ago (an older one's holder is presumed dead). */
    async isClaimedWithin(deliveryId, attempt, kind, withinMs) {
        const claim = await this.claims.findById(claimId(deliveryId, attempt, kind), { claimed_at: 1 }).lean().exec();
        return claim !== null && claim.claimed_at.getTime() > Date.now() - withinMs;
    }
    /** Gives a claim back, e.g. when the delivery turned out not to need the attempt. */
    async release(deliveryId, attempt, kind) {
        await this.claims.deleteOne({ _id: claimId(deliveryId, attempt, kind) });
    }
    /**
     * Removes every claim of finished deliveries, in one command: lease and result of attempts
     * 1..attempts, and a lease of the attempt after (a taker that died before stepping back),
     * unless `nextNeverClaimed` says nobody can have claimed it (deleting what is not there costs
     * the embedded database about as much as deleting what is).
     */
    async releaseAll(finished) {
        const ids = finished.flatMap(({ deliveryId, attempts, nextNeverClaimed }) => [
            ...Array.from({ length: attempts }, (_, index) => [claimId(deliveryId, index + 1, 'lease'), claimId(deliveryId, index + 1, 'result')]).flat(),
            ...(nextNeverClaimed ? [] : [claimId(deliveryId, attempts + 1, 'lease')]),
        ]);
        if (ids.length === 0)
            return;
        // Each by its _id: MongoDB would take deleteMany({ delivery: { $in } }) from its index, the embedded database would read every claim.
        await this.claims.bulkWrite(ids.map((id) => ({ deleteOne: { filter: { _id: id } } })), { ordered: false });
    }
};
DeliveryClaimsService = DeliveryClaimsService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(DeliveryClaimRecord.name)),
    __metadata("design:paramtypes", [Function])
], DeliveryClaimsService);
export { DeliveryClaimsService };
//# sourceMappingURL=delivery-claims.service.js.map