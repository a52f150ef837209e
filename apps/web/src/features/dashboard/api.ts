import type { AgentStatus, ListResponse } from '@platform/contracts';
import { api } from '../../lib/api';

/** The lists the dashboard counts, by tile. */
export const COUNTED_LIST_PATHS = {
  users: '/api/admin/users',
  domains: '/api/admin/domains',
  smtpAccounts: '/api/admin/smtp-accounts',
  agents: '/api/admin/agents',
} as const;

export type CountedList = keyof typeof COUNTED_LIST_PATHS;

export interface ListCountFilter {
  status?: AgentStatus;
}

/** How many items a list holds: one item is asked for and only `total` is read (SPEC section 7). */
export async function fetchListTotal(list: CountedList, filter: ListCountFilter = {}): Promise<number> {
  const response = await api.get<ListResponse<unknown>>(COUNTED_LIST_PATHS[list], { params: { ...filter, limit: 1 } });
  return response.data.total;
}
