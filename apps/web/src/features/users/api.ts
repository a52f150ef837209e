import type {
  ApiKeyResponse,
  CreateUserRequest,
  GeneratedPasswordResponse,
  ListResponse,
  UpdateUserRequest,
  User,
  UserDetailResponse,
  UserListQuery,
  UserStatusResponse,
  UserUnlockResponse,
} from '@platform/contracts';
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
