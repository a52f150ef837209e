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
import { outsideSandboxMessage } from '@platform/contracts';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DomainsService } from '../domains/domains.service.js';
import { ProductionAccessSettingsService } from '../production-access/production-access-settings.service.js';
import { DailyCountersService } from '../queue/daily-counters.service.js';
import { isSimulatorAddress } from '../simulator/simulator-addresses.js';
import { hasProductionAccess } from '../users/user.schema.js';
import { domainOfAddress } from './message-headers.js';
import { SubmissionRefused } from './submission-refused.js';
/** Accounts whose pace is tracked before the oldest seconds are forgotten. */
const PACED_ACCOUNTS_KEPT = 10_000;
/**
 * What an account without production access may send (production-access/): only to its own
 * address, its domains' postmaster@ and the mailbox simulator, at most the daily limit a UTC day
 * (all its mail counts) and the per-second limit. Recipients are refused with 550 5.7.1 / 403 at
 * RCPT TO; the limits with 452 4.2.2 / 429, to be tried again. The per-second pace is counted in
 * this process (a sandboxed account sending through several API processes at once gets each
 * one's allowance: a small, bounded excess, not worth a shared write per message).
 */
let ProductionAccessRules = class ProductionAccessRules {
    config;
    settings;
    counters;
    domains;
    /** Per sandboxed account: the second (epoch seconds) of its latest accepted messages and how many. */
    pace = new Map();
    constructor(config, settings, counters, domains) {
        this.config = config;
        this.settings = settings;
        this.counters = counters;
        this.domains = domains;
    }
    /** Refuses a sandboxed account's message beyond its daily or per-second limit. */
    async checkLimits(user) {
        if (hasProductionAccess(user))
            return;
        const { daily_limit: dailyLimit, per_second: perSecond } = await this.settings.get();
        const paced = this.pace.get(user._id.toHexString());
        if (paced && paced.second === currentSecond() && paced.count >= perSecond) {
            throw SubmissionRefused.quotaExceeded(`Your account has no production access yet: it sends at most ${perSecond} ${perSecond === 1 ? 'message' : 'messages'} a second; try again in a second`);
        }
        if ((await this.counters.acceptedTodayByUser(user._id)) >= dailyLimit) {
            throw SubmissionRefused.quotaExceeded(`Your account has no production access yet: it sends at most ${dailyLimit} messages a day: request production access in the customer area`);
        }
    }
    /** Refuses the first recipient outside a sandboxed account's sandbox. */
    async checkRecipients(user, recipients) {
        if (hasProductionAccess(user))
            return;
        for (const recipient of recipients) {
            if (!(await this.isInSandbox(user, recipient)))
                throw SubmissionRefused.forbidden(outsideSandboxMessage(recipient));
        }
    }
    /** Counts an accepted message against the account's per-second limit. */
    noteAccepted(user) {
        if (hasProductionAccess(user))
            return;
        const key = user._id.toHexString();
        const second = currentSecond();
        const paced = this.pace.get(key);
        if (paced?.second === second)
            paced.count += 1;
        else
            this.pace.set(key, { second, count: 1 });
        if (this.pace.size > PACED_ACCOUNTS_KEPT)
            this.forgetPastSeconds(second);
    }
    async isInSandbox(user, recipient) {
        const address = recipient.trim().toLowerCase();
        if (address === user.email.toLowerCase() || isSimulatorAddress(address, this.config.platformMail.simulatorDomain))
            return true;
        const domainName = domainOfAddress(address);
        if (!domainName || address !== `postmaster@${domainName}`)
            return false;
        const domain = await this.domains.sendingDomain(domainName);
        return domain !== null && domain.user_id.equals(user._id);
    }
    forgetPastSeconds(second) {
        for (const [key, paced] of this.pace)
            if (paced.second !== second)
                this.pace.delete(key);
    }
};
ProductionAccessRules = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, ProductionAccessSettingsService,
        DailyCountersService,
        DomainsService])
], ProductionAccessRules);
export { ProductionAccessRules };
function currentSecond() {
    return Math.floor(Date.now() / 1000);
}
//# sourceMappingURL=production-access-rules.service.js.map