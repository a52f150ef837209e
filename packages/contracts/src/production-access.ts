import type { PageQuery } from './common.js';

/**
 * Production access: a new account starts `sandboxed` (it may send only to its own address, its
 * domains' postmaster@ and the mailbox simulator, at a small rate) until an admin grants
 * production access or its clean history grants it automatically. Not to be confused with the
 * sandbox *address* (sending from <account id>@<platform domain> before any DNS work): that one is
 * about where mail comes from, this one about where it may go.
 */
export const PRODUCTION_ACCESS_STATES = ['sandboxed', 'production'] as const;
export type ProductionAccessState = (typeof PRODUCTION_ACCESS_STATES)[number];

/** GET and PUT /api/admin/settings/production-access. */
export interface ProductionAccessSettings {
  /** Whether accounts an admin creates start sandboxed too (self-signed-up ones always do). */
  admin_created_sandboxed: boolean;
  /** Messages a sandboxed account may send per UTC day. */
  daily_limit: number;
  /** Messages a sandboxed account may send per second. */
  per_second: number;
  /** Whether a clean history grants production access without an admin. */
  auto_grant: boolean;
  /** Messages sent (delivered or bounced at the recipient's server) in the reputation window before the automatic grant. */
  auto_grant_min_sent: number;
  /** Days since the account started sandboxed before the automatic grant. */
  auto_grant_min_days: number;
}

export const PRODUCTION_ACCESS_DEFAULTS: ProductionAccessSettings = {
  admin_created_sandboxed: false,
  daily_limit: 200,
  per_second: 1,
  auto_grant: true,
  auto_grant_min_sent: 100,
  auto_grant_min_days: 3,
};

export const PRODUCTION_ACCESS_LIMITS = {
  daily_limit: { min: 1, max: 100_000 },
  per_second: { min: 1, max: 1_000 },
  auto_grant_min_sent: { min: 1, max: 1_000_000 },
  auto_grant_min_days: { min: 0, max: 365 },
} as const;

export const PRODUCTION_ACCESS_REQUEST_STATUSES = ['pending', 'granted', 'declined'] as const;
export type ProductionAccessRequestStatus = (typeof PRODUCTION_ACCESS_REQUEST_STATUSES)[number];

/** POST /api/v1/production-access/request. */
export interface ProductionAccessRequestInput {
  use_case: string;
  expected_volume: number;
}

/** The customer's request and the admin's answer. */
export interface ProductionAccessRequest extends ProductionAccessRequestInput {
  status: ProductionAccessRequestStatus;
  requested_at: string;
  /** The admin's note with a grant or a decline; '' while pending. */
  answer: string;
  answered_at: string | null;
}

/** One change of an account's production access, with who made it and why. */
export interface ProductionAccessChange {
  action: 'sandboxed' | 'requested' | 'granted' | 'declined';
  /** 'system' for the platform (sign-up, the automatic grant), else the admin's or the customer's e-mail. */
  actor: string;
  note: string;
  created_at: string;
}

/** The `data` of an `account.production_access` webhook: an administrator's (or the automatic) answer. */
export interface ProductionAccessWebhookData {
  /** The event's id: the same change always has the same id. */
  event_id: string;
  user_id: string;
  action: 'granted' | 'declined';
  /** The account's access after the change. */
  state: ProductionAccessState;
  /** The administrator's note, or why the automatic grant came. */
  note: string;
}

/** GET /api/v1/production-access (the customer) and GET /api/admin/production-access/{userId}. */
export interface ProductionAccess {
  user_id: string;
  state: ProductionAccessState;
  /** The sandbox's limits while sandboxed, and what was sent today against the daily one. */
  limits: { daily_limit: number; per_second: number; sent_today: number };
  /** The automatic grant's rule, when it is on: what the account needs, and what it has. */
  auto_grant: { min_sent: number; min_days: number; sent: number; days: number; bounce_rate: number; complaint_rate: number } | null;
  request: ProductionAccessRequest | null;
  changes: ProductionAccessChange[];
}

/** A row of the admin's production-access requests (GET /api/admin/production-access?status=pending). */
export interface ProductionAccessQueueItem extends ProductionAccessRequest {
  user_id: string;
  email: string;
  state: ProductionAccessState;
}

export interface ProductionAccessQueueQuery extends PageQuery {
  status?: ProductionAccessRequestStatus;
}

/** POST /api/admin/production-access/{userId}/grant and /decline: the admin's note is required. */
export interface ProductionAccessDecisionInput {
  note: string;
}

/** What a sandboxed account is told when a recipient is outside the sandbox (SMTP 550 5.7.1 at RCPT TO, HTTP 403). */
export function outsideSandboxMessage(recipient: string): string {
  return `Recipient ${recipient} is refused: your account has no production access yet: request it in the customer area (until then it sends only to your own address, your domains' postmaster@ and the mailbox simulator)`;
}
