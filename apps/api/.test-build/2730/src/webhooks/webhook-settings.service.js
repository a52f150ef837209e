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
import { WEBHOOK_SETTINGS_KEY, WebhookSettingsRecord } from './webhook-settings.schema.js';
/** Admin settings of webhooks; read before every POST, so cached briefly (a change here applies at once). */
let WebhookSettingsService = class WebhookSettingsService {
    settings;
    cache = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });
    constructor(settings) {
        this.settings = settings;
    }
    /** Until an admin saves them: private targets refused. */
    get() {
        return this.cache.getOrLoad(WEBHOOK_SETTINGS_KEY, async () => {
            const stored = await this.settings.findOne({ key: WEBHOOK_SETTINGS_KEY }).lean().exec();
            return { allow_private_targets: stored?.allow_private_targets ?? false };
        });
    }
    async update(input) {
        await this.settings
            .updateOne({ key: WEBHOOK_SETTINGS_KEY }, { $set: { allow_private_targets: input.allow_private_targets } }, { upsert: true })
            .exec();
        this.cache.invalidate(WEBHOOK_SETTINGS_KEY);
        return this.get();
    }
};
WebhookSettingsService = __decorate([
    Injectable(),
    __param(0, InjectModel(WebhookSettingsRecord.name)),
    __metadata("design:paramtypes", [Function])
], WebhookSettingsService);
export { WebhookSettingsService };
//# sourceMappingURL=webhook-settings.service.js.map