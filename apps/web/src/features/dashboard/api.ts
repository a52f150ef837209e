import type { AgentStatus, ListResponse, ReadinessResponse, RouteProblem } from '@platform/contracts';
import { isAxiosError } from 'axios';
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

/** What readiness says of the mail waiting: due mail no route can carry, and the 503's reason once the queue lags. */
export interface DeliveryReadiness {
  problems: RouteProblem[];
  /** Why the API answers not ready (503), or null while it is ready. */
  unready: string | null;
}

export async function fetchDeliveryReadiness(): Promise<DeliveryReadiness> {
  try {
    const response = await api.get<ReadinessResponse>('/api/health/ready');
    return { problems: response.data.route_problems ?? [], unready: null };
  } catch (error) {
    if (isAxiosError<{ message?: unknown }>(error) && error.response?.status === 503) {
      const message = error.response.data?.message;
      return { problems: [], unready: typeof message === 'string' ? message : 'The API answers not ready.' };
    }
    throw error;
  }
}
