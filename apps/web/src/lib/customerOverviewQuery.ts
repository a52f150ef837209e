import type { AccountOverview, AccountReputation, AccountWarmup } from '@platform/contracts';
import { api } from './api';

/**
 * The customer area's first page's data: GET /api/v1/account/overview, GET /api/v1/reputation and
 * GET /api/v1/warmup.
 * Here rather than in the customer area's code, so the main script can ask for them on a direct
 * visit beside the account and the page's code (app/accountScreens.ts): the page then shows once
 * those are in.
 */
export const customerOverviewQuery = {
  queryKey: ['account', 'overview'] as const,
  queryFn: async (): Promise<AccountOverview> => (await api.get<AccountOverview>('/api/v1/account/overview')).data,
};

export const customerReputationQuery = {
  queryKey: ['account', 'reputation'] as const,
  queryFn: async (): Promise<AccountReputation> => (await api.get<AccountReputation>('/api/v1/reputation')).data,
};

export const customerWarmupQuery = {
  queryKey: ['account', 'warmup'] as const,
  queryFn: async (): Promise<AccountWarmup> => (await api.get<AccountWarmup>('/api/v1/warmup')).data,
};

/** A query the main script may start before a page's code is in. */
export interface PageDataQuery {
  queryKey: readonly string[];
  queryFn: () => Promise<unknown>;
}
