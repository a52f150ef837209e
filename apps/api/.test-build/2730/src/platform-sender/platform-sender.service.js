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
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { PlatformDomainService } from '../domains/platform-domain.service.js';
import { PLATFORM_OWNER_ID } from '../domains/platform-owner.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { prepareForSigning, readHeaderSection } from '../submission/message-headers.js';
import { receivedHeader } from '../submission/received-header.js';
import { RecipientCopiesService } from '../submission/recipient-copies.service.js';
/** The local part platform mail is sent from. */
export const PLATFORM_SENDER_LOCAL_PART = 'no-reply';
/** Raised when platform mail is asked for while the platform's domain cannot send (held by a customer). */
export class PlatformSenderUnavailableError extends Error {
    constructor(domain) {
        super(`Cannot send platform mail: the platform's domain ${domain} is held by an account`);
        this.name = 'PlatformSenderUnavailableError';
    }
}
/**
 * Sends the platform's own mail (confirmations, resets, notices) from no-reply@<platform domain>
 * through the platform's own sending path: signed with the platform domain's DKIM key, queued
 * durably with a return path per recipient, routed like provider-plan mail (the simulator for
 * its addresses) and logged. It is the route for platform mail once the platform has a public
 * host name (available()); the recipient sees mail from a domain whose DNS the README describes.
 */
let PlatformSender = class PlatformSender {
    config;
    platformDomain;
    recipientCopies;
    queue;
    constructor(config, platformDomain, recipientCopies, queue) {
        this.config = config;
        this.platformDomain = platformDomain;
        this.recipientCopies = recipientCopies;
        this.queue = queue;
    }
    /** True when PUBLIC_HOSTNAME is a public name: mail from it can reach the world and pass its checks. */
    available() {
        return this.config.platformMail.public;
    }
    /** Whether platform mail can go this way now: a public name, and the domain is the platform's own. */
    async isReady() {
        return this.available() && (await this.platformDomain.sendingDomain()) !== null;
    }
    /** The address platform mail is sent from. */
    get fromAddress() {
        return `${PLATFORM_SENDER_LOCAL_PART}@${this.platformDomain.name}`;
    }
    /** Queues the mail; resolves once it is stored durably (the queue delivers and retries it). */
    async send(mail) {
        const domain = await this.platformDomain.sendingDomain();
        if (!domain)
            throw new PlatformSenderUnavailableError(this.platformDomain.name);
        const composed = await new MailComposer({ from: this.fromAddress, to: mail.to, subject: mail.subject, text: mail.text }).compile().build();
        const id = new Types.ObjectId();
        const { raw, messageId } = prepareForSigning(composed, readHeaderSection(composed), {
            // Written here, on this host: the field says so, as a local MTA's pickup does.
            received: receivedHeader({ clientName: 'localhost', clientAddress: '127.0.0.1', protocol: 'local' }, { hostname: this.config.sending.smtpHostname, id: id.toString(), date: new Date() }),
            messageIdDomain: domain.domain,
        });
        const recipients = [mail.to];
        const prepared = await this.recipientCopies.prepare(id, raw, [domain.signingKey], domain, recipients);
        return this.queue.enqueue({
            id,
            userId: PLATFORM_OWNER_ID,
            smtpAccountId: null,
            domain: domain.domain,
            routing: { sendPlan: 'provider', relayId: null, agentOwnerUserId: null, allowedIps: [] },
            source: 'platform',
            envelopeFrom: this.fromAddress,
            recipients,
            recipientCopies: prepared.copies,
            messageId,
            raw: prepared.raw,
        });
    }
};
PlatformSender = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, PlatformDomainService,
        RecipientCopiesService,
        DeliveryQueueService])
], PlatformSender);
export { PlatformSender };
//# sourceMappingURL=platform-sender.service.js.map