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
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';
import { countMatching } from '../common/collection-count.js';
import { generateApiKey, hashToken } from '../common/credentials.js';
import { toListResponse } from '../common/page-query.dto.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { notFound, ownedBy } from '../customer-access/customer-scope.js';
import { findOwned } from '../customer-access/owned-record.js';
import { ApiKeyRecord } from './api-key.schema.js';
/** `key_<24 hex: the record's _id>.<secret>`; an account's primary key has no dot. */
const NAMED_KEY = /^key_([0-9a-f]{24})\.[A-Za-z0-9_-]{43}$/;
const LAST_USED_RESOLUTION_MS = 60 * 1000;
const KEYS_CACHED_MAX = 10_000;
const PREFIX_LENGTH = 12;
/** The named API keys of an account: made, listed and revoked by their owner, checked on every request. */
let ApiKeysService = class ApiKeysService {
    keys;
    connection;
    /** Keys in use, by id: every HTTP send authenticates, and a sender's requests share one read every few seconds. */
    keysInUse = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: KEYS_CACHED_MAX });
    /** When this process last wrote each key's last_used_at. */
    lastUseWritten = new Map();
    constructor(keys, 
    // Domains are read by collection name: the domains module owns them.
    connection) {
        this.keys = keys;
        this.connection = connection;
    }
    async list(scope, window) {
        const filter = ownedBy(scope);
        const [documents, total] = await Promise.all([
            this.keys.find(filter).sort({ created_at: -1, _id: -1 }).skip(window.skip).limit(window.limit).exec(),
            countMatching(this.keys, filter),
        ]);
        return toListResponse(documents.map(toApiKeyResponse), total, window);
    }
    async create(scope, input) {
        const domain = input.domain_id ? await this.ownDomain(scope, input.domain_id) : null;
        const _id = new Types.ObjectId();
        const key = `key_${_id.toHexString()}.${generateApiKey().slice('key_'.length)}`;
        const created = await this.keys.create({
            _id,
            user_id: scope.userId,
            name: input.name,
            scope: input.scope ?? 'full',
            domain_id: domain?._id ?? null,
            domain: domain?.domain ?? null,
            key_hash: hashToken(key),
            key_prefix: `${key.slice(0, PREFIX_LENGTH)}…`,
        });
        return { ...toApiKeyResponse(created), key };
    }
    async revoke(scope, id) {
        const key = await findOwned(this.keys, scope, id);
        if (!key)
            throw notFound('API key', id);
        await this.keys.deleteOne({ _id: key._id }).exec();
        this.keysInUse.invalidate(id);
    }
    /** Revokes every named key of a user whose account is being deleted; answers how many. */
    async removeAllOf(userId) {
        const owned = await this.keys.find({ user_id: userId }, { _id: 1 }).lean().exec();
        for (const key of owned) {
            await this.keys.deleteOne({ _id: key._id }).exec();
            this.keysInUse.invalidate(key._id.toString());
        }
        return owned.length;
    }
    /** The named key presented, when it exists and matches; notes its use at most once a minute. */
    async authenticate(presented) {
        const id = NAMED_KEY.exec(presented)?.[1];
        if (!id)
            return null;
        const stored = await this.keysInUse.getOrLoad(id, () => this.keys.findById(id).lean().exec());
        if (!stored || !sameHash(stored.key_hash, hashToken(presented)))
            return null;
        this.noteUse(stored);
        return {
            userId: stored.user_id,
            key: { id: stored._id, scope: stored.scope, domainId: stored.domain_id, domain: stored.domain },
        };
    }
    /** Whether the account has made any key (the first-run checklist counts it as a credential). */
    async hasAny(userId) {
        return (await this.keys.exists({ user_id: userId })) !== null;
    }
    noteUse(key) {
        const now = Date.now();
        const id = key._id.toHexString();
        if (now - (this.lastUseWritten.get(id) ?? 0) < LAST_USED_RESOLUTION_MS)
            return;
        if (this.lastUseWritten.size >= KEYS_CACHED_MAX)
            this.lastUseWritten.delete(this.lastUseWritten.keys().next().value);
        this.lastUseWritten.set(id, now);
        // Not awaited: a request never waits for, or fails on, this bookkeeping.
        this.keys.updateOne({ _id: key._id }, { $set: { last_used_at: new Date(now) } }).exec().catch(() => this.lastUseWritten.delete(id));
    }
    async ownDomain(scope, domainId) {
        const domain = await this.connection.collection('domains').findOne({ _id: new Types.ObjectId(domainId) }, { projection: { domain: 1, user_id: 1 } });
        const limitedTo = scope.apiKey?.domainId;
        if (!domain || !scope.userId.equals(domain.user_id) || (limitedTo && !limitedTo.equals(domain._id))) {
            throw new BadRequestException([`domain_id must be the id of one of your domains`]);
        }
        return { _id: domain._id, domain: domain.domain };
    }
};
ApiKeysService = __decorate([
    Injectable(),
    __param(0, InjectModel(ApiKeyRecord.name)),
    __param(1, InjectConnection()),
    __metadata("design:paramtypes", [Function, Function])
], ApiKeysService);
export { ApiKeysService };
function sameHash(stored, presented) {
    const a = Buffer.from(stored);
    const b = Buffer.from(presented);
    return a.length === b.length && timingSafeEqual(a, b);
}
function toApiKeyResponse(key) {
    return {
        _id: key._id.toString(),
        name: key.name,
        scope: key.scope,
        domain_id: key.domain_id?.toString() ?? null,
        domain: key.domain,
        key_prefix: key.key_prefix,
        created_at: key.created_at.toISOString(),
        last_used_at: key.last_used_at?.toISOString() ?? null,
    };
}
//# sourceMappingURL=api-keys.service.js.map