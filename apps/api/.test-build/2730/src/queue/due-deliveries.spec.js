import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DueDeliveries } from './due-deliveries.js';
const NOW = 1_000_000;
const ref = (id, changes = {}) => ({
    id,
    userId: 'user',
    route: 'agent',
    sendPlan: 'provider',
    agentOwnerUserId: null,
    allowedIps: [],
    attempts: 0,
    dueAt: NOW - 1,
    expiresAt: NOW + 60_000,
    ...changes,
});
const anyone = () => true;
const ids = (refs) => refs.map((r) => r.id).sort();
test('only due, unexpired, eligible deliveries of the route are offered, the longest-waiting first', () => {
    const view = new DueDeliveries();
    view.put(ref('due-old', { dueAt: NOW - 500 }));
    view.put(ref('due-new', { dueAt: NOW - 10 }));
    view.put(ref('later', { dueAt: NOW + 1 }));
    view.put(ref('expired', { expiresAt: NOW }));
    view.put(ref('relay', { route: 'relay' }));
    view.put(ref('byoip', { sendPlan: 'byoip' }));
    const providerOnly = (r) => r.sendPlan === 'provider';
    assert.deepEqual(ids(view.due('agent', NOW, providerOnly, 10)), ['due-new', 'due-old']);
    assert.deepEqual(ids(view.due('agent', NOW, providerOnly, 1)), ['due-old']);
    assert.deepEqual(ids(view.due('relay', NOW, anyone, 10)), ['relay']);
});
test('of a long queue, exactly the longest-waiting due deliveries are offered', () => {
    const view = new DueDeliveries();
    const waits = Array.from({ length: 500 }, (_, n) => (n * 7919) % 500);
    for (const [n, wait] of waits.entries())
        view.put(ref(`d${n}`, { dueAt: NOW - wait }));
    const offered = view.due('agent', NOW, anyone, 5).map((r) => NOW - r.dueAt);
    assert.deepEqual(offered.sort((a, b) => b - a), [499, 498, 497, 496, 495]);
});
test('finding the due deliveries of a long queue looks at the front of the lanes, not at every delivery', () => {
    const lookedAt = new Set();
    const view = new DueDeliveries((r) => `${r.route}|${r.sendPlan}`);
    for (let n = 0; n < 20_000; n += 1)
        view.put(ref(`d${n}`, { dueAt: NOW - 20_000 + n }));
    for (let n = 0; n < 5_000; n += 1)
        view.put(ref(`b${n}`, { sendPlan: 'byoip', dueAt: NOW - 30_000 + n }));
    const offered = view.due('agent', NOW, (r) => (lookedAt.add(r.id), r.sendPlan === 'provider'), 3);
    assert.deepEqual(ids(offered), ['d0', 'd1', 'd2']);
    assert.ok(lookedAt.size <= 3 + 65, `a few deliveries looked at, not 25,000 (${lookedAt.size})`);
    view.remove('d0');
    view.put(ref('d1', { dueAt: NOW + 1000 }));
    assert.deepEqual(ids(view.due('agent', NOW, (r) => r.sendPlan === 'provider', 2)), ['d2', 'd3'], 'removed and rescheduled ones are passed by');
    assert.equal(view.oldestDueAt(NOW), NOW - 30_000);
});
test('put replaces what was known of a delivery, remove forgets it', () => {
    const view = new DueDeliveries();
    view.put(ref('a'));
    view.put(ref('a', { dueAt: NOW + 1000, attempts: 1 }));
    assert.equal(view.size, 1);
    assert.deepEqual(view.due('agent', NOW, anyone, 10), []);
    view.remove('a');
    assert.equal(view.size, 0);
});
test('a reread replaces older knowledge but keeps what was learnt while it ran', () => {
    const view = new DueDeliveries();
    view.put(ref('finished-elsewhere'), NOW - 100);
    view.put(ref('leased-here-meanwhile', { attempts: 1, dueAt: NOW + 300_000 }), NOW + 5);
    view.put(ref('queued-here-meanwhile'), NOW + 6);
    const learnt = view.replaceWith([ref('leased-here-meanwhile'), ref('queued-elsewhere')], NOW);
    assert.deepEqual(ids(view.due('agent', NOW, anyone, 10)), ['queued-elsewhere', 'queued-here-meanwhile']);
    assert.equal(learnt, 2, 'learnt: one queued and one finished elsewhere');
    assert.equal(view.size, 3, 'the delivery finished elsewhere is forgotten; the one leased here is kept as leased');
});
test('deliveries past their lifetime are listed over every route, up to the limit', () => {
    const view = new DueDeliveries();
    view.put(ref('alive', { expiresAt: NOW + 1 }));
    view.put(ref('expired-agent', { expiresAt: NOW, dueAt: NOW + 60_000 }));
    view.put(ref('expired-relay', { route: 'relay', expiresAt: NOW - 1 }));
    assert.deepEqual(ids(view.expired(NOW, 10)).sort(), ['expired-agent', 'expired-relay']);
    assert.equal(view.expired(NOW, 1).length, 1);
});
test('the oldest due delivery is found over every route; later, expired and none answer as such', () => {
    const view = new DueDeliveries();
    assert.equal(view.oldestDueAt(NOW), null);
    view.put(ref('later', { dueAt: NOW + 1 }));
    view.put(ref('expired', { dueAt: NOW - 900, expiresAt: NOW }));
    assert.equal(view.oldestDueAt(NOW), null);
    view.put(ref('agent', { dueAt: NOW - 10 }));
    view.put(ref('relay', { route: 'relay', dueAt: NOW - 300 }));
    assert.equal(view.oldestDueAt(NOW), NOW - 300);
    view.remove('relay');
    assert.equal(view.oldestDueAt(NOW), NOW - 10);
});
test('the per-route summary for the metrics: depth counts every open delivery, the wait only due and unexpired ones', () => {
    const view = new DueDeliveries();
    view.put(ref('waiting-2s', { dueAt: NOW - 2_000 }));
    view.put(ref('later', { dueAt: NOW + 5_000 }));
    view.put(ref('expired-long-ago', { dueAt: NOW - 90_000, expiresAt: NOW }));
    view.put(ref('relay-later', { route: 'relay', dueAt: NOW + 1 }));
    assert.deepEqual(view.summaryByRoute(NOW), [
        { route: 'agent', depth: 3, oldestDueSeconds: 2 },
        { route: 'relay', depth: 1, oldestDueSeconds: 0 },
    ]);
    view.remove('relay-later');
    assert.deepEqual(view.summaryByRoute(NOW)[1], { route: 'relay', depth: 0, oldestDueSeconds: 0 });
});
//# sourceMappingURL=due-deliveries.spec.js.map