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
import { RETURN_PATH_HOST_LABEL } from '@platform/contracts';
import { APP_CONFIG } from '../config/app-config.token.js';
import { tokenAddress } from '../recipient-tokens/recipient-addresses.js';
import { RecipientTokens } from '../recipient-tokens/recipient-token.js';
import { DkimSigningPool } from '../signing/dkim-signing-pool.service.js';
import { MessageTracking } from '../tracking/message-tracking.service.js';
import { InvalidUnsubscribeControl, takeUnsubscribeControl, unsubscribeHeaderLines } from '../unsubscribe/unsubscribe-headers.js';
import { SubmissionRefused } from './submission-refused.js';
/**
 * Turns an accepted message into one copy per recipient. Every copy leaves with its own
 * envelope sender b+<token>@<return-path domain>, the token naming message and recipient, so a
 * bounce tells whom it is about (VERP). With unsubscribe headers, each copy also carries its own
 * List-Unsubscribe (link and mailto with the recipient's token) and List-Unsubscribe-Post, and
 * so its own DKIM signature covering them: one signed message cannot name several recipients.
 * With open or click tracking, each copy's HTML carries tracking tokens naming its recipient, so
 * each copy has its own body and signature (and no message is shared). Without either, all
 * copies share the one signed message.
 */
let RecipientCopiesService = class RecipientCopiesService {
    config;
    tokens;
    signingPool;
    tracking;
    constructor(config, tokens, signingPool, tracking) {
        this.config = config;
        this.tokens = tokens;
        this.signingPool = signingPool;
        this.tracking = tracking;
    }
    /**
     * @param id the message's _id, which its recipients' tokens name
     * @param keys the DKIM keys that sign it (the aligned From domains)
     * @param domain the envelope sender's domain: its return path and unsubscribe setting apply
     */
    async prepare(id, raw, keys, domain, recipients) {
        const control = this.readControl(raw);
        const returnPathDomain = this.returnPathDomainOf(domain);
        const tokenFor = (purpose, recipientIndex) => this.tokens.sign(purpose, { messageId: id.toHexString(), recipientIndex });
        const returnPaths = recipients.map((_, index) => tokenAddress('bounce', tokenFor('bounce', index), returnPathDomain));
        const wantsUnsubscribe = (control.requested ?? domain.unsubscribe_headers) && !control.hasOwnListUnsubscribe;
        const headerLines = recipients.map((_, index) => {
            if (!wantsUnsubscribe)
                return '';
            const token = tokenFor('unsubscribe', index);
            return unsubscribeHeaderLines(this.config.publicUrl, token, tokenAddress('unsubscribe', token, returnPathDomain));
        });
        if (this.tracking.isTracked(domain)) {
            const copies = await Promise.all(recipients.map(async (recipient, index) => {
                const body = await this.tracking.copyFor(control.raw, domain, recipient, id);
                const [signature] = await this.signingPool.signatures(body, keys, [headerLines[index]]);
                return { returnPath: returnPaths[index], headerPrefix: signature + headerLines[index], raw: body };
            }));
            return { raw: null, copies };
        }
        if (!wantsUnsubscribe) {
            const signed = await this.signingPool.sign(control.raw, keys);
            return { raw: signed, copies: returnPaths.map((returnPath) => ({ returnPath, headerPrefix: '' })) };
        }
        const signatures = await this.signingPool.signatures(control.raw, keys, headerLines);
        return {
            raw: control.raw,
            copies: returnPaths.map((returnPath, index) => ({ returnPath, headerPrefix: signatures[index] + headerLines[index] })),
        };
    }
    /** The domain's own bounces.<domain> once its records verified (SPF then aligns with From), else the platform's. */
    returnPathDomainOf(domain) {
        return domain.return_path_verified ? `${RETURN_PATH_HOST_LABEL}.${domain.domain}` : this.config.inbound.returnPathDomain;
    }
    readControl(raw) {
        try {
            return takeUnsubscribeControl(raw);
        }
        catch (error) {
            if (error instanceof InvalidUnsubscribeControl)
                throw SubmissionRefused.badInput(error.message);
            throw error;
        }
    }
};
RecipientCopiesService = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, RecipientTokens,
        DkimSigningPool,
        MessageTracking])
], RecipientCopiesService);
export { RecipientCopiesService };
//# sourceMappingURL=recipient-copies.service.js.map