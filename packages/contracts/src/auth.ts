import type { PlatformMailRoute } from './platform-mail.js';
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
 * Login answers with the user's API key. A user whose role may use the console (admin,
 * support-readonly) also gets an admin_token (a console session) for the x-admin-token header.
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

/**
 * Signup answers the same whether or not the address already has an account, so that it tells
 * nobody which addresses do; the new account's API key comes with its first login. mail_route
 * says where the mail went (it depends on the platform, not on the address), so the screen can
 * tell the visitor where to look.
 */
export interface SignupResponse extends MessageResponse {
  mail_route: PlatformMailRoute;
}

/** The answer's message for each route. */
export const SIGNUP_ANSWERS: Record<PlatformMailRoute, string> = {
  smtp_settings: 'Check your e-mail to finish signing up.',
  platform_domain: 'Check your e-mail to finish signing up.',
  console_mailbox:
    'This platform has no mail transport yet: your confirmation link was kept in the console mailbox, where an administrator can find it.',
};

/**
 * POST /api/admin/sessions with x-admin-token set to the installation's admin token (the
 * master token) opens a console session: the master token opens sessions and does nothing else.
 */
export const ADMIN_SESSIONS_PATH = '/api/admin/sessions';

/**
 * DELETE with x-admin-token set to a console session ends that session (204): the console's
 * Logout, so a token copied from the browser stops working too.
 */
export const ADMIN_CURRENT_SESSION_PATH = '/api/admin/sessions/current';

export interface AdminSessionResponse {
  admin_token: string;
}

/** POST /api/admin/token/rotate: the new master admin token, shown this once. */
export interface AdminTokenRotationResponse {
  admin_master_token: string;
}
