import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash, randomUUID } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import { SecretBox } from '../common/secret-box.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { PlatformMetrics } from '../metrics/platform-metrics.js';
import { DeliveryClaimsService } from '../queue/delivery-claims.service.js';
import { WebhookAttemptRecord } from './webhook-attempt.schema.js';
import { WebhookDueAttempts, type WebhookAttemptRef } from './webhook-due-attempts.js';
import { WebhookEndpointHealth } from './webhook-endpoint-health.service.js';
import { WebhookEndpointRecord, type StoredWebhookEndpoint } from './webhook-endpoint.schema.js';
import { WebhookOutboxRecord, type StoredOutboxEntry } from './webhook-outbox.schema.js';
import { postWebhook, type WebhookPostResult } from './webhook-post.js';
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
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookDispatcher.name);
  private readonly owner = `webhooks-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Set<Promise<void>>();
  private pollTimer?: NodeJS.Timeout;
  private rescanTimer?: NodeJS.Timeout;
  private polling = false;
  private stopped = true;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectModel(WebhookOutboxRecord.name) private readonly outbox: Model<WebhookOutboxRecord>,
    @InjectModel(WebhookEndpointRecord.name) private readonly endpoints: Model<WebhookEndpointRecord>,
    @InjectModel(WebhookAttemptRecord.name) private readonly attempts: Model<WebhookAttemptRecord>,
    private readonly due: WebhookDueAttempts,
    private readonly claims: DeliveryClaimsService,
    private readonly targets: WebhookTargetResolver,
    private readonly settings: WebhookSettingsService,
    private readonly secretBox: SecretBox,
    private readonly health: WebhookEndpointHealth,
    private readonly metrics: PlatformMetrics,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.webhooks.concurrency === 0) return;
    this.stopped = false;
    void this.rescan();
    this.pollTimer = setInterval(() => void this.poll(), this.config.webhooks.pollMs).unref();
  }

  /** Stops taking attempts and lets the POSTs under way finish (each within its time-out). */
  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.rescanTimer);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Takes due attempts while there is room for more POSTs. */
  async poll(): Promise<void> {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      for (const ref of this.due.due()) {
        if (this.stopped || this.inFlight.size >= this.config.webhooks.concurrency) break;
        const taken = await this.take(ref);
        if (!taken) continue;
        const sending = this.send(taken)
          .catch((error: Error) => this.logger.error(`Webhook ${taken.webhook_id}: ${error.message}`))
          .finally(() => {
            this.inFlight.delete(sending);
            // Its place is free: take the next due attempt now rather than at the next poll, so
            // a backlog moves at `concurrency` POSTs in flight, not `concurrency` per poll interval.
            void this.poll();
          });
        this.inFlight.add(sending);
      }
    } catch (error) {
      this.logger.error(`Taking webhook attempts failed: ${(error as Error).message}`);
    } finally {
      this.polling = false;
    }
  }

  /**
   * Claims the entry's next attempt and marks it leased, once a fresh read confirms it is due
   * and the view's attempt count was right (DeliveryQueueService.takeNextAttempt does the same).
   */
  private async take(ref: WebhookAttemptRef): Promise<StoredOutboxEntry | null> {
    const id = new Types.ObjectId(ref.id);
    const attempt = ref.attempts + 1;
    const leaseMs = this.config.webhooks.leaseMs;
    if (!(await this.claims.claimLease(id, attempt, this.owner, leaseMs, () => this.attemptNotReached(id, attempt)))) {
      await this.reread(id);
      return null;
    }
    const entry = await this.reread(id);
    const now = new Date();
    const stepBack =
      !entry ||
      entry.attempts !== ref.attempts ||
      !isDue(entry, now) ||
      // The expired lease's holder is recording its result right now: let it finish.
      (entry.state === 'leased' && (await this.claims.isClaimedWithin(id, entry.attempts, 'result', leaseMs)));
    if (stepBack) {
      await this.claims.release(id, attempt, 'lease');
      return null;
    }
    const lease = { state: 'leased' as const, attempts: attempt, lease_token: randomUUID(), lease_owner: this.owner, lease_expires_at: new Date(now.getTime() + leaseMs) };
    await this.outbox.updateOne({ _id: id }, { $set: lease }).exec();
    const leased = { ...entry, ...lease };
    this.due.put(leased);
    return leased;
  }

  private async attemptNotReached(id: Types.ObjectId, attempt: number): Promise<boolean> {
    const entry = await this.outbox.findById(id, { attempts: 1 }).lean().exec();
    return entry !== null && entry.attempts < attempt;
  }

  private async reread(id: Types.ObjectId): Promise<StoredOutboxEntry | null> {
    const entry = await this.outbox.findById(id).lean<StoredOutboxEntry>().exec();
    if (!entry) this.due.remove(id.toHexString());
    else this.due.put(entry);
    return entry;
  }

  /** One POST of a leased entry, then its result. An entry whose endpoint is gone or switched off is dropped. */
  private async send(entry: StoredOutboxEntry): Promise<void> {
    const endpoint = await this.endpoints.findById(entry.endpoint_id).lean<StoredWebhookEndpoint>().exec();
    if (!endpoint || !endpoint.enabled) {
      if (await this.claimResult(entry)) await this.remove(entry);
      return;
    }
    const result = await this.post(entry, endpoint);
    this.metrics.webhookAttempts.inc({ outcome: result.ok ? 'ok' : 'failed' });
    if (!(await this.claimResult(entry))) return;
    const now = new Date();
    const wait = result.ok ? undefined : this.config.webhooks.retryScheduleMs[entry.attempts - 1];
    const nextRetryAt = wait === undefined ? null : new Date(now.getTime() + wait);
    await this.recordAttempt(entry, result, nextRetryAt, now);
    if (nextRetryAt) {
      const retry = { state: 'queued' as const, next_attempt_at: nextRetryAt, lease_token: null, lease_owner: null, lease_expires_at: null };
      await this.outbox.updateOne({ _id: entry._id }, { $set: retry }).exec();
      this.due.put({ ...entry, ...retry });
    } else {
      await this.remove(entry);
    }
    await this.health.record(endpoint, result, now);
  }

  /** Signs and POSTs; a target refused after resolution is a failed attempt like a connection error. */
  private async post(entry: StoredOutboxEntry, endpoint: StoredWebhookEndpoint): Promise<WebhookPostResult> {
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
    } catch (error) {
      if (!(error instanceof WebhookTargetRefused)) throw error;
      return { ok: false, statusCode: null, durationMs: 0, excerpt: error.message };
    }
  }

  /**
   * Only one result per attempt is recorded: by whoever claims it first, and not when another
   * process has already taken over the next attempt (this one's lease ran out meanwhile).
   */
  private async claimResult(entry: StoredOutboxEntry): Promise<boolean> {
    if (!(await this.claims.claim(entry._id, entry.attempts, 'result', this.owner))) return false;
    if (await this.claims.isClaimed(entry._id, entry.attempts + 1, 'lease')) {
      await this.claims.release(entry._id, entry.attempts, 'result');
      return false;
    }
    return true;
  }

  /** Its _id is derived from (entry, attempt): recording it again after a crash stores it once. */
  private async recordAttempt(entry: StoredOutboxEntry, result: WebhookPostResult, nextRetryAt: Date | null, at: Date): Promise<void> {
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
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  private async remove(entry: StoredOutboxEntry): Promise<void> {
    await this.outbox.deleteOne({ _id: entry._id }).exec();
    this.due.remove(entry._id.toHexString());
    await this.claims.releaseAll([{ deliveryId: entry._id, attempts: entry.attempts }]);
  }

  /** Rereads the open outbox into the view (at start, then regularly), to learn of other processes' entries. */
  private async rescan(): Promise<void> {
    const startedAt = Date.now();
    try {
      const entries = await this.outbox.find({}, { state: 1, attempts: 1, next_attempt_at: 1, lease_expires_at: 1 }).lean().exec();
      this.due.replaceWith(entries, startedAt);
    } catch (error) {
      this.logger.error(`Rereading the webhook outbox failed: ${(error as Error).message}`);
    }
    if (this.stopped) return;
    const wait = Math.max(this.config.sending.queueRescanMs, (Date.now() - startedAt) * RESCAN_SPACING_FACTOR);
    this.rescanTimer = setTimeout(() => void this.rescan(), wait).unref();
  }
}

/** Queued and due, or leased with the lease run out. */
function isDue(entry: StoredOutboxEntry, now: Date): boolean {
  if (entry.state === 'queued') return entry.next_attempt_at <= now;
  return entry.lease_expires_at !== null && entry.lease_expires_at <= now;
}
