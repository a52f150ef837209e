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
import { AgentIpsService } from '../agents/agent-ips.service.js';
import { AgentsService } from '../agents/agents.service.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
/**
 * The API side of the agents: heartbeats, and leases limited to what an agent may send —
 * provider domains to provider agents; byoip domains to their owner's agents, from the
 * domain's dedicated IPs only; never from an inactive IP, never to a drained agent.
 */
let AgentGatewayService = class AgentGatewayService {
    config;
    agents;
    agentIps;
    queue;
    constructor(config, agents, agentIps, queue) {
        this.config = config;
        this.agents = agents;
        this.agentIps = agentIps;
        this.queue = queue;
    }
    async heartbeat(agent, body) {
        const { ips, refused_ips } = await this.agents.recordHeartbeat(agent.agent_id, body.hostname, body.ips);
        return {
            agent_id: agent.agent_id,
            status: agent.admin_disabled ? 'offline' : 'online',
            ips: ips.map(({ ip, helo, status }) => ({ ip, helo, status })),
            refused_ips,
            lease_seconds: Math.round(this.config.sending.leaseMs / 1000),
        };
    }
    async lease(agent, max) {
        if (agent.admin_disabled)
            return [];
        const activeIps = await this.agentIps.activeForAgent(agent);
        if (activeIps.length === 0)
            return [];
        const activeAddresses = new Set(activeIps.map((ip) => ip.ip));
        const ownerId = agent.owner_user_id?.toString() ?? null;
        const eligible = agent.agent_type === 'provider'
            ? (delivery) => delivery.sendPlan === 'provider'
            : (delivery) => delivery.sendPlan === 'byoip' &&
                delivery.agentOwnerUserId === ownerId &&
                delivery.allowedIps.some((ip) => activeAddresses.has(ip));
        // An agent waits a limited time for its answer: a call that outlived it would lease
        // deliveries nobody carries until their leases run out.
        const deadline = Date.now() + LEASE_CALL_BUDGET_MS;
        const leased = await this.queue.leaseMany('agent', leaseOwnerOf(agent), this.config.sending.leaseMs, eligible, max, deadline);
        const leases = leased.map((delivery) => toAgentLease(delivery, pickSourceIp(delivery, activeIps)));
        return leases;
    }
    async recordResult(agent, body) {
        const origin = { sourceIp: body.source_ip, agentHostname: agent.hostname };
        const { recorded } = await this.queue.recordAttempt(body.lease_token, body.results, origin, leaseOwnerOf(agent));
        if (recorded || !body.journaled)
            return { recorded };
        // The agent restarted with this result in its journal, and its lease ended meanwhile.
        const settled = await this.queue.settleJournaledAttempt(body.lease_token, body.results, origin, leaseOwnerOf(agent));
        return { recorded: false, settled };
    }
    /** Gives the agent's unfinished leases back to the queue (the agent is shutting down). */
    async releaseLeases(agent, body) {
        let released = 0;
        for (const token of new Set(body.lease_tokens)) {
            if (await this.queue.releaseLease(token, leaseOwnerOf(agent)))
                released += 1;
        }
        return { released };
    }
};
AgentGatewayService = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, AgentsService,
        AgentIpsService,
        DeliveryQueueService])
], AgentGatewayService);
export { AgentGatewayService };
/** How long one lease call may spend taking deliveries (agents give up on a call after 30 s). */
const LEASE_CALL_BUDGET_MS = 5_000;
/** Leases are held in the agent's name, so one agent cannot report on another's lease. */
function leaseOwnerOf(agent) {
    return `agent:${agent.agent_id}`;
}
/** byoip mail leaves from one of the domain's dedicated IPs; provider mail from any active IP, spread at random. */
function pickSourceIp(leased, activeIps) {
    const allowed = leased.delivery.allowed_ips;
    const candidates = allowed.length ? activeIps.filter((ip) => allowed.includes(ip.ip)) : activeIps;
    return candidates[Math.floor(Math.random() * candidates.length)];
}
function toAgentLease(leased, source) {
    return {
        lease_token: leased.leaseToken,
        delivery_id: leased.delivery._id.toString(),
        message_id: leased.delivery.message_id,
        envelope_from: leased.envelopeFrom,
        recipient_domain: leased.delivery.recipient_domain,
        recipients: leased.recipients,
        raw: leased.raw.toString('base64'),
        source_ip: source.ip,
        helo: source.helo,
        lease_expires_at: leased.delivery.lease_expires_at.toISOString(),
    };
}
//# sourceMappingURL=agent-gateway.service.js.map