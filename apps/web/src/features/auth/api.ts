import type {
  AuthResponse,
  ConfirmEmailRequest,
  LoginRequest,
  MessageResponse,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  SignupRequest,
} from '@platform/contracts';
import { api } from '../../lib/api';

export async function logIn(body: LoginRequest): Promise<AuthResponse> {
  const response = await api.post<AuthResponse>('/api/login', body);
  return response.data;
}

/** The account exists once this answers; it sends after following the link mailed to it. */
export async function signUp(body: SignupRequest): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/api/signup', body);
  return response.data;
}

export async function confirmEmail(body: ConfirmEmailRequest): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/api/confirm-email', body);
  return response.data;
}

export async function requestPasswordReset(body: PasswordResetRequest): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/api/reset-password', body);
  return response.data;
}

export async function confirmPasswordReset(body: PasswordResetConfirmRequest): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/api/reset-password/confirm', body);
  return response.data;
}
