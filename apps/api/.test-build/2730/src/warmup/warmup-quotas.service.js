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
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { utcDay } from '../queue/daily-counter.schema.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { AccountStandingsService } from '../reputation/account-standings.service.js';
import { SubmissionRefused } from '../submission/submission-refused.js';
import { AccountPlanService } from '../user-plans/account-plan.service.js';
import { UsersService } from '../users/users.service.js';
import { AccountWarmupRecord } from './account-warmup.schema.js';
import { WarmupClock } from './warmup-clock.js';
import { WarmupSettingsService } from './warmup-settings.service.js';
import { dailyCapOf, fallen, grown, nextUtcDay, startQuotas, withinCaps } from './warmup-steps.js';
const HOUR_MS = 60 * 60 * 1000;
const STATES_CACHED_MAX = 10_000;
/**
 * Warm-up quotas: a warmed-up account's hourly and daily limits, judged once a UTC day at its
 * first submission of that day (its record read by _id, the day stored: no scan, no job), grown
 * after a clean day and lowered after one at or above the reputation review line. The counts they
 * are compared with are the accepted counters' (user_days and user_hours, read by _id).
 */
let WarmupQuotasService = class WarmupQuotasService {
    warmups;
    settings;
    standings;
    counters;
    accountPlans;
    users;
    clock;
    /**
     * Every submission checks its account's warm-up (SMTP twice: at MAIL FROM and after DATA), and
     * most accounts have none: a sender's checks share one read every few seconds. Writes here
     * drop the entry; another API process's admin change shows within SHARED_RECORD_TTL_MS.
     */
    states = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: STATES_CACHED_MAX, refreshAhead: true });
    constructor(warmups, settings, standings, counters, accountPlans, users, clock) {
        this.warmups = warmups;
        this.settings = settings;
        this.standings = standings;
        this.counters = counters;
        this.accountPlans = accountPlans;
        this.users = users;
        this.clock = clock;
    }
    /** Refuses a submission over the hourly or daily quota: 451 4.7.1 / 429, naming the quota and when it resets. */
    async check(user) {
        const state = await this.currentState(user);
        if (!state)
            return;
        const now = new Date();
        const [usedThisHour, usedToday] = await Promise.all([this.counters.acceptedThisHourByUser(user._id, now), this.counters.acceptedTodayByUser(user._id, now)]);
        const quotas = await this.effectiveQuotas(user._id, state);
        if (usedToday >= quotas.daily_limit)
            throw overQuota('daily', quotas.daily_limit, dayResetAt(now), now);
        if (usedThisHour >= quotas.hourly_limit)
            throw overQuota('hourly', quotas.hourly_limit, hourResetAt(now), now);
    }
    /** The account's warm-up as its owner and the admin see it (not judged by looking: the next submission does that). */
    async warmupOf(userId) {
        const user = await this.users.findForSending(userId);
        if (!user)
            throw new NotFoundException('User not found');
        const now = new Date();
        const settings = await this.settings.get();
        const state = (await this.stateOf(userId)) ?? (this.startsWarmedUp(user, settings) ? this.startState(userId, settings, await this.planCap(userId), this.today(), 'Warm-up starts with the first message') : null);
        const resets = { hour_resets_at: hourResetAt(now).toISOString(), day_resets_at: dayResetAt(now).toISOString() };
        if (!state?.enabled) {
            return { warming_up: false, hourly_limit: 0, daily_limit: 0, used_this_hour: 0, used_today: 0, ...resets, changed_on: state?.changed_on ?? null, reason: state?.reason ?? '', next_growth_on: null, at_ceiling: false };
        }
        const planCap = await this.planCap(userId);
        const quotas = withinCaps(state, settings, planCap);
        const atCeiling = quotas.daily_limit >= dailyCapOf(settings, planCap) && quotas.hourly_limit >= Math.min(settings.ceiling_hourly, quotas.daily_limit);
        const [usedThisHour, usedToday] = await Promise.all([this.counters.acceptedThisHourByUser(userId, now), this.counters.acceptedTodayByUser(userId, now)]);
        return {
            warming_up: true,
            ...quotas,
            used_this_hour: usedThisHour,
            used_today: usedToday,
            ...resets,
            changed_on: state.changed_on,
            reason: state.reason,
            next_growth_on: atCeiling ? null : nextUtcDay(state.evaluated_on),
            at_ceiling: atCeiling,
        };
    }
    /** An admin starts the account's warm-up again from the start quotas, or ends it. */
    async setEnabled(userId, enabled) {
        if (!(await this.users.findForSending(userId)))
            throw new NotFoundException('User not found');
        const today = this.today();
        const record = enabled
            ? this.startState(userId, await this.settings.get(), await this.planCap(userId), today, 'Warm-up started by an administrator')
            : { _id: userId.toHexString(), user_id: userId, enabled: false, hourly_limit: 0, daily_limit: 0, evaluated_on: today, changed_on: today, reason: 'Warm-up ended by an administrator' };
        await this.warmups.replaceOne({ _id: record._id }, record, { upsert: true }).exec();
        this.states.invalidate(record._id);
        return this.warmupOf(userId);
    }
    /** The account's state judged for today, made at its first submission if it starts warmed up; null: not warmed up. */
    async currentState(user) {
        const settings = await this.settings.get();
        let state = await this.stateOf(user._id);
        if (!state) {
            if (!this.startsWarmedUp(user, settings))
                return null;
            state = await this.start(user._id, settings);
        }
        if (!state.enabled)
            return null;
        const today = this.today();
        return state.evaluated_on >= today ? state : this.judgeDay(state, settings, today);
    }
    /**
     * The day's judgement: grown when the rates are under the review line, lowered at or above it.
     * Written only if no other submission judged the day first (the stored evaluated_on is the claim).
     */
    async judgeDay(state, settings, today) {
        const [overLine, planCap] = await Promise.all([this.standings.overReviewLine(state.user_id), this.planCap(state.user_id)]);
        const next = overLine ? fallen(state, settings, planCap) : grown(state, settings, planCap);
        const changed = next.hourly_limit !== state.hourly_limit || next.daily_limit !== state.daily_limit;
        const reason = overLine
            ? `Lowered (×${settings.fall_factor}) on ${today}: ${overLine}`
            : `Raised (×${settings.growth_factor}) on ${today} after a day under the reputation review line`;
        const update = { evaluated_on: today, ...next, ...(changed ? { changed_on: today, reason } : {}) };
        await this.warmups.updateOne({ _id: state._id, evaluated_on: state.evaluated_on }, { $set: update }).exec();
        // Ours or, when another process judged the day first, theirs: read afresh either way.
        this.states.invalidate(state._id);
        return this.stateOf(state.user_id);
    }
    async start(userId, settings) {
        const record = this.startState(userId, settings, await this.planCap(userId), this.today(), 'Warm-up started with the first message');
        // Two first submissions at once: the second insert finds the first's record.
        await this.warmups.updateOne({ _id: record._id }, { $setOnInsert: record }, { upsert: true }).exec();
        this.states.invalidate(record._id);
        return (await this.stateOf(userId));
    }
    startState(userId, settings, planCap, today, reason) {
        return { _id: userId.toHexString(), user_id: userId, enabled: true, ...startQuotas(settings, planCap), evaluated_on: today, changed_on: today, reason };
    }
    /** A self-signed-up account (email_confirmed set) is warmed up while the setting is on; one an admin created is not, unless an admin starts it. */
    startsWarmedUp(user, settings) {
        return settings.enabled && user.email_confirmed !== undefined;
    }
    async effectiveQuotas(userId, state) {
        return withinCaps(state, await this.settings.get(), await this.planCap(userId));
    }
    stateOf(userId) {
        const id = userId.toHexString();
        return this.states.getOrLoad(id, () => this.warmups.findById(id).lean().exec());
    }
    planCap(userId) {
        return this.accountPlans.dailyLimitOf(userId);
    }
    today() {
        return utcDay(this.clock.now());
    }
};
WarmupQuotasService = __decorate([
    Injectable(),
    __param(0, InjectModel(AccountWarmupRecord.name)),
    __metadata("design:paramtypes", [Function, WarmupSettingsService,
        AccountStandingsService,
        DailyCountersService,
        AccountPlanService,
        UsersService,
        WarmupClock])
], WarmupQuotasService);
export { WarmupQuotasService };
function hourResetAt(now) {
    return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
}
function dayResetAt(now) {
    return new Date(Date.parse(`${nextUtcDay(utcDay(now))}T00:00:00Z`));
}
function overQuota(period, limit, resetAt, now) {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
    const per = period === 'hourly' ? 'an hour' : 'a day';
    return SubmissionRefused.warmupQuotaExceeded(`Warm-up ${period} quota of ${limit} messages ${per} reached for your account: it resets at ${resetAt.toISOString()}, try again in ${seconds} seconds`, seconds);
}
//# sourceMappingURL=warmup-quotas.service.js.map