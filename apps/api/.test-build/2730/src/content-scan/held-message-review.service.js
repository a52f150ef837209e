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
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { MessageEventRecord } from '../message-log/message-event.schema.js';
import { MessageLogRecord } from '../message-log/message-log.schema.js';
import { MessageLogService, messageEventId } from '../message-log/message-log.service.js';
import { messageStatusOf } from '../message-log/message-status.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { HeldMessageRecord } from '../queue/held-message.schema.js';
/** Held messages listed at most (oldest first): a review queue longer than this is worked through from its front. */
const LIST_LIMIT = 200;
/**
 * The admin's review of messages content scanning held: list them, release one (its deliveries
 * are queued and it is delivered) or drop one (every recipient failed, with the admin's note).
 * The decision is recorded first, as an event with an _id derived from the message: a second
 * decision finds it (one review per message: a release and a drop cannot both happen), and a
 * decision interrupted by a crash is carried out again when repeated.
 */
let HeldMessageReview = class HeldMessageReview {
    held;
    log;
    events;
    messageLog;
    queue;
    constructor(held, log, events, messageLog, queue) {
        this.held = held;
        this.log = log;
        this.events = events;
        this.messageLog = messageLog;
        this.queue = queue;
    }
    /** Oldest first (the created_at index); each with its From and Subject from the message log. */
    async list() {
        const held = await this.held.find().sort({ created_at: 1 }).limit(LIST_LIMIT).lean().exec();
        const entries = await Promise.all(held.map((record) => this.log.findById(record._id, { from: 1, subject: 1 }).lean().exec()));
        return held.map((record, index) => ({
            _id: record._id.toHexString(),
            user_id: record.user_id.toHexString(),
            domain: record.domain,
            from: entries[index]?.from || record.envelope_from,
            to: record.recipients,
            subject: entries[index]?.subject ?? '',
            content_scan: record.content_scan ?? null,
            created_at: record.created_at.toISOString(),
        }));
    }
    /** Queues the message's deliveries: it is delivered as if it had never been held. */
    async release(id, note) {
        const record = await this.decide(id, 'released', note);
        const entry = await this.log.findById(record._id, { deliveries: 1 }).lean().exec();
        // Its status first: the first attempt's result, once queued, then writes the next one.
        if (entry)
            await this.log.updateOne({ _id: record._id }, { $set: { status: messageStatusOf(entry.deliveries) } }, { timestamps: false }).exec();
        await this.queue.releaseHeld(record.delivery_ids);
        await this.held.deleteOne({ _id: record._id }).exec();
    }
    /** Fails every recipient with the admin's reason; the message is never sent. */
    async drop(id, note) {
        const record = await this.decide(id, 'dropped', note);
        await this.queue.dropHeld(record.delivery_ids, reasonOf('dropped', note));
        await this.held.deleteOne({ _id: record._id }).exec();
    }
    /** The held message, once the decision is recorded on its timeline (or found there, when it is this one repeated). */
    async decide(id, decision, note) {
        const record = Types.ObjectId.isValid(id) ? await this.held.findById(new Types.ObjectId(id)).lean().exec() : null;
        if (!record)
            throw new NotFoundException(`Held message ${id} not found: it was never held, or it was released or dropped`);
        const eventId = messageEventId(record._id, 'review');
        const event = {
            _id: eventId,
            message: record._id,
            user_id: record.user_id,
            // A drop's decision is the message's failure: webhooks report it as message.failed.
            type: decision === 'released' ? 'released' : 'failed',
            recipient: null,
            response: reasonOf(decision, note),
            attempt: null,
            source_ip: null,
            agent_hostname: null,
            created_at: new Date(),
        };
        const [stored] = await this.messageLog.recordEvents([event]);
        if (!stored) {
            const earlier = await this.events.findById(eventId, { type: 1 }).lean().exec();
            if (earlier && earlier.type !== event.type) {
                throw new ConflictException(`Held message ${id} was already ${earlier.type === 'released' ? 'released' : 'dropped'}`);
            }
        }
        return record;
    }
};
HeldMessageReview = __decorate([
    Injectable(),
    __param(0, InjectModel(HeldMessageRecord.name)),
    __param(1, InjectModel(MessageLogRecord.name)),
    __param(2, InjectModel(MessageEventRecord.name)),
    __metadata("design:paramtypes", [Function, Function, Function, MessageLogService,
        DeliveryQueueService])
], HeldMessageReview);
export { HeldMessageReview };
function reasonOf(decision, note) {
    const by = decision === 'released' ? 'Released by an administrator after review' : 'Dropped by an administrator after review: not sent';
    return note?.trim() ? `${by} (${note.trim()})` : by;
}
//# sourceMappingURL=held-message-review.service.js.map