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
var AcceptanceJournal_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { insertIgnoringDuplicates } from '../common/duplicate-keys.js';
import { MessageLogService } from '../message-log/message-log.service.js';
import { DeliveryLogRecord } from '../reports/delivery-log.schema.js';
import { AcceptanceIntentRecord } from './acceptance-intent.schema.js';
import { deliveryLogEntry, deliveryLogEntryId } from './delivery-log-entry.js';
import { DeliveryRecord } from './delivery.schema.js';
import { OutboundMessageRecord } from './outbound-message.schema.js';
/**
 * How old a batch's intent must be before the recovery settles it. A live process takes back
 * (and refuses) a batch that has been storing for half of it (see mayStillAcknowledge), so the
 * recovery never settles a batch that a process may still acknowledge.
 */
export const ACCEPTANCE_GRACE_MS = 10 * 60_000;
/** Intents settled per pass: left-behind ones are rare (one per interrupted batch). */
const RECOVERY_BATCH = 100;
/** What a recipient whose delivery was never stored reads in its message's timeline. */
export const NOT_QUEUED_RESPONSE = 'Not sent: the API stopped while storing this message, before its delivery to this recipient was queued';
/** The recovery, not an agent or a relay, decided the outcome. */
const NO_ORIGIN = { sourceIp: null, agentHostname: null };
/**
 * The intents of the submission batches being stored, and the recovery of those a process left
 * behind. Storing a batch writes the message log entries (which the customer sees, and whose
 * accepted events go to webhooks and rollups) before the deliveries, so that no result can
 * arrive for an entry not yet written; a process killed between the two used to leave entries
 * that said "queued" for ever, for messages that were never queued and never acknowledged. An
 * intent costs the batch one insert and one delete by `_id`, whatever its size.
 *
 * The recovery tells a stored delivery by what storing leaves behind for good: the delivery
 * itself while it is open, its delivery log entry (derived `_id`, see deliveryLogEntryId) once
 * an attempt or the queue's give-up finished it. A message none of whose deliveries was stored
 * is taken out of the log again, as a refused submission is (MessageLogService.forget), with its
 * stored body; the recipients of a message stored in part (a process killed in the middle of the
 * deliveries' insert) are marked failed with NOT_QUEUED_RESPONSE, in its timeline and in the
 * delivery log, as the queue's give-up marks them.
 */
let AcceptanceJournal = AcceptanceJournal_1 = class AcceptanceJournal {
    intents;
    deliveries;
    logs;
    messages;
    messageLog;
    logger = new Logger(AcceptanceJournal_1.name);
    constructor(intents, deliveries, logs, messages, messageLog) {
        this.intents = intents;
        this.deliveries = deliveries;
        this.logs = logs;
        this.messages = messages;
        this.messageLog = messageLog;
    }
    /** Writes the batch's intent; resolves once it is stored, before any of the batch is. */
    async open(messageIds) {
        const id = new Types.ObjectId();
        const openedAt = Date.now();
        await this.intents.collection.insertOne({ _id: id, message_ids: messageIds, created_at: new Date(openedAt) });
        return { id, openedAt };
    }
    /**
     * Whether the batch may still be acknowledged: past half the grace time the recovery may come
     * near it, so the batch is taken back and refused instead (the client tries again).
     */
    mayStillAcknowledge(intent, now = Date.now()) {
        return now - intent.openedAt < ACCEPTANCE_GRACE_MS / 2;
    }
    /** Removes the batch's intent once it is stored or taken back. A removal that fails is left to the recovery. */
    async close(intent) {
        await this.intents
            .deleteOne({ _id: intent.id })
            .exec()
            .catch((error) => this.logger.warn(`Removing an acceptance intent failed (the recovery will): ${error.message}`));
    }
    /**
     * Whether the message was stored (see MessageAcceptance). Its log entry is read before and
     * after the intent: an entry seen first means the intent was opened before; no intent then
     * means the batch was closed since; the entry still there after means it was not taken back.
     */
    async acceptanceOf(messageId) {
        const before = await this.messageLog.storedDeliveries(messageId);
        // On MongoDB from the message_ids index; the embedded database reads the few open intents.
        if (await this.intents.exists({ message_ids: messageId }).exec())
            return { state: 'storing' };
        if (!before)
            return { state: 'not-stored' };
        const entry = await this.messageLog.storedDeliveries(messageId);
        if (!entry)
            return { state: 'not-stored' };
        // The entry lists the deliveries in the envelope's order, each with its recipients as given.
        const recipients = Object.values(entry.deliveries).flatMap((states) => states.map((state) => state.address));
        return { state: 'stored', messageId: entry.messageId, recipients, suppressed: entry.suppressed };
    }
    /** Settles the batches whose intents outlived the grace time, oldest first; answers how many messages it took back or failed. */
    async recoverInterrupted(now = Date.now()) {
        let settled = 0;
        for (;;) {
            const batch = await this.intents
                .find({ created_at: { $lt: new Date(now - ACCEPTANCE_GRACE_MS) } })
                .sort({ created_at: 1 })
                .limit(RECOVERY_BATCH)
                .lean()
                .exec();
            for (const intent of batch) {
                for (const messageId of intent.message_ids)
                    settled += await this.settle(messageId);
                await this.intents.deleteOne({ _id: intent._id }).exec();
            }
            if (batch.length < RECOVERY_BATCH)
                return settled;
        }
    }
    /** One message of an interrupted batch: 1 when it had to be taken back or failed in part, else 0. */
    async settle(messageId) {
        const entry = await this.messageLog.storedDeliveries(messageId);
        if (!entry)
            return 0; // taken back already, or never written
        const deliveries = Object.entries(entry.deliveries).map(([id, recipients]) => ({ id: new Types.ObjectId(id), recipients: recipients.map((recipient) => recipient.address) }));
        const stored = await Promise.all(deliveries.map((delivery) => this.wasStored(delivery.id, delivery.recipients)));
        if (stored.every(Boolean))
            return 0;
        if (!stored.some(Boolean)) {
            await this.messageLog.forget([messageId]);
            await this.messages.deleteOne({ _id: messageId }).exec();
            this.logger.warn({ message: messageId.toHexString() }, 'Took back a message whose deliveries were never stored (its API process stopped while storing it)');
            return 1;
        }
        const at = new Date();
        const missing = deliveries.filter((_delivery, index) => !stored[index]);
        await this.messageLog.recordAttempts(missing.map((delivery) => ({
            messageId,
            deliveryId: delivery.id,
            userId: entry.userId,
            domain: entry.domain,
            attempt: 0,
            outcomes: delivery.recipients.map((recipient) => ({
                logId: deliveryLogEntryId(delivery.id, 'given-up', recipient),
                recipient,
                status: 'failed',
                response: NOT_QUEUED_RESPONSE,
                sourceIp: null,
                agentHostname: null,
                at,
            })),
            recipients: delivery.recipients.map((address) => ({ address, state: 'failed', response: NOT_QUEUED_RESPONSE })),
        })));
        // Last, as the queue's give-up would have logged them: the mark that this message is settled.
        const logged = { message_id: entry.messageId, envelope_from: entry.envelopeFrom, domain: entry.domain, user_id: entry.userId };
        await insertIgnoringDuplicates(this.logs.collection, missing.flatMap((delivery) => delivery.recipients.map((address) => deliveryLogEntry({ _id: delivery.id, ...logged }, 'given-up', address, 'failed', NOT_QUEUED_RESPONSE, NO_ORIGIN, at))));
        this.logger.warn({ message: messageId.toHexString() }, 'Failed the recipients of a message whose deliveries were stored in part (its API process stopped while storing it)');
        return 1;
    }
    /** Whether the delivery was stored: it is still open, or an attempt or the queue's give-up logged it (each read by `_id`). */
    async wasStored(deliveryId, recipients) {
        if (await this.deliveries.exists({ _id: deliveryId }).exec())
            return true;
        for (const recipient of recipients) {
            for (const occasion of [1, 'given-up']) {
                if (await this.logs.exists({ _id: deliveryLogEntryId(deliveryId, occasion, recipient) }).exec())
                    return true;
            }
        }
        return false;
    }
};
AcceptanceJournal = AcceptanceJournal_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(AcceptanceIntentRecord.name)),
    __param(1, InjectModel(DeliveryRecord.name)),
    __param(2, InjectModel(DeliveryLogRecord.name)),
    __param(3, InjectModel(OutboundMessageRecord.name)),
    __metadata("design:paramtypes", [Function, Function, Function, Function, MessageLogService])
], AcceptanceJournal);
export { AcceptanceJournal };
//# sourceMappingURL=acceptance-journal.service.js.map