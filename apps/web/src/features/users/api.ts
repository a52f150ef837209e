import type {
  ApiKeyResponse,
  ConfirmationSentResponse,
  CreateUserRequest,
  GeneratedPasswordResponse,
  ListResponse,
  UpdateUserRequest,
  User,
  UserDeletionConflictBody,
  UserDeletionQuery,
  UserDetailResponse,
  UserHoldings,
  UserListQuery,
  UserStatusResponse,
  UserUnlockResponse,
} from '@platform/contracts';
import { isAxiosError } from 'axios';
import { api } from '../../lib/api';
import { entityEndpoints } from '../../lib/entityApi';

const USERS_PATH = '/api/admin/users';

export const userEndpoints = entityEndpoints<{
  entity: User;
  detail: UserDetailResponse;
  created: User;
  listQuery: UserListQuery;
  createBody: CreateUserRequest;
  updateBody: UpdateUserRequest;
}>(USERS_PATH);

/** The first admin account, or null when there is none. */
export async function fetchFirstAdmin(): Promise<User | null> {
  const response = await api.get<ListResponse<User>>(USERS_PATH, { params: { role: 'admin', limit: 1 } satisfies UserListQuery });
  return response.data.items[0] ?? null;
}

export async function toggleUserStatus(id: string): Promise<UserStatusResponse> {
  const response = await api.post<UserStatusResponse>(userEndpoints.itemPath(id, '/toggle'));
  return response.data;
}

export async function resetUserApiKey(id: string): Promise<ApiKeyResponse> {
  const response = await api.post<ApiKeyResponse>(userEndpoints.itemPath(id, '/api-key/reset'));
  return response.data;
}

export async function resetUserPassword(id: string): Promise<GeneratedPasswordResponse> {
  const response = await api.post<GeneratedPasswordResponse>(userEndpoints.itemPath(id, '/reset-password'));
  return response.data;
}

/** Lifts the sign-in locks that failed attempts put on the user's accounts. */
export async function unlockUser(id: string): Promise<UserUnlockResponse> {
  const response = await api.post<UserUnlockResponse>(userEndpoints.itemPath(id, '/unlock'));
  return response.data;
}

/** Lets a self-signed-up account that waits for approval send; answers with the user, now approved. */
export async function approveUser(id: string): Promise<User> {
  const response = await api.post<User>(userEndpoints.itemPath(id, '/approve'));
  return response.data;
}

/** Confirms the user's e-mail address without a link; answers with the user, now confirmed. */
export async function confirmUserEmail(id: string): Promise<User> {
  const response = await api.post<User>(userEndpoints.itemPath(id, '/confirm-email'));
  return response.data;
}

/** Mails the user a new confirmation link; the answer says where it went (an inbox, or the console mailbox). */
export async function resendUserConfirmation(id: string): Promise<ConfirmationSentResponse> {
  const response = await api.post<ConfirmationSentResponse>(userEndpoints.itemPath(id, '/resend-confirmation'));
  return response.data;
}

/**
 * Deletes the user; with `cascade`, everything they own goes too. A user who still owns domains,
 * SMTP accounts, plans or agents is not deleted without it: the answer lists them instead.
 */
export async function deleteUser(id: string, cascade: boolean): Promise<{ deleted: true } | { deleted: false; holdings: UserHoldings }> {
  try {
    await api.delete(userEndpoints.itemPath(id), cascade ? { params: { cascade: 'true' } satisfies UserDeletionQuery } : undefined);
    return { deleted: true };
  } catch (error) {
    const conflict = isAxiosError<UserDeletionConflictBody>(error) && error.response?.status === 409 ? error.response.data?.holdings : undefined;
    if (!conflict) throw error;
    return { deleted: false, holdings: conflict };
  }
}
