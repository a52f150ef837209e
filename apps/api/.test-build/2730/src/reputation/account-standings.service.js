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
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { MessageLogService } from '../message-log/message-log.service.js';
import { OwnerRegistry } from '../owner-registry/owner-registry.js';
import { AccountHolds } from '../queue/account-holds.service.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { domainReputationScope, reputationScope } from '../rollups/rollup-keys.js';
import { RollupsService } from '../rollups/rollups.service.js';
import { UsersService } from '../users/users.service.js';
import { AccountStandingRecord, StandingChangeRecord } from './account-standing.schema.js';
import { figuresOf, verdictOf, windowDays } from './reputation-figures.js';
import { ReputationSettingsService } from './reputation-settings.service.js';
import { StandingNotices } from './standing-notices.service.js';
/** Who made a change the guard made itself. */
export const SYSTEM_ACTOR = 'system';
const RECENT_INCIDENTS = 10;
const CHANGES_SHOWN = 50;
/**
 * The deliverability guard's rules for one account: its figures over the window (the reputation
 * rollups, read by _id), its standing, and every change of it. The guard judges an account when
 * its reputation counts change (ReputationWatch) and moves it up only (good → review → paused);
 * an admin moves it back (resume, which forgives the counts so far) or pauses it by hand. A change
 * is claimed by the unique insert of its record (`<user>|<revision>`), so two processes judging
 * the same account at once make it once, and tell the owner once.
 */
let AccountStandingsService = class AccountStandingsService {
    standings;
    changes;
    settings;
    rollups;
    holds;
    queue;
    messageLog;
    users;
    owners;
    notices;
    constructor(standings, changes, settings, rollups, holds, queue, messageLog, users, owners, notices) {
        this.standings = standings;
        this.changes = changes;
        this.settings = settings;
        this.rollups = rollups;
        this.holds = holds;
        this.queue = queue;
        this.messageLog = messageLog;
        this.users = users;
        this.owners = owners;
        this.notices = notices;
    }
    /** Judges the account on its current figures: review or pause when they call for more than it has. */
    async judge(userId) {
        const settings = await this.settings.get();
        if (!settings.enabled)
            return;
        const stored = await this.standingOf(userId);
        const current = stored?.standing ?? 'good';
        if (current === 'paused')
            return;
        const figures = await this.figures(userId, settings, stored?.forgiven ?? {});
        const verdict = verdictOf(figures, settings);
        if (!verdict || (verdict.standing === 'review' && current === 'review'))
            return;
        await this.change(userId, stored, verdict.standing, SYSTEM_ACTOR, verdict.reason, figures);
    }
    /** An admin's resume: back to good standing, held mail released, the counts so far forgiven. */
    async resume(userId, actor, note) {
        const stored = await this.standingOf(userId);
        await this.requireUser(userId);
        if (!stored || stored.standing === 'good')
            throw new ConflictException('This account is neither in review nor paused');
        const settings = await this.settings.get();
        const figures = await this.figures(userId, settings, stored.forgiven);
        await this.change(userId, stored, 'good', actor, note, figures, await this.countsToForgive(userId, settings));
        return this.detail(userId);
    }
    /** An admin's pause: sending refused and queued mail held, as the guard's pause does. */
    async pause(userId, actor, note) {
        await this.requireUser(userId);
        const stored = await this.standingOf(userId);
        if (stored?.standing === 'paused')
            throw new ConflictException('This account is already paused');
        const figures = await this.figures(userId, await this.settings.get(), stored?.forgiven ?? {});
        await this.change(userId, stored, 'paused', actor, `Sending is paused by an administrator: ${note}`, figures);
        return this.detail(userId);
    }
    /**
     * What the account's rates reach now, when at or above the review line (or the pause line), or
     * null when under it or not judged yet: the warm-up's verdict on a day.
     */
    async overReviewLine(userId) {
        const settings = await this.settings.get();
        const stored = await this.standingOf(userId);
        return verdictOf(await this.figures(userId, settings, stored?.forgiven ?? {}), settings)?.detail ?? null;
    }
    /** The account's standing and figures, as its owner sees them. */
    async reputationOf(userId) {
        const settings = await this.settings.get();
        const stored = await this.standingOf(userId);
        return {
            user_id: userId.toHexString(),
            standing: stored?.standing ?? 'good',
            reason: stored?.standing === 'good' ? '' : (stored?.reason ?? ''),
            changed_at: stored?.changed_at.toISOString() ?? null,
            figures: await this.figures(userId, settings, stored?.forgiven ?? {}),
            lines: {
                review_bounce_rate: settings.review_bounce_rate,
                review_complaint_rate: settings.review_complaint_rate,
                pause_bounce_rate: settings.pause_bounce_rate,
                pause_complaint_rate: settings.pause_complaint_rate,
                min_volume: settings.min_volume,
            },
        };
    }
    /** What the admin sees of one account: figures, held mail, recent bounces and complaints, every change. */
    async detail(userId) {
        const user = await this.requireUser(userId);
        const [reputation, domains, held, incidents, changes] = await Promise.all([
            this.reputationOf(userId),
            this.domainFigures(userId),
            this.queue.openDeliveryCountOf(userId),
            this.messageLog.latestEventsOf(userId, ['bounced', 'complained'], RECENT_INCIDENTS),
            this.changes.find({ user_id: userId }).sort({ created_at: -1 }).limit(CHANGES_SHOWN).lean().exec(),
        ]);
        return {
            ...reputation,
            email: user.email,
            domains,
            held_deliveries: held,
            recent_incidents: incidents.map((event) => ({
                type: event.type,
                recipient: event.recipient,
                response: event.response,
                message_id: event.message.toHexString(),
                created_at: event.created_at.toISOString(),
            })),
            changes: changes.map(changeResponse),
        };
    }
    /** The admin review queue: accounts in review or paused, latest change first. */
    async reviewQueue(query) {
        const window = toPageWindow(query);
        const filter = { standing: query.standing ?? { $in: ['review', 'paused'] } };
        const [rows, total] = await Promise.all([
            this.standings.find(filter, { user_id: 1 }).sort({ standing: 1, changed_at: -1 }).skip(window.skip).limit(window.limit).lean().exec(),
            this.standings.countDocuments(filter).exec(),
        ]);
        const items = await Promise.all(rows.map(async (row) => ({ ...(await this.reputationOf(row.user_id)), email: (await this.users.findForSending(row.user_id))?.email ?? '(deleted account)' })));
        return toListResponse(items, total, window);
    }
    /** The standings of these accounts, good for those without a record (the users list). */
    async standingsOf(userIds) {
        const stored = await Promise.all(userIds.map((userId) => this.standingOf(userId)));
        return new Map(userIds.map((userId, index) => [userId.toHexString(), stored[index]?.standing ?? 'good']));
    }
    standingOf(userId) {
        return this.standings.findById(userId.toHexString()).lean().exec();
    }
    async requireUser(userId) {
        const user = await this.users.findForSending(userId);
        if (!user)
            throw new NotFoundException('User not found');
        return user;
    }
    async figures(userId, settings, forgiven) {
        const days = windowDays(new Date(), settings.window_days);
        return figuresOf(days, await this.rollups.reputationDayCounts(reputationScope(userId), days), forgiven, settings);
    }
    /** The figures of each of the account's sending domains (read through the owner registry, by _id). */
    async domainFigures(userId) {
        const settings = await this.settings.get();
        const days = windowDays(new Date(), settings.window_days);
        const { domains } = await this.owners.holdingsOf(userId, { domains: { domain: 1 }, smtpAccounts: {} });
        const names = domains.map((domain) => domain.domain).sort();
        return Promise.all(names.map(async (domain) => ({ domain, figures: figuresOf(days, await this.rollups.reputationDayCounts(domainReputationScope(domain), days), {}, settings) })));
    }
    /** Each day's counts of the window as they stand: a resume forgives them. */
    async countsToForgive(userId, settings) {
        const days = windowDays(new Date(), settings.window_days);
        const counts = await this.rollups.reputationDayCounts(reputationScope(userId), days);
        return Object.fromEntries(days.map((day, index) => [day, counts[index]]));
    }
    /**
     * Makes one change: its record first (the claim: a duplicate _id means another process made
     * this change already, or one crashed after its record), then the standing, the hold, and the
     * owner's notices.
     */
    async change(userId, stored, to, actor, reason, figures, forgiven) {
        const revision = (stored?.revision ?? 0) + 1;
        const from = stored?.standing ?? 'good';
        const record = { _id: `${userId.toHexString()}|${revision}`, user_id: userId, from, to, actor, reason, figures, created_at: new Date() };
        try {
            await this.changes.create(record);
        }
        catch (error) {
            if (error.code !== 11000)
                throw error;
            // Made already: make sure its standing and hold were written too (a crash between them), without telling twice.
            const [made, now] = await Promise.all([this.changes.findById(record._id).lean().exec(), this.standingOf(userId)]);
            if (made && (now?.revision ?? 0) < revision)
                await this.apply(made, revision);
            return;
        }
        await this.apply(record, revision, forgiven);
        if (to !== 'good')
            await this.notices.tell(userId, record);
    }
    /** Writes a change's standing and hold (both idempotent: writing them again changes nothing). */
    async apply(change, revision, forgiven) {
        const { user_id: userId, from, to, reason } = change;
        await this.standings
            .updateOne({ _id: userId.toHexString() }, { $set: { user_id: userId, standing: to, reason: to === 'good' ? '' : reason, revision, changed_at: change.created_at, ...(forgiven ? { forgiven } : {}) } }, { upsert: true })
            .exec();
        if (to === 'paused')
            await this.holds.hold(userId, reason);
        if (from === 'paused' && to !== 'paused')
            await this.holds.release(userId);
    }
};
AccountStandingsService = __decorate([
    Injectable(),
    __param(0, InjectModel(AccountStandingRecord.name)),
    __param(1, InjectModel(StandingChangeRecord.name)),
    __metadata("design:paramtypes", [Function, Function, ReputationSettingsService,
        RollupsService,
        AccountHolds,
        DeliveryQueueService,
        MessageLogService,
        UsersService,
        OwnerRegistry,
        StandingNotices])
], AccountStandingsService);
export { AccountStandingsService };
function changeResponse(change) {
    return {
        _id: change._id,
        user_id: change.user_id.toHexString(),
        from: change.from,
        to: change.to,
        actor: change.actor,
        reason: change.reason,
        figures: change.figures,
        created_at: change.created_at.toISOString(),
    };
}
//# sourceMappingURL=account-standings.service.js.map