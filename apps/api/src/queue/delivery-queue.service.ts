import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash, randomUUID } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import type { SendPlan } from '@platform/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { MessageLogService } from '../message-log/message-log.service.js';
import { DeliveryLogRecord } from '../reports/delivery-log.schema.js';
import { SuppressionsService } from '../suppressions/suppressions.service.js';
import { DailyCountersService } from './daily-counters.service.js';
import { DeliveryClaimsService } from './delivery-claims.service.js';
import { type AttemptOutcome, type RecipientAttemptResult } from './delivery-outcome.js';
import { DeliveryRecord, OPEN_DELIVERY_STATES, type DeliveryRoute, type DeliveryState, type StoredDelivery } from './delivery.schema.js';
import { DueDeliveries, type DeliveryRef, type LeaseEligibility } from './due-deliveries.js';
import { OutboundMessageRecord, type SubmissionSource } from './outbound-message.schema.js';
import { retryDelayMs, type RetrySchedule } from './retry-schedule.js';

/** Where a sender domain's mail goes, from its send plan. */
export interface DeliveryRouting {
  sendPlan: SendPlan;
  relayId: Types.ObjectId | null;
  agentOwnerUserId: Types.ObjectId | null;
  allowedIps: string[];
}

/** What only one recipient's copy of a message has. */
export interface RecipientCopy {
  /** Its envelope sender (VERP). */
  returnPath: string;
  /** Header lines put in front of the stored message for it alone ('' for none). */
  headerPrefix: string;
}

export interface EnqueueRequest {
  /** The stored message's id when the caller chose it first (acceptance names it in the Received field and the recipient tokens). */
  id?: Types.ObjectId;
  userId: Types.ObjectId;
  smtpAccountId: Types.ObjectId | null;
  domain: string;
  routing: DeliveryRouting;
  source: SubmissionSource;
  envelopeFrom: string;
  recipients: string[];
  /** Per recipient, in the order of `recipients`; without them every copy is `raw` from envelopeFrom. */
  recipientCopies?: RecipientCopy[];
  messageId: string;
  /** The signed message, or the message the copies' prefixes complete. */
  raw: Buffer;
}

export interface EnqueuedMessage {
  id: string;
  message_id: string;
  recipients: string[];
}

export interface LeasedDelivery {
  delivery: StoredDelivery;
  leaseToken: string;
  /** MAIL FROM for this delivery: the recipient's return path. */
  envelopeFrom: string;
  /** The message as this recipient gets it. */
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

/** A delivery whose next attempt this worker now holds. */
interface TakenAttempt {
  delivery: StoredDelivery;
  leaseToken: string;
}

/**
 * The durable queue: messages are stored once, with one delivery per recipient domain, and a
 * delivery is removed once it is finished, so the collection holds only open work. Workers
 * lease deliveries for a limited time, so a crashed worker loses nothing: its lease expires and
 * the delivery is leased again. Who leases an attempt, and who records its result, is decided
 * by claims (documents with derived _ids); every read and write of a delivery is by _id, and
 * which deliveries are due comes from this process's view of the queue (DueDeliveries).
 */
@Injectable()
export class DeliveryQueueService {
  private readonly logger = new Logger(DeliveryQueueService.name);
  private readonly schedule: RetrySchedule;
  private readonly leaseMs: number;
  private readonly due = new DueDeliveries();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectModel(OutboundMessageRecord.name) private readonly messages: Model<OutboundMessageRecord>,
    @InjectModel(DeliveryRecord.name) private readonly deliveries: Model<DeliveryRecord>,
    @InjectModel(DeliveryLogRecord.name) private readonly logs: Model<DeliveryLogRecord>,
    private readonly claims: DeliveryClaimsService,
    private readonly counters: DailyCountersService,
    private readonly suppressions: SuppressionsService,
    private readonly messageLog: MessageLogService,
  ) {
    this.schedule = config.sending.retry;
    this.leaseMs = config.sending.leaseMs;
  }

  /**
   * Stores the message and its deliveries, one per recipient (each has its own return path);
   * resolves only once both are written.
   */
  async enqueue(request: EnqueueRequest): Promise<EnqueuedMessage> {
    const now = new Date();
    if (request.recipientCopies && request.recipientCopies.length !== request.recipients.length) {
      throw new Error('One recipient copy per recipient is needed');
    }
    const deliveryIds = request.recipients.map(() => new Types.ObjectId());
    const message = await this.messages.create({
      ...(request.id ? { _id: request.id } : {}),
      message_id: request.messageId,
      user_id: request.userId,
      smtp_account_id: request.smtpAccountId,
      domain: request.domain,
      source: request.source,
      envelope_from: request.envelopeFrom,
      recipients: request.recipients,
      raw: request.raw,
      size: request.raw.length,
      delivery_ids: deliveryIds,
    });
    await this.recordInMessageLog(request, message._id, deliveryIds, now);
    const rows = request.recipients.map((address, index) => ({
      _id: deliveryIds[index],
      message: message._id,
      message_id: request.messageId,
      message_delivery_count: request.recipients.length,
      user_id: request.userId,
      domain: request.domain,
      envelope_from: request.envelopeFrom,
      return_path: request.recipientCopies?.[index].returnPath ?? '',
      header_prefix: request.recipientCopies?.[index].headerPrefix ?? '',
      recipient_domain: domainOf(address),
      recipients: [{ address }],
      send_plan: request.routing.sendPlan,
      route: routeOf(request.routing.sendPlan),
      relay_id: request.routing.relayId,
      agent_owner_user_id: request.routing.agentOwnerUserId,
      allowed_ips: request.routing.allowedIps,
      state: 'queued' as const,
      attempts: 0,
      next_attempt_at: now,
      expires_at: new Date(now.getTime() + this.schedule.lifetimeMs),
      lease_expires_at: null,
    }));
    try {
      await this.deliveries.insertMany(rows);
    } catch (error) {
      // Nothing was acknowledged yet: take the message back so a refused submission leaves no trace.
      for (const id of deliveryIds) await this.deliveries.deleteOne({ _id: id }).catch(() => undefined);
      await this.messages.deleteOne({ _id: message._id }).catch(() => undefined);
      await this.messageLog.forget(message._id).catch(() => undefined);
      throw error;
    }
    for (const row of rows) this.due.put(refOf(row));
    // The message is stored: a counter that cannot be written must not turn that into a refusal.
    await this.counters
      .countAccepted({ userId: request.userId, smtpAccountId: request.smtpAccountId })
      .catch((error: Error) => this.logger.error(`Counting an accepted message failed: ${error.message}`));
    return { id: message._id.toString(), message_id: request.messageId, recipients: request.recipients };
  }

  /**
   * Leases a due delivery of a route that `eligible` accepts (e.g. which agents may carry it):
   * a queued one whose time has come, or a leased one whose lease expired.
   */
  async leaseNext(
    route: DeliveryRoute,
    owner: string,
    leaseMs: number,
    eligible: LeaseEligibility = () => true,
  ): Promise<LeasedDelivery | null> {
    for (const ref of this.due.due(route, Date.now(), eligible, LEASE_CANDIDATES)) {
      const taken = await this.takeNextAttempt(ref, owner, leaseMs, isDeliverable);
      if (!taken) continue;
      const leased = await this.withMessage(taken);
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
    const delivery = await this.deliveries.findById(deliveryId).lean().exec();
    if (!delivery || delivery.state !== 'leased' || delivery.lease_token !== leaseToken) return { recorded: false };
    if (owner && delivery.lease_owner !== owner) return { recorded: false };
    if (!(await this.claims.claim(delivery._id, delivery.attempts, 'result', delivery.lease_owner ?? 'worker'))) {
      return { recorded: false };
    }
    // A worker taking over an expired lease claims the next attempt before it checks for this
    // result claim; if its claim is there, one of the two must step back, and it is the late report.
    if (await this.claims.isClaimed(delivery._id, delivery.attempts + 1, 'lease')) {
      await this.claims.release(delivery._id, delivery.attempts, 'result');
      return { recorded: false };
    }
    const retryAt = new Date(Date.now() + retryDelayMs(this.schedule, delivery.attempts));
    const state = await this.finish(delivery, results, origin, retryAt < delivery.expires_at ? retryAt : null);
    return { recorded: true, state };
  }

  /**
   * Gives a lease back before it runs out (a worker shutting down): the delivery is queued and
   * due at once, so another process takes it without waiting for the lease to expire. The
   * attempt's result claim is taken first, so a result reported for the lease afterwards (the
   * transmission finishing late) is refused instead of recorded over the released delivery.
   * The attempt keeps its number: its lease claim stays, and the next lease is the next attempt.
   * False when the lease was no longer held.
   */
  async releaseLease(leaseToken: string, owner: string): Promise<boolean> {
    const deliveryId = leaseToken.split('.')[0];
    const delivery = await this.deliveries.findById(deliveryId).lean().exec();
    if (!delivery || delivery.state !== 'leased' || delivery.lease_token !== leaseToken || delivery.lease_owner !== owner) return false;
    if (!(await this.claims.claim(delivery._id, delivery.attempts, 'result', owner))) return false;
    const requeued = { state: 'queued' as const, lease_token: null, lease_owner: null, lease_expires_at: null, next_attempt_at: new Date() };
    await this.deliveries.updateOne({ _id: delivery._id, lease_token: leaseToken }, { $set: requeued });
    this.due.put(refOf({ ...delivery, ...requeued }));
    return true;
  }

  /** Gives up deliveries that outlived the queue lifetime, logging each recipient as failed. */
  async failExpired(limit = 100): Promise<number> {
    const now = new Date();
    const expired = await this.deliveries
      .find({ expires_at: { $lte: now }, $or: [{ state: 'queued' }, { state: 'leased', lease_expires_at: { $lte: now } }] })
      .limit(limit)
      .lean()
      .exec();
    let failed = 0;
    for (const row of expired) {
      // Holding the attempt's lease and result claims keeps any worker from taking it meanwhile.
      const taken = await this.takeNextAttempt(refOf(row), EXPIRY_OWNER, this.leaseMs, isPastLifetime);
      if (!taken || !(await this.claims.claim(row._id, taken.delivery.attempts, 'result', EXPIRY_OWNER))) continue;
      const reason = `Gave up: not delivered before the queue lifetime ended (last reply: ${row.last_response || 'none'})`;
      await this.finish(taken.delivery, failAllPending(taken.delivery, reason), NO_ORIGIN, null);
      failed += 1;
    }
    return failed;
  }

  /** How long the oldest due delivery has waited, in ms (0 when none), from this process's view. */
  oldestDueWaitMs(now = Date.now()): number {
    const oldest = this.due.oldestDueAt(now);
    return oldest === null ? 0 : now - oldest;
  }

  /**
   * Rereads every open delivery into this process's view of the queue, to learn of those
   * queued, leased or finished by other processes. Returns how many were read.
   */
  async refreshDueDeliveries(): Promise<number> {
    const startedAt = Date.now();
    const rows = await this.deliveries.find({}, REF_FIELDS).lean<RefFields[]>().exec();
    this.due.replaceWith(
      rows.filter((row) => OPEN_DELIVERY_STATES.includes(row.state)).map(refOf),
      startedAt,
    );
    return rows.length;
  }

  /**
   * Claims the delivery's next attempt and marks it leased, when a fresh read confirms that
   * `ready` holds and the view's attempt count was right; null when another worker has it, or
   * it is not ready after all. The view is corrected from the read either way.
   */
  private async takeNextAttempt(
    ref: DeliveryRef,
    owner: string,
    leaseMs: number,
    ready: (delivery: StoredDelivery, now: Date) => boolean,
  ): Promise<TakenAttempt | null> {
    const id = new Types.ObjectId(ref.id);
    const attempt = ref.attempts + 1;
    if (!(await this.claims.claimLease(id, attempt, owner, leaseMs, () => this.attemptNotReached(id, attempt)))) {
      // The view may be behind (another process took an attempt since): correct it for the next poll.
      await this.reread(id);
      return null;
    }
    const delivery = await this.reread(id);
    const now = new Date();
    const stepBack =
      !delivery ||
      delivery.attempts !== ref.attempts ||
      !ready(delivery, now) ||
      // The expired lease's holder is recording its result right now: let it finish. A result
      // claim older than a lease belongs to a process that died while recording: take over.
      (delivery.state === 'leased' && (await this.claims.isClaimedWithin(id, delivery.attempts, 'result', leaseMs)));
    if (stepBack) {
      await this.claims.release(id, attempt, 'lease');
      return null;
    }
    const leaseToken = `${ref.id}.${randomUUID()}`;
    const lease = { state: 'leased' as const, attempts: attempt, lease_token: leaseToken, lease_owner: owner, lease_expires_at: new Date(now.getTime() + leaseMs) };
    await this.deliveries.updateOne({ _id: id }, { $set: lease });
    const leased = { ...delivery, ...lease };
    this.due.put(refOf(leased));
    return { delivery: leased, leaseToken };
  }

  private async attemptNotReached(id: Types.ObjectId, attempt: number): Promise<boolean> {
    const delivery = await this.deliveries.findById(id, { attempts: 1 }).lean().exec();
    return delivery !== null && delivery.attempts < attempt;
  }

  /** Reads a delivery by _id and brings the view in line with it; null when it is finished or gone. */
  private async reread(id: Types.ObjectId): Promise<StoredDelivery | null> {
    const delivery = await this.deliveries.findById(id).lean().exec();
    if (!delivery || !OPEN_DELIVERY_STATES.includes(delivery.state)) {
      this.due.remove(id.toString());
      return null;
    }
    this.due.put(refOf(delivery));
    return delivery;
  }

  /** The leased delivery with its message body; a delivery whose message is gone is failed instead. */
  private async withMessage({ delivery, leaseToken }: TakenAttempt): Promise<LeasedDelivery | null> {
    const message = await this.messages.findById(delivery.message, { raw: 1 }).lean().exec();
    if (!message) {
      if (await this.claims.claim(delivery._id, delivery.attempts, 'result', EXPIRY_OWNER)) {
        await this.finish(delivery, failAllPending(delivery, 'The message is no longer stored'), NO_ORIGIN, null);
      }
      return null;
    }
    const body = Buffer.from(message.raw.buffer ?? message.raw);
    return {
      delivery,
      leaseToken,
      envelopeFrom: delivery.return_path || delivery.envelope_from,
      raw: delivery.header_prefix ? Buffer.concat([Buffer.from(delivery.header_prefix), body]) : body,
      recipients: delivery.recipients.filter((recipient) => recipient.state === 'pending').map((r) => r.address),
    };
  }

  /**
   * Applies an attempt's results, whose result claim the caller holds: log entries, then the
   * delivery goes back to the queue for its pending recipients or, when finished, is removed.
   */
  private async finish(
    delivery: StoredDelivery,
    results: RecipientAttemptResult[],
    origin: AttemptOrigin,
    /** When pending recipients are tried again; null gives them up now. */
    retryAt: Date | null,
  ): Promise<DeliveryState> {
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
    if (stillPending.length > 0 && retryAt === null) {
      for (const recipient of stillPending) {
        recipient.state = 'failed';
        recipient.response = `Gave up after ${delivery.attempts} attempts: ${recipient.response || 'no reply'}`;
      }
    }
    const state: DeliveryState = stillPending.length > 0 && retryAt !== null ? 'queued' : finalStateOf(recipients);
    const lastResponse = results.map((result) => result.response).find(Boolean) ?? delivery.last_response;

    // Suppressions first, so that whoever reads a bounce in the log finds its recipient refused already.
    const hardBounces = results.filter((result) => result.outcome === 'bounced').map((result) => result.address);
    if (hardBounces.length) {
      await this.suppressions.suppress(delivery.user_id, hardBounces, lastResponse || delivery.last_response);
    }
    // Then the log entries, each with an id derived from (delivery, attempt, recipient): writing
    // them again after a crash or a repeated report adds nothing twice.
    const logEntries = results.map((result) => {
      const recipient = recipients.find((r) => r.address.toLowerCase() === result.address.toLowerCase());
      const status = recipient?.state === 'failed' ? 'failed' : result.outcome;
      return this.logEntry(delivery, result.address, status, recipient?.response ?? result.response, origin, now);
    });
    await this.insertIgnoringDuplicates(logEntries);

    if (state === 'queued') {
      const retry = { recipients, state, last_response: lastResponse, lease_token: null, lease_owner: null, lease_expires_at: null, next_attempt_at: retryAt! };
      await this.deliveries.updateOne({ _id: delivery._id }, { $set: retry });
      this.due.put(refOf({ ...delivery, ...retry }));
    } else {
      await this.deliveries.deleteOne({ _id: delivery._id });
      this.due.remove(delivery._id.toString());
      await this.claims.releaseAll(delivery._id, delivery.attempts);
    }

    // After the log entries and the suppressions, which the sending checks read: the timeline may lag them, never lead.
    await this.messageLog
      .recordAttempt({
        messageId: delivery.message,
        deliveryId: delivery._id,
        userId: delivery.user_id,
        attempt: delivery.attempts,
        outcomes: logEntries.map((entry) => ({
          logId: entry._id,
          recipient: entry.to,
          status: entry.status,
          response: entry.response,
          sourceIp: entry.source_ip,
          agentHostname: entry.agent_hostname,
          at: entry.created_at,
        })),
        recipients,
      })
      .catch((error: Error) => this.logger.error(`Recording an attempt in the message log failed: ${error.message}`));
    if (state !== 'queued') await this.dropMessageWhenDone(delivery);
    return state;
  }

  /** The account's log entry, before the deliveries exist: a refusal to store it refuses the message. */
  private async recordInMessageLog(
    request: EnqueueRequest,
    messageId: Types.ObjectId,
    deliveryIds: Types.ObjectId[],
    at: Date,
  ): Promise<void> {
    try {
      await this.messageLog.recordAccepted({
        id: messageId,
        userId: request.userId,
        domain: request.domain,
        messageId: request.messageId,
        source: request.source,
        envelopeFrom: request.envelopeFrom,
        raw: request.raw,
        // In the order of the envelope: a recipient token's index points into the log's recipients.
        deliveries: request.recipients.map((address, index) => ({ id: deliveryIds[index], recipients: [address] })),
        at,
      });
    } catch (error) {
      await this.messages.deleteOne({ _id: messageId }).catch(() => undefined);
      await this.messageLog.forget(messageId).catch(() => undefined);
      throw error;
    }
  }

  private logEntry(
    delivery: StoredDelivery,
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
  private async dropMessageWhenDone(finished: StoredDelivery): Promise<void> {
    if (finished.message_delivery_count !== 1 && (await this.messageHasOpenDeliveries(finished.message))) return;
    await this.messages.deleteOne({ _id: finished.message });
    this.logger.debug(`Message ${finished.message.toString()} done; body removed`);
  }

  private async messageHasOpenDeliveries(messageId: Types.ObjectId): Promise<boolean> {
    const message = await this.messages.findById(messageId, { delivery_ids: 1 }).lean().exec();
    if (!message) return false;
    if (message.delivery_ids?.length) return this.anyStored(message.delivery_ids);
    // Stored by a version that did not list its deliveries: ask the slow way.
    return (await this.deliveries.exists({ message: messageId, state: { $in: OPEN_DELIVERY_STATES } })) !== null;
  }

  private async anyStored(deliveryIds: Types.ObjectId[]): Promise<boolean> {
    for (const id of deliveryIds) {
      if (await this.deliveries.exists({ _id: id })) return true;
    }
    return false;
  }
}

const NO_ORIGIN: AttemptOrigin = { sourceIp: null, agentHostname: null };
const EXPIRY_OWNER = 'queue-expiry';
/** How many due deliveries a worker considers per lease call. */
const LEASE_CANDIDATES = 16;

/** The fields the view of the queue is built from. */
const REF_FIELDS = {
  route: 1,
  send_plan: 1,
  agent_owner_user_id: 1,
  allowed_ips: 1,
  state: 1,
  attempts: 1,
  next_attempt_at: 1,
  lease_expires_at: 1,
  expires_at: 1,
} as const;
type RefFields = Pick<StoredDelivery, '_id' | keyof typeof REF_FIELDS>;

function refOf(delivery: RefFields): DeliveryRef {
  const dueAt = delivery.state === 'leased' ? delivery.lease_expires_at : delivery.next_attempt_at;
  return {
    id: delivery._id.toString(),
    route: delivery.route,
    sendPlan: delivery.send_plan,
    agentOwnerUserId: delivery.agent_owner_user_id?.toString() ?? null,
    allowedIps: delivery.allowed_ips,
    attempts: delivery.attempts,
    dueAt: dueAt?.getTime() ?? 0,
    expiresAt: delivery.expires_at.getTime(),
  };
}

/** Queued and due, or leased with the lease run out. */
function isLeasable(delivery: StoredDelivery, now: Date): boolean {
  if (delivery.state === 'queued') return delivery.next_attempt_at <= now;
  return delivery.state === 'leased' && delivery.lease_expires_at !== null && delivery.lease_expires_at <= now;
}

function isDeliverable(delivery: StoredDelivery, now: Date): boolean {
  return isLeasable(delivery, now) && delivery.expires_at > now;
}

/** Past its lifetime and not in a live lease (a queued retry is given up without waiting for its time). */
function isPastLifetime(delivery: StoredDelivery, now: Date): boolean {
  return delivery.expires_at <= now && (delivery.state === 'queued' || isLeasable(delivery, now));
}

function failAllPending(delivery: StoredDelivery, reason: string): RecipientAttemptResult[] {
  // Deferred with no retry left: finish() turns them into failed entries.
  return delivery.recipients
    .filter((recipient) => recipient.state === 'pending')
    .map((recipient) => ({ address: recipient.address, outcome: 'deferred', response: reason }));
}

function routeOf(sendPlan: SendPlan): DeliveryRoute {
  return sendPlan === 'bulletproof' ? 'relay' : 'agent';
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

function finalStateOf(recipients: Array<{ state: string }>): DeliveryState {
  if (recipients.some((recipient) => recipient.state === 'delivered')) return 'delivered';
  if (recipients.some((recipient) => recipient.state === 'bounced')) return 'bounced';
  return 'failed';
}
