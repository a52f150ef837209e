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
var JobLeadership_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { APP_CONFIG } from '../config/app-config.token.js';
import { JobLeaseRecord } from './job-lease.schema.js';
const DUPLICATE_KEY = 11000;
/** A lease is renewed this many times within its length, so one slow renewal does not lose it. */
const RENEWALS_PER_LEASE = 3;
/**
 * Periodic jobs (scheduled backups, the queue's expiry sweep, DNS re-checks...) run in one API
 * process at a time: the one holding the job's lease document in job_leases. Each process that
 * runs a job's timer asks `leads(job)` before a round; the holder renews its leases every third
 * of JOB_LEADERSHIP_SECONDS, the others try to take them, so a lease whose holder died is taken
 * over within JOB_LEADERSHIP_SECONDS. A process shutting down gives its leases back at once.
 *
 * Every write is one update by _id. On MongoDB it is atomic; the embedded database (FerretDB on
 * SQLite) reads and writes in two steps, so two processes taking over an expired lease at the
 * same instant could both believe they won until the next renewal: each renewal rereads the
 * lease, and the jobs led this way tolerate a round run twice (their work is claimed or idempotent).
 */
let JobLeadership = JobLeadership_1 = class JobLeadership {
    config;
    leases;
    logger = new Logger(JobLeadership_1.name);
    /** Who this process is in the leases: host, pid and a random part (pids repeat across containers). */
    holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    /** Jobs this process runs, and until when (local clock) it holds each one's lease. */
    heldUntil = new Map();
    renewalTimer;
    constructor(config, leases) {
        this.config = config;
        this.leases = leases;
    }
    /** Whether this process is the one to run `job` now; joins the job's contest on first call. */
    async leads(job) {
        if (!this.heldUntil.has(job)) {
            this.heldUntil.set(job, 0);
            await this.contest(job);
            this.startRenewals();
        }
        return (this.heldUntil.get(job) ?? 0) > Date.now();
    }
    async beforeApplicationShutdown() {
        clearInterval(this.renewalTimer);
        const jobs = [...this.heldUntil.keys()];
        this.heldUntil.clear();
        // Given back so that another process takes the jobs at its next renewal, not a lease later.
        await this.leases.deleteMany({ _id: { $in: jobs }, holder: this.holder }).exec().catch(() => undefined);
    }
    startRenewals() {
        if (this.renewalTimer)
            return;
        const everyMs = Math.floor(this.config.operations.jobLeadershipMs / RENEWALS_PER_LEASE);
        this.renewalTimer = setInterval(() => {
            for (const job of this.heldUntil.keys())
                void this.contest(job);
        }, everyMs).unref();
    }
    /** Renews the lease when this process holds it, takes it when it ran out; notes the outcome. */
    async contest(job) {
        const leaseMs = this.config.operations.jobLeadershipMs;
        const startedAt = Date.now();
        const now = new Date(startedAt);
        try {
            // db.job_leases.updateOne({ _id: job, $or: [{ holder: me }, { expires_at: { $lte: now } }] }, { $set: ... }, { upsert: true })
            await this.leases
                .updateOne({ _id: job, $or: [{ holder: this.holder }, { expires_at: { $lte: now } }] }, { $set: { holder: this.holder, expires_at: new Date(startedAt + leaseMs) } }, { upsert: true })
                .exec();
        }
        catch (error) {
            // Another process holds a live lease: the upsert's insert met its document.
            if (error.code !== DUPLICATE_KEY) {
                this.logger.warn(`Renewing the lease of ${job} failed: ${error.message}`);
                return this.note(job, 0);
            }
        }
        const lease = await this.leases.findById(job).lean().exec().catch(() => null);
        const held = lease?.holder === this.holder;
        // Counted from before the write: the lease cannot have run out in the database sooner than here.
        this.note(job, held ? startedAt + leaseMs : 0);
    }
    note(job, until) {
        if (!this.heldUntil.has(job))
            return; // shut down meanwhile
        const wasLeading = (this.heldUntil.get(job) ?? 0) > Date.now();
        this.heldUntil.set(job, until);
        const leading = until > Date.now();
        if (leading !== wasLeading)
            this.logger.log(`${leading ? 'Now runs' : 'No longer runs'} the periodic job ${job}`);
    }
};
JobLeadership = JobLeadership_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __param(1, InjectModel(JobLeaseRecord.name)),
    __metadata("design:paramtypes", [Object, Function])
], JobLeadership);
export { JobLeadership };
//# sourceMappingURL=job-leadership.service.js.map