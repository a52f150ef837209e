import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { customerCall } from './support/customer-fixture.js';
import { PUBLIC_URL, RETURN_PATH_DOMAIN, startInboundPlatform } from './support/inbound-platform.js';
import { adminCall } from './support/sending-fixture.js';
import { startWebhookReceiver } from './support/webhook-receiver.js';
const SENDER_DOMAIN = 'repeats-sender.example';
const REQUESTS_PER_TOKEN = 4;
const REQUESTS_PER_CLIENT = 12;
const payloadOf = (request) => JSON.parse(request.body);
/** The token of a copy's one-click unsubscribe link. */
function unsubscribeTokenOf(message) {
    const match = new RegExp(`<${PUBLIC_URL}/u/([a-z2-7]{40})>, <mailto:u\\+[a-z2-7]{40}@${RETURN_PATH_DOMAIN}`).exec(message.raw.toString().replace(/\r\n[ \t]+/g, ' '));
    assert.ok(match, 'the copy carries a one-click link');
    return match[1];
}
describe('one event, one webhook POST per endpoint; the links in mail are rate-limited', () => {
    let platform;
    let target;
    let owner;
    let endpoint;
    before(async () => {
        platform = await startInboundPlatform(SENDER_DOMAIN, {
            WEBHOOK_POLL_MS: '50',
            LINK_RATE_LIMIT_PER_TOKEN: String(REQUESTS_PER_TOKEN),
            LINK_RATE_LIMIT_PER_CLIENT: String(REQUESTS_PER_CLIENT),
            LINK_RATE_LIMIT_WINDOW_SECONDS: '3600',
        });
        owner = { apiKey: platform.sender.apiKey };
        target = await startWebhookReceiver();
        // The receiver runs on loopback.
        await adminCall(platform.api, 'put', '/api/admin/settings/webhooks', { allow_private_targets: true });
        await customerCall(platform.api, owner, 'patch', `/api/v1/domains/${platform.sender.domainId}`, { unsubscribe_headers: true });
        endpoint = await customerCall(platform.api, owner, 'post', '/api/v1/webhooks', { url: target.url, event_types: ['message.unsubscribed'] });
    });
    after(async () => {
        await target?.close();
        await platform?.close();
    });
    test('a second one-click POST adds no event and posts nothing, even after the first POST left the outbox; every POST is in the attempts list', async () => {
        const outbox = platform.api.app.get(getConnectionToken()).collection('webhook_outbox');
        const sent = await platform.send({ to: ['twice@receiver.example', 'later@receiver.example'], subject: 'Weekly' });
        const twice = unsubscribeTokenOf(await platform.delivered(sent.message_id, 'twice@receiver.example'));
        const later = unsubscribeTokenOf(await platform.delivered(sent.message_id, 'later@receiver.example'));
        const ofRecipient = (recipient) => (request) => payloadOf(request).data.recipient === recipient;
        assert.equal((await platform.api.http.post(`/u/${twice}`).type('form').send('List-Unsubscribe=One-Click')).status, 200);
        const [first] = await target.waitFor(1, ofRecipient('twice@receiver.example'));
        // Delivered: its outbox entry is gone, so nothing but the event itself can tell a repeat.
        for (const deadline = Date.now() + 20_000; (await outbox.countDocuments({})) > 0; await new Promise((resolve) => setTimeout(resolve, 50))) {
            assert.ok(Date.now() < deadline, 'the outbox drains');
        }
        assert.equal((await platform.api.http.post(`/u/${twice}`).type('form').send('List-Unsubscribe=One-Click')).status, 200);
        assert.equal(await outbox.countDocuments({}), 0, 'the repeat queues no POST');
        // A later event's POST comes after any the repeat would have caused.
        assert.equal((await platform.api.http.post(`/u/${later}`).type('form').send('List-Unsubscribe=One-Click')).status, 200);
        await target.waitFor(1, ofRecipient('later@receiver.example'));
        const events = (await platform.messageDetail(sent.id)).events.filter((event) => event.type === 'unsubscribed');
        assert.deepEqual(events.map((event) => event.recipient).sort(), ['later@receiver.example', 'twice@receiver.example']);
        assert.deepEqual(target.received.filter(ofRecipient('twice@receiver.example')).map((request) => request.headers['webhook-id']), [first.headers['webhook-id']], 'one POST for the one event');
        let attempts;
        for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
            attempts = await customerCall(platform.api, owner, 'get', `/api/v1/webhooks/${endpoint._id}/attempts`);
            if (attempts.total === target.received.length)
                break;
        }
        assert.deepEqual(attempts.items.map((attempt) => attempt.webhook_id).sort(), target.received.map((request) => String(request.headers['webhook-id'])).sort(), 'every POST made is in the attempts list');
    });
    test(`a link is answered 429 after ${REQUESTS_PER_TOKEN} requests, whoever sends them; a client after ${REQUESTS_PER_CLIENT} requests of any links`, async () => {
        const token = 'a'.repeat(40);
        for (let request = 0; request < REQUESTS_PER_TOKEN; request += 1) {
            assert.equal((await platform.api.http.get(`/u/${token}`)).status, 404, 'a made-up token is not found');
        }
        for (const path of [`/u/${token}`, `/u/${token}?via=page`]) {
            const refused = path.includes('via') ? await platform.api.http.post(path) : await platform.api.http.get(path);
            assert.equal(refused.status, 429);
            assert.match(refused.body.message, /^Too many requests for this link: try again in \d+ seconds$/);
            assert.match(refused.headers['retry-after'], /^\d+$/);
        }
        // The client has now made REQUESTS_PER_TOKEN + 2 requests here, plus 3 in the test before.
        let answered = 0;
        for (let request = 0;; request += 1) {
            const response = await platform.api.http.get(`/t/c/made-up-${request}`);
            if (response.status === 429) {
                assert.match(response.body.message, /^Too many requests for this link: try again in \d+ seconds$/);
                break;
            }
            assert.equal(response.status, 404);
            answered += 1;
            assert.ok(answered <= REQUESTS_PER_CLIENT, 'the client is held to its limit');
        }
        assert.ok(answered < REQUESTS_PER_CLIENT, 'the links of /u/ and /t/ count together per client');
        assert.equal((await platform.api.http.get('/t/o/another-made-up.gif')).status, 429, 'the pixel too');
    });
});
//# sourceMappingURL=webhook-repeats.e2e-spec.js.map