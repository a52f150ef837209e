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
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { DataReplacement } from '../common/data-replacement.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { PlatformMetrics } from '../metrics/platform-metrics.js';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { AgentIpsService } from './agent-ips.service.js';
import { agentPresence } from './agent-presence.js';
import { toAgentResponse } from './agent-response.js';
import { agentSecretMatches, generateAgentSecret, hashAgentSecret } from './agent-secret.js';
import { AgentRecord } from './agent.schema.js';
/** How long the metrics' count of online agents is reused: scrapes every few seconds ask one query at most this often. */
const ONLINE_COUNT_CACHE_MS = 15_000;
/** How long the lists' read of every agent stays in this process; see AgentsService.everyAgent. */
const AGENT_LIST_CACHE_MS = 1_000;
const AGENTS_CACHED_MAX = 1_000;
let AgentsService = class AgentsService {
    agents;
    connection;
    config;
    agentIps;
    onlineCount = new TtlCache({ ttlMs: ONLINE_COUNT_CACHE_MS, maxEntries: 1 });
    /**
     * Agents by agent_id, as authentication reads them: every lease call and every result
     * authenticates, and an agent's calls share one read every few seconds. A change made here
     * drops the entry at once; one made by another API process (an agent set offline, a secret
     * reset, an agent deleted) takes effect here within SHARED_RECORD_TTL_MS.
     */
    agentsById = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: AGENTS_CACHED_MAX });
    /**
     * Every agent, newest first, as the lists read it: agents are few (one per sending machine), and
     * the dashboard asks three counts of them each time it opens. Kept AGENT_LIST_CACHE_MS at most
     * (a status may so lag its heartbeat by that much, and a change by another API process too);
     * every change made through this process drops it at once. Shared between callers: not to be changed.
     */
    everyAgent = new TtlCache({ ttlMs: AGENT_LIST_CACHE_MS, maxEntries: 1, refreshAhead: true });
    constructor(agents, connection, config, agentIps, metrics, replacement) {
        this.agents = agents;
        this.connection = connection;
        this.config = config;
        this.agentIps = agentIps;
        replacement.onReplaced(() => this.everyAgent.clear());
        metrics.observeAgentsOnline(() => this.onlineCount.getOrLoad('online', () => this.agents.countDocuments(this.presence().filterFor('online')).exec()));
    }
    async list(query) {
        const presence = this.presence();
        const window = toPageWindow(query);
        const agents = await this.allAgents();
        // A status is a moving heartbeat window that the admin's switch overrides: it is told here,
        // like the other filters, rather than by more indexes on last_seen and admin_disabled.
        const matching = agents.filter((agent) => (!query.agent_type || agent.agent_type === query.agent_type) &&
            (!query.owner_user_id || agent.owner_user_id?.toString() === query.owner_user_id) &&
            (!query.status || presence.statusOf(agent) === query.status));
        const page = matching.slice(window.skip, window.skip + window.limit);
        return toListResponse(await this.describe(page, presence), matching.length, window);
    }
    /** The _ids of a user's agents, as the lists read them (kept a second; see everyAgent). */
    async idsOwnedBy(userId) {
        return (await this.allAgents()).filter((agent) => agent.owner_user_id?.equals(userId)).map((agent) => agent._id);
    }
    async get(id) {
        const [agent] = await this.describe([await this.findOrFail(id)], this.presence());
        return agent;
    }
    async create(input) {
        // A race past this check ends at the unique index, which the global filter answers with 409.
        if (await this.agents.exists({ agent_id: input.agent_id })) {
            throw new ConflictException(`An agent with agent_id ${input.agent_id} already exists`);
        }
        const agentType = input.agent_type ?? 'customer';
        const ownerUserId = await this.checkedOwner(agentType, input.owner_user_id ?? null);
        const secret = generateAgentSecret();
        const created = await this.agents.create({
            agent_id: input.agent_id,
            hostname: input.hostname,
            agent_type: agentType,
            owner_user_id: ownerUserId,
            secret_hash: hashAgentSecret(secret),
        });
        // A failed sign-in under this agent_id may have been cached as unknown.
        this.forgetChanged(created.agent_id);
        const [agent] = await this.describe([created], this.presence());
        return { ...agent, agent_secret: secret };
    }
    /**
     * The provider agent this host's local delivery route runs (see LocalDeliveryRoute): created on
     * first start, and its secret made the kept one again when they differ (a restored database, a
     * reset in the console). What an admin set on it (offline, its IPs' HELO and status) stays.
     */
    async registerLocalAgent(agentId, hostname, secret) {
        const secretHash = hashAgentSecret(secret);
        const existing = await this.agents.findOne({ agent_id: agentId }).exec();
        if (!existing) {
            await this.agents.create({ agent_id: agentId, hostname, agent_type: 'provider', owner_user_id: null, secret_hash: secretHash });
        }
        else if (!agentSecretMatches(secret, existing.secret_hash)) {
            await this.agents.updateOne({ _id: existing._id }, { $set: { secret_hash: secretHash } }).exec();
        }
        this.forgetChanged(agentId);
    }
    /**
     * Every agent as the waiting reasons read it: its type, owner, whether it is online or an
     * admin set it offline, and (online ones) its active IPs. From the lists' read of every agent
     * (kept a second) and each online agent's active IPs (cached).
     */
    async carriers() {
        const presence = this.presence();
        return Promise.all((await this.allAgents()).map(async (agent) => {
            const online = presence.statusOf(agent) === 'online';
            return {
                agentId: agent.agent_id,
                agentType: agent.agent_type,
                ownerUserId: agent.owner_user_id?.toString() ?? null,
                online,
                setOfflineByAdmin: agent.admin_disabled === true,
                activeIps: online ? (await this.agentIps.activeForAgent(agent)).map((ip) => ip.ip) : [],
            };
        }));
    }
    async update(id, changes) {
        const agent = await this.findOrFail(id);
        if (changes.agent_type !== undefined || changes.owner_user_id !== undefined) {
            const agentType = changes.agent_type ?? agent.agent_type;
            // Turning an agent into a provider agent drops its owner unless the request names one.
            const requestedOwner = changes.owner_user_id !== undefined
                ? changes.owner_user_id
                : agentType === 'provider'
                    ? null
                    : (agent.owner_user_id?.toString() ?? null);
            agent.owner_user_id = await this.checkedOwner(agentType, requestedOwner);
            agent.agent_type = agentType;
        }
        if (changes.status !== undefined)
            agent.admin_disabled = changes.status === 'offline';
        await agent.save();
        this.forgetChanged(agent.agent_id);
        const [described] = await this.describe([agent], this.presence());
        return described;
    }
    /** Deletes the agent and its IPs; its owner and the owner's domains stay. */
    async remove(id) {
        const deleted = await this.agents.findByIdAndDelete(id).exec();
        if (!deleted)
            throw this.notFound(id);
        this.forgetChanged(deleted.agent_id);
        await this.agentIps.removeForAgent(deleted._id);
    }
    /** Deletes the customer agents (and their IPs) of a user whose account is being deleted; answers how many. */
    async removeAllOf(userId) {
        const owned = await this.agents.find({ owner_user_id: userId }, { _id: 1, agent_id: 1 }).lean().exec();
        for (const agent of owned) {
            await this.agentIps.removeForAgent(agent._id);
            await this.agents.deleteOne({ _id: agent._id }).exec();
            this.forgetChanged(agent.agent_id);
        }
        return owned.length;
    }
    async resetSecret(id) {
        const secret = generateAgentSecret();
        const updated = await this.agents.findByIdAndUpdate(id, { $set: { secret_hash: hashAgentSecret(secret) } }).exec();
        if (!updated)
            throw this.notFound(id);
        this.agentsById.invalidate(updated.agent_id);
        return { agent_secret: secret };
    }
    async listIps(id) {
        return { items: await this.agentIps.listForAgent(await this.findOrFail(id)) };
    }
    async updateIps(id, body) {
        return { items: await this.agentIps.applyAdminList(await this.findOrFail(id), body.items) };
    }
    /**
     * The agent whose agent_id and secret these are, or null. An agent an admin set offline still
     * authenticates: it is drained (no new deliveries), not locked out.
     */
    async authenticateAgent(agentId, secret) {
        // Values from a request body may be objects; one must never reach the query as an operator.
        if (typeof agentId !== 'string' || typeof secret !== 'string')
            return null;
        const agent = await this.agentsById.getOrLoad(agentId, () => this.agents.findOne({ agent_id: agentId }).lean().exec());
        return agent && agentSecretMatches(secret, agent.secret_hash) ? agent : null;
    }
    /**
     * A heartbeat of the agent with this agent_id: it is seen now, under the host name it reports,
     * and the IPs it reports are recorded (see AgentIpsService.recordReported).
     */
    async recordHeartbeat(agentId, hostname, ips) {
        const agent = await this.agents
            .findOneAndUpdate({ agent_id: agentId }, { $set: { hostname: hostname.trim().toLowerCase(), last_seen: new Date() } }, { returnDocument: 'after' })
            .exec();
        if (!agent)
            throw new NotFoundException(`Agent ${agentId} not found`);
        // Authentication hands out the agent's host name (its log entries'): the new one from now on.
        this.forgetChanged(agentId);
        const { refused } = await this.agentIps.recordReported(agent, ips);
        return { ips: await this.agentIps.listForAgent(agent), refused_ips: refused };
    }
    /** A customer agent sends from its owner's IPs, so it needs an owner; a provider agent has none. */
    async checkedOwner(agentType, ownerUserId) {
        if (agentType === 'provider') {
            if (ownerUserId !== null)
                throw new BadRequestException(['owner_user_id must be empty for a provider agent']);
            return null;
        }
        if (ownerUserId === null)
            throw new BadRequestException(['owner_user_id is required for a customer agent']);
        const owner = new Types.ObjectId(ownerUserId);
        const exists = await this.connection.collection('users').countDocuments({ _id: owner }, { limit: 1 });
        if (!exists)
            throw new BadRequestException([`owner_user_id ${ownerUserId} is not an existing user`]);
        return owner;
    }
    /** Adds to each agent its owner's e-mail, its IP count and its status under the given presence rule. */
    async describe(agents, presence) {
        const ownerIds = agents.flatMap((agent) => (agent.owner_user_id ? [agent.owner_user_id] : []));
        const [owners, ipCounts] = await Promise.all([
            ownerIds.length
                ? this.connection.collection('users').find({ _id: { $in: ownerIds } }, { projection: { email: 1 } }).toArray()
                : [],
            this.agentIps.countByAgent(agents.map((agent) => agent._id)),
        ]);
        const emailById = new Map(owners.map((owner) => [owner._id.toString(), owner.email]));
        return agents.map((agent) => toAgentResponse(agent, {
            ownerEmail: agent.owner_user_id ? (emailById.get(agent.owner_user_id.toString()) ?? null) : null,
            ipCount: ipCounts.get(agent._id.toString()) ?? 0,
            status: presence.statusOf(agent),
        }));
    }
    /** After a change of an agent through this process: its sign-in record and the lists' read go at once. */
    forgetChanged(agentId) {
        this.agentsById.invalidate(agentId);
        this.everyAgent.clear();
    }
    allAgents() {
        return this.everyAgent.getOrLoad('all', () => this.agents.find({}).sort({ createdAt: -1, _id: -1 }).exec());
    }
    /** Fixed at one instant per request, so a list's status filter and the statuses shown agree. */
    presence() {
        return agentPresence(this.config.agentOfflineAfterSeconds);
    }
    async findOrFail(id) {
        const agent = await this.agents.findById(id).exec();
        if (!agent)
            throw this.notFound(id);
        return agent;
    }
    notFound(id) {
        return new NotFoundException(`Agent ${id} not found`);
    }
};
AgentsService = __decorate([
    Injectable(),
    __param(0, InjectModel(AgentRecord.name)),
    __param(1, InjectConnection()),
    __param(2, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Function, Object, AgentIpsService,
        PlatformMetrics,
        DataReplacement])
], AgentsService);
export { AgentsService };
//# sourceMappingURL=agents.service.js.map