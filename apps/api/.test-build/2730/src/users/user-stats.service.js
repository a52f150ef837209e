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
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { AgentsService } from '../agents/agents.service.js';
import { OwnerRegistry } from '../owner-registry/owner-registry.js';
import { userScope } from '../rollups/rollup-keys.js';
import { RollupsService } from '../rollups/rollups.service.js';
const DAY_MS = 24 * 60 * 60 * 1000;
const DOMAIN_FIELDS = { domain: 1, status: 1 };
const RECENT_DAYS = 30;
/**
 * Figures shown in a user's detail panel: what was sent from the account's rollups, the agents
 * from the agents list as AgentsService keeps it (a second at most), the domains and SMTP accounts
 * through the owner's registry (OwnerRegistry), the rest counted from the collections the other
 * modules own, read by collection name so the users module does not depend on every other module.
 */
let UserStatsService = class UserStatsService {
    connection;
    rollups;
    agents;
    owners;
    constructor(connection, rollups, agents, owners) {
        this.connection = connection;
        this.rollups = rollups;
        this.agents = agents;
        this.owners = owners;
    }
    async statsFor(userId) {
        const ownerId = new Types.ObjectId(userId);
        const [{ domains, smtpCount }, agents, sent] = await Promise.all([
            this.holdingsOf(ownerId),
            this.agents.idsOwnedBy(ownerId),
            this.countSent(ownerId, new Date()),
        ]);
        const ipCount = agents.length
            ? await this.connection.collection('agent_ips').countDocuments({ agent: { $in: agents } })
            : 0;
        return {
            domain_count: domains.length,
            smtp_count: smtpCount,
            total_sent: sent.total,
            agent_count: agents.length,
            ip_count: ipCount,
            last_30d_sent: sent.recent,
            domains: domains.map((domain) => ({ _id: domain._id.toString(), domain: domain.domain, status: domain.status })),
        };
    }
    /** The user's domains by name and how many SMTP accounts they have, through their registry. */
    async holdingsOf(ownerId) {
        const holdings = await this.owners.holdingsOf(ownerId, { domains: DOMAIN_FIELDS, smtpAccounts: {} });
        return {
            domains: holdings.domains.sort((a, b) => (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0)),
            smtpCount: holdings.smtpAccounts.length,
        };
    }
    /** Messages the account had accepted: ever (its lifetime counts), and today with the 29 days before (as the customer overview counts them). */
    async countSent(ownerId, now) {
        const days = Array.from({ length: RECENT_DAYS }, (_, index) => new Date(now.getTime() - index * DAY_MS).toISOString().slice(0, 10));
        const scope = userScope(ownerId);
        const [lifetime, recent] = await Promise.all([this.rollups.lifetimeCounts(scope), this.rollups.dayCounts(scope, days)]);
        return { total: lifetime.accepted, recent: recent.reduce((sum, day) => sum + day.accepted, 0) };
    }
};
UserStatsService = __decorate([
    Injectable(),
    __param(0, InjectConnection()),
    __metadata("design:paramtypes", [Function, RollupsService,
        AgentsService,
        OwnerRegistry])
], UserStatsService);
export { UserStatsService };
//# sourceMappingURL=user-stats.service.js.map