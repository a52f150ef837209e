import { Inject, Injectable } from '@nestjs/common';
import {
  classifyDeferral,
  isShapingDeferral,
  type AgentHeartbeatResponse,
  type AgentIp,
  type AgentLease,
  type AgentReleaseResponse,
  type AgentResultBatchItem,
  type AgentResultResponse,
} from '@platform/contracts';
import type { StoredAgent } from '../agents/agent.schema.js';
import { AgentIpsService } from '../agents/agent-ips.service.js';
import { AgentsService } from '../agents/agents.service.js';
import { apiErrorBodyOf } from '../common/all-exceptions.filter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { IpWarmupService } from '../ip-warmup/ip-warmup.service.js';
import { DeliveryQueueService, type LeasedDelivery } from '../queue/delivery-queue.service.js';
import type { LeaseEligibility } from '../queue/due-deliveries.js';
import { PlatformMetrics } from '../metrics/platform-metrics.js';
import { DeferralCountsService } from '../traffic-shaping/deferral-counts.service.js';
import { DestinationSuspensionsService } from '../traffic-shaping/destination-suspensions.service.js';
import { TrafficShapingRulesService } from '../traffic-shaping/traffic-shaping-rules.service.js';
import type { AgentHeartbeatDto, AgentReleaseDto, AgentResultDto } from './dto/agent-protocol.dto.js';

/**
 * The API side of the agents: heartbeats, and leases limited to what an agent may send —
 * provider domains to provider agents; byoip domains to their owner's agents, from the
 * domain's dedicated IPs only; never from an inactive IP, never to a drained agent.
 */
@Injectable()
export class AgentGatewayService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly agents: AgentsService,
    private readonly agentIps: AgentIpsService,
    private readonly queue: DeliveryQueueService,
    private readonly shapingRules: TrafficShapingRulesService,
    private readonly suspensions: DestinationSuspensionsService,
    private readonly deferrals: DeferralCountsService,
    private readonly ipWarmup: IpWarmupService,
    private readonly metrics: PlatformMetrics,
  ) {}

  async heartbeat(agent: StoredAgent, body: AgentHeartbeatDto): Promise<AgentHeartbeatResponse> {
    const { ips, refused_ips } = await this.agents.recordHeartbeat(agent.agent_id, body.hostname, body.ips);
    const [trafficShaping, suspensions, ipWarmup] = await Promise.all([
      this.shapingRules.get(),
      this.suspensions.activeOn(ips.map(({ ip }) => ip)),
      this.ipWarmup.allowances(ips.filter((ip) => ip.status === 'active')),
    ]);
    return {
      agent_id: agent.agent_id,
      status: agent.admin_disabled ? 'offline' : 'online',
      ips: ips.map(({ ip, helo, status }) => ({ ip, helo, status })),
      refused_ips,
      lease_seconds: Math.round(this.config.sending.leaseMs / 1000),
      traffic_shaping: trafficShaping,
      suspensions,
      ip_warmup: ipWarmup,
    };
  }

  async lease(agent: StoredAgent, max: number): Promise<AgentLease[]> {
    if (agent.admin_disabled) return [];
    const activeIps = await this.agentIps.activeForAgent(agent);
    if (activeIps.length === 0) return [];
    const activeAddresses = new Set(activeIps.map((ip) => ip.ip));
    const ownerId = agent.owner_user_id?.toString() ?? null;
    const eligible: LeaseEligibility =
      agent.agent_type === 'provider'
        ? (delivery) => delivery.sendPlan === 'provider'
        : (delivery) =>
            delivery.sendPlan === 'byoip' &&
            delivery.agentOwnerUserId === ownerId &&
            delivery.allowedIps.some((ip) => activeAddresses.has(ip));

    // An agent waits a limited time for its answer: a call that outlived it would lease
    // deliveries nobody carries until their leases run out.
    const deadline = Date.now() + LEASE_CALL_BUDGET_MS;
    const leased = await this.queue.leaseMany('agent', leaseOwnerOf(agent), this.config.sending.leaseMs, eligible, max, deadline);
    return Promise.all(
      leased.map(async (delivery) => {
        const suspended = await this.suspensions.suspendedIpsFor(delivery.delivery.recipient_domain);
        return toAgentLease(delivery, pickSourceIp(delivery, activeIps, suspended, (ip) => this.ipWarmup.volumeToday(ip)));
      }),
    );
  }

  async recordResult(agent: StoredAgent, body: AgentResultDto): Promise<AgentResultResponse> {
    const origin = { sourceIp: body.source_ip, agentHostname: agent.hostname };
    const { recorded } = await this.queue.recordAttempt(body.lease_token, body.results, origin, leaseOwnerOf(agent));
    if (recorded) await this.learnFromReplies(agent, body);
    if (recorded || !body.journaled) return { recorded };
    // The agent restarted with this result in its journal, and its lease ended meanwhile.
    const settled = await this.queue.settleJournaledAttempt(body.lease_token, body.results, origin, leaseOwnerOf(agent));
    return { recorded: false, settled };
  }

  /**
   * Records each result as recordResult does, all at once: their attempts reach the queue in the
   * same turn and are written together. A result that fails is answered with the error its own
   * request would have got, and the others are recorded all the same.
   */
  recordResults(agent: StoredAgent, bodies: AgentResultDto[]): Promise<AgentResultBatchItem[]> {
    return Promise.all(bodies.map((body) => this.recordResult(agent, body).catch(apiErrorBodyOf)));
  }

  /**
   * What the replies say about the destination on that IP: a throttling reply suspends it there
   * (the agent did so itself already; this record outlives the agent and grows with repeats),
   * deliveries count towards lifting a past suspension and towards a warming IP's daily volume.
   * An agent speaks only for its own IPs: a customer's agent reporting from a platform IP (or any
   * agent from another's) must not suspend or warm it for everyone. And only the platform's own
   * agents teach the API which destination a recipient domain belongs to, which applies to every
   * account's leases.
   */
  private async learnFromReplies(agent: StoredAgent, body: AgentResultDto): Promise<void> {
    const destination = body.destination;
    const deferred = body.results.filter((result) => result.outcome === 'deferred');
    const classes = deferred.map((result) => classifyDeferral(result.response));
    for (const deferral of classes) this.metrics.deferralsByClass.inc({ class: deferral, destination: destination ?? 'none' });
    await this.deferrals.record(destination, classes);
    if (!destination) return;
    const sourceIp = (await this.agentIps.activeForAgent(agent)).find((candidate) => candidate.ip === body.source_ip);
    if (!sourceIp) return;
    const domain = body.results[0]?.address.split('@').pop();
    if (domain && !agent.owner_user_id) this.suspensions.rememberDestination(domain, destination);
    const throttle = deferred.find((result) => classifyDeferral(result.response) === 'throttled' && !isShapingDeferral(result.response));
    if (throttle) {
      const rules = await this.shapingRules.get();
      const lengths = { firstMs: rules.first_suspension_seconds * 1000, maxMs: rules.max_suspension_seconds * 1000 };
      await this.suspensions.recordThrottle(sourceIp.ip, destination, throttle.response, lengths);
      return;
    }
    const delivered = body.results.filter((result) => result.outcome === 'delivered').length;
    if (delivered > 0) {
      await this.suspensions.recordSuccesses(sourceIp.ip, destination, delivered);
      if (this.ipWarmup.volumeToday(sourceIp) !== null) await this.ipWarmup.recordDelivered(sourceIp.ip, destination, delivered);
    }
  }

  /** Gives the agent's unfinished leases back to the queue (the agent is shutting down). */
  async releaseLeases(agent: StoredAgent, body: AgentReleaseDto): Promise<AgentReleaseResponse> {
    let released = 0;
    for (const token of new Set(body.lease_tokens)) {
      if (await this.queue.releaseLease(token, leaseOwnerOf(agent))) released += 1;
    }
    return { released };
  }
}

/** How long one lease call may spend taking deliveries (agents give up on a call after 30 s). */
const LEASE_CALL_BUDGET_MS = 5_000;

/** Leases are held in the agent's name, so one agent cannot report on another's lease. */
function leaseOwnerOf(agent: StoredAgent): string {
  return `agent:${agent.agent_id}`;
}

/**
 * byoip mail leaves from one of the domain's dedicated IPs; provider mail from any active IP,
 * spread at random; in both, an IP where the recipient's destination is suspended only when all
 * are (the agent then defers it without connecting, saying until when), and among the rest the
 * warmed IPs first, else the ones furthest into their warm-up (the largest daily volume).
 */
function pickSourceIp(leased: LeasedDelivery, activeIps: AgentIp[], suspendedIps: Set<string>, warmupVolumeOf: (ip: AgentIp) => number | null): AgentIp {
  const allowed = leased.delivery.allowed_ips;
  const candidates = allowed.length ? activeIps.filter((ip) => allowed.includes(ip.ip)) : activeIps;
  const open = candidates.filter((ip) => !suspendedIps.has(ip.ip));
  const unsuspended = open.length > 0 ? open : candidates;
  const volumes = unsuspended.map((ip) => warmupVolumeOf(ip) ?? Number.POSITIVE_INFINITY);
  const largest = Math.max(...volumes);
  const choices = unsuspended.filter((_ip, index) => volumes[index] === largest);
  return choices[Math.floor(Math.random() * choices.length)];
}


function toAgentLease(leased: LeasedDelivery, source: AgentIp): AgentLease {
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
    lease_expires_at: leased.delivery.lease_expires_at!.toISOString(),
  };
}
