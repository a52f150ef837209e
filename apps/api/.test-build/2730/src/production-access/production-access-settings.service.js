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
import { PRODUCTION_ACCESS_DEFAULTS } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { PRODUCTION_ACCESS_SETTINGS_KEY, ProductionAccessSettingsRecord } from './production-access-settings.schema.js';
const FIELDS = Object.keys(PRODUCTION_ACCESS_DEFAULTS);
/** The sandbox's limits (Settings), read by every submission of a sandboxed account: cached, changed at once in this process. */
let ProductionAccessSettingsService = class ProductionAccessSettingsService {
    settings;
    cache = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });
    constructor(settings) {
        this.settings = settings;
    }
    get() {
        return this.cache.getOrLoad(PRODUCTION_ACCESS_SETTINGS_KEY, async () => {
            const stored = await this.settings.findOne({ key: PRODUCTION_ACCESS_SETTINGS_KEY }).lean().exec();
            return Object.fromEntries(FIELDS.map((field) => [field, stored?.[field] ?? PRODUCTION_ACCESS_DEFAULTS[field]]));
        });
    }
    async update(input) {
        const values = Object.fromEntries(FIELDS.map((field) => [field, input[field]]));
        await this.settings.updateOne({ key: PRODUCTION_ACCESS_SETTINGS_KEY }, { $set: values }, { upsert: true }).exec();
        this.cache.invalidate(PRODUCTION_ACCESS_SETTINGS_KEY);
        return this.get();
    }
};
ProductionAccessSettingsService = __decorate([
    Injectable(),
    __param(0, InjectModel(ProductionAccessSettingsRecord.name)),
    __metadata("design:paramtypes", [Function])
], ProductionAccessSettingsService);
export { ProductionAccessSettingsService };
//# sourceMappingURL=production-access-settings.service.js.map