import type { Agent, AgentIp, AgentStatus, IpWarmupSchedule } from '@platform/contracts';
import type { AgentIpDocument } from './agent-ip.schema.js';
import type { AgentDocument, AgentRecord } from './agent.schema.js';

/** What an agent's answer adds from elsewhere: its owner's e-mail, its IP count, its status now. */
export interface AgentFacts {
  ownerEmail: string | null;
  ipCount: number;
  status: AgentStatus;
}

/** The agent as the API shows it: its secret hash never leaves the server. */
export function toAgentResponse(agent: AgentDocument, facts: AgentFacts): Agent {
  return {
    _id: agent._id.toString(),
    agent_id: agent.agent_id,
    hostname: agent.hostname,
    agent_type: agent.agent_type,
    owner_user_id: agent.owner_user_id ? agent.owner_user_id.toString() : null,
    owner_email: facts.ownerEmail,
    status: facts.status,
    admin_disabled: agent.admin_disabled === true,
    last_seen: agent.last_seen ? agent.last_seen.toISOString() : null,
    ip_count: facts.ipCount,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}

export type AgentIdentity = Pick<AgentRecord, 'agent_id' | 'hostname' | 'agent_type'>;

/** An IP with the agent it belongs to, as the IP screens list it. */
export function toAgentIpResponse(agentIp: AgentIpDocument, agent: AgentIdentity): AgentIp {
  return {
    _id: agentIp._id.toString(),
    ip: agentIp.ip,
    helo: agentIp.helo,
    status: agentIp.status,
    agent_id: agent.agent_id,
    agent_hostname: agent.hostname,
    agent_type: agent.agent_type,
    warmup_started_on: agentIp.warmup_started_on ?? null,
    warmup_schedule: agentIp.warmup_schedule ? plainSchedule(agentIp.warmup_schedule) : null,
    createdAt: agentIp.createdAt.toISOString(),
    updatedAt: agentIp.updatedAt.toISOString(),
  };
}

function plainSchedule({ first_day_volume, daily_growth, warmed_after_days }: IpWarmupSchedule): IpWarmupSchedule {
  return { first_day_volume, daily_growth, warmed_after_days };
}
