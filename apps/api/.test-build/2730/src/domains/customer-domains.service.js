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
import { InjectModel } from '@nestjs/mongoose';
import { countMatching } from '../common/collection-count.js';
import { literalSearchPattern, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { limitedDomainId, notFound, ownedBy } from '../customer-access/customer-scope.js';
import { findOwned } from '../customer-access/owned-record.js';
import { UserPlansService } from '../user-plans/user-plans.service.js';
import { DomainNameClaims } from './domain-name-claims.service.js';
import { DomainRecord } from './domain.schema.js';
import { DomainsService } from './domains.service.js';
/**
 * A customer's own sending domains. Creating, verifying and deleting go through DomainsService,
 * the admin's rules (domain_limit, plans) included; every read starts from the caller's scope.
 */
let CustomerDomainsService = class CustomerDomainsService {
    domains;
    domainsService;
    userPlans;
    nameClaims;
    config;
    constructor(domains, domainsService, userPlans, nameClaims, config) {
        this.domains = domains;
        this.domainsService = domainsService;
        this.userPlans = userPlans;
        this.nameClaims = nameClaims;
        this.config = config;
    }
    async list(scope, query) {
        const filter = { ...ownedBy(scope) };
        const onlyDomain = limitedDomainId(scope);
        if (onlyDomain)
            filter._id = onlyDomain;
        if (query.search?.trim())
            filter.domain = literalSearchPattern(query.search.trim());
        const window = toPageWindow(query);
        const [documents, total] = await Promise.all([
            this.domains.find(filter).sort({ createdAt: -1, _id: -1 }).skip(window.skip).limit(window.limit).exec(),
            countMatching(this.domains, filter),
        ]);
        return toListResponse(documents.map((domain) => this.toCustomerDomain(domain)), total, window);
    }
    async get(scope, id) {
        return this.detail(await this.findOrFail(scope, id));
    }
    /**
     * On the account's newest active plan of the normal category (shared provider IPs): agent
     * and bulletproof plans need IPs or a relay that only an admin can assign. Without one the
     * domain has no send plan until an admin gives it one. A name under another account's verified
     * domain is refused (DomainNameClaims).
     */
    async create(scope, input) {
        await this.nameClaims.clearForCustomer(scope.userId, input.domain);
        const plan = (await this.userPlans.activePlansOf(scope.userId)).find((candidate) => candidate.plan_category === 'normal') ?? null;
        const created = await this.domainsService.create({ domain: input.domain, user_id: scope.userId.toString(), user_plan_id: plan?._id.toString() ?? null });
        return this.get(scope, created._id);
    }
    async verify(scope, id) {
        return this.detail(await this.domainsService.checkDnsRecords(await this.findOrFail(scope, id)));
    }
    async update(scope, id, changes) {
        const domain = await this.findOrFail(scope, id);
        return this.detail(await this.domainsService.updateSettings(domain, changes));
    }
    async remove(scope, id) {
        const domain = await this.findOrFail(scope, id);
        await this.domainsService.remove(domain._id.toString());
    }
    /** A domain of the caller's that may send now, for the test message; 404 like any other that is not theirs. */
    async ownDomain(scope, id) {
        return this.findOrFail(scope, id);
    }
    async detail(domain) {
        return { domain: this.toCustomerDomain(domain), dns_records: await this.domainsService.recordsWithStatus(domain) };
    }
    async findOrFail(scope, id) {
        const onlyDomain = limitedDomainId(scope);
        const domain = await findOwned(this.domains, scope, id, (record) => !onlyDomain || onlyDomain.equals(record._id));
        if (!domain)
            throw notFound('Domain', id);
        return domain;
    }
    toCustomerDomain(domain) {
        return {
            _id: domain._id.toString(),
            domain: domain.domain,
            status: domain.status,
            send_plan: domain.send_plan,
            spf_verified: domain.spf_verified,
            dkim_verified: domain.dkim_verified,
            dmarc_verified: domain.dmarc_verified,
            can_send: domain.status === 'active' && domain.send_plan !== '' && (!this.config.sending.requireVerifiedDkim || domain.dkim_verified),
            track_opens: domain.track_opens ?? false,
            track_clicks: domain.track_clicks ?? false,
            last_checked_at: domain.verified_at?.toISOString() ?? null,
            verified_at: domain.verified_at?.toISOString() ?? null,
            unsubscribe_headers: domain.unsubscribe_headers ?? false,
            return_path_verified: domain.return_path_verified ?? false,
            tracking_host_verified: domain.tracking_host_verified ?? false,
            createdAt: domain.createdAt.toISOString(),
        };
    }
};
CustomerDomainsService = __decorate([
    Injectable(),
    __param(0, InjectModel(DomainRecord.name)),
    __param(4, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, DomainsService,
        UserPlansService,
        DomainNameClaims, Object])
], CustomerDomainsService);
export { CustomerDomainsService };
//# sourceMappingURL=customer-domains.service.js.map