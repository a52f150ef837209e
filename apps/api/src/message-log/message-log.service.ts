import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash } from 'node:crypto';
import type { Model, Types } from 'mongoose';
import type { BounceReason, BounceReasonSource, ContentScanResult, DeliveryTls, MessageEventType, MessageSource, RecipientStatus, SuppressedRecipient } from '@platform/contracts';
import { duplicatePositions } from '../common/duplicate-keys.js';
import { schemaDefaults } from '../database/schema-defaults.js';
import { updateById } from '../database/update-by-id.js';
import { RollupsService } from '../rollups/rollups.service.js';
import { WebhookOutbox } from '../webhooks/webhook-outbox.service.js';
import { AccountMessageSequence } from './account-message-sequence.js';
import { AccountMilestonesRecord, type AccountMilestone } from './account-milestones.schema.js';
import { MessageEventRecord } from './message-event.schema.js';
import { MessageLogRecord, type RecipientState } from './message-log.schema.js';
import { messageStatusOf } from './message-status.js';
import { summarizeHeaders } from './stored-headers.js';

export interface AcceptedMessage {
  id: Types.ObjectId;
  userId: Types.ObjectId;
  domain: string;
  messageId: string;
  source: MessageSource;
  envelopeFrom: string;
  /** The signed message: only its header section is read. */
  raw: Buffer;
  deliveries: Array<{ id: Types.ObjectId; recipients: string[] }>;
  /** Recipients left out because they are suppressed: each gets a `suppressed` event. */
  suppressed?: SuppressedRecipient[];
  at: Date;
  /** What content scanning made of it; `held` gives the entry the status held. */
  contentScan?: ContentScanResult;
}

/** One recipient's outcome in one attempt, as the queue logged it. */
export interface AttemptOutcomeEntry {
  /** The delivery log entry's _id, derived from (delivery, attempt, recipient). */
  logId: Types.ObjectId;
  recipient: string;
  status: 'delivered' | 'bounced' | 'deferred' | 'failed';
  response: string;
  sourceIp: string | null;
  agentHostname: string | null;
  /** How the attempt's session was protected, when its worker reported it. */
  tls?: DeliveryTls;
  /** Failures: why, as the bounce classifier read the reply (see deliveryLogEntry). */
  bounceReason?: BounceReason;
  bounceReasonSource?: BounceReasonSource;
  /** Bounced: whether the recipient is suppressed because of it. */
  suppressed?: boolean;
  at: Date;
}

export interface FinishedAttempt {
  messageId: Types.ObjectId;
  deliveryId: Types.ObjectId;
  userId: Types.ObjectId;
  /** The sending domain: its reputation counts the outcomes. */
  domain: string;
  attempt: number;
  outcomes: AttemptOutcomeEntry[];
  /** Every recipient of the delivery after the attempt: pending ones are still to be tried. */
  recipients: Array<{ address: string; state: 'pending' | 'delivered' | 'bounced' | 'failed'; response: string }>;
  /** The message has this delivery alone: its states make the message's status. */
  soleDelivery?: boolean;
}

/** A message's deliveries as its log entry lists them. */
export interface LoggedDeliveries {
  userId: Types.ObjectId;
  domain: string;
  /** The Message-ID header's value. */
  messageId: string;
  envelopeFrom: string;
  /** Recipient states by delivery _id. */
  deliveries: Record<string, RecipientState[]>;
  /** The recipients left out at acceptance because they are suppressed. */
  suppressed: SuppressedRecipient[];
}

/** A status (or timeline) undone by a concurrent write is written again; a few rounds settle any race between deliveries. */
const STATUS_SETTLE_ROUNDS = 5;
const MILESTONES_REMEMBERED_MAX = 100_000;

/**
 * Writes each message's log entry and timeline where the queue records what happens to it:
 * on acceptance, and with every attempt's results (one insert of the attempt's events, one
 * update of the entry). Readers: the customer's message routes and the overview.
 */
@Injectable()
export class MessageLogService {
  private readonly logger = new Logger(MessageLogService.name);
  /** Milestones this process knows are already stored: they are written once, not per message. */
  private readonly milestonesKnown = new Set<string>();
  /** Events are inserted lean (no mongoose documents): this gives them the fields mongoose would default. */
  private readonly withEventDefaults: (event: MessageEventRecord) => MessageEventRecord;

  constructor(
    @InjectModel(MessageLogRecord.name) private readonly log: Model<MessageLogRecord>,
    @InjectModel(MessageEventRecord.name) private readonly events: Model<MessageEventRecord>,
    @InjectModel(AccountMilestonesRecord.name) private readonly milestones: Model<AccountMilestonesRecord>,
    private readonly webhookOutbox: WebhookOutbox,
    private readonly sequence: AccountMessageSequence,
    private readonly rollups: RollupsService,
  ) {
    this.withEventDefaults = schemaDefaults(events.schema);
  }

  /**
   * Messages accepted together: one insert of their entries, one of their events. Before the
   * deliveries are queued, so no attempt's result can arrive for an entry not yet written.
   */
  async recordAcceptedMany(messages: AcceptedMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const eventsOf = messages.map(acceptanceEvents);
    const entries = messages.map((message, index) => {
      const { headers, from, subject } = summarizeHeaders(message.raw);
      const recipients = message.deliveries.flatMap((delivery) => delivery.recipients.map((address) => address.toLowerCase()));
      const deliveries = Object.fromEntries(
        message.deliveries.map((delivery) => [
          delivery.id.toHexString(),
          delivery.recipients.map((address): RecipientState => ({ address, status: 'queued', last_response: '' })),
        ]),
      );
      return {
        _id: message.id,
        user_id: message.userId,
        domain: message.domain,
        message_id: message.messageId,
        source: message.source,
        envelope_from: message.envelopeFrom,
        from,
        subject,
        recipients,
        headers,
        deliveries,
        status: message.contentScan?.verdict === 'held' ? ('held' as const) : ('queued' as const),
        ...(message.contentScan ? { content_scan: message.contentScan } : {}),
        ...(message.suppressed?.length ? { suppressed: message.suppressed } : {}),
        event_ids: eventsOf[index].map((event) => event._id),
        // Every field mongoose would write (defaults, timestamps, version), as the insert is lean.
        revision: 0,
        created_at: message.at,
        updated_at: message.at,
        __v: 0,
      };
    });
    const events = eventsOf.flat();
    const firstOfUser = new Map(messages.map((message) => [message.userId.toHexString(), message] as const));
    // Written side by side: the messages are acknowledged only once all of them are stored. Each
    // entry follows its place in its account's sequence: an entry without one is from before the
    // sequence, which the backfill tells by that.
    const placed = this.sequence.appendMany(
      entries.map(({ _id: id, user_id: userId, created_at: createdAt, domain, subject, recipients }) => ({ id, userId, createdAt, domain, subject, recipients })),
    );
    await Promise.all([
      // Lean: the entries are built whole above, and hydrating them cost more than the insert (issue 29).
      placed.then((seqs) => this.log.insertMany(entries.map((entry, index) => ({ ...entry, seq: seqs[index] })), { lean: true })),
      this.recordEvents(events, { inTimeline: true }),
      ...[...firstOfUser.values()].map((message) => this.markMilestone(message.userId, 'first_accepted_at', message.at)),
    ]);
  }

  /**
   * Takes messages out of the log again when the queue could not store their deliveries. Their
   * places in the account's sequence stay taken (places are never given back: see
   * AccountMessageSequence); without the entry, the list skips it.
   */
  async forget(messageIds: Types.ObjectId[]): Promise<void> {
    if (messageIds.length === 0) return;
    await this.log.bulkWrite(messageIds.map((id) => ({ deleteOne: { filter: { _id: id } } })), { ordered: false });
    // Each acceptance event (accepted, and scanned and held when scanning is on) read by _id (the
    // embedded database reads the whole collection for `$in`); only the ones stored are taken back
    // from the rollups with their removal.
    const acceptanceIds = messageIds.flatMap((id) => ACCEPTANCE_EVENT_TYPES.map((type) => eventId(id.toHexString(), type)));
    const accepted = (await Promise.all(acceptanceIds.map((id) => this.events.findById(id).lean<MessageEventRecord>().exec()))).filter(
      (event): event is MessageEventRecord => event !== null,
    );
    await this.rollups.countRemoved(accepted, async () => {
      await this.events.bulkWrite(accepted.map((event) => ({ deleteOne: { filter: { _id: event._id } } })), { ordered: false });
    });
  }

  /**
   * Attempts' results, recorded together: their events (one insert for all), then each delivery's
   * recipient states and its message's status. The entry of a
   * message with a single delivery is written with its status in one update (no other delivery
   * can change its states meanwhile), the others are settled one by one.
   */
  async recordAttempts(attempts: FinishedAttempt[]): Promise<void> {
    if (attempts.length === 0) return;
    const eventIds = attempts.map((attempt) => attempt.outcomes.map((outcome) => outcome.logId.toHexString()));
    await this.recordEvents(
      attempts.flatMap((attempt, position) =>
        attempt.outcomes.map((outcome, index) => ({
          _id: eventIds[position][index],
          message: attempt.messageId,
          user_id: attempt.userId,
          type: outcome.status satisfies MessageEventType,
          recipient: outcome.recipient,
          response: outcome.response,
          attempt: attempt.attempt,
          source_ip: outcome.sourceIp,
          agent_hostname: outcome.agentHostname,
          ...(outcome.tls ? { tls: outcome.tls } : {}),
          ...(attempt.domain ? { domain: attempt.domain } : {}),
          ...(outcome.bounceReason ? { bounce_reason: outcome.bounceReason, bounce_reason_source: outcome.bounceReasonSource } : {}),
          ...(outcome.suppressed === undefined ? {} : { suppressed: outcome.suppressed }),
          created_at: outcome.at,
        })),
      ),
      { inTimeline: true },
    );
    const now = new Date();
    const statesOf = (attempt: FinishedAttempt) =>
      attempt.recipients.map(
        (recipient): RecipientState => ({ address: recipient.address, status: recipientStatus(recipient.state), last_response: recipient.response }),
      );
    const sole = attempts.filter((attempt) => attempt.soleDelivery);
    if (sole.length) {
      await this.log.bulkWrite(
        sole.map((attempt) => {
          const deliveryId = attempt.deliveryId.toHexString();
          const states = statesOf(attempt);
          return updateById<MessageLogRecord>(
            attempt.messageId,
            {
              $set: { [`deliveries.${deliveryId}`]: states, status: messageStatusOf({ [deliveryId]: states }), updated_at: now },
              $inc: { revision: 1 },
              $push: { event_ids: { $each: eventIds[attempts.indexOf(attempt)] } },
              ...reasonsAdded(attempt),
            },
            { timestamps: false },
          );
        }),
        { ordered: false },
      );
    }
    for (const [position, attempt] of attempts.entries()) {
      if (attempt.soleDelivery) continue;
      const updated = await this.log
        .findOneAndUpdate(
          { _id: attempt.messageId },
          {
            $set: { [`deliveries.${attempt.deliveryId.toHexString()}`]: statesOf(attempt), updated_at: now },
            $inc: { revision: 1 },
            $push: { event_ids: { $each: eventIds[position] } },
            ...reasonsAdded(attempt),
          },
          // No projection: the embedded database's findAndModify does not take one.
          { returnDocument: 'after', timestamps: false },
        )
        .lean()
        .exec();
      if (updated) await this.settleStatus(updated); // else accepted before the message log existed
    }
    const deliveredBy = new Map(
      attempts.filter((attempt) => attempt.outcomes.some((outcome) => outcome.status === 'delivered')).map((attempt) => [attempt.userId.toHexString(), attempt.userId] as const),
    );
    for (const userId of deliveredBy.values()) await this.markMilestone(userId, 'first_delivered_at', now);
  }

  /**
   * THE seam every message event passes through (the queue's attempts, acceptance, and later
   * events: bounces, complaints, unsubscribes, opens, clicks): each is queued for the account's
   * webhooks first (so an event stored is never lost for them; one already stored is a repeat and
   * queues nothing: one event, one POST per endpoint), then stored once (derived
   * _ids: see recipientEventId) and counted in the rollups (the new ones only), then added to its
   * message's timeline unless the caller writes the entry itself (`inTimeline`). Resolves with the
   * events that were new.
   */
  async recordEvents(events: MessageEventRecord[], options: { inTimeline?: boolean } = {}): Promise<MessageEventRecord[]> {
    if (events.length === 0) return [];
    await this.webhookOutbox.enqueue(events, async (event) => (await this.events.exists({ _id: event._id }).exec()) !== null);
    const stored = await this.rollups.countStored(events, (stamped) => this.insertEvents(stamped));
    if (options.inTimeline) return stored;
    // Every time, not only for new ones: a crash between the insert and this still ends in the timeline.
    const idsByMessage = new Map<string, string[]>();
    for (const event of events) idsByMessage.set(event.message.toHexString(), [...(idsByMessage.get(event.message.toHexString()) ?? []), event._id]);
    for (const [messageId, ids] of idsByMessage) await this.addToTimeline(messageId, ids);
    return stored;
  }

  /**
   * Adds events to a message's timeline. On MongoDB the $addToSet alone is enough. The embedded
   * database applies an update by rewriting the whole document, so an attempt's result written to
   * the same entry at the same moment can undo ours: read the ids back, and add them again until
   * they stay.
   */
  private async addToTimeline(messageId: string, ids: string[]): Promise<void> {
    for (let round = 0; round < STATUS_SETTLE_ROUNDS; round += 1) {
      await this.log.updateOne({ _id: messageId }, { $addToSet: { event_ids: { $each: ids } }, $set: { updated_at: new Date() } }, { timestamps: false }).exec();
      const reread = await this.log.findById(messageId, { event_ids: 1 }).lean().exec();
      if (!reread || ids.every((id) => reread.event_ids.includes(id))) return;
    }
    this.logger.warn(`Events ${ids.join(', ')} kept dropping out of message ${messageId}'s timeline`);
  }

  /**
   * An account's latest events of these types, newest first: one read per type, each served by
   * the user_id + type + created_at index in its order (`type: { $in }` would leave the sort to
   * the server), merged here.
   */
  async latestEventsOf(userId: Types.ObjectId, types: MessageEventType[], limit: number): Promise<MessageEventRecord[]> {
    const perType = await Promise.all(
      types.map((type) =>
        this.events
          .find({ user_id: userId, type }, { message: 1, type: 1, recipient: 1, response: 1, created_at: 1 })
          .sort({ created_at: -1 })
          .limit(limit)
          .lean<MessageEventRecord[]>()
          .exec(),
      ),
    );
    return perType
      .flat()
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
      .slice(0, limit);
  }

  /** Whether an event with this _id is stored. */
  async hasEvent(id: string): Promise<boolean> {
    return (await this.events.exists({ _id: id })) !== null;
  }

  /** A message's deliveries as its entry lists them (by delivery _id), with what names the message; null when it has no entry. */
  async storedDeliveries(messageId: Types.ObjectId): Promise<LoggedDeliveries | null> {
    const entry = await this.log.findById(messageId, { deliveries: 1, user_id: 1, domain: 1, message_id: 1, envelope_from: 1, suppressed: 1 }).lean().exec();
    return (
      entry && {
        userId: entry.user_id,
        domain: entry.domain,
        messageId: entry.message_id,
        envelopeFrom: entry.envelope_from,
        deliveries: entry.deliveries,
        suppressed: entry.suppressed ?? [],
      }
    );
  }

  /** A failure reported after delivery: its reason joins the entry's, for the Messages list's filter. */
  async addBounceReason(messageId: Types.ObjectId, reason: BounceReason): Promise<void> {
    await this.log.updateOne({ _id: messageId }, { $addToSet: { bounce_reasons: reason } }, { timestamps: false }).exec();
  }

  /** A recipient bounced after its delivery was recorded (a DSN): its state, and with it the message's status, follow. */
  async markRecipientBounced(messageId: Types.ObjectId, address: string, response: string): Promise<void> {
    const entry = await this.log.findById(messageId, { deliveries: 1 }).lean().exec();
    const lowered = address.toLowerCase();
    for (const [deliveryId, states] of Object.entries(entry?.deliveries ?? {})) {
      const position = states.findIndex((state) => state.address.toLowerCase() === lowered);
      if (position === -1) continue;
      const field = `deliveries.${deliveryId}.${position}`;
      const updated = await this.log
        .findOneAndUpdate(
          { _id: messageId },
          { $set: { [`${field}.status`]: 'bounced', [`${field}.last_response`]: response, updated_at: new Date() }, $inc: { revision: 1 } },
          // No projection: the embedded database's findAndModify does not take one.
          { returnDocument: 'after', timestamps: false },
        )
        .lean()
        .exec();
      if (updated) await this.settleStatus(updated);
      return;
    }
  }

  async milestonesOf(userId: Types.ObjectId): Promise<Partial<Record<AccountMilestone, Date>>> {
    const stored = await this.milestones.findById(userId.toHexString()).lean().exec();
    return stored ?? {};
  }

  /** The first time the account did this (kept as the earliest time given). */
  async markMilestone(userId: Types.ObjectId, milestone: AccountMilestone, at: Date): Promise<void> {
    const known = `${userId.toHexString()}:${milestone}`;
    if (this.milestonesKnown.has(known)) return;
    const update = () => this.milestones.updateOne({ _id: userId.toHexString() }, { $min: { [milestone]: at } }, { upsert: true }).exec();
    await update().catch((error: { code?: number }) => {
      // The account's first messages accepted at once race to insert the row; the loser's retry finds it.
      if (error.code !== 11000) throw error;
      return update();
    });
    if (this.milestonesKnown.size >= MILESTONES_REMEMBERED_MAX) this.milestonesKnown.clear();
    this.milestonesKnown.add(known);
  }

  /**
   * Writes the status the entry's recipient states give, then reads the entry again: when
   * another delivery's result changed it meanwhile (a higher revision), the status is worked
   * out again from that. Whoever changes the states last also writes the last status. Every read
   * and write is by _id alone, the only filter the embedded database serves from an index.
   */
  private async settleStatus(entry: Pick<MessageLogRecord, 'deliveries' | 'revision' | 'status'> & { _id: Types.ObjectId }): Promise<void> {
    let current = entry;
    for (let round = 0; round < STATUS_SETTLE_ROUNDS; round += 1) {
      const status = messageStatusOf(current.deliveries);
      if (status !== current.status) await this.log.updateOne({ _id: current._id }, { $set: { status } }, { timestamps: false }).exec();
      const reread = await this.log.findById(current._id, { deliveries: 1, revision: 1, status: 1 }).lean().exec();
      if (!reread || (reread.revision === current.revision && reread.status === status)) return;
      current = reread;
    }
    this.logger.warn(`Status of message ${entry._id.toHexString()} kept changing; left as it is`);
  }

  /** Inserts the events; resolves with those that were not stored before. */
  private async insertEvents(events: Array<MessageEventRecord>): Promise<MessageEventRecord[]> {
    if (events.length === 0) return [];
    try {
      // Lean, with the schema's defaults filled in: every caller gives its fields their stored types (issue 29).
      await this.events.insertMany(events.map(this.withEventDefaults), { ordered: false, lean: true });
      return events;
    } catch (error) {
      // The same events again (a repeated report, a retry after a crash): each is stored once.
      const duplicates = duplicatePositions(error);
      if (duplicates === null) throw error;
      // Duplicates without telling which: none counts as new (a repeated report sends nothing twice).
      if (duplicates.size === 0) return [];
      return events.filter((_, index) => !duplicates.has(index));
    }
  }
}

/** A recipient left out because it is suppressed: its own event, at the time of the acceptance. */
function suppressedEvents(message: AcceptedMessage): MessageEventRecord[] {
  return (message.suppressed ?? []).map((recipient) => ({
    _id: recipientEventId(message.id, 'suppressed', recipient.address, 'acceptance'),
    message: message.id,
    user_id: message.userId,
    type: 'suppressed',
    recipient: recipient.address,
    response: `Not sent: the address is suppressed (${recipient.reason})`,
    attempt: null,
    source_ip: null,
    agent_hostname: null,
    created_at: message.at,
  }));
}

const ACCEPTANCE_EVENT_TYPES: MessageEventType[] = ['accepted', 'scanned', 'held'];

/**
 * A message's first events: accepted, then its content scan and, when the scan holds it, held,
 * and one for each recipient left out because it is suppressed.
 */
function acceptanceEvents(message: AcceptedMessage): MessageEventRecord[] {
  const hex = message.id.toHexString();
  const event = (type: MessageEventType, response = '', extra: Partial<MessageEventRecord> = {}): MessageEventRecord => ({
    _id: eventId(hex, type),
    message: message.id,
    user_id: message.userId,
    type,
    recipient: null,
    response,
    attempt: null,
    source_ip: null,
    agent_hostname: null,
    ...extra,
    created_at: message.at,
  });
  const scan = message.contentScan;
  const scanned = scan
    ? [event('scanned', scan.note, { content_scan: scan }), ...(scan.verdict === 'held' ? [event('held', `Held for an administrator's review: ${scan.note}`)] : [])]
    : [];
  return [event('accepted'), ...scanned, ...suppressedEvents(message)];
}

/** The _id of a message-wide event that happens to a message at most once (accepted, scanned, held, the admin's review). */
export function messageEventId(messageId: Types.ObjectId, kind: string): string {
  return eventId(messageId.toHexString(), kind);
}

/** The update that adds an attempt's failure reasons to its entry's (none: no update). */
function reasonsAdded(attempt: FinishedAttempt): { $addToSet?: { bounce_reasons: { $each: BounceReason[] } } } {
  const reasons = [...new Set(attempt.outcomes.flatMap((outcome) => (outcome.bounceReason ? [outcome.bounceReason] : [])))];
  return reasons.length ? { $addToSet: { bounce_reasons: { $each: reasons } } } : {};
}

/** A pending recipient after an attempt waits for a retry. */
function recipientStatus(state: 'pending' | 'delivered' | 'bounced' | 'failed'): RecipientStatus {
  return state === 'pending' ? 'deferred' : state;
}

/** The _id of an event reported after delivery: the same report (key) about the same recipient is the same event. */
export function recipientEventId(messageId: Types.ObjectId, type: MessageEventType, recipient: string, key: string): string {
  return eventId(messageId.toHexString(), `${type}:${recipient.toLowerCase()}:${key}`);
}

function eventId(messageHex: string, kind: string): string {
  return createHash('sha256').update(`${messageHex}:${kind}`).digest('hex').slice(0, 24);
}
