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
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { WebhookDueAttempts } from './webhook-due-attempts.js';
import { WebhookOutboxRecord } from './webhook-outbox.schema.js';
import { webhookEventTypeOf, webhookPayloadOf } from './webhook-payload.js';
import { WebhookSubscriptions } from './webhook-subscriptions.service.js';
/**
 * Queues message events for the account's webhook endpoints. MessageLogService.recordEvents
 * calls it before it stores the events, so once an event is in the timeline its webhooks are
 * queued too, whatever happens to the process afterwards (no transactions here: the order
 * gives it). Entries have derived _ids, so recording an event again queues nothing twice while
 * the first is pending; an event already stored is skipped, so a repeat (the same DSN twice, a
 * pixel loaded again) posts nothing after the first POST left the outbox either.
 */
let WebhookOutbox = class WebhookOutbox {
    outbox;
    subscriptions;
    due;
    constructor(outbox, subscriptions, due) {
        this.outbox = outbox;
        this.subscriptions = subscriptions;
        this.due = due;
    }
    /** `isStored` is asked only of events some endpoint subscribes to, so accounts without webhooks pay no read. */
    async enqueue(events, isStored) {
        const now = new Date();
        const rows = [];
        for (const event of events) {
            const type = webhookEventTypeOf(event);
            const endpoints = (await this.subscriptions.of(event.user_id)).filter((endpoint) => endpoint.eventTypes.has(type));
            if (endpoints.length === 0 || (await isStored(event)))
                continue;
            const body = JSON.stringify(webhookPayloadOf(event));
            for (const endpoint of endpoints) {
                const id = derivedId(`${event._id}:${endpoint.endpointId.toHexString()}`);
                rows.push(this.entry(id, { webhook_id: `msg_${id.toHexString()}`, endpoint_id: endpoint.endpointId, user_id: event.user_id, event_type: type, event_id: event._id, message_id: event.message.toString(), body }, false, now));
            }
        }
        if (rows.length === 0)
            return;
        await insertIgnoringDuplicates(this.outbox, rows);
        for (const row of rows)
            this.due.put(row);
    }
    /**
     * Queues an account event (account.review, account.paused) for the account's endpoints that
     * subscribe to it. `eventId` names the event: queuing it again adds nothing while the first is pending.
     */
    async enqueueAccountEvent(userId, eventId, payload) {
        const endpoints = (await this.subscriptions.of(userId)).filter((endpoint) => endpoint.eventTypes.has(payload.type));
        if (endpoints.length === 0)
            return;
        const now = new Date();
        const body = JSON.stringify(payload);
        const rows = endpoints.map((endpoint) => {
            const id = derivedId(`${eventId}:${endpoint.endpointId.toHexString()}`);
            return this.entry(id, { webhook_id: `msg_${id.toHexString()}`, endpoint_id: endpoint.endpointId, user_id: userId, event_type: payload.type, event_id: eventId, message_id: '', body }, false, now);
        });
        await insertIgnoringDuplicates(this.outbox, rows);
        for (const row of rows)
            this.due.put(row);
    }
    /** Sends an earlier POST's event again, under the same webhook-id, from a first attempt. */
    async enqueueReplay(event) {
        const row = this.entry(new Types.ObjectId(), event, true, new Date());
        await this.outbox.create(row);
        this.due.put(row);
    }
    entry(id, event, replay, now) {
        return {
            _id: id,
            ...event,
            replay,
            state: 'queued',
            attempts: 0,
            next_attempt_at: now,
            lease_token: null,
            lease_owner: null,
            lease_expires_at: null,
            created_at: now,
        };
    }
};
WebhookOutbox = __decorate([
    Injectable(),
    __param(0, InjectModel(WebhookOutboxRecord.name)),
    __metadata("design:paramtypes", [Function, WebhookSubscriptions,
        WebhookDueAttempts])
], WebhookOutbox);
export { WebhookOutbox };
function derivedId(key) {
    return new Types.ObjectId(createHash('sha256').update(key).digest().subarray(0, 12));
}
async function insertIgnoringDuplicates(model, rows) {
    try {
        await model.insertMany(rows, { ordered: false });
    }
    catch (error) {
        const writeErrors = error.writeErrors;
        const onlyDuplicates = writeErrors?.every((writeError) => (writeError.code ?? writeError.err?.code) === 11000);
        if (!onlyDuplicates && error.code !== 11000)
            throw error;
    }
}
//# sourceMappingURL=webhook-outbox.service.js.map