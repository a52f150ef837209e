import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { CUSTOMER_MESSAGES, WEBHOOK_PAYLOAD_VERSION, } from '@platform/contracts';
import { createCustomer, customerCall, customerRequest } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
import { signatureHeaders, startWebhookReceiver } from './support/webhook-receiver.js';
const payloadOf = (request) => JSON.parse(request.body);
describe('webhooks', () => {
    let api;
    let dns;
    let relay;
    let mailbox;
    let sender;
    let owner;
    const receivers = [];
    const receiver = async () => {
        const started = await startWebhookReceiver();
        receivers.push(started);
        return started;
    };
    const createEndpoint = (body, credentials = owner) => customerCall(api, credentials, 'post', '/api/v1/webhooks', body);
    /** Sends a message over HTTP and returns its id. */
    const send = async (subject) => {
        const response = await customerRequest(api, owner, 'post', '/api/v1/messages', {
            from: `news@${sender.domain}`,
            to: 'alice@recipient.example',
            subject,
            text: subject,
        });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        return response.body.id;
    };
    const ofMessage = (messageId, type) => (request) => payloadOf(request).data.message_id === messageId && payloadOf(request).type === type;
    before(async () => {
        dns = await startDnsTestServer();
        relay = await startSmtpTestServer();
        mailbox = await startSmtpTestServer();
        api = await startTestApp({
            env: {
                DNS_SERVERS: dns.address,
                RELAY_WORKER_CONCURRENCY: '2',
                QUEUE_POLL_MS: '50',
                RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
                SMTP_SETTINGS_TLS_REJECT_UNAUTHORIZED: 'false',
                WEBHOOK_POLL_MS: '50',
                WEBHOOK_RETRY_SCHEDULE_SECONDS: '1,1,1',
                WEBHOOK_DISABLE_AFTER_FAILURES: '3',
                WEBHOOK_TIMEOUT_SECONDS: '2',
                WEBHOOK_LEASE_SECONDS: '5',
            },
        });
        // The receivers run on loopback: the test allows private targets, as the webhook-ssrf test does not.
        await adminCall(api, 'put', '/api/admin/settings/webhooks', { allow_private_targets: true });
        await adminCall(api, 'put', '/api/admin/settings/smtp', { host: '127.0.0.1', port: mailbox.port, secure: false, from: 'Platform <no-reply@platform.example>' });
        const relayRecord = await adminCall(api, 'post', '/api/admin/relays', { name: 'hooks-relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
        sender = await createTestSender(api, dns, { domain: 'hooks-sender.example', sendPlan: 'bulletproof', relayId: relayRecord._id });
        owner = { apiKey: sender.apiKey };
    });
    after(async () => {
        await api?.close();
        await Promise.all(receivers.map((started) => started.close()));
        await relay?.close();
        await mailbox?.close();
        await dns?.close();
    });
    describe('endpoints', () => {
        test('the secret is shown once at creation (whsec_ + base64); list and get show only its prefix', async () => {
            const target = await receiver();
            const created = await createEndpoint({ url: target.url, event_types: ['message.bounced'], description: 'CRM' });
            assert.match(created.secret, /^whsec_[A-Za-z0-9+/]{32}$/);
            assert.equal(created.secret_prefix, `${created.secret.slice(0, 10)}…`);
            assert.deepEqual({ url: created.url, event_types: created.event_types, enabled: created.enabled, description: created.description, consecutive_failures: created.consecutive_failures }, { url: target.url, event_types: ['message.bounced'], enabled: true, description: 'CRM', consecutive_failures: 0 });
            const fetched = await customerCall(api, owner, 'get', `/api/v1/webhooks/${created._id}`);
            assert.equal(fetched.secret, undefined);
            const list = await customerCall(api, owner, 'get', '/api/v1/webhooks');
            assert.ok(list.items.some((item) => item._id === created._id && !('secret' in item)));
            const updated = await customerCall(api, owner, 'patch', `/api/v1/webhooks/${created._id}`, { enabled: false, event_types: ['message.opened', 'message.clicked'] });
            assert.deepEqual([updated.enabled, updated.event_types], [false, ['message.opened', 'message.clicked']]);
            await customerCall(api, owner, 'delete', `/api/v1/webhooks/${created._id}`, undefined, 204);
            await customerCall(api, owner, 'get', `/api/v1/webhooks/${created._id}`, undefined, 404);
        });
        test('a bad event type, an empty list or a non-http URL is a 400 naming the field', async () => {
            const target = await receiver();
            const badType = await customerRequest(api, owner, 'post', '/api/v1/webhooks', { url: target.url, event_types: ['message.sent'] });
            assert.equal(badType.status, 400);
            assert.ok(badType.body.message.some((text) => text.startsWith('event_types must each be one of message.accepted,')), JSON.stringify(badType.body));
            const empty = await customerRequest(api, owner, 'post', '/api/v1/webhooks', { url: target.url, event_types: [] });
            assert.deepEqual([empty.status, empty.body.message], [400, ['event_types must name at least one event type']]);
            const ftp = await customerRequest(api, owner, 'post', '/api/v1/webhooks', { url: 'ftp://files.example/x', event_types: ['message.delivered'] });
            assert.deepEqual([ftp.status, ftp.body.message], [400, ['Webhook URL must be an absolute http:// or https:// URL']]);
        });
        test('a sending-only key gets 403 and another account gets 404 on every webhook route', async () => {
            const target = await receiver();
            const endpoint = await createEndpoint({ url: target.url, event_types: ['message.delivered'], enabled: false });
            const sendingKey = await customerCall(api, owner, 'post', '/api/v1/api-keys', { name: 'sending only', scope: 'sending' });
            const stranger = await createCustomer(api, 'stranger@hooks-other.example');
            const routes = [
                ['get', `/api/v1/webhooks/${endpoint._id}`],
                ['patch', `/api/v1/webhooks/${endpoint._id}`, { enabled: true }],
                ['post', `/api/v1/webhooks/${endpoint._id}/rotate-secret`],
                ['get', `/api/v1/webhooks/${endpoint._id}/attempts`],
                ['post', `/api/v1/webhooks/${endpoint._id}/attempts/6650c0ffee00000000000f01/replay`],
                ['delete', `/api/v1/webhooks/${endpoint._id}`],
            ];
            for (const [method, path, body] of routes) {
                const refused = await customerRequest(api, { apiKey: sendingKey.key }, method, path, body);
                assert.deepEqual([refused.status, refused.body.message], [403, CUSTOMER_MESSAGES.sendingOnlyKey], `${method} ${path}`);
                const hidden = await customerRequest(api, { cookie: stranger.cookie }, method, path, body);
                assert.deepEqual([hidden.status, hidden.body.message], [404, `Webhook endpoint ${endpoint._id} not found`], `${method} ${path}`);
            }
            const strangersList = await customerCall(api, { cookie: stranger.cookie }, 'get', '/api/v1/webhooks');
            assert.equal(strangersList.total, 0);
            const listBySendingKey = await customerRequest(api, { apiKey: sendingKey.key }, 'get', '/api/v1/webhooks');
            assert.equal(listBySendingKey.status, 403);
            const unauthenticated = await customerRequest(api, null, 'get', '/api/v1/webhooks');
            assert.equal(unauthenticated.status, 401);
        });
    });
    describe('delivery', () => {
        test('a delivered message reaches the endpoint as message.accepted and message.delivered, signed so that standardwebhooks accepts it', async () => {
            const target = await receiver();
            const endpoint = await createEndpoint({ url: target.url, event_types: ['message.accepted', 'message.delivered'] });
            const messageId = await send('webhook delivered');
            const [delivered] = await target.waitFor(1, ofMessage(messageId, 'message.delivered'));
            const [accepted] = await target.waitFor(1, ofMessage(messageId, 'message.accepted'));
            for (const request of [accepted, delivered]) {
                assert.deepEqual(new Webhook(endpoint.secret).verify(request.body, signatureHeaders(request)), JSON.parse(request.body));
                assert.match(String(request.headers['webhook-id']), /^msg_[0-9a-f]{24}$/);
                assert.equal(request.headers['content-type'], 'application/json');
            }
            assert.notEqual(accepted.headers['webhook-id'], delivered.headers['webhook-id']);
            const payload = payloadOf(delivered);
            assert.equal(payload.version, WEBHOOK_PAYLOAD_VERSION);
            assert.ok(!Number.isNaN(Date.parse(payload.created_at)));
            assert.deepEqual({ ...payload.data, event_id: typeof payload.data.event_id }, {
                event_id: 'string',
                message_id: messageId,
                recipient: 'alice@recipient.example',
                response: '250 OK: message queued',
                attempt: 1,
                source_ip: payload.data.source_ip,
                agent_hostname: 'hooks-relay',
            });
            assert.match(String(payload.data.source_ip), /^127\.0\.0\.1:\d+$/);
            assert.deepEqual(payloadOf(accepted).data.recipient, null);
            // The event in the payload is the one on the message's timeline.
            const detail = await customerCall(api, owner, 'get', `/api/v1/messages/${messageId}`);
            assert.ok(detail.events.some((event) => event._id === payload.data.event_id && event.type === 'delivered'));
            // A signature made with another secret is refused by the same verifier.
            assert.throws(() => new Webhook('whsec_' + Buffer.alloc(24, 1).toString('base64')).verify(delivered.body, signatureHeaders(delivered)));
            await customerCall(api, owner, 'patch', `/api/v1/webhooks/${endpoint._id}`, { enabled: false });
        });
        test('a receiver that fails twice then answers 200 gets the event three times with the same webhook-id; the account sees each attempt and replays one', async () => {
            const target = await receiver();
            target.answer([500, 503], 200);
            const endpoint = await createEndpoint({ url: target.url, event_types: ['message.delivered'] });
            const messageId = await send('webhook retried');
            const requests = await target.waitFor(3, ofMessage(messageId, 'message.delivered'));
            assert.deepEqual(requests.map((request) => request.answeredWith), [500, 503, 200]);
            const webhookId = String(requests[0].headers['webhook-id']);
            assert.deepEqual(requests.map((request) => request.headers['webhook-id']), [webhookId, webhookId, webhookId]);
            assert.deepEqual(new Set(requests.map((request) => request.body)).size, 1, 'every retry sends the same body');
            for (const request of requests)
                new Webhook(endpoint.secret).verify(request.body, signatureHeaders(request));
            let attempts;
            for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
                attempts = await customerCall(api, owner, 'get', `/api/v1/webhooks/${endpoint._id}/attempts`);
                if (attempts.total === 3)
                    break;
            }
            assert.equal(attempts.total, 3);
            const [third, second, first] = attempts.items;
            assert.deepEqual(attempts.items.map((attempt) => [attempt.attempt, attempt.result, attempt.status_code, attempt.response_excerpt, attempt.webhook_id, attempt.message_id]), [
                [3, 'succeeded', 200, 'thanks', webhookId, messageId],
                [2, 'failed', 503, 'failing on purpose (503)', webhookId, messageId],
                [1, 'failed', 500, 'failing on purpose (500)', webhookId, messageId],
            ]);
            assert.equal(third.next_retry_at, null);
            assert.ok(first.next_retry_at && second.next_retry_at, 'a failed attempt says when the retry is due');
            assert.ok(attempts.items.every((attempt) => attempt.duration_ms >= 0 && attempt.event_type === 'message.delivered' && !attempt.replay));
            const failedOnly = await customerCall(api, owner, 'get', `/api/v1/webhooks/${endpoint._id}/attempts?result=failed`);
            assert.equal(failedOnly.total, 2);
            const replay = await customerCall(api, owner, 'post', `/api/v1/webhooks/${endpoint._id}/attempts/${first._id}/replay`, undefined, 202);
            assert.deepEqual(replay, { message: 'Replay queued', webhook_id: webhookId });
            const afterReplay = await target.waitFor(4, ofMessage(messageId, 'message.delivered'));
            assert.equal(afterReplay[3].headers['webhook-id'], webhookId);
            assert.equal(afterReplay[3].body, requests[0].body);
            new Webhook(endpoint.secret).verify(afterReplay[3].body, signatureHeaders(afterReplay[3]));
            for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
                attempts = await customerCall(api, owner, 'get', `/api/v1/webhooks/${endpoint._id}/attempts`);
                if (attempts.total === 4)
                    break;
            }
            assert.deepEqual([attempts.items[0].replay, attempts.items[0].attempt, attempts.items[0].result], [true, 1, 'succeeded']);
            const unknown = await customerRequest(api, owner, 'post', `/api/v1/webhooks/${endpoint._id}/attempts/6650c0ffee00000000000f01/replay`);
            assert.deepEqual([unknown.status, unknown.body.message], [404, 'Webhook attempt 6650c0ffee00000000000f01 not found']);
            await customerCall(api, owner, 'patch', `/api/v1/webhooks/${endpoint._id}`, { enabled: false });
        });
        test('after a secret rotation each POST is signed with the new and the previous secret, and either verifies', async () => {
            const target = await receiver();
            const endpoint = await createEndpoint({ url: target.url, event_types: ['message.delivered'] });
            const rotated = await customerCall(api, owner, 'post', `/api/v1/webhooks/${endpoint._id}/rotate-secret`, undefined, 200);
            assert.notEqual(rotated.secret, endpoint.secret);
            assert.ok(rotated.previous_secret_expires_at && Date.parse(rotated.previous_secret_expires_at) > Date.now() + 23 * 3_600_000);
            const messageId = await send('webhook rotated');
            const [request] = await target.waitFor(1, ofMessage(messageId, 'message.delivered'));
            assert.equal(String(request.headers['webhook-signature']).split(' ').length, 2);
            assert.deepEqual(new Webhook(rotated.secret).verify(request.body, signatureHeaders(request)), JSON.parse(request.body));
            assert.deepEqual(new Webhook(endpoint.secret).verify(request.body, signatureHeaders(request)), JSON.parse(request.body));
            await customerCall(api, owner, 'patch', `/api/v1/webhooks/${endpoint._id}`, { enabled: false });
        });
        test('an endpoint that keeps failing is disabled after WEBHOOK_DISABLE_AFTER_FAILURES attempts and its owner is mailed once', async () => {
            const target = await receiver();
            target.answer([], 500);
            const endpoint = await createEndpoint({ url: target.url, event_types: ['message.delivered'], description: 'Dead CRM' });
            const messageId = await send('webhook failing');
            await target.waitFor(3, ofMessage(messageId, 'message.delivered'));
            const [mail] = await mailbox.waitForMessages(1);
            // The mail is quoted-printable: soft line breaks and =XX escapes undone.
            const text = mail.raw.toString().replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex) => String.fromCharCode(parseInt(hex, 16)));
            assert.deepEqual(mail.to, [`owner@${sender.domain}`]);
            assert.match(text, new RegExp(`Subject: Webhook endpoint disabled: ${target.url.replace(/[.]/g, '\\.')}`));
            assert.match(text, /Disabled after 3 failed attempts in a row \(last: HTTP 500\)/);
            const disabled = await customerCall(api, owner, 'get', `/api/v1/webhooks/${endpoint._id}`);
            assert.deepEqual([disabled.enabled, disabled.consecutive_failures, disabled.disabled_reason], [false, 3, 'Disabled after 3 failed attempts in a row (last: HTTP 500)']);
            // The retry due after the third failure is dropped, and new events are not queued for it.
            await send('webhook failing, after disabling');
            await new Promise((resolve) => setTimeout(resolve, 2500));
            assert.equal(target.received.length, 3);
            assert.equal(mailbox.received.length, 1);
            const enabled = await customerCall(api, owner, 'patch', `/api/v1/webhooks/${endpoint._id}`, { enabled: true });
            assert.deepEqual([enabled.enabled, enabled.consecutive_failures, enabled.disabled_reason], [true, 0, null]);
        });
    });
});
//# sourceMappingURL=webhooks.e2e-spec.js.map