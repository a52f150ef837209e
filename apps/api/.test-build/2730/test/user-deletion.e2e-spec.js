import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { ACCOUNT_DELETED_REASON } from '../src/user-deletion/user-deletion.service.js';
import { login } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
describe('deleting a user who owns things', () => {
    let api;
    let dns;
    let db;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const waitFor = async (what, probe, timeoutMs = 60_000) => {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
            const value = await probe();
            if (value)
                return value;
            if (Date.now() > deadline)
                throw new Error(`Timed out waiting for ${what}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
    };
    /** A sender (plan, verified provider domain, SMTP account) with a customer agent of their own. */
    const senderWithAgent = async (domain) => {
        const sender = await createTestSender(api, dns, { domain, sendPlan: 'provider' });
        const agent = await adminCall(api, 'post', '/api/admin/agents', {
            agent_id: `${domain.split('.')[0]}-own-agent`,
            hostname: `agent.${domain}`,
            agent_type: 'customer',
            owner_user_id: sender.userId,
        });
        return { sender, agent };
    };
    const send = async (sender, to) => {
        const response = await api.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ from: `news@${sender.domain}`, to, subject: `For ${to}`, text: 'Hello' });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        return response.body;
    };
    const countOf = (collection, filter) => db.collection(collection).countDocuments(filter);
    before(async () => {
        dns = await startDnsTestServer();
        // No agent sends: the provider mail stays queued unless the test leases it itself.
        api = await startTestApp({ env: { DNS_SERVERS: dns.address, LEASE_SECONDS: '60' } });
        db = api.app.get(getConnectionToken());
    });
    after(async () => {
        await api?.close();
        await dns?.close();
    });
    test('without cascade: 409 listing the domains, SMTP accounts, plans and agents (counts and names), and nothing is deleted', async () => {
        const { sender, agent } = await senderWithAgent('holds.example');
        const response = await api.http.delete(`/api/admin/users/${sender.userId}`).set(admin());
        assert.equal(response.status, 409, JSON.stringify(response.body));
        const body = response.body;
        const expected = {
            domains: { count: 1, names: ['holds.example'] },
            smtp_accounts: { count: 1, names: [sender.smtpEmail] },
            plans: { count: 1, names: ['starter'] },
            agents: { count: 1, names: [agent.agent_id] },
        };
        assert.deepEqual(body.holdings, expected);
        assert.equal(body.error, 'Conflict');
        assert.match(body.message, /1 domain \(holds\.example\).*1 SMTP account.*1 plan \(starter\).*1 agent/);
        const user = await adminCall(api, 'get', `/api/admin/users/${sender.userId}`);
        assert.equal(user.user.status, 'active');
        await adminCall(api, 'get', `/api/admin/domains/${sender.domainId}`);
        await adminCall(api, 'get', `/api/admin/agents/${agent._id}`);
        await send(sender, 'still-sends@inbox.example');
    });
    test('a cascade value other than true or false is a 400 naming the field, and deletes nothing', async () => {
        const { sender } = await senderWithAgent('badflag.example');
        const response = await api.http.delete(`/api/admin/users/${sender.userId}?cascade=yes`).set(admin());
        assert.equal(response.status, 400);
        assert.deepEqual(response.body.message, ['cascade must be one of the following values: true, false']);
        await adminCall(api, 'get', `/api/admin/users/${sender.userId}`);
    });
    test('cascade=true deletes everything the user owns and fails their queued mail with the reason; mail in an agent\'s hands is failed once it comes back', async () => {
        const { sender, agent } = await senderWithAgent('cascade.example');
        const { cookie } = await login(api, sender.smtpEmail.replace(/^[^@]+/, 'owner'), 'owner-password');
        const keyResponse = await api.http
            .post('/api/v1/api-keys')
            .set('cookie', cookie)
            .set('x-requested-with', 'platform-console')
            .send({ name: 'deploy key' });
        assert.equal(keyResponse.status, 201, JSON.stringify(keyResponse.body));
        const suppression = await api.http
            .post('/api/v1/suppressions')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ address: 'no-more@inbox.example' });
        assert.equal(suppression.status, 201, JSON.stringify(suppression.body));
        const userId = new Types.ObjectId(sender.userId);
        // Endpoints of a deleted account must not be posted to: written here, the URL checks aside.
        await db.collection('webhook_endpoints').insertOne({ user_id: userId, url: 'https://hooks.cascade.example/', event_types: ['message.failed'], enabled: true });
        await send(sender, 'queued-1@inbox-a.example');
        await send(sender, 'queued-2@inbox-b.example');
        await send(sender, 'in-flight@inbox-c.example');
        // A provider agent takes one delivery and is still sending it when the user is deleted.
        const provider = await adminCall(api, 'post', '/api/admin/agents', {
            agent_id: 'cascade-provider',
            hostname: 'provider.test',
            agent_type: 'provider',
        });
        const agentCall = (path, body) => api.http.post(`/api/agent/v1/${path}`).set('x-agent-id', provider.agent_id).set('authorization', `Bearer ${provider.agent_secret}`).send(body);
        assert.equal((await agentCall('heartbeat', { hostname: 'provider.test', ips: ['127.0.0.2'] })).status, 200);
        await adminCall(api, 'patch', `/api/admin/agents/${provider._id}/ips`, { items: [{ ip: '127.0.0.2', helo: 'mta.provider.test' }] });
        const leased = await waitFor('a lease of the in-flight message', async () => {
            const response = await agentCall('leases', { max: 3 });
            const items = response.body.items ?? [];
            const wanted = items.find((item) => item.recipients[0] === 'in-flight@inbox-c.example');
            // The others go back to the queue, where the deletion finds them.
            const others = items.filter((item) => item !== wanted).map((item) => item.lease_token);
            if (others.length)
                assert.equal((await agentCall('releases', { lease_tokens: others })).body.released, others.length);
            return wanted;
        });
        const response = await api.http.delete(`/api/admin/users/${sender.userId}?cascade=true`).set(admin());
        assert.equal(response.status, 204, JSON.stringify(response.body));
        assert.equal((await api.http.get(`/api/admin/users/${sender.userId}`).set(admin())).status, 404);
        assert.equal((await api.http.get(`/api/admin/domains/${sender.domainId}`).set(admin())).status, 404);
        assert.equal((await api.http.get(`/api/admin/smtp-accounts/${sender.smtpAccountId}`).set(admin())).status, 404);
        assert.equal((await api.http.get(`/api/admin/agents/${agent._id}`).set(admin())).status, 404);
        for (const collection of ['user_plans', 'api_keys', 'suppressions', 'webhook_endpoints', 'domains', 'smtp_accounts', 'customer_sessions']) {
            assert.equal(await countOf(collection, { user_id: userId }), 0, `${collection} of the user are gone`);
        }
        assert.equal(await countOf('agents', { owner_user_id: userId }), 0);
        assert.equal((await api.http.get('/api/v1/account').set('authorization', `Bearer ${keyResponse.body.key}`)).status, 401);
        assert.equal((await api.http.get('/api/v1/account').set('cookie', cookie)).status, 401);
        const failedEntries = async () => (await db.collection('delivery_logs').find({ user_id: userId }).toArray()).map((entry) => `${entry.to} ${entry.status} ${entry.response}`).sort();
        assert.deepEqual(await failedEntries(), [
            `queued-1@inbox-a.example failed ${ACCOUNT_DELETED_REASON}`,
            `queued-2@inbox-b.example failed ${ACCOUNT_DELETED_REASON}`,
        ]);
        // The agent's lease is its own: the deletion waits for it, and the job stays until then.
        assert.equal(await countOf('deliveries', { user_id: userId }), 1);
        assert.ok(await db.collection('user_deletions').findOne({ _id: userId }));
        const result = await agentCall('results', {
            lease_token: leased.lease_token,
            source_ip: '127.0.0.2',
            results: [{ address: 'in-flight@inbox-c.example', outcome: 'deferred', response: '451 try again later' }],
        });
        assert.equal(result.status, 200);
        assert.equal(result.body.recorded, true);
        await waitFor('the end of the deletion job', async () => (await db.collection('user_deletions').findOne({ _id: userId })) === null);
        assert.equal(await countOf('deliveries', { user_id: userId }), 0);
        const entries = await failedEntries();
        assert.ok(entries.includes(`in-flight@inbox-c.example deferred 451 try again later`), entries.join('\n'));
        assert.ok(entries.includes(`in-flight@inbox-c.example failed ${ACCOUNT_DELETED_REASON}`), entries.join('\n'));
        const timeline = await db.collection('message_log').find({ user_id: userId }).toArray();
        assert.deepEqual(timeline.map((message) => message.status), ['failed', 'failed', 'failed']);
    });
});
//# sourceMappingURL=user-deletion.e2e-spec.js.map