import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import { after, before, describe, test } from 'node:test';
import { ADMIN_CURRENT_SESSION_PATH, ADMIN_SESSIONS_PATH } from '@platform/contracts';
import { adminCall } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
/**
 * Reads a support-readonly session may not make: what they answer grants more than reading (a
 * kept mail's links confirm addresses and reset passwords, an admin's included).
 */
const ADMIN_ONLY_READS = new Set(['/api/admin/mailbox/65f000000000000000000000']);
/** Every /api/admin operation the OpenAPI description lists, with its path parameters filled in. */
async function adminOperations(api) {
    const document = (await api.http.get('/api/docs-json').expect(200)).body;
    return Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/api/admin/'))
        .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({
        method: method,
        // An id that names nothing, and an IP no agent has: the access check comes before either matters.
        path: path.replace(/\{ip\}/g, '192.0.2.254').replace(/\{[^}]+\}/g, '65f000000000000000000000'),
    })));
}
describe('admin access', () => {
    let api;
    let readonlyToken;
    let operations;
    before(async () => {
        api = await startTestApp();
        await adminCall(api, 'post', '/api/admin/users', { email: 'support@example.com', password: 'support-password', role: 'support-readonly' });
        const login = await api.http.post('/api/login').send({ email: 'support@example.com', password: 'support-password' }).expect(200);
        readonlyToken = login.body.admin_token;
        assert.ok(readonlyToken, 'support-readonly users get a console session');
        operations = await adminOperations(api);
    });
    after(async () => {
        await api?.close();
    });
    test('the OpenAPI description lists the admin routes of every entity', () => {
        const paths = new Set(operations.map((operation) => operation.path.split('/')[3]));
        for (const entity of ['users', 'domains', 'relays', 'smtp-accounts', 'agents', 'ips', 'user-plans', 'plan-definitions', 'reports', 'settings', 'restore', 'backups', 'suppressions', 'mailbox']) {
            assert.ok(paths.has(entity), `${entity} is described`);
        }
    });
    test('every admin route answers 401 without a token and with a wrong one', async () => {
        for (const { method, path } of operations) {
            assert.equal((await api.http[method](path).send({})).status, 401, `${method} ${path} without a token`);
            assert.equal((await api.http[method](path).set('x-admin-token', 'adm_wrong').send({})).status, 401, `${method} ${path} with a wrong token`);
        }
    });
    test('support-readonly may read every admin route but the admin-only reads, and change none (403), and nothing changes', async () => {
        const usersBefore = (await adminCall(api, 'get', '/api/admin/users')).total;
        for (const { method, path } of operations) {
            if (path === ADMIN_SESSIONS_PATH)
                continue; // takes the master token only: a session gets 401 there (next test)
            if (path === ADMIN_CURRENT_SESSION_PATH)
                continue; // Logout, which read-only sessions may do (its own test)
            const response = await api.http[method](path).set('x-admin-token', readonlyToken).send({});
            if (method === 'get' && ADMIN_ONLY_READS.has(path)) {
                assert.equal(response.status, 403, `${method} ${path}`);
            }
            else if (method === 'get') {
                assert.notEqual(response.status, 401, `${method} ${path}`);
                assert.notEqual(response.status, 403, `${method} ${path}`);
            }
            else {
                assert.equal(response.status, 403, `${method} ${path}`);
            }
        }
        const created = await api.http.post('/api/admin/users').set('x-admin-token', readonlyToken).send({ email: 'x@example.com', password: 'password-1' });
        assert.equal(created.status, 403);
        assert.equal((await adminCall(api, 'get', '/api/admin/users')).total, usersBefore);
    });
});
describe('admin logout', () => {
    let api;
    before(async () => {
        api = await startTestApp();
        await adminCall(api, 'post', '/api/admin/users', { email: 'leaving@example.com', password: 'leaving-password', role: 'support-readonly' });
    });
    after(async () => {
        await api?.close();
    });
    const sessionsStored = async () => api.app.get(getConnectionToken()).collection('admin_sessions').countDocuments();
    test('DELETE /api/admin/sessions/current ends the caller\'s session only, for admin and support-readonly sessions alike', async () => {
        const opened = (await api.http.post(ADMIN_SESSIONS_PATH).set('x-admin-token', api.masterToken).expect(201)).body;
        const readonly = (await api.http.post('/api/login').send({ email: 'leaving@example.com', password: 'leaving-password' }).expect(200)).body.admin_token;
        const before = await sessionsStored();
        for (const session of [opened.admin_token, readonly]) {
            await api.http.get('/api/admin/users').set('x-admin-token', session).expect(200);
            await api.http.delete(ADMIN_CURRENT_SESSION_PATH).set('x-admin-token', session).expect(204);
            const refused = await api.http.get('/api/admin/users').set('x-admin-token', session);
            assert.equal(refused.status, 401);
            assert.equal(refused.body.message, 'A valid x-admin-token header is required');
            // Ending it again, or without any session, is a 401 like every admin route.
            await api.http.delete(ADMIN_CURRENT_SESSION_PATH).set('x-admin-token', session).expect(401);
        }
        assert.equal(await sessionsStored(), before - 2);
        await api.http.delete(ADMIN_CURRENT_SESSION_PATH).expect(401);
        // The test's own session (another one) still works.
        await api.http.get('/api/admin/users').set('x-admin-token', api.adminToken).expect(200);
    });
});
describe('the master admin token', () => {
    let api;
    let operations;
    const openSession = (token) => api.http.post(ADMIN_SESSIONS_PATH).set('x-admin-token', token);
    before(async () => {
        api = await startTestApp();
        operations = await adminOperations(api);
    });
    after(async () => {
        await api?.close();
    });
    test('opens a session at POST /api/admin/sessions and is refused (401) on every other admin route', async () => {
        assert.ok(operations.some(({ method, path }) => method === 'post' && path === ADMIN_SESSIONS_PATH), 'the session route is described');
        for (const { method, path } of operations) {
            const response = await api.http[method](path).set('x-admin-token', api.masterToken).send({});
            if (method === 'post' && path === ADMIN_SESSIONS_PATH) {
                assert.equal(response.status, 201, `${method} ${path}`);
            }
            else {
                assert.equal(response.status, 401, `${method} ${path}`);
                assert.equal(response.body.message, 'A valid x-admin-token header is required', `${method} ${path}`);
            }
        }
    });
    test('the session it opens is an admin session, valid for ADMIN_SESSION_TTL_HOURS; a session token cannot open sessions', async () => {
        const opened = await openSession(api.masterToken);
        assert.equal(opened.status, 201);
        const { admin_token: session } = opened.body;
        assert.match(session, /^adm_/);
        assert.notEqual(session, api.masterToken);
        const created = await api.http.post('/api/admin/users').set('x-admin-token', session).send({ email: 'made-by-master-session@example.com', password: 'password-1' });
        assert.equal(created.status, 201);
        const stored = await api.app.get(getConnectionToken()).collection('admin_sessions').find({ user_id: null }).toArray();
        const lifetimesMs = stored.map((record) => record.expires_at.getTime() - record.createdAt.getTime());
        assert.ok(lifetimesMs.every((lifetime) => Math.abs(lifetime - 12 * 3600_000) < 60_000), 'twelve hours by default');
        for (const token of [session, 'adm_wrong', '']) {
            const refused = await openSession(token);
            assert.equal(refused.status, 401, token);
            assert.equal(refused.body.message, 'A valid x-admin-token header is required');
        }
    });
    test('rotation answers a new token once: the old one is refused at once by every process, sessions it opened end but the caller\'s', async () => {
        const otherProcess = await startTestApp({ shareWith: api });
        try {
            const oldToken = api.masterToken;
            const callerSession = (await openSession(oldToken)).body.admin_token;
            const bystanderSession = (await openSession(oldToken)).body.admin_token;
            const rotated = await api.http.post('/api/admin/token/rotate').set('x-admin-token', callerSession);
            assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
            const { admin_master_token: newToken } = rotated.body;
            assert.match(newToken, /^[0-9a-f]{64}$/);
            assert.notEqual(newToken, oldToken);
            for (const apiProcess of [api, otherProcess]) {
                assert.equal((await apiProcess.http.post(ADMIN_SESSIONS_PATH).set('x-admin-token', oldToken)).status, 401, 'the old token is refused');
                assert.equal((await apiProcess.http.post(ADMIN_SESSIONS_PATH).set('x-admin-token', newToken)).status, 201, 'the new token opens sessions');
            }
            assert.equal((await readFile(join(api.dataDir, 'admin-token'), 'utf8')).trim(), newToken, 'kept for the next start');
            assert.equal((await api.http.get('/api/admin/users').set('x-admin-token', callerSession)).status, 200, "the caller's session stays");
            assert.equal((await api.http.get('/api/admin/users').set('x-admin-token', bystanderSession)).status, 401, 'other sessions of the old token end');
            assert.equal((await api.http.get('/api/admin/users').set('x-admin-token', api.adminToken)).status, 401);
            api.adminToken = (await openSession(newToken)).body.admin_token;
        }
        finally {
            await otherProcess.close();
        }
    });
    test('support-readonly may not rotate it (403)', async () => {
        await adminCall(api, 'post', '/api/admin/users', { email: 'support-rotate@example.com', password: 'support-password', role: 'support-readonly' });
        const login = await api.http.post('/api/login').send({ email: 'support-rotate@example.com', password: 'support-password' }).expect(200);
        const response = await api.http.post('/api/admin/token/rotate').set('x-admin-token', login.body.admin_token);
        assert.equal(response.status, 403);
    });
    test('set by ADMIN_TOKEN, it cannot be rotated here (409) and stays valid', async () => {
        const configured = await startTestApp({ env: { ADMIN_TOKEN: 'configured-master-token-0123456789' } });
        try {
            assert.equal(configured.masterToken, 'configured-master-token-0123456789');
            const response = await configured.http.post('/api/admin/token/rotate').set('x-admin-token', configured.adminToken);
            assert.equal(response.status, 409);
            assert.equal(response.body.message, 'The admin token is set by the ADMIN_TOKEN environment variable: change it there and restart the API');
            assert.equal((await configured.http.post(ADMIN_SESSIONS_PATH).set('x-admin-token', configured.masterToken)).status, 201);
        }
        finally {
            await configured.close();
        }
    });
});
//# sourceMappingURL=admin-access.e2e-spec.js.map