import type { ActiveStatus, PageQuery } from './common.js';

export const USER_ROLES = ['admin', 'client', 'support-readonly'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const PLAN_TYPES = ['normal', 'bulletproof'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/**
 * Whether an administrator has let a self-signed-up account send: 'pending' while the sign-up
 * setting require_approval held when it signed up and no admin has approved it yet.
 */
export const USER_APPROVALS = ['approved', 'pending'] as const;
export type UserApproval = (typeof USER_APPROVALS)[number];

export const USER_DEFAULTS = {
  role: 'client',
  status: 'active',
  domain_limit: 0,
  plan_type: 'normal',
} as const satisfies Partial<CreateUserRequest>;

/** A user as the API returns it: never with its password. */
export interface User {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  status: ActiveStatus;
  domain_limit: number;
  plan_type: PlanType;
  createdAt: string;
  updatedAt: string;
  last_login: string | null;
  /** false for a self-signed-up account until it follows the link mailed to it. */
  email_confirmed: boolean;
  approval: UserApproval;
}

export interface CreateUserRequest {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  role?: UserRole;
  status?: ActiveStatus;
  domain_limit?: number;
  plan_type?: PlanType;
}

/** PATCH body: the create body without email and password. */
export type UpdateUserRequest = Partial<Omit<CreateUserRequest, 'email' | 'password'>>;

export interface UserListQuery extends PageQuery {
  /** Users whose e-mail starts with it (case-insensitive). `search` is an alias. */
  q?: string;
  search?: string;
  role?: UserRole;
  /** `pending`: accounts waiting for approval (POST /api/admin/users/{id}/approve). */
  approval?: UserApproval;
}

export interface UserDomainSummary {
  _id: string;
  domain: string;
  status: ActiveStatus;
}

export interface UserStats {
  domain_count: number;
  smtp_count: number;
  total_sent: number;
  agent_count: number;
  ip_count: number;
  last_30d_sent: number;
  domains: UserDomainSummary[];
}

export interface UserDetailResponse {
  user: User;
  stats: UserStats;
}

export interface UserStatusResponse {
  status: ActiveStatus;
}

export interface ApiKeyResponse {
  api_key: string;
}

export interface GeneratedPasswordResponse {
  password: string;
}

/** POST /api/admin/users/{id}/unlock: the sign-in locks of the user's accounts that were running and are now lifted. */
export interface UserUnlockResponse {
  locks_lifted: number;
}
