import { useQuery } from '@tanstack/react-query';
import { fetchListTotal, type CountedList, type ListCountFilter } from './api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  count: (list: CountedList, filter: ListCountFilter) => [...dashboardKeys.all, 'count', list, filter] as const,
};

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
