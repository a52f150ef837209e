import {
  ADMIN_CURRENT_SESSION_PATH,
  ADMIN_SESSIONS_PATH,
  ADMIN_TOKEN_HEADER,
  type AdminSessionResponse,
  type AuthResponse,
  type ConfirmEmailRequest,
  type LoginRequest,
  type MessageResponse,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  type SignupRequest,
  type SignupResponse,
} from '@platform/contracts';
import { clearAdminToken } from '../../lib/adminToken';
import { api } from '../../lib/api';

export async function logIn(body: LoginRequest): Promise<AuthResponse> {
  const response = await api.post<AuthResponse>('/api/login', body);
  return response.data;
}

/** The same answer whether or not the address had an account; the mail tells the difference. */
export async function signUp(body: SignupRequest): Promise<SignupResponse> {
  const response = await api.post<SignupResponse>('/api/signup', body);
  return response.data;
}

export async function confirmEmail(body: ConfirmEmailRequest): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/api/confirm-email', body);
  return response.data;
}

/**
 * Exchanges the installation's admin token for a console session token, which is what the
 * browser keeps: the admin token itself opens sessions and nothing else.
 */
export async function openAdminSession(adminToken: string): Promise<string> {
  const response = await api.post<AdminSessionResponse>(ADMIN_SESSIONS_PATH, undefined, { headers: { [ADMIN_TOKEN_HEADER]: adminToken } });
  return response.data.admin_token;
}

export async function requestPasswordReset(body: PasswordResetRequest): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/api/reset-password', body);
  return response.data;
}

export async function confirmPasswordReset(body: PasswordResetConfirmRequest): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/api/reset-password/confirm', body);
  return response.data;
}

/**
 * Logout: the server ends the session, so a copy of the token is refused too. The console
 * forgets the token whatever the server answers: a visitor who pressed Logout is logged out.
 */
export async function logOutAdmin(): Promise<void> {
  try {
    await api.delete(ADMIN_CURRENT_SESSION_PATH);
  } catch {
    // Already ended, expired or unreachable: nothing more to end here.
  } finally {
    clearAdminToken();
  }
}
