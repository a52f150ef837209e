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
import { TtlCache } from '../common/ttl-cache.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { AgentIpsService } from '../agents/agent-ips.service.js';
import { AgentsService } from '../agents/agents.service.js';
import { DnsTxtLookup } from '../domains/dns-txt-lookup.js';
import { SettingsService } from '../settings/settings.service.js';
import { agentsOnlineCheck } from './agents-online-check.js';
import { smtpCertificateCheck } from './certificate-check.js';
import { publicHostnameCheck, smtpHostnameCheck, trackingHostCheck } from './host-name-checks.js';
import { platformMailCheck } from './platform-mail-check.js';
import { Port25Probe } from './port25-probe.js';
import { returnPathMxCheck, returnPathSpfCheck } from './return-path-checks.js';
import { reverseDnsCheck } from './reverse-dns-check.js';
/** Sending IPs checked per run (reverse DNS, SPF): a run stays a few dozen lookups however many there are. */
const SENDING_IPS_CHECKED_MAX = 20;
/**
 * The operator's set-up checklist. A run looks a few names up and reads a few records; its
 * results are served for SETUP_CHECKLIST_CACHE_SECONDS, and requests during a run share it, so
 * the dashboard stays fast and callers cannot multiply the lookups.
 */
let SetupChecklistService = class SetupChecklistService {
    config;
    dns;
    settings;
    agents;
    agentIps;
    port25;
    results;
    constructor(config, dns, settings, agents, agentIps, port25) {
        this.config = config;
        this.dns = dns;
        this.settings = settings;
        this.agents = agents;
        this.agentIps = agentIps;
        this.port25 = port25;
        this.results = new TtlCache({ ttlMs: config.setupChecklist.cacheSeconds * 1000, maxEntries: 1 });
    }
    get() {
        return this.results.getOrLoad('checklist', () => this.run());
    }
    async run() {
        const checkedAt = new Date();
        const [sendingIps, smtp, providersOnline, agentsOffline] = await Promise.all([
            this.activeSendingIps(),
            this.settings.smtpConnection(),
            this.countAgents({ agent_type: 'provider', status: 'online' }),
            this.countAgents({ status: 'offline' }),
        ]);
        const items = await Promise.all([
            publicHostnameCheck(this.config),
            smtpHostnameCheck(this.config, this.dns),
            smtpCertificateCheck(this.config, checkedAt),
            platformMailCheck(this.config, smtp),
            returnPathMxCheck(this.config, this.dns),
            returnPathSpfCheck(this.config, this.dns, sendingIps),
            trackingHostCheck(this.config, this.dns),
            reverseDnsCheck(this.dns, sendingIps),
            this.port25.check(),
            agentsOnlineCheck(providersOnline, agentsOffline),
        ]);
        return { items, checked_at: checkedAt.toISOString(), all_passed: items.every((item) => item.status === 'pass') };
    }
    /** The first active sending IPs in address order (the list is read from the ip index). */
    async activeSendingIps() {
        const page = await this.agentIps.list({ page: 1, limit: SENDING_IPS_CHECKED_MAX });
        return page.items.filter((ip) => ip.status === 'active');
    }
    async countAgents(filter) {
        return (await this.agents.list({ page: 1, limit: 1, ...filter })).total;
    }
};
SetupChecklistService = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, DnsTxtLookup,
        SettingsService,
        AgentsService,
        AgentIpsService,
        Port25Probe])
], SetupChecklistService);
export { SetupChecklistService };
//# sourceMappingURL=setup-checklist.service.js.map