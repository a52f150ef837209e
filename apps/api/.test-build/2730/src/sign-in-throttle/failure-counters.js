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
import { Types } from 'mongoose';
import { SignInFailureRecord } from './sign-in-failure.schema.js';
const DUPLICATE_KEY = 11000;
/**
 * Windowed failure counters and locks in the sign_in_failures collection, shared by every API
 * process. Each call is one atomic single-document update by _id: MongoDB serves it from the
 * _id index, and so does the embedded database (which indexes nothing else). Note: MongoDB
 * applies $inc atomically whichever process sends it; FerretDB 1.24 on SQLite reads and writes
 * the document in two steps, so two processes counting the same key at the very same moment
 * may lose one count there. The embedded database serves one machine's test and development
 * set-ups, where that is acceptable; production runs on MongoDB.
 */
let FailureCounters = class FailureCounters {
    records;
    constructor(records) {
        this.records = records;
    }
    find(id) {
        return this.records.findById(id).lean().exec();
    }
    /**
     * Counts one failure under `id` and answers the record after it. A window starts at the first
     * failure and lasts `windowMs`; once it has ended the count starts again at 1 (a running lock
     * is kept). Usually one round trip: the upsert counts in a running window or creates the
     * record; it fails with a duplicate key only when the record's window has ended.
     */
    async count(id, now, windowMs) {
        const windowEnds = new Date(now.getTime() + windowMs);
        for (let round = 0; round < 3; round += 1) {
            try {
                // db.sign_in_failures.findOneAndUpdate({ _id, window_ends: { $gt: now } }, { $inc, $setOnInsert }, { upsert: true })
                const counted = await this.records
                    .findOneAndUpdate({ _id: id, window_ends: { $gt: now } }, { $inc: { failures: 1 }, $setOnInsert: { window_ends: windowEnds, locked_until: null, owner_user_id: null, expires_at: windowEnds } }, { upsert: true, returnDocument: 'after' })
                    .lean()
                    .exec();
                if (counted)
                    return counted;
            }
            catch (error) {
                if (error.code !== DUPLICATE_KEY)
                    throw error;
            }
            const restarted = await this.records
                .findOneAndUpdate({ _id: id, window_ends: { $lte: now } }, { $set: { failures: 1, window_ends: windowEnds }, $max: { expires_at: windowEnds } }, { returnDocument: 'after' })
                .lean()
                .exec();
            if (restarted)
                return restarted;
            // Another process restarted or created the window meanwhile: count in it.
        }
        throw new Error(`Could not count a failed sign-in under ${id}`);
    }
    /** Takes back one count (an attempt counted before its check turned out right). */
    async uncount(id, now) {
        await this.records.updateOne({ _id: id, window_ends: { $gt: now }, failures: { $gt: 0 } }, { $inc: { failures: -1 } }).exec();
    }
    /** Locks `id` until `until`; true when this call started the lock, false when one was running. */
    async lock(id, now, until) {
        const started = await this.records
            .findOneAndUpdate({ _id: id, $or: [{ locked_until: null }, { locked_until: { $lte: now } }] }, { $set: { locked_until: until }, $max: { expires_at: until } })
            .lean()
            .exec();
        return started !== null;
    }
    /** Notes whose account the records are, so that liftLocksOwnedBy finds them. */
    async setOwner(ids, ownerUserId) {
        const owner = new Types.ObjectId(ownerUserId);
        await Promise.all(ids.map((id) => this.records.updateOne({ _id: id }, { $set: { owner_user_id: owner } }).exec()));
    }
    async remove(id) {
        await this.records.deleteOne({ _id: id }).exec();
    }
    /** Removes the counts and locks of one user's accounts (served by the owner_user_id, locked_until index); answers how many locks were running. */
    async removeOwnedBy(ownerUserId, now) {
        const owner = new Types.ObjectId(ownerUserId);
        const running = await this.records.countDocuments({ owner_user_id: owner, locked_until: { $gt: now } }).exec();
        await this.records.deleteMany({ owner_user_id: owner }).exec();
        return running;
    }
};
FailureCounters = __decorate([
    Injectable(),
    __param(0, InjectModel(SignInFailureRecord.name)),
    __metadata("design:paramtypes", [Function])
], FailureCounters);
export { FailureCounters };
//# sourceMappingURL=failure-counters.js.map