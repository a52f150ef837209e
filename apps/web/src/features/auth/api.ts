import { api } from '../../lib/api';

// Public account calls (SPEC section 7). They are not in @platform/contracts yet because the
// API does not serve them yet; move these shapes there when it does.
export interface LoginRequest {
  email: string;
  password: string;
}

export interface SignupRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface AccountKeyResponse {
  api_key: string;
}

export async function logIn(body: LoginRequest): Promise<AccountKeyResponse> {
  const response = await api.post<AccountKeyResponse>('/api/login', body);
  return response.data;
}

export async function signUp(body: SignupRequest): Promise<AccountKeyResponse> {
  const response = await api.post<AccountKeyResponse>('/api/signup', body);
  return response.data;
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/api/reset-password', { email });
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await api.post('/api/reset-password/confirm', { token, password });
}
