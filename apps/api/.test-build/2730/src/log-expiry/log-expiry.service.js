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
var LogExpiryService_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import { JobLeadership } from '../job-leadership/job-leadership.service.js';
import { LogRetentionService } from '../settings/log-retention.service.js';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Deletes sent in one command: each is a delete by _id, which both databases serve from the _id index. */
const DELETE_BATCH = 1_000;
/** A pass reads whole collections on the embedded database: one process does it for all. */
const LOG_EXPIRY_JOB = 'log-expiry';
/**
 * Removes what is older than the log retention: delivery log entries, message-log entries and
 * their events, and rollup rows past their expiry (message bodies go with their last delivery, or
 * with the queue's body sweep: MessageBodySweep). One API process at a time runs a pass
 * (JobLeadership). It reads the collections by name: they belong to other modules, and this is
 * their only common rule.
 *
 * MongoDB's natural form would be a TTL index per collection ({ created_at: 1 }, expireAfterSeconds
 * = retention, changed with collMod when the setting changes). FerretDB 1.24, the embedded
 * database, refuses the option ("Index option expireAfterSeconds is not implemented yet"), so this
 * pass runs on both: `find({ created_at: { $lt: cutoff } }, { _id: 1 })` (served by the
 * collection's { created_at: 1 } index on MongoDB; a read of the whole collection on the embedded
 * database), then deletes by _id in batches, all of one batch in one command.
 */
let LogExpiryService = LogExpiryService_1 = class LogExpiryService {
    connection;
    retention;
    config;
    leadership;
    logger = new Logger(LogExpiryService_1.name);
    timer;
    running = null;
    collections;
    constructor(connection, retention, config, leadership) {
        this.connection = connection;
        this.retention = retention;
        this.config = config;
        this.leadership = leadership;
        const beforeRetention = (days, now) => new Date(now.getTime() - days * DAY_MS);
        this.collections = [
            { name: 'delivery_logs', field: 'created_at', cutoff: beforeRetention },
            { name: 'message_events', field: 'created_at', cutoff: beforeRetention },
            { name: 'message_log', field: 'created_at', cutoff: beforeRetention },
            { name: 'rollups', field: 'expires_at', cutoff: (_days, now) => now },
        ];
    }
    onApplicationBootstrap() {
        const minutes = this.config.logExpiryIntervalMinutes;
        if (minutes === 0)
            return;
        this.timer = setInterval(() => void this.expireIfLeading(), minutes * 60_000).unref();
    }
    async expireIfLeading() {
        try {
            if (await this.leadership.leads(LOG_EXPIRY_JOB))
                await this.expireNow();
        }
        catch (error) {
            this.logger.error(`Log expiry failed: ${error.message}`);
        }
    }
    onApplicationShutdown() {
        clearInterval(this.timer);
    }
    /** One pass over every collection, one collection after another; a pass already running is joined. */
    expireNow(now = new Date()) {
        this.running ??= this.expireAll(now).finally(() => (this.running = null));
        return this.running;
    }
    async expireAll(now) {
        const days = await this.retention.days();
        const results = [];
        for (const collection of this.collections)
            results.push(await this.expire(collection, collection.cutoff(days, now)));
        const deleted = results.filter((result) => result.deleted > 0);
        if (deleted.length)
            this.logger.log(`Expired after ${days} days: ${deleted.map((result) => `${result.deleted} from ${result.collection}`).join(', ')}`);
        return results;
    }
    async expire({ name, field }, cutoff) {
        const startedAt = Date.now();
        // Rollup rows and events have string _ids, the others ObjectIds.
        const collection = this.connection.collection(name);
        let deleted = 0;
        let batch = [];
        const deleteBatch = async () => {
            const result = await collection.bulkWrite(batch.map((_id) => ({ deleteOne: { filter: { _id } } })), { ordered: false });
            deleted += result.deletedCount;
            batch = [];
        };
        for await (const document of collection.find({ [field]: { $lt: cutoff } }, { projection: { _id: 1 }, batchSize: 5_000 })) {
            batch.push(document._id);
            if (batch.length >= DELETE_BATCH)
                await deleteBatch();
        }
        if (batch.length)
            await deleteBatch();
        return { collection: name, deleted, ms: Date.now() - startedAt };
    }
};
LogExpiryService = LogExpiryService_1 = __decorate([
    Injectable(),
    __param(0, InjectConnection()),
    __param(2, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, LogRetentionService, Object, JobLeadership])
], LogExpiryService);
export { LogExpiryService };
//# sourceMappingURL=log-expiry.service.js.map