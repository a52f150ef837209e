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
import { Resolver } from 'node:dns/promises';
import { APP_CONFIG } from '../config/app-config.token.js';
/** Short enough that Verify answers within seconds when a server does not reply. */
const LOOKUP_TIMEOUT_MS = 2000;
const LOOKUP_TRIES = 2;
/** Answers meaning the name or its records do not exist: an answer, not a failure. */
const NO_SUCH_RECORDS = new Set(['ENOTFOUND', 'ENODATA']);
/** DNS lookups for domain verification and the set-up checklist, against DNS_SERVERS when configured, else the system's resolvers. */
let DnsTxtLookup = class DnsTxtLookup {
    resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: LOOKUP_TRIES });
    constructor(config) {
        if (config.dnsServers.length > 0)
            this.resolver.setServers(config.dnsServers);
    }
    /**
     * Each TXT record at the name as one string (a record's 255-byte chunks joined). A name that
     * does not exist, has no TXT records or cannot be looked up has none: a failed lookup is an
     * unverified record, not an error.
     */
    async txtRecords(name) {
        return (await this.txtAnswer(name)).records;
    }
    /** The mail exchangers named at the name; none when the lookup fails, as for TXT. */
    async mxHosts(name) {
        return (await this.mxAnswer(name)).records;
    }
    /** The canonical names the name is an alias of; none when the lookup fails, as for TXT. */
    async cnameTargets(name) {
        return (await answerOf(() => this.resolver.resolveCname(name))).records;
    }
    txtAnswer(name) {
        return answerOf(async () => (await this.resolver.resolveTxt(name)).map((chunks) => chunks.join('')));
    }
    mxAnswer(name) {
        return answerOf(async () => (await this.resolver.resolveMx(name)).map((record) => record.exchange));
    }
    /** The IPv4 and IPv6 addresses of a name (A and AAAA); a failure when neither lookup was answered. */
    async addressAnswer(name) {
        const [ipv4, ipv6] = await Promise.all([answerOf(() => this.resolver.resolve4(name)), answerOf(() => this.resolver.resolve6(name))]);
        return { records: [...ipv4.records, ...ipv6.records], failure: ipv4.failure && ipv6.failure };
    }
    /** The host names an IP address's PTR records name (reverse DNS). */
    reverseAnswer(ip) {
        return answerOf(() => this.resolver.reverse(ip));
    }
    /** Any record type through the same servers, in dns.promises.resolve's shape: what mailauth's SPF evaluation asks. */
    resolve(name, type) {
        return this.resolver.resolve(name, type);
    }
};
DnsTxtLookup = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object])
], DnsTxtLookup);
export { DnsTxtLookup };
async function answerOf(query) {
    try {
        return { records: await query(), failure: null };
    }
    catch (error) {
        const code = error.code ?? error.message;
        return { records: [], failure: NO_SUCH_RECORDS.has(code) ? null : code };
    }
}
//# sourceMappingURL=dns-txt-lookup.js.map