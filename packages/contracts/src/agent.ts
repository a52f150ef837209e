import type { IpWarmupSchedule } from './ip-warmup.js';
import type { ActiveStatus, PageQuery } from './common.js';

export const AGENT_TYPES = ['customer', 'provider'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export const AGENT_STATUSES = ['online', 'offline'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const AGENT_DEFAULTS = { agent_type: 'customer' } as const;

export interface Agent {
  _id: string;
  agent_id: string;
  hostname: string;
  agent_type: AgentType;
  owner_user_id: string | null;
  owner_email: string | null;
  /** online when heartbeats arrive and no admin set it offline. */
  status: AgentStatus;
  /** An admin's offline switch: no new deliveries are leased to a drained agent. */
  admin_disabled: boolean;
  last_seen: string | null;
  ip_count: number;
  createdAt: string;
  updatedAt: string;
}

export interface CreateAgentRequest {
  agent_id: string;
  hostname: string;
  agent_type?: AgentType;
  owner_user_id?: string | null;
}

export interface UpdateAgentRequest {
  agent_type?: AgentType;
  owner_user_id?: string | null;
  status?: AgentStatus;
}

export interface AgentListQuery extends PageQuery {
  status?: AgentStatus;
  agent_type?: AgentType;
  owner_user_id?: string;
}

/** Create answers with the agent and the secret it authenticates with, shown this once. */
export interface AgentCreatedResponse extends Agent {
  agent_secret: string;
}

/** A reset answers with the agent's new secret, shown this once; the old one stops working. */
export interface AgentSecretResponse {
  agent_secret: string;
}

export interface AgentIp {
  _id: string;
  ip: string;
  helo: string;
  status: ActiveStatus;
  agent_id: string;
  agent_hostname: string;
  agent_type: AgentType;
  /** The day the IP's warm-up per destination started (YYYY-MM-DD, see ip-warmup.ts); null: warmed or exempt. */
  warmup_started_on: string | null;
  /** The IP's own warm-up schedule; null: the default one. */
  warmup_schedule: IpWarmupSchedule | null;
  createdAt: string;
  updatedAt: string;
}

export interface AgentIpsResponse {
  items: AgentIp[];
}

export interface UpdateAgentIpsRequest {
  items: Array<{ ip: string; helo: string }>;
}

export interface UpdateIpRequest {
  helo?: string;
  status?: ActiveStatus;
  /** Starts (YYYY-MM-DD) or ends (null: warmed) the IP's warm-up. */
  warmup_started_on?: string | null;
  /** The IP's own warm-up schedule; null: the default. */
  warmup_schedule?: IpWarmupSchedule | null;
}
