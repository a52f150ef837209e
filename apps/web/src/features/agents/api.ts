import type {
  Agent,
  AgentCreatedResponse,
  AgentIpsResponse,
  AgentListQuery,
  AgentSecretResponse,
  CreateAgentRequest,
  UpdateAgentIpsRequest,
  UpdateAgentRequest,
} from '@platform/contracts';
import { api } from '../../lib/api';
import { entityEndpoints } from '../../lib/entityApi';

export const agentEndpoints = entityEndpoints<{
  entity: Agent;
  detail: Agent;
  created: AgentCreatedResponse;
  listQuery: AgentListQuery;
  createBody: CreateAgentRequest;
  updateBody: UpdateAgentRequest;
}>('/api/admin/agents');

export async function fetchAgentIps(id: string): Promise<AgentIpsResponse> {
  const response = await api.get<AgentIpsResponse>(agentEndpoints.itemPath(id, '/ips'));
  return response.data;
}

export async function updateAgentIps(id: string, body: UpdateAgentIpsRequest): Promise<AgentIpsResponse> {
  const response = await api.patch<AgentIpsResponse>(agentEndpoints.itemPath(id, '/ips'), body);
  return response.data;
}

export async function resetAgentSecret(id: string): Promise<AgentSecretResponse> {
  const response = await api.post<AgentSecretResponse>(agentEndpoints.itemPath(id, '/secret/reset'));
  return response.data;
}
