import type { AgentStatus } from '@platform/contracts';
import type { AgentRecord } from './agent.schema.js';

type PresenceFields = Pick<AgentRecord, 'admin_disabled' | 'last_seen'>;

export interface AgentPresence {
  statusOf(agent: PresenceFields): AgentStatus;
}

/**
 * The one rule for an agent's status, as of `now`: online while no admin has set it offline and a
 * heartbeat came within the last `offlineAfterSeconds`; offline otherwise. Both the status shown
 * and the list's status filter (AgentsService.list) come from here, so they cannot disagree.
 */
export function agentPresence(offlineAfterSeconds: number, now: Date = new Date()): AgentPresence {
  const heardSince = new Date(now.getTime() - offlineAfterSeconds * 1000);
  return {
    statusOf(agent) {
      const online = agent.admin_disabled !== true && agent.last_seen !== null && agent.last_seen >= heardSince;
      return online ? 'online' : 'offline';
    },
  };
}
