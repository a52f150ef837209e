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
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { APP_CONFIG } from '../config/app-config.token.js';
import { clientAddressKey } from '../sign-in-throttle/client-address.js';
import { RequestRateLimits } from './request-rate-limits.js';
/**
 * A request rate limit on the public links in sent mail (`/u/` unsubscribe, `/t/` opens and
 * clicks), per client address and per link token: whoever holds one link cannot make the
 * platform record (and post webhooks) at will. Counted in the database like the auth calls'
 * limit, so it holds across API processes. The token is hashed into the counter's _id, which
 * keeps it short whatever a client sends.
 */
let LinkRateLimitGuard = class LinkRateLimitGuard {
    config;
    counters;
    constructor(config, counters) {
        this.config = config;
        this.counters = counters;
    }
    async canActivate(context) {
        const request = context.switchToHttp().getRequest();
        const { perClient, perToken, windowSeconds } = this.config.linkRateLimit;
        const token = String(request.params.token ?? request.params.file ?? '');
        const windowMs = windowSeconds * 1000;
        const [client, link] = await Promise.all([
            this.counters.increment(clientAddressKey(request.ip), windowMs, perClient, 0, 'link-client'),
            this.counters.increment(createHash('sha256').update(token).digest('hex'), windowMs, perToken, 0, 'link-token'),
        ]);
        const blocked = [client, link].filter((record) => record.isBlocked);
        if (blocked.length === 0)
            return true;
        const seconds = Math.max(...blocked.map((record) => record.timeToBlockExpire));
        context.switchToHttp().getResponse().setHeader('Retry-After', String(seconds));
        throw new HttpException(`Too many requests for this link: try again in ${seconds} seconds`, HttpStatus.TOO_MANY_REQUESTS);
    }
};
LinkRateLimitGuard = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, RequestRateLimits])
], LinkRateLimitGuard);
export { LinkRateLimitGuard };
//# sourceMappingURL=link-rate-limit.guard.js.map