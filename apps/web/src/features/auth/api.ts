import type {
  AuthResponse,
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

export async function signUp(body: SignupRequest): Promise<AuthResponse> {
  const response = await api.post<AuthResponse>('/api/signup', body);
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
