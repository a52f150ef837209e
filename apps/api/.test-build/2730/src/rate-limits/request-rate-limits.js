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
import { RequestRateCounterRecord } from './request-rate-counter.schema.js';
const DUPLICATE_KEY = 11000;
/**
 * Request rate limits counted in the database (request_rate_counters), so that every API process
 * behind a load balancer sees the same count: @nestjs/throttler's storage for the public auth
 * calls, and the inbound listener's messages per client. Windows are fixed (they start at
 * multiples of their length), so that a count is one upsert by a derived _id, which MongoDB and
 * the embedded database both serve from the _id index; a client may therefore get up to twice
 * the limit across a window's edge. Once over the limit, a key stays refused until its window ends.
 *
 * On MongoDB $inc is atomic whichever process sends it; FerretDB 1.24 on SQLite reads and
 * writes in two steps, so there two processes counting one key at the same instant may lose a
 * count (acceptable for the development set-ups it serves).
 */
let RequestRateLimits = class RequestRateLimits {
    counters;
    constructor(counters) {
        this.counters = counters;
    }
    /** ThrottlerStorage: counts one hit of `key` in its current window of `ttlMs`. */
    async increment(key, ttlMs, limit, _blockDurationMs, throttlerName) {
        const now = Date.now();
        const windowStart = now - (now % ttlMs);
        const windowEnd = windowStart + ttlMs;
        const hits = await this.count(`${throttlerName}:${key}:${windowStart}`, new Date(windowEnd));
        const secondsLeft = Math.max(1, Math.ceil((windowEnd - now) / 1000));
        const isBlocked = hits > limit;
        return { totalHits: hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
    }
    async count(id, expiresAt) {
        for (let round = 0;; round += 1) {
            try {
                // db.request_rate_counters.findOneAndUpdate({ _id }, { $inc: { hits: 1 }, $setOnInsert: { expires_at } }, { upsert: true })
                const counted = await this.counters
                    .findOneAndUpdate({ _id: id }, { $inc: { hits: 1 }, $setOnInsert: { expires_at: expiresAt } }, { upsert: true, returnDocument: 'after' })
                    .lean()
                    .exec();
                return counted.hits;
            }
            catch (error) {
                // Two first hits at once: one insert wins, the other counts in its record.
                if (error.code !== DUPLICATE_KEY || round > 0)
                    throw error;
            }
        }
    }
};
RequestRateLimits = __decorate([
    Injectable(),
    __param(0, InjectModel(RequestRateCounterRecord.name)),
    __metadata("design:paramtypes", [Function])
], RequestRateLimits);
export { RequestRateLimits };
//# sourceMappingURL=request-rate-limits.js.map