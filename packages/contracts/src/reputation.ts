import type { PageQuery } from './common.js';

/**
 * An account's standing by its reputation: `good`, `review` (above the review line: flagged, the
 * owner told, in the admin review queue) or `paused` (above the pause line: sending refused, queued
 * mail held until an admin resumes it).
 */
export const ACCOUNT_STANDINGS = ['good', 'review', 'paused'] as const;
export type AccountStanding = (typeof ACCOUNT_STANDINGS)[number];

/**
 * The reputation lines (GET and PUT /api/admin/settings/reputation). Rates are percentages of the
 * mail sent in the window (delivered, or refused for good by the recipient's server), mail to the
 * mailbox simulator excluded. Defaults as Amazon SES's: review at 5 % bounces or 0.1 % complaints,
 * pause at 10 % / 0.5 %, judged over the last 7 days once 200 messages were sent in them.
 */
export interface ReputationSettings {
  /** Whether the guard judges accounts at all. */
  enabled: boolean;
  /** Days of the rolling window, today included. */
  window_days: number;
  /** Messages sent in the window before an account is judged. */
  min_volume: number;
  review_bounce_rate: number;
  review_complaint_rate: number;
  pause_bounce_rate: number;
  pause_complaint_rate: number;
}

export const REPUTATION_DEFAULTS: ReputationSettings = {
  enabled: true,
  window_days: 7,
  min_volume: 200,
  review_bounce_rate: 5,
  review_complaint_rate: 0.1,
  pause_bounce_rate: 10,
  pause_complaint_rate: 0.5,
};

export const REPUTATION_LIMITS = {
  window_days: { min: 1, max: 30 },
  min_volume: { min: 1, max: 1_000_000 },
  rate: { min: 0.001, max: 100 },
} as const;

/** An account's figures over the window (from the rollups; simulator mail excluded). */
export interface ReputationFigures {
  window_days: number;
  /** Messages sent in the window: delivered, or bounced at the recipient's server during the attempt. */
  sent: number;
  /** Hard bounces in the window: refused during the attempt, or reported by a permanent DSN afterwards. */
  hard_bounced: number;
  complained: number;
  /** Percentages of `sent` (0 when nothing was sent). */
  bounce_rate: number;
  complaint_rate: number;
  /** Whether `sent` reached the minimum volume: below it the account is not judged. */
  judged: boolean;
}

/** One change of an account's standing: by the guard (`actor` 'system') or an admin (their e-mail). */
export interface StandingChange {
  _id: string;
  user_id: string;
  from: AccountStanding;
  to: AccountStanding;
  actor: string;
  /** The guard's reason with its figures, or the admin's note. */
  reason: string;
  figures: ReputationFigures;
  created_at: string;
}

/** An account's reputation as the admin sees it (GET /api/admin/reputation/{userId}) and the customer (GET /api/v1/reputation). */
export interface AccountReputation {
  user_id: string;
  standing: AccountStanding;
  /** Why it is in review or paused; '' when good. */
  reason: string;
  /** When the standing last changed; null when it never did. */
  changed_at: string | null;
  figures: ReputationFigures;
  lines: Pick<ReputationSettings, 'review_bounce_rate' | 'review_complaint_rate' | 'pause_bounce_rate' | 'pause_complaint_rate' | 'min_volume'>;
}

/** The recent bounce or complaint of an account, as the review queue shows it. */
export interface ReputationIncident {
  type: 'bounced' | 'complained';
  recipient: string | null;
  response: string;
  message_id: string;
  created_at: string;
}

/** GET /api/admin/reputation/{userId}: the figures (also per sending domain), the held mail, recent incidents and every change. */
export interface AccountReputationDetail extends AccountReputation {
  email: string;
  /** Each of the account's sending domains with its own figures over the window (nothing forgiven: for finding the domain at fault). */
  domains: Array<{ domain: string; figures: ReputationFigures }>;
  /** Deliveries waiting in the queue (held while paused). */
  held_deliveries: number;
  recent_incidents: ReputationIncident[];
  changes: StandingChange[];
}

/** A row of the admin review queue (GET /api/admin/reputation): accounts in review or paused. */
export interface ReviewQueueItem extends AccountReputation {
  email: string;
}

export interface ReviewQueueQuery extends PageQuery {
  standing?: Exclude<AccountStanding, 'good'>;
}

/** POST /api/admin/reputation/{userId}/resume and /pause: the admin's note is required. */
export interface StandingActionRequest {
  note: string;
}

/** The `data` of an `account.review` or `account.paused` webhook. */
export interface AccountStandingWebhookData {
  /** The change's id: the same change always has the same id. */
  event_id: string;
  user_id: string;
  standing: AccountStanding;
  reason: string;
  figures: ReputationFigures;
}
