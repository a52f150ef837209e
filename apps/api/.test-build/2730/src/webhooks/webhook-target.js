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
import { lookup } from 'node:dns/promises';
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_TARGET_MESSAGES } from '@platform/contracts';
import { APP_CONFIG } from '../config/app-config.token.js';
/** Why a webhook URL may not be used (shown to the customer as a 400 at save, and on the attempt at send). */
export class WebhookTargetRefused extends Error {
    constructor(message) {
        super(message);
        this.name = 'WebhookTargetRefused';
    }
}
const LOOKUP_TIMEOUT_MS = 3000;
const LOOKUP_TRIES = 2;
/** An absolute http(s) URL without credentials; anything else is refused before any lookup. */
export function parseWebhookUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.notHttp);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
        throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.notHttp);
    }
    return url;
}
/**
 * Whether an address is an ordinary public unicast one. IPv4-mapped and -compatible IPv6 forms
 * are judged as the IPv4 address they carry; every special range is refused: loopback, private,
 * link-local (cloud metadata at 169.254.169.254), unique-local, unspecified, multicast,
 * broadcast, carrier-grade NAT, reserved and documentation ranges, and the IPv6 transition
 * prefixes (NAT64, 6to4, Teredo) that could reach an IPv4 address indirectly.
 */
export function isPublicAddress(address) {
    if (!ipaddr.isValid(address))
        return false;
    return ipaddr.process(address).range() === 'unicast';
}
/**
 * Resolves webhook hosts and refuses those that lead to the platform's own network. The same
 * check runs when an endpoint is saved and before every POST (DNS may have changed since), and
 * the POST connects to the very address checked here: no second lookup can swap it.
 */
let WebhookTargetResolver = class WebhookTargetResolver {
    resolver = null;
    constructor(config) {
        if (config.dnsServers.length > 0) {
            this.resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: LOOKUP_TRIES });
            this.resolver.setServers(config.dnsServers);
        }
    }
    /** The URL's target, every address of its host checked unless private targets are allowed. */
    async resolve(rawUrl, allowPrivateTargets) {
        const url = parseWebhookUrl(rawUrl);
        const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
        const addresses = isIP(host) ? [host] : await this.addressesOf(host);
        if (addresses.length === 0)
            throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.unresolvable(host));
        if (!allowPrivateTargets) {
            // Every answer must be public: a name with one public and one private address could be
            // answered either way on the next lookup.
            const refused = addresses.find((address) => !isPublicAddress(address));
            if (refused)
                throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.privateTarget(host, refused));
        }
        const address = addresses[0];
        return { url, host, address, family: isIP(address) === 6 ? 6 : 4 };
    }
    /** A and AAAA answers: from DNS_SERVERS when configured, else the system's resolver (hosts file included). */
    async addressesOf(host) {
        try {
            if (!this.resolver)
                return (await lookup(host, { all: true, verbatim: true })).map((answer) => answer.address);
            const [v4, v6] = await Promise.all([
                this.resolver.resolve4(host).catch(() => []),
                this.resolver.resolve6(host).catch(() => []),
            ]);
            return [...v4, ...v6];
        }
        catch {
            return [];
        }
    }
};
WebhookTargetResolver = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object])
], WebhookTargetResolver);
export { WebhookTargetResolver };
//# sourceMappingURL=webhook-target.js.map