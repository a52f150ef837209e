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
var ProductionAccessService_1;
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { MailerService } from '../mail/mailer.service.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { windowDays, figuresOf } from '../reputation/reputation-figures.js';
import { ReputationSettingsService } from '../reputation/reputation-settings.service.js';
import { reputationScope } from '../rollups/rollup-keys.js';
import { RollupsService } from '../rollups/rollups.service.js';
import { hasProductionAccess } from '../users/user.schema.js';
import { UsersService } from '../users/users.service.js';
import { ProductionAccessSettingsService } from './production-access-settings.service.js';
import { ProductionAccessRecord } from './production-access.schema.js';
/** Who makes the changes the platform makes itself (the automatic grant). */
export const SYSTEM_ACTOR = 'system';
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Production access of one account: its request (use case, expected volume), the admin's grant
 * or decline with a note, the automatic grant after a clean history, and every change with who
 * and when. The state the sending path checks is the user's production_access field; this
 * service is the only one that changes it after the account was created.
 */
let ProductionAccessService = ProductionAccessService_1 = class ProductionAccessService {
    records;
    users;
    settings;
    reputationSettings;
    rollups;
    counters;
    mailer;
    logger = new Logger(ProductionAccessService_1.name);
    constructor(records, users, settings, reputationSettings, rollups, counters, mailer) {
        this.records = records;
        this.users = users;
        this.settings = settings;
        this.reputationSettings = reputationSettings;
        this.rollups = rollups;
        this.counters = counters;
        this.mailer = mailer;
    }
    /** The account's access as its owner and the admin see it (a sandboxed account with a clean enough history is granted first). */
    async accessOf(userId) {
        await this.grantIfEarned(userId);
        const user = await this.requireUser(userId);
        const [settings, record, sentToday, history] = await Promise.all([
            this.settings.get(),
            this.recordOf(userId),
            this.counters.acceptedTodayByUser(userId),
            this.history(user),
        ]);
        return {
            user_id: userId.toHexString(),
            state: hasProductionAccess(user) ? 'production' : 'sandboxed',
            limits: { daily_limit: settings.daily_limit, per_second: settings.per_second, sent_today: sentToday },
            auto_grant: settings.auto_grant ? { min_sent: settings.auto_grant_min_sent, min_days: settings.auto_grant_min_days, ...history } : null,
            request: record?.request ? requestResponse(record.request) : null,
            changes: (record?.changes ?? []).map(changeResponse).reverse(),
        };
    }
    /** The customer's request: it lands in the admin's requests list. One at a time; none once granted. */
    async request(userId, actor, input) {
        const user = await this.requireUser(userId);
        if (hasProductionAccess(user))
            throw new ConflictException('Your account has production access already');
        const record = await this.recordOf(userId);
        if (record?.request?.status === 'pending')
            throw new ConflictException('Your request is waiting for an administrator already');
        const request = { use_case: input.use_case, expected_volume: input.expected_volume, status: 'pending', requested_at: new Date(), answer: '', answered_at: null };
        const note = `${input.expected_volume} messages a day: ${input.use_case}`;
        await this.write(userId, { $set: { request } }, { action: 'requested', actor, note });
        return this.accessOf(userId);
    }
    /** An admin's grant: the sandbox's limits are lifted at once; a pending request is answered with the note. */
    async grant(userId, actor, note) {
        const user = await this.requireUser(userId);
        if (hasProductionAccess(user))
            throw new ConflictException('This account has production access already');
        await this.makeProduction(user, actor, note);
        return this.accessOf(userId);
    }
    /** An admin's decline of a pending request: the account stays sandboxed and may ask again. */
    async decline(userId, actor, note) {
        const user = await this.requireUser(userId);
        const record = await this.recordOf(userId);
        if (record?.request?.status !== 'pending')
            throw new ConflictException('This account has no pending request');
        await this.write(userId, { $set: { 'request.status': 'declined', 'request.answer': note, 'request.answered_at': new Date() } }, { action: 'declined', actor, note });
        await this.tellOwner(user, 'Your request for production access was declined', [`An administrator declined your request for production access: ${note}`, '', 'Your account stays in the sandbox. You may send a new request from the customer area.']);
        return this.accessOf(userId);
    }
    /** The admin's requests list: by status (pending by default), latest first. */
    async queue(query) {
        const window = toPageWindow(query);
        const filter = { 'request.status': query.status ?? 'pending' };
        const [rows, total] = await Promise.all([
            this.records.find(filter).sort({ 'request.status': 1, 'request.requested_at': -1 }).skip(window.skip).limit(window.limit).lean().exec(),
            this.records.countDocuments(filter).exec(),
        ]);
        const items = await Promise.all(rows.map(async (row) => {
            const user = await this.users.findForSending(row.user_id);
            return {
                ...requestResponse(row.request),
                user_id: row.user_id.toHexString(),
                email: user?.email ?? '(deleted account)',
                state: !user || hasProductionAccess(user) ? 'production' : 'sandboxed',
            };
        }));
        return toListResponse(items, total, window);
    }
    /**
     * The automatic grant: a sandboxed account that sent enough in the reputation window, is old
     * enough, and whose rates are under the review lines gets production access. Reads the user
     * (cached) and, for a sandboxed one only, its few reputation rollup documents by _id.
     */
    async grantIfEarned(userId) {
        const settings = await this.settings.get();
        if (!settings.auto_grant)
            return;
        const user = await this.users.findForSending(userId);
        if (!user || hasProductionAccess(user))
            return;
        const history = await this.history(user);
        const lines = await this.reputationSettings.get();
        const clean = history.bounce_rate < lines.review_bounce_rate && history.complaint_rate < lines.review_complaint_rate;
        if (history.sent < settings.auto_grant_min_sent || history.days < settings.auto_grant_min_days || !clean)
            return;
        const note = `Granted automatically: ${history.sent} messages sent in the last ${lines.window_days} days (at least ${settings.auto_grant_min_sent}), ` +
            `${history.days} days since sign-up (at least ${settings.auto_grant_min_days}), bounce rate ${history.bounce_rate} % and complaint rate ${history.complaint_rate} % under the review lines`;
        await this.makeProduction(user, SYSTEM_ACTOR, note);
    }
    /** What the automatic grant weighs: the account's figures over the reputation window and its age in whole days. */
    async history(user) {
        const lines = await this.reputationSettings.get();
        const days = windowDays(new Date(), lines.window_days);
        const figures = figuresOf(days, await this.rollups.reputationDayCounts(reputationScope(user._id), days), {}, lines);
        return { sent: figures.sent, days: Math.floor((Date.now() - user.createdAt.getTime()) / DAY_MS), bounce_rate: figures.bounce_rate, complaint_rate: figures.complaint_rate };
    }
    async makeProduction(user, actor, note) {
        const record = await this.recordOf(user._id);
        const answer = record?.request?.status === 'pending' ? { 'request.status': 'granted', 'request.answer': note, 'request.answered_at': new Date() } : {};
        await this.users.setAccountFields(user._id, { production_access: 'production' });
        await this.write(user._id, { $set: answer }, { action: 'granted', actor, note });
        await this.tellOwner(user, 'Your account has production access', [
            `Your account has production access now: ${note}`,
            '',
            'It may send to any recipient, within its plan. The reputation lines still apply: keep your bounce and complaint rates low.',
        ]);
    }
    /** One change: its update of the record and its line in the history, in one write. */
    async write(userId, update, change) {
        await this.records
            .updateOne({ _id: userId.toHexString() }, { ...update, $setOnInsert: { user_id: userId }, $push: { changes: { ...change, created_at: new Date() } } }, { upsert: true })
            .exec();
    }
    /** The owner's mail of a grant or decline (the platform's own mail route); a failure is logged, the change stands. */
    async tellOwner(user, subject, lines) {
        await this.mailer
            .send({ to: user.email, subject, kind: 'production_access', text: lines.join('\n') })
            .catch((error) => this.logger.error(`Telling the owner of account ${user._id.toHexString()} of its production access failed: ${error.message}`));
    }
    recordOf(userId) {
        return this.records.findById(userId.toHexString()).lean().exec();
    }
    async requireUser(userId) {
        const user = await this.users.findForSending(userId);
        if (!user)
            throw new NotFoundException('User not found');
        return user;
    }
};
ProductionAccessService = ProductionAccessService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(ProductionAccessRecord.name)),
    __metadata("design:paramtypes", [Function, UsersService,
        ProductionAccessSettingsService,
        ReputationSettingsService,
        RollupsService,
        DailyCountersService,
        MailerService])
], ProductionAccessService);
export { ProductionAccessService };
function requestResponse(request) {
    return {
        use_case: request.use_case,
        expected_volume: request.expected_volume,
        status: request.status,
        requested_at: request.requested_at.toISOString(),
        answer: request.answer,
        answered_at: request.answered_at?.toISOString() ?? null,
    };
}
function changeResponse(change) {
    return { action: change.action, actor: change.actor, note: change.note, created_at: change.created_at.toISOString() };
}
//# sourceMappingURL=production-access.service.js.map