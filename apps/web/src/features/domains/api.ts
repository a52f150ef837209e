import type {
  CreateDomainRequest,
  Domain,
  DomainDetailResponse,
  DomainListQuery,
  DomainStatusResponse,
  DomainVerifyResponse,
  UpdateDomainRequest,
} from '@platform/contracts';
import { api } from '../../lib/api';
import { entityEndpoints } from '../../lib/entityApi';

export const domainEndpoints = entityEndpoints<{
  entity: Domain;
  detail: DomainDetailResponse;
  created: Domain;
  listQuery: DomainListQuery;
  createBody: CreateDomainRequest;
  updateBody: UpdateDomainRequest;
}>('/api/admin/domains');

export async function verifyDomain(id: string): Promise<DomainVerifyResponse> {
  const response = await api.post<DomainVerifyResponse>(domainEndpoints.itemPath(id, '/verify'));
  return response.data;
}

export async function toggleDomainStatus(id: string): Promise<DomainStatusResponse> {
  const response = await api.post<DomainStatusResponse>(domainEndpoints.itemPath(id, '/toggle'));
  return response.data;
}
