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
import { DataReplacement } from '../common/data-replacement.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { LogRetentionService } from '../settings/log-retention.service.js';
import { rollupDocId, rollupExpiry } from './rollup-keys.js';
import { RollupRecord } from './rollup.schema.js';
/**
 * How long a document read stays in this process: a screen polled by many at once (the
 * dashboard's figures, a user's detail) then costs one read per document every few seconds.
 * The embedded database takes about 2 ms to read a month's document (a user's detail reads two),
 * and at one read a second these reads were a quarter of its CPU under the console's load
 * (bench/api-latency.mjs). This process's own writes are seen at once (it flushes, and the
 * documents it writes are read afresh); other processes' within this time and their flush.
 * Refreshed ahead: a screen polled steadily never waits for the read.
 */
const READ_CACHE_MS = SHARED_RECORD_TTL_MS;
/** Documents kept: a screen reads a handful; past this many the oldest go. */
const READ_CACHE_MAX = 10_000;
/**
 * The rollup documents' storage: every read and write is by the derived _id. MongoDB would read a
 * screen's documents with `find({ _id: { $in: ids } })`; the embedded database answers `$in` by
 * reading the whole collection, so they are read one `findById` each, all at once.
 */
let RollupDocuments = class RollupDocuments {
    documents;
    retention;
    recent = new TtlCache({ ttlMs: READ_CACHE_MS, maxEntries: READ_CACHE_MAX, refreshAhead: true });
    constructor(documents, retention, replacement) {
        this.documents = documents;
        this.retention = retention;
        replacement.onReplaced(() => this.recent.clear());
    }
    /**
     * Adds counts (`{ 'parts.d07.delivered': 2, ... }`) to a document, creating it; a lifetime also
     * keeps its first month. Only the slot's owner calls this, one write of a document at a time.
     */
    async increment(key, counts, month) {
        await this.upsert(key, { $inc: counts, ...(month && key.kind === 'total' ? { $min: { since: month } } : {}) });
    }
    /** Sets parts of a document to these counts (a recount); a lifetime also keeps its first month. */
    async replaceParts(key, parts, month) {
        await this.upsert(key, {
            $set: Object.fromEntries(Object.entries(parts).map(([part, counts]) => [`parts.${part}`, counts])),
            ...(month && key.kind === 'total' ? { $min: { since: month } } : {}),
        });
    }
    /** The documents in the order asked, null for one never written. */
    read(keys) {
        return Promise.all(keys.map((key) => {
            const id = rollupDocId(key);
            return this.recent.getOrLoad(id, () => this.documents.findById(id, { parts: 1, since: 1 }).lean().exec());
        }));
    }
    async upsert(key, change) {
        const update = {
            ...change,
            $setOnInsert: { kind: key.kind, period: key.period, scope: key.scope, slot: key.slot, expires_at: rollupExpiry(key, await this.retention.days()) },
        };
        const id = rollupDocId(key);
        try {
            await this.documents.updateOne({ _id: id }, update, { upsert: true, setDefaultsOnInsert: false }).exec();
        }
        catch (error) {
            // Two first upserts of a document race to insert it (a recount and its owner's last flush); the loser's retry finds it.
            if (error.code !== 11000)
                throw error;
            await this.documents.updateOne({ _id: id }, update, { upsert: true, setDefaultsOnInsert: false }).exec();
        }
        finally {
            this.recent.invalidate(id);
        }
    }
};
RollupDocuments = __decorate([
    Injectable(),
    __param(0, InjectModel(RollupRecord.name)),
    __metadata("design:paramtypes", [Function, LogRetentionService,
        DataReplacement])
], RollupDocuments);
export { RollupDocuments };
//# sourceMappingURL=rollup-documents.js.map