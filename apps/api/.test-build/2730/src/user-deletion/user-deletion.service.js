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
var UserDeletionService_1;
import { ConflictException, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { setTimeout as sleep } from 'node:timers/promises';
import { AgentsService } from '../agents/agents.service.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { SHARED_RECORD_TTL_MS } from '../common/ttl-cache.js';
import { DomainsService } from '../domains/domains.service.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { SignInThrottleService } from '../sign-in-throttle/sign-in-throttle.service.js';
import { EmailConfirmationService } from '../signup/email-confirmation.service.js';
import { SmtpAccountsService } from '../smtp-accounts/smtp-accounts.service.js';
import { SuppressionsService } from '../suppressions/suppressions.service.js';
import { UserPlansService } from '../user-plans/user-plans.service.js';
import { UsersService } from '../users/users.service.js';
import { WebhookEndpointsService } from '../webhooks/webhook-endpoints.service.js';
import { describeHoldings, holdsAnything, UserHoldingsService } from './user-holdings.service.js';
import { USER_DELETION_STEPS, UserDeletionRecord } from './user-deletion.schema.js';
/** What the log entries of a deleted user's queued mail say. */
export const ACCOUNT_DELETED_REASON = "Not sent: the sender's account was deleted";
/** Open deliveries given up per query. */
const DELIVERY_BATCH = 100;
/**
 * How often the last step looks again for deliveries that were in a worker's hands (leases last
 * minutes; each look reads the queue's whole collection on the embedded database).
 */
const IN_FLIGHT_POLL_MS = 5_000;
/** Beyond the caches' lifetime: a submission that passed its checks just before still has to store its message. */
const ACCEPTANCE_MARGIN_MS = 5_000;
/** A job is written at least this often while it runs (see updated_at). */
const HEARTBEAT_MS = 10_000;
/**
 * Deletes users. A user who still owns domains, SMTP accounts, plans or agents is deleted only
 * when the admin confirms the cascade; then everything the user owns goes too, and their queued
 * mail is given up with a reason in the logs. The work is a job stored under the user's _id
 * and run step by step (USER_DELETION_STEPS), so a process that dies half-way leaves a job that
 * the next start, or another process, resumes.
 */
let UserDeletionService = UserDeletionService_1 = class UserDeletionService {
    jobs;
    users;
    holdings;
    queue;
    logger = new Logger(UserDeletionService_1.name);
    /** The jobs this process runs, by user id. */
    running = new Map();
    stopped = false;
    steps;
    constructor(jobs, users, holdings, apiKeys, smtpAccounts, passwordResets, emailConfirmations, signInThrottle, webhooks, domains, suppressions, userPlans, agents, queue) {
        this.jobs = jobs;
        this.users = users;
        this.holdings = holdings;
        this.queue = queue;
        this.steps = {
            'refuse-sending': (job) => this.refuseSending(job),
            'remove-credentials': async ({ _id }) => {
                await apiKeys.removeAllOf(_id);
                await smtpAccounts.removeAllOf(_id);
                await passwordResets.forgetTokensOf(_id);
                await emailConfirmations.forgetTokensOf(_id);
                await signInThrottle.liftLocksOf(_id.toString());
            },
            'remove-webhooks': async ({ _id }) => void (await webhooks.removeAllOf(_id)),
            'remove-domains': async ({ _id }) => void (await domains.removeAllOf(_id)),
            'fail-queued-mail': async ({ _id }) => {
                let failed;
                do {
                    ({ failed } = await this.queue.failOpenDeliveriesOf(_id, ACCOUNT_DELETED_REASON, DELIVERY_BATCH));
                } while (failed > 0 && !this.stopped);
            },
            'remove-holdings': async ({ _id }) => {
                await suppressions.removeAllOf(_id);
                // After the domains: a plan a domain is on is kept for it.
                await userPlans.removeAllOf(_id);
                await agents.removeAllOf(_id);
            },
            'remove-user': async ({ _id }) => void (await this.users.remove(_id.toString())),
            'settle-queued-mail': (job) => this.settleQueuedMail(job),
        };
    }
    /**
     * Deletes the user, or answers 409 listing what they own when `cascade` was not confirmed.
     * Resolves once the user record is gone; the job may go on a while for mail in flight.
     */
    async delete(id, cascade) {
        const user = await this.users.findById(id);
        if (!user)
            throw new NotFoundException(`User ${id} not found`);
        // A job already stored was confirmed when it was asked for: it only needs to go on.
        const job = (await this.jobs.findById(user._id).lean().exec()) ?? (await this.createJob(user, cascade));
        await this.start(job).userRemoved;
    }
    /** Runs every stored job that this process is not running yet and that was last written before `writtenBefore`. */
    async resumeJobs(writtenBefore = new Date()) {
        // The collection holds only jobs under way: a handful, read whole.
        const stored = await this.jobs.find({}).lean().exec();
        const resumed = stored.filter((job) => !this.running.has(job._id.toString()) && job.updated_at <= writtenBefore);
        for (const job of resumed) {
            this.logger.log(`Resuming the deletion of user ${job.email} (${job._id.toString()}) at step ${job.step}`);
            this.start(job);
        }
        return resumed.length;
    }
    onApplicationShutdown() {
        this.stopped = true;
    }
    async createJob(user, cascade) {
        if (!cascade) {
            const holdings = await this.holdings.holdingsOf(user._id);
            if (holdsAnything(holdings)) {
                throw new ConflictException({
                    message: `User ${user.email} still owns ${describeHoldings(holdings)}; delete with cascade=true to remove them with the user`,
                    error: 'Conflict',
                    holdings,
                });
            }
        }
        try {
            return (await this.jobs.create({ _id: user._id, email: user.email })).toObject();
        }
        catch (error) {
            // Two requests at once: the first one's job is the one.
            if (error.code !== 11000)
                throw error;
            const existing = await this.jobs.findById(user._id).lean().exec();
            if (!existing)
                throw error;
            return existing;
        }
    }
    start(job) {
        const key = job._id.toString();
        const already = this.running.get(key);
        if (already)
            return already;
        let userRemoved;
        const userRemovedSignal = new Promise((resolve) => (userRemoved = resolve));
        const done = this.runSteps(job, userRemoved);
        const running = { userRemoved: Promise.race([userRemovedSignal, done]), done };
        this.running.set(key, running);
        done.then(() => this.running.delete(key), (error) => {
            this.running.delete(key);
            this.logger.error(`Deleting user ${job.email} (${key}) stopped at an error, to be resumed: ${error.message}`);
        });
        return running;
    }
    async runSteps(job, userRemoved) {
        const first = USER_DELETION_STEPS.indexOf(job.step);
        const userStep = USER_DELETION_STEPS.indexOf('remove-user');
        if (first > userStep)
            userRemoved();
        for (let index = first; index < USER_DELETION_STEPS.length; index += 1) {
            if (this.stopped && index <= userStep) {
                throw new ServiceUnavailableException('The API is shutting down: the deletion goes on at its next start');
            }
            if (this.stopped)
                return;
            const step = USER_DELETION_STEPS[index];
            await this.jobs.updateOne({ _id: job._id }, { $set: { step } }).exec();
            await this.steps[step]({ ...job, step });
            if (index === userStep)
                userRemoved();
        }
        if (this.stopped)
            return;
        await this.jobs.deleteOne({ _id: job._id }).exec();
        this.logger.log(`User ${job.email} (${job._id.toString()}) deleted with everything they owned`);
    }
    async refuseSending(job) {
        try {
            await this.users.update(job._id.toString(), { status: 'inactive' });
        }
        catch (error) {
            // Gone already (deleted by a run that died before it could note the step): nothing to refuse.
            if (!(error instanceof NotFoundException))
                throw error;
        }
        if (!job.sending_refused_at) {
            job.sending_refused_at = new Date();
            await this.jobs.updateOne({ _id: job._id }, { $set: { sending_refused_at: job.sending_refused_at } }).exec();
        }
    }
    /**
     * Fails what was left in a worker's hands, once the worker gives it back (a result that leaves
     * it queued) or its lease runs out, and whatever a process that still had the user in its cache
     * accepted; ends once nothing is open and no process can accept more.
     */
    async settleQueuedMail(job) {
        const refusedAt = (await this.jobs.findById(job._id, { sending_refused_at: 1 }).lean().exec())?.sending_refused_at ?? new Date();
        const quietFrom = refusedAt.getTime() + SHARED_RECORD_TTL_MS + ACCEPTANCE_MARGIN_MS;
        let lastHeartbeat = Date.now();
        while (!this.stopped) {
            const { failed, inFlight } = await this.queue.failOpenDeliveriesOf(job._id, ACCOUNT_DELETED_REASON, DELIVERY_BATCH);
            if (failed === 0 && inFlight === 0 && Date.now() >= quietFrom)
                return;
            if (Date.now() - lastHeartbeat >= HEARTBEAT_MS) {
                lastHeartbeat = Date.now();
                await this.jobs.updateOne({ _id: job._id }, { $set: { updated_at: new Date() } }).exec();
            }
            if (failed === 0)
                await sleep(IN_FLIGHT_POLL_MS);
        }
    }
};
UserDeletionService = UserDeletionService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(UserDeletionRecord.name)),
    __metadata("design:paramtypes", [Function, UsersService,
        UserHoldingsService,
        ApiKeysService,
        SmtpAccountsService,
        PasswordResetService,
        EmailConfirmationService,
        SignInThrottleService,
        WebhookEndpointsService,
        DomainsService,
        SuppressionsService,
        UserPlansService,
        AgentsService,
        DeliveryQueueService])
], UserDeletionService);
export { UserDeletionService };
//# sourceMappingURL=user-deletion.service.js.map