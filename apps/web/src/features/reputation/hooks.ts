import type { AccountStanding, ReviewQueueQuery } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeStanding, fetchAccountReputation, fetchReputationSettings, fetchReviewQueue, updateReputationSettings } from './api';

export const REVIEW_QUEUE_PAGE_SIZE = 20;
/** The users list marks accounts in review or paused from one read of the queue: it holds few. */
const STANDINGS_READ_LIMIT = 100;

export const reputationKeys = {
  all: ['reputation'] as const,
  queue: (query: ReviewQueueQuery) => [...reputationKeys.all, 'queue', query] as const,
  account: (userId: string) => [...reputationKeys.all, 'account', userId] as const,
  settings: ['settings', 'reputation'] as const,
};

/** Re-read now and then: the guard puts accounts in the queue as their bounces and complaints arrive. */
export function useReviewQueue(query: ReviewQueueQuery) {
  return useQuery({
    queryKey: reputationKeys.queue(query),
    queryFn: () => fetchReviewQueue(query),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
    meta: { errorNotice: 'Failed to load the review queue' },
  });
}

/** Accounts in review or paused by user id; every other account is in good standing. */
export function useStandingsByUser(): Map<string, AccountStanding> {
  const queue = useReviewQueue({ page: 1, limit: STANDINGS_READ_LIMIT });
  return new Map((queue.data?.items ?? []).map((item) => [item.user_id, item.standing]));
}

export function useAccountReputation(userId: string) {
  return useQuery({ queryKey: reputationKeys.account(userId), queryFn: () => fetchAccountReputation(userId), meta: { errorNotice: 'Failed to load the reputation' } });
}

export function useChangeStanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStanding,
    onSuccess: (detail) => {
      queryClient.setQueryData(reputationKeys.account(detail.user_id), detail);
      void queryClient.invalidateQueries({ queryKey: [...reputationKeys.all, 'queue'] });
    },
    meta: { successNotice: 'Standing changed', errorNotice: 'Failed to change the standing' },
  });
}

export function useReputationSettings() {
  return useQuery({
    queryKey: reputationKeys.settings,
    queryFn: fetchReputationSettings,
    refetchOnWindowFocus: false,
    meta: { errorNotice: 'Failed to load the reputation lines' },
  });
}

export function useSaveReputationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReputationSettings,
    onSuccess: (settings) => queryClient.setQueryData(reputationKeys.settings, settings),
    meta: { successNotice: 'Reputation lines saved', errorNotice: 'Failed to save the reputation lines' },
  });
}
