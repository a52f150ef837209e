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
import { createHash } from 'node:crypto';
import { MessageLogRecord } from '../message-log/message-log.schema.js';
import { MessageLogService } from '../message-log/message-log.service.js';
import { MessageTracking } from './message-tracking.service.js';
/** Repeated opens or clicks of the same link within this window are one event: a reloading client cannot flood the timeline or the webhooks. */
const SAME_EVENT_WINDOW_MS = 60_000;
const USER_AGENT_MAX_LENGTH = 512;
/** Records the opens and clicks the tracking routes receive, on the message's timeline (and so its webhooks). */
let TrackingService = class TrackingService {
    tracking;
    messageLog;
    log;
    constructor(tracking, messageLog, log) {
        this.tracking = tracking;
        this.messageLog = messageLog;
        this.log = log;
    }
    async recordOpen(token, request) {
        await this.record(this.verified(token, 'open'), 'opened', request);
    }
    /** The link's original URL, once the click is recorded. */
    async recordClick(token, request) {
        const claim = this.verified(token, 'click');
        await this.record(claim, 'clicked', request);
        return claim.url;
    }
    /** A token this server did not issue (or altered) is answered like an unknown page, and records nothing. */
    verified(token, kind) {
        const claim = this.tracking.tokens.verify(token, kind);
        if (!claim || (kind === 'click' && !claim.url))
            throw new NotFoundException('Not found');
        return claim;
    }
    /** A token on another customer's tracking host is answered like an unknown one: a host serves only its own domain's mail. */
    async record(claim, type, { host, userAgent }) {
        const entry = await this.log.findById(claim.messageId, { user_id: 1, domain: 1 }).lean().exec();
        if (!entry || !this.tracking.hosts.serves(host, entry.domain))
            throw new NotFoundException('Not found');
        const now = new Date();
        const window = Math.floor(now.getTime() / SAME_EVENT_WINDOW_MS);
        const key = `${claim.messageId}:${type}:${claim.recipient ?? ''}:${claim.url ?? ''}:${window}`;
        await this.messageLog.recordEvents([
            {
                _id: createHash('sha256').update(key).digest('hex').slice(0, 24),
                message: entry._id,
                user_id: entry.user_id,
                type,
                recipient: claim.recipient,
                response: '',
                attempt: null,
                source_ip: null,
                agent_hostname: null,
                user_agent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
                ...(type === 'clicked' ? { url: claim.url } : {}),
                created_at: now,
            },
        ]);
    }
};
TrackingService = __decorate([
    Injectable(),
    __param(2, InjectModel(MessageLogRecord.name)),
    __metadata("design:paramtypes", [MessageTracking,
        MessageLogService, Function])
], TrackingService);
export { TrackingService };
//# sourceMappingURL=tracking.service.js.map