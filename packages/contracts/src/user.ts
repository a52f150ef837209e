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

/** Some of the records of one kind that a user owns: how many, and the names of the first few. */
export interface OwnedRecords {
  count: number;
  /** At most USER_HOLDING_NAMES_LISTED names (domain, e-mail, plan code, agent_id). */
  names: string[];
}

/** How many names of each kind of record a deletion conflict lists. */
export const USER_HOLDING_NAMES_LISTED = 10;

/** What a user still owns that their deletion would remove with them. */
export interface UserHoldings {
  domains: OwnedRecords;
  smtp_accounts: OwnedRecords;
  plans: OwnedRecords;
  agents: OwnedRecords;
}

/**
 * DELETE /api/admin/users/{id}: without `cascade=true`, a user who still owns domains, SMTP
 * accounts, plans or agents is not deleted: 409 with this body. With it, everything the user owns
 * goes with them, their queued mail reported as failed.
 */
export interface UserDeletionQuery {
  cascade?: 'true' | 'false';
}

export interface UserDeletionConflictBody {
  statusCode: 409;
  message: string;
  error: string;
  holdings: UserHoldings;
}
