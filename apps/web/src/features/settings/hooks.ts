import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchLogRetention, fetchSignupSettings, fetchSmtpSettings, updateLogRetention, updateSignupSettings, updateSmtpSettings } from './api';

export const settingsKeys = {
  smtp: ['settings', 'smtp'] as const,
  signup: ['settings', 'signup'] as const,
  logRetention: ['settings', 'log-retention'] as const,
};

/** Silent on failure. Not re-read on window focus: the form starts over from each new answer, and typing must not be lost. */
export function useSmtpSettings() {
  return useQuery({ queryKey: settingsKeys.smtp, queryFn: fetchSmtpSettings, refetchOnWindowFocus: false });
}

/**
 * A save the server took ends with SPEC's plain alert 'Saved'; one it refused says nothing here:
 * the form shows the server's reason where the admin is looking (issue 25: 'Saved' for a refused
 * save hid the refusal).
 */
export function useSaveSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSmtpSettings,
    onSuccess: (smtp) => {
      queryClient.setQueryData(settingsKeys.smtp, smtp);
      window.alert('Saved');
    },
  });
}

export function useSignupSettings() {
  return useQuery({ queryKey: settingsKeys.signup, queryFn: fetchSignupSettings, meta: { errorNotice: 'Failed to load sign-up settings' } });
}

export function useSaveSignupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSignupSettings,
    onSuccess: (signup) => queryClient.setQueryData(settingsKeys.signup, signup),
    meta: { successNotice: 'Sign-up settings saved', errorNotice: 'Failed to save sign-up settings' },
  });
}

export function useLogRetention() {
  return useQuery({
    queryKey: settingsKeys.logRetention,
    queryFn: fetchLogRetention,
    refetchOnWindowFocus: false,
    meta: { errorNotice: 'Failed to load the log retention' },
  });
}

export function useSaveLogRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLogRetention,
    onSuccess: (retention) => queryClient.setQueryData(settingsKeys.logRetention, retention),
    meta: { successNotice: 'Log retention saved', errorNotice: 'Failed to save the log retention' },
  });
}
