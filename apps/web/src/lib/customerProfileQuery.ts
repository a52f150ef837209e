import type { CustomerProfile } from '@platform/contracts';
import { api } from './api';

/**
 * GET /api/v1/account, which every customer screen waits for (its layout checks the session with
 * it). Here rather than in the customer area's code, so the main script can start it on a direct
 * visit while the area's code is still on its way (app/accountScreens.tsx).
 */
export const customerProfileQuery = {
  queryKey: ['account', 'profile'] as const,
  queryFn: async (): Promise<CustomerProfile> => (await api.get<CustomerProfile>('/api/v1/account')).data,
  staleTime: 30_000,
};
