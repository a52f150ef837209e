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
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { readOpenEndedPage, toOpenEndedListResponse } from '../common/open-ended-page.js';
import { literalSearchPattern, toPageWindow } from '../common/page-query.dto.js';
import { SecretBox } from '../common/secret-box.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { toRelayResponse } from './relay-response.js';
import { RelayRecord } from './relay.schema.js';
const DUPLICATE_KEY = 11000;
const RELAYS_CACHED_MAX = 1_000;
let RelaysService = class RelaysService {
    relays;
    connection;
    secretBox;
    config;
    /**
     * Relays as the relay worker reads them, by id: every delivery names its relay, and one read
     * every few seconds serves them all. A change made here drops the entry at once; one made by
     * another API process (a relay set inactive, new credentials) takes effect within SHARED_RECORD_TTL_MS.
     */
    forSendingById = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: RELAYS_CACHED_MAX });
    constructor(relays, 
    // Domains are counted by collection name: the domains module depends on this one, not the reverse.
    connection, secretBox, config) {
        this.relays = relays;
        this.connection = connection;
        this.secretBox = secretBox;
        this.config = config;
    }
    /** Newest first; a search matches a part of the name or host (relays are few), bounded in time. */
    async list(query) {
        const filter = {};
        const searchText = query.search?.trim();
        if (searchText) {
            const pattern = literalSearchPattern(searchText);
            filter.$or = [{ name: pattern }, { smtp_host: pattern }];
        }
        const window = toPageWindow(query);
        const page = await readOpenEndedPage(this.relays, filter, { createdAt: -1, _id: -1 }, window, {
            ...(searchText && { containsSearchMaxTimeMs: this.config.containsSearchMaxTimeMs }),
        });
        const counts = await this.domainCounts(page.documents.map((relay) => relay._id));
        const items = page.documents.map((relay) => toRelayResponse(relay, counts.get(relay._id.toString()) ?? 0));
        return toOpenEndedListResponse(page, items, window);
    }
    async get(id) {
        const relay = await this.findOrFail(id);
        return toRelayResponse(relay, await this.domainCount(relay._id));
    }
    async create(input) {
        await this.refuseTakenName(input.name);
        const { smtp_pass: password, dkim_record: dkimRecord, ...fields } = input;
        const created = await this.withNameConflict(input.name, () => this.relays.create({
            ...fields,
            smtp_pass_sealed: password ? this.secretBox.seal(password) : '',
            dkim_record: { selector: dkimRecord?.selector ?? '', public_key: dkimRecord?.public_key ?? '' },
        }));
        return toRelayResponse(created, 0);
    }
    async update(id, changes) {
        if (changes.name !== undefined)
            await this.refuseTakenName(changes.name, id);
        const { smtp_pass: password, dkim_record: dkimRecord, ...fields } = changes;
        const set = { ...fields };
        if (password)
            set.smtp_pass_sealed = this.secretBox.seal(password);
        // Only the DKIM parts sent change, like every other field of a PATCH.
        if (dkimRecord?.selector !== undefined)
            set['dkim_record.selector'] = dkimRecord.selector;
        if (dkimRecord?.public_key !== undefined)
            set['dkim_record.public_key'] = dkimRecord.public_key;
        const updated = await this.withNameConflict(changes.name, () => this.relays.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after', runValidators: true }).exec());
        if (!updated)
            throw this.notFound(id);
        this.forSendingById.invalidate(updated._id.toString());
        return toRelayResponse(updated, await this.domainCount(updated._id));
    }
    /** A relay that domains send through stays until they are moved off it. */
    async remove(id) {
        const domainCount = await this.domainCount(new Types.ObjectId(id));
        if (domainCount > 0) {
            throw new ConflictException(`Relay ${id} is used by ${domainCount} domain(s); move them to another relay first`);
        }
        const deleted = await this.relays.findByIdAndDelete(id).exec();
        if (!deleted)
            throw this.notFound(id);
        this.forSendingById.invalidate(deleted._id.toString());
    }
    findById(id) {
        return this.relays.findById(id).exec();
    }
    /** Host, port and the decrypted credentials of a relay, for the worker that sends through it; null for an unknown relay. */
    async connectionSettings(id) {
        return (await this.forSending(id))?.settings ?? null;
    }
    /** The relay's name, whether it is active, and its connection settings, read at most every few seconds; null for an unknown relay. */
    forSending(id) {
        return this.forSendingById.getOrLoad(id.toString(), async () => {
            const relay = await this.relays.findById(id).lean().exec();
            if (!relay)
                return null;
            return {
                name: relay.name,
                active: relay.status === 'active',
                settings: {
                    host: relay.smtp_host,
                    port: relay.smtp_port,
                    user: relay.smtp_user,
                    pass: relay.smtp_pass_sealed ? this.secretBox.open(relay.smtp_pass_sealed) : '',
                    allowInsecureAuth: relay.allow_insecure_auth === true,
                },
            };
        });
    }
    /** Domains that send through the relay, optionally not counting one (the domain being edited). */
    domainCount(relayId, exceptDomainId) {
        const filter = { bulletproof_relay_id: relayId };
        if (exceptDomainId)
            filter._id = { $ne: exceptDomainId };
        return this.connection.collection('domains').countDocuments(filter);
    }
    async domainCounts(relayIds) {
        if (relayIds.length === 0)
            return new Map();
        const groups = await this.connection
            .collection('domains')
            .aggregate([
            { $match: { bulletproof_relay_id: { $in: relayIds } } },
            { $group: { _id: '$bulletproof_relay_id', count: { $sum: 1 } } },
        ])
            .toArray();
        return new Map(groups.map((group) => [group._id.toString(), group.count]));
    }
    async refuseTakenName(name, exceptId) {
        const filter = { name: name.trim() };
        if (exceptId)
            filter._id = { $ne: new Types.ObjectId(exceptId) };
        if (await this.relays.exists(filter))
            throw this.nameTaken(name);
    }
    /** Two writes of the same name racing past refuseTakenName: the unique index decides, answered like the check. */
    async withNameConflict(name, write) {
        try {
            return await write();
        }
        catch (error) {
            if (name !== undefined && error.code === DUPLICATE_KEY)
                throw this.nameTaken(name);
            throw error;
        }
    }
    async findOrFail(id) {
        const relay = await this.findById(id);
        if (!relay)
            throw this.notFound(id);
        return relay;
    }
    nameTaken(name) {
        return new ConflictException(`A relay named ${name.trim()} already exists`);
    }
    notFound(id) {
        return new NotFoundException(`Relay ${id} not found`);
    }
};
RelaysService = __decorate([
    Injectable(),
    __param(0, InjectModel(RelayRecord.name)),
    __param(1, InjectConnection()),
    __param(3, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Function, SecretBox, Object])
], RelaysService);
export { RelaysService };
//# sourceMappingURL=relays.service.js.map