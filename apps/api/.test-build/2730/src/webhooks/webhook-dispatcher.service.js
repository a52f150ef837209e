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
var WebhookDispatcher_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash, randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { SecretBox } from '../common/secret-box.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { PlatformMetrics } from '../metrics/platform-metrics.js';
import { DeliveryClaimsService } from '../queue/delivery-claims.service.js';
import { WebhookAttemptRecord } from './webhook-attempt.schema.js';
import { WebhookDueAttempts } from './webhook-due-attempts.js';
import { WebhookEndpointHealth } from './webhook-endpoint-health.service.js';
import { WebhookEndpointRecord } from './webhook-endpoint.schema.js';
import { WebhookOutboxRecord } from './webhook-outbox.schema.js';
import { postWebhook } from './webhook-post.js';
import { WebhookSettingsService } from './webhook-settings.service.js';
import { webhookSignature } from './webhook-signature.js';
import { WebhookTargetRefused, WebhookTargetResolver } from './webhook-target.js';
/** A reread of the outbox waits at least this many times its own duration (as the delivery queue's does). */
const RESCAN_SPACING_FACTOR = 10;
/**
 * Sends queued webhook events. Each POST is one attempt of an outbox entry, leased the way the
 * delivery queue leases its attempts: a claim document per (entry, attempt) decides who sends
 * it, so two processes never send the same attempt, and a lease whose holder died expires and
 * is taken again (a restart loses nothing). A failed POST is retried on the configured
 * schedule; each POST is recorded for the account to see.
 */
let WebhookDispatcher = WebhookDispatcher_1 = class WebhookDispatcher {
    config;
    outbox;
    endpoints;
    attempts;
    due;
    claims;
    targets;
    settings;
    secretBox;
    health;
    metrics;
    logger = new Logger(WebhookDispatcher_1.name);
    owner = `webhooks-${process.pid}-${randomUUID().slice(0, 8)}`;
    inFlight = new Set();
    pollTimer;
    rescanTimer;
    polling = false;
    stopped = true;
    constructor(config, outbox, endpoints, attempts, due, claims, targets, settings, secretBox, health, metrics) {
        this.config = config;
        this.outbox = outbox;
        this.endpoints = endpoints;
        this.attempts = attempts;
        this.due = due;
        this.claims = claims;
        this.targets = targets;
        this.settings = settings;
        this.secretBox = secretBox;
        this.health = health;
        this.metrics = metrics;
    }
    onApplicationBootstrap() {
        if (this.config.webhooks.concurrency === 0)
            return;
        this.stopped = false;
        void this.rescan();
        this.pollTimer = setInterval(() => void this.poll(), this.config.webhooks.pollMs).unref();
    }
    /** Stops taking attempts and lets the POSTs under way finish (each within its time-out). */
    async onApplicationShutdown() {
        this.stopped = true;
        clearInterval(this.pollTimer);
        clearTimeout(this.rescanTimer);
        await Promise.allSettled([...this.inFlight]);
    }
    /** Takes due attempts while there is room for more POSTs. */
    async poll() {
        if (this.polling || this.stopped)
            return;
        this.polling = true;
        try {
            for (const ref of this.due.due()) {
                if (this.stopped || this.inFlight.size >= this.config.webhooks.concurrency)
                    break;
                const taken = await this.take(ref);
                if (!taken)
                    continue;
                const sending = this.send(taken)
                    .catch((error) => this.logger.error(`Webhook ${taken.webhook_id}: ${error.message}`))
                    .finally(() => {
                    this.inFlight.delete(sending);
                    // Its place is free: take the next due attempt now rather than at the next poll, so
                    // a backlog moves at `concurrency` POSTs in flight, not `concurrency` per poll interval.
                    void this.poll();
                });
                this.inFlight.add(sending);
            }
        }
        catch (error) {
            this.logger.error(`Taking webhook attempts failed: ${error.message}`);
        }
        finally {
            this.polling = false;
        }
    }
    /**
     * Claims the entry's next attempt and marks it leased, once a fresh read confirms it is due
     * and the view's attempt count was right (DeliveryQueueService.takeNextAttempt does the same).
     */
    async take(ref) {
        const id = new Types.ObjectId(ref.id);
        const attempt = ref.attempts + 1;
        const leaseMs = this.config.webhooks.leaseMs;
        if (!(await this.claims.claimLease(id, attempt, this.owner, leaseMs, () => this.attemptNotReached(id, attempt)))) {
            await this.reread(id);
            return null;
        }
        const entry = await this.reread(id);
        const now = new Date();
        const stepBack = !entry ||
            entry.attempts !== ref.attempts ||
            !isDue(entry, now) ||
            // The expired lease's holder is recording its result right now: let it finish.
            (entry.state === 'leased' && (await this.claims.isClaimedWithin(id, entry.attempts, 'result', leaseMs)));
        if (stepBack) {
            await this.claims.release(id, attempt, 'lease');
            return null;
        }
        const lease = { state: 'leased', attempts: attempt, lease_token: randomUUID(), lease_owner: this.owner, lease_expires_at: new Date(now.getTime() + leaseMs) };
        await this.outbox.updateOne({ _id: id }, { $set: lease }).exec();
        const leased = { ...entry, ...lease };
        this.due.put(leased);
        return leased;
    }
    async attemptNotReached(id, attempt) {
        const entry = await this.outbox.findById(id, { attempts: 1 }).lean().exec();
        return entry !== null && entry.attempts < attempt;
    }
    async reread(id) {
        const entry = await this.outbox.findById(id).lean().exec();
        if (!entry)
            this.due.remove(id.toHexString());
        else
            this.due.put(entry);
        return entry;
    }
    /** One POST of a leased entry, then its result. An entry whose endpoint is gone or switched off is dropped. */
    async send(entry) {
        const endpoint = await this.endpoints.findById(entry.endpoint_id).lean().exec();
        if (!endpoint || !endpoint.enabled) {
            if (await this.claimResult(entry))
                await this.remove(entry);
            return;
        }
        const result = await this.post(entry, endpoint);
        this.metrics.webhookAttempts.inc({ outcome: result.ok ? 'ok' : 'failed' });
        if (!(await this.claimResult(entry)))
            return;
        const now = new Date();
        const wait = result.ok ? undefined : this.config.webhooks.retryScheduleMs[entry.attempts - 1];
        const nextRetryAt = wait === undefined ? null : new Date(now.getTime() + wait);
        await this.recordAttempt(entry, result, nextRetryAt, now);
        if (nextRetryAt) {
            const retry = { state: 'queued', next_attempt_at: nextRetryAt, lease_token: null, lease_owner: null, lease_expires_at: null };
            await this.outbox.updateOne({ _id: entry._id }, { $set: retry }).exec();
            this.due.put({ ...entry, ...retry });
        }
        else {
            await this.remove(entry);
        }
        await this.health.record(endpoint, result, now);
    }
    /** Signs and POSTs; a target refused after resolution is a failed attempt like a connection error. */
    async post(entry, endpoint) {
        try {
            const { allow_private_targets } = await this.settings.get();
            const target = await this.targets.resolve(endpoint.url, allow_private_targets);
            const timestamp = Math.floor(Date.now() / 1000);
            const secrets = [this.secretBox.open(endpoint.secret_sealed)];
            if (endpoint.previous_secret_sealed && endpoint.previous_secret_expires_at && endpoint.previous_secret_expires_at > new Date()) {
                secrets.push(this.secretBox.open(endpoint.previous_secret_sealed));
            }
            const headers = {
                'webhook-id': entry.webhook_id,
                'webhook-timestamp': String(timestamp),
                'webhook-signature': webhookSignature(secrets, entry.webhook_id, timestamp, entry.body),
            };
            return await postWebhook(target, headers, entry.body, this.config.webhooks.timeoutMs);
        }
        catch (error) {
            if (!(error instanceof WebhookTargetRefused))
                throw error;
            return { ok: false, statusCode: null, durationMs: 0, excerpt: error.message };
        }
    }
    /**
     * Only one result per attempt is recorded: by whoever claims it first, and not when another
     * process has already taken over the next attempt (this one's lease ran out meanwhile).
     */
    async claimResult(entry) {
        if (!(await this.claims.claim(entry._id, entry.attempts, 'result', this.owner)))
            return false;
        if (await this.claims.isClaimed(entry._id, entry.attempts + 1, 'lease')) {
            await this.claims.release(entry._id, entry.attempts, 'result');
            return false;
        }
        return true;
    }
    /** Its _id is derived from (entry, attempt): recording it again after a crash stores it once. */
    async recordAttempt(entry, result, nextRetryAt, at) {
        const id = new Types.ObjectId(createHash('sha256').update(`${entry._id.toHexString()}:${entry.attempts}`).digest().subarray(0, 12));
        try {
            await this.attempts.create({
                _id: id,
                endpoint_id: entry.endpoint_id,
                user_id: entry.user_id,
                webhook_id: entry.webhook_id,
                event_type: entry.event_type,
                event_id: entry.event_id,
                message_id: entry.message_id,
                body: entry.body,
                attempt: entry.attempts,
                replay: entry.replay,
                result: result.ok ? 'succeeded' : 'failed',
                status_code: result.statusCode,
                duration_ms: result.durationMs,
                response_excerpt: result.excerpt,
                next_retry_at: nextRetryAt,
                created_at: at,
            });
        }
        catch (error) {
            if (error.code !== 11000)
                throw error;
        }
    }
    async remove(entry) {
        await this.outbox.deleteOne({ _id: entry._id }).exec();
        this.due.remove(entry._id.toHexString());
        await this.claims.releaseAll([{ deliveryId: entry._id, attempts: entry.attempts }]);
    }
    /** Rereads the open outbox into the view (at start, then regularly), to learn of other processes' entries. */
    async rescan() {
        const startedAt = Date.now();
        try {
            const entries = await this.outbox.find({}, { state: 1, attempts: 1, next_attempt_at: 1, lease_expires_at: 1 }).lean().exec();
            this.due.replaceWith(entries, startedAt);
        }
        catch (error) {
            this.logger.error(`Rereading the webhook outbox failed: ${error.message}`);
        }
        if (this.stopped)
            return;
        const wait = Math.max(this.config.sending.queueRescanMs, (Date.now() - startedAt) * RESCAN_SPACING_FACTOR);
        this.rescanTimer = setTimeout(() => void this.rescan(), wait).unref();
    }
};
WebhookDispatcher = WebhookDispatcher_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __param(1, InjectModel(WebhookOutboxRecord.name)),
    __param(2, InjectModel(WebhookEndpointRecord.name)),
    __param(3, InjectModel(WebhookAttemptRecord.name)),
    __metadata("design:paramtypes", [Object, Function, Function, Function, WebhookDueAttempts,
        DeliveryClaimsService,
        WebhookTargetResolver,
        WebhookSettingsService,
        SecretBox,
        WebhookEndpointHealth,
        PlatformMetrics])
], WebhookDispatcher);
export { WebhookDispatcher };
/** Queued and due, or leased with the lease run out. */
function isDue(entry, now) {
    if (entry.state === 'queued')
        return entry.next_attempt_at <= now;
    return entry.lease_expires_at !== null && entry.lease_expires_at <= now;
}
//# sourceMappingURL=webhook-dispatcher.service.js.map