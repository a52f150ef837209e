import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE, CUSTOMER_SESSION_COOKIE, } from '@platform/contracts';
import { decodedText } from './smtp-test-server.js';
/** The session cookie a response set, as `name=value`; fails when there is none. */
export function sessionCookieOf(setCookie) {
    const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    const cookie = cookies.find((line) => line.startsWith(`${CUSTOMER_SESSION_COOKIE}=`) && !line.startsWith(`${CUSTOMER_SESSION_COOKIE}=;`));
    assert.ok(cookie, `no session cookie set: ${JSON.stringify(cookies)}`);
    return cookie.split(';')[0];
}
/** The session's _id: the SHA-256 of its token. */
export function sessionIdOf(cookie) {
    return createHash('sha256').update(cookie.slice(cookie.indexOf('=') + 1)).digest('hex');
}
export async function login(api, email, password) {
    const response = await api.http.post('/api/login').send({ email, password });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return { cookie: sessionCookieOf(response.headers['set-cookie']), body: response.body };
}
/** A client user made by an admin (so confirmed and approved), logged in. */
export async function createCustomer(api, email, profile = {}) {
    const password = `${email}-password`;
    const created = await api.http.post('/api/admin/users').set('x-admin-token', api.adminToken).send({ email, password, ...profile });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { cookie, body } = await login(api, email, password);
    return { userId: created.body._id, email, password, cookie, apiKey: body.api_key };
}
/**
 * A request of the customer API. With a cookie, changes carry the CSRF header as the console
 * sends it; with a key, the Authorization header.
 */
export function customerRequest(api, credentials, method, path, body) {
    let request = api.http[method](path);
    if (credentials && 'cookie' in credentials)
        request = request.set('cookie', credentials.cookie).set(CSRF_HEADER, CSRF_HEADER_VALUE);
    if (credentials && 'apiKey' in credentials)
        request = request.set('authorization', `Bearer ${credentials.apiKey}`);
    return body === undefined ? request : request.send(body);
}
/** Calls a customer route and insists on the status, so a broken setup fails loudly. */
export async function customerCall(api, credentials, method, path, body, expectedStatus = method === 'post' ? 201 : 200) {
    const response = await customerRequest(api, credentials, method, path, body);
    assert.equal(response.status, expectedStatus, `${method.toUpperCase()} ${path}: ${JSON.stringify(response.body)}`);
    return response.body;
}
/** Adds a domain as its owner would, publishes the records asked for in the test DNS server and verifies it. */
export async function addVerifiedDomain(api, dns, credentials, name, publish = ['spf', 'dkim', 'dmarc']) {
    const created = await customerCall(api, credentials, 'post', '/api/v1/domains', { domain: name });
    for (const record of created.dns_records) {
        if (!publish.includes(record.kind))
            continue;
        if (record.type === 'MX')
            dns.setMx(record.host, [record.value]);
        else
            dns.setTxt(record.host, [record.value]);
    }
    return customerCall(api, credentials, 'post', `/api/v1/domains/${created.domain._id}/verify`, undefined, 200);
}
/**
 * Lifts the sandbox a self-signed-up account starts in (production access), as an admin does, for
 * tests about something else that send to any recipient.
 */
export async function grantProductionAccess(api, userId) {
    const granted = await api.http.post(`/api/admin/production-access/${userId}/grant`).set('x-admin-token', api.adminToken).send({ note: 'Granted by the test fixture' });
    assert.equal(granted.status, 200, JSON.stringify(granted.body));
}
/**
 * A customer who signed up at /api/signup and followed the link of the confirmation mail that
 * reached `inbox` (the Settings → SMTP server the test set up), logged in; with production access
 * unless `sandboxed` keeps it in the sandbox it starts in.
 */
export async function signUpAndConfirm(api, inbox, email, { sandboxed = false } = {}) {
    const password = `${email}-password`;
    const before = inbox.received.length;
    const signedUp = await api.http.post('/api/signup').send({ firstName: 'New', lastName: 'Customer', email, password });
    assert.equal(signedUp.status, 201, JSON.stringify(signedUp.body));
    const mail = (await inbox.waitForMessages(before + 1)).slice(before).find((message) => message.to.includes(email));
    assert.ok(mail, `no confirmation mail to ${email}`);
    const link = /\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(decodedText(mail.raw));
    assert.ok(link, `no confirmation link in:\n${decodedText(mail.raw)}`);
    const confirmed = await api.http.post('/api/confirm-email').send({ token: decodeURIComponent(link[1]) });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const { cookie, body } = await login(api, email, password);
    if (!sandboxed)
        await grantProductionAccess(api, body.user._id);
    return { userId: body.user._id, email, password, cookie, apiKey: body.api_key };
}
//# sourceMappingURL=customer-fixture.js.map