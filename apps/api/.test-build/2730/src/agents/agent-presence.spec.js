import assert from 'node:assert/strict';
import { test } from 'node:test';
import { agentPresence } from './agent-presence.js';
const now = new Date('2024-03-01T12:00:00.000Z');
const secondsAgo = (seconds) => new Date(now.getTime() - seconds * 1000);
test('an agent heard from within the window and not set offline is online', () => {
    const presence = agentPresence(90, now);
    assert.equal(presence.statusOf({ admin_disabled: false, last_seen: secondsAgo(10) }), 'online');
    assert.equal(presence.statusOf({ admin_disabled: false, last_seen: secondsAgo(90) }), 'online');
});
test('an agent is offline when its last heartbeat is older than the window, absent, or an admin set it offline', () => {
    const presence = agentPresence(90, now);
    assert.equal(presence.statusOf({ admin_disabled: false, last_seen: secondsAgo(91) }), 'offline');
    assert.equal(presence.statusOf({ admin_disabled: false, last_seen: null }), 'offline');
    assert.equal(presence.statusOf({ admin_disabled: true, last_seen: secondsAgo(1) }), 'offline');
});
test('the window is the configured number of seconds', () => {
    assert.equal(agentPresence(600, now).statusOf({ admin_disabled: false, last_seen: secondsAgo(300) }), 'online');
    assert.equal(agentPresence(60, now).statusOf({ admin_disabled: false, last_seen: secondsAgo(300) }), 'offline');
});
test('the status filters use the same instant as statusOf', () => {
    const presence = agentPresence(90, now);
    assert.deepEqual(presence.filterFor('online'), { admin_disabled: { $ne: true }, last_seen: { $gte: secondsAgo(90) } });
    assert.deepEqual(presence.filterFor('offline'), {
        $or: [{ admin_disabled: true }, { last_seen: null }, { last_seen: { $lt: secondsAgo(90) } }],
    });
});
//# sourceMappingURL=agent-presence.spec.js.map