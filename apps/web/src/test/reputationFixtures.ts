import type { AccountReputationDetail, ListResponse, ReviewQueueItem } from '@platform/contracts';

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

/** The answers of the reputation reads a user screen makes: the account's detail, and an empty review queue. */
export function reputationAnswers(userId: string): Record<string, object> {
  const emptyQueue: ListResponse<ReviewQueueItem> = { items: [], total: 0, page: 1, limit: 100 };
  return { [`/api/admin/reputation/${userId}`]: goodStanding(userId), '/api/admin/reputation': emptyQueue };
}
