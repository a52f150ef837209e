import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import { isAddressLevelBounceReason, leaseTakeoverGraceMs, SEND_PLANS, type ContentScanResult, type SendPlan, type SuppressedRecipient } from '@platform/contracts';
import { insertIgnoringDuplicates } from '../common/duplicate-keys.js';
import { objectIdHex } from '../common/object-id-hex.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { MessageLogService } from '../message-log/message-log.service.js';
import { PlatformMetrics } from '../metrics/platform-metrics.js';
import { DeliveryLogRecord } from '../reports/delivery-log.schema.js';
import { BounceSuppressions } from '../suppressions/bounce-suppressions.service.js';
import { AcceptanceJournal } from './acceptance-journal.service.js';
import { DailyCountersService } from './daily-counters.service.js';
import { DeliveryClaimsService, type HeldLease, type LeaseTerms } from './delivery-claims.service.js';
import { deliveryLogEntry } from './delivery-log-entry.js';
import { type AttemptOutcome, type RecipientAttemptResult } from './delivery-outcome.js';
import { DELIVERY_ROUTES, DeliveryRecord, OPEN_DELIVERY_STATES, type DeliveryRoute, type DeliveryState, type StoredDelivery } from './delivery.schema.js';
import { AccountHolds } from './account-holds.service.js';
import { DueDeliveries, type DeliveryRef, type LeaseEligibility } from './due-deliveries.js';
import { isSimulatorAddress } from '../simulator/simulator-addresses.js';
import { RecentEntries } from './recent-entries.js';
import { WriteBatcher, type BatchOutcome } from './write-batcher.js';
import { HeldMessageRecord } from './held-message.schema.js';
import { OutboundMessageRecord, type SubmissionSource } from './outbound-message.schema.js';
import { retryDelayAfterMs, type RetrySchedule } from './retry-schedule.js';

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
  /** This recipient's own message (headers and body) that headerPrefix completes, when its body is its own (tracking tokens naming the recipient). */
  raw?: Buffer;
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
  /** Recipients left out because they are suppressed: logged with their own event, never delivered. */
  suppressed?: SuppressedRecipient[];
  /** Per recipient, in the order of `recipients`; without them every copy is `raw` from envelopeFrom. */
  recipientCopies?: RecipientCopy[];
  messageId: string;
  /** The signed message, or the message the copies' prefixes complete; null when every copy has its own `raw`. */
  raw: Buffer | null;
  /** The id in the logs of the request that submitted it; each delivery attempt is logged with it too. */
  requestId?: string;
  /** What content scanning made of it (absent when scanning is off); verdict `held` stores its deliveries held. */
  contentScan?: ContentScanResult;
}

export interface EnqueuedMessage {
  id: string;
  message_id: string;
  recipients: string[];
  suppressed: SuppressedRecipient[];
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

/** One worker's report of an attempt, waiting to be recorded with others. */
interface AttemptReport {
  leaseToken: string;
  results: RecipientAttemptResult[];
  origin: AttemptOrigin;
  owner?: string;
}

/** An attempt to finish: its delivery as leased, whose result claim the caller holds. */
interface FinishingAttempt {
  delivery: StoredDelivery;
  results: RecipientAttemptResult[];
  origin: AttemptOrigin;
  /** When pending recipients are tried again; null gives them up now. */
  retryAt: Date | null;
  /** Why they are given up, when it is not that the attempts ran out. */
  givenUpBecause?: string;
  /**
   * A give-up by the queue itself (queue lifetime, account deletion, message gone), not a
   * worker's attempt: its log entries (and so its events) are keyed by the delivery rather than
   * the attempt, so that one repeated after a crash, under the attempt after, logs each recipient once.
   */
  queueGiveUp?: boolean;
}

/**
 * The durable queue: messages are stored once, with one delivery per recipient domain, and a
 * delivery is removed once it is finished, so the collection holds only open work. Workers
 * lease deliveries for a limited time, so a crashed worker loses nothing: its lease expires and
 * the delivery is leased again. Who leases an attempt, and who records its result, is decided
 * by claims (documents with derived _ids); every read and write of a delivery is by _id, and
 * which deliveries are due comes from this process's view of the queue (DueDeliveries).
 *
 * Throughput: submissions and results that arrive together are written together (WriteBatcher:
 * one insertMany of several messages, their log entries and deliveries; one insert of several
 * results' claims, log entries and events, one delete of the finished deliveries and their
 * claims), and what this process wrote itself is not read back: the bodies of recent messages
 * and its own leases are kept in bounded memory. An attempt writes the delivery at most once,
 * with its result (a retry); leasing it writes only its lease claim, and a delivery that
 * finishes is removed without being written.
 *
 * First attempts: leasing a delivery reads it back (another process may have leased and finished
 * it, and removed its claims, since this one learnt of it), which was half of the database
 * commands per message sent. A process that queues a delivery while workers of its route ask it
 * for work reserves the first attempt for itself for QUEUE_FIRST_ATTEMPT_RESERVATION_SECONDS (reserved_by,
 * reserved_until on the row): other processes see it due only once the reservation ends, and
 * step back from a claim of that attempt before then (their account deletion counts it as in
 * flight). So until then only the reserving process can claim the first attempt, and it leases
 * it from the row it wrote, kept in bounded memory, without a read, up to TAKEOVER_CLOCK_MARGIN_MS
 * before the end (other processes' clocks may be that much ahead). A process that dies leaves its
 * reserved deliveries to the others that much later.
 *
 * Choices made only for the embedded database (FerretDB on SQLite answers nothing but `_id`
 * equality from an index, applies an update by rewriting the whole document without a lock, and
 * spends its CPU per document written):
 * - Leases are decided by claim documents inserted under derived _ids, and a lease lives in its
 *   claim (token, holder, end) rather than on the delivery: the attempt's number, the lease's
 *   token and its end are written to the delivery only with the attempt's result. On MongoDB a
 *   lease would be one `findOneAndUpdate({ route, state: 'queued', next_attempt_at: { $lte: now } },
 *   { $set: lease }, { sort: { next_attempt_at: 1 } })` served by an index on (route, state,
 *   next_attempt_at); here that filter reads the whole queue per lease, two concurrent updates
 *   could both win, and the update costs several times the claim's insert.
 * - Which deliveries are due, and which outlived the queue lifetime, comes from the process's view
 *   (DueDeliveries, refreshed by QueueMaintenanceService) instead of those indexed queries; the
 *   view learns of other processes' leases from their claims when it meets them.
 * - Every write names a document by its _id alone, never `{ _id, other: value }` (which the
 *   embedded database answers by reading the whole collection); so several documents are written
 *   with one bulkWrite of `_id` operations rather than one deleteMany({ _id: { $in } }).
 */
@Injectable()
export class DeliveryQueueService {
  private readonly logger = new Logger(DeliveryQueueService.name);
  private readonly schedule: RetrySchedule;
  private readonly leaseMs: number;
  /** How long a first attempt this process queues is reserved for it; 0: not at all (see "first attempts"). */
  private readonly reservationMs: number;
  private readonly simulatorDomain: string;
  /** Lanes by route, send plan and byoip owner: one account's agents never wait behind another's mail. */
  private readonly due = new DueDeliveries<DeliveryRef>((ref) => `${ref.route}|${ref.sendPlan}|${ref.agentOwnerUserId ?? ''}`);
  /** Bodies of recent messages by message _id: leasing a delivery of one needs no read. */
  private readonly bodies = new RecentEntries<string, Buffer>({ maxEntries: BODIES_KEPT, maxBytes: BODY_BYTES_KEPT, sizeOf: (body) => body.length });
  /** The deliveries this process leased, by lease token, as leased: recording a result needs no read. */
  private readonly heldLeases = keptDeliveries();
  /**
   * The deliveries this process queued and reserved the first attempt of, as stored: leasing one
   * while the reservation lasts needs no read (see "first attempts" above).
   */
  private readonly reservedRows = keptDeliveries();
  /** When a worker last asked this process for deliveries of each route: only then does it reserve what it queues. */
  private readonly lastLeaseCalls = new Map<DeliveryRoute, number>();
  /** This process among the others sharing the queue: what its reservations name. */
  private readonly processToken = randomUUID();
  /** Deliveries a lease call of this process is claiming now: the others leasing at the same time pass them by. */
  private readonly beingClaimed = new Set<string>();
  private readonly submissions = new WriteBatcher<EnqueueRequest, EnqueuedMessage>((requests) => this.enqueueBatch(requests));
  private readonly reports = new WriteBatcher<AttemptReport, AttemptRecordResult>((reports) => this.recordBatch(reports));

  /** When this process started: leases that ran out before it are taken over only a grace after (see takeoverAt). */
  private readonly startedAt = Date.now();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectModel(OutboundMessageRecord.name) private readonly messages: Model<OutboundMessageRecord>,
    @InjectModel(DeliveryRecord.name) private readonly deliveries: Model<DeliveryRecord>,
    @InjectModel(DeliveryLogRecord.name) private readonly logs: Model<DeliveryLogRecord>,
    @InjectModel(HeldMessageRecord.name) private readonly held: Model<HeldMessageRecord>,
    private readonly claims: DeliveryClaimsService,
    private readonly counters: DailyCountersService,
    private readonly bounceSuppressions: BounceSuppressions,
    private readonly messageLog: MessageLogService,
    private readonly acceptances: AcceptanceJournal,
    private readonly metrics: PlatformMetrics,
    private readonly holds: AccountHolds,
  ) {
    this.schedule = config.sending.retry;
    this.leaseMs = config.sending.leaseMs;
    // Leasing without a read ends TAKEOVER_CLOCK_MARGIN_MS before the reservation: a shorter one would spare nothing.
    this.reservationMs = config.sending.firstAttemptReservationMs > TAKEOVER_CLOCK_MARGIN_MS ? config.sending.firstAttemptReservationMs : 0;
    this.simulatorDomain = config.platformMail.simulatorDomain;
    // From this process's view, refreshed by every change it makes and every rescan: no query per scrape.
    metrics.observeQueue(() => this.due.summaryByRoute(Date.now()));
  }

  /**
   * Stores the message and its deliveries, one per recipient (each has its own return path);
   * resolves only once both are written. Messages submitted at the same time are written together.
   */
  async enqueue(request: EnqueueRequest): Promise<EnqueuedMessage> {
    if (request.recipientCopies && request.recipientCopies.length !== request.recipients.length) {
      throw new Error('One recipient copy per recipient is needed');
    }
    if (!request.raw && !request.recipientCopies?.every((copy) => copy.raw)) {
      throw new Error('Without a shared message every recipient copy needs its own');
    }
    return this.submissions.submit(request);
  }

  /**
   * Writes a batch of messages: their bodies, then their message log entries, then their
   * deliveries, each in one command. A message is acknowledged only once all three are stored;
   * when a step fails, the batch is taken back and every message in it refused (a crash between
   * the steps leaves unacknowledged bodies and log entries, never a delivery without its body;
   * the batch's intent, written first, lets AcceptanceJournal take those back).
   * A message with one recipient has one delivery, which carries its body: it is stored as that
   * delivery alone (see sharesStoredBody).
   */
  private async enqueueBatch(requests: EnqueueRequest[]): Promise<Array<BatchOutcome<EnqueuedMessage>>> {
    const now = new Date();
    const prepared = requests.map((request) => {
      const id = request.id ?? new Types.ObjectId();
      const deliveryIds = request.recipients.map(() => new Types.ObjectId());
      return { request, id, deliveryIds, rows: this.deliveryRows(request, id, deliveryIds, now) };
    });
    const shared = prepared.filter(({ request }) => sharesStoredBody(request));
    const held = prepared.filter(({ request }) => isHeld(request));
    const rows = prepared.flatMap(({ rows }) => rows);
    // Before anything of the batch: a process stopped in the middle leaves it for the recovery.
    const intent = await this.acceptances.open(prepared.map(({ id }) => id));
    try {
      if (shared.length) {
        await this.messages.insertMany(
          shared.map(({ request, id, deliveryIds }) => ({
            _id: id,
            message_id: request.messageId,
            user_id: request.userId,
            smtp_account_id: request.smtpAccountId,
            domain: request.domain,
            source: request.source,
            envelope_from: request.envelopeFrom,
            recipients: request.recipients,
            raw: request.raw,
            size: request.raw?.length ?? Math.max(...request.recipientCopies!.map((copy) => copy.raw!.length)),
            delivery_ids: deliveryIds,
            request_id: request.requestId ?? '',
            created_at: now,
          })),
          // Written as they are (no hydration): every field is set here.
          { lean: true },
        );
      }
      // The account's log entries, before the deliveries exist: a refusal to store them refuses the messages.
      await this.messageLog.recordAcceptedMany(
        prepared.map(({ request, id, deliveryIds }) => ({
          id,
          userId: request.userId,
          domain: request.domain,
          messageId: request.messageId,
          source: request.source,
          envelopeFrom: request.envelopeFrom,
          // Only its headers are read, and every copy has the same.
          raw: request.raw ?? request.recipientCopies![0].raw!,
          // In the order of the envelope: a recipient token's index points into the log's recipients.
          deliveries: request.recipients.map((address, index) => ({ id: deliveryIds[index], recipients: [address] })),
          suppressed: request.suppressed,
          at: now,
          contentScan: request.contentScan,
        })),
      );
      if (held.length) {
        await this.held.insertMany(
          held.map(({ request, id, deliveryIds }) => ({
            _id: id,
            user_id: request.userId,
            domain: request.domain,
            envelope_from: request.envelopeFrom,
            recipients: request.recipients,
            delivery_ids: deliveryIds,
            content_scan: request.contentScan,
            created_at: now,
          })),
          { lean: true },
        );
      }
      if (!this.acceptances.mayStillAcknowledge(intent)) throw new Error('Storing the messages took too long');
      await this.deliveries.insertMany(rows, { lean: true });
      if (!this.acceptances.mayStillAcknowledge(intent)) throw new Error('Storing the messages took too long');
    } catch (error) {
      // Nothing was acknowledged yet: take the messages back so a refused submission leaves no trace.
      await this.deleteByIds(this.deliveries, rows.map((row) => row._id)).catch(() => undefined);
      await this.deleteByIds(this.messages, shared.map(({ id }) => id)).catch(() => undefined);
      await this.deleteByIds(this.held, held.map(({ id }) => id)).catch(() => undefined);
      await this.messageLog.forget(prepared.map(({ id }) => id)).catch(() => undefined);
      throw error;
    } finally {
      await this.acceptances.close(intent);
    }
    // Held deliveries stay out of the view: nobody leases them until they are released.
    for (const row of rows) {
      if (row.state === 'held') continue;
      this.due.put(refOf(row, this.processToken));
      if (row.reserved_by) this.reservedRows.set(row._id.toString(), row);
    }
    for (const { request, id } of prepared) {
      if (request.raw && sharesStoredBody(request)) this.bodies.set(id.toString(), request.raw);
      const route = routeOf(request.routing.sendPlan);
      this.metrics.messagesAccepted.inc({ route });
      this.logger.log(
        { request_id: request.requestId, message: id.toString(), domain: request.domain, route, recipients: request.recipients.length },
        'Message accepted',
      );
      // Mail to the simulator alone is not counted against daily caps (README, "Mailbox simulator").
      if (!this.onlyToSimulator(request.recipients)) this.counters.countAccepted({ userId: request.userId, smtpAccountId: request.smtpAccountId });
    }
    return prepared.map(({ request, id }) => ({
      ok: true,
      value: { id: id.toString(), message_id: request.messageId, recipients: request.recipients, suppressed: request.suppressed ?? [] },
    }));
  }

  /** The message's deliveries as stored, every field written out (leasing one that is remembered reads nothing back). */
  private deliveryRows(request: EnqueueRequest, messageId: Types.ObjectId, deliveryIds: Types.ObjectId[], now: Date): StoredDelivery[] {
    return request.recipients.map((address, index) => this.withReservation({
      _id: deliveryIds[index],
      message: messageId,
      message_id: request.messageId,
      message_delivery_count: request.recipients.length,
      user_id: request.userId,
      domain: request.domain,
      envelope_from: request.envelopeFrom,
      return_path: request.recipientCopies?.[index].returnPath ?? '',
      header_prefix: request.recipientCopies?.[index].headerPrefix ?? '',
      raw: request.recipientCopies?.[index].raw ?? (sharesStoredBody(request) ? null : request.raw),
      recipient_domain: domainOf(address),
      recipients: [{ address, state: 'pending' as const, response: '' }],
      send_plan: request.routing.sendPlan,
      route: this.routeOf(request.routing.sendPlan, address),
      relay_id: request.routing.relayId,
      agent_owner_user_id: request.routing.agentOwnerUserId,
      allowed_ips: request.routing.allowedIps,
      state: isHeld(request) ? ('held' as const) : ('queued' as const),
      attempts: 0,
      request_id: request.requestId ?? '',
      next_attempt_at: now,
      expires_at: new Date(now.getTime() + this.schedule.lifetimeMs),
      lease_token: null,
      lease_owner: null,
      lease_expires_at: null,
      last_response: '',
      reserved_by: null,
      reserved_until: null,
      created_at: now,
      updated_at: now,
    }));
  }

  /**
   * The row with its first attempt reserved for this process, when a worker of its route asked
   * this process for deliveries within a reservation's length (so one will likely take it soon);
   * a process no worker of the route asks leaves the delivery to the others at once.
   */
  private withReservation(row: StoredDelivery): StoredDelivery {
    const now = row.created_at.getTime();
    if (this.reservationMs === 0 || row.state === 'held' || now - (this.lastLeaseCalls.get(row.route) ?? -Infinity) > this.reservationMs) return row;
    return { ...row, reserved_by: this.processToken, reserved_until: new Date(now + this.reservationMs) };
  }

  /** The route of one recipient's delivery: the simulator answers its own addresses whatever the plan says. */
  private routeOf(sendPlan: SendPlan, recipient: string): DeliveryRoute {
    return isSimulatorAddress(recipient, this.simulatorDomain) ? 'simulator' : routeOf(sendPlan);
  }

  private onlyToSimulator(recipients: string[]): boolean {
    return recipients.every((recipient) => isSimulatorAddress(recipient, this.simulatorDomain));
  }

  /**
   * Leases a due delivery of a route that `eligible` accepts (e.g. which agents may carry it), not of an account on hold:
   * a queued one whose time has come, or a leased one whose lease expired.
   */
  async leaseNext(
    route: DeliveryRoute,
    owner: string,
    leaseMs: number,
    eligible: LeaseEligibility = () => true,
  ): Promise<LeasedDelivery | null> {
    const [leased] = await this.leaseMany(route, owner, leaseMs, eligible, 1);
    return leased ?? null;
  }

  /**
   * Leases up to `max` due deliveries of a route that `eligible` accepts, their claims inserted
   * in one command. Candidates come from the longest-waiting, in random order so that workers
   * leasing at once spread over them; one lost to another worker is replaced by the next, until
   * `max` are leased, none is left to try, or `deadline` (epoch ms) has passed.
   */
  async leaseMany(
    route: DeliveryRoute,
    owner: string,
    leaseMs: number,
    eligible: LeaseEligibility,
    max: number,
    deadline = Infinity,
  ): Promise<LeasedDelivery[]> {
    this.lastLeaseCalls.set(route, Date.now());
    const leased: LeasedDelivery[] = [];
    const tried = new Set<string>();
    while (leased.length < max && tried.size < max + LEASE_CANDIDATES && Date.now() < deadline) {
      const wanted = max - leased.length;
      const refs = this.due
        .due(
          route,
          Date.now(),
          (ref) => !tried.has(ref.id) && !this.beingClaimed.has(ref.id) && !this.holds.isHeld(ref.userId) && eligible(ref),
          Math.max(wanted, LEASE_CANDIDATES),
        )
        .slice(0, wanted);
      if (refs.length === 0) break;
      for (const ref of refs) {
        tried.add(ref.id);
        this.beingClaimed.add(ref.id);
      }
      try {
        leased.push(...(await this.withMessages(await this.takeNextAttempts(refs, owner, leaseMs, isDeliverable))));
      } finally {
        for (const ref of refs) this.beingClaimed.delete(ref.id);
      }
    }
    return leased;
  }

  /**
   * Records one attempt's per-recipient results under the lease that made it. A second report
   * for the same lease, or one whose lease has expired and been taken over, changes nothing.
   * Reports that arrive at the same time are recorded together.
   */
  async recordAttempt(
    leaseToken: string,
    results: RecipientAttemptResult[],
    origin: AttemptOrigin,
    /** When given, only a lease held by this owner is accepted. */
    owner?: string,
  ): Promise<AttemptRecordResult> {
    return this.reports.submit({ leaseToken, results, origin, owner });
  }

  private async recordBatch(reports: AttemptReport[]): Promise<Array<BatchOutcome<AttemptRecordResult>>> {
    const held = await Promise.all(reports.map((report) => this.heldDelivery(report)));
    const reported = held.flatMap((delivery, index) => (delivery ? [{ delivery, report: reports[index] }] : []));
    const ownerOf = (delivery: StoredDelivery) => delivery.lease_owner ?? 'worker';
    const firstClaims = await this.claims.claimMany(
      reported.map(({ delivery }) => ({ deliveryId: delivery._id, attempt: delivery.attempts, kind: 'result' as const, owner: ownerOf(delivery) })),
    );
    // A claim the same holder made: this report was made before, and the API process recording
    // it died in between (the row is still leased under the token), or is recording it now.
    const claimed = await Promise.all(
      reported.map(({ delivery }, index) =>
        firstClaims[index] ? ('taken' as const) : this.claims.retakeOwnResult(delivery._id, delivery.attempts, ownerOf(delivery), this.resultRecordingStaleMs),
      ),
    );
    const stillRecording = new Set(reported.filter((_, index) => claimed[index] === 'recording').map(({ report }) => report));
    const finishing: Array<FinishingAttempt & { report: AttemptReport }> = [];
    await Promise.all(
      reported.map(async ({ delivery, report }, index) => {
        if (claimed[index] !== 'taken') return;
        // A worker taking over an expired lease claims the next attempt before it checks for this
        // result claim; if its claim is there, one of the two must step back, and it is the late
        // report. While the lease runs (with a margin for other processes' clocks) nobody takes over.
        const mayBeTakenOver = delivery.lease_expires_at!.getTime() - TAKEOVER_CLOCK_MARGIN_MS <= Date.now();
        if (mayBeTakenOver && (await this.takenOver(delivery))) {
          await this.claims.release(delivery._id, delivery.attempts, 'result');
          return;
        }
        const retryAt = new Date(Date.now() + retryDelayAfterMs(this.schedule, delivery.attempts, report.results));
        finishing.push({ delivery, results: report.results, origin: report.origin, retryAt: retryAt < delivery.expires_at ? retryAt : null, report });
      }),
    );
    const states = await this.finishMany(finishing);
    const recorded = new Map(finishing.map((attempt, index) => [attempt.report, states[index]]));
    for (const { report } of finishing) this.heldLeases.delete(report.leaseToken);
    return reports.map((report) => {
      if (stillRecording.has(report)) return { ok: false, error: new ServiceUnavailableException('This result is being recorded; report it again shortly') };
      const state = recorded.get(report);
      return { ok: true, value: state ? { recorded: true, state } : { recorded: false } };
    });
  }

  /**
   * How old a result claim must be before its holder's repeated report takes it over: recording
   * takes milliseconds, so an older claim's recording was cut short by the death of its process.
   */
  private get resultRecordingStaleMs(): number {
    return Math.min(this.leaseMs / 2, RESULT_RECORDING_STALE_MAX_MS);
  }

  /**
   * Settles a delivery with results its worker journaled under a lease it no longer holds (it
   * was killed after the remote server answered and before it reported, and its lease ran out or
   * was taken over meanwhile), so that a recipient already delivered or bounced is not tried
   * again. The results are recorded as the outcome of the delivery's open attempt: the one
   * another worker holds now (that worker's own report is then refused: its result claim is
   * taken here, and the claims go with the finished delivery), or one taken here when nobody
   * holds it. Only the lease's own holder may settle (its claim names the token and the owner);
   * results that are all deferred settle nothing (trying again is what they ask for). True when
   * the results were recorded; false when the delivery is finished already or another result is
   * being recorded for its open attempt.
   */
  async settleJournaledAttempt(leaseToken: string, results: RecipientAttemptResult[], origin: AttemptOrigin, owner: string): Promise<boolean> {
    if (!results.some((result) => result.outcome !== 'deferred')) return false;
    const [deliveryId, attemptText] = leaseToken.split('.');
    const journaledAttempt = Number(attemptText);
    if (!Types.ObjectId.isValid(deliveryId) || deliveryId.length !== 24 || !Number.isSafeInteger(journaledAttempt) || journaledAttempt < 1) return false;
    const id = new Types.ObjectId(deliveryId);
    const journaledLease = await this.claims.leaseOf(id, journaledAttempt, this.leaseMs);
    if (journaledLease?.token !== leaseToken || journaledLease.owner !== owner) return false;
    // Recorded already (the agent's own report, whose answer it did not live to journal).
    if (await this.claims.isClaimed(id, journaledAttempt, 'result')) return false;
    const row = await this.reread(id);
    if (!row || row.state === 'leased') return false;
    // Only recipients still pending: one a takeover delivered or bounced is not logged twice.
    const pending = new Set(row.recipients.filter((recipient) => recipient.state === 'pending').map((recipient) => recipient.address.toLowerCase()));
    const settling = results.filter((result) => pending.has(result.address.toLowerCase()));
    if (!settling.some((result) => result.outcome !== 'deferred')) return false;
    // The open attempt: the first not recorded, or a later one that a takeover claimed.
    let attempt = Math.max(journaledAttempt, row.attempts + 1);
    while (await this.claims.isClaimed(id, attempt + 1, 'lease')) attempt += 1;
    const held = await this.claims.leaseOf(id, attempt, this.leaseMs);
    let delivery: StoredDelivery;
    if (held) {
      delivery = { ...row, state: 'leased', attempts: attempt, lease_token: held.token, lease_owner: held.owner, lease_expires_at: held.expiresAt };
    } else {
      const [taken] = await this.takeNextAttempts([{ ...this.freshestRef(row), attempts: attempt - 1 }], JOURNAL_OWNER, this.leaseMs, isOutOfLease);
      if (!taken) return false;
      delivery = taken.delivery;
    }
    if (!(await this.claims.claim(id, delivery.attempts, 'result', owner))) return false;
    const retryAt = new Date(Date.now() + retryDelayAfterMs(this.schedule, delivery.attempts, settling));
    await this.finishMany([{ delivery, results: settling, origin, retryAt: retryAt < delivery.expires_at ? retryAt : null }]);
    if (delivery.lease_token) this.heldLeases.delete(delivery.lease_token);
    this.logger.log({ delivery: deliveryId, journaled_attempt: journaledAttempt, settled_attempt: delivery.attempts }, 'Settled a delivery from a journaled result');
    return true;
  }

  /** The delivery a report is about, as leased, when its lease is still the one held (and by `owner`, when given). */
  private async heldDelivery({ leaseToken, owner }: AttemptReport): Promise<StoredDelivery | null> {
    const delivery = this.heldLeases.get(leaseToken) ?? (await this.readHeldLease(leaseToken));
    if (!delivery || delivery.state !== 'leased' || delivery.lease_token !== leaseToken) return null;
    if (owner && delivery.lease_owner !== owner) return null;
    return delivery;
  }

  /**
   * A lease this process does not remember (another process made it, or it was forgotten), read
   * back: `<delivery>.<attempt>.<random>` names the lease claim that holds it, and the attempt
   * must not have been recorded since. A token of an older version, `<delivery>.<random>`, is
   * on the delivery.
   */
  private async readHeldLease(leaseToken: unknown): Promise<StoredDelivery | null> {
    if (typeof leaseToken !== 'string') return null;
    const [deliveryId, attemptText, random] = leaseToken.split('.');
    if (!Types.ObjectId.isValid(deliveryId) || deliveryId.length !== 24) return null;
    const id = new Types.ObjectId(deliveryId);
    if (random === undefined) return this.deliveries.findById(id).lean<StoredDelivery>().exec();
    const attempt = Number(attemptText);
    if (!Number.isSafeInteger(attempt) || attempt < 1) return null;
    const held = await this.claims.leaseOf(id, attempt, this.leaseMs);
    if (!held || held.token !== leaseToken) return null;
    const delivery = await this.deliveries.findById(id).lean<StoredDelivery>().exec();
    if (!delivery || delivery.state === 'leased' || delivery.attempts >= attempt) return null;
    return { ...delivery, state: 'leased', attempts: attempt, lease_token: leaseToken, lease_owner: held.owner, lease_expires_at: held.expiresAt };
  }

  /**
   * Whether another worker took the attempt over once its lease ran out: it claimed the next
   * attempt, or it has already recorded one (and maybe removed the delivery with its claims).
   */
  private async takenOver(delivery: StoredDelivery): Promise<boolean> {
    if (await this.claims.isClaimed(delivery._id, delivery.attempts + 1, 'lease')) return true;
    const stored = await this.deliveries.findById(delivery._id, { attempts: 1, state: 1 }).lean().exec();
    // A delivery leased by an older version counts the leased attempt as its own.
    return !stored || stored.attempts > delivery.attempts || (stored.attempts === delivery.attempts && stored.state !== 'leased');
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
    const delivery = await this.heldDelivery({ leaseToken, owner, results: [], origin: NO_ORIGIN });
    if (!delivery) return false;
    if (!(await this.claims.claim(delivery._id, delivery.attempts, 'result', owner))) return false;
    const requeued = { state: 'queued' as const, attempts: delivery.attempts, lease_token: null, lease_owner: null, lease_expires_at: null, next_attempt_at: new Date() };
    // By _id alone: the result claim taken above keeps everyone else from writing this attempt.
    await this.deliveries.updateOne({ _id: delivery._id }, { $set: requeued });
    this.due.put(refOf({ ...delivery, ...requeued }, this.processToken));
    this.heldLeases.delete(leaseToken);
    return true;
  }

  /**
   * Gives up deliveries that outlived the queue lifetime, logging each recipient as failed. They
   * come from this process's view of the queue (on MongoDB: `find({ expires_at: { $lte: now } })`
   * on the expires_at index; the embedded database would read the whole queue for it).
   */
  async failExpired(limit = 100): Promise<number> {
    let failed = 0;
    // A held account's mail is kept, not given up, while the hold lasts.
    for (const ref of this.due.expired(Date.now(), limit, (ref) => !this.holds.isHeld(ref.userId))) {
      // Holding the attempt's lease and result claims keeps any worker from taking it meanwhile.
      const [taken] = await this.takeNextAttempts([ref], EXPIRY_OWNER, this.leaseMs, isPastLifetime);
      if (!taken || !(await this.claims.claim(taken.delivery._id, taken.delivery.attempts, 'result', EXPIRY_OWNER))) continue;
      const reason = `Gave up: not delivered before the queue lifetime ended (last reply: ${taken.delivery.last_response || 'none'})`;
      await this.finishMany([{ delivery: taken.delivery, results: failAllPending(taken.delivery, reason), origin: NO_ORIGIN, retryAt: null, queueGiveUp: true }]);
      this.heldLeases.delete(taken.leaseToken);
      failed += 1;
    }
    return failed;
  }

  /**
   * Gives up the open deliveries of a user whose account is being deleted, logging each pending
   * recipient as failed with `reason`. One in a live lease is left to its worker (the mail may be
   * on its way): `inFlight` counts those, to be asked for again once their leases have ended.
   * On MongoDB the find is served by the user_id + state index; the embedded database reads the
   * queue for it, once per deletion batch (a rare admin action).
   */
  async failOpenDeliveriesOf(userId: Types.ObjectId, reason: string, limit = 100): Promise<{ failed: number; inFlight: number }> {
    const open = await this.deliveries
      .find({ user_id: userId, state: { $in: [...OPEN_DELIVERY_STATES, 'held'] } })
      .limit(limit)
      .lean()
      .exec();
    let failed = 0;
    for (const row of open) {
      if (row.state === 'held') {
        // Nobody will review it now: it fails with the account, and leaves the review list.
        await this.dropHeld([row._id], reason);
        await this.held.deleteOne({ _id: row.message }).exec();
        failed += 1;
        continue;
      }
      const [taken] = await this.takeNextAttempts([this.freshestRef(row)], DELETION_OWNER, DELETION_LEASE_MS, isOutOfLease);
      if (!taken || !(await this.claims.claim(row._id, taken.delivery.attempts, 'result', DELETION_OWNER))) continue;
      await this.finishMany([
        { delivery: taken.delivery, results: failAllPending(taken.delivery, reason), origin: NO_ORIGIN, retryAt: null, givenUpBecause: reason, queueGiveUp: true },
      ]);
      this.heldLeases.delete(taken.leaseToken);
      failed += 1;
    }
    return { failed, inFlight: open.length - failed };
  }

  /**
   * Queues a held message's deliveries (an admin released it): due now, with a full queue
   * lifetime from now (the wait for the review does not count against it). Each is written by
   * _id; one no longer held (released already) is left as it is.
   */
  async releaseHeld(deliveryIds: Types.ObjectId[]): Promise<void> {
    const now = new Date();
    for (const id of deliveryIds) {
      const row = await this.deliveries.findById(id).lean<StoredDelivery>().exec();
      if (!row || row.state !== 'held') continue;
      const released = { state: 'queued' as const, next_attempt_at: now, expires_at: new Date(now.getTime() + this.schedule.lifetimeMs) };
      await this.deliveries.updateOne({ _id: id }, { $set: released });
      this.due.put(refOf({ ...row, ...released }, this.processToken));
    }
  }

  /**
   * Fails a held message's deliveries (an admin dropped it): every recipient is logged failed
   * with `reason` (its timeline, webhooks and reports say so), and the deliveries and the body go.
   * The admin's decision, recorded before (see HeldMessageReview), keeps a release from racing it.
   */
  async dropHeld(deliveryIds: Types.ObjectId[], reason: string): Promise<void> {
    for (const id of deliveryIds) {
      const row = await this.deliveries.findById(id).lean<StoredDelivery>().exec();
      if (!row || row.state !== 'held') continue;
      await this.finishMany([{ delivery: row, results: failAllPending(row, reason), origin: NO_ORIGIN, retryAt: null, givenUpBecause: reason, queueGiveUp: true }]);
    }
  }

  /** How many deliveries of the account are open (queued, or leased): what a paused account has held. Served by the user_id + state index. */
  openDeliveryCountOf(userId: Types.ObjectId): Promise<number> {
    return this.deliveries.countDocuments({ user_id: userId, state: { $in: OPEN_DELIVERY_STATES } }).exec();
  }

  /** How long the oldest due delivery has waited, in ms (0 when none), from this process's view. */
  oldestDueWaitMs(now = Date.now()): number {
    const oldest = this.due.oldestDueAt(now);
    return oldest === null ? 0 : now - oldest;
  }

  /** Per lane of the queue (route, send plan, byoip owner), its longest-waiting due delivery's _id and how many are due, from this process's view. */
  dueLanes(now = Date.now()): Array<{ deliveryId: string; sendPlan: SendPlan; due: number }> {
    return this.due.dueLanes(now).map(({ front, due }) => ({ deliveryId: front.id, sendPlan: front.sendPlan, due }));
  }

  /**
   * Rereads every open delivery into this process's view of the queue, to learn of those
   * queued, leased or finished by other processes. Returns how many were read, and how many of
   * them the view did not know as they are (what other processes changed since the last read).
   */
  async refreshDueDeliveries(): Promise<{ read: number; learnt: number }> {
    const startedAt = Date.now();
    const refs: DeliveryRef[] = [];
    let read = 0;
    // Through a cursor: a long queue is never in memory as documents, only as the view's small refs.
    for await (const row of this.deliveries.collection.find<RefFields>({ state: { $in: [...OPEN_DELIVERY_STATES] } }, { projection: REF_FIELDS, batchSize: RESCAN_BATCH })) {
      read += 1;
      refs.push(this.freshestRef(row));
    }
    return { read, learnt: this.due.replaceWith(refs, startedAt) };
  }

  /**
   * Claims the deliveries' next attempts, one insert for all, each claim carrying its lease: the
   * claim is the lease, nothing else is written. A delivery is kept when a fresh read confirms
   * that `ready` holds, that no attempt was recorded since the view's count, and that no earlier
   * attempt is still under way; the others are given back. The read is needed because another
   * process may have leased and finished the delivery, and removed its claims, since; not for
   * a first attempt this process reserved (see "first attempts" above). The view is corrected
   * from what the claims and reads showed.
   */
  private async takeNextAttempts(
    refs: DeliveryRef[],
    owner: string,
    leaseMs: number,
    ready: (delivery: StoredDelivery, now: Date) => boolean,
  ): Promise<TakenAttempt[]> {
    const expiresAt = new Date(Date.now() + leaseMs);
    const leases = refs.map((ref) => ({ token: `${ref.id}.${ref.attempts + 1}.${randomUUID()}`, expiresAt }));
    const claimed = await this.claims.claimMany(
      refs.map((ref, index) => ({ deliveryId: new Types.ObjectId(ref.id), attempt: ref.attempts + 1, kind: 'lease' as const, owner, lease: leases[index] })),
    );
    const taken = await Promise.all(
      refs.map(async (ref, index) => {
        if (claimed[index]) return this.takeClaimedAttempt(ref, leases[index], owner, leaseMs, ready);
        await this.learnOfLease(ref, leaseMs);
        return null;
      }),
    );
    return taken.filter((attempt): attempt is TakenAttempt => attempt !== null);
  }

  private async takeClaimedAttempt(
    ref: DeliveryRef,
    lease: LeaseTerms,
    owner: string,
    leaseMs: number,
    ready: (delivery: StoredDelivery, now: Date) => boolean,
  ): Promise<TakenAttempt | null> {
    const id = new Types.ObjectId(ref.id);
    const attempt = ref.attempts + 1;
    const delivery = (attempt === 1 && this.takeReservedRow(ref.id)) || (await this.reread(id));
    const now = new Date();
    const stepBack =
      !delivery ||
      // Recorded since the view learnt of it: the view is corrected by the read, the next poll claims the right attempt.
      delivery.attempts >= attempt ||
      !ready(delivery, now) ||
      // Another process queued it and may be taking this attempt without a read: not before its reservation ends.
      (reservedForAnother(delivery, this.processToken) && delivery.reserved_until! > now) ||
      (await this.earlierAttemptUnderWay(delivery, attempt, leaseMs, now));
    if (stepBack) {
      await this.claims.release(id, attempt, 'lease');
      return null;
    }
    const leased = { ...delivery, state: 'leased' as const, attempts: attempt, lease_token: lease.token, lease_owner: owner, lease_expires_at: lease.expiresAt };
    // Looked at again only once its holder's result can no longer come (the takeover grace).
    this.due.put({ ...refOf(leased, this.processToken), dueAt: this.takeoverAt({ expiresAt: lease.expiresAt, lengthMs: leaseMs }) });
    this.heldLeases.set(lease.token, leased);
    return { delivery: leased, leaseToken: lease.token };
  }

  /**
   * The delivery as this process queued it, when its first attempt is still reserved for this
   * process with a clock margin to spare: no other process can have claimed that attempt (they
   * step back until the reservation ends), so the claim just inserted is the first and the
   * delivery is as it was written. Taken once: a later lease of it reads it back.
   */
  private takeReservedRow(id: string): StoredDelivery | null {
    const row = this.reservedRows.get(id);
    if (!row) return null;
    this.reservedRows.delete(id);
    return row.reserved_by === this.processToken && row.reserved_until!.getTime() - TAKEOVER_CLOCK_MARGIN_MS > Date.now() ? row : null;
  }

  /**
   * When a lease may be taken over by another worker: a grace after its end (leaseTakeoverGraceMs
   * of its length), because its holder may have the result and be unable to report it in
   * time, typically while the API process it reports to restarts. The agent keeps reporting for as
   * long, and a result recorded before the takeover spares the recipient a second copy. A lease
   * that ran out before this process started gets the grace from the start: its holder could not
   * report while the API was away (a restart on a loaded machine outlasts a short lease and its
   * grace), and is reporting now.
   */
  private takeoverAt(lease: Pick<HeldLease, 'expiresAt' | 'lengthMs'>): number {
    return Math.max(lease.expiresAt.getTime(), this.startedAt) + leaseTakeoverGraceMs(lease.lengthMs);
  }

  /**
   * Whether the attempt before `attempt` may still be under way. It is when the delivery's last
   * recorded attempt is an earlier one (the attempt before was leased and never recorded: a
   * takeover), or when the delivery is leased the way older versions leased (marked on the
   * delivery); such an attempt is over once its lease ran out and no result for it is being
   * recorded (a result claim younger than a lease: its holder is recording it now; an older
   * one's holder died while recording).
   */
  private async earlierAttemptUnderWay(delivery: StoredDelivery, attempt: number, leaseMs: number, now: Date): Promise<boolean> {
    const previous = attempt - 1;
    if (delivery.state !== 'leased') {
      if (delivery.attempts === previous) return false;
      const held = await this.claims.leaseOf(delivery._id, previous, leaseMs);
      if (held && this.takeoverAt(held) > now.getTime()) {
        this.due.put({ ...refOf(delivery, this.processToken), attempts: previous, dueAt: this.takeoverAt(held) });
        return true;
      }
    }
    return this.claims.isClaimedWithin(delivery._id, previous, 'result', leaseMs);
  }

  /**
   * The attempt the view would claim is claimed by another worker (or was): the view learns from
   * its lease claim until when it is held. Once that lease ran out with the attempt unrecorded,
   * the view has the delivery due with that attempt taken, so the next poll takes it over with
   * the attempt after. A claim that is gone, or an attempt recorded since, is learnt from a read.
   */
  private async learnOfLease(ref: DeliveryRef, leaseMs: number): Promise<void> {
    const id = new Types.ObjectId(ref.id);
    const attempt = ref.attempts + 1;
    const held = await this.claims.leaseOf(id, attempt, leaseMs);
    if (held && this.takeoverAt(held) > Date.now()) {
      this.due.put({ ...ref, attempts: attempt, dueAt: this.takeoverAt(held) });
      return;
    }
    const delivery = await this.reread(id);
    if (held && delivery && delivery.attempts < attempt) this.due.put({ ...refOf(delivery, this.processToken), attempts: attempt, dueAt: this.takeoverAt(held) });
  }

  /**
   * The delivery's ref for the view from a row as read, unless the view knows of a later attempt
   * (a lease, which lives in its claim, not in the row): then the view's.
   */
  private freshestRef(row: RefFields): DeliveryRef {
    const known = this.due.get(row._id.toString());
    return known && known.attempts > row.attempts ? known : refOf(row, this.processToken);
  }

  /**
   * Reads a delivery by _id and brings the view in line with it (keeping what the view knows of
   * a later attempt's lease); null when it is finished or gone.
   */
  private async reread(id: Types.ObjectId): Promise<StoredDelivery | null> {
    const delivery = await this.deliveries.findById(id).lean().exec();
    if (!delivery || !OPEN_DELIVERY_STATES.includes(delivery.state)) {
      this.due.remove(id.toString());
      return null;
    }
    this.due.put(this.freshestRef(delivery));
    return delivery;
  }

  /** The leased deliveries with their message bodies; a delivery whose message is gone is failed instead. */
  private async withMessages(taken: TakenAttempt[]): Promise<LeasedDelivery[]> {
    const leased = await Promise.all(taken.map((attempt) => this.withMessage(attempt)));
    return leased.filter((delivery): delivery is LeasedDelivery => delivery !== null);
  }

  private async withMessage({ delivery, leaseToken }: TakenAttempt): Promise<LeasedDelivery | null> {
    const body = delivery.raw
      ? storedBytes(delivery.raw)
      : (this.bodies.get(delivery.message.toString()) ?? (await this.readBody(delivery.message)));
    if (!body) {
      if (await this.claims.claim(delivery._id, delivery.attempts, 'result', EXPIRY_OWNER)) {
        await this.finishMany([{ delivery, results: failAllPending(delivery, 'The message is no longer stored'), origin: NO_ORIGIN, retryAt: null, queueGiveUp: true }]);
        this.heldLeases.delete(leaseToken);
      }
      return null;
    }
    return {
      delivery,
      leaseToken,
      envelopeFrom: delivery.return_path || delivery.envelope_from,
      raw: delivery.header_prefix ? Buffer.concat([Buffer.from(delivery.header_prefix), body]) : body,
      recipients: delivery.recipients.filter((recipient) => recipient.state === 'pending').map((r) => r.address),
    };
  }

  /** The message stored once for every recipient; null once it is gone. */
  private async readBody(messageId: Types.ObjectId): Promise<Buffer | null> {
    const message = await this.messages.findById(messageId, { raw: 1 }).lean().exec();
    if (!message?.raw) return null;
    const body = storedBytes(message.raw);
    this.bodies.set(messageId.toString(), body);
    return body;
  }

  /**
   * Applies attempts' results, whose result claims the caller holds, together: suppressions, log
   * entries (one insert), the message log, then each delivery goes back to the queue for its
   * pending recipients or, when finished, is removed with its claims and, last, its message's
   * body (one delete each). Every step can be repeated: a crash between two of them leaves the
   * delivery leased, and the attempt made again after the lease writes nothing twice that it
   * had written (derived _ids), so it loses nothing.
   */
  private async finishMany(attempts: FinishingAttempt[]): Promise<DeliveryState[]> {
    if (attempts.length === 0) return [];
    const now = new Date();
    const plans = attempts.map((attempt) => this.planFinish(attempt, now));

    // Suppressions first, so that whoever reads a bounce in the log finds its recipient refused
    // already; which failures suppress is BounceSuppressions' rule (address-level reasons, repeats).
    const suppressed = new Set<string>();
    for (const { delivery, logEntries } of plans) {
      for (const entry of logEntries) {
        if (entry.status === 'delivered' || entry.status === 'deferred' || !entry.bounce_reason) continue;
        const classification = { reason: entry.bounce_reason, source: entry.bounce_reason_source!, addressLevel: isAddressLevelBounceReason(entry.bounce_reason) };
        if (await this.bounceSuppressions.recordFailure(delivery.user_id, entry.to, classification, entry.response, now)) suppressed.add(entry._id.toHexString());
      }
    }
    // Then the log entries, each with an id derived from (delivery, attempt, recipient): writing
    // them again after a crash or a repeated report adds nothing twice.
    await insertIgnoringDuplicates(this.logs.collection, plans.flatMap((plan) => plan.logEntries));
    // After the log entries and the suppressions, which the sending checks read: the timeline may
    // lag them, never lead. Before the deliveries leave the queue, so a crash cannot lose it.
    await this.messageLog
      .recordAttempts(
        plans.map(({ delivery, logEntries, recipients }) => ({
          messageId: delivery.message,
          deliveryId: delivery._id,
          userId: delivery.user_id,
          domain: delivery.domain,
          attempt: delivery.attempts,
          outcomes: logEntries.map((entry) => ({
            logId: entry._id,
            recipient: entry.to,
            status: entry.status,
            response: entry.response,
            sourceIp: entry.source_ip,
            agentHostname: entry.agent_hostname,
            tls: entry.tls,
            bounceReason: entry.bounce_reason,
            bounceReasonSource: entry.bounce_reason_source,
            suppressed: entry.status === 'bounced' ? suppressed.has(entry._id.toHexString()) : undefined,
            at: entry.created_at,
          })),
          recipients,
          soleDelivery: delivery.message_delivery_count === 1,
        })),
      )
      .catch((error: Error) => this.logger.error(`Recording attempts in the message log failed: ${error.message}`));

    for (const { delivery, state, recipients, lastResponse, retryAt } of plans) {
      if (state !== 'queued') continue;
      // The attempt is written with its result: leasing it wrote only its claim.
      const retry = { recipients, state, attempts: delivery.attempts, last_response: lastResponse, lease_token: null, lease_owner: null, lease_expires_at: null, next_attempt_at: retryAt! };
      await this.deliveries.updateOne({ _id: delivery._id }, { $set: retry });
      this.due.put(refOf({ ...delivery, ...retry }, this.processToken));
    }
    for (const { delivery, logEntries, state } of plans) this.recordAttemptInMetricsAndLogs(delivery, logEntries, state, now);
    const finished = plans.filter((plan) => plan.state !== 'queued').map((plan) => plan.delivery);
    if (finished.length) {
      await this.deleteByIds(this.deliveries, finished.map((delivery) => delivery._id));
      for (const delivery of finished) this.due.remove(delivery._id.toString());
      await this.claims.releaseAll(
        finished.map((delivery) => ({
          deliveryId: delivery._id,
          attempts: delivery.attempts,
          // Nobody claims the next attempt before the lease has run out (on their clock).
          nextNeverClaimed: delivery.lease_expires_at !== null && delivery.lease_expires_at.getTime() - TAKEOVER_CLOCK_MARGIN_MS > Date.now(),
        })),
      );
      await this.dropMessagesWhenDone(finished);
    }
    return plans.map((plan) => plan.state);
  }

  /** What an attempt's results make of its delivery: recipient states, final or retry state, log entries. */
  private planFinish({ delivery, results, origin, retryAt, givenUpBecause, queueGiveUp }: FinishingAttempt, now: Date) {
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
        recipient.response = givenUpBecause ?? `Gave up after ${delivery.attempts} attempts: ${recipient.response || 'no reply'}`;
      }
    }
    const state: DeliveryState = stillPending.length > 0 && retryAt !== null ? 'queued' : finalStateOf(recipients);
    const lastResponse = results.map((result) => result.response).find(Boolean) ?? delivery.last_response;
    const logEntries = results.map((result) => {
      const recipient = recipients.find((r) => r.address.toLowerCase() === result.address.toLowerCase());
      const status = recipient?.state === 'failed' ? 'failed' : result.outcome;
      return deliveryLogEntry(delivery, queueGiveUp ? 'given-up' : delivery.attempts, result.address, status, recipient?.response ?? result.response, origin, now, result.tls);
    });
    return { delivery, recipients, state, lastResponse, logEntries, retryAt };
  }

  /** One log line per attempt, with the submitting request's id, and the outcome counters and latencies. */
  private recordAttemptInMetricsAndLogs(
    delivery: StoredDelivery,
    entries: Array<{ status: AttemptOutcome | 'failed'; source_ip: string | null; agent_hostname: string | null }>,
    state: DeliveryState,
    at: Date,
  ): void {
    // Rows stored before timestamps have no created_at: their latency is unknown, not zero.
    const acceptedAt = delivery.created_at instanceof Date ? delivery.created_at.getTime() : null;
    for (const entry of entries) {
      this.metrics.deliveryOutcomes.inc({ route: delivery.route, outcome: entry.status });
      if (entry.status !== 'deferred' && acceptedAt !== null) {
        this.metrics.deliveryLatency.observe({ route: delivery.route, outcome: entry.status }, (at.getTime() - acceptedAt) / 1000);
      }
    }
    this.logger.log(
      {
        request_id: delivery.request_id || undefined,
        delivery: delivery._id.toString(),
        message: delivery.message.toString(),
        attempt: delivery.attempts,
        route: delivery.route,
        outcomes: entries.map((entry) => entry.status),
        source_ip: entries[0]?.source_ip ?? undefined,
        agent_hostname: entries[0]?.agent_hostname ?? undefined,
        state,
      },
      state === 'queued' ? 'Delivery attempt deferred, retry scheduled' : `Delivery finished: ${state}`,
    );
  }

  /** Deletes documents by _id, each by its own _id, in one command (see the class comment). */
  private async deleteByIds<T>(model: Model<T>, ids: Types.ObjectId[]): Promise<void> {
    if (ids.length === 0) return;
    await model.bulkWrite(ids.map((id) => ({ deleteOne: { filter: { _id: id } } })), { ordered: false });
  }

  /**
   * A stored body is only needed while some delivery of it may still be attempted. A message
   * with one delivery that carries the message itself was stored as that delivery alone (one of
   * an older version that also has a stored message is left to MessageBodySweep).
   */
  private async dropMessagesWhenDone(finished: StoredDelivery[]): Promise<void> {
    const done: Types.ObjectId[] = [];
    for (const delivery of finished) {
      if (delivery.message_delivery_count === 1 && delivery.raw) continue;
      if (delivery.message_delivery_count !== 1 && (await this.messageHasOpenDeliveries(delivery.message))) continue;
      done.push(delivery.message);
    }
    await this.deleteByIds(this.messages, done);
    for (const messageId of done) this.bodies.delete(messageId.toString());
  }

  /** Whether some delivery of the stored message may still be attempted (its body is still needed). */
  async messageHasOpenDeliveries(messageId: Types.ObjectId): Promise<boolean> {
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
const DELETION_OWNER = 'account-deletion';
/** Holds an attempt taken only to record a journaled result in it (see settleJournaledAttempt). */
const JOURNAL_OWNER = 'journaled-result';
/** The longest a result claim is taken for a recording under way (see resultRecordingStaleMs). */
const RESULT_RECORDING_STALE_MAX_MS = 10_000;
/**
 * The deletion holds a delivery only while it fails it (milliseconds): a short lease, so that
 * when its process dies in between, the resumed deletion takes the delivery again within seconds
 * rather than after a worker's LEASE_SECONDS.
 */
const DELETION_LEASE_MS = 10_000;
/** How many due deliveries a worker considers per lease call beyond those it wants. */
const LEASE_CANDIDATES = 16;
/**
 * How long before its lease runs out a result is recorded without checking for a takeover: other
 * processes' clocks may be this much ahead (a takeover needs the lease run out on the taker's clock).
 */
const TAKEOVER_CLOCK_MARGIN_MS = 5_000;
/** Limits of what the process remembers to spare reads (see RecentEntries): bounded, whatever the queue's length. */
const BODIES_KEPT = 20_000;
const BODY_BYTES_KEPT = 32 * 1024 * 1024;
const LEASES_KEPT = 20_000;
/** Deliveries that carry their message (one recipient, or tracked mail) count with it. */
const LEASE_BYTES_KEPT = 32 * 1024 * 1024;

/** Deliveries remembered to spare a read, within LEASES_KEPT and LEASE_BYTES_KEPT (a delivery's own body counts). */
function keptDeliveries(): RecentEntries<string, StoredDelivery> {
  return new RecentEntries<string, StoredDelivery>({ maxEntries: LEASES_KEPT, maxBytes: LEASE_BYTES_KEPT, sizeOf: (delivery) => delivery.raw?.length ?? 0 });
}

/** The fields the view of the queue is built from. */
const REF_FIELDS = {
  user_id: 1,
  route: 1,
  send_plan: 1,
  agent_owner_user_id: 1,
  allowed_ips: 1,
  state: 1,
  attempts: 1,
  next_attempt_at: 1,
  lease_expires_at: 1,
  expires_at: 1,
  reserved_by: 1,
  reserved_until: 1,
} as const;
type RefFields = Pick<StoredDelivery, '_id' | keyof typeof REF_FIELDS>;

/** Documents per batch of a reread of the queue. */
const RESCAN_BATCH = 1000;
const NO_IPS: readonly string[] = Object.freeze([]);

/** The delivery's ref for the view of the process `self` (its token): another process's reservation of the first attempt makes it due once the reservation ends. */
function refOf(delivery: RefFields, self: string): DeliveryRef {
  const dueAt = delivery.state === 'leased' ? delivery.lease_expires_at : delivery.next_attempt_at;
  const reservedUntil = reservedForAnother(delivery, self) ? delivery.reserved_until!.getTime() : 0;
  return {
    id: objectIdHex(delivery._id),
    userId: objectIdHex(delivery.user_id),
    // The few values of these are shared, not copied per delivery: a view of a long queue stays small.
    route: ROUTE_VALUES.get(delivery.route) ?? 'agent',
    sendPlan: SEND_PLAN_VALUES.get(delivery.send_plan) ?? delivery.send_plan,
    agentOwnerUserId: delivery.agent_owner_user_id ? objectIdHex(delivery.agent_owner_user_id) : null,
    allowedIps: delivery.allowed_ips?.length ? delivery.allowed_ips : NO_IPS,
    attempts: delivery.attempts,
    dueAt: Math.max(dueAt?.getTime() ?? 0, reservedUntil),
    expiresAt: delivery.expires_at.getTime(),
  };
}

/** Whether another process than `self` reserved the delivery's first attempt (whether or not the reservation has ended). */
function reservedForAnother(delivery: Pick<StoredDelivery, 'attempts' | 'reserved_by' | 'reserved_until'>, self: string): boolean {
  return delivery.attempts === 0 && delivery.reserved_until != null && delivery.reserved_by !== self;
}

/** Queued and due, or leased with the lease run out. */
function isLeasable(delivery: StoredDelivery, now: Date): boolean {
  if (delivery.state === 'queued') return delivery.next_attempt_at <= now;
  return delivery.state === 'leased' && delivery.lease_expires_at !== null && delivery.lease_expires_at <= now;
}

function isDeliverable(delivery: StoredDelivery, now: Date): boolean {
  return isLeasable(delivery, now) && delivery.expires_at > now;
}

/** Queued (whenever its next attempt is due), or leased with the lease run out: no worker holds it. */
function isOutOfLease(delivery: StoredDelivery, now: Date): boolean {
  return delivery.state === 'queued' || isLeasable(delivery, now);
}

/** Past its lifetime and not in a live lease (a queued retry is given up without waiting for its time). */
function isPastLifetime(delivery: StoredDelivery, now: Date): boolean {
  return delivery.expires_at <= now && isOutOfLease(delivery, now);
}

/**
 * The bytes of a stored message: a Buffer as this process wrote it (a remembered delivery row),
 * or the driver's Binary as read back. Not `Buffer.from(buffer.buffer)`: a Buffer's `buffer` is
 * the whole memory pool it was cut from.
 */
function storedBytes(value: Buffer | { buffer: Uint8Array }): Buffer {
  if (Buffer.isBuffer(value)) return value;
  return Buffer.from(value.buffer.buffer, value.buffer.byteOffset, value.buffer.byteLength);
}

function failAllPending(delivery: StoredDelivery, reason: string): RecipientAttemptResult[] {
  // Deferred with no retry left: finish() turns them into failed entries.
  return delivery.recipients
    .filter((recipient) => recipient.state === 'pending')
    .map((recipient) => ({ address: recipient.address, outcome: 'deferred', response: reason }));
}

/**
 * Whether the message is stored once for its deliveries to share (outbound_messages). Not when
 * it has a single recipient: its one delivery carries it, which spares the embedded database a
 * document written and removed per message.
 */
function sharesStoredBody(request: EnqueueRequest): boolean {
  return request.recipients.length > 1;
}

/** Whether content scanning holds the message for an admin's review. */
function isHeld(request: EnqueueRequest): boolean {
  return request.contentScan?.verdict === 'held';
}

const SEND_PLAN_VALUES = new Map<string, SendPlan>(SEND_PLANS.map((plan) => [plan, plan]));
const ROUTE_VALUES = new Map<string, DeliveryRoute>(DELIVERY_ROUTES.map((route) => [route, route]));

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
