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
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { literalSearchPattern } from '../common/page-query.dto.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { limitedDomainName } from '../customer-access/customer-scope.js';
import { AccountMessageSequence } from './account-message-sequence.js';
import { MessageLogRecord } from './message-log.schema.js';
/** A searched list answers within about this long, with what it found by then. */
const SEARCH_TIME_BUDGET_MS = 600;
/**
 * How long a search keeps its progress, so that its next page goes on from where it stopped
 * instead of reading the same newest messages again.
 */
const PROGRESS_KEPT_MS = 60_000;
/** Searches kept, and matches per search: what they hold in memory stays within some tens of MB. */
const PROGRESS_KEPT_MAX = 100;
const MATCHES_KEPT_MAX = 20_000;
/** The search the query asks for; null when the list is not searched. */
export function searchOf(scope, query) {
    const search = {
        domain: limitedDomainName(scope),
        status: query.status ?? null,
        bounceReason: query.bounce_reason ?? null,
        recipient: query.recipient?.trim() ? literalSearchPattern(query.recipient.trim()) : null,
        subject: query.subject?.trim() ? literalSearchPattern(query.subject.trim()) : null,
    };
    return Object.values(search).some((value) => value !== null) ? search : null;
}
/**
 * A search of an account's messages on the embedded database (MongoDB would answer it from the
 * indexes named beside AccountMessageSequence): walks down the account's places newest first,
 * matching the fields that never change on the pointers and the status on the entries, until the
 * oldest place, or until it read MESSAGE_SEARCH_SCAN_LIMIT places or spent its time budget. A
 * search keeps its progress for a while in this process, so the next request (the same page
 * again, or the next) goes on from there and reads only messages accepted since. Statuses change
 * as messages are delivered: a status search keeps its progress only until it reached the oldest
 * message (then the next one counts afresh), and the caller checks the status again on the
 * entries it shows.
 */
let MessageListSearch = class MessageListSearch {
    sequence;
    log;
    config;
    progress = new Map();
    constructor(sequence, log, config) {
        this.sequence = sequence;
        this.log = log;
        this.config = config;
    }
    async page(scope, range, search, window) {
        const key = progressKey(scope.userId, range.low, search);
        const budget = { deadline: Date.now() + SEARCH_TIME_BUDGET_MS, places: this.config.customer.messageSearchScanLimit };
        let progress = this.progress.get(key);
        if (!progress || progress.keptUntil < Date.now() || progress.head > range.head) {
            progress = { low: range.low, head: range.head, next: range.head, matches: [], keptUntil: 0 };
        }
        else if (range.head > progress.head) {
            // Messages accepted since: read them first; they go on top.
            const newer = await this.scan(scope, search, { from: range.head, to: progress.head + 1 }, budget);
            progress = newer.next === progress.head ? { ...progress, head: range.head, matches: [...newer.matches, ...progress.matches] } : { low: range.low, head: range.head, next: range.head, matches: [], keptUntil: 0 };
        }
        const older = await this.scan(scope, search, { from: progress.next, to: range.low }, budget);
        progress = { ...progress, next: older.next, matches: [...progress.matches, ...older.matches] };
        const complete = progress.next < range.low;
        // A status changes as the message is delivered: a status search keeps its progress only to go on
        // where it stopped; finished, the next request counts afresh.
        if (((search.status || search.bounceReason) && complete) || progress.matches.length > MATCHES_KEPT_MAX)
            this.progress.delete(key);
        else
            this.keep(key, progress);
        const matched = progress.matches.length;
        return {
            messages: progress.matches.slice(window.skip, window.skip + window.limit),
            total: complete ? matched : null,
            hasMore: complete ? window.skip + window.limit < matched : true,
        };
    }
    /** Reads places `from` down to `to` while the budget lasts; `next` is the first place not read. */
    async scan(scope, search, places, budget) {
        const matches = [];
        let next = places.from;
        while (next >= places.to && budget.places > 0 && Date.now() < budget.deadline) {
            // Down to the start of next's block: later batches are whole blocks, read from their copies.
            const count = Math.min(next - this.sequence.blockStartOf(next) + 1, budget.places, next - places.to + 1);
            const pointers = await this.sequence.readDown(scope.userId, next, count);
            next -= count;
            budget.places -= count;
            const candidates = pointers.filter((pointer) => pointer !== null && matchesFixedFields(pointer, search));
            matches.push(...(search.status || search.bounceReason ? await this.withEntryFields(scope, candidates, search) : candidates).map((pointer) => pointer.message));
        }
        return { matches, next };
    }
    /** The status and the failure reasons change as the message is delivered: they are read from the entry. */
    async withEntryFields(scope, pointers, search) {
        const entries = await Promise.all(pointers.map((pointer) => this.log.findById(pointer.message, { status: 1, user_id: 1, bounce_reasons: 1 }).lean().exec()));
        return pointers.filter((_, index) => {
            const entry = entries[index];
            if (!entry?.user_id.equals(scope.userId))
                return false;
            if (search.status && entry.status !== search.status)
                return false;
            return !search.bounceReason || (entry.bounce_reasons ?? []).includes(search.bounceReason);
        });
    }
    keep(key, progress) {
        this.progress.delete(key);
        if (this.progress.size >= PROGRESS_KEPT_MAX)
            this.progress.delete(this.progress.keys().next().value);
        this.progress.set(key, { ...progress, keptUntil: Date.now() + PROGRESS_KEPT_MS });
    }
};
MessageListSearch = __decorate([
    Injectable(),
    __param(1, InjectModel(MessageLogRecord.name)),
    __param(2, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [AccountMessageSequence, Function, Object])
], MessageListSearch);
export { MessageListSearch };
function matchesFixedFields(pointer, search) {
    if (search.domain !== null && pointer.domain !== search.domain)
        return false;
    if (search.recipient && !pointer.recipients.some((recipient) => search.recipient.test(recipient)))
        return false;
    return !search.subject || search.subject.test(pointer.subject);
}
/** One search of one account over one date range (its lowest place stands for the range's start). */
function progressKey(userId, low, search) {
    return JSON.stringify([userId.toHexString(), low, search.domain, search.status, search.bounceReason, search.recipient?.source ?? null, search.subject?.source ?? null]);
}
//# sourceMappingURL=message-list-search.js.map