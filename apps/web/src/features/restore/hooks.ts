import type { ApiErrorBody } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { fetchBackups, runRestore } from './api';

export const backupKeys = {
  all: ['backups'] as const,
};

/** Backups on the server, newest first. Fails silently like the rest of the restore screen (SPEC section 8). */
export function useBackups() {
  return useQuery({ queryKey: backupKeys.all, queryFn: fetchBackups });
}

/** The server's own words for "there is nothing to restore" (404 'No backup to restore'). */
function noBackupMessage(error: unknown): string | undefined {
  if (!isAxiosError<Partial<ApiErrorBody>>(error) || error.response?.status !== 404) return undefined;
  const message = error.response.data?.message;
  return (Array.isArray(message) ? message.join('; ') : message) || undefined;
}

/**
 * Runs the restore and resolves with the text to show: the server's answer as formatted JSON,
 * or its message when there is no backup (an outcome, not a failure). Other failures stay
 * silent (SPEC section 8).
 */
export function useRunRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return JSON.stringify(await runRestore(), null, 2);
      } catch (error) {
        const message = noBackupMessage(error);
        if (message) return message;
        throw error;
      }
    },
    // Every cached screen may now show data the restore replaced.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
