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
var PlatformDomainService_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { ListHeads } from '../common/list-heads.js';
import { DUPLICATE_KEY } from '../common/duplicate-keys.js';
import { SecretBox } from '../common/secret-box.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { dkimPublicKeyValue, dkimSelectorFor, generateDkimKeyPair } from './dkim-key.js';
import { DomainRecord } from './domain.schema.js';
import { DomainsService } from './domains.service.js';
import { PLATFORM_OWNER_ID } from './platform-owner.js';
/**
 * The platform's own sending domain (PUBLIC_HOSTNAME, else platform.localhost): a domain record
 * like a customer's, with its own DKIM key sealed at rest, owned by the platform. Created at
 * start-up when missing; platform mail, the accounts' sandbox addresses and the simulator live on it.
 * It is listed with the others in the admin console (Domains), where its DNS records are shown.
 */
let PlatformDomainService = PlatformDomainService_1 = class PlatformDomainService {
    domains;
    config;
    secretBox;
    domainsService;
    listHeads;
    logger = new Logger(PlatformDomainService_1.name);
    constructor(domains, config, secretBox, domainsService, listHeads) {
        this.domains = domains;
        this.config = config;
        this.secretBox = secretBox;
        this.domainsService = domainsService;
        this.listHeads = listHeads;
    }
    get name() {
        return this.config.platformMail.domain;
    }
    async onApplicationBootstrap() {
        const existing = await this.domains.findOne({ domain: this.name }).lean().exec();
        if (existing) {
            if (!existing.user_id.equals(PLATFORM_OWNER_ID)) {
                this.logger.error(`The platform's domain ${this.name} belongs to a customer: platform mail and the sandbox cannot send from it`);
            }
            return;
        }
        const keyPair = await generateDkimKeyPair();
        const selector = dkimSelectorFor(new Date());
        const id = new Types.ObjectId();
        try {
            await this.domains.create({
                _id: id,
                domain: this.name,
                user_id: PLATFORM_OWNER_ID,
                // Unchecked until the periodic re-check or an admin's Verify looks at its DNS: its mail is signed
                // from the first message either way, and publishing the key is the operator's part (README).
                send_plan: 'provider',
                dkim_selector: selector,
                dkim_private_key_sealed: this.secretBox.seal(keyPair.privateKeyPem),
                dkim_public_key: keyPair.publicKeyPem,
            });
        }
        catch (error) {
            // Another API process created it at the same moment: theirs is as good.
            if (error.code === DUPLICATE_KEY)
                return;
            throw error;
        }
        await this.listHeads.noteCreated(this.domains, id);
        this.logger.log(`Created the platform's sending domain ${this.name}; publish its DKIM key as TXT ${selector}._domainkey.${this.name} ` +
            `"v=DKIM1; k=rsa; p=${dkimPublicKeyValue(keyPair.publicKeyPem)}"`);
    }
    /** The platform's domain as submission uses it; null when a customer holds the name. */
    async sendingDomain() {
        const domain = await this.domainsService.sendingDomain(this.name);
        return domain && domain.user_id.equals(PLATFORM_OWNER_ID) ? domain : null;
    }
    /** Whether a domain name is the platform's own. */
    isPlatformDomain(domainName) {
        return domainName.trim().toLowerCase() === this.name;
    }
};
PlatformDomainService = PlatformDomainService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(DomainRecord.name)),
    __param(1, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Object, SecretBox,
        DomainsService,
        ListHeads])
], PlatformDomainService);
export { PlatformDomainService };
//# sourceMappingURL=platform-domain.service.js.map