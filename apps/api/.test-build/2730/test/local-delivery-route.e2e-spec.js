import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import supertest from 'supertest';
import { startApiProcess } from './support/api-process.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { openAdminSession } from './support/test-app.js';
// The API runs as `npm start` runs it (production mode, a fresh data folder, the local delivery
// route on by default), with only what a test must change: its ports, the DNS server it asks
// (the test's, which publishes the recipient domain's MX), the port that MX listens on
// (LOCAL_DELIVERY_MX_PORT), and the address the route sends from (a loopback one, so that the
// MX can tell it: Linux lets a socket bind any 127.x).
const LOCAL_ROUTE_IP = '127.0.0.6';
const RECIPIENT_DOMAIN = 'inbox.example';
const ADMIN_TOKEN = 'local-route-admin-token-0123456789';
describe('the local delivery route: a fresh start delivers provider-plan mail to the recipient’s MX', () => {
    let dataDir;
    let dns;
    let mx;
    let api;
    let admin;
    let sender;
    const waitFor = async (what, probe, timeoutMs = 60_000) => {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
            const value = await probe();
            if (value)
                return value;
            if (Date.now() > deadline)
                throw new Error(`Timed out waiting for ${what}\n${api.output().slice(-4000)}`);
            await new Promise((resolve) => setTimeout(resolve, 200));
        }
    };
    const send = async (to, subject) => {
        const response = await admin.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${sender.apiKey}`)
            .send({ from: `news@${sender.domain}`, to, subject, text: subject });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        return response.body.id;
    };
    const messageDetail = async (id) => {
        const response = await admin.http.get(`/api/v1/messages/${id}`).set('authorization', `Bearer ${sender.apiKey}`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body;
    };
    const localAgent = async () => {
        const agents = await adminCall(admin, 'get', '/api/admin/agents?agent_type=provider&limit=100');
        const found = agents.items.find((agent) => agent.agent_id.startsWith('local-'));
        assert.ok(found, 'the local route registered its provider agent');
        return found;
    };
    /** The pids of the agents the API runs (its children running apps/agent). */
    const agentPids = async () => {
        const pids = [];
        for (const entry of await readdir('/proc')) {
            if (!/^\d+$/.test(entry))
                continue;
            try {
                const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
                const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
                const commandLine = await readFile(`/proc/${entry}/cmdline`, 'utf8');
                if (parent === api.child.pid && commandLine.includes('agent/dist/src/main.js'))
                    pids.push(Number(entry));
            }
            catch {
                // gone meanwhile
            }
        }
        return pids;
    };
    before(async () => {
        dataDir = await mkdtemp(join(tmpdir(), 'local-route-e2e-'));
        dns = await startDnsTestServer();
        mx = await startSmtpTestServer();
        dns.setMx(RECIPIENT_DOMAIN, [`mx.${RECIPIENT_DOMAIN}`]);
        dns.setAddresses(`mx.${RECIPIENT_DOMAIN}`, ['127.0.0.1']);
        api = await startApiProcess({
            NODE_ENV: 'production',
            DATA_DIR: dataDir,
            // The test build lives beside dist, where the console's folder is not found on its own.
            WEB_DIST_DIR: join(process.cwd(), '..', 'web', 'dist'),
            ADMIN_TOKEN,
            DNS_SERVERS: dns.address,
            LOCAL_DELIVERY_MX_PORT: String(mx.port),
            LOCAL_DELIVERY_IPS: LOCAL_ROUTE_IP,
            // A message no route can carry makes the process unready after this long.
            READINESS_MAX_QUEUE_LAG_SECONDS: '2',
            BACKUP_INTERVAL_HOURS: '0',
        });
        const http = supertest(api.baseUrl);
        admin = { http, adminToken: await openAdminSession(http, ADMIN_TOKEN) };
        sender = await createTestSender(admin, dns, { domain: 'local-route.example', sendPlan: 'provider' });
    });
    after(async () => {
        const pids = api ? await agentPids() : [];
        await api?.kill('SIGTERM');
        // The agent stops with the API.
        for (const pid of pids)
            assert.throws(() => process.kill(pid, 0), /ESRCH/, `agent ${pid} stopped with the API`);
        await mx?.close();
        await dns?.close();
        if (dataDir)
            await rm(dataDir, { recursive: true, force: true });
    });
    test('start-up says the local route runs; its agent registers as a provider agent, its secret kept in the data folder and never printed', async () => {
        assert.match(api.output(), /Delivery: local route runs: agent local-\S+ sends provider-plan mail to recipients' MX hosts from 127\.0\.0\.6/);
        const agent = await waitFor('the local agent online', async () => {
            const found = await localAgent();
            return found.status === 'online' && found.ip_count > 0 && found;
        });
        assert.equal(agent.agent_type, 'provider');
        const secret = readFileSync(join(dataDir, 'local-agent-secret'), 'utf8').trim();
        assert.ok(secret.length >= 32);
        assert.ok(!api.output().includes(secret), 'the secret is not in the output');
    });
    test('a provider-plan message is delivered to the recipient’s MX (found through DNS) from the route’s address, and the timeline says so', async () => {
        const id = await send(`reader@${RECIPIENT_DOMAIN}`, 'local route hello');
        const received = await waitFor('the message at the MX', async () => mx.received.find((message) => message.raw.toString().includes('Subject: local route hello')));
        assert.equal(received.remoteAddress, LOCAL_ROUTE_IP);
        assert.deepEqual(received.to, [`reader@${RECIPIENT_DOMAIN}`]);
        const detail = await waitFor('the delivered event', async () => {
            const current = await messageDetail(id);
            return current.status === 'delivered' && current;
        });
        const delivered = detail.events.find((event) => event.type === 'delivered');
        assert.ok(delivered);
        assert.equal(delivered.source_ip, LOCAL_ROUTE_IP);
        assert.match(delivered.response, /^250/);
        assert.match(detail.recipients[0].last_response, /^250/, 'Last reply shows the MX’s reply');
        assert.equal(detail.waiting, null, 'a delivered message waits for nothing');
    });
    test('an MX that answers 4xx defers the message; its timeline carries the remote reply and the next attempt', async () => {
        mx.reply({ code: 451, message: '4.7.1 Greylisted, try again later' });
        try {
            const id = await send(`later@${RECIPIENT_DOMAIN}`, 'local route greylisted');
            const detail = await waitFor('the deferred event', async () => {
                const current = await messageDetail(id);
                return current.status === 'deferred' && current;
            });
            const deferred = detail.events.find((event) => event.type === 'deferred');
            assert.ok(deferred);
            assert.match(deferred.response, /451 4\.7\.1 Greylisted, try again later/);
            assert.match(detail.recipients[0].last_response, /451 4\.7\.1 Greylisted/);
            assert.equal(detail.waiting?.kind, 'retry');
            assert.match(detail.waiting.reason, /^deferred: 451 4\.7\.1 Greylisted/);
            assert.ok(detail.waiting.next_attempt_at && new Date(detail.waiting.next_attempt_at).getTime() > Date.now());
        }
        finally {
            mx.reply('accept');
        }
    });
    test('an agent that dies is logged and started again', async () => {
        const [pid] = await waitFor('the local agent process', async () => {
            const pids = await agentPids();
            return pids.length > 0 && pids;
        });
        process.kill(pid, 'SIGKILL');
        await waitFor('the death in the log', async () => /The local delivery agent was killed by SIGKILL; starting it again in 1 s/.test(api.output()));
        await waitFor('a new agent process', async () => (await agentPids()).some((other) => other !== pid));
        await send(`again@${RECIPIENT_DOMAIN}`, 'local route after restart');
        await waitFor('the message at the MX', async () => mx.received.some((message) => message.raw.toString().includes('Subject: local route after restart')));
    });
    test('a message no route can carry says why on its timeline and in readiness, with the fix', async () => {
        const agent = await localAgent();
        await adminCall(admin, 'patch', `/api/admin/agents/${agent._id}`, { status: 'offline' });
        try {
            const id = await send(`stuck@${RECIPIENT_DOMAIN}`, 'local route no route');
            const detail = await waitFor('the waiting reason', async () => {
                const current = await messageDetail(id);
                return current.waiting?.kind === 'no_route' && current;
            });
            assert.equal(detail.status, 'queued');
            assert.equal(detail.waiting.reason, 'waiting: no provider agent online');
            assert.match(detail.waiting.fix, new RegExp(`set ${agent.agent_id} online in the console \\(Agents\\)`));
            const ready = await waitFor('readiness naming the reason', async () => {
                const response = await admin.http.get('/api/health/ready');
                return response.status === 503 && response;
            });
            assert.match(ready.body.message, /provider mail waits: no provider agent online \(fix: set local-\S+ online/);
        }
        finally {
            await adminCall(admin, 'patch', `/api/admin/agents/${agent._id}`, { status: 'online' });
        }
        const ready = await waitFor('readiness again', async () => {
            const response = await admin.http.get('/api/health/ready');
            return response.status === 200 && response.body;
        });
        assert.deepEqual(ready.route_problems, []);
        await waitFor('the held message at the MX', async () => mx.received.some((message) => message.raw.toString().includes('Subject: local route no route')));
    });
});
//# sourceMappingURL=local-delivery-route.e2e-spec.js.map