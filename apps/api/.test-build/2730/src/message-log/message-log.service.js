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
var MessageLogService_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash } from 'node:crypto';
import { duplicatePositions } from '../common/duplicate-keys.js';
import { updateById } from '../database/update-by-id.js';
import { RollupsService } from '../rollups/rollups.service.js';
import { WebhookOutbox } from '../webhooks/webhook-outbox.service.js';
import { AccountMessageSequence } from './account-message-sequence.js';
import { AccountMilestonesRecord } from './account-milestones.schema.js';
import { MessageEventRecord } from './message-event.schema.js';
import { MessageLogRecord } from './message-log.schema.js';
import { messageStatusOf } from './message-status.js';
import { summarizeHeaders } from './stored-headers.js';
/** A status (or timeline) undone by a concurrent write is written again; a few rounds settle any race between deliveries. */
const STATUS_SETTLE_ROUNDS = 5;
const MILESTONES_REMEMBERED_MAX = 100_000;
/**
 * Writes each message's log entry and timeline where the queue records what happens to it:
 * on acceptance, and with every attempt's results (one insert of the attempt's events, one
 * update of the entry). Readers: the customer's message routes and the overview.
 */
let MessageLogService = MessageLogService_1 = class MessageLogService {
    log;
    events;
    milestones;
    webhookOutbox;
    sequence;
    rollups;
    logger = new Logger(MessageLogService_1.name);
    /** Milestones this process knows are already stored: they are written once, not per message. */
    milestonesKnown = new Set();
    constructor(log, events, milestones, webhookOutbox, sequence, rollups) {
        this.log = log;
        this.events = events;
        this.milestones = milestones;
        this.webhookOutbox = webhookOutbox;
        this.sequence = sequence;
        this.rollups = rollups;
    }
    /**
     * Messages accepted together: one insert of their entries, one of their events. Before the
     * deliveries are queued, so no attempt's result can arrive for an entry not yet written.
     */
    async recordAcceptedMany(messages) {
        if (messages.length === 0)
            return;
        const eventsOf = messages.map(acceptanceEvents);
        const entries = messages.map((message, index) => {
            const { headers, from, subject } = summarizeHeaders(message.raw);
            const recipients = message.deliveries.flatMap((delivery) => delivery.recipients.map((address) => address.toLowerCase()));
            const deliveries = Object.fromEntries(message.deliveries.map((delivery) => [
                delivery.id.toHexString(),
                delivery.recipients.map((address) => ({ address, status: 'queued', last_response: '' })),
            ]));
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
                status: message.contentScan?.verdict === 'held' ? 'held' : 'queued',
                ...(message.contentScan ? { content_scan: message.contentScan } : {}),
                ...(message.suppressed?.length ? { suppressed: message.suppressed } : {}),
                event_ids: eventsOf[index].map((event) => event._id),
                created_at: message.at,
            };
        });
        const events = eventsOf.flat();
        const firstOfUser = new Map(messages.map((message) => [message.userId.toHexString(), message]));
        // Written side by side: the messages are acknowledged only once all of them are stored. Each
        // entry follows its place in its account's sequence: an entry without one is from before the
        // sequence, which the backfill tells by that.
        const placed = Promise.all(entries.map(({ _id: id, user_id: userId, created_at: createdAt, domain, subject, recipients }) => this.sequence.append({ id, userId, createdAt, domain, subject, recipients })));
        await Promise.all([
            placed.then((seqs) => this.log.insertMany(entries.map((entry, index) => ({ ...entry, seq: seqs[index] })))),
            this.recordEvents(events, { inTimeline: true }),
            ...[...firstOfUser.values()].map((message) => this.markMilestone(message.userId, 'first_accepted_at', message.at)),
        ]);
    }
    /**
     * Takes messages out of the log again when the queue could not store their deliveries. Their
     * places in the account's sequence stay taken (places are never given back: see
     * AccountMessageSequence); without the entry, the list skips it.
     */
    async forget(messageIds) {
        if (messageIds.length === 0)
            return;
        await this.log.bulkWrite(messageIds.map((id) => ({ deleteOne: { filter: { _id: id } } })), { ordered: false });
        // Each acceptance event (accepted, and scanned and held when scanning is on) read by _id (the
        // embedded database reads the whole collection for `$in`); only the ones stored are taken back
        // from the rollups with their removal.
        const acceptanceIds = messageIds.flatMap((id) => ACCEPTANCE_EVENT_TYPES.map((type) => eventId(id.toHexString(), type)));
        const accepted = (await Promise.all(acceptanceIds.map((id) => this.events.findById(id).lean().exec()))).filter((event) => event !== null);
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
    async recordAttempts(attempts) {
        if (attempts.length === 0)
            return;
        const eventIds = attempts.map((attempt) => attempt.outcomes.map((outcome) => outcome.logId.toHexString()));
        await this.recordEvents(attempts.flatMap((attempt, position) => attempt.outcomes.map((outcome, index) => ({
            _id: eventIds[position][index],
            message: attempt.messageId,
            user_id: attempt.userId,
            type: outcome.status,
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
        }))), { inTimeline: true });
        const now = new Date();
        const statesOf = (attempt) => attempt.recipients.map((recipient) => ({ address: recipient.address, status: recipientStatus(recipient.state), last_response: recipient.response }));
        const sole = attempts.filter((attempt) => attempt.soleDelivery);
        if (sole.length) {
            await this.log.bulkWrite(sole.map((attempt) => {
                const deliveryId = attempt.deliveryId.toHexString();
                const states = statesOf(attempt);
                return updateById(attempt.messageId, {
                    $set: { [`deliveries.${deliveryId}`]: states, status: messageStatusOf({ [deliveryId]: states }), updated_at: now },
                    $inc: { revision: 1 },
                    $push: { event_ids: { $each: eventIds[attempts.indexOf(attempt)] } },
                    ...reasonsAdded(attempt),
                }, { timestamps: false });
            }), { ordered: false });
        }
        for (const [position, attempt] of attempts.entries()) {
            if (attempt.soleDelivery)
                continue;
            const updated = await this.log
                .findOneAndUpdate({ _id: attempt.messageId }, {
                $set: { [`deliveries.${attempt.deliveryId.toHexString()}`]: statesOf(attempt), updated_at: now },
                $inc: { revision: 1 },
                $push: { event_ids: { $each: eventIds[position] } },
                ...reasonsAdded(attempt),
            }, 
            // No projection: the embedded database's findAndModify does not take one.
            { returnDocument: 'after', timestamps: false })
                .lean()
                .exec();
            if (updated)
                await this.settleStatus(updated); // else accepted before the message log existed
        }
        const deliveredBy = new Map(attempts.filter((attempt) => attempt.outcomes.some((outcome) => outcome.status === 'delivered')).map((attempt) => [attempt.userId.toHexString(), attempt.userId]));
        for (const userId of deliveredBy.values())
            await this.markMilestone(userId, 'first_delivered_at', now);
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
    async recordEvents(events, options = {}) {
        if (events.length === 0)
            return [];
        await this.webhookOutbox.enqueue(events, async (event) => (await this.events.exists({ _id: event._id }).exec()) !== null);
        const stored = await this.rollups.countStored(events, (stamped) => this.insertEvents(stamped));
        if (options.inTimeline)
            return stored;
        // Every time, not only for new ones: a crash between the insert and this still ends in the timeline.
        const idsByMessage = new Map();
        for (const event of events)
            idsByMessage.set(event.message.toHexString(), [...(idsByMessage.get(event.message.toHexString()) ?? []), event._id]);
        for (const [messageId, ids] of idsByMessage)
            await this.addToTimeline(messageId, ids);
        return stored;
    }
    /**
     * Adds events to a message's timeline. On MongoDB the $addToSet alone is enough. The embedded
     * database applies an update by rewriting the whole document, so an attempt's result written to
     * the same entry at the same moment can undo ours: read the ids back, and add them again until
     * they stay.
     */
    async addToTimeline(messageId, ids) {
        for (let round = 0; round < STATUS_SETTLE_ROUNDS; round += 1) {
            await this.log.updateOne({ _id: messageId }, { $addToSet: { event_ids: { $each: ids } }, $set: { updated_at: new Date() } }, { timestamps: false }).exec();
            const reread = await this.log.findById(messageId, { event_ids: 1 }).lean().exec();
            if (!reread || ids.every((id) => reread.event_ids.includes(id)))
                return;
        }
        this.logger.warn(`Events ${ids.join(', ')} kept dropping out of message ${messageId}'s timeline`);
    }
    /**
     * An account's latest events of these types, newest first: one read per type, each served by
     * the user_id + type + created_at index in its order (`type: { $in }` would leave the sort to
     * the server), merged here.
     */
    async latestEventsOf(userId, types, limit) {
        const perType = await Promise.all(types.map((type) => this.events
            .find({ user_id: userId, type }, { message: 1, type: 1, recipient: 1, response: 1, created_at: 1 })
            .sort({ created_at: -1 })
            .limit(limit)
            .lean()
            .exec()));
        return perType
            .flat()
            .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
            .slice(0, limit);
    }
    /** Whether an event with this _id is stored. */
    async hasEvent(id) {
        return (await this.events.exists({ _id: id })) !== null;
    }
    /** A message's deliveries as its entry lists them (by delivery _id), with what names the message; null when it has no entry. */
    async storedDeliveries(messageId) {
        const entry = await this.log.findById(messageId, { deliveries: 1, user_id: 1, domain: 1, message_id: 1, envelope_from: 1, suppressed: 1 }).lean().exec();
        return (entry && {
            userId: entry.user_id,
            domain: entry.domain,
            messageId: entry.message_id,
            envelopeFrom: entry.envelope_from,
            deliveries: entry.deliveries,
            suppressed: entry.suppressed ?? [],
        });
    }
    /** A failure reported after delivery: its reason joins the entry's, for the Messages list's filter. */
    async addBounceReason(messageId, reason) {
        await this.log.updateOne({ _id: messageId }, { $addToSet: { bounce_reasons: reason } }, { timestamps: false }).exec();
    }
    /** A recipient bounced after its delivery was recorded (a DSN): its state, and with it the message's status, follow. */
    async markRecipientBounced(messageId, address, response) {
        const entry = await this.log.findById(messageId, { deliveries: 1 }).lean().exec();
        const lowered = address.toLowerCase();
        for (const [deliveryId, states] of Object.entries(entry?.deliveries ?? {})) {
            const position = states.findIndex((state) => state.address.toLowerCase() === lowered);
            if (position === -1)
                continue;
            const field = `deliveries.${deliveryId}.${position}`;
            const updated = await this.log
                .findOneAndUpdate({ _id: messageId }, { $set: { [`${field}.status`]: 'bounced', [`${field}.last_response`]: response, updated_at: new Date() }, $inc: { revision: 1 } }, 
            // No projection: the embedded database's findAndModify does not take one.
            { returnDocument: 'after', timestamps: false })
                .lean()
                .exec();
            if (updated)
                await this.settleStatus(updated);
            return;
        }
    }
    async milestonesOf(userId) {
        const stored = await this.milestones.findById(userId.toHexString()).lean().exec();
        return stored ?? {};
    }
    /** The first time the account did this (kept as the earliest time given). */
    async markMilestone(userId, milestone, at) {
        const known = `${userId.toHexString()}:${milestone}`;
        if (this.milestonesKnown.has(known))
            return;
        const update = () => this.milestones.updateOne({ _id: userId.toHexString() }, { $min: { [milestone]: at } }, { upsert: true }).exec();
        await update().catch((error) => {
            // The account's first messages accepted at once race to insert the row; the loser's retry finds it.
            if (error.code !== 11000)
                throw error;
            return update();
        });
        if (this.milestonesKnown.size >= MILESTONES_REMEMBERED_MAX)
            this.milestonesKnown.clear();
        this.milestonesKnown.add(known);
    }
    /**
     * Writes the status the entry's recipient states give, then reads the entry again: when
     * another delivery's result changed it meanwhile (a higher revision), the status is worked
     * out again from that. Whoever changes the states last also writes the last status. Every read
     * and write is by _id alone, the only filter the embedded database serves from an index.
     */
    async settleStatus(entry) {
        let current = entry;
        for (let round = 0; round < STATUS_SETTLE_ROUNDS; round += 1) {
            const status = messageStatusOf(current.deliveries);
            if (status !== current.status)
                await this.log.updateOne({ _id: current._id }, { $set: { status } }, { timestamps: false }).exec();
            const reread = await this.log.findById(current._id, { deliveries: 1, revision: 1, status: 1 }).lean().exec();
            if (!reread || (reread.revision === current.revision && reread.status === status))
                return;
            current = reread;
        }
        this.logger.warn(`Status of message ${entry._id.toHexString()} kept changing; left as it is`);
    }
    /** Inserts the events; resolves with those that were not stored before. */
    async insertEvents(events) {
        if (events.length === 0)
            return [];
        try {
            await this.events.insertMany(events, { ordered: false });
            return events;
        }
        catch (error) {
            // The same events again (a repeated report, a retry after a crash): each is stored once.
            const duplicates = duplicatePositions(error);
            if (duplicates === null)
                throw error;
            // Duplicates without telling which: none counts as new (a repeated report sends nothing twice).
            if (duplicates.size === 0)
                return [];
            return events.filter((_, index) => !duplicates.has(index));
        }
    }
};
MessageLogService = MessageLogService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(MessageLogRecord.name)),
    __param(1, InjectModel(MessageEventRecord.name)),
    __param(2, InjectModel(AccountMilestonesRecord.name)),
    __metadata("design:paramtypes", [Function, Function, Function, WebhookOutbox,
        AccountMessageSequence,
        RollupsService])
], MessageLogService);
export { MessageLogService };
/** A recipient left out because it is suppressed: its own event, at the time of the acceptance. */
function suppressedEvents(message) {
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
const ACCEPTANCE_EVENT_TYPES = ['accepted', 'scanned', 'held'];
/**
 * A message's first events: accepted, then its content scan and, when the scan holds it, held,
 * and one for each recipient left out because it is suppressed.
 */
function acceptanceEvents(message) {
    const hex = message.id.toHexString();
    const event = (type, response = '', extra = {}) => ({
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
export function messageEventId(messageId, kind) {
    return eventId(messageId.toHexString(), kind);
}
/** The update that adds an attempt's failure reasons to its entry's (none: no update). */
function reasonsAdded(attempt) {
    const reasons = [...new Set(attempt.outcomes.flatMap((outcome) => (outcome.bounceReason ? [outcome.bounceReason] : [])))];
    return reasons.length ? { $addToSet: { bounce_reasons: { $each: reasons } } } : {};
}
/** A pending recipient after an attempt waits for a retry. */
function recipientStatus(state) {
    return state === 'pending' ? 'deferred' : state;
}
/** The _id of an event reported after delivery: the same report (key) about the same recipient is the same event. */
export function recipientEventId(messageId, type, recipient, key) {
    return eventId(messageId.toHexString(), `${type}:${recipient.toLowerCase()}:${key}`);
}
function eventId(messageHex, kind) {
    return createHash('sha256').update(`${messageHex}:${kind}`).digest('hex').slice(0, 24);
}
//# sourceMappingURL=message-log.service.js.map