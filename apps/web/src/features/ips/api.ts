import type { AgentIp, ListResponse, PageQuery, UpdateIpRequest } from '@platform/contracts';
import { api } from '../../lib/api';

export async function fetchIps(query: PageQuery): Promise<ListResponse<AgentIp>> {
  const response = await api.get<ListResponse<AgentIp>>('/api/admin/ips', { params: query });
  return response.data;
}

export async function updateIp(ip: string, changes: UpdateIpRequest): Promise<AgentIp> {
  const response = await api.patch<AgentIp>(`/api/admin/ips/${encodeURIComponent(ip)}`, changes);
  return response.data;
}
