import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAccountWarmup, fetchWarmupSettings, setAccountWarmup, updateWarmupSettings } from './api';

export const warmupKeys = {
  account: (userId: string) => ['warmup', 'account', userId] as const,
  settings: ['settings', 'warmup'] as const,
};

export function useAccountWarmup(userId: string) {
  return useQuery({ queryKey: warmupKeys.account(userId), queryFn: () => fetchAccountWarmup(userId), meta: { errorNotice: 'Failed to load the warm-up' } });
}

export function useSetAccountWarmup(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setAccountWarmup({ userId, enabled }),
    onSuccess: (warmup) => queryClient.setQueryData(warmupKeys.account(userId), warmup),
    meta: { successNotice: 'Warm-up changed', errorNotice: 'Failed to change the warm-up' },
  });
}

export function useWarmupSettings() {
  return useQuery({ queryKey: warmupKeys.settings, queryFn: fetchWarmupSettings, refetchOnWindowFocus: false, meta: { errorNotice: 'Failed to load the warm-up settings' } });
}

export function useSaveWarmupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWarmupSettings,
    onSuccess: (settings) => queryClient.setQueryData(warmupKeys.settings, settings),
    meta: { successNotice: 'Warm-up settings saved', errorNotice: 'Failed to save the warm-up settings' },
  });
}
