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
var DailyCountersService_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PendingWrites } from '../common/pending-writes.js';
import { AccountDayRecord, USER_HOUR_KEPT_MS, UserDayRecord, userDayId, UserHourRecord, userHourId, utcDay, utcHour } from './daily-counter.schema.js';
/**
 * How long accepted counts wait to be written together: an accepted message then costs no write
 * of its own. A process killed outright loses at most this much of the counts, which only the
 * limits read (the figures the screens show come from the rollups, which are exact).
 */
const FLUSH_INTERVAL_MS = 1000;
/**
 * The accepted counts that limits read: an SMTP account's daily quota, the account's plan cap
 * and its warm-up's daily and hourly quotas. Each row's _id is derived from what it counts, so both the increment and the check
 * are lookups by _id (the embedded database answers no other lookup from an index). The figures
 * the screens show come from the rollups (RollupsService), not from these.
 */
let DailyCountersService = DailyCountersService_1 = class DailyCountersService {
    accountDays;
    userDays;
    userHours;
    logger = new Logger(DailyCountersService_1.name);
    pending = new Map();
    /** The increments being written now: still counted by the limits until they are stored. */
    writing = new Map();
    /** Flushes run one after another: two writing the same row at once could lose an increment. */
    flushing = Promise.resolve();
    flushTimer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
    constructor(accountDays, userDays, userHours, pendingWrites) {
        this.accountDays = accountDays;
        this.userDays = userDays;
        this.userHours = userHours;
        pendingWrites.register(() => this.flush());
    }
    /**
     * Counts an accepted message, written with the next flush. The limits add this process's
     * counts not yet written, so they see every message at once.
     */
    countAccepted(key, at = new Date()) {
        const day = utcDay(at);
        this.addPending('user', userDayId(day, key.userId), { day, user_id: key.userId });
        const hour = utcHour(at);
        this.addPending('userHour', userHourId(hour, key.userId), { hour, user_id: key.userId, expires_at: new Date(Date.parse(`${hour}:00:00Z`) + USER_HOUR_KEPT_MS) });
        if (key.smtpAccountId)
            this.addPending('smtpAccount', `${day}|${key.smtpAccountId.toString()}`, { day, smtp_account_id: key.smtpAccountId });
    }
    /** Accepted messages of a row this process counted but has not written yet. */
    unwrittenAccepted(target, id) {
        const key = `${target}:${id}`;
        return (this.pending.get(key)?.accepted ?? 0) + (this.writing.get(key)?.accepted ?? 0);
    }
    addPending(target, id, fields, accepted = 1) {
        const key = `${target}:${id}`;
        const counter = this.pending.get(key) ?? { target, id, fields, accepted: 0 };
        counter.accepted += accepted;
        this.pending.set(key, counter);
    }
    /** Writes the waiting increments; those that fail wait for the next flush. */
    flush() {
        this.flushing = this.flushing.then(() => this.writePending());
        return this.flushing;
    }
    async writePending() {
        const batch = this.pending;
        this.pending = new Map();
        this.writing = batch;
        for (const [key, counter] of batch) {
            try {
                if (counter.target === 'user')
                    await upsertIncrement(this.userDays, counter);
                else if (counter.target === 'userHour')
                    await upsertIncrement(this.userHours, counter);
                else
                    await upsertIncrement(this.accountDays, counter);
            }
            catch (error) {
                this.logger.error(`Writing the daily counter ${counter.id} failed: ${error.message}`);
                this.addPending(counter.target, counter.id, counter.fields, counter.accepted);
            }
            batch.delete(key);
        }
    }
    /** After the modules that accept messages have shut down (Nest goes from the app towards its dependencies). */
    async onApplicationShutdown() {
        clearInterval(this.flushTimer);
        await this.flush();
    }
    /** Messages an SMTP account had accepted today (UTC), for its daily quota. */
    async acceptedToday(smtpAccountId, at = new Date()) {
        const id = `${utcDay(at)}|${smtpAccountId.toString()}`;
        const row = await this.accountDays.findById(id, { accepted: 1 }).lean().exec();
        return (row?.accepted ?? 0) + this.unwrittenAccepted('smtpAccount', id);
    }
    /** Messages the account had accepted today (UTC), for its plan's daily cap. */
    async acceptedTodayByUser(userId, at = new Date()) {
        const id = userDayId(utcDay(at), userId);
        const row = await this.userDays.findById(id, { accepted: 1 }).lean().exec();
        return (row?.accepted ?? 0) + this.unwrittenAccepted('user', id);
    }
    /** Messages the account had accepted this UTC hour, for its warm-up's hourly quota. */
    async acceptedThisHourByUser(userId, at = new Date()) {
        const id = userHourId(utcHour(at), userId);
        const row = await this.userHours.findById(id, { accepted: 1 }).lean().exec();
        return (row?.accepted ?? 0) + this.unwrittenAccepted('userHour', id);
    }
};
DailyCountersService = DailyCountersService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(AccountDayRecord.name)),
    __param(1, InjectModel(UserDayRecord.name)),
    __param(2, InjectModel(UserHourRecord.name)),
    __metadata("design:paramtypes", [Function, Function, Function, PendingWrites])
], DailyCountersService);
export { DailyCountersService };
async function upsertIncrement(model, { id, fields, accepted }) {
    const update = { $inc: { accepted }, $setOnInsert: fields };
    try {
        await model.updateOne({ _id: id }, update, { upsert: true });
    }
    catch (error) {
        // Two first upserts of the same day race to insert it; the loser's retry finds the row.
        if (error.code !== 11000)
            throw error;
        await model.updateOne({ _id: id }, update, { upsert: true });
    }
}
//# sourceMappingURL=daily-counters.service.js.map