import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { AgentIp, IpWarmupList, ListResponse, PageQuery } from '@platform/contracts';
import { countMatching } from '../common/collection-count.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { IpWarmupService } from '../ip-warmup/ip-warmup.service.js';
import { PlatformMetrics } from '../metrics/platform-metrics.js';
import { localAgentIdOf } from './local-agent-id.js';
import { AgentIpRecord } from './agent-ip.schema.js';
import { toAgentIpResponse, type AgentIdentity } from './agent-response.js';
import { AgentRecord, type AgentDocument, type StoredAgent } from './agent.schema.js';
import type { AgentIpItemDto } from './dto/agent-ip-item.dto.js';
import type { UpdateIpDto } from './dto/update-ip.dto.js';
import { canonicalIpAddress } from './ip-address.js';

const MONGO_DUPLICATE_KEY = 11000;
const AGENTS_CACHED_MAX = 1_000;
/** Long enough for one scrape's two warm-up gauges to share a read, short enough to show each scrape afresh. */
const WARMING_FOR_METRICS_TTL_MS = 1_000;

/** Shown for an IP whose agent was deleted while the IP was being read. */
const VANISHED_AGENT: AgentIdentity = { agent_id: '', hostname: '', agent_type: 'customer' };

/** The sending IPs of the agents: the admin's HELO and status per IP, and the IPs agents report. */
@Injectable()
export class AgentIpsService {
  /**
   * Each agent's active IPs by agent _id, as leasing reads them (every lease call): a change made
   * here drops the entry at once, one made by another API process (an IP set inactive) takes
   * effect here within SHARED_RECORD_TTL_MS.
   */
  private readonly activeByAgent = new TtlCache<string, AgentIp[]>({ ttlMs: SHARED_RECORD_TTL_MS, maxEntries: AGENTS_CACHED_MAX });
  /** The warming IPs as the metrics read them: the volume and delivered gauges of a scrape ask one after the other. */
  private readonly warmingForMetrics = new TtlCache<'all', IpWarmupList['items']>({ ttlMs: WARMING_FOR_METRICS_TTL_MS, maxEntries: 1 });

  constructor(
    @InjectModel(AgentIpRecord.name) private readonly agentIps: Model<AgentIpRecord>,
    @InjectModel(AgentRecord.name) private readonly agents: Model<AgentRecord>,
    private readonly ipWarmup: IpWarmupService,
    metrics: PlatformMetrics,
  ) {
    metrics.observeIpWarmup(() => this.warmingForMetrics.getOrLoad('all', async () => (await this.warming()).items));
  }

  async list(query: PageQuery): Promise<ListResponse<AgentIp>> {
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

  /** Every warming IP, active or not: its warm-up day, daily volume per destination and what it delivered today. */
  async warming(): Promise<IpWarmupList> {
    // A range over the day strings (null, warmed or exempt, sorts outside it), which the index serves; $ne would scan.
    const ips = await this.agentIps.find({ warmup_started_on: { $gt: '' } }, { ip: 1, warmup_started_on: 1, warmup_schedule: 1 }).lean().exec();
    const items = (await this.ipWarmup.allowances(ips)).sort((first, second) => first.ip.localeCompare(second.ip));
    return { items, total: items.length };
  }

  async listForAgent(agent: Pick<StoredAgent, '_id' | keyof AgentIdentity>): Promise<AgentIp[]> {
    const documents = await this.agentIps.find({ agent: agent._id }).sort({ ip: 1 }).exec();
    return documents.map((agentIp) => toAgentIpResponse(agentIp, agent));
  }

  /** The agent's IPs that it may send from now (status active). */
  activeForAgent(agent: Pick<StoredAgent, '_id' | keyof AgentIdentity>): Promise<AgentIp[]> {
    return this.activeByAgent.getOrLoad(agent._id.toString(), async () =>
      (await this.listForAgent(agent)).filter((ip) => ip.status === 'active'),
    );
  }

  async update(ip: string, changes: UpdateIpDto): Promise<AgentIp> {
    const updated = await this.agentIps.findOneAndUpdate({ ip }, { $set: changes }, { returnDocument: 'after', runValidators: true }).exec();
    if (!updated) throw new NotFoundException(`IP ${ip} not found`);
    this.activeByAgent.invalidate(updated.agent.toString());
    const agent = await this.agents.findById(updated.agent).exec();
    return toAgentIpResponse(updated, agent ?? VANISHED_AGENT);
  }

  /**
   * The admin's list for one agent: the HELO of each listed IP is set, and listed IPs the agent
   * does not have yet are added to it. All or nothing: a refused item changes no IP.
   */
  async applyAdminList(agent: AgentDocument, items: AgentIpItemDto[]): Promise<AgentIp[]> {
    const listed = new Set<string>();
    items.forEach((item, index) => {
      if (listed.has(item.ip)) throw new BadRequestException([`items.${index}.ip ${item.ip} is listed twice`]);
      listed.add(item.ip);
    });
    const taken = await this.agentIps.find({ ip: { $in: [...listed] }, agent: { $ne: agent._id } }).exec();
    if (taken.length > 0) {
      const owner = await this.agents.findById(taken[0].agent).exec();
      throw new ConflictException(`IP ${taken[0].ip} belongs to agent ${owner?.agent_id ?? taken[0].agent.toString()}`);
    }
    // An IP another agent takes after the check above ends at the unique index: 409 from the global filter.
    await Promise.all(
      items.map((item) =>
        this.agentIps
          .updateOne({ agent: agent._id, ip: item.ip }, { $set: { helo: item.helo }, $setOnInsert: { status: 'active', warmup_started_on: this.ipWarmup.startOfNewIp(item.ip) } }, { upsert: true })
          .exec(),
      ),
    );
    this.activeByAgent.invalidate(agent._id.toString());
    return this.listForAgent(agent);
  }

  /**
   * IPs an agent reports in a heartbeat: new ones are added with the agent's host name as HELO
   * and status active, a public one starting its warm-up today; known ones keep the HELO and status an admin set. Text that is not an IP,
   * and IPs that belong to another agent, are refused and returned.
   */
  async recordReported(agent: AgentDocument, reportedIps: string[]): Promise<{ refused: string[] }> {
    // The local route sends from the API's own machine, for small installations: no warm-up there.
    const localRoute = agent.agent_id === localAgentIdOf(agent.hostname);
    const outcomes = await Promise.all(
      [...new Set(reportedIps)].map(async (reported) => {
        const ip = canonicalIpAddress(reported);
        if (!ip) return reported;
        try {
          await this.agentIps
            .updateOne({ agent: agent._id, ip }, { $setOnInsert: { helo: agent.hostname, status: 'active', warmup_started_on: localRoute ? null : this.ipWarmup.startOfNewIp(ip) } }, { upsert: true })
            .exec();
          return null;
        } catch (error) {
          if (isDuplicateKeyError(error)) return reported;
          throw error;
        }
      }),
    );
    this.activeByAgent.invalidate(agent._id.toString());
    return { refused: outcomes.filter((outcome): outcome is string => outcome !== null) };
  }

  /** IP count per agent _id; agents without IPs are absent. */
  async countByAgent(agentIds: Types.ObjectId[]): Promise<Map<string, number>> {
    if (agentIds.length === 0) return new Map();
    const counts = await this.agentIps
      .aggregate<{ _id: Types.ObjectId; count: number }>([
        { $match: { agent: { $in: agentIds } } },
        { $group: { _id: '$agent', count: { $sum: 1 } } },
      ])
      .exec();
    return new Map(counts.map((row) => [row._id.toString(), row.count]));
  }

  async removeForAgent(agentId: Types.ObjectId): Promise<void> {
    await this.agentIps.deleteMany({ agent: agentId }).exec();
    this.activeByAgent.invalidate(agentId.toString());
  }
}

function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === MONGO_DUPLICATE_KEY;
}
