import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityEndpoints, EntityTypes } from './entityApi';

/** The notices of one resource, worded as SPEC section 8 quotes them. */
export interface EntityNotices {
  listFailed: string;
  detailFailed: string;
  created: string;
  updated: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
}

/**
 * The query-key factory and TanStack Query hooks of one admin resource. Lists sit under one
 * prefix so a deletion refreshes them without re-reading the deleted item's detail.
 */
export function entityQueries<Types extends EntityTypes>(name: string, endpoints: EntityEndpoints<Types>, notices: EntityNotices) {
  const keys = {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (query: Types['listQuery']) => [name, 'list', query] as const,
    detail: (id: string) => [name, 'detail', id] as const,
  };

  function useRefreshAll() {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: keys.all });
  }

  return {
    keys,
    useRefreshAll,

    useList(query: Types['listQuery'], { enabled = true }: { enabled?: boolean } = {}) {
      return useQuery({
        queryKey: keys.list(query),
        queryFn: () => endpoints.list(query),
        enabled,
        // Keep the current rows on screen while the next page loads.
        placeholderData: keepPreviousData,
        meta: { errorNotice: notices.listFailed },
      });
    },

    useDetail(id: string) {
      return useQuery({
        queryKey: keys.detail(id),
        queryFn: () => endpoints.get(id),
        meta: { errorNotice: notices.detailFailed },
      });
    },

    useCreate() {
      const refreshAll = useRefreshAll();
      return useMutation({
        mutationFn: endpoints.create,
        onSuccess: refreshAll,
        meta: { successNotice: notices.created, errorNotice: notices.saveFailed },
      });
    },

    useUpdate() {
      const refreshAll = useRefreshAll();
      return useMutation({
        mutationFn: ({ id, changes }: { id: string; changes: Types['updateBody'] }) => endpoints.update(id, changes),
        onSuccess: refreshAll,
        meta: { successNotice: notices.updated, errorNotice: notices.saveFailed },
      });
    },

    useDelete() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: endpoints.remove,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lists() }),
        meta: { successNotice: notices.deleted, errorNotice: notices.deleteFailed },
      });
    },
  };
}
