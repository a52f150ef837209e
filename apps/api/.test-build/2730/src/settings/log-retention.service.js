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
import { LOG_RETENTION_DAYS } from '@platform/contracts';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { LOG_RETENTION_KEY, LogRetentionRecord } from './log-retention.schema.js';
/** The number of days logs are kept, read by the reports (their longest range), the rollups and the expiry sweep. */
let LogRetentionService = class LogRetentionService {
    settings;
    cache = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: 1 });
    constructor(settings) {
        this.settings = settings;
    }
    async get() {
        return { days: await this.days() };
    }
    days() {
        return this.cache.getOrLoad(LOG_RETENTION_KEY, async () => {
            const stored = await this.settings.findOne({ key: LOG_RETENTION_KEY }, { days: 1 }).lean().exec();
            return stored?.days ?? LOG_RETENTION_DAYS.default;
        });
    }
    async update(input) {
        await this.settings.updateOne({ key: LOG_RETENTION_KEY }, { $set: { days: input.days } }, { upsert: true }).exec();
        this.cache.invalidate(LOG_RETENTION_KEY);
        return this.get();
    }
};
LogRetentionService = __decorate([
    Injectable(),
    __param(0, InjectModel(LogRetentionRecord.name)),
    __metadata("design:paramtypes", [Function])
], LogRetentionService);
export { LogRetentionService };
//# sourceMappingURL=log-retention.service.js.map