import assert from 'node:assert/strict';
import { test } from 'node:test';
import { messageStatusOf } from './message-status.js';
const deliveries = (...groups) => Object.fromEntries(groups.map((statuses, index) => [`d${index}`, statuses.map((status, n) => ({ address: `r${n}@x${index}.example`, status, last_response: '' }))]));
test('a message is deferred while any recipient waits for a retry, queued while any waits for a first try', () => {
    assert.equal(messageStatusOf(deliveries(['delivered'], ['deferred'], ['queued'])), 'deferred');
    assert.equal(messageStatusOf(deliveries(['delivered'], ['queued'])), 'queued');
});
test('once every recipient is done: delivered, partially delivered, bounced or failed', () => {
    assert.equal(messageStatusOf(deliveries(['delivered', 'delivered'], ['delivered'])), 'delivered');
    assert.equal(messageStatusOf(deliveries(['delivered'], ['bounced'])), 'partially_delivered');
    assert.equal(messageStatusOf(deliveries(['bounced'], ['failed'])), 'bounced');
    assert.equal(messageStatusOf(deliveries(['failed'])), 'failed');
});
//# sourceMappingURL=message-status.spec.js.map