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
import { APP_CONFIG } from '../config/app-config.token.js';
import { PlatformDomainService } from '../domains/platform-domain.service.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { isSimulatorAddress } from '../simulator/simulator-addresses.js';
import { SubmissionRefused } from './submission-refused.js';
/** An account's sandbox address: its id at the platform's domain, which no customer can hold. */
export function sandboxAddressOf(userId, platformDomain) {
    return `${userId.toString()}@${platformDomain}`;
}
/**
 * The sandbox: every account may send at once, before any DNS work, from its own sandbox
 * address at the platform's domain, signed with the platform's key; only to its own confirmed
 * address and to the mailbox simulator, and at most SANDBOX_DAILY_LIMIT messages a day (the
 * account's other mail that day counts too; simulator mail never does). Refusals are 403 /
 * 550 5.7.1 naming the rule.
 */
let SandboxRules = class SandboxRules {
    config;
    platformDomain;
    counters;
    constructor(config, platformDomain, counters) {
        this.config = config;
        this.platformDomain = platformDomain;
        this.counters = counters;
    }
    addressOf(user) {
        return sandboxAddressOf(user._id, this.platformDomain.name);
    }
    /** Whether mail from this domain is sandbox mail (the envelope's or an author's domain). */
    isSandboxDomain(domainName) {
        return this.platformDomain.isPlatformDomain(domainName);
    }
    /** The platform's domain, when the sender may send from this sandbox address now. */
    async sendingDomain(sender, envelopeFrom) {
        const own = this.addressOf(sender.user);
        if (sender.restrictedToDomain) {
            throw SubmissionRefused.forbidden(`Sandbox address ${envelopeFrom} is not allowed: these credentials may send only from ${sender.restrictedToDomain}`);
        }
        if (envelopeFrom.trim().toLowerCase() !== own) {
            throw SubmissionRefused.forbidden(`Sender address ${envelopeFrom} is not yours: your sandbox address is ${own}`);
        }
        const domain = await this.platformDomain.sendingDomain();
        if (!domain)
            throw SubmissionRefused.forbidden(`The sandbox is not available: the platform's domain ${this.platformDomain.name} is held by an account`);
        return domain;
    }
    /**
     * Refuses a recipient outside the sandbox (anyone but the account's confirmed address and the
     * simulator), and mail beyond the daily limit unless it goes to the simulator alone.
     */
    async checkRecipients(user, recipients) {
        const simulatorDomain = this.config.platformMail.simulatorDomain;
        const ownAddress = user.email.toLowerCase();
        const outside = recipients.find((recipient) => recipient.trim().toLowerCase() !== ownAddress && !isSimulatorAddress(recipient, simulatorDomain));
        if (outside !== undefined) {
            throw SubmissionRefused.forbidden(`Recipient ${outside} is outside the sandbox: a sandbox address sends only to your own address (${user.email}) ` +
                `and to the mailbox simulator (@${simulatorDomain})`);
        }
        const limit = this.config.platformMail.sandboxDailyLimit;
        if (limit === 0 || recipients.every((recipient) => isSimulatorAddress(recipient, simulatorDomain)))
            return;
        if ((await this.counters.acceptedTodayByUser(user._id)) >= limit) {
            throw SubmissionRefused.forbidden(`Sandbox daily limit of ${limit} messages reached: add and verify a domain of your own to send more (mail to the mailbox simulator is not counted)`);
        }
    }
    /** An author at the platform's domain aligns only when it is this account's own sandbox address (author-alignment.ts). */
    async authorDomain(sender, author) {
        const own = this.addressOf(sender.user);
        if (sender.restrictedToDomain) {
            throw SubmissionRefused.forbidden(`${author.header} address ${author.address} is not allowed: these credentials may send only from ${sender.restrictedToDomain}`);
        }
        if (author.address.trim().toLowerCase() !== own) {
            throw SubmissionRefused.forbidden(`${author.header} address ${author.address} is not yours: your sandbox address is ${own}`);
        }
        const domain = await this.platformDomain.sendingDomain();
        if (!domain)
            throw SubmissionRefused.forbidden(`${author.header} domain ${author.domain} is not one of your domains`);
        return domain;
    }
};
SandboxRules = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, PlatformDomainService,
        DailyCountersService])
], SandboxRules);
export { SandboxRules };
//# sourceMappingURL=sandbox-rules.service.js.map