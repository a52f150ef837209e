import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash, randomUUID } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import type { SendPlan } from '@platform/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DeliveryLogRecord } from '../reports/delivery-log.schema.js';
import { SuppressionsService } from '../suppressions/suppressions.service.js';
import { DailyCountersService } from './daily-counters.service.js';
import { claimId, DeliveryClaimRecord, type ClaimKind } from './delivery-claim.schema.js';
import { type AttemptOutcome, type RecipientAttemptResult } from './delivery-outcome.js';
import { DeliveryRecord, type DeliveryDocument, type DeliveryRoute, type DeliveryState } from './delivery.schema.js';
import { OutboundMessageRecord, type SubmissionSource } from './outbound-message.schema.js';
import { retryDelayMs, type RetrySchedule } from './retry-schedule.js';

/** Where a sender domain's mail goes, from its send plan. */
export interface DeliveryRouting {
  sendPlan: SendPlan;
  relayId: Types.ObjectId | null;
  agentOwnerUserId: Types.ObjectId | null;
  allowedIps: string[];
}

export interface EnqueueRequest {
  userId: Types.ObjectId;
  smtpAccountId: Types.ObjectId | null;
  domain: string;
  routing: DeliveryRouting;
  source: SubmissionSource;
  envelopeFrom: string;
  recipients: string[];
  messageId: string;
  /** The signed message. */
  raw: Buffer;
}

export interface EnqueuedMessage {
  id: string;
  message_id: string;
  recipients: string[];
}

export interface LeasedDelivery {
  delivery: DeliveryDocument;
  leaseToken: string;
  raw: Buffer;
  /** Recipients still to be delivered in this attempt. */
  recipients: string[];
}

/** Where an attempt was made from, for the log entries. */
export interface AttemptOrigin {
  sourceIp: string | null;
  agentHostname: string | null;
}

export interface AttemptRecordResult {
  /** False when the lease was no longer held (expired, or the result was already reported). */
  recorded: boolean;
  state?: DeliveryState;
}

/**
 * The durable queue: messages are stored once, with one delivery per recipient domain.
 * Workers lease deliveries (findOneAndUpdate with a lease expiry), so a crashed worker loses
 * nothing: its lease expires and the delivery is leased again. Results carry the lease token
 * and are recorded at most once per lease.
 */
@Injectable()
export class DeliveryQueueService {
  private readonly logger = new Logger(DeliveryQueueService.name);
  private readonly schedule: RetrySchedule;
  private readonly leaseMs: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectModel(OutboundMessageRecord.name) private readonly messages: Model<OutboundMessageRecord>,
    @InjectModel(DeliveryRecord.name) private readonly deliveries: Model<DeliveryRecord>,
    @InjectModel(DeliveryLogRecord.name) private readonly logs: Model<DeliveryLogRecord>,
    @InjectModel(DeliveryClaimRecord.name) private readonly claims: Model<DeliveryClaimRecord>,
    private readonly counters: DailyCountersService,
    private readonly suppressions: SuppressionsService,
  ) {
    this.schedule = config.sending.retry;
    this.leaseMs = config.sending.leaseMs;
  }

  /** Stores the message and its deliveries; resolves only once both are written. */
  async enqueue(request: EnqueueRequest): Promise<EnqueuedMessage> {
    const now = new Date();
    const message = await this.messages.create({
      message_id: request.messageId,
      user_id: request.userId,
      smtp_account_id: request.smtpAccountId,
      domain: request.domain,
      source: request.source,
      envelope_from: request.envelopeFrom,
      recipients: request.recipients,
      raw: request.raw,
      size: request.raw.length,
    });
    try {
      await this.deliveries.insertMany(
        [...groupByDomain(request.recipients)].map(([recipientDomain, addresses]) => ({
          message: message._id,
          message_id: request.messageId,
          user_id: request.userId,
          domain: request.domain,
          envelope_from: request.envelopeFrom,
          recipient_domain: recipientDomain,
          recipients: addresses.map((address) => ({ address })),
          send_plan: request.routing.sendPlan,
          route: routeOf(request.routing.sendPlan),
          relay_id: request.routing.relayId,
          agent_owner_user_id: request.routing.agentOwnerUserId,
          allowed_ips: request.routing.allowedIps,
          next_attempt_at: now,
          expires_at: new Date(now.getTime() + this.schedule.lifetimeMs),
        })),
      );
    } catch (error) {
      // Nothing was acknowledged yet: take the message back so a refused submission leaves no trace.
      await this.deliveries.deleteMany({ message: message._id }).catch(() => undefined);
      await this.messages.deleteOne({ _id: message._id }).catch(() => undefined);
      throw error;
    }
    // The message is stored: a counter that cannot be written must not turn that into a refusal.
    await this.counters
      .add({ userId: request.userId, domain: request.domain, smtpAccountId: request.smtpAccountId }, { accepted: 1 })
      .catch((error: Error) => this.logger.error(`Counting an accepted message failed: ${error.message}`));
    return { id: message._id.toString(), message_id: request.messageId, recipients: request.recipients };
  }

  /**
   * Leases the next due delivery of a route that matches `eligibility` (e.g. which agents may
   * carry it): a queued one whose time has come, or a leased one whose lease expired.
   */
  async leaseNext(
    route: DeliveryRoute,
    owner: string,
    leaseMs: number,
    eligibility: Record<string, unknown> = {},
  ): Promise<LeasedDelivery | null> {
    const now = new Date();
    const candidates = await this.deliveries
      .find(
        {
          route,
          expires_at: { $gt: now },
          $or: [
            { state: 'queued', next_attempt_at: { $lte: now } },
            { state: 'leased', lease_expires_at: { $lte: now } },
          ],
          ...eligibility,
        },
        { _id: 1, attempts: 1 },
      )
      .sort({ next_attempt_at: 1 })
      .limit(LEASE_CANDIDATES)
      .lean()
      .exec();
    // Workers polling at once would all reach for the oldest delivery; a shuffled order spreads them.
    for (const candidate of shuffled(candidates)) {
      const attempt = candidate.attempts + 1;
      if (!(await this.claimLease(candidate._id, attempt, owner, leaseMs))) continue;
      // The delivery's id leads the token, so a result report finds its delivery by _id.
      const leaseToken = `${candidate._id.toString()}.${randomUUID()}`;
      const delivery = await this.deliveries
        .findByIdAndUpdate(
          candidate._id,
          {
            $set: {
              state: 'leased',
              attempts: attempt,
              lease_token: leaseToken,
              lease_owner: owner,
              lease_expires_at: new Date(now.getTime() + leaseMs),
            },
          },
          { returnDocument: 'after' },
        )
        .exec();
      if (!delivery) continue;
      const leased = await this.withMessage(delivery, leaseToken);
      if (leased) return leased;
    }
    return null;
  }

  /**
   * Records one attempt's per-recipient results under the lease that made it. A second report
   * for the same lease, or one whose lease has expired and been taken over, changes nothing.
   */
  async recordAttempt(
    leaseToken: string,
    results: RecipientAttemptResult[],
    origin: AttemptOrigin,
    /** When given, only a lease held by this owner is accepted. */
    owner?: string,
  ): Promise<AttemptRecordResult> {
    const deliveryId = typeof leaseToken === 'string' ? leaseToken.split('.')[0] : '';
    if (!Types.ObjectId.isValid(deliveryId) || deliveryId.length !== 24) return { recorded: false };
    const filter = { _id: deliveryId, lease_token: leaseToken, state: 'leased' as const, ...(owner ? { lease_owner: owner } : {}) };
    const delivery = await this.deliveries.findOne(filter).exec();
    if (!delivery) return { recorded: false };
    if (!(await this.claim(delivery._id, delivery.attempts, 'result', delivery.lease_owner ?? 'worker'))) {
      return { recorded: false };
    }
    const retryAt = new Date(Date.now() + retryDelayMs(this.schedule, delivery.attempts));
    return this.finish(delivery, leaseToken, results, origin, retryAt < delivery.expires_at ? retryAt : null);
  }

  /** Gives up deliveries that outlived the queue lifetime, logging each recipient as failed. */
  async failExpired(limit = 100): Promise<number> {
    const now = new Date();
    const expired = await this.deliveries
      .find({ expires_at: { $lte: now }, $or: [{ state: 'queued' }, { state: 'leased', lease_expires_at: { $lte: now } }] })
      .limit(limit)
      .exec();
    let failed = 0;
    for (const delivery of expired) {
      // Claiming the next attempt's lease and result keeps a worker from taking it meanwhile.
      const attempt = delivery.attempts + 1;
      if (!(await this.claimLease(delivery._id, attempt, EXPIRY_OWNER, this.leaseMs))) continue;
      if (!(await this.claim(delivery._id, attempt, 'result', EXPIRY_OWNER))) continue;
      const leaseToken = randomUUID();
      await this.deliveries.updateOne({ _id: delivery._id }, { $set: { state: 'leased', attempts: attempt, lease_token: leaseToken } });
      delivery.attempts = attempt;
      const reason = `Gave up: not delivered before the queue lifetime ended (last reply: ${delivery.last_response || 'none'})`;
      await this.finish(delivery, leaseToken, failAllPending(delivery, reason), NO_ORIGIN, null);
      failed += 1;
    }
    return failed;
  }

  /**
   * Claims the lease of an attempt. A claim whose holder died between claiming and marking the
   * delivery leased would block the delivery for ever (every worker computes the same attempt
   * number), so a claim older than a lease, for an attempt the delivery never reached, is
   * removed and claimed afresh; the insert still decides between workers racing for it.
   */
  private async claimLease(deliveryId: Types.ObjectId, attempt: number, owner: string, leaseMs: number): Promise<boolean> {
    if (await this.claim(deliveryId, attempt, 'lease', owner)) return true;
    const stale = await this.claims
      .findOne({ _id: claimId(deliveryId, attempt, 'lease'), claimed_at: { $lt: new Date(Date.now() - leaseMs) } })
      .lean()
      .exec();
    if (!stale) return false;
    const delivery = await this.deliveries.findById(deliveryId, { attempts: 1 }).lean().exec();
    if (!delivery || delivery.attempts >= attempt) return false;
    const removed = await this.claims.deleteOne({ _id: stale._id, claimed_at: stale.claimed_at });
    if (removed.deletedCount !== 1) return false;
    this.logger.warn(`Reclaimed the abandoned lease claim ${stale._id} of ${stale.owner}`);
    return this.claim(deliveryId, attempt, 'lease', owner);
  }

  /** Inserts the claim; false when it was already taken (the _id exists). */
  private async claim(deliveryId: Types.ObjectId, attempt: number, kind: ClaimKind, owner: string): Promise<boolean> {
    try {
      await this.claims.create({ _id: claimId(deliveryId, attempt, kind), delivery: deliveryId, owner });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return false;
      throw error;
    }
  }

  /** The leased delivery with its message body; a delivery whose message is gone is failed instead. */
  private async withMessage(delivery: DeliveryDocument, leaseToken: string): Promise<LeasedDelivery | null> {
    const message = await this.messages.findById(delivery.message, { raw: 1 }).lean().exec();
    if (!message) {
      await this.claim(delivery._id, delivery.attempts, 'result', EXPIRY_OWNER);
      await this.finish(delivery, leaseToken, failAllPending(delivery, 'The message is no longer stored'), NO_ORIGIN, null);
      return null;
    }
    return {
      delivery,
      leaseToken,
      raw: Buffer.from(message.raw.buffer ?? message.raw),
      recipients: delivery.recipients.filter((recipient) => recipient.state === 'pending').map((r) => r.address),
    };
  }

  private async finish(
    delivery: DeliveryDocument,
    leaseToken: string,
    results: RecipientAttemptResult[],
    origin: AttemptOrigin,
    /** When pending recipients are tried again; null gives them up now. */
    retryAt: Date | null,
  ): Promise<AttemptRecordResult> {
    const now = new Date();
    const outcomes = new Map(results.map((result) => [result.address.toLowerCase(), result]));
    const recipients = delivery.recipients.map((recipient) => {
      const result = recipient.state === 'pending' ? outcomes.get(recipient.address.toLowerCase()) : undefined;
      if (!result || result.outcome === 'deferred') {
        return { address: recipient.address, state: recipient.state, response: result?.response ?? recipient.response };
      }
      return { address: recipient.address, state: result.outcome, response: result.response };
    });
    const stillPending = recipients.filter((recipient) => recipient.state === 'pending');
    const givingUp = stillPending.length > 0 && retryAt === null;
    if (givingUp) {
      for (const recipient of stillPending) {
        recipient.state = 'failed';
        recipient.response = `Gave up after ${delivery.attempts} attempts: ${recipient.response || 'no reply'}`;
      }
    }
    const state: DeliveryState = stillPending.length > 0 && !givingUp ? 'queued' : finalStateOf(recipients);
    const lastResponse = results.map((result) => result.response).find(Boolean) ?? delivery.last_response;

    // Log entries first, each with an id derived from (delivery, attempt, recipient): writing
    // them again after a crash or a repeated report adds nothing twice.
    const logEntries = results.map((result) => {
      const recipient = recipients.find((r) => r.address.toLowerCase() === result.address.toLowerCase());
      const status = recipient?.state === 'failed' ? 'failed' : result.outcome;
      return this.logEntry(delivery, result.address, status, recipient?.response ?? result.response, origin, now);
    });
    await this.insertIgnoringDuplicates(logEntries);

    const updated = await this.deliveries
      .findOneAndUpdate(
        { _id: delivery._id, lease_token: leaseToken },
        {
          $set: {
            recipients,
            state,
            last_response: lastResponse,
            lease_token: null,
            lease_owner: null,
            lease_expires_at: null,
            next_attempt_at: retryAt ?? delivery.next_attempt_at,
            completed_at: state === 'queued' ? null : now,
          },
        },
        { returnDocument: 'after' },
      )
      .exec();
    if (!updated) return { recorded: false };

    await this.counters
      .add({ userId: delivery.user_id, domain: delivery.domain, smtpAccountId: null }, countOutcomes(logEntries.map((e) => e.status)), now)
      .catch((error: Error) => this.logger.error(`Counting delivery outcomes failed: ${error.message}`));
    const hardBounces = results.filter((result) => result.outcome === 'bounced').map((result) => result.address);
    if (hardBounces.length) {
      await this.suppressions.suppress(delivery.user_id, hardBounces, delivery.last_response || lastResponse);
    }
    if (state !== 'queued') await this.dropMessageWhenDone(delivery.message);
    return { recorded: true, state };
  }

  private logEntry(
    delivery: DeliveryDocument,
    address: string,
    status: AttemptOutcome | 'failed',
    response: string,
    origin: AttemptOrigin,
    at: Date,
  ) {
    const key = `${delivery._id.toString()}:${delivery.attempts}:${address.toLowerCase()}`;
    return {
      _id: new Types.ObjectId(createHash('sha256').update(key).digest().subarray(0, 12)),
      message_id: delivery.message_id,
      from: delivery.envelope_from,
      to: address,
      status,
      response,
      source_ip: origin.sourceIp,
      agent_hostname: origin.agentHostname,
      domain: delivery.domain,
      user_id: delivery.user_id,
      created_at: at,
    };
  }

  private async insertIgnoringDuplicates(entries: Array<Record<string, unknown>>): Promise<void> {
    for (const entry of entries) {
      try {
        await this.logs.collection.insertOne(entry);
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
    }
  }

  /** The stored body is only needed while some delivery of it may still be attempted. */
  private async dropMessageWhenDone(messageId: Types.ObjectId): Promise<void> {
    const open = await this.deliveries.exists({ message: messageId, state: { $in: ['queued', 'leased'] } });
    if (!open) {
      await this.messages.deleteOne({ _id: messageId });
      const deliveryIds = (await this.deliveries.find({ message: messageId }, { _id: 1 }).lean().exec()).map((d) => d._id);
      await this.claims.deleteMany({ delivery: { $in: deliveryIds } });
      this.logger.debug(`Message ${messageId.toString()} done; body removed`);
    }
  }
}

const NO_ORIGIN: AttemptOrigin = { sourceIp: null, agentHostname: null };
const EXPIRY_OWNER = 'queue-expiry';
/** How many due deliveries a worker considers per lease call. */
const LEASE_CANDIDATES = 16;

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

function failAllPending(delivery: DeliveryDocument, reason: string): RecipientAttemptResult[] {
  // Deferred with no retry left: finish() turns them into failed entries.
  return delivery.recipients
    .filter((recipient) => recipient.state === 'pending')
    .map((recipient) => ({ address: recipient.address, outcome: 'deferred', response: reason }));
}

function routeOf(sendPlan: SendPlan): DeliveryRoute {
  return sendPlan === 'bulletproof' ? 'relay' : 'agent';
}

function groupByDomain(recipients: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const address of recipients) {
    const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
    groups.set(domain, [...(groups.get(domain) ?? []), address]);
  }
  return groups;
}

function finalStateOf(recipients: Array<{ state: string }>): DeliveryState {
  if (recipients.some((recipient) => recipient.state === 'delivered')) return 'delivered';
  if (recipients.some((recipient) => recipient.state === 'bounced')) return 'bounced';
  return 'failed';
}

function countOutcomes(statuses: string[]) {
  const counts = { delivered: 0, bounced: 0, deferred: 0, failed: 0 };
  for (const status of statuses) counts[status as keyof typeof counts] += 1;
  return counts;
}
