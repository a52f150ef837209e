import type {
  ListResponse,
  ProductionAccess,
  ProductionAccessDecisionInput,
  ProductionAccessQueueItem,
  ProductionAccessQueueQuery,
  ProductionAccessSettings,
} from '@platform/contracts';
import { api } from '../../lib/api';

const ACCESS_PATH = '/api/admin/production-access';
const SETTINGS_PATH = '/api/admin/settings/production-access';

export async function fetchAccessRequests(query: ProductionAccessQueueQuery): Promise<ListResponse<ProductionAccessQueueItem>> {
  return (await api.get<ListResponse<ProductionAccessQueueItem>>(ACCESS_PATH, { params: query })).data;
}

export async function fetchProductionAccess(userId: string): Promise<ProductionAccess> {
  return (await api.get<ProductionAccess>(`${ACCESS_PATH}/${encodeURIComponent(userId)}`)).data;
}

export type AccessDecision = 'grant' | 'decline';

export async function decideProductionAccess({ userId, decision, note }: { userId: string; decision: AccessDecision } & ProductionAccessDecisionInput): Promise<ProductionAccess> {
  return (await api.post<ProductionAccess>(`${ACCESS_PATH}/${encodeURIComponent(userId)}/${decision}`, { note })).data;
}

export async function fetchProductionAccessSettings(): Promise<ProductionAccessSettings> {
  return (await api.get<ProductionAccessSettings>(SETTINGS_PATH)).data;
}

export async function updateProductionAccessSettings(body: ProductionAccessSettings): Promise<ProductionAccessSettings> {
  return (await api.put<ProductionAccessSettings>(SETTINGS_PATH, body)).data;
}
