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
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { countMatching } from '../common/collection-count.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { AgentIpRecord } from './agent-ip.schema.js';
import { toAgentIpResponse } from './agent-response.js';
import { AgentRecord } from './agent.schema.js';
import { canonicalIpAddress } from './ip-address.js';
const MONGO_DUPLICATE_KEY = 11000;
const AGENTS_CACHED_MAX = 1_000;
/** Shown for an IP whose agent was deleted while the IP was being read. */
const VANISHED_AGENT = { agent_id: '', hostname: '', agent_type: 'customer' };
/** The sending IPs of the agents: the admin's HELO and status per IP, and the IPs agents report. */
let AgentIpsService = class AgentIpsService {
    agentIps;
    agents;
    /**
     * Each agent's active IPs by agent _id, as leasing reads them (every lease call): a change made
     * here drops the entry at once, one made by another API process (an IP set inactive) takes
     * effect here within SHARED_RECORD_TTL_MS.
     */
    activeByAgent = new TtlCache({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: AGENTS_CACHED_MAX });
    constructor(agentIps, agents) {
        this.agentIps = agentIps;
        this.agents = agents;
    }
    async list(query) {
        const window = toPageWindow(query);
        const [documents, total] = await Promise.all([
            // ip is unique, so it orders the pages on its own, from its index.
            this.agentIps.find().sort({ ip: 1 }).skip(window.skip).limit(window.limit).exec(),
            countMatching(this.agentIps, {}),
        ]);
        const agentIds = [...new Set(documents.map((agentIp) => agentIp.agent.toString()))];
        const agents = await this.agents.find({ _id: { $in: agentIds } }).exec();
        const agentById = new Map(agents.map((agent) => [agent._id.toString(), agent]));
        const items = documents.map((agentIp) => toAgentIpResponse(agentIp, agentById.get(agentIp.agent.toString()) ?? VANISHED_AGENT));
        return toListResponse(items, total, window);
    }
    async listForAgent(agent) {
        const documents = await this.agentIps.find({ agent: agent._id }).sort({ ip: 1 }).exec();
        return documents.map((agentIp) => toAgentIpResponse(agentIp, agent));
    }
    /** The agent's IPs that it may send from now (status active). */
    activeForAgent(agent) {
        return this.activeByAgent.getOrLoad(agent._id.toString(), async () => (await this.listForAgent(agent)).filter((ip) => ip.status === 'active'));
    }
    async update(ip, changes) {
        const updated = await this.agentIps.findOneAndUpdate({ ip }, { $set: changes }, { returnDocument: 'after', runValidators: true }).exec();
        if (!updated)
            throw new NotFoundException(`IP ${ip} not found`);
        this.activeByAgent.invalidate(updated.agent.toString());
        const agent = await this.agents.findById(updated.agent).exec();
        return toAgentIpResponse(updated, agent ?? VANISHED_AGENT);
    }
    /**
     * The admin's list for one agent: the HELO of each listed IP is set, and listed IPs the agent
     * does not have yet are added to it. All or nothing: a refused item changes no IP.
     */
    async applyAdminList(agent, items) {
        const listed = new Set();
        items.forEach((item, index) => {
            if (listed.has(item.ip))
                throw new BadRequestException([`items.${index}.ip ${item.ip} is listed twice`]);
            listed.add(item.ip);
        });
        const taken = await this.agentIps.find({ ip: { $in: [...listed] }, agent: { $ne: agent._id } }).exec();
        if (taken.length > 0) {
            const owner = await this.agents.findById(taken[0].agent).exec();
            throw new ConflictException(`IP ${taken[0].ip} belongs to agent ${owner?.agent_id ?? taken[0].agent.toString()}`);
        }
        // An IP another agent takes after the check above ends at the unique index: 409 from the global filter.
        await Promise.all(items.map((item) => this.agentIps
            .updateOne({ agent: agent._id, ip: item.ip }, { $set: { helo: item.helo }, $setOnInsert: { status: 'active' } }, { upsert: true })
            .exec()));
        this.activeByAgent.invalidate(agent._id.toString());
        return this.listForAgent(agent);
    }
    /**
     * IPs an agent reports in a heartbeat: new ones are added with the agent's host name as HELO
     * and status active; known ones keep the HELO and status an admin set. Text that is not an IP,
     * and IPs that belong to another agent, are refused and returned.
     */
    async recordReported(agent, reportedIps) {
        const outcomes = await Promise.all([...new Set(reportedIps)].map(async (reported) => {
            const ip = canonicalIpAddress(reported);
            if (!ip)
                return reported;
            try {
                await this.agentIps
                    .updateOne({ agent: agent._id, ip }, { $setOnInsert: { helo: agent.hostname, status: 'active' } }, { upsert: true })
                    .exec();
                return null;
            }
            catch (error) {
                if (isDuplicateKeyError(error))
                    return reported;
                throw error;
            }
        }));
        this.activeByAgent.invalidate(agent._id.toString());
        return { refused: outcomes.filter((outcome) => outcome !== null) };
    }
    /** IP count per agent _id; agents without IPs are absent. */
    async countByAgent(agentIds) {
        if (agentIds.length === 0)
            return new Map();
        const counts = await this.agentIps
            .aggregate([
            { $match: { agent: { $in: agentIds } } },
            { $group: { _id: '$agent', count: { $sum: 1 } } },
        ])
            .exec();
        return new Map(counts.map((row) => [row._id.toString(), row.count]));
    }
    async removeForAgent(agentId) {
        await this.agentIps.deleteMany({ agent: agentId }).exec();
        this.activeByAgent.invalidate(agentId.toString());
    }
};
AgentIpsService = __decorate([
    Injectable(),
    __param(0, InjectModel(AgentIpRecord.name)),
    __param(1, InjectModel(AgentRecord.name)),
    __metadata("design:paramtypes", [Function, Function])
], AgentIpsService);
export { AgentIpsService };
function isDuplicateKeyError(error) {
    return error?.code === MONGO_DUPLICATE_KEY;
}
//# sourceMappingURL=agent-ips.service.js.map