import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SIGNUP_ANSWERS } from '@platform/contracts';
import { decodedText, startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
const PASSWORD = 'correct horse battery';
describe('public auth calls', () => {
    let api;
    let inbox;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const createUser = async (body) => {
        const response = await api.http.post('/api/admin/users').set(admin()).send({ password: PASSWORD, ...body });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const login = (email, password = PASSWORD) => api.http.post('/api/login').send({ email, password });
    const loginAs = async (email) => {
        const response = await login(email);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body;
    };
    before(async () => {
        // Generous limits here; the limits themselves are tested against their own app below.
        api = await startTestApp({ env: { LOGIN_RATE_LIMIT_PER_CLIENT: '1000', SMTP_SETTINGS_TLS_REJECT_UNAUTHORIZED: 'false' } });
        inbox = await startSmtpTestServer();
        const smtp = { host: '127.0.0.1', port: inbox.port, secure: false, from: 'no-reply@example.test' };
        assert.equal((await api.http.put('/api/admin/settings/smtp').set(admin()).send(smtp)).status, 200);
    });
    after(async () => {
        await api?.close();
        await inbox?.close();
    });
    describe('POST /api/signup', () => {
        test('creates an active client user and answers only "check your e-mail"; the first login answers its API key', async () => {
            const response = await api.http
                .post('/api/signup')
                .send({ firstName: 'Sig', lastName: 'Nup', email: 'Sign.Up@Example.com', password: PASSWORD });
            assert.equal(response.status, 201, JSON.stringify(response.body));
            assert.deepEqual(response.body, { message: SIGNUP_ANSWERS.smtp_settings, mail_route: 'smtp_settings' });
            const login = await loginAs('sign.up@example.com');
            assert.match(login.api_key, /^key_[A-Za-z0-9_-]{43}$/);
            assert.equal(login.user.email, 'sign.up@example.com');
            assert.equal(login.user.firstName, 'Sig');
            assert.equal(login.user.lastName, 'Nup');
            assert.equal(login.user.role, 'client');
            assert.equal(login.user.status, 'active');
            assert.equal(login.admin_token, undefined);
        });
        test('answers 400 naming each missing field, and creates nothing', async () => {
            const response = await api.http.post('/api/signup').send({});
            assert.equal(response.status, 400);
            const messages = response.body.message.join(' | ');
            for (const field of ['firstName', 'lastName', 'email', 'password'])
                assert.match(messages, new RegExp(field));
            const blank = await api.http.post('/api/signup').send({ firstName: '', lastName: '   ', email: 'blank@example.com', password: PASSWORD });
            assert.equal(blank.status, 400);
            assert.match(JSON.stringify(blank.body.message), /firstName is required.*lastName is required/);
            assert.equal((await login('blank@example.com')).status, 401);
        });
        test('answers 400 for a short password, a bad e-mail, and a role the visitor tries to choose', async () => {
            const response = await api.http
                .post('/api/signup')
                .send({ firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'short', role: 'admin' });
            assert.equal(response.status, 400);
            const messages = response.body.message.join(' | ');
            assert.match(messages, /email must be a valid e-mail address/);
            assert.match(messages, /password must be at least 8 characters/);
            assert.match(messages, /property role should not exist/);
        });
        test('answers an address that has an account exactly as a new one, changes nothing, and tells that address by e-mail', async () => {
            const owner = await createUser({ email: 'taken-signup@example.com', firstName: 'Owner' });
            // Two mails: the confirmation link to the new address, the warning to the taken one.
            const arriving = inbox.waitForMessages(inbox.received.length + 2);
            const fresh = await api.http.post('/api/signup').send({ firstName: 'N', lastName: 'W', email: 'fresh-signup@example.com', password: PASSWORD });
            const taken = await api.http.post('/api/signup').send({ firstName: 'T', lastName: 'K', email: 'TAKEN-signup@example.com', password: 'another password' });
            assert.equal(taken.status, fresh.status);
            assert.deepEqual(taken.body, fresh.body);
            assert.deepEqual(taken.body, { message: 'Check your e-mail to finish signing up.', mail_route: 'smtp_settings' });
            const mails = (await arriving).slice(-2);
            assert.match(decodedText(mails.find((sent) => sent.to.includes('fresh-signup@example.com')).raw), /\/confirm-email\?token=cfm_/);
            const mail = mails.find((sent) => sent.to.includes('taken-signup@example.com'));
            assert.ok(mail, 'the taken address is told');
            assert.match(decodedText(mail.raw), /Someone tried to sign up with your address; if it was you, log in or reset your password/);
            const reread = await api.http.get(`/api/admin/users/${owner._id}`).set(admin());
            assert.equal(reread.body.user.firstName, 'Owner', 'the account is unchanged');
            assert.equal((await login('taken-signup@example.com', 'another password')).status, 401, 'the password is unchanged');
            assert.equal((await api.http.get('/api/admin/users?q=taken-signup').set(admin())).body.items.length, 1);
        });
    });
    describe('POST /api/login', () => {
        test('answers the API key and the user with last_login set; no admin_token for a client', async () => {
            const created = await createUser({ email: 'client-login@example.com' });
            assert.equal(created.last_login, null);
            const body = await loginAs('Client-Login@example.com');
            assert.match(body.api_key, /^key_/);
            assert.equal(body.user._id, created._id);
            assert.ok(body.user.last_login && Date.now() - Date.parse(body.user.last_login) < 60_000);
            assert.equal(body.admin_token, undefined);
            const reread = await api.http.get(`/api/admin/users/${created._id}`).set(admin());
            assert.equal(reread.body.user.last_login, body.user.last_login);
        });
        test('gives the same 401 answer for an unknown e-mail, a wrong password and an inactive user', async () => {
            const inactive = await createUser({ email: 'inactive-login@example.com', status: 'inactive' });
            await createUser({ email: 'wrong-password@example.com' });
            const unknown = await login('nobody-here@example.com');
            const wrongPassword = await login('wrong-password@example.com', 'not the password');
            const inactiveAnswer = await login(inactive.email);
            for (const response of [unknown, wrongPassword, inactiveAnswer]) {
                assert.equal(response.status, 401);
                assert.deepEqual(response.body, unknown.body);
            }
            assert.deepEqual(unknown.body, { statusCode: 401, message: 'Invalid e-mail or password', error: 'Unauthorized' });
        });
        test('answers 400 naming e-mail and password when they are missing', async () => {
            const response = await api.http.post('/api/login').send({});
            assert.equal(response.status, 400);
            assert.match(JSON.stringify(response.body.message), /email is required.*password is required/);
        });
        test('gives an admin an admin_token with full access to the admin calls', async () => {
            await createUser({ email: 'console-admin@example.com', role: 'admin' });
            const { admin_token } = await loginAs('console-admin@example.com');
            assert.match(admin_token ?? '', /^adm_/);
            const session = { 'x-admin-token': admin_token };
            assert.equal((await api.http.get('/api/admin/users').set(session)).status, 200);
            const created = await api.http.post('/api/admin/users').set(session).send({ email: 'made-by-session@example.com', password: PASSWORD });
            assert.equal(created.status, 201);
            assert.equal((await api.http.delete(`/api/admin/users/${created.body._id}`).set(session)).status, 204);
        });
        test('gives support-readonly an admin_token that may read the admin calls but change nothing (403)', async () => {
            await createUser({ email: 'support@example.com', role: 'support-readonly' });
            const target = await createUser({ email: 'support-target@example.com' });
            const { admin_token } = await loginAs('support@example.com');
            assert.ok(admin_token);
            const session = { 'x-admin-token': admin_token };
            const list = await api.http.get('/api/admin/users').set(session);
            assert.equal(list.status, 200);
            assert.ok(list.body.total > 0);
            assert.equal((await api.http.get(`/api/admin/users/${target._id}`).set(session)).status, 200);
            const changes = [
                api.http.post('/api/admin/users').set(session).send({ email: 'support-made@example.com', password: PASSWORD }),
                api.http.patch(`/api/admin/users/${target._id}`).set(session).send({ firstName: 'Changed' }),
                api.http.delete(`/api/admin/users/${target._id}`).set(session),
                api.http.post(`/api/admin/users/${target._id}/toggle`).set(session),
                api.http.put('/api/admin/settings/smtp').set(session).send({ host: 'x.example.com', port: 25, from: 'a@example.com' }),
            ];
            for (const response of await Promise.all(changes)) {
                assert.equal(response.status, 403);
                assert.match(response.body.message, /read-only \(support-readonly role\): only GET requests are allowed/);
            }
            const reread = await api.http.get(`/api/admin/users/${target._id}`).set(admin());
            assert.equal(reread.body.user.firstName, '');
            assert.equal(reread.body.user.status, 'active');
            assert.deepEqual((await api.http.get('/api/admin/users?q=support-made').set(admin())).body.items, []);
        });
        test('an admin session stops working (401) once its user is deleted, deactivated or given another role', async () => {
            const cases = [
                ['deleted', (id) => api.http.delete(`/api/admin/users/${id}`).set(admin())],
                ['deactivated', (id) => api.http.post(`/api/admin/users/${id}/toggle`).set(admin())],
                ['demoted', (id) => api.http.patch(`/api/admin/users/${id}`).set(admin()).send({ role: 'client' })],
                ['role changed', (id) => api.http.patch(`/api/admin/users/${id}`).set(admin()).send({ role: 'support-readonly' })],
            ];
            for (const [change, apply] of cases) {
                const user = await createUser({ email: `session-${change.replace(' ', '-')}@example.com`, role: 'admin' });
                const session = { 'x-admin-token': (await loginAs(user.email)).admin_token };
                assert.equal((await api.http.get('/api/admin/users').set(session)).status, 200, change);
                await apply(user._id);
                const after = await api.http.get('/api/admin/users').set(session);
                assert.equal(after.status, 401, change);
            }
        });
        test("an admin's password reset, and disabling the user (toggle or PATCH), end the user's sessions for good", async () => {
            const cases = [
                ['password reset by an admin', async (id) => void (await api.http.post(`/api/admin/users/${id}/reset-password`).set(admin()).expect(200))],
                [
                    'toggled off and on again',
                    async (id) => {
                        assert.equal((await api.http.post(`/api/admin/users/${id}/toggle`).set(admin())).body.status, 'inactive');
                        assert.equal((await api.http.post(`/api/admin/users/${id}/toggle`).set(admin())).body.status, 'active');
                    },
                ],
                [
                    'set inactive and active again by PATCH',
                    async (id) => {
                        await api.http.patch(`/api/admin/users/${id}`).set(admin()).send({ status: 'inactive' }).expect(200);
                        await api.http.patch(`/api/admin/users/${id}`).set(admin()).send({ status: 'active' }).expect(200);
                    },
                ],
            ];
            for (const [change, apply] of cases) {
                const user = await createUser({ email: `ended-${change.replace(/\W+/g, '-')}@example.com`, role: 'admin' });
                const sessions = [(await loginAs(user.email)).admin_token, (await loginAs(user.email)).admin_token];
                const other = await createUser({ email: `untouched-${change.replace(/\W+/g, '-')}@example.com`, role: 'admin' });
                const otherSession = (await loginAs(other.email)).admin_token;
                await apply(user._id);
                for (const session of sessions) {
                    assert.equal((await api.http.get('/api/admin/users').set('x-admin-token', session)).status, 401, change);
                }
                assert.equal((await api.http.get('/api/admin/users').set('x-admin-token', otherSession)).status, 200, `${change}: other users keep theirs`);
            }
        });
        test('sessions ended by another API process are refused here within a second', async () => {
            const otherProcess = await startTestApp({ shareWith: api });
            try {
                const user = await createUser({ email: 'ended-elsewhere@example.com', role: 'admin' });
                const session = { 'x-admin-token': (await loginAs(user.email)).admin_token };
                assert.equal((await api.http.get('/api/admin/users?limit=1').set(session)).status, 200);
                await otherProcess.http.post(`/api/admin/users/${user._id}/reset-password`).set('x-admin-token', otherProcess.adminToken).expect(200);
                // This process keeps a session it read for a second at most (AdminSessionsService).
                await new Promise((resolve) => setTimeout(resolve, 1_100));
                assert.equal((await api.http.get('/api/admin/users?limit=1').set(session)).status, 401);
            }
            finally {
                await otherProcess.close();
            }
        });
        test('an invented session token is refused with 401', async () => {
            const response = await api.http.get('/api/admin/users').set('x-admin-token', 'adm_invented-token-value');
            assert.equal(response.status, 401);
        });
    });
});
describe('public auth call rate limits', () => {
    const PER_CLIENT = 8;
    let api;
    before(async () => {
        api = await startTestApp({ env: { LOGIN_RATE_LIMIT_PER_CLIENT: String(PER_CLIENT) } });
    });
    after(async () => {
        await api?.close();
    });
    test('login answers 429 once a client has made its calls, whatever the addresses', async () => {
        const statuses = [];
        for (let attempt = 1; attempt <= PER_CLIENT + 1; attempt += 1) {
            statuses.push((await api.http.post('/api/login').send({ email: `client-${attempt}@example.com`, password: 'guess' })).status);
        }
        assert.deepEqual(statuses, [...Array(PER_CLIENT).fill(401), 429]);
    });
    test('signup is limited per client', async () => {
        const statuses = [];
        for (let attempt = 1; attempt <= PER_CLIENT + 1; attempt += 1) {
            const body = { firstName: 'S', lastName: 'U', email: `signup-${attempt}@example.com`, password: PASSWORD };
            statuses.push((await api.http.post('/api/signup').send(body)).status);
        }
        assert.deepEqual(statuses, [...Array(PER_CLIENT).fill(201), 429]);
    });
});
//# sourceMappingURL=auth.e2e-spec.js.map