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
import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Joiner, Rewriter, Splitter } from 'mailsplit';
import { RUNTIME_SECRETS } from '../common/runtime-secrets.token.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { addHtmlTracking } from './html-tracking.js';
import { TrackingHosts } from './tracking-hosts.js';
import { TrackingTokens } from './tracking-token.js';
export const OPEN_PATH = '/t/o/';
export const CLICK_PATH = '/t/c/';
/**
 * Open and click tracking of outgoing mail: HTML parts (not attachments) get a pixel and their
 * http(s) links rewritten to signed URLs on the tracking host (the domain's track.<domain> once
 * verified, else PUBLIC_URL's); text parts and everything else stay byte for byte. It runs
 * before DKIM signing, so the signature covers the rewritten body.
 *
 * Each recipient's copy gets tokens naming message and recipient, so opens and clicks are
 * recorded per recipient: a tracked message's copies differ in their bodies.
 */
let MessageTracking = class MessageTracking {
    tokens;
    hosts;
    constructor(config, secrets) {
        // A key of its own, derived from the server key: tokens reveal nothing usable elsewhere.
        this.tokens = new TrackingTokens(createHmac('sha256', Buffer.from(secrets.secretKey, 'hex')).update('tracking-tokens').digest());
        this.hosts = new TrackingHosts(config.publicUrl);
    }
    /** Whether the domain's mail is tracked: its copies then each carry their own body. */
    isTracked(domain) {
        return domain.track_opens || domain.track_clicks;
    }
    /**
     * One recipient's copy of a tracked message, with the pixel and links its domain asks for; `id`
     * is the id the message will be stored under, which the tokens name with the recipient.
     */
    async copyFor(raw, domain, recipient, id) {
        const claim = { messageId: id.toHexString(), recipient: recipient.toLowerCase() };
        const baseUrl = this.hosts.baseUrlFor(domain);
        const pixelUrl = domain.track_opens ? `${baseUrl}${OPEN_PATH}${this.tokens.issue({ kind: 'open', ...claim, url: null })}.gif` : null;
        const clickUrl = domain.track_clicks ? (url) => `${baseUrl}${CLICK_PATH}${this.tokens.issue({ kind: 'click', ...claim, url })}` : null;
        return rewriteHtmlParts(raw, (html) => addHtmlTracking(html, { pixelUrl, clickUrl }));
    }
};
MessageTracking = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __param(1, Inject(RUNTIME_SECRETS)),
    __metadata("design:paramtypes", [Object, Object])
], MessageTracking);
export { MessageTracking };
function isHtmlBody(node) {
    return node.contentType === 'text/html' && node.disposition !== 'attachment';
}
/** Runs `rewrite` over each HTML body part (decoded, as latin1), re-encoding it; the rest passes through. */
async function rewriteHtmlParts(raw, rewrite) {
    const rewriter = new Rewriter(isHtmlBody);
    rewriter.on('node', ({ decoder, encoder }) => {
        const chunks = [];
        decoder.on('data', (chunk) => chunks.push(chunk));
        decoder.on('end', () => encoder.end(Buffer.from(rewrite(Buffer.concat(chunks).toString('latin1')), 'latin1')));
    });
    const output = [];
    await pipeline(Readable.from([raw]), new Splitter(), rewriter, new Joiner(), async function* (source) {
        for await (const chunk of source)
            output.push(chunk);
    });
    return Buffer.concat(output);
}
//# sourceMappingURL=message-tracking.service.js.map