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
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { BOUNCE_REPEATS_COUNTED } from '@platform/contracts';
import { APP_CONFIG } from '../config/app-config.token.js';
import { BounceRepeatRecord } from './bounce-repeat.schema.js';
import { SuppressionsService } from './suppressions.service.js';
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * THE rule of which failures suppress a recipient (issue 30), for the queue's refusals during
 * delivery and for bounces reported later alike: an address-level reason (user unknown, host
 * unknown, has moved) at once; a reason about the mailbox (full, suspended, expired) once it
 * repeated for the address over the configured span; any other reason (blocks, spam, policy,
 * authentication, rate limits: about the sender) never.
 */
let BounceSuppressions = class BounceSuppressions {
    config;
    repeats;
    suppressions;
    constructor(config, repeats, suppressions) {
        this.config = config;
        this.repeats = repeats;
        this.suppressions = suppressions;
    }
    /** Records one permanent failure of the address; answers whether it is suppressed now. */
    async recordFailure(userId, address, classification, response, at) {
        if (classification.addressLevel) {
            await this.suppressions.suppress(userId, [address], response, 'bounce', { reason: classification.reason, repeated: false });
            return true;
        }
        const { bounceRepeatCount, bounceRepeatDays } = this.config.inbound;
        if (bounceRepeatCount === 0 || !BOUNCE_REPEATS_COUNTED.includes(classification.reason))
            return false;
        const count = await this.countRepeat(userId, address.toLowerCase(), at, bounceRepeatDays * DAY_MS);
        if (count < bounceRepeatCount)
            return false;
        const reason = `Failed ${count} times within ${bounceRepeatDays} days; last: ${response}`;
        await this.suppressions.suppress(userId, [address], reason, 'bounce', { reason: classification.reason, repeated: true });
        return true;
    }
    /** Counts the failure into the address's span (a new span once the old one is over); answers the span's count. */
    async countRepeat(userId, address, at, spanMs) {
        const _id = `${userId.toHexString()}:${address}`;
        const current = await this.repeats.findById(_id).lean().exec();
        if (!current || at.getTime() - current.first_at.getTime() > spanMs) {
            await this.repeats.updateOne({ _id }, { $set: { count: 1, first_at: at } }, { upsert: true }).exec();
            return 1;
        }
        await this.repeats.updateOne({ _id }, { $inc: { count: 1 } }).exec();
        return current.count + 1;
    }
};
BounceSuppressions = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __param(1, InjectModel(BounceRepeatRecord.name)),
    __metadata("design:paramtypes", [Object, Function, SuppressionsService])
], BounceSuppressions);
export { BounceSuppressions };
//# sourceMappingURL=bounce-suppressions.service.js.map