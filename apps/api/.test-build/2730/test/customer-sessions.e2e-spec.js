import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getModelToken } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { CSRF_HEADER, CSRF_REFUSED_MESSAGE, CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { PasswordResetTokenRecord } from '../src/auth/password-reset-token.schema.js';
import { hashToken } from '../src/common/credentials.js';
import { CustomerSessionRecord } from '../src/customer-sessions/customer-session.schema.js';
import { createCustomer, customerRequest, login, sessionIdOf } from './support/customer-fixture.js';
import { startTestApp } from './support/test-app.js';
describe('customer sessions', () => {
    let api;
    let sessions;
    let ada;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const account = (cookie) => api.http.get('/api/v1/account').set('cookie', cookie);
    before(async () => {
        api = await startTestApp({ env: { PUBLIC_URL: 'https://console.example.test', LOGIN_RATE_LIMIT_PER_CLIENT: '1000', LOGIN_RATE_LIMIT_PER_ADDRESS: '1000' } });
        sessions = api.app.get(getModelToken(CustomerSessionRecord.name));
        ada = await createCustomer(api, 'ada@sessions.example');
    });
    after(async () => {
        await api?.close();
    });
    test('login sets an HttpOnly, SameSite=Strict, Path=/api cookie (Secure behind https) and keeps api_key in the body', async () => {
        const response = await api.http.post('/api/login').send({ email: ada.email, password: ada.password });
        assert.equal(response.status, 200);
        assert.equal(typeof response.body.api_key, 'string');
        assert.equal(response.body.api_key, ada.apiKey, 'the primary key, as before');
        const setCookie = [].concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${CUSTOMER_SESSION_COOKIE}=`));
        assert.match(setCookie, /; Path=\/api(;|$)/);
        assert.match(setCookie, /; HttpOnly(;|$)/);
        assert.match(setCookie, /; SameSite=Strict(;|$)/);
        assert.match(setCookie, /; Secure(;|$)/);
        assert.match(setCookie, /; Expires=/);
    });
    test('the session is stored only as the hash of its token, with the user and an expiry about CUSTOMER_SESSION_TTL_HOURS away', async () => {
        const { cookie } = await login(api, ada.email, ada.password);
        const token = cookie.slice(cookie.indexOf('=') + 1);
        const stored = await sessions.findById(sessionIdOf(cookie)).lean().exec();
        assert.ok(stored, 'found by the hash of the token');
        assert.equal(stored.user_id.toString(), ada.userId);
        assert.ok(!JSON.stringify(stored).includes(token), 'the token itself is not stored');
        const hoursLeft = (stored.expires_at.getTime() - Date.now()) / 3_600_000;
        assert.ok(hoursLeft > 23.9 && hoursLeft <= 24, `expires in ${hoursLeft} h`);
    });
    test('the cookie opens the customer API; without it, or with a made-up one, the answer is 401', async () => {
        assert.equal((await account(ada.cookie)).status, 200);
        assert.equal((await api.http.get('/api/v1/account')).status, 401);
        assert.equal((await account(`${CUSTOMER_SESSION_COOKIE}=cs_${'A'.repeat(43)}`)).status, 401);
        assert.equal((await account(`${CUSTOMER_SESSION_COOKIE}=not a token;`)).status, 401);
    });
    test('an expired session is refused', async () => {
        const { cookie } = await login(api, ada.email, ada.password);
        await sessions.updateOne({ _id: sessionIdOf(cookie) }, { $set: { expires_at: new Date(Date.now() - 1000) } }).exec();
        assert.equal((await account(cookie)).status, 401);
    });
    test(`CSRF: a cookie-authenticated change without the ${CSRF_HEADER} header is refused with 403 and changes nothing`, async () => {
        const refused = await api.http.patch('/api/v1/account').set('cookie', ada.cookie).send({ firstName: 'Mallory' });
        assert.equal(refused.status, 403);
        assert.equal(refused.body.message, CSRF_REFUSED_MESSAGE);
        const wrongValue = await api.http.patch('/api/v1/account').set('cookie', ada.cookie).set(CSRF_HEADER, 'XMLHttpRequest').send({ firstName: 'Mallory' });
        assert.equal(wrongValue.status, 403);
        assert.notEqual((await account(ada.cookie)).body.firstName, 'Mallory');
        const allowed = await customerRequest(api, { cookie: ada.cookie }, 'patch', '/api/v1/account', { firstName: 'Ada' });
        assert.equal(allowed.status, 200);
        assert.equal(allowed.body.firstName, 'Ada');
    });
    test('an API key needs no CSRF header, and a request naming a key is judged by the key, not by a cookie beside it', async () => {
        const withKey = await api.http.patch('/api/v1/account').set('authorization', `Bearer ${ada.apiKey}`).send({ lastName: 'Lovelace' });
        assert.equal(withKey.status, 200);
        const wrongKey = await api.http.get('/api/v1/account').set('authorization', 'Bearer key_wrong').set('cookie', ada.cookie);
        assert.equal(wrongKey.status, 401);
    });
    test('logout ends the session and clears the cookie; the old cookie no longer works', async () => {
        const { cookie } = await login(api, ada.email, ada.password);
        const response = await customerRequest(api, { cookie }, 'post', '/api/logout');
        assert.equal(response.status, 200);
        assert.deepEqual(response.body, { message: 'Logged out' });
        const cleared = [].concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${CUSTOMER_SESSION_COOKIE}=`));
        assert.match(cleared ?? '', /^customer_session=;.*Expires=Thu, 01 Jan 1970/);
        assert.equal((await account(cookie)).status, 401);
        assert.equal(await sessions.exists({ _id: sessionIdOf(cookie) }), null);
        assert.equal((await account(ada.cookie)).status, 200, 'other sessions stay');
    });
    test('logout needs a session: 401 without one, 403 without the CSRF header, 400 with an API key', async () => {
        assert.equal((await api.http.post('/api/logout')).status, 401);
        assert.equal((await api.http.post('/api/logout').set('cookie', ada.cookie)).status, 403);
        assert.equal((await customerRequest(api, { apiKey: ada.apiKey }, 'post', '/api/logout')).status, 400);
        assert.equal((await account(ada.cookie)).status, 200);
    });
    describe('a password change ends every session', () => {
        test('the wrong current password is refused and ends nothing', async () => {
            const response = await customerRequest(api, { cookie: ada.cookie }, 'post', '/api/v1/account/password', {
                current_password: 'not it',
                new_password: 'another long password',
            });
            assert.equal(response.status, 400);
            assert.deepEqual(response.body.message, ['current_password is not your current password']);
            assert.equal((await account(ada.cookie)).status, 200);
        });
        test('every other session ends; the caller gets a new cookie; the new password logs in, the old does not', async () => {
            const other = await login(api, ada.email, ada.password);
            const response = await customerRequest(api, { cookie: ada.cookie }, 'post', '/api/v1/account/password', {
                current_password: ada.password,
                new_password: 'another long password',
            });
            assert.equal(response.status, 200, JSON.stringify(response.body));
            assert.deepEqual(response.body, { message: 'Password changed' });
            assert.equal((await account(other.cookie)).status, 401, 'the other session ended');
            assert.equal((await account(ada.cookie)).status, 401, 'the session used for the change was replaced');
            const renewed = [].concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${CUSTOMER_SESSION_COOKIE}=cs_`));
            assert.ok(renewed);
            assert.equal((await account(renewed.split(';')[0])).status, 200);
            assert.equal((await api.http.post('/api/login').send({ email: ada.email, password: ada.password })).status, 401);
            ada = { ...ada, password: 'another long password', cookie: (await login(api, ada.email, 'another long password')).cookie };
        });
    });
    test("an admin's password reset ends the user's sessions", async () => {
        const second = await login(api, ada.email, ada.password);
        const reset = await api.http.post(`/api/admin/users/${ada.userId}/reset-password`).set(admin());
        assert.equal(reset.status, 200);
        assert.equal((await account(ada.cookie)).status, 401);
        assert.equal((await account(second.cookie)).status, 401);
        ada = { ...ada, password: reset.body.password, cookie: (await login(api, ada.email, reset.body.password)).cookie };
    });
    test('a password reset through the e-mailed link ends every session', async () => {
        // The link's token as the reset mail would carry it (the mail itself is tested in password-reset.e2e-spec).
        const token = `rst_${randomBytes(32).toString('base64url')}`;
        const resetTokens = api.app.get(getModelToken(PasswordResetTokenRecord.name));
        await resetTokens.create({ token_hash: hashToken(token), user_id: new Types.ObjectId(ada.userId), expires_at: new Date(Date.now() + 60_000) });
        const confirmed = await api.http.post('/api/reset-password/confirm').send({ token, password: 'a reset long password' });
        assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
        assert.equal((await account(ada.cookie)).status, 401);
        ada = { ...ada, password: 'a reset long password', cookie: (await login(api, ada.email, 'a reset long password')).cookie };
    });
    test('disabling a user (toggle or PATCH) ends their sessions', async () => {
        const toggled = await api.http.post(`/api/admin/users/${ada.userId}/toggle`).set(admin());
        assert.equal(toggled.body.status, 'inactive');
        assert.equal((await account(ada.cookie)).status, 401);
        await api.http.post(`/api/admin/users/${ada.userId}/toggle`).set(admin());
        const { cookie } = await login(api, ada.email, ada.password);
        const patched = await api.http.patch(`/api/admin/users/${ada.userId}`).set(admin()).send({ status: 'inactive' });
        assert.equal(patched.status, 200);
        assert.equal((await account(cookie)).status, 401);
    });
    test('a session of a deleted user ends with it', async () => {
        const bob = await createCustomer(api, 'bob@sessions.example');
        assert.equal((await api.http.delete(`/api/admin/users/${bob.userId}`).set(admin())).status, 204);
        assert.equal((await account(bob.cookie)).status, 401);
        assert.equal(await sessions.exists({ _id: sessionIdOf(bob.cookie) }), null);
    });
});
//# sourceMappingURL=customer-sessions.e2e-spec.js.map