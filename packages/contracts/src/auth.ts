import type { User } from './user.js';

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

/**
 * Login and signup answer with the user's API key. A user whose role may use the console
 * (admin, support-readonly) also gets an admin_token for the x-admin-token header.
 */
export interface AuthResponse {
  api_key: string;
  user: User;
  admin_token?: string;
}

export interface PasswordResetRequest {
  email: string;
}

export interface PasswordResetConfirmRequest {
  token: string;
  password: string;
}

export interface MessageResponse {
  message: string;
}
