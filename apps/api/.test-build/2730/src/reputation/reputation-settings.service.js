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
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { REPUTATION_DEFAULTS } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { REPUTATION_SETTINGS_KEY, ReputationSettingsRecord } from './reputation-settings.schema.js';
const FIELDS = Object.keys(REPUTATION_DEFAULTS);
/** The reputation lines (Settings), read by every judgement: cached, changed at once in this process. */
let ReputationSettingsService = class ReputationSettingsService {
    settings;
    cache = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });
    constructor(settings) {
        this.settings = settings;
    }
    get() {
        return this.cache.getOrLoad(REPUTATION_SETTINGS_KEY, async () => {
            const stored = await this.settings.findOne({ key: REPUTATION_SETTINGS_KEY }).lean().exec();
            return Object.fromEntries(FIELDS.map((field) => [field, stored?.[field] ?? REPUTATION_DEFAULTS[field]]));
        });
    }
    async update(input) {
        if (input.pause_bounce_rate < input.review_bounce_rate)
            throw new BadRequestException(['pause_bounce_rate must not be below review_bounce_rate']);
        if (input.pause_complaint_rate < input.review_complaint_rate)
            throw new BadRequestException(['pause_complaint_rate must not be below review_complaint_rate']);
        const values = Object.fromEntries(FIELDS.map((field) => [field, input[field]]));
        await this.settings.updateOne({ key: REPUTATION_SETTINGS_KEY }, { $set: values }, { upsert: true }).exec();
        this.cache.invalidate(REPUTATION_SETTINGS_KEY);
        return this.get();
    }
};
ReputationSettingsService = __decorate([
    Injectable(),
    __param(0, InjectModel(ReputationSettingsRecord.name)),
    __metadata("design:paramtypes", [Function])
], ReputationSettingsService);
export { ReputationSettingsService };
//# sourceMappingURL=reputation-settings.service.js.map