import { useQuery } from '@tanstack/react-query';
import { fetchSetupChecklist } from './api';

export const setupChecklistKeys = { all: ['setup-checklist'] as const };

/** The server keeps its results briefly, so reading it on each visit of the dashboard costs little; a failure is silent like every dashboard load. */
export function useSetupChecklist() {
  return useQuery({ queryKey: setupChecklistKeys.all, queryFn: fetchSetupChecklist, staleTime: 0 });
}
