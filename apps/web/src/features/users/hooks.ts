import type { UpdateUserRequest, UserListQuery } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createUser,
  deleteUser,
  fetchFirstAdmin,
  fetchUserDetail,
  fetchUsers,
  resetUserApiKey,
  resetUserPassword,
  toggleUserStatus,
  updateUser,
} from './api';

/** Page size of the users screen (SPEC section 9). */
export const USERS_PAGE_SIZE = 100;

/** Every cache key of the users feature. Lists sit under one prefix so a deletion can refresh them without re-reading the deleted user's detail. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  firstAdmin: () => [...userKeys.lists(), 'first-admin'] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => fetchUsers(query),
    // Keep the current rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
    meta: { errorNotice: 'Failed to load users' },
  });
}

/** Number of users, for the dashboard tile. Fails silently. */
export function useUserCount() {
  const query: UserListQuery = { limit: 1 };
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => fetchUsers(query),
    select: (list) => list.total,
  });
}

/** The admin named in the top bar. Fails silently. */
export function useFirstAdmin() {
  return useQuery({ queryKey: userKeys.firstAdmin(), queryFn: () => fetchFirstAdmin() });
}

export function useUserDetail(id: string) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: () => fetchUserDetail(id),
    meta: { errorNotice: 'Failed to load user details' },
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

export function useCreateUser() {
  const refreshUsers = useRefreshUsers();
  return useMutation({
    mutationFn: createUser,
    onSuccess: refreshUsers,
    meta: { successNotice: 'User created', errorNotice: 'Failed to save user' },
  });
}

export function useUpdateUser() {
  const refreshUsers = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUserRequest }) => updateUser(id, changes),
    onSuccess: refreshUsers,
    meta: { successNotice: 'User updated', errorNotice: 'Failed to save user' },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
    meta: { successNotice: 'User deleted', errorNotice: 'Failed to delete user' },
  });
}

export function useToggleUserStatus() {
  const refreshUsers = useRefreshUsers();
  return useMutation({
    mutationFn: toggleUserStatus,
    onSuccess: refreshUsers,
    meta: { errorNotice: 'Failed to update status' },
  });
}

/** Resolves with the new key; an answer without one counts as a failure (SPEC section 8). */
export function useResetUserApiKey() {
  return useMutation({
    mutationFn: async (id: string) => requireValue((await resetUserApiKey(id)).api_key),
    meta: { successNotice: 'API key reset', errorNotice: 'Failed to reset API key' },
  });
}

/** Resolves with the new password; an answer without one counts as a failure (SPEC section 8). */
export function useResetUserPassword() {
  return useMutation({
    mutationFn: async (id: string) => requireValue((await resetUserPassword(id)).password),
    meta: { successNotice: 'Password reset', errorNotice: 'Failed to reset password' },
  });
}

function requireValue(value: string | undefined): string {
  if (!value) throw new Error('The server answered without the new value');
  return value;
}
