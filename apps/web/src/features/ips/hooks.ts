import type { PageQuery, UpdateIpRequest } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchIps, updateIp } from './api';

/** Page size of the Manage IP's page (SPEC section 9). */
export const IPS_PAGE_SIZE = 100;

export const ipKeys = {
  all: ['ips'] as const,
  list: (query: PageQuery) => [...ipKeys.all, 'list', query] as const,
};

export function useIpList(query: PageQuery) {
  return useQuery({
    queryKey: ipKeys.list(query),
    queryFn: () => fetchIps(query),
    placeholderData: keepPreviousData,
    meta: { errorNotice: 'Failed to load IPs' },
  });
}

/** A HELO save confirms itself with 'HELO updated'; a status switch shows its new position instead. */
export function useUpdateIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ip, changes }: { ip: string; changes: UpdateIpRequest }) => updateIp(ip, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipKeys.all }),
    meta: { errorNotice: 'Failed to update IP' },
  });
}
