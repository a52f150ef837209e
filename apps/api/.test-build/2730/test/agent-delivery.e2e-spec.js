import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startAgentProcess } from './support/agent-process.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
// Loopback addresses stand in for the agents' public IPs: Linux lets a socket bind any 127.x.
const PROVIDER_A_IP = '127.0.0.2';
const PROVIDER_B_IP = '127.0.0.3';
const CUSTOMER_IP = '127.0.0.4';
describe('agents deliver provider and byoip mail from their own IPs', () => {
    let api;
    let apiUrl;
    let dns;
    let mx;
    let providerSender;
    let byoipSender;
    const agentProcesses = [];
    const agentIds = {};
    const createAgent = async (body) => adminCall(api, 'post', '/api/admin/agents', body);
    const waitFor = async (what, probe, timeoutMs = 30_000) => {
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
    /** Creates an agent in the console and runs its daemon; resolves once its IPs are recorded. */
    const runAgent = async (agent_id, type, ip, owner) => {
        const created = await createAgent({ agent_id, hostname: `${agent_id}.test`, agent_type: type, ...(owner ? { owner_user_id: owner } : {}) });
        agentIds[agent_id] = created._id;
        const agentProcess = startAgentProcess({
            apiUrl,
            agentId: agent_id,
            secret: created.agent_secret,
            hostname: `${agent_id}.test`,
            ips: [ip],
            mxOverride: `127.0.0.1:${mx.port}`,
        });
        agentProcesses.push(agentProcess);
        await waitFor(`${agent_id}'s heartbeat`, async () => {
            const ips = await adminCall(api, 'get', `/api/admin/agents/${created._id}/ips`);
            return ips.items.some((item) => item.ip === ip);
        });
        await adminCall(api, 'patch', `/api/admin/agents/${created._id}/ips`, { items: [{ ip, helo: `mta.${agent_id}.example` }] });
        return agentProcess;
    };
    const send = async (sender, to, subject) => {
        const response = await api.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ from: `news@${sender.domain}`, to, subject, text: subject });
        assert.equal(response.status, 202, JSON.stringify(response.body));
    };
    const deliveredLog = (to) => waitFor(`a delivered log entry for ${to}`, async () => {
        // The recipient search (its start, any case) finds the entries the pipeline wrote.
        const recipient = encodeURIComponent(to.toUpperCase());
        const logs = await adminCall(api, 'get', `/api/admin/reports/logs?recipient=${recipient}&limit=100`);
        return logs.items.find((entry) => entry.to === to && entry.status === 'delivered');
    });
    const receivedWith = (subject) => waitFor(`"${subject}" at the MX`, async () => mx.received.find((message) => message.raw.toString().includes(`Subject: ${subject}`)));
    before(async () => {
        dns = await startDnsTestServer();
        mx = await startSmtpTestServer();
        api = await startTestApp({ env: { DNS_SERVERS: dns.address, LEASE_SECONDS: '3', AGENT_OFFLINE_AFTER_SECONDS: '3' } });
        await api.app.listen(0, '127.0.0.1');
        apiUrl = `http://127.0.0.1:${api.app.getHttpServer().address().port}`;
        await runAgent('provider-a', 'provider', PROVIDER_A_IP);
        providerSender = await createTestSender(api, dns, { domain: 'provider-mail.example', sendPlan: 'provider' });
        byoipSender = await createTestSender(api, dns, {
            domain: 'own-ips.example',
            sendPlan: 'byoip',
            dedicatedIps: [CUSTOMER_IP],
            beforeDomain: async (userId) => void (await runAgent('customer-c', 'customer', CUSTOMER_IP, userId)),
        });
    });
    after(async () => {
        await Promise.all(agentProcesses.map((agentProcess) => agentProcess.kill('SIGTERM')));
        await api?.close();
        await mx?.close();
        await dns?.close();
    });
    test('provider mail leaves the provider agent from its IP with that IP’s HELO; the log names IP and host', async () => {
        await send(providerSender, 'reader@inbox.example', 'provider hello');
        const message = await receivedWith('provider hello');
        assert.equal(message.remoteAddress, PROVIDER_A_IP);
        assert.equal(message.helo, 'mta.provider-a.example');
        assert.deepEqual(message.to, ['reader@inbox.example']);
        assert.match(message.from, /^b\+[a-z2-7]{40}@localhost$/, 'sent from the return path the API gave the agent');
        const entry = await deliveredLog('reader@inbox.example');
        assert.equal(entry.source_ip, PROVIDER_A_IP);
        assert.equal(entry.agent_hostname, 'provider-a.test');
        assert.match(agentProcesses[0].output(), /delivered .*to=reader@inbox\.example/);
    });
    test("byoip mail leaves the owner's customer agent from the domain's dedicated IP", async () => {
        await send(byoipSender, 'reader@byoip-inbox.example', 'byoip hello');
        const message = await receivedWith('byoip hello');
        assert.equal(message.remoteAddress, CUSTOMER_IP);
        assert.equal(message.helo, 'mta.customer-c.example');
        const entry = await deliveredLog('reader@byoip-inbox.example');
        assert.equal(entry.source_ip, CUSTOMER_IP);
        assert.equal(entry.agent_hostname, 'customer-c.test');
    });
    test('an agent started with a wrong secret gets 401, says so, and delivers nothing', async () => {
        const impostor = startAgentProcess({
            apiUrl,
            agentId: 'provider-a',
            secret: 'not-the-secret',
            hostname: 'impostor.test',
            ips: ['127.0.0.9'],
            mxOverride: `127.0.0.1:${mx.port}`,
        });
        agentProcesses.push(impostor);
        await waitFor('the 401 in its log', async () => /wrong agent id or secret/.test(impostor.output()));
        await impostor.kill();
        assert.ok(!mx.received.some((message) => message.remoteAddress === '127.0.0.9'));
    });
    test('a SIGKILLed agent’s leased messages are delivered by the other eligible agent once the leases expire', async () => {
        const [agentA] = agentProcesses;
        // Agent A's connections get no answer to DATA, so whatever it leases stays in flight.
        mx.reply((remoteAddress) => (remoteAddress === PROVIDER_A_IP ? 'stall' : 'accept'));
        const subjects = ['failover 1', 'failover 2', 'failover 3', 'failover 4', 'failover 5', 'failover 6'];
        for (const [index, subject] of subjects.entries())
            await send(providerSender, `failover${index}@inbox.example`, subject);
        await waitFor('agent A holding a delivery', async () => mx.stalled() > 0);
        // B starts only once A holds deliveries: started earlier, on a busy machine it could take
        // all six before A leased one, and there would be nothing to fail over.
        await runAgent('provider-b', 'provider', PROVIDER_B_IP);
        await agentA.kill('SIGKILL');
        for (const subject of subjects) {
            const message = await receivedWith(subject);
            assert.equal(message.remoteAddress, PROVIDER_B_IP, `${subject} came from agent B`);
        }
        for (const index of subjects.keys())
            await deliveredLog(`failover${index}@inbox.example`);
        const logs = await adminCall(api, 'get', '/api/admin/reports/logs?page=1&limit=100');
        const deliveredFailovers = logs.items.filter((entry) => entry.to.startsWith('failover') && entry.status === 'delivered');
        assert.equal(deliveredFailovers.length, subjects.length, 'each message delivered and logged once');
        // No heartbeat from A any more: it turns offline.
        await waitFor('agent A offline', async () => {
            const agent = await adminCall(api, 'get', `/api/admin/agents/${agentIds['provider-a']}`);
            return agent.status === 'offline';
        });
    });
    test('an admin setting an agent offline stops new leases to it until set online again', async () => {
        mx.reply('accept');
        await adminCall(api, 'patch', `/api/admin/agents/${agentIds['provider-b']}`, { status: 'offline' });
        await new Promise((resolve) => setTimeout(resolve, 2_500)); // a heartbeat tells the agent
        await send(providerSender, 'drained@inbox.example', 'while drained');
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        assert.ok(!mx.received.some((message) => message.raw.toString().includes('Subject: while drained')), 'nothing leased while offline');
        await adminCall(api, 'patch', `/api/admin/agents/${agentIds['provider-b']}`, { status: 'online' });
        const message = await receivedWith('while drained');
        assert.equal(message.remoteAddress, PROVIDER_B_IP);
    });
});
//# sourceMappingURL=agent-delivery.e2e-spec.js.map