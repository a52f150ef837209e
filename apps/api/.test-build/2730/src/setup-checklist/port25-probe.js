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
import { isIP, connect } from 'node:net';
import { TtlCache } from '../common/ttl-cache.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DnsTxtLookup } from '../domains/dns-txt-lookup.js';
import { DNS_UNANSWERED_FIX, setupCheck, unanswered } from './setup-check.js';
const TITLE = 'Outbound port 25';
const BLOCKED_FIX = 'Ask your hosting provider to open outbound port 25 (many block it on new accounts), or run sending agents on machines where it is open, or send through a relay.';
/**
 * Whether this machine can open SMTP connections to other mail servers: one TCP connection to
 * PORT25_PROBE_HOST, closed at once. At most one probe per process every PORT25_PROBE_CACHE_SECONDS
 * however often the checklist is asked (callers share the one under way), each bounded by
 * PORT25_PROBE_TIMEOUT_SECONDS: a caller cannot make this machine knock on someone's door.
 */
let Port25Probe = class Port25Probe {
    config;
    dns;
    results;
    constructor(config, dns) {
        this.config = config;
        this.dns = dns;
        this.results = new TtlCache({ ttlMs: config.setupChecklist.port25ProbeCacheSeconds * 1000, maxEntries: 1 });
    }
    check() {
        return this.results.getOrLoad('probe', () => this.probe());
    }
    async probe() {
        const target = this.config.setupChecklist.port25ProbeTarget;
        if (!target)
            return setupCheck('port25_outbound', TITLE, 'unknown', 'The port 25 probe is off (PORT25_PROBE_HOST=off).', 'Set PORT25_PROBE_HOST to a mail server that answers on port 25 to have it checked.');
        const label = `${target.host}:${target.port}`;
        let address = target.host;
        if (!isIP(address)) {
            const answer = await this.dns.addressAnswer(target.host);
            if (answer.records.length === 0) {
                return setupCheck('port25_outbound', TITLE, 'unknown', answer.failure ? unanswered(target.host, answer) : `${target.host} (PORT25_PROBE_HOST) has no address to try.`, answer.failure ? DNS_UNANSWERED_FIX : 'Set PORT25_PROBE_HOST to a mail server that exists.');
            }
            address = answer.records[0];
        }
        const timeoutMs = this.config.setupChecklist.port25ProbeTimeoutMs;
        const outcome = await tcpConnect(address, target.port, timeoutMs);
        if (outcome === 'connected')
            return setupCheck('port25_outbound', TITLE, 'pass', `A connection to ${label} (${address}) opened: mail can leave for recipients' servers from here.`, null);
        return setupCheck('port25_outbound', TITLE, 'fail', `No connection to ${label} (${address}) within ${timeoutMs / 1000} s (${outcome}): port 25 looks blocked from this network, so mail cannot leave for recipients' servers from here.`, BLOCKED_FIX);
    }
};
Port25Probe = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, DnsTxtLookup])
], Port25Probe);
export { Port25Probe };
/** 'connected', or why not (an error code, or 'timed out'). */
function tcpConnect(host, port, timeoutMs) {
    return new Promise((resolve) => {
        const socket = connect({ host, port });
        const finish = (outcome) => {
            clearTimeout(timer);
            socket.destroy();
            resolve(outcome);
        };
        const timer = setTimeout(() => finish('timed out'), timeoutMs);
        socket.once('connect', () => finish('connected'));
        socket.once('error', (error) => finish(error.code ?? error.message));
    });
}
//# sourceMappingURL=port25-probe.js.map