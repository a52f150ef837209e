import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REPUTATION_DEFAULTS } from '@platform/contracts';
import { figuresOf, verdictOf, windowDays } from './reputation-figures.js';
test('the window is the last N UTC days, today included, oldest first', () => {
    assert.deepEqual(windowDays(new Date('2026-03-02T05:00:00Z'), 3), ['2026-02-28', '2026-03-01', '2026-03-02']);
});
test('figures sum the days less what a resume forgave, and are judged only from the minimum volume', () => {
    const days = ['2026-03-01', '2026-03-02'];
    const counts = [
        { sent: 100, hard_bounced: 20, complained: 1 },
        { sent: 100, hard_bounced: 2, complained: 0 },
    ];
    const settings = { window_days: 2, min_volume: 150 };
    const all = figuresOf(days, counts, {}, settings);
    assert.deepEqual(all, { window_days: 2, sent: 200, hard_bounced: 22, complained: 1, bounce_rate: 11, complaint_rate: 0.5, judged: true });
    const forgiven = figuresOf(days, counts, { '2026-03-01': { sent: 100, hard_bounced: 20, complained: 1 } }, settings);
    assert.deepEqual([forgiven.sent, forgiven.hard_bounced, forgiven.bounce_rate, forgiven.judged], [100, 2, 2, false]);
});
test('a rate at or above the pause line pauses, above the review line reviews, below nothing; an unjudged account is left alone', () => {
    const figures = (bounce_rate, complaint_rate, judged = true) => ({ window_days: 7, sent: 1000, hard_bounced: bounce_rate * 10, complained: complaint_rate * 10, bounce_rate, complaint_rate, judged });
    assert.equal(verdictOf(figures(10, 0), REPUTATION_DEFAULTS)?.standing, 'paused');
    assert.equal(verdictOf(figures(0, 0.5), REPUTATION_DEFAULTS)?.standing, 'paused');
    assert.equal(verdictOf(figures(5, 0), REPUTATION_DEFAULTS)?.standing, 'review');
    assert.equal(verdictOf(figures(0, 0.1), REPUTATION_DEFAULTS)?.standing, 'review');
    assert.equal(verdictOf(figures(4.9, 0.09), REPUTATION_DEFAULTS), null);
    assert.equal(verdictOf(figures(50, 5, false), REPUTATION_DEFAULTS), null);
    assert.equal(verdictOf(figures(50, 5), { ...REPUTATION_DEFAULTS, enabled: false }), null);
    assert.equal(verdictOf(figures(12, 0), REPUTATION_DEFAULTS)?.reason, 'Sending is paused: the bounce rate is 12 % (120 hard bounces of 1000 messages sent in the last 7 days), at or above the pause line of 10 %');
});
//# sourceMappingURL=reputation-figures.spec.js.map