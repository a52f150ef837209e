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
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { WebhookEndpointRecord } from './webhook-endpoint.schema.js';
const ACCOUNTS_CACHED_MAX = 10_000;
/**
 * Which endpoints each account's events go to. Every message event asks (most accounts have
 * none), so the answer is cached briefly; a change made through this process drops it at once.
 */
let WebhookSubscriptions = class WebhookSubscriptions {
    endpoints;
    cache = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: ACCOUNTS_CACHED_MAX });
    constructor(endpoints) {
        this.endpoints = endpoints;
    }
    of(userId) {
        return this.cache.getOrLoad(userId.toHexString(), async () => {
            // Index user_id + created_at; the embedded database reads the (small) collection.
            const enabled = await this.endpoints.find({ user_id: userId, enabled: true }, { event_types: 1 }).lean().exec();
            return enabled.map((endpoint) => ({ endpointId: endpoint._id, eventTypes: new Set(endpoint.event_types) }));
        });
    }
    changed(userId) {
        this.cache.invalidate(userId.toHexString());
    }
};
WebhookSubscriptions = __decorate([
    Injectable(),
    __param(0, InjectModel(WebhookEndpointRecord.name)),
    __metadata("design:paramtypes", [Function])
], WebhookSubscriptions);
export { WebhookSubscriptions };
//# sourceMappingURL=webhook-subscriptions.service.js.map