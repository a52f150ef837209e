/** The OpenAPI examples of production access's answers: a sandboxed account with a pending request. */
export const PRODUCTION_ACCESS_EXAMPLE = {
    user_id: '6650f1a2b3c4d5e6f7a8b9c0',
    state: 'sandboxed',
    limits: { daily_limit: 200, per_second: 1, sent_today: 12 },
    auto_grant: { min_sent: 100, min_days: 3, sent: 12, days: 1, bounce_rate: 0, complaint_rate: 0 },
    request: {
        use_case: 'Order confirmations and receipts of our web shop',
        expected_volume: 5000,
        status: 'pending',
        requested_at: '2026-05-24T10:00:00.000Z',
        answer: '',
        answered_at: null,
    },
    changes: [{ action: 'requested', actor: 'owner@shop.example', note: '5000 messages a day: Order confirmations and receipts of our web shop', created_at: '2026-05-24T10:00:00.000Z' }],
};
export const PRODUCTION_ACCESS_QUEUE_EXAMPLE = {
    items: [{ ...PRODUCTION_ACCESS_EXAMPLE.request, user_id: PRODUCTION_ACCESS_EXAMPLE.user_id, email: 'owner@shop.example', state: 'sandboxed' }],
    total: 1,
    page: 1,
    limit: 20,
};
//# sourceMappingURL=production-access.examples.js.map