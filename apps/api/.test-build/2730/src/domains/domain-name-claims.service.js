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
import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { alignmentCandidates } from '../submission/author-alignment.js';
import { DomainRecord } from './domain.schema.js';
import { DomainsService } from './domains.service.js';
/**
 * Who may register a name under another domain (issue 26; README, "Domains"). A customer adds
 * a domain without proving control of its DNS until Verify, so a name under a parent domain that
 * another account verified would take mail from that parent's owner: it is refused, and only the
 * parent's owner (or an admin) can add it. A name another account holds without ever having
 * verified it does not stand in the way of the verified parent's owner either: theirs is dropped.
 */
let DomainNameClaims = class DomainNameClaims {
    domains;
    domainsService;
    constructor(domains, domainsService) {
        this.domains = domains;
        this.domainsService = domainsService;
    }
    /** Before a customer registers `name`: refuses it under another account's verified domain; frees it from another account's unverified registration when the caller owns that parent. */
    async clearForCustomer(userId, name) {
        const parent = await this.nearestVerifiedParent(name);
        if (!parent)
            return;
        if (!parent.user_id.equals(userId)) {
            throw new ForbiddenException(`Domain ${name} is under ${parent.domain}, which another account has verified: only that account can add it`);
        }
        const held = await this.domains.findOne({ domain: name }, { user_id: 1, dkim_verified: 1 }).lean().exec();
        if (held && !held.user_id.equals(userId) && !held.dkim_verified)
            await this.domainsService.remove(held._id.toString());
    }
    /** The nearest parent of the name (not the name itself) that verified DKIM; read fresh, not from the sending cache. */
    async nearestVerifiedParent(name) {
        const parents = alignmentCandidates(name).slice(1);
        if (parents.length === 0)
            return null;
        // The unique index on domain serves the $in.
        const verified = await this.domains.find({ domain: { $in: parents }, dkim_verified: true }, { domain: 1, user_id: 1 }).lean().exec();
        return parents.map((parent) => verified.find((domain) => domain.domain === parent)).find((domain) => domain !== undefined) ?? null;
    }
};
DomainNameClaims = __decorate([
    Injectable(),
    __param(0, InjectModel(DomainRecord.name)),
    __metadata("design:paramtypes", [Function, DomainsService])
], DomainNameClaims);
export { DomainNameClaims };
//# sourceMappingURL=domain-name-claims.service.js.map