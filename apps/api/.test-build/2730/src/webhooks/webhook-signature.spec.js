import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { generateWebhookSecret, webhookSignature } from './webhook-signature.js';
describe('webhook signatures', () => {
    test('the standardwebhooks verifier accepts the signature with the endpoint secret', () => {
        const secret = generateWebhookSecret();
        assert.match(secret, /^whsec_[A-Za-z0-9+/]{32}$/);
        const body = JSON.stringify({ type: 'message.delivered', data: { x: 'é' } });
        const timestamp = Math.floor(Date.now() / 1000);
        const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(timestamp), 'webhook-signature': webhookSignature([secret], 'msg_1', timestamp, body) };
        assert.deepEqual(new Webhook(secret).verify(body, headers), JSON.parse(body));
    });
    test('during a rotation both secrets verify; a third does not', () => {
        const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
        const timestamp = Math.floor(Date.now() / 1000);
        const signature = webhookSignature([current, previous], 'msg_2', timestamp, '{}');
        assert.equal(signature.split(' ').length, 2);
        const headers = { 'webhook-id': 'msg_2', 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };
        assert.deepEqual(new Webhook(current).verify('{}', headers), {});
        assert.deepEqual(new Webhook(previous).verify('{}', headers), {});
        assert.throws(() => new Webhook(generateWebhookSecret()).verify('{}', headers));
    });
});
//# sourceMappingURL=webhook-signature.spec.js.map