import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchHeldMessages, reviewHeldMessage } from './api';

const heldMessagesKey = ['held-messages'] as const;

/** Re-read now and then: content scanning holds new messages while the screen is open. */
export function useHeldMessages() {
  return useQuery({
    queryKey: heldMessagesKey,
    queryFn: fetchHeldMessages,
    refetchInterval: 15_000,
    meta: { errorNotice: 'Failed to load the held messages' },
  });
}

export function useReviewHeldMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewHeldMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heldMessagesKey }),
    meta: { errorNotice: 'Failed to review the message' },
  });
}
