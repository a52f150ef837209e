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
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectModel } from '@nestjs/mongoose';
import { countMatching } from '../common/collection-count.js';
import { literalSearchPattern, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { limitedDomainName, notFound, ownedBy } from '../customer-access/customer-scope.js';
import { findOwned } from '../customer-access/owned-record.js';
import { SmtpAccountRecord } from './smtp-account.schema.js';
import { SmtpAccountsService } from './smtp-accounts.service.js';
import { SmtpSubmissionServer } from '../submission/smtp/smtp-submission.server.js';
/**
 * A customer's SMTP credentials: SMTP accounts of their own domains, made and changed through
 * SmtpAccountsService (so admins see them as before); every read starts from the caller's scope.
 */
let CustomerSmtpCredentialsService = class CustomerSmtpCredentialsService {
    accounts;
    smtpAccounts;
    moduleRef;
    config;
    constructor(accounts, smtpAccounts, moduleRef, config) {
        this.accounts = accounts;
        this.smtpAccounts = smtpAccounts;
        this.moduleRef = moduleRef;
        this.config = config;
    }
    async list(scope, query) {
        const filter = { ...ownedBy(scope) };
        const onlyDomain = limitedDomainName(scope);
        if (onlyDomain !== null)
            filter.domain = onlyDomain;
        const searchText = query.search?.trim();
        if (searchText)
            filter.$or = [{ email: literalSearchPattern(searchText) }, { domain: literalSearchPattern(searchText) }];
        const window = toPageWindow(query);
        const [documents, total] = await Promise.all([
            this.accounts.find(filter).sort({ createdAt: -1, _id: -1 }).skip(window.skip).limit(window.limit).exec(),
            countMatching(this.accounts, filter),
        ]);
        return { ...toListResponse(documents.map(toCredential), total, window), connection: await this.connection() };
    }
    async create(scope, input) {
        const domain = input.email.slice(input.email.lastIndexOf('@') + 1);
        const onlyDomain = limitedDomainName(scope);
        if (onlyDomain !== null && domain !== onlyDomain)
            throw new BadRequestException([`email must be an address at ${onlyDomain}`]);
        const owned = await this.accounts.db.collection('domains').countDocuments({ domain, user_id: scope.userId }, { limit: 1 });
        if (!owned)
            throw new BadRequestException([`email must be an address at one of your domains (${domain} is not)`]);
        const { smtp_password: password, ...account } = await this.smtpAccounts.create({
            email: input.email,
            domain,
            user_id: scope.userId.toString(),
            quota: input.quota ?? 0,
        });
        return { credential: withoutOwner(account), smtp_password: password, connection: await this.connection() };
    }
    async update(scope, id, changes) {
        const account = await this.findOrFail(scope, id);
        return withoutOwner(await this.smtpAccounts.update(account._id.toString(), changes));
    }
    /** A new password; the old one stops working at once. */
    async rotate(scope, id) {
        const account = await this.findOrFail(scope, id);
        const { smtp_password: password } = await this.smtpAccounts.resetPassword(account._id.toString());
        const rotated = await this.findOrFail(scope, id);
        return { credential: toCredential(rotated), smtp_password: password, connection: await this.connection() };
    }
    async remove(scope, id) {
        const account = await this.findOrFail(scope, id);
        await this.smtpAccounts.remove(account._id.toString());
    }
    /** Whether the account has made any credential (for the first-run checklist). */
    async hasAny(scope) {
        return (await this.accounts.exists(ownedBy(scope))) !== null;
    }
    /** What a mail client needs: the submission host and port, STARTTLS, AUTH PLAIN or LOGIN. */
    async connection() {
        const { smtpHostname, smtpSubmissionPort } = this.config.sending;
        // The listener belongs to the submission module, which depends on this one: looked up, not
        // injected. It knows the port it bound when SMTP_SUBMISSION_PORT=0 let the system pick one.
        const listener = this.moduleRef.get(SmtpSubmissionServer, { strict: false });
        return { host: smtpHostname, port: listener.port ?? smtpSubmissionPort, security: 'starttls', auth_methods: ['PLAIN', 'LOGIN'] };
    }
    async findOrFail(scope, id) {
        const onlyDomain = limitedDomainName(scope);
        const account = await findOwned(this.accounts, scope, id, (record) => onlyDomain === null || record.domain === onlyDomain);
        if (!account)
            throw notFound('SMTP credential', id);
        return account;
    }
};
CustomerSmtpCredentialsService = __decorate([
    Injectable(),
    __param(0, InjectModel(SmtpAccountRecord.name)),
    __param(3, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, SmtpAccountsService,
        ModuleRef, Object])
], CustomerSmtpCredentialsService);
export { CustomerSmtpCredentialsService };
function toCredential(account) {
    return {
        _id: account._id.toString(),
        email: account.email,
        domain: account.domain,
        quota: account.quota,
        status: account.status,
        createdAt: account.createdAt.toISOString(),
        updatedAt: account.updatedAt.toISOString(),
    };
}
function withoutOwner({ user_id: _owner, ...credential }) {
    return credential;
}
//# sourceMappingURL=customer-smtp-credentials.service.js.map