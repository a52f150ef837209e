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
var OwnerRegistry_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { TtlCache } from '../common/ttl-cache.js';
import { backfillOnce, forgetBackfill } from '../database/one-time-backfill.js';
/** The backfill that fills the registry from the domains and SMTP accounts stored before it existed; readers check its marker. */
export const OWNER_REGISTRY_BACKFILL = 'owner_registry';
/** The registry of domains alone that this one replaced, with its backfill marker: dropped once this one is filled. */
const SUPERSEDED_REGISTRY = 'domain_owners';
/** A lost add (see OwnerRegistry.add) is written again this many times at most. */
const ADD_SETTLE_ROUNDS = 5;
/**
 * How long the fill marker, once read, stays in this process. Once written it stays, but a
 * restore can bring back a database from before the registry: read again every second.
 */
const FILL_MARKER_CACHE_MS = 1_000;
/** The kinds of documents a user owns, with where they are stored and which list of the entry names them. */
const HOLDINGS = {
    domains: { collection: 'domains', ids: 'domain_ids' },
    smtpAccounts: { collection: 'smtp_accounts', ids: 'smtp_account_ids' },
};
/**
 * The domains and SMTP accounts a user has owned, by the user's _id: the user detail reads them by
 * _id (this document, then each one it names) where `find({ user_id })` and
 * `countDocuments({ user_id })` would read the whole collection on the embedded database, which
 * answers only _id equality from an index. An id is added before its document is stored or moved to
 * the user and never taken out (a `$pull` racing with an add could undo the add there), so the
 * lists may name documents deleted or moved away since: a reader keeps those whose `user_id` is
 * still the user's.
 */
let OwnerRegistryRecord = class OwnerRegistryRecord {
    /** The user's _id, as hex. */
    _id;
    domain_ids;
    smtp_account_ids;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], OwnerRegistryRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: [Types.ObjectId], default: [] }),
    __metadata("design:type", Array)
], OwnerRegistryRecord.prototype, "domain_ids", void 0);
__decorate([
    Prop({ type: [Types.ObjectId], default: [] }),
    __metadata("design:type", Array)
], OwnerRegistryRecord.prototype, "smtp_account_ids", void 0);
OwnerRegistryRecord = __decorate([
    Schema({ collection: 'owner_registry', versionKey: false })
], OwnerRegistryRecord);
export { OwnerRegistryRecord };
export const OwnerRegistrySchema = SchemaFactory.createForClass(OwnerRegistryRecord);
/**
 * Keeps the registry (OwnerRegistryRecord): adds as domains and SMTP accounts are created or
 * moved, fills it once from the stored ones, and reads a user's entry. The stored collections are
 * read by name, so that the domains and SMTP accounts modules can both depend on this one.
 */
let OwnerRegistry = OwnerRegistry_1 = class OwnerRegistry {
    registry;
    connection;
    logger = new Logger(OwnerRegistry_1.name);
    fillMarker = new TtlCache({ ttlMs: FILL_MARKER_CACHE_MS, maxEntries: 1, refreshAhead: true });
    /** Settles when the one-time fill is done (or failed: logged, and tried again at the next start). */
    filled = Promise.resolve();
    constructor(registry, connection) {
        this.registry = registry;
        this.connection = connection;
    }
    onApplicationBootstrap() {
        this.filled = backfillOnce(this.connection, OWNER_REGISTRY_BACKFILL, () => this.fill()).catch((error) => this.logger.error(`Filling the registry of users' domains and SMTP accounts failed: ${error.message}`));
    }
    /**
     * The user's entry, or null until the one-time fill is done (the caller then reads by owner).
     * A user with nothing registered gets empty lists.
     */
    async entryOf(userId) {
        const filled = await this.fillMarker.getOrLoad(OWNER_REGISTRY_BACKFILL, async () => Boolean(await this.connection.collection('backfills').findOne({ _id: OWNER_REGISTRY_BACKFILL })));
        if (!filled)
            return null;
        const stored = await this.registry.findById(userId.toHexString(), { domain_ids: 1, smtp_account_ids: 1 }).lean().exec();
        return { domain_ids: stored?.domain_ids ?? [], smtp_account_ids: stored?.smtp_account_ids ?? [] };
    }
    /**
     * The user's domains and SMTP accounts as stored now, with the fields asked for: read by _id
     * through the entry, each kept if it is still the user's; until the one-time fill is done, by
     * owner, which the embedded database answers by reading each whole collection.
     */
    async holdingsOf(userId, projections) {
        const entry = await this.entryOf(userId);
        const read = async (kind) => {
            const { collection, ids } = HOLDINGS[kind];
            const stored = this.connection.collection(collection);
            const projection = { ...projections[kind], user_id: 1 };
            if (!entry)
                return stored.find({ user_id: userId }, { projection }).toArray();
            const named = await Promise.all(entry[ids].map((_id) => stored.findOne({ _id }, { projection })));
            return named.filter((document) => document !== null && document.user_id.equals(userId));
        };
        const [domains, smtpAccounts] = await Promise.all([read('domains'), read('smtpAccounts')]);
        return { domains: domains, smtpAccounts: smtpAccounts };
    }
    addDomains(userId, domainIds) {
        return this.add(userId, 'domain_ids', domainIds);
    }
    addSmtpAccounts(userId, accountIds) {
        return this.add(userId, 'smtp_account_ids', accountIds);
    }
    /** Once the user and everything they owned are gone. */
    async forget(userId) {
        await this.registry.deleteOne({ _id: userId.toString() }).exec();
    }
    /**
     * Notes that the user owns these. On MongoDB the $addToSet alone is enough; the embedded
     * database applies an update by rewriting the whole document, so two adds for one user at the
     * same moment can undo one another: read the list back, and add again until the ids stay.
     */
    async add(userId, kind, ids) {
        if (ids.length === 0)
            return;
        const id = userId.toString();
        for (let round = 0; round < ADD_SETTLE_ROUNDS; round += 1) {
            await this.registry.updateOne({ _id: id }, { $addToSet: { [kind]: { $each: ids } } }, { upsert: true }).exec().catch(retryDuplicate);
            const reread = await this.registry.findById(id, { [kind]: 1 }).lean().exec();
            const stored = new Set((reread?.[kind] ?? []).map(String));
            if (ids.every((owned) => stored.has(owned.toString())))
                return;
        }
        throw new Error(`The ${kind} ${ids.join(', ')} kept dropping out of user ${id}'s registry`);
    }
    /** Every stored domain and SMTP account, read once, added to its owner's lists; then the superseded registry goes. */
    async fill() {
        let owners = 0;
        for (const { collection, ids: kind } of Object.values(HOLDINGS)) {
            const byOwner = new Map();
            // Read whole, not by cursor: two small fields a document, and the audit of the test run sees the sender.
            const stored = await this.connection.collection(collection).find({}, { projection: { user_id: 1 } }).toArray();
            for (const { _id, user_id: owner } of stored) {
                const ids = byOwner.get(owner.toString());
                if (ids)
                    ids.push(_id);
                else
                    byOwner.set(owner.toString(), [_id]);
            }
            for (const [owner, ids] of byOwner)
                await this.add(owner, kind, ids);
            owners += byOwner.size;
        }
        if (owners)
            this.logger.log(`Noted the domains and SMTP accounts of ${owners} owners in their registry`);
        await this.connection.collection(SUPERSEDED_REGISTRY).drop().catch(ignoreMissingCollection);
        await forgetBackfill(this.connection, SUPERSEDED_REGISTRY);
    }
};
OwnerRegistry = OwnerRegistry_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(OwnerRegistryRecord.name)),
    __param(1, InjectConnection()),
    __metadata("design:paramtypes", [Function, Function])
], OwnerRegistry);
export { OwnerRegistry };
/** Two first upserts of one user's entry race to insert it; the loser's reread finds the other's, and its next round adds. */
function retryDuplicate(error) {
    if (error.code !== 11000)
        throw error;
}
/** A database that never had the superseded registry (MongoDB answers NamespaceNotFound, 26). */
function ignoreMissingCollection(error) {
    if (error.code !== 26 && !/ns not found|does not exist/i.test(error.message ?? ''))
        throw error;
}
//# sourceMappingURL=owner-registry.js.map