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
} from '@platform/contracts';
import { ADMIN_TOKEN_HEADER } from '@platform/contracts';
import { api } from '../../lib/api';

const USERS_PATH = '/api/admin/users';

function userPath(id: string, action = ''): string {
  return `${USERS_PATH}/${encodeURIComponent(id)}${action}`;
}

export async function fetchUsers(query: UserListQuery): Promise<ListResponse<User>> {
  const response = await api.get<ListResponse<User>>(USERS_PATH, { params: query });
  return response.data;
}

/**
 * The first admin account, or null when there is none. `adminToken` overrides the held
 * token: the login screen asks with the typed token to learn whether the server accepts it.
 */
export async function fetchFirstAdmin(adminToken?: string): Promise<User | null> {
  const response = await api.get<ListResponse<User>>(USERS_PATH, {
    params: { role: 'admin', limit: 1 } satisfies UserListQuery,
    headers: adminToken ? { [ADMIN_TOKEN_HEADER]: adminToken } : undefined,
  });
  return response.data.items[0] ?? null;
}

export async function fetchUserDetail(id: string): Promise<UserDetailResponse> {
  const response = await api.get<UserDetailResponse>(userPath(id));
  return response.data;
}

export async function createUser(body: CreateUserRequest): Promise<User> {
  const response = await api.post<User>(USERS_PATH, body);
  return response.data;
}

export async function updateUser(id: string, body: UpdateUserRequest): Promise<User> {
  const response = await api.patch<User>(userPath(id), body);
  return response.data;
}

export async function deleteUser(id: string): Promise<void> {
  await api.delete(userPath(id));
}

export async function toggleUserStatus(id: string): Promise<UserStatusResponse> {
  const response = await api.post<UserStatusResponse>(userPath(id, '/toggle'));
  return response.data;
}

export async function resetUserApiKey(id: string): Promise<ApiKeyResponse> {
  const response = await api.post<ApiKeyResponse>(userPath(id, '/api-key/reset'));
  return response.data;
}

export async function resetUserPassword(id: string): Promise<GeneratedPasswordResponse> {
  const response = await api.post<GeneratedPasswordResponse>(userPath(id, '/reset-password'));
  return response.data;
}
