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
