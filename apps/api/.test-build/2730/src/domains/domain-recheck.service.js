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
var DomainRecheckService_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import { JobLeadership } from '../job-leadership/job-leadership.service.js';
import { DomainRecord } from './domain.schema.js';
import { DomainsService } from './domains.service.js';
const MINUTE_MS = 60 * 1000;
/** Domains checked per round: a round stays short, and the next takes the following ones. */
const DOMAINS_PER_ROUND = 50;
const DOMAIN_RECHECK_JOB = 'domain-recheck';
/**
 * Checks every domain's DNS records again once DOMAIN_RECHECK_MINUTES have passed since its last
 * check (Verify or a re-check), so a record that disappears, or one published without pressing
 * Verify, is noticed. One API process at a time runs the rounds (JobLeadership).
 */
let DomainRecheckService = DomainRecheckService_1 = class DomainRecheckService {
    domains;
    domainsService;
    config;
    leadership;
    logger = new Logger(DomainRecheckService_1.name);
    timer;
    running = false;
    constructor(domains, domainsService, config, leadership) {
        this.domains = domains;
        this.domainsService = domainsService;
        this.config = config;
        this.leadership = leadership;
    }
    onApplicationBootstrap() {
        const intervalMs = this.config.customer.domainRecheckMinutes * MINUTE_MS;
        if (intervalMs === 0)
            return;
        this.timer = setInterval(() => void this.runScheduledRound(), Math.min(intervalMs, MINUTE_MS)).unref();
    }
    onApplicationShutdown() {
        clearInterval(this.timer);
    }
    async runScheduledRound() {
        try {
            if (await this.leadership.leads(DOMAIN_RECHECK_JOB))
                await this.runOnce();
        }
        catch (error) {
            this.logger.error(`A round of DNS re-checks failed: ${error.message}`);
        }
    }
    /** Re-checks the domains due at `now`, longest unchecked first; returns how many were checked. */
    async runOnce(now = new Date()) {
        if (this.running || this.config.customer.domainRecheckMinutes === 0)
            return 0;
        this.running = true;
        try {
            const dueBefore = new Date(now.getTime() - this.config.customer.domainRecheckMinutes * MINUTE_MS);
            const due = await this.domains
                .find({ $or: [{ verified_at: null }, { verified_at: { $lte: dueBefore } }] })
                .sort({ verified_at: 1 })
                .limit(DOMAINS_PER_ROUND)
                .exec();
            for (const domain of due) {
                await this.domainsService.checkDnsRecords(domain).catch((error) => this.logger.warn(`Re-checking ${domain.domain} failed: ${error.message}`));
            }
            return due.length;
        }
        finally {
            this.running = false;
        }
    }
};
DomainRecheckService = DomainRecheckService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(DomainRecord.name)),
    __param(2, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, DomainsService, Object, JobLeadership])
], DomainRecheckService);
export { DomainRecheckService };
//# sourceMappingURL=domain-recheck.service.js.map