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
import { InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { REQUIRED_DNS_RECORD_KINDS, } from '@platform/contracts';
import { ListHeads } from '../common/list-heads.js';
import { readOpenEndedPage, toOpenEndedListResponse } from '../common/open-ended-page.js';
import { startsWithPattern, toPageWindow } from '../common/page-query.dto.js';
import { SecretBox } from '../common/secret-box.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { UniqueFieldLookup } from '../common/unique-field-lookup.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { RelaysService } from '../relays/relays.service.js';
import { OwnerRegistry } from '../owner-registry/owner-registry.js';
import { UserDirectory } from '../user-plans/user-directory.service.js';
import { dkimPublicKeyValue, dkimSelectorFor, generateDkimKeyPair } from './dkim-key.js';
import { DnsTxtLookup } from './dns-txt-lookup.js';
import { alignmentCandidates } from '../submission/author-alignment.js';
import { DomainAssignmentRules } from './domain-assignment.rules.js';
import { PLATFORM_OWNER_ID } from './platform-owner.js';
import { TrackingHosts } from '../tracking/tracking-hosts.js';
import { buildDnsRecords, dkimRecordHoldsKey, isDmarcRecord, isSpfRecord, namesHost, placeholderWarnings, recordStatus, spfRecordAuthorizes, } from './domain-dns-records.js';
import { toDomainResponse } from './domain-response.js';
import { DomainRecord } from './domain.schema.js';
const DUPLICATE_KEY = 11000;
/** Each holds an opened 2048-bit key (about 2 KB), so the cache stays within a few tens of MB. */
const SENDING_DOMAINS_CACHED_MAX = 10_000;
let DomainsService = class DomainsService {
    domains;
    config;
    assignmentRules;
    userDirectory;
    relays;
    dnsLookup;
    secretBox;
    owners;
    listHeads;
    domainsByName;
    trackingHosts;
    /**
     * By domain name; null for a name not on the platform. Every change below drops the entry of
     * the domain it changed, so this process sends with the change at once.
     */
    sendingDomains = new TtlCache({
        ttlMs: SHARED_RECORD_TTL_MS,
        maxEntries: SENDING_DOMAINS_CACHED_MAX,
    });
    constructor(domains, config, assignmentRules, userDirectory, relays, dnsLookup, secretBox, owners, listHeads) {
        this.domains = domains;
        this.config = config;
        this.assignmentRules = assignmentRules;
        this.userDirectory = userDirectory;
        this.relays = relays;
        this.dnsLookup = dnsLookup;
        this.secretBox = secretBox;
        this.owners = owners;
        this.listHeads = listHeads;
        this.trackingHosts = new TrackingHosts(config.publicUrl);
        this.domainsByName = new UniqueFieldLookup({
            findById: (id) => this.domains.findById(id).lean().exec(),
            findByField: (name) => this.domains.findOne({ domain: name }).lean().exec(),
            fieldOf: (domain) => domain.domain,
        });
    }
    /** Newest first; a search lists the domains whose name (stored in lower case) starts with it, by name. */
    async list(query) {
        const filter = {};
        if (query.user_id)
            filter.user_id = new Types.ObjectId(query.user_id);
        const searchText = query.search?.trim();
        if (searchText)
            filter.domain = startsWithPattern(searchText);
        const sort = searchText ? { domain: 1 } : { createdAt: -1, _id: -1 };
        const window = toPageWindow(query);
        const page = await readOpenEndedPage(this.domains, filter, sort, window, { listHeads: this.listHeads });
        const emails = await this.userDirectory.emailsById(page.documents.map((domain) => domain.user_id));
        const items = page.documents.map((domain) => toDomainResponse(domain, emails.get(domain.user_id.toString()) ?? ''));
        return toOpenEndedListResponse(page, items, window);
    }
    async get(id) {
        const domain = await this.findOrFail(id);
        const [response, dnsRecords, records] = await Promise.all([this.toResponse(domain), this.dnsRecordsFor(domain), this.recordsWithStatus(domain)]);
        return { domain: response, dns_records: dnsRecords, records };
    }
    async create(input) {
        if (await this.domains.exists({ domain: input.domain }))
            throw this.domainTaken(input.domain);
        const assignment = await this.assignmentRules.resolve({
            user_id: input.user_id,
            user_plan_id: input.user_plan_id,
            send_plan: input.send_plan,
            bulletproof_relay_id: input.bulletproof_relay_id ?? null,
            dedicated_ips: input.dedicated_ips ?? [],
        }, null);
        const keyPair = await generateDkimKeyPair();
        // In the owner's registry before it exists: a crash in between leaves an id readers pass over, never a domain missing from it.
        const id = new Types.ObjectId();
        await this.owners.addDomains(assignment.user._id, [id]);
        try {
            const created = await this.domains.create({
                _id: id,
                domain: input.domain,
                ...assignment.fields,
                unsubscribe_headers: input.unsubscribe_headers ?? false,
                dkim_selector: dkimSelectorFor(new Date()),
                dkim_private_key_sealed: this.secretBox.seal(keyPair.privateKeyPem),
                dkim_public_key: keyPair.publicKeyPem,
            });
            // A submission may have asked for the name before it existed.
            this.sendingDomains.invalidate(created.domain);
            await this.listHeads.noteCreated(this.domains, created._id);
            return toDomainResponse(created, assignment.user.email);
        }
        catch (error) {
            // Two creates racing past the check above: the unique index decides.
            if (error.code === DUPLICATE_KEY)
                throw this.domainTaken(input.domain);
            throw error;
        }
    }
    /** Changing the user without naming a plan of theirs leaves the domain without a plan (SPEC 4: the plan belongs to the user). */
    async update(id, changes) {
        const domain = await this.findOrFail(id);
        const userId = changes.user_id ?? domain.user_id.toString();
        const changesUser = userId !== domain.user_id.toString();
        const keptPlanId = changesUser ? null : (domain.user_plan_id?.toString() ?? null);
        const assignment = await this.assignmentRules.resolve({
            user_id: userId,
            user_plan_id: changes.user_plan_id !== undefined ? changes.user_plan_id : keptPlanId,
            send_plan: changes.send_plan ?? undefined,
            bulletproof_relay_id: changes.bulletproof_relay_id,
            dedicated_ips: changes.dedicated_ips === null ? [] : changes.dedicated_ips,
        }, domain);
        domain.set(assignment.fields);
        if (changesUser)
            await this.owners.addDomains(userId, [domain._id]);
        await this.updateSettings(domain, changes);
        return toDomainResponse(domain, assignment.user.email);
    }
    /**
     * The switches an owner may change themselves (open and click tracking, unsubscribe headers; not
     * the plan, route or IPs, which are an admin's), then saves the domain: mail accepted from now on follows.
     */
    async updateSettings(domain, changes) {
        if (changes.track_opens !== undefined)
            domain.track_opens = changes.track_opens;
        if (changes.track_clicks !== undefined)
            domain.track_clicks = changes.track_clicks;
        if (changes.unsubscribe_headers !== undefined)
            domain.unsubscribe_headers = changes.unsubscribe_headers;
        await domain.save();
        this.sendingDomains.invalidate(domain.domain);
        return domain;
    }
    /**
     * Deletes a domain. Not the platform's own: platform mail, the sandbox addresses and the
     * simulator send from it, and the next start would create it again with a new DKIM key, which
     * no longer matches the record the operator published.
     */
    async remove(id) {
        const deleted = await this.domains.findOneAndDelete({ _id: id, user_id: { $ne: PLATFORM_OWNER_ID } }).exec();
        if (!deleted) {
            if (await this.domains.exists({ _id: id })) {
                throw new ConflictException('This is the platform\'s own sending domain: platform mail, the sandbox and the simulator send from it, so it cannot be deleted');
            }
            throw this.notFound(id);
        }
        this.sendingDomains.invalidate(deleted.domain);
        await this.listHeads.noteDeleted(this.domains, deleted._id);
    }
    /** Deletes every domain of a user whose account is being deleted; answers how many. */
    async removeAllOf(userId) {
        const owned = await this.domains.find({ user_id: userId }, { domain: 1 }).lean().exec();
        for (const domain of owned) {
            await this.domains.deleteOne({ _id: domain._id }).exec();
            this.sendingDomains.invalidate(domain.domain);
            await this.listHeads.noteDeleted(this.domains, domain._id);
        }
        return owned.length;
    }
    async toggleStatus(id) {
        const domain = await this.findOrFail(id);
        domain.status = domain.status === 'active' ? 'inactive' : 'active';
        await domain.save();
        this.sendingDomains.invalidate(domain.domain);
        return { status: domain.status };
    }
    /** Looks the records up in DNS and stores which ones are published as expected. */
    async verify(id) {
        const domain = await this.checkDnsRecords(await this.findOrFail(id));
        const lastCheckedAt = domain.verified_at.toISOString();
        return {
            spf_verified: domain.spf_verified,
            dkim_verified: domain.dkim_verified,
            dmarc_verified: domain.dmarc_verified,
            return_path_verified: domain.return_path_verified,
            tracking_host_verified: domain.tracking_host_verified,
            last_checked_at: lastCheckedAt,
            verified_at: lastCheckedAt,
            records: await this.recordsWithStatus(domain),
        };
    }
    /**
     * Looks the domain's records up and stores each one's status and the verified flags: by Verify
     * (admin or owner) and by the periodic re-check, which so notices a record that disappeared.
     */
    async checkDnsRecords(domain) {
        const expected = await this.dnsRecordsFor(domain);
        const expectedKey = dkimPublicKeyValue(domain.dkim_public_key);
        const returnPathHost = `${expected.return_path.name}.${domain.domain}`;
        const [rootRecords, dkimRecords, dmarcRecords, returnPathMx, returnPathTxt, trackingCnames] = await Promise.all([
            this.dnsLookup.txtRecords(domain.domain),
            this.dnsLookup.txtRecords(`${expected.dkim.name}.${domain.domain}`),
            this.dnsLookup.txtRecords(`${expected.dmarc.name}.${domain.domain}`),
            this.dnsLookup.mxHosts(returnPathHost),
            this.dnsLookup.txtRecords(returnPathHost),
            this.dnsLookup.cnameTargets(`${expected.tracking.name}.${domain.domain}`),
        ]);
        const status = {
            spf: recordStatus(rootRecords, (record) => spfRecordAuthorizes(record, expected.spf.value), isSpfRecord),
            dkim: recordStatus(dkimRecords, (record) => dkimRecordHoldsKey(record, expectedKey)),
            dmarc: recordStatus(dmarcRecords, isDmarcRecord),
        };
        domain.dns_record_status = status;
        domain.spf_verified = status.spf === 'verified';
        domain.dkim_verified = status.dkim === 'verified';
        domain.dmarc_verified = status.dmarc === 'verified';
        const returnPath = {
            mx: recordStatus(returnPathMx, (host) => namesHost(host, expected.return_path.mx.value)),
            spf: recordStatus(returnPathTxt, (record) => spfRecordAuthorizes(record, expected.return_path.spf.value), isSpfRecord),
        };
        domain.return_path_status = returnPath;
        domain.return_path_verified = returnPath.mx === 'verified' && returnPath.spf === 'verified';
        domain.tracking_host_status = recordStatus(trackingCnames, (host) => namesHost(host, expected.tracking.value));
        domain.tracking_host_verified = domain.tracking_host_status === 'verified';
        domain.verified_at = new Date();
        await domain.save();
        this.sendingDomains.invalidate(domain.domain);
        return domain;
    }
    /**
     * The records to publish, required ones first, each with what the last check found (not_found
     * before the first), whether it is optional, and why it cannot work yet where its value names a
     * host the operator has not set.
     */
    async recordsWithStatus(domain) {
        const inputs = await this.dnsRecordInputs(domain);
        const records = buildDnsRecords(inputs);
        const warnings = placeholderWarnings(inputs);
        const checkedAt = domain.verified_at?.toISOString() ?? null;
        const stored = domain.dns_record_status;
        const returnPath = records.return_path;
        const rows = [
            { kind: 'spf', type: 'TXT', name: records.spf.name, value: records.spf.value, status: stored?.spf },
            { kind: 'dkim', type: 'TXT', name: records.dkim.name, value: records.dkim.txt, status: stored?.dkim },
            { kind: 'dmarc', type: 'TXT', name: records.dmarc.name, value: records.dmarc.value, status: stored?.dmarc },
            { kind: 'return_path_mx', type: 'MX', name: returnPath.name, value: returnPath.mx.value, priority: returnPath.mx.priority, status: domain.return_path_status?.mx },
            { kind: 'return_path_spf', type: 'TXT', name: returnPath.name, value: returnPath.spf.value, status: domain.return_path_status?.spf },
            { kind: 'tracking_cname', type: 'CNAME', name: records.tracking.name, value: records.tracking.value, status: domain.tracking_host_status },
        ];
        return rows.map(({ status, priority, ...row }) => ({
            ...row,
            ...(priority === undefined ? {} : { priority }),
            host: row.name === '@' ? domain.domain : `${row.name}.${domain.domain}`,
            status: status ?? 'not_found',
            checked_at: checkedAt,
            optional: !REQUIRED_DNS_RECORD_KINDS.includes(row.kind),
            warning: warnings[row.kind] ?? null,
        }));
    }
    /**
     * The domain as submission sees it, with the selector and decrypted private key that sign its
     * mail; null for a domain not on the platform. Every message asks at least once (SMTP twice:
     * at MAIL FROM and on acceptance), so answers are kept briefly, opened key included.
     */
    sendingDomain(domainName) {
        const name = domainName.trim().toLowerCase();
        return this.sendingDomains.getOrLoad(name, async () => {
            const domain = await this.domainsByName.find(name);
            if (!domain)
                return null;
            return {
                domain: domain.domain,
                user_id: domain.user_id,
                status: domain.status,
                dkim_verified: domain.dkim_verified,
                send_plan: domain.send_plan,
                bulletproof_relay_id: domain.bulletproof_relay_id,
                dedicated_ips: domain.dedicated_ips,
                track_opens: domain.track_opens ?? false,
                track_clicks: domain.track_clicks ?? false,
                return_path_verified: domain.return_path_verified ?? false,
                unsubscribe_headers: domain.unsubscribe_headers ?? false,
                tracking_host_verified: domain.tracking_host_verified ?? false,
                signingKey: {
                    domain: domain.domain,
                    selector: domain.dkim_selector,
                    privateKeyPem: this.secretBox.open(domain.dkim_private_key_sealed),
                },
            };
        });
    }
    /**
     * The platform domain that decides who may use a name in From and Sender: among the name
     * itself and its parents, the nearest that verified DKIM; when none has, the nearest
     * registered. A registration that never verified so takes no name from the owner of a
     * verified parent (issue 26). Null when neither the name nor a parent is on the platform.
     */
    async decidingDomain(domainName) {
        let nearestRegistered = null;
        for (const candidate of alignmentCandidates(domainName)) {
            const domain = await this.sendingDomain(candidate);
            if (domain?.dkim_verified)
                return domain;
            nearestRegistered ??= domain;
        }
        return nearestRegistered;
    }
    async dnsRecordsFor(domain) {
        return buildDnsRecords(await this.dnsRecordInputs(domain));
    }
    async dnsRecordInputs(domain) {
        const relay = domain.send_plan === 'bulletproof' && domain.bulletproof_relay_id
            ? await this.relays.findById(domain.bulletproof_relay_id)
            : null;
        return {
            dkimSelector: domain.dkim_selector,
            dkimPublicKeyPem: domain.dkim_public_key,
            spfInclude: this.config.spfInclude,
            dedicatedIps: domain.send_plan === 'byoip' ? domain.dedicated_ips : [],
            relay,
            inboundMxHost: this.config.inbound.inboundMxHost,
            trackingHost: this.trackingHosts.platformHost,
        };
    }
    async toResponse(domain) {
        const emails = await this.userDirectory.emailsById([domain.user_id]);
        return toDomainResponse(domain, emails.get(domain.user_id.toString()) ?? '');
    }
    async findOrFail(id) {
        const domain = await this.domains.findById(id).exec();
        if (!domain)
            throw this.notFound(id);
        return domain;
    }
    domainTaken(domain) {
        return new ConflictException(`Domain ${domain} already exists`);
    }
    notFound(id) {
        return new NotFoundException(`Domain ${id} not found`);
    }
};
DomainsService = __decorate([
    Injectable(),
    __param(0, InjectModel(DomainRecord.name)),
    __param(1, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Object, DomainAssignmentRules,
        UserDirectory,
        RelaysService,
        DnsTxtLookup,
        SecretBox,
        OwnerRegistry,
        ListHeads])
], DomainsService);
export { DomainsService };
//# sourceMappingURL=domains.service.js.map