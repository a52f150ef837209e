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
import { WARMUP_DEFAULTS } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { WARMUP_SETTINGS_KEY, WarmupSettingsRecord } from './warmup-settings.schema.js';
const FIELDS = Object.keys(WARMUP_DEFAULTS);
/** The warm-up parameters (Settings), read at each submission of a warmed-up account: cached, changed at once in this process. */
let WarmupSettingsService = class WarmupSettingsService {
    settings;
    cache = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });
    constructor(settings) {
        this.settings = settings;
    }
    get() {
        return this.cache.getOrLoad(WARMUP_SETTINGS_KEY, async () => {
            const stored = await this.settings.findOne({ key: WARMUP_SETTINGS_KEY }).lean().exec();
            return Object.fromEntries(FIELDS.map((field) => [field, stored?.[field] ?? WARMUP_DEFAULTS[field]]));
        });
    }
    async update(input) {
        if (input.ceiling_hourly < input.start_hourly)
            throw new BadRequestException(['ceiling_hourly must not be below start_hourly']);
        if (input.ceiling_daily < input.start_daily)
            throw new BadRequestException(['ceiling_daily must not be below start_daily']);
        const values = Object.fromEntries(FIELDS.map((field) => [field, input[field]]));
        await this.settings.updateOne({ key: WARMUP_SETTINGS_KEY }, { $set: values }, { upsert: true }).exec();
        this.cache.invalidate(WARMUP_SETTINGS_KEY);
        return this.get();
    }
};
WarmupSettingsService = __decorate([
    Injectable(),
    __param(0, InjectModel(WarmupSettingsRecord.name)),
    __metadata("design:paramtypes", [Function])
], WarmupSettingsService);
export { WarmupSettingsService };
//# sourceMappingURL=warmup-settings.service.js.map