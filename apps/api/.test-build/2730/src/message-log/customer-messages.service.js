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
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { toPageWindow } from '../common/page-query.dto.js';
import { limitedDomainName, notFound } from '../customer-access/customer-scope.js';
import { RouteAvailability } from '../delivery-routes/route-availability.service.js';
import { findOwned } from '../customer-access/owned-record.js';
import { parseEndDate } from '../reports/report-range.js';
import { AccountMessageSequence } from './account-message-sequence.js';
import { MessageEventRecord } from './message-event.schema.js';
import { MessageListSearch, searchOf } from './message-list-search.js';
import { MessageLogRecord } from './message-log.schema.js';
/** A timeline longer than this (a hundred recipients retried for days) shows its first events. */
const MAX_TIMELINE_EVENTS = 2000;
/** A listed entry: everything but the bulky fields only the message's page shows. */
const SUMMARY_FIELDS = { headers: 0, deliveries: 0, event_ids: 0 };
/** The account's message log: every query starts from the caller's user id (and their key's domain). */
let CustomerMessagesService = class CustomerMessagesService {
    log;
    events;
    sequence;
    search;
    routes;
    constructor(log, events, sequence, search, routes) {
        this.log = log;
        this.events = events;
        this.sequence = sequence;
        this.search = search;
        this.routes = routes;
    }
    /**
     * The account's messages newest first, read through its message sequence (the query MongoDB
     * would run is beside AccountMessageSequence). Without a search: a run of places, the total is
     * their number. A date range narrows the run by binary search. Any other filter (and a key's
     * domain) walks down the run (MessageListSearch), until the end or until it has read as many
     * messages as it may: then the total is null and `has_more` says more may follow; asked
     * again, it goes on from where it stopped.
     */
    async list(scope, query) {
        const window = toPageWindow(query);
        const dates = dateRange(query);
        const range = await this.placesWithin(scope, dates);
        const search = searchOf(scope, query);
        if (!search) {
            const total = Math.max(0, range.head - range.low + 1);
            const top = range.head - window.skip;
            const pointers = await this.sequence.readDown(scope.userId, top, Math.min(window.limit, top - range.low + 1));
            const entries = await this.entriesOf(scope, pointers.map((pointer) => pointer?.message ?? null));
            return { items: entries.map(toSummary), total, has_more: window.skip + window.limit < total, page: window.page, limit: window.limit };
        }
        const found = await this.search.page(scope, range, search, window);
        // A status search that went on from an earlier request matched some statuses then.
        const entries = (await this.entriesOf(scope, found.messages)).filter((entry) => !search.status || entry.status === search.status);
        return { items: entries.map(toSummary), total: found.total, has_more: found.hasMore, page: window.page, limit: window.limit };
    }
    async placesWithin(scope, dates) {
        let range = await this.sequence.range(scope.userId);
        if (dates?.to) {
            const to = dates.to;
            range = { ...range, head: await this.sequence.lastWhere(scope.userId, range, (pointer) => pointer.created_at <= to) };
        }
        if (dates?.from) {
            const from = dates.from;
            range = { ...range, low: (await this.sequence.lastWhere(scope.userId, range, (pointer) => pointer.created_at < from)) + 1 };
        }
        return range;
    }
    /** The log entries of these messages, in their order; an empty place, or a place without its entry (a refused message), is left out. */
    async entriesOf(scope, messages) {
        const entries = await Promise.all(messages.map((message) => message && this.log.findById(message, SUMMARY_FIELDS).lean().exec()));
        // The user id is part of every place's _id; the owner is compared all the same.
        return entries.filter((entry) => entry !== null && entry.user_id.equals(scope.userId));
    }
    async get(scope, id) {
        const domain = limitedDomainName(scope);
        const entry = await findOwned(this.log, scope, id, (record) => domain === null || record.domain === domain);
        if (!entry)
            throw notFound('Message', id);
        return {
            ...toSummary(entry),
            recipients: Object.values(entry.deliveries ?? {}).flat().map(({ address, status, last_response }) => ({ address, status, last_response })),
            headers: entry.headers.map(({ name, value }) => ({ name, value })),
            events: await this.timeline(entry),
            waiting: await this.waitingOf(entry),
        };
    }
    /** Why the message still waits: asked of its deliveries that have a recipient not yet done. */
    async waitingOf(entry) {
        const open = Object.entries(entry.deliveries ?? {})
            .filter(([, recipients]) => recipients.some((recipient) => recipient.status === 'queued' || recipient.status === 'deferred'))
            .map(([deliveryId]) => deliveryId);
        return open.length ? this.routes.waitingOf(open) : null;
    }
    /**
     * The message's events, oldest first. On MongoDB:
     * `events.find({ message: entry._id }).sort({ created_at: 1, _id: 1 })` (index message + created_at).
     * The embedded database would read every event of every message for that, so the entry keeps
     * its events' ids and each is read by _id.
     */
    async timeline(entry) {
        const ids = [...new Set(entry.event_ids)].slice(0, MAX_TIMELINE_EVENTS);
        const events = await Promise.all(ids.map((eventId) => this.events.findById(eventId).lean().exec()));
        return events
            .filter((event) => event !== null && event.message.equals(entry._id))
            .map((event, position) => ({ event: event, position }))
            .sort((a, b) => a.event.created_at.getTime() - b.event.created_at.getTime() || a.position - b.position)
            .map(({ event }) => ({
            _id: event._id,
            type: event.type,
            recipient: event.recipient,
            response: event.response,
            attempt: event.attempt,
            source_ip: event.source_ip,
            agent_hostname: event.agent_hostname,
            ...(event.tls ? { tls: event.tls } : {}),
            ...(event.type === 'opened' || event.type === 'clicked' ? { user_agent: event.user_agent ?? null } : {}),
            ...(event.type === 'clicked' ? { url: event.url ?? null } : {}),
            bounce_type: event.bounce_type ?? null,
            status_code: event.status_code ?? null,
            ...(event.bounce_reason ? { bounce_reason: event.bounce_reason, bounce_reason_source: event.bounce_reason_source } : {}),
            ...(typeof event.suppressed === 'boolean' ? { suppressed: event.suppressed } : {}),
            ...(event.content_scan ? { content_scan: event.content_scan } : {}),
            created_at: event.created_at.toISOString(),
        }));
    }
};
CustomerMessagesService = __decorate([
    Injectable(),
    __param(0, InjectModel(MessageLogRecord.name)),
    __param(1, InjectModel(MessageEventRecord.name)),
    __metadata("design:paramtypes", [Function, Function, AccountMessageSequence,
        MessageListSearch,
        RouteAvailability])
], CustomerMessagesService);
export { CustomerMessagesService };
function dateRange(query) {
    if (!query.date_from && !query.date_to)
        return null;
    const from = query.date_from ? new Date(query.date_from) : undefined;
    const to = query.date_to ? parseEndDate(query.date_to) : undefined;
    if (from && to && from > to)
        throw new BadRequestException(['date_from must not be after date_to']);
    return { from, to };
}
function toSummary(entry) {
    return {
        _id: entry._id.toString(),
        message_id: entry.message_id,
        from: entry.from,
        to: [...entry.recipients],
        subject: entry.subject,
        status: entry.status,
        domain: entry.domain,
        source: entry.source,
        created_at: entry.created_at.toISOString(),
        updated_at: entry.updated_at.toISOString(),
    };
}
//# sourceMappingURL=customer-messages.service.js.map