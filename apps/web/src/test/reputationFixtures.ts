import type { AccountReputationDetail, AccountWarmup, ListResponse, ProductionAccess, ReviewQueueItem } from '@platform/contracts';

/** An account in good standing with nothing sent, as GET /api/admin/reputation/{id} answers it. */
export function goodStanding(userId: string, email = 'ann@example.com'): AccountReputationDetail {
  return {
    user_id: userId,
    email,
    domains: [],
    standing: 'good',
    reason: '',
    changed_at: null,
    figures: { window_days: 7, sent: 0, hard_bounced: 0, complained: 0, bounce_rate: 0, complaint_rate: 0, judged: false },
    lines: { review_bounce_rate: 5, review_complaint_rate: 0.1, pause_bounce_rate: 10, pause_complaint_rate: 0.5, min_volume: 200 },
    held_deliveries: 0,
    recent_incidents: [],
    changes: [],
  };
}

/** An account without a warm-up, as GET /api/admin/warmup/{id} and GET /api/v1/warmup answer it. */
export const NOT_WARMED_UP: AccountWarmup = {
  warming_up: false,
  hourly_limit: 0,
  daily_limit: 0,
  used_this_hour: 0,
  used_today: 0,
  hour_resets_at: '2026-05-01T11:00:00.000Z',
  day_resets_at: '2026-05-02T00:00:00.000Z',
  changed_on: null,
  reason: '',
  next_growth_on: null,
  at_ceiling: false,
};

/** An account with production access and no request, as GET /api/admin/production-access/{id} answers it. */
export function withProductionAccess(userId: string): ProductionAccess {
  return { user_id: userId, state: 'production', limits: { daily_limit: 200, per_second: 1, sent_today: 0 }, auto_grant: null, request: null, changes: [] };
}

/**
 * The answers of the standing reads a user screen makes: the account's reputation detail, an
 * empty review queue, its warm-up (none) and its production access.
 */
export function reputationAnswers(userId: string): Record<string, object> {
  const emptyQueue: ListResponse<ReviewQueueItem> = { items: [], total: 0, page: 1, limit: 100 };
  return {
    [`/api/admin/reputation/${userId}`]: goodStanding(userId),
    '/api/admin/reputation': emptyQueue,
    [`/api/admin/warmup/${userId}`]: NOT_WARMED_UP,
    [`/api/admin/production-access/${userId}`]: withProductionAccess(userId),
  };
}
