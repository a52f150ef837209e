import type { ConsoleMailboxQuery } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteMail, fetchMail, fetchMailbox, fetchMailRoute } from './api';

export const MAILBOX_PAGE_SIZE = 20;

export const mailboxKeys = {
  all: ['mailbox'] as const,
  list: (query: ConsoleMailboxQuery) => [...mailboxKeys.all, 'list', query] as const,
  mail: (id: string) => [...mailboxKeys.all, 'mail', id] as const,
  route: ['mailbox', 'route'] as const,
};

/** Read afresh each time the screen opens (a save under Settings changes it). Silent on failure: the screen then says nothing about the route. */
export function useMailRoute() {
  return useQuery({ queryKey: mailboxKeys.route, queryFn: fetchMailRoute, staleTime: 0 });
}

/** Re-read now and then: a sign-up elsewhere adds a mail while the screen is open. */
export function useMailbox(query: ConsoleMailboxQuery) {
  return useQuery({
    queryKey: mailboxKeys.list(query),
    queryFn: () => fetchMailbox(query),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
    meta: { errorNotice: 'Failed to load the mailbox' },
  });
}

/** The panel shows why a mail could not be read (support-readonly sessions get 403), so no notice. */
export function useMail(id: string) {
  return useQuery({ queryKey: mailboxKeys.mail(id), queryFn: () => fetchMail(id) });
}

export function useDeleteMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
    meta: { successNotice: 'Mail deleted', errorNotice: 'Failed to delete the mail' },
  });
}
