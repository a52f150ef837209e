import { useQuery } from '@tanstack/react-query';
import { fetchDeliveryReadiness, fetchListTotal, type CountedList, type ListCountFilter } from './api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  count: (list: CountedList, filter: ListCountFilter) => [...dashboardKeys.all, 'count', list, filter] as const,
  readiness: () => [...dashboardKeys.all, 'readiness'] as const,
};

/** Readiness as the dashboard shows it, asked again every half minute while the dashboard is open. */
export function useDeliveryReadiness() {
  return useQuery({ queryKey: dashboardKeys.readiness(), queryFn: fetchDeliveryReadiness, staleTime: 0, refetchInterval: READINESS_REFRESH_MS });
}

const READINESS_REFRESH_MS = 30_000;

/**
 * A tile's count. Read again each time the dashboard opens, since the other screens change these
 * numbers; fails silently like every dashboard load (SPEC section 8).
 */
export function useListTotal(list: CountedList, filter: ListCountFilter = {}) {
  return useQuery({
    queryKey: dashboardKeys.count(list, filter),
    queryFn: () => fetchListTotal(list, filter),
    staleTime: 0,
  });
}
