import type { WebhookAttempt, WebhookEndpoint } from '@platform/contracts';

export function webhookFixture(changes: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    _id: 'w1',
    url: 'https://hooks.example.com/mail-events',
    description: 'CRM',
    event_types: ['message.delivered', 'message.bounced'],
    enabled: true,
    disabled_reason: null,
    consecutive_failures: 0,
    secret_prefix: 'whsec_AbC1…',
    previous_secret_expires_at: null,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    ...changes,
  };
}

export function webhookAttemptFixture(changes: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
    _id: 'a1',
    endpoint_id: 'w1',
    webhook_id: 'msg_1',
    event_type: 'message.delivered',
    event_id: 'e1',
    message_id: 'm1',
    attempt: 1,
    replay: false,
    result: 'failed',
    status_code: 503,
    duration_ms: 120,
    response_excerpt: 'Service Unavailable',
    next_retry_at: null,
    created_at: '2026-05-01T10:00:00.000Z',
    ...changes,
  };
}
