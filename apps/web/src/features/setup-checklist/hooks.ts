import { useQuery } from '@tanstack/react-query';
import { fetchSetupChecklist } from './api';

export const setupChecklistKeys = { all: ['setup-checklist'] as const };

/** While something does not pass, the dashboard reads the checklist again this often, so a fix shows without a reload. */
const RECHECK_WHILE_OPEN_MS = 30_000;

/**
 * The server keeps its results briefly (SETUP_CHECKLIST_CACHE_SECONDS) and shares one check
 * between callers, so reading it on each visit, and every half minute while anything does not
 * pass, costs little; a failure is silent like every dashboard load.
 */
export function useSetupChecklist() {
  return useQuery({
    queryKey: setupChecklistKeys.all,
    queryFn: fetchSetupChecklist,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.all_passed === false ? RECHECK_WHILE_OPEN_MS : false),
  });
}
