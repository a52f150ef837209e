import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Types } from 'mongoose';
import { WEBHOOK_TARGET_MESSAGES } from '@platform/contracts';
import { MessageLogService } from '../src/message-log/message-log.service.js';
import { createCustomer, customerCall, customerRequest } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
import { startWebhookReceiver } from './support/webhook-receiver.js';
describe('webhook targets: loopback, private and link-local addresses are refused', () => {
    let api;
    let dns;
    let receiver;
    let customer;
    const session = () => ({ cookie: customer.cookie });
    const allowPrivateTargets = (allow) => adminCall(api, 'put', '/api/admin/settings/webhooks', { allow_private_targets: allow });
    /** A message event of the customer's, recorded through the one seam every event passes. */
    const recordEvent = async () => {
        await api.app.get(MessageLogService).recordEvents([
            {
                _id: randomBytes(12).toString('hex'),
                message: new Types.ObjectId(),
                user_id: new Types.ObjectId(customer.userId),
                type: 'delivered',
                recipient: 'someone@recipient.example',
                response: '250 OK',
                attempt: 1,
                source_ip: null,
                agent_hostname: null,
                created_at: new Date(),
            },
        ]);
    };
    const attemptsOf = async (endpointId, count) => {
        for (const deadline = Date.now() + 10_000;; await new Promise((resolve) => setTimeout(resolve, 50))) {
            const attempts = await customerCall(api, session(), 'get', `/api/v1/webhooks/${endpointId}/attempts`);
            if (attempts.total >= count || Date.now() > deadline)
                return attempts;
        }
    };
    before(async () => {
        dns = await startDnsTestServer();
        receiver = await startWebhookReceiver();
        api = await startTestApp({
            env: { DNS_SERVERS: dns.address, WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_SCHEDULE_SECONDS: '60', WEBHOOK_TIMEOUT_SECONDS: '2', WEBHOOK_LEASE_SECONDS: '5' },
        });
        customer = await createCustomer(api, 'ssrf@hooks-ssrf.example');
        dns.setAddresses('loopback-name.test', ['127.0.0.1']);
        dns.setAddresses('mixed-name.test', ['93.184.216.34', '10.1.2.3']);
        dns.setAddresses('receiver.test', ['127.0.0.1']);
    });
    after(async () => {
        await api?.close();
        await receiver?.close();
        await dns?.close();
    });
    test('private targets are refused unless an admin allows them (GET/PUT /api/admin/settings/webhooks, off by default)', async () => {
        assert.deepEqual(await adminCall(api, 'get', '/api/admin/settings/webhooks'), { allow_private_targets: false });
        const invalid = await api.http.put('/api/admin/settings/webhooks').set('x-admin-token', api.adminToken).send({ allow_private_targets: 'yes' });
        assert.deepEqual([invalid.status, invalid.body.message], [400, ['allow_private_targets must be true or false']]);
        const anonymous = await api.http.put('/api/admin/settings/webhooks').send({ allow_private_targets: true });
        assert.equal(anonymous.status, 401);
    });
    test('at save: 127.0.0.1, 10.0.0.1, 169.254.169.254, [::1], IPv4-mapped forms and names resolving to them are a 400 with the reason', async () => {
        const cases = [
            [`http://127.0.0.1:${receiver.port}/hook`, '127.0.0.1', '127.0.0.1'],
            ['http://10.0.0.1/hook', '10.0.0.1', '10.0.0.1'],
            ['http://169.254.169.254/latest/meta-data/', '169.254.169.254', '169.254.169.254'],
            [`http://[::1]:${receiver.port}/hook`, '::1', '::1'],
            ['http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1', '::ffff:7f00:1'],
            ['https://0.0.0.0/hook', '0.0.0.0', '0.0.0.0'],
            ['http://192.168.1.10/hook', '192.168.1.10', '192.168.1.10'],
            ['http://172.16.0.1/hook', '172.16.0.1', '172.16.0.1'],
            ['http://[fd00::1]/hook', 'fd00::1', 'fd00::1'],
            ['http://[fe80::1]/hook', 'fe80::1', 'fe80::1'],
            [`http://loopback-name.test:${receiver.port}/hook`, 'loopback-name.test', '127.0.0.1'],
            // One private answer among public ones is enough: the next lookup could return it.
            ['https://mixed-name.test/hook', 'mixed-name.test', '10.1.2.3'],
        ];
        for (const [url, host, address] of cases) {
            const refused = await customerRequest(api, session(), 'post', '/api/v1/webhooks', { url, event_types: ['message.delivered'] });
            assert.deepEqual([refused.status, refused.body.message], [400, [WEBHOOK_TARGET_MESSAGES.privateTarget(host, address)]], url);
        }
        const unresolvable = await customerRequest(api, session(), 'post', '/api/v1/webhooks', { url: 'https://nowhere.test/hook', event_types: ['message.delivered'] });
        assert.deepEqual([unresolvable.status, unresolvable.body.message], [400, [WEBHOOK_TARGET_MESSAGES.unresolvable('nowhere.test')]]);
        const list = await customerCall(api, session(), 'get', '/api/v1/webhooks');
        assert.equal(list.total, 0, 'nothing was saved');
    });
    test('at send: endpoints saved while allowed get nothing once private targets are refused again; the attempt says why', async () => {
        await allowPrivateTargets(true);
        const byAddress = await customerCall(api, session(), 'post', '/api/v1/webhooks', { url: receiver.url, event_types: ['message.delivered'] });
        const byName = await customerCall(api, session(), 'post', '/api/v1/webhooks', {
            url: `http://receiver.test:${receiver.port}/hook`,
            event_types: ['message.delivered'],
        });
        // While allowed, the receiver is reached (so what follows is the guard, not a broken receiver).
        await recordEvent();
        await receiver.waitFor(2);
        await allowPrivateTargets(false);
        await recordEvent();
        const attempts = await Promise.all([attemptsOf(byAddress._id, 2), attemptsOf(byName._id, 2)]);
        assert.deepEqual(attempts.map((list) => [list.items[0].result, list.items[0].status_code, list.items[0].response_excerpt]), [
            ['failed', null, WEBHOOK_TARGET_MESSAGES.privateTarget('127.0.0.1', '127.0.0.1')],
            ['failed', null, WEBHOOK_TARGET_MESSAGES.privateTarget('receiver.test', '127.0.0.1')],
        ]);
        assert.equal(receiver.received.length, 2, 'no request reached the receiver after the setting was turned off');
        for (const endpoint of [byAddress, byName])
            await customerCall(api, session(), 'delete', `/api/v1/webhooks/${endpoint._id}`, undefined, 204);
    });
    test('at send: a name that resolved to a public address at save and to 127.0.0.1 now is refused after resolution', async () => {
        // Saved disabled, so nothing is ever sent while the name points at the public address.
        dns.setAddresses('rebind.test', ['93.184.216.34']);
        const endpoint = await customerCall(api, session(), 'post', '/api/v1/webhooks', {
            url: `http://rebind.test:${receiver.port}/hook`,
            event_types: ['message.delivered'],
            enabled: false,
        });
        dns.setAddresses('rebind.test', ['127.0.0.1']);
        await customerCall(api, session(), 'patch', `/api/v1/webhooks/${endpoint._id}`, { enabled: true });
        const before = receiver.received.length;
        await recordEvent();
        const attempts = await attemptsOf(endpoint._id, 1);
        assert.deepEqual([attempts.total, attempts.items[0].result, attempts.items[0].status_code, attempts.items[0].response_excerpt], [1, 'failed', null, WEBHOOK_TARGET_MESSAGES.privateTarget('rebind.test', '127.0.0.1')]);
        assert.equal(receiver.received.length, before);
    });
});
//# sourceMappingURL=webhook-ssrf.e2e-spec.js.map