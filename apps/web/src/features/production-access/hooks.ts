import type { ProductionAccessQueueQuery } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideProductionAccess, fetchAccessRequests, fetchProductionAccess, fetchProductionAccessSettings, updateProductionAccessSettings } from './api';

export const ACCESS_REQUESTS_PAGE_SIZE = 20;

export const productionAccessKeys = {
  all: ['production-access'] as const,
  requests: (query: ProductionAccessQueueQuery) => [...productionAccessKeys.all, 'requests', query] as const,
  account: (userId: string) => [...productionAccessKeys.all, 'account', userId] as const,
  settings: ['settings', 'production-access'] as const,
};

/** Re-read now and then: customers send requests at any time. */
export function useAccessRequests(query: ProductionAccessQueueQuery) {
  return useQuery({
    queryKey: productionAccessKeys.requests(query),
    queryFn: () => fetchAccessRequests(query),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
    meta: { errorNotice: 'Failed to load the production access requests' },
  });
}

export function useProductionAccess(userId: string) {
  return useQuery({ queryKey: productionAccessKeys.account(userId), queryFn: () => fetchProductionAccess(userId), meta: { errorNotice: 'Failed to load the production access' } });
}

export function useDecideProductionAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideProductionAccess,
    onSuccess: (access) => {
      queryClient.setQueryData(productionAccessKeys.account(access.user_id), access);
      void queryClient.invalidateQueries({ queryKey: [...productionAccessKeys.all, 'requests'] });
    },
    meta: { successNotice: 'Production access changed', errorNotice: 'Failed to change the production access' },
  });
}

export function useProductionAccessSettings() {
  return useQuery({
    queryKey: productionAccessKeys.settings,
    queryFn: fetchProductionAccessSettings,
    refetchOnWindowFocus: false,
    meta: { errorNotice: 'Failed to load the production access settings' },
  });
}

export function useSaveProductionAccessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductionAccessSettings,
    onSuccess: (settings) => queryClient.setQueryData(productionAccessKeys.settings, settings),
    meta: { successNotice: 'Production access settings saved', errorNotice: 'Failed to save the production access settings' },
  });
}
