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
var InboundMailService_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { RETURN_PATH_HOST_LABEL } from '@platform/contracts';
import { APP_CONFIG } from '../config/app-config.token.js';
import { RecipientFeedbackService } from '../recipient-feedback/recipient-feedback.service.js';
import { parseTokenAddress } from '../recipient-tokens/recipient-addresses.js';
import { RecipientTokens } from '../recipient-tokens/recipient-token.js';
import { bouncesInDeliveryStatus } from './delivery-status.js';
import { DomainAuthReports } from './domain-auth-reports.service.js';
import { meaningOfFeedbackType, parseFeedbackReport } from './feedback-report.js';
import { readInboundMessage } from './inbound-message.js';
import { plainTextBounce } from './plain-text-bounce.js';
/** Token addresses as they appear in a reported message's headers (Return-Path, List-Unsubscribe). */
const TOKEN_ADDRESS_IN_TEXT = /\b([bu])\+([a-z2-7]{40})@/gi;
const UNSUBSCRIBE_LINK_IN_TEXT = /\/u\/([a-z2-7]{40})\b/gi;
/**
 * Decides what a message received by the inbound listener is and records it: a DSN or a
 * provider's plain bounce sent to a return path (bounced), an ARF abuse report sent to the
 * feedback address or to a return path (complained), any message to an unsubscribe mailto
 * (unsubscribed). Anything else is accepted and dropped without a trace but a debug line, so
 * that a sender learns nothing from trying.
 */
let InboundMailService = InboundMailService_1 = class InboundMailService {
    config;
    tokens;
    feedback;
    authReports;
    logger = new Logger(InboundMailService_1.name);
    constructor(config, tokens, feedback, authReports) {
        this.config = config;
        this.tokens = tokens;
        this.feedback = feedback;
        this.authReports = authReports;
    }
    /** Who may be written to: a verified token at one of our return-path domains, or the feedback address. */
    recipientFor(address) {
        const lowered = address.trim().toLowerCase();
        if (lowered === this.config.inbound.feedbackAddress)
            return { kind: 'feedback' };
        const tokenAddress = parseTokenAddress(lowered);
        if (!tokenAddress || !this.isReturnPathDomain(tokenAddress.domain))
            return null;
        const reference = this.tokens.verify(tokenAddress.purpose, tokenAddress.token);
        return reference ? { kind: 'token', address: tokenAddress, reference } : null;
    }
    async receive(envelope, raw) {
        const message = await readInboundMessage(raw);
        if (!message)
            return this.drop('not a MIME message');
        const at = new Date();
        // ARF in multipart/report, or in the multipart/mixed form some providers send.
        if (message.reportType === 'feedback-report' || message.feedbackReport)
            return this.feedbackReport(envelope, message, at);
        let recorded = false;
        for (const recipient of envelope.recipients) {
            if (recipient.kind !== 'token')
                continue;
            const target = await this.feedback.recipientOf(recipient.reference);
            if (!target)
                continue; // its message is no longer in the log
            if (recipient.address.purpose === 'unsubscribe') {
                // Whatever it says: mail to a List-Unsubscribe mailto is the request (RFC 2369); a DSN there is not.
                if (message.reportType === 'delivery-status')
                    continue;
                await this.feedback.recordUnsubscribe(target, 'mailto', at);
                recorded = true;
                continue;
            }
            const finding = this.bounceIn(envelope, message, target.address);
            if (!finding)
                continue;
            await this.feedback.recordBounce(target, { ...finding, reportKey: message.reportKey, at });
            recorded = true;
        }
        if (!recorded)
            this.drop(`nothing to record (report type ${message.reportType ?? 'none'}, subject "${message.subject.slice(0, 80)}")`);
    }
    /** The domain's own bounces.<domain> or the platform's return-path domain. */
    isReturnPathDomain(domain) {
        return domain === this.config.inbound.returnPathDomain || domain.startsWith(`${RETURN_PATH_HOST_LABEL}.`);
    }
    /**
     * The bounce a message reports for this recipient. A DSN may list several recipients: the one
     * the return path names, else (forwarded, aliased) the first it gives, since the return path
     * is this recipient's alone. A report whose delivery-status part is missing or says nothing
     * usable is read as a plain-text bounce.
     */
    bounceIn(envelope, message, address) {
        if (message.reportType === 'delivery-status') {
            const findings = message.deliveryStatus ? bouncesInDeliveryStatus(message.deliveryStatus) : [];
            const finding = findings.find((candidate) => candidate.recipient === address) ?? findings[0];
            if (finding)
                return finding;
        }
        return plainTextBounce({
            envelopeFrom: envelope.mailFrom,
            fromHeader: message.fromHeader,
            subject: message.subject,
            text: message.text,
            autoReply: message.autoReply,
        });
    }
    /**
     * ARF (RFC 5965) by its Feedback-Type: abuse and fraud are a recipient's complaint, opt-out an
     * unsubscribe, auth-failure (RFC 6591) a DMARC/authentication report counted for the sending
     * domain (no recipient is suppressed); not-spam and any other type are dropped.
     */
    async feedbackReport(envelope, message, at) {
        const report = message.feedbackReport ? parseFeedbackReport(message.feedbackReport) : null;
        if (!report)
            return this.drop('feedback report without a Feedback-Type');
        const meaning = meaningOfFeedbackType(report.feedbackType);
        if (meaning === 'ignored')
            return this.drop(`feedback report of type ${report.feedbackType}`);
        const target = await this.reportedRecipient(envelope, message, report.originalMailFrom, report.originalRcptTo);
        if (meaning === 'authentication-failure') {
            const domain = target?.domain ?? report.reportedDomain;
            if (!domain || !(await this.authReports.record(domain, report.authFailure, message.reportKey, at)))
                return this.drop('authentication failure report about no domain of ours');
            return;
        }
        if (!target)
            return this.drop(`${report.feedbackType} report about no message of ours`);
        if (meaning === 'unsubscribe')
            return this.feedback.recordUnsubscribe(target, 'feedback report', at);
        await this.feedback.recordComplaint(target, report.feedbackType, at);
    }
    /**
     * Whom an abuse report is about, most reliable first: the return path it was sent to, the
     * Original-Mail-From it names, a token in the reported message's headers (Return-Path,
     * List-Unsubscribe), and last the reported Message-ID with the recipient it names.
     */
    async reportedRecipient(envelope, message, originalMailFrom, originalRcptTo) {
        const references = envelope.recipients.flatMap((recipient) => recipient.kind === 'token' && recipient.address.purpose === 'bounce' ? [recipient.reference] : []);
        const verified = (purpose, token) => this.tokens.verify(purpose, token);
        const mailFromToken = originalMailFrom ? parseTokenAddress(originalMailFrom) : null;
        if (mailFromToken)
            references.push(...[verified(mailFromToken.purpose, mailFromToken.token)].filter((reference) => reference !== null));
        const headers = message.originalHeaders ?? '';
        for (const [, prefix, token] of headers.matchAll(TOKEN_ADDRESS_IN_TEXT)) {
            const reference = verified(prefix.toLowerCase() === 'b' ? 'bounce' : 'unsubscribe', token.toLowerCase());
            if (reference)
                references.push(reference);
        }
        for (const [, token] of headers.matchAll(UNSUBSCRIBE_LINK_IN_TEXT)) {
            const reference = verified('unsubscribe', token.toLowerCase());
            if (reference)
                references.push(reference);
        }
        for (const reference of references) {
            const target = await this.feedback.recipientOf(reference);
            if (target)
                return target;
        }
        const messageId = /^message-id:\s*<([^>\r\n]+)>/im.exec(headers)?.[1]?.trim();
        return messageId ? this.feedback.recipientByMessageId(messageId, originalRcptTo) : null;
    }
    drop(why) {
        this.logger.debug(`Inbound message dropped: ${why}`);
    }
};
InboundMailService = InboundMailService_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, RecipientTokens,
        RecipientFeedbackService,
        DomainAuthReports])
], InboundMailService);
export { InboundMailService };
//# sourceMappingURL=inbound-mail.service.js.map