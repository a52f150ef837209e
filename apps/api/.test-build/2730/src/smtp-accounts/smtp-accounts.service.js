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
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { generatePassword, hashPassword, verifyPassword } from '../common/credentials.js';
import { ListHeads } from '../common/list-heads.js';
import { readOpenEndedPage, toOpenEndedListResponse } from '../common/open-ended-page.js';
import { literalSearchPattern, toPageWindow } from '../common/page-query.dto.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { UniqueFieldLookup } from '../common/unique-field-lookup.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { OwnerRegistry } from '../owner-registry/owner-registry.js';
import { toSmtpAccountResponse } from './smtp-account-response.js';
import { SmtpAccountRecord } from './smtp-account.schema.js';
/** Accounts sending within the same few seconds; a few hundred bytes each. */
const ACCOUNTS_CACHED_MAX = 10_000;
let SmtpAccountsService = class SmtpAccountsService {
    accounts;
    connection;
    config;
    listHeads;
    owners;
    /** Checked when no account has the address, so a miss takes as long as a wrong password. */
    absentAccountHash;
    /**
     * Accounts as SMTP submission reads them, by id: at AUTH and at every command after it, so
     * a sender's commands share one database read every few seconds. Every write below drops
     * the account's entry.
     */
    accountsForSending = new TtlCache({
        ttlMs: SHARED_RECORD_TTL_MS,
        maxEntries: ACCOUNTS_CACHED_MAX,
    });
    accountsByEmail;
    constructor(accounts, connection, config, listHeads, owners) {
        this.accounts = accounts;
        this.connection = connection;
        this.config = config;
        this.listHeads = listHeads;
        this.owners = owners;
        this.accountsByEmail = new UniqueFieldLookup({
            findById: (id) => this.storedAccountForSending(id),
            findByField: (email) => this.accounts.findOne({ email }).lean().exec(),
            fieldOf: (account) => account.email,
        });
    }
    /** Newest first; a search matches a part of the e-mail or domain, bounded in time. */
    async list(query) {
        const filter = {};
        if (query.user_id)
            filter.user_id = new Types.ObjectId(query.user_id);
        const searchText = (query.search ?? '').trim();
        if (searchText) {
            const pattern = literalSearchPattern(searchText);
            filter.$or = [{ email: pattern }, { domain: pattern }];
        }
        const window = toPageWindow(query);
        const page = await readOpenEndedPage(this.accounts, filter, { createdAt: -1, _id: -1 }, window, {
            ...(searchText && { containsSearchMaxTimeMs: this.config.containsSearchMaxTimeMs }),
            listHeads: this.listHeads,
        });
        return toOpenEndedListResponse(page, page.documents.map(toSmtpAccountResponse), window);
    }
    async get(id) {
        return toSmtpAccountResponse(await this.findOrFail(id));
    }
    async create(input) {
        await this.checkAccountFitsDomain(input.email, input.domain, input.user_id);
        // A race past this check ends at the unique index, which the global filter answers with 409.
        if (await this.accounts.exists({ email: input.email })) {
            throw new ConflictException(`An SMTP account with e-mail ${input.email} already exists`);
        }
        const password = generatePassword();
        // In the owner's registry before it exists: a crash in between leaves an id readers pass over, never an account missing from it.
        const _id = new Types.ObjectId();
        await this.owners.addSmtpAccounts(input.user_id, [_id]);
        const created = await this.accounts.create({
            ...input,
            _id,
            user_id: new Types.ObjectId(input.user_id),
            password_hash: await hashPassword(password),
        });
        await this.listHeads.noteCreated(this.accounts, created._id);
        return { ...toSmtpAccountResponse(created), smtp_password: password };
    }
    async update(id, changes) {
        const account = await this.findOrFail(id);
        if (changes.domain !== undefined || changes.user_id !== undefined) {
            await this.checkAccountFitsDomain(account.email, changes.domain ?? account.domain, changes.user_id ?? account.user_id.toString());
        }
        const { user_id: userId, ...rest } = changes;
        if (userId !== undefined && userId !== account.user_id.toString())
            await this.owners.addSmtpAccounts(userId, [account._id]);
        account.set({ ...rest, ...(userId !== undefined && { user_id: new Types.ObjectId(userId) }) });
        await account.save();
        this.forgetForSending(account);
        return toSmtpAccountResponse(account);
    }
    async remove(id) {
        const deleted = await this.accounts.findByIdAndDelete(id).exec();
        if (!deleted)
            throw this.notFound(id);
        this.forgetForSending(deleted);
        await this.listHeads.noteDeleted(this.accounts, deleted._id);
    }
    /** Deletes every SMTP account of a user whose account is being deleted; answers how many. */
    async removeAllOf(userId) {
        const owned = await this.accounts.find({ user_id: userId }, { _id: 1 }).lean().exec();
        for (const account of owned) {
            await this.accounts.deleteOne({ _id: account._id }).exec();
            this.forgetForSending(account);
            await this.listHeads.noteDeleted(this.accounts, account._id);
        }
        return owned.length;
    }
    async resetPassword(id) {
        const password = generatePassword();
        const updated = await this.accounts.findByIdAndUpdate(id, { $set: { password_hash: await hashPassword(password) } }).exec();
        if (!updated)
            throw this.notFound(id);
        this.forgetForSending(updated);
        return { smtp_password: password };
    }
    /**
     * The account these SMTP AUTH credentials belong to, or null. Only the credentials are checked:
     * whether the account, its user and its domain may send is for the caller to decide and answer.
     */
    async authenticate(email, password) {
        // Values from a client may be anything; only strings may reach the query and the hash.
        if (typeof email !== 'string' || typeof password !== 'string')
            return null;
        const account = await this.accountsByEmail.find(email.trim().toLowerCase());
        if (!account) {
            this.absentAccountHash ??= hashPassword(generatePassword());
            await verifyPassword(await this.absentAccountHash, password);
            return null;
        }
        return (await verifyPassword(account.password_hash, password)) ? this.accounts.hydrate(account) : null;
    }
    /** The id of the user owning the SMTP account named in AUTH, or null (told when its sign-in is locked). */
    async ownerIdOf(email) {
        const account = await this.accountsByEmail.find(email.trim().toLowerCase());
        return account?.user_id ?? null;
    }
    /**
     * The account with this id as SMTP submission checks it at each step, or null. Changes through
     * this service show at once; changes by another API process within SHARED_RECORD_TTL_MS.
     */
    async findForSending(id) {
        if (!Types.ObjectId.isValid(id))
            return null;
        const account = await this.storedAccountForSending(new Types.ObjectId(id));
        return account && this.accounts.hydrate(account);
    }
    /** The account's user must exist and own the domain, and the address must be at that domain. */
    async checkAccountFitsDomain(email, domain, userId) {
        const owner = new Types.ObjectId(userId);
        const [userExists, ownedDomain] = await Promise.all([
            this.connection.collection('users').countDocuments({ _id: owner }, { limit: 1 }),
            this.connection.collection('domains').countDocuments({ domain, user_id: owner }, { limit: 1 }),
        ]);
        if (!userExists)
            throw new BadRequestException([`user_id ${userId} is not an existing user`]);
        if (!ownedDomain)
            throw new BadRequestException([`domain ${domain} is not a domain of user ${userId}`]);
        if (email.slice(email.lastIndexOf('@') + 1) !== domain) {
            throw new BadRequestException([`email must be an address at domain ${domain}`]);
        }
    }
    /** Plain records are kept, and each caller gets its own document made from one, free to change. */
    storedAccountForSending(id) {
        return this.accountsForSending.getOrLoad(id.toString(), () => this.accounts.findById(id).lean().exec());
    }
    /** After every write: the next read for sending sees the change. */
    forgetForSending(account) {
        this.accountsForSending.invalidate(account._id.toString());
    }
    async findOrFail(id) {
        const account = await this.accounts.findById(id).exec();
        if (!account)
            throw this.notFound(id);
        return account;
    }
    notFound(id) {
        return new NotFoundException(`SMTP account ${id} not found`);
    }
};
SmtpAccountsService = __decorate([
    Injectable(),
    __param(0, InjectModel(SmtpAccountRecord.name)),
    __param(1, InjectConnection()),
    __param(2, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Function, Object, ListHeads,
        OwnerRegistry])
], SmtpAccountsService);
export { SmtpAccountsService };
//# sourceMappingURL=smtp-accounts.service.js.map