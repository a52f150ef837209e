import type { AgentStatus, UpdateAgentIpsRequest } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entityQueries } from '../../lib/entityQueries';
import { ipKeys } from '../ips/hooks';
import { agentEndpoints, fetchAgentIps, resetAgentSecret, updateAgentIps } from './api';

/** Page size of the agents screen (SPEC section 9). */
export const AGENTS_PAGE_SIZE = 20;

export const agentQueries = entityQueries('agents', agentEndpoints, {
  listFailed: 'Failed to load agents',
  detailFailed: 'Failed to load agent details',
  created: 'Agent created',
  updated: 'Agent updated',
  saveFailed: 'Failed to save agent',
  deleted: 'Agent deleted',
  deleteFailed: 'Failed to delete agent',
});

const agentIpsKey = (id: string) => [...agentQueries.keys.detail(id), 'ips'] as const;

export function useAgentIps(id: string) {
  return useQuery({ queryKey: agentIpsKey(id), queryFn: () => fetchAgentIps(id), meta: { errorNotice: 'Failed to load IPs' } });
}

/** Saves the HELO of every IP of the agent; the Manage IP's page shows the same IPs, so it is refreshed too. */
export function useUpdateAgentIps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, items }: { id: string; items: UpdateAgentIpsRequest['items'] }) => updateAgentIps(id, { items }),
    onSuccess: (_answer, { id }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: agentIpsKey(id) }), queryClient.invalidateQueries({ queryKey: ipKeys.all })]),
    meta: { successNotice: 'HELO updated', errorNotice: 'Failed to update HELO' },
  });
}

/** The row switch: online lets the agent take deliveries again, offline drains it. */
export function useSetAgentStatus() {
  const refreshAgents = agentQueries.useRefreshAll();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AgentStatus }) => agentEndpoints.update(id, { status }),
    onSuccess: refreshAgents,
    meta: { successNotice: 'Status updated', errorNotice: 'Failed to update status' },
  });
}

/** Resolves with the new secret; the old one stops working at once. */
export function useResetAgentSecret() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { agent_secret } = await resetAgentSecret(id);
      if (!agent_secret) throw new Error('The server answered without the new secret');
      return agent_secret;
    },
    meta: { successNotice: 'Agent secret reset', errorNotice: 'Failed to reset agent secret' },
  });
}
