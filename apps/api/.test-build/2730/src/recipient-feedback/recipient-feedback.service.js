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
var RecipientFeedbackService_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { MessageLogRecord } from '../message-log/message-log.schema.js';
import { MessageLogService, recipientEventId } from '../message-log/message-log.service.js';
import { BounceSuppressions } from '../suppressions/bounce-suppressions.service.js';
import { SuppressionsService } from '../suppressions/suppressions.service.js';
/** Customers set their own Message-IDs: a few messages may share one; more than this is no match to trust. */
const MESSAGE_ID_MATCHES_MAX = 10;
const UNSUBSCRIBE_RESPONSE = {
    'one-click': 'Unsubscribed with one click (List-Unsubscribe-Post)',
    'confirmation page': 'Unsubscribed on the unsubscribe page',
    mailto: 'Unsubscribed by e-mail (List-Unsubscribe mailto)',
    'feedback report': 'Unsubscribed through the mailbox provider (feedback report of type opt-out)',
};
/**
 * What recipients' sides tell after delivery (bounces, complaints, unsubscribes) becomes an
 * event in the message's timeline (through MessageLogService.recordEvents, once per report) and,
 * where it must, a suppression of the recipient for the message's account.
 */
let RecipientFeedbackService = RecipientFeedbackService_1 = class RecipientFeedbackService {
    log;
    messageLog;
    suppressions;
    bounceSuppressions;
    logger = new Logger(RecipientFeedbackService_1.name);
    constructor(log, messageLog, suppressions, bounceSuppressions) {
        this.log = log;
        this.messageLog = messageLog;
        this.suppressions = suppressions;
        this.bounceSuppressions = bounceSuppressions;
    }
    /** The recipient a verified token names; null when its message is not in the log (removed, or never stored). */
    async recipientOf(reference) {
        const entry = await this.log.findById(new Types.ObjectId(reference.messageId), { user_id: 1, domain: 1, recipients: 1 }).lean().exec();
        const address = entry?.recipients[reference.recipientIndex];
        if (!entry || !address)
            return null;
        return { messageId: entry._id, userId: entry.user_id, domain: entry.domain, address };
    }
    /**
     * The recipient of a message known only by its Message-ID (an abuse report whose reporter
     * removed the return path): the recipient named, else the only one; null when it is not clear.
     */
    async recipientByMessageId(messageId, recipient) {
        const entries = await this.log
            .find({ message_id: messageId }, { user_id: 1, domain: 1, recipients: 1 })
            .limit(MESSAGE_ID_MATCHES_MAX)
            .lean()
            .exec();
        const candidates = entries.flatMap((entry) => {
            const addresses = recipient ? entry.recipients.filter((address) => address === recipient.toLowerCase()) : entry.recipients;
            return addresses.map((address) => ({ messageId: entry._id, userId: entry.user_id, domain: entry.domain, address }));
        });
        return candidates.length === 1 ? candidates[0] : null;
    }
    /**
     * A permanent failure suppresses the recipient as a refusal during delivery does, by the same
     * rule (BounceSuppressions: address-level reasons at once, mailbox ones when they repeat); a
     * soft one (a delay notice) is only recorded. The event carries the reason, its source and
     * whether the address is suppressed now; a repeated report counts once.
     */
    async recordBounce(recipient, report) {
        const hard = report.type === 'hard';
        const response = report.diagnostic || `Bounced (${report.statusCode ?? report.classification.reason})`;
        const eventId = recipientEventId(recipient.messageId, 'bounced', recipient.address, report.reportKey);
        const repeated = hard && (await this.messageLog.hasEvent(eventId));
        const suppressed = hard && !repeated && (await this.bounceSuppressions.recordFailure(recipient.userId, recipient.address, report.classification, response, report.at));
        // The rollups count it as bounced when hard: a soft bounce (a delay notice) is no outcome yet.
        await this.record(recipient, 'bounced', report.reportKey, response, report.at, {
            bounce_type: report.type,
            status_code: report.statusCode,
            bounce_reason: report.classification.reason,
            bounce_reason_source: report.classification.source,
            suppressed,
        });
        await this.messageLog.addBounceReason(recipient.messageId, report.classification.reason);
        if (hard)
            await this.messageLog.markRecipientBounced(recipient.messageId, recipient.address, response);
    }
    async recordComplaint(recipient, feedbackType, at) {
        const response = `Complaint: ${feedbackType} report (feedback loop)`;
        await this.suppressions.suppress(recipient.userId, [recipient.address], response, 'complaint');
        // One complaint per recipient and message, however many reports say so.
        await this.record(recipient, 'complained', 'complaint', response, at);
    }
    async recordUnsubscribe(recipient, method, at) {
        const response = UNSUBSCRIBE_RESPONSE[method];
        await this.suppressions.suppress(recipient.userId, [recipient.address], response, 'unsubscribe');
        await this.record(recipient, 'unsubscribed', 'unsubscribe', response, at);
    }
    /**
     * The suppression is written before the event: a crash in between leaves the recipient
     * suppressed and the report, when sent again, records the event.
     */
    async record(recipient, type, key, response, at, extra = {}) {
        const stored = await this.messageLog.recordEvents([
            {
                _id: recipientEventId(recipient.messageId, type, recipient.address, key),
                message: recipient.messageId,
                user_id: recipient.userId,
                domain: recipient.domain,
                type,
                recipient: recipient.address,
                response,
                attempt: null,
                source_ip: null,
                agent_hostname: null,
                bounce_type: null,
                status_code: null,
                ...extra,
                created_at: at,
            },
        ]);
        if (stored.length)
            this.logger.log(`${type} ${recipient.address} (message ${recipient.messageId.toHexString()}): ${response}`);
    }
};
RecipientFeedbackService = RecipientFeedbackService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(MessageLogRecord.name)),
    __metadata("design:paramtypes", [Function, MessageLogService,
        SuppressionsService,
        BounceSuppressions])
], RecipientFeedbackService);
export { RecipientFeedbackService };
//# sourceMappingURL=recipient-feedback.service.js.map