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
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ListHeads } from '../common/list-heads.js';
import { readOpenEndedPage, toOpenEndedListResponse } from '../common/open-ended-page.js';
import { startsWithPattern, toPageWindow } from '../common/page-query.dto.js';
import { SecretBox } from '../common/secret-box.js';
import { generateApiKey, generatePassword, hashToken, hashPassword, verifyPassword } from '../common/credentials.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { UniqueFieldLookup } from '../common/unique-field-lookup.js';
import { OwnerRegistry } from '../owner-registry/owner-registry.js';
import { toUserResponse } from './user-response.js';
import { UserRecord } from './user.schema.js';
import { UserSessionsService } from './user-sessions.service.js';
import { UserStatsService } from './user-stats.service.js';
/** Users sending within the same few seconds; about a kilobyte each. */
const USERS_CACHED_MAX = 10_000;
let UsersService = class UsersService {
    users;
    secretBox;
    userStats;
    userSessions;
    listHeads;
    owners;
    /**
     * Users as the sending path reads them, by id: every HTTP submission and every SMTP command
     * needs its user, so a sender's messages share one database read every few seconds.
     * Every write below drops the user's entry.
     */
    usersForSending = new TtlCache({
        ttlMs: SHARED_RECORD_TTL_MS,
        maxEntries: USERS_CACHED_MAX,
    });
    apiKeyOwners;
    constructor(users, secretBox, userStats, userSessions, listHeads, owners) {
        this.users = users;
        this.secretBox = secretBox;
        this.userStats = userStats;
        this.userSessions = userSessions;
        this.listHeads = listHeads;
        this.owners = owners;
        this.apiKeyOwners = new UniqueFieldLookup({
            findById: (id) => this.storedUserForSending(id),
            findByField: (apiKeyHash) => this.users.findOne({ api_key_hash: apiKeyHash }).lean().exec(),
            fieldOf: (user) => user.api_key_hash,
        });
    }
    /** Hash that unknown e-mails are checked against at login; made on first use. */
    decoyPasswordHash;
    /** Newest first; a search lists the users whose e-mail (stored in lower case) starts with it, by e-mail. */
    async list(query) {
        const filter = {};
        if (query.role)
            filter.role = query.role;
        if (query.approval)
            filter.approval = query.approval === 'pending' ? 'pending' : { $ne: 'pending' };
        const searchText = (query.q ?? query.search ?? '').trim();
        if (searchText)
            filter.email = startsWithPattern(searchText);
        const sort = searchText ? { email: 1 } : { createdAt: -1, _id: -1 };
        const window = toPageWindow(query);
        const page = await readOpenEndedPage(this.users, filter, sort, window, { listHeads: this.listHeads });
        return toOpenEndedListResponse(page, page.documents.map(toUserResponse), window);
    }
    async get(id) {
        // A plain record: a detail read many times a second is spared building a document it does not change.
        // The figures are read beside the user, not after it: an unknown id wastes a few reads by _id,
        // and every detail waits one round trip less.
        const [user, stats] = await Promise.all([this.users.findById(id).lean().exec(), this.userStats.statsFor(id)]);
        if (!user)
            throw this.notFound(id);
        return { user: toUserResponse(user), stats };
    }
    /** `accountFields`: what self sign-up stores with the user at once (unconfirmed, pending). */
    async create(input, accountFields = {}) {
        const email = input.email.trim().toLowerCase();
        if (await this.users.exists({ email })) {
            throw new ConflictException(`A user with e-mail ${email} already exists`);
        }
        const { password, ...profile } = input;
        const apiKey = generateApiKey();
        try {
            const created = await this.users.create({
                ...profile,
                email,
                password_hash: await hashPassword(password),
                ...this.apiKeyFields(apiKey),
                ...accountFields,
            });
            await this.listHeads.noteCreated(this.users, created._id);
            return toUserResponse(created);
        }
        catch (error) {
            // Two creates racing past the check above: the unique index decides.
            if (error.code === 11000) {
                throw new ConflictException(`A user with e-mail ${email} already exists`);
            }
            throw error;
        }
    }
    async update(id, changes) {
        const updated = await this.users.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true }).exec();
        if (!updated)
            throw this.notFound(id);
        this.forgetForSending(updated);
        if (changes.status === 'inactive')
            await this.userSessions.endSessionsOf(id);
        return toUserResponse(updated);
    }
    /** Changes that the customer side makes (sign-up state, approval, own profile); null for an unknown user. */
    async setAccountFields(id, fields) {
        const updated = await this.users.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after', runValidators: true }).exec();
        if (updated)
            this.forgetForSending(updated);
        return updated;
    }
    /** The user record's own removal, the last step of a deletion (UserDeletionService); false when it was gone already. */
    async remove(id) {
        const deleted = await this.users.findByIdAndDelete(id).exec();
        await this.userSessions.endSessionsOf(id);
        // Its domains and SMTP accounts went in earlier steps of the deletion.
        await this.owners.forget(id);
        if (!deleted)
            return false;
        this.forgetForSending(deleted);
        await this.listHeads.noteDeleted(this.users, deleted._id);
        return true;
    }
    async toggleStatus(id) {
        const user = await this.findOrFail(id);
        user.status = user.status === 'active' ? 'inactive' : 'active';
        await user.save();
        this.forgetForSending(user);
        if (user.status === 'inactive')
            await this.userSessions.endSessionsOf(id);
        return { status: user.status };
    }
    async resetApiKey(id) {
        const apiKey = generateApiKey();
        const updated = await this.users.findByIdAndUpdate(id, { $set: this.apiKeyFields(apiKey) }).exec();
        if (!updated)
            throw this.notFound(id);
        this.forgetForSending(updated);
        return { api_key: apiKey };
    }
    /** An admin gives the user a new password; whoever knew the old one loses the user's sessions. */
    async resetPassword(id) {
        const password = generatePassword();
        if (!(await this.setPassword(id, password)))
            throw this.notFound(id);
        return { password };
    }
    findById(id) {
        return this.users.findById(id).exec();
    }
    /** The user an API key belongs to (looked up by the key's hash), or null; read as findForSending reads it. */
    async findByApiKey(apiKey) {
        const user = await this.apiKeyOwners.find(hashToken(apiKey));
        return user && this.users.hydrate(user);
    }
    /**
     * The user with this id as the sending path checks it, or null. Changes through this service
     * show at once; changes by another API process within SHARED_RECORD_TTL_MS.
     */
    async findForSending(id) {
        const user = await this.storedUserForSending(id);
        return user && this.users.hydrate(user);
    }
    findByEmail(email) {
        return this.users.findOne({ email: email.trim().toLowerCase() }).exec();
    }
    /**
     * The active user with this e-mail and password, or null. An unknown e-mail still costs one
     * password check, so the answer time does not tell which addresses have an account.
     */
    async verifyCredentials(email, password) {
        const user = await this.findByEmail(email);
        this.decoyPasswordHash ??= hashPassword(generatePassword());
        const matches = await verifyPassword(user?.password_hash ?? (await this.decoyPasswordHash), password);
        return user && matches && user.status === 'active' ? user : null;
    }
    /** The user's API key, opened from its sealed copy (login and signup hand it back). */
    apiKeyOf(user) {
        return this.secretBox.open(user.api_key_sealed);
    }
    /**
     * Every password change comes here: it ends the user's sessions, since whoever knew the old
     * password may hold one. False when the user no longer exists.
     */
    async setPassword(id, password) {
        const updated = await this.users.findByIdAndUpdate(id, { $set: { password_hash: await hashPassword(password) } }).exec();
        if (!updated)
            return false;
        this.forgetForSending(updated);
        await this.userSessions.endSessionsOf(id);
        return true;
    }
    async recordLogin(user) {
        user.last_login = new Date();
        const saved = await user.save();
        this.forgetForSending(user);
        return saved;
    }
    /** Plain records are kept, and each caller gets its own document made from one, free to change. */
    storedUserForSending(id) {
        return this.usersForSending.getOrLoad(id.toString(), () => this.users.findById(id).lean().exec());
    }
    /** After every write: the next read for sending sees the change. */
    forgetForSending(user) {
        this.usersForSending.invalidate(user._id.toString());
    }
    apiKeyFields(apiKey) {
        return { api_key_hash: hashToken(apiKey), api_key_sealed: this.secretBox.seal(apiKey) };
    }
    async findOrFail(id) {
        const user = await this.users.findById(id).exec();
        if (!user)
            throw this.notFound(id);
        return user;
    }
    notFound(id) {
        return new NotFoundException(`User ${id} not found`);
    }
};
UsersService = __decorate([
    Injectable(),
    __param(0, InjectModel(UserRecord.name)),
    __metadata("design:paramtypes", [Function, SecretBox,
        UserStatsService,
        UserSessionsService,
        ListHeads,
        OwnerRegistry])
], UsersService);
export { UsersService };
//# sourceMappingURL=users.service.js.map