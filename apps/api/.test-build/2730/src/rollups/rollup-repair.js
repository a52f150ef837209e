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
import { InjectConnection } from '@nestjs/mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import { addCounts, countedField, dayPart, emptyCounts, emptyReputationCounts, hourPart, monthsBetween, reputationFieldsOf, reputationIncrementsOf, TOTAL_PART, userScope, } from './rollup-keys.js';
import { RollupDocuments } from './rollup-documents.js';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * Rebuilds a crashed writer slot's rollups from the events stamped with that slot (message_events,
 * `rollup_slot`): each day that had a pending hour is recounted in full and set (the platform's
 * hours and day, each account's day and its reputation's day), then each account's lifetime is set to the sum of its
 * months. Every document of the slot so says what its stamped events say, whether the crash came
 * before a flush, in the middle of one, or not at all. The events are read by collection name: the
 * message log module owns them and writes through this module.
 */
let RollupRepair = class RollupRepair {
    documents;
    connection;
    config;
    constructor(documents, connection, config) {
        this.documents = documents;
        this.connection = connection;
        this.config = config;
    }
    async recount(slot, pendingHours) {
        const days = [...new Set(pendingHours.map((hour) => hour.slice(0, 10)))].sort();
        const accounts = new Set();
        for (const day of days) {
            const counted = await this.countDay(slot, day);
            const month = day.slice(0, 7);
            await this.documents.replaceParts({ kind: 'day', period: day, scope: 'all', slot }, counted.hours);
            await this.documents.replaceParts({ kind: 'month', period: month, scope: 'all', slot }, { [dayPart(day)]: counted.platform });
            for (const [scope, counts] of counted.accounts) {
                await this.documents.replaceParts({ kind: 'month', period: month, scope, slot }, { [dayPart(day)]: counts });
                accounts.add(scope);
            }
            for (const [scope, counts] of counted.reputations) {
                await this.documents.replaceParts({ kind: 'month', period: month, scope, slot }, { [dayPart(day)]: counts });
            }
        }
        const thisMonth = new Date().toISOString().slice(0, 7);
        for (const scope of accounts) {
            const [total] = await this.documents.read([{ kind: 'total', period: '-', scope, slot }]);
            const since = total?.since ?? days[0].slice(0, 7);
            const months = monthsBetween(since, thisMonth);
            const stored = await this.documents.read(months.map((period) => ({ kind: 'month', period, scope, slot })));
            const lifetime = emptyCounts();
            for (const month of stored)
                for (const part of Object.values(month?.parts ?? {}))
                    addCounts(lifetime, part);
            await this.documents.replaceParts({ kind: 'total', period: '-', scope, slot }, { [TOTAL_PART]: lifetime }, since);
        }
    }
    /** The slot's counts of one day from its events: every hour of the platform's (zeros included), its day, and each account's. */
    async countDay(slot, day) {
        const start = new Date(`${day}T00:00:00.000Z`);
        const hours = {};
        for (let hour = 0; hour < 24; hour += 1)
            hours[hourPart(new Date(start.getTime() + hour * HOUR_MS).toISOString())] = emptyCounts();
        const recount = { hours, platform: emptyCounts(), accounts: new Map(), reputations: new Map() };
        // MongoDB serves this from the index { rollup_slot: 1, created_at: 1 } of message_events; the
        // embedded database reads the whole collection, once per recounted day, only after a crash.
        const events = this.connection
            .collection('message_events')
            .find({ rollup_slot: slot, created_at: { $gte: start, $lt: new Date(start.getTime() + DAY_MS) } }, { projection: { _id: 0, type: 1, user_id: 1, created_at: 1, bounce_type: 1, recipient: 1, attempt: 1, domain: 1 }, batchSize: 5_000 });
        for await (const event of events) {
            const field = countedField(event);
            if (!field)
                continue;
            hours[hourPart(event.created_at.toISOString())][field] += 1;
            recount.platform[field] += 1;
            const scope = userScope(event.user_id);
            const account = recount.accounts.get(scope) ?? emptyCounts();
            account[field] += 1;
            recount.accounts.set(scope, account);
            const reputationFields = reputationFieldsOf(event, this.config.platformMail.simulatorDomain);
            for (const { key } of reputationFields.length ? reputationIncrementsOf(event, slot) : []) {
                const reputation = recount.reputations.get(key.scope) ?? emptyReputationCounts();
                for (const reputationField of reputationFields)
                    reputation[reputationField] += 1;
                recount.reputations.set(key.scope, reputation);
            }
        }
        return recount;
    }
};
RollupRepair = __decorate([
    Injectable(),
    __param(1, InjectConnection()),
    __param(2, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [RollupDocuments, Function, Object])
], RollupRepair);
export { RollupRepair };
//# sourceMappingURL=rollup-repair.js.map