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
import { Types } from 'mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DomainsService } from '../domains/domains.service.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { SuppressionsService } from '../suppressions/suppressions.service.js';
import { AccountSendingRules } from './account-sending-rules.service.js';
import { authorsOf } from './author-alignment.js';
import { domainOfAddress, prepareForSigning, readHeaderSection } from './message-headers.js';
import { receivedHeader } from './received-header.js';
import { RecipientCopiesService } from './recipient-copies.service.js';
import { MessageLogService } from '../message-log/message-log.service.js';
import { ProductionAccessRules } from './production-access-rules.service.js';
import { SandboxRules } from './sandbox-rules.service.js';
import { ContentScanner } from '../content-scan/content-scanner.service.js';
import { SubmissionRefused } from './submission-refused.js';
import { simulatorMailboxOf } from '../simulator/simulator-addresses.js';
/** Why a recipient is suppressed, in words, by why it is on the list. */
const SUPPRESSED_BECAUSE = {
    bounce: 'an earlier message to it bounced permanently',
    complaint: 'its owner reported an earlier message as spam',
    unsubscribe: 'its owner unsubscribed',
    manual: 'the account added it to its suppression list',
    simulator: "it is the mailbox simulator's suppressed address",
};
/** The refusal of suppressed recipients (all of a message's, or one at RCPT TO). */
function suppressedRefusal(suppressed) {
    return SubmissionRefused.suppressed(`Recipient ${suppressed.map((entry) => entry.address).join(', ')} is suppressed: ${suppressed[0].reason}`);
}
/**
 * The checks every message passes before it is accepted, whichever way it came (HTTP or
 * SMTP): sender, recipients, author alignment (author-alignment.ts), then signing and durable
 * storage. SMTP runs the same checks step by step (sender
 * at MAIL FROM, each recipient at RCPT TO) so refusals come at the command they concern.
 */
let MessageAcceptanceService = class MessageAcceptanceService {
    config;
    domainsService;
    counters;
    suppressions;
    recipientCopies;
    queue;
    accountSendingRules;
    sandbox;
    productionAccess;
    messageLog;
    contentScanner;
    constructor(config, domainsService, counters, suppressions, recipientCopies, queue, accountSendingRules, sandbox, productionAccess, messageLog, contentScanner) {
        this.config = config;
        this.domainsService = domainsService;
        this.counters = counters;
        this.suppressions = suppressions;
        this.recipientCopies = recipientCopies;
        this.queue = queue;
        this.accountSendingRules = accountSendingRules;
        this.sandbox = sandbox;
        this.productionAccess = productionAccess;
        this.messageLog = messageLog;
        this.contentScanner = contentScanner;
    }
    /** The sender's domain if this sender may send from this address now; refuses otherwise. */
    async checkSender(sender, envelopeFrom) {
        if (sender.user.status !== 'active')
            throw SubmissionRefused.forbidden('Your account is inactive');
        if (sender.smtpAccount && sender.smtpAccount.status !== 'active') {
            throw SubmissionRefused.forbidden('This SMTP account is inactive');
        }
        await this.accountSendingRules.check(sender);
        const domainName = domainOfAddress(envelopeFrom);
        if (!domainName)
            throw SubmissionRefused.badInput(`Sender address ${envelopeFrom || '<>'} has no domain`);
        if (this.sandbox.isSandboxDomain(domainName))
            return this.sandbox.sendingDomain(sender, envelopeFrom);
        // The envelope's domain routes the message, so it must be a platform domain itself, not a subdomain of one.
        const domain = this.usableDomain(sender, 'Sender domain', domainName, await this.domainsService.sendingDomain(domainName));
        if (!domain.send_plan)
            throw SubmissionRefused.forbidden(`Sender domain ${domainName} has no send plan`);
        await this.checkQuota(sender.smtpAccount);
        return domain;
    }
    /**
     * Refuses too many recipients, any recipient an account without production access may not
     * send to (ProductionAccessRules) and, from a sandbox address (the envelope sender, when
     * given), any recipient outside the sandbox address's reach. Suppressed recipients are not
     * refused here: see suppressedAmong.
     */
    async checkRecipients(sender, recipients, envelopeFrom) {
        if (recipients.length > this.config.sending.maxRecipients) {
            throw SubmissionRefused.badInput(`Too many recipients: at most ${this.config.sending.maxRecipients} per message`);
        }
        await this.productionAccess.checkRecipients(sender.user, recipients);
        if (envelopeFrom !== undefined && this.sandbox.isSandboxDomain(domainOfAddress(envelopeFrom) ?? '')) {
            await this.sandbox.checkRecipients(sender.user, recipients);
        }
    }
    /**
     * SMTP's RCPT TO: refuses the recipient (550 5.1.1 with the reason) when it is suppressed, so
     * the client learns at once which one is left out, and the others are accepted.
     */
    async checkNotSuppressed(sender, recipient) {
        const suppressed = await this.suppressedAmong(sender, [recipient]);
        if (suppressed.length)
            throw suppressedRefusal(suppressed);
    }
    /**
     * The recipients the message may not go to, and why: those on the user's suppression list
     * (hard bounces, complaints, unsubscribes, listed by the user) and the simulator's suppressed
     * address (which stands for a listed one).
     */
    async suppressedAmong(sender, recipients) {
        const simulated = new Set(recipients
            .filter((recipient) => simulatorMailboxOf(recipient, this.config.platformMail.simulatorDomain) === 'suppressed')
            .map((address) => address.toLowerCase()));
        const listed = await this.suppressions.suppressionsAmong(sender.user._id, recipients);
        return [
            ...[...simulated].map((address) => ({ address, cause: 'simulator', reason: SUPPRESSED_BECAUSE.simulator })),
            ...listed
                .filter(({ address }) => !simulated.has(address))
                .map(({ address, cause }) => ({ address, cause, reason: SUPPRESSED_BECAUSE[cause] })),
        ];
    }
    /**
     * The recipients to deliver to, and those left out because they are suppressed; refuses the
     * message (422, 550 5.1.1) when every recipient is suppressed, as there is nothing to send.
     */
    async deliverableRecipients(sender, recipients) {
        const suppressed = await this.suppressedAmong(sender, recipients);
        const left = new Set(suppressed.map((entry) => entry.address));
        const deliverable = recipients.filter((recipient) => !left.has(recipient.toLowerCase()));
        if (deliverable.length === 0)
            throw suppressedRefusal(suppressed);
        return { deliverable, suppressed };
    }
    /**
     * Checks, scans (content scanning: refused, held or passed), signs (a copy per recipient where
     * headers or tracked bodies differ) and stores the message for its recipients that are not
     * suppressed (the others get a `suppressed` event each and are listed in the answer); resolves
     * once it is durably queued.
     */
    async accept(submission) {
        if (submission.message.length > this.config.sending.maxMessageBytes) {
            throw SubmissionRefused.tooLarge(`Message too large: at most ${this.config.sending.maxMessageBytes} bytes`);
        }
        if (submission.recipients.length === 0)
            throw SubmissionRefused.badInput('The message has no recipients');
        const domain = await this.checkSender(submission, submission.envelopeFrom);
        await this.checkRecipients(submission, submission.recipients, submission.envelopeFrom);
        const { deliverable: recipients, suppressed } = await this.deliverableRecipients(submission, submission.recipients);
        const headers = readHeaderSection(submission.message);
        const authors = authorsOf(headers);
        const signingDomains = await this.alignAuthors(submission, authors);
        // A sandbox author sends only within the sandbox, whatever the envelope says.
        if (authors.some((author) => this.sandbox.isSandboxDomain(author.domain)))
            await this.sandbox.checkRecipients(submission.user, recipients);
        const id = submission.id ?? new Types.ObjectId();
        const { raw, messageId } = prepareForSigning(submission.message, headers, {
            received: receivedHeader(submission.trace, { hostname: this.config.sending.smtpHostname, id: id.toString(), date: new Date() }),
            messageIdDomain: domain.domain,
        });
        // As the recipients get it (with our Received field, Message-ID and Date), before it is signed.
        const contentScan = await this.contentScanner.scan(raw, {
            envelopeFrom: submission.envelopeFrom,
            recipients,
            clientAddress: submission.trace.clientAddress,
            clientName: submission.trace.clientName,
            user: submission.user._id.toString(),
            queueId: id.toString(),
        });
        const signingKeys = signingDomains.map((signingDomain) => signingDomain.signingKey);
        const prepared = await this.recipientCopies.prepare(id, raw, signingKeys, domain, recipients);
        const enqueued = await this.queue.enqueue({
            id,
            userId: submission.user._id,
            smtpAccountId: submission.smtpAccount?._id ?? null,
            domain: domain.domain,
            routing: {
                sendPlan: domain.send_plan,
                relayId: domain.bulletproof_relay_id,
                agentOwnerUserId: domain.send_plan === 'byoip' ? domain.user_id : null,
                allowedIps: domain.send_plan === 'byoip' ? domain.dedicated_ips : [],
            },
            source: submission.source,
            envelopeFrom: submission.envelopeFrom,
            recipients,
            suppressed,
            recipientCopies: prepared.copies,
            messageId,
            raw: prepared.raw,
            requestId: submission.trace.requestId,
            ...(contentScan ? { contentScan } : {}),
        });
        this.productionAccess.noteAccepted(submission.user);
        if (this.sandbox.isSandboxDomain(domain.domain))
            await this.messageLog.markMilestone(submission.user._id, 'first_sandbox_message_at', new Date());
        return enqueued;
    }
    /**
     * The platform domains the authors align with (see author-alignment.ts), each once: From's
     * domains sign the message. Refuses an author the sender may not speak for.
     */
    async alignAuthors(sender, authors) {
        const signingDomains = new Map();
        for (const author of authors) {
            const label = `${author.header} domain`;
            const domain = this.sandbox.isSandboxDomain(author.domain)
                ? await this.sandbox.authorDomain(sender, author)
                : this.usableDomain(sender, label, author.domain, await this.domainsService.decidingDomain(author.domain));
            if (author.header === 'From')
                signingDomains.set(domain.domain, domain);
        }
        return [...signingDomains.values()];
    }
    /**
     * The domain if this sender may use it for `domainName` (the domain itself or, for an author,
     * a subdomain of it); refuses a domain that is someone else's or none, outside the sender's
     * restriction, inactive, or not DKIM-verified.
     */
    usableDomain(sender, label, domainName, domain) {
        if (!domain || !domain.user_id.equals(sender.user._id)) {
            throw SubmissionRefused.forbidden(`${label} ${domainName} is not one of your domains`);
        }
        if (sender.restrictedToDomain && domain.domain !== sender.restrictedToDomain) {
            throw SubmissionRefused.forbidden(`${label} ${domainName} is not allowed: these credentials may send only from ${sender.restrictedToDomain}`);
        }
        const named = domain.domain === domainName ? `${label} ${domainName}` : `${label} ${domainName} (under ${domain.domain})`;
        if (domain.status !== 'active')
            throw SubmissionRefused.forbidden(`${named} is inactive`);
        if (this.config.sending.requireVerifiedDkim && !domain.dkim_verified) {
            throw SubmissionRefused.forbidden(`${named} has not passed DKIM verification`);
        }
        return domain;
    }
    async checkQuota(smtpAccount) {
        if (!smtpAccount || smtpAccount.quota <= 0)
            return;
        const acceptedToday = await this.counters.acceptedToday(smtpAccount._id);
        if (acceptedToday >= smtpAccount.quota) {
            throw SubmissionRefused.quotaExceeded(`Daily quota of ${smtpAccount.quota} messages reached for ${smtpAccount.email}`);
        }
    }
};
MessageAcceptanceService = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, DomainsService,
        DailyCountersService,
        SuppressionsService,
        RecipientCopiesService,
        DeliveryQueueService,
        AccountSendingRules,
        SandboxRules,
        ProductionAccessRules,
        MessageLogService,
        ContentScanner])
], MessageAcceptanceService);
export { MessageAcceptanceService };
//# sourceMappingURL=message-acceptance.service.js.map