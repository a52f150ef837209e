import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getModelToken } from '@nestjs/mongoose';
import { JobLeaseRecord } from '../src/job-leadership/job-lease.schema.js';
import { JobLeadership } from '../src/job-leadership/job-leadership.service.js';
import { CapturedLogs } from './support/captured-logs.js';
import { adminCall } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
// Two API processes on one database (in-process apps sharing it, as two processes behind a load
// balancer would), each client played by its own X-Forwarded-For address from the trusted
// proxy (supertest connects from 127.0.0.1).
const LOGIN_LIMIT = 4;
const PASSWORD = 'the right password';
const SHARED_ENV = {
    TRUST_PROXY: '127.0.0.1',
    LOGIN_RATE_LIMIT_PER_CLIENT: String(LOGIN_LIMIT),
    SIGN_IN_LOCK_AFTER_FAILURES: '2',
    SIGN_IN_DELAY_MAX_SECONDS: '0',
    JOB_LEADERSHIP_SECONDS: '3',
    LOG_LEVEL: 'warn',
};
const login = (api, client, email, password) => api.http.post('/api/login').set('x-forwarded-for', client).send({ email, password });
async function eventually(what, probe, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await probe())) {
        if (Date.now() > deadline)
            throw new Error(`Timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
    }
}
describe('several API processes on one database share limits, lockouts and job leadership', () => {
    const logsOfFirst = new CapturedLogs();
    let first;
    let second;
    let email;
    before(async () => {
        first = await startTestApp({ env: SHARED_ENV, logDestination: logsOfFirst });
        second = await startTestApp({ env: SHARED_ENV, shareWith: first });
        email = 'shared-limits@example.com';
        await adminCall(first, 'post', '/api/admin/users', { email, password: PASSWORD });
    });
    after(async () => {
        await second?.close();
        await first?.close();
    });
    test('a login rate limit reached through one process refuses on the other', async () => {
        const client = '203.0.113.10';
        for (let call = 0; call < LOGIN_LIMIT; call += 1) {
            // Wrong e-mail addresses: failures of no account, so that only the request limit counts.
            assert.equal((await login(first, client, `nobody-${call}@example.com`, 'wrong')).status, 401);
        }
        const refused = await login(second, client, 'nobody-else@example.com', 'wrong');
        assert.equal(refused.status, 429);
        assert.match(refused.body.message, /^Too many attempts: try again in \d+ seconds$/);
        // Another client behind the same proxy is still let through.
        assert.equal((await login(second, '203.0.113.11', 'nobody@example.com', 'wrong')).status, 401);
    });
    test('a sign-in lock started through one process holds on the other, even for the right password', async () => {
        const client = '203.0.113.20';
        assert.equal((await login(first, client, email, 'wrong-1')).status, 401);
        assert.equal((await login(first, client, email, 'wrong-2')).status, 401);
        const locked = await login(second, client, email, PASSWORD);
        assert.equal(locked.status, 429);
        assert.match(locked.body.message, /^Too many failed attempts: try again in \d+ minutes?$/);
        // From another address the owner still signs in, through either process.
        assert.equal((await login(second, '203.0.113.21', email, PASSWORD)).status, 200);
    });
    test('behind a trusted proxy the logs name the client from X-Forwarded-For', () => {
        const line = logsOfFirst.records.find((record) => record.req?.client_address === '203.0.113.10');
        assert.ok(line, 'the client address is the forwarded one');
        assert.ok(!logsOfFirst.records.some((record) => record.req?.client_address === '127.0.0.1'));
    });
    test('a periodic job runs in one process at a time, and another takes it over once its holder is gone', async () => {
        const firstLeadership = first.app.get(JobLeadership);
        const secondLeadership = second.app.get(JobLeadership);
        assert.equal(await firstLeadership.leads('e2e-job'), true);
        assert.equal(await secondLeadership.leads('e2e-job'), false);
        assert.equal(await firstLeadership.leads('e2e-job'), true, 'renewed, still held');
        // A process that died leaves its lease behind, unrenewed: it is taken over once it runs out.
        const leases = first.app.get(getModelToken(JobLeaseRecord.name));
        await leases.updateOne({ _id: 'e2e-dead-job' }, { $set: { holder: 'dead-host:1:gone', expires_at: new Date(Date.now() + 2_000) } }, { upsert: true });
        assert.equal(await secondLeadership.leads('e2e-dead-job'), false, 'not while the dead holder\'s lease runs');
        await eventually('the second process taking the job over', () => secondLeadership.leads('e2e-dead-job'));
        assert.equal((await leases.findById('e2e-dead-job').lean())?.holder, secondLeadership.holder);
        assert.equal(await firstLeadership.leads('e2e-dead-job'), false, 'only one holder at a time');
    });
});
describe('TRUST_PROXY: X-Forwarded-For is believed only from a trusted proxy', () => {
    let api;
    const others = [];
    before(async () => {
        api = await startTestApp({ env: { LOGIN_RATE_LIMIT_PER_CLIENT: String(LOGIN_LIMIT) } });
    });
    after(async () => {
        for (const other of others)
            await other.close();
        await api?.close();
    });
    test('unset, or a proxy list without the caller: a client changing X-Forwarded-For at each call is still one client and is limited', async () => {
        const notTrusting = [api, await startTestApp({ shareWith: api, env: { TRUST_PROXY: '10.0.0.1, 192.0.2.0/24', LOGIN_RATE_LIMIT_PER_CLIENT: String(LOGIN_LIMIT) } })];
        others.push(notTrusting[1]);
        for (const [index, app] of notTrusting.entries()) {
            // Both count the socket's address, 127.0.0.1, in the shared counters: the second app goes on from the first one's count.
            if (index === 0) {
                for (let call = 0; call < LOGIN_LIMIT; call += 1) {
                    assert.equal((await login(app, `198.51.100.${call + 1}`, 'nobody@example.com', 'wrong')).status, 401);
                }
            }
            assert.equal((await login(app, '198.51.100.200', 'nobody@example.com', 'wrong')).status, 429, `spoofed address refused (app ${index})`);
        }
    });
});
//# sourceMappingURL=multi-process.e2e-spec.js.map