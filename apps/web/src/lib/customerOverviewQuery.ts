import type { AccountOverview } from '@platform/contracts';
import { api } from './api';

/**
 * GET /api/v1/account/overview, the customer area's first page's data. Here rather than in the
 * customer area's code, so the main script can ask for it on a direct visit beside the account
 * and the page's code (app/accountScreens.ts): the page then shows once those are in.
 */
export const customerOverviewQuery = {
  queryKey: ['account', 'overview'] as const,
  queryFn: async (): Promise<AccountOverview> => (await api.get<AccountOverview>('/api/v1/account/overview')).data,
};
