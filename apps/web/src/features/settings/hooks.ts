import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSmtpSettings, updateSmtpSettings } from './api';

export const settingsKeys = {
  smtp: ['settings', 'smtp'] as const,
};

/** Silent on failure. Not re-read on window focus: the form starts over from each new answer, and typing must not be lost. */
export function useSmtpSettings() {
  return useQuery({ queryKey: settingsKeys.smtp, queryFn: fetchSmtpSettings, refetchOnWindowFocus: false });
}

/**
 * SPEC section 8: the save ends with a plain alert 'Saved' whatever the server answered, so the
 * mutation raises no notice of its own.
 */
export function useSaveSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSmtpSettings,
    onSuccess: (smtp) => queryClient.setQueryData(settingsKeys.smtp, smtp),
    onSettled: () => window.alert('Saved'),
  });
}
