/**
 * The protocol between a sending agent and the API (/api/agent/v1). Every call carries the
 * agent's id in `x-agent-id` and its secret as `Authorization: Bearer <secret>`.
 */
import type { ApiErrorBody } from './common.js';
import type { DeliveryTls } from './delivery-tls.js';
import type { IpWarmupAllowance } from './ip-warmup.js';
import type { DestinationSuspension, TrafficShapingRules } from './traffic-shaping.js';

export const AGENT_ID_HEADER = 'x-agent-id';
export const AGENT_API_BASE_PATH = '/api/agent/v1';

/** POST /api/agent/v1/heartbeat: the agent is alive, on this host, able to send from these IPs. */
export interface AgentHeartbeatRequest {
  hostname: string;
  ips: string[];
}

export interface AgentSendingIp {
  ip: string;
  helo: string;
  status: 'active' | 'inactive';
}

export interface AgentHeartbeatResponse {
  agent_id: string;
  /** online, or offline when an admin drained the agent (it then gets no new leases). */
  status: 'online' | 'offline';
  ips: AgentSendingIp[];
  /** Reported IPs that were not recorded (not an IP, or another agent's). */
  refused_ips: string[];
  /** How long a lease lasts; the agent reports before it runs out, or within the takeover grace after (leaseTakeoverGraceMs). */
  lease_seconds: number;
  /** The destination limits the agent applies from now on (see traffic-shaping.ts). */
  traffic_shaping: TrafficShapingRules;
  /** Destinations suspended on this agent's IPs: deliveries to them from those IPs wait, without connecting. */
  suspensions: DestinationSuspension[];
  /** This agent's IPs in warm-up: the day's volume per destination and what they delivered (warmed IPs are absent). */
  ip_warmup: IpWarmupAllowance[];
}

/** The longest a lease that ran out waits before another worker takes its delivery over. */
export const LEASE_TAKEOVER_GRACE_MAX_MS = 60_000;

/**
 * How long after its end a lease of this length is taken over: as long as the lease itself, at
 * most LEASE_TAKEOVER_GRACE_MAX_MS. Meanwhile its holder may still report the result it could not
 * report in time (the API was restarting), and the recipient gets no second copy.
 */
export function leaseTakeoverGraceMs(leaseMs: number): number {
  return Math.min(Math.max(leaseMs, 0), LEASE_TAKEOVER_GRACE_MAX_MS);
}

/** POST /api/agent/v1/leases: up to `max` deliveries this agent may carry now. */
export interface AgentLeaseRequest {
  max: number;
}

export interface AgentLease {
  lease_token: string;
  delivery_id: string;
  message_id: string;
  envelope_from: string;
  recipient_domain: string;
  recipients: string[];
  /** The signed message, base64. */
  raw: string;
  /** Send from this IP (as the local address) ... */
  source_ip: string;
  /** ... greeting with this name. */
  helo: string;
  lease_expires_at: string;
}

export interface AgentLeaseResponse {
  items: AgentLease[];
}

export const AGENT_DELIVERY_OUTCOMES = ['delivered', 'bounced', 'deferred'] as const;
export type AgentDeliveryOutcome = (typeof AGENT_DELIVERY_OUTCOMES)[number];

/** POST /api/agent/v1/results: what became of each recipient of one lease. */
export interface AgentResultRequest {
  lease_token: string;
  source_ip: string;
  results: Array<{
    address: string;
    outcome: AgentDeliveryOutcome;
    response: string;
    /** How the session that gave this result was protected; absent from agents before it, and when no server was reached. */
    tls?: DeliveryTls;
  }>;
  /** The destination the recipient domain belongs to (traffic shaping), when the agent found its MX hosts. */
  destination?: string;
  /**
   * Replayed from the agent's journal after a restart: the remote server answered while the
   * agent held the lease, but the report may come after the lease ran out or another worker took
   * the delivery over. The API then settles the delivery with these results (delivered and
   * bounced recipients are not tried again) instead of refusing the report.
   */
  journaled?: boolean;
}

export interface AgentResultResponse {
  /** False when the lease had expired or this result was already reported: nothing changed. */
  recorded: boolean;
  /**
   * A journaled report whose lease was no longer held settled the delivery's open attempt (the
   * attempt of whoever took it over, whose own report is then refused).
   */
  settled?: boolean;
}

/** Most results one POST /api/agent/v1/result-batches carries. */
export const AGENT_RESULT_BATCH_MAX = 100;
/**
 * Most bytes of a result batch's JSON body that an agent sends, and the API reads (a single
 * result may be larger: it then goes in a batch of its own, which the API reads up to the
 * results route's own limit). Keeps what one request makes the API hold small.
 */
export const AGENT_RESULT_BATCH_MAX_BYTES = 2 * 1024 * 1024;

/**
 * POST /api/agent/v1/result-batches: the results of up to AGENT_RESULT_BATCH_MAX leases in one
 * request, each checked and recorded exactly as POST /api/agent/v1/results would (that route
 * stays for older agents; an API older than this one answers 404 here).
 */
export interface AgentResultBatchRequest {
  results: AgentResultRequest[];
}

/**
 * What POST /api/agent/v1/results would have answered one result of a batch: its body, or its
 * error (a 503 asks for that result to be reported again shortly). One result's error leaves the
 * others recorded.
 */
export type AgentResultBatchItem = AgentResultResponse | ApiErrorBody;

export interface AgentResultBatchResponse {
  /** One answer per result, in the order of the request. */
  results: AgentResultBatchItem[];
}

/** Whether a batch item's answer is an error rather than a recorded (or refused) result. */
export function isAgentResultError(item: AgentResultBatchItem): item is ApiErrorBody {
  return 'statusCode' in item;
}

/**
 * POST /api/agent/v1/releases: leases the agent gives back unfinished (it is shutting down): the
 * deliveries are queued again at once for any worker, and a result reported for one of these
 * leases later is refused. Only the agent's own leases that it still holds are released.
 */
export interface AgentReleaseRequest {
  lease_tokens: string[];
}

export interface AgentReleaseResponse {
  /** How many of the leases were released (the others had ended already, or were not this agent's). */
  released: number;
}

/** Most leases one release call gives back (an agent holds at most its concurrency). */
export const AGENT_RELEASE_MAX = 1000;
