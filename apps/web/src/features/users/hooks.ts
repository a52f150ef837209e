import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entityQueries } from '../../lib/entityQueries';
import { notifySuccess } from '../../lib/notices';
import { approveUser, confirmUserEmail, deleteUser, fetchFirstAdmin, resetUserApiKey, resendUserConfirmation, resetUserPassword, toggleUserStatus, unlockUser, userEndpoints } from './api';

/** Page size of the users screen (SPEC section 9). */
export const USERS_PAGE_SIZE = 100;

/** Users offered by the pickers of other screens' forms (SPEC section 9). */
export const USER_PICKER_LIMIT = 100;

export const userQueries = entityQueries('users', userEndpoints, {
  listFailed: 'Failed to load users',
  detailFailed: 'Failed to load user details',
  created: 'User created',
  updated: 'User updated',
  saveFailed: 'Failed to save user',
  deleted: 'User deleted',
  deleteFailed: 'Failed to delete user',
});

/** The admin named in the top bar. Kept among the lists, so a deletion refreshes it. Fails silently. */
export function useFirstAdmin() {
  return useQuery({ queryKey: [...userQueries.keys.lists(), 'first-admin'], queryFn: () => fetchFirstAdmin() });
}

export function useToggleUserStatus() {
  const refreshUsers = userQueries.useRefreshAll();
  return useMutation({
    mutationFn: toggleUserStatus,
    onSuccess: refreshUsers,
    meta: { errorNotice: 'Failed to update status' },
  });
}

/**
 * Deletes a user, or resolves with what they still own when the deletion needs the cascade: that
 * answer is for the dialog to show, not a failure, so only a deletion raises the notice.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cascade }: { id: string; cascade: boolean }) => deleteUser(id, cascade),
    onSuccess: async (result) => {
      if (!result.deleted) return;
      notifySuccess('User deleted');
      await queryClient.invalidateQueries({ queryKey: userQueries.keys.lists() });
    },
    meta: { errorNotice: 'Failed to delete user' },
  });
}

/** Refreshes the lists and the open panel: the account leaves the pending list and its badge goes. */
export function useApproveUser() {
  const refreshUsers = userQueries.useRefreshAll();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: refreshUsers,
    meta: { successNotice: 'User approved', errorNotice: 'Failed to approve user' },
  });
}

/** Refreshes the lists and the open panel: the "E-mail unconfirmed" badge goes. */
export function useConfirmUserEmail() {
  const refreshUsers = userQueries.useRefreshAll();
  return useMutation({
    mutationFn: confirmUserEmail,
    onSuccess: refreshUsers,
    meta: { successNotice: 'E-mail address confirmed', errorNotice: 'Failed to confirm the e-mail address' },
  });
}

/** The notice is the server's answer: where the link went. A failure shows the mail server's reason (503). */
export function useResendUserConfirmation() {
  return useMutation({
    mutationFn: resendUserConfirmation,
    onSuccess: (answer) => notifySuccess(answer.message),
    meta: { errorNotice: 'Failed to send the confirmation link' },
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

export function useUnlockUser() {
  return useMutation({
    mutationFn: unlockUser,
    meta: { successNotice: 'Lockout lifted', errorNotice: 'Failed to lift lockout' },
  });
}

function requireValue(value: string | undefined): string {
  if (!value) throw new Error('The server answered without the new value');
  return value;
}
