import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import nodemailer from 'nodemailer';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
import { customerCall, customerRequest, login } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
describe('isolation between customer accounts', () => {
    let api;
    let dns;
    let relay;
    let submissionPort;
    let ann;
    let ben;
    const setUpAccount = async (name, relayId) => {
        const sender = await createTestSender(api, dns, { domain: `${name}.example`, sendPlan: 'bulletproof', relayId });
        const session = { cookie: (await login(api, `owner@${sender.domain}`, 'owner-password')).cookie };
        const apiKey = await customerCall(api, session, 'post', '/api/v1/api-keys', { name: `${name} key` });
        const credential = await customerCall(api, session, 'post', '/api/v1/smtp-credentials', { email: `app@${sender.domain}` });
        const suppression = await customerCall(api, session, 'post', '/api/v1/suppressions', { address: `blocked@${name}-readers.example` });
        const message = await customerCall(api, { apiKey: sender.apiKey }, 'post', '/api/v1/messages', { from: `news@${sender.domain}`, to: `reader@${name}-readers.example`, subject: `${name} secret subject`, text: 'hi' }, 202);
        return { sender, session, key: { apiKey: apiKey.key }, apiKeyId: apiKey._id, credential, suppressionId: suppression._id, messageId: message.id };
    };
    /** Every route that names a record, aimed at `target`'s records. */
    const routesAt = (target) => [
        ['get', `/api/v1/domains/${target.sender.domainId}`, undefined],
        ['post', `/api/v1/domains/${target.sender.domainId}/verify`, undefined],
        ['delete', `/api/v1/domains/${target.sender.domainId}`, undefined],
        ['post', `/api/v1/smtp-credentials/${target.credential.credential._id}/rotate`, undefined],
        ['patch', `/api/v1/smtp-credentials/${target.credential.credential._id}`, { status: 'inactive' }],
        ['delete', `/api/v1/smtp-credentials/${target.credential.credential._id}`, undefined],
        ['patch', `/api/v1/smtp-credentials/${target.sender.smtpAccountId}`, { quota: 1 }],
        ['delete', `/api/v1/api-keys/${target.apiKeyId}`, undefined],
        ['get', `/api/v1/messages/${target.messageId}`, undefined],
        ['delete', `/api/v1/suppressions/${target.suppressionId}`, undefined],
        ['post', '/api/v1/test-message', { domain_id: target.sender.domainId, to: 'probe@elsewhere.example' }],
    ];
    /** Nothing of `other` may appear in an answer to `viewer`, beyond the id the request itself named. */
    const assertNothingOf = (other, body, where) => {
        const text = JSON.stringify(body);
        const secrets = [other.sender.domain, other.sender.domainId, other.apiKeyId, other.credential.credential._id, other.suppressionId, other.messageId, other.sender.userId];
        for (const secret of secrets.filter((value) => !where.includes(value))) {
            assert.ok(!text.includes(secret), `${where} shows ${secret}: ${text.slice(0, 300)}`);
        }
    };
    before(async () => {
        dns = await startDnsTestServer();
        relay = await startSmtpTestServer();
        api = await startTestApp({
            env: {
                DNS_SERVERS: dns.address,
                SMTP_SUBMISSION_PORT: '0',
                SMTP_SUBMISSION_HOST: '127.0.0.1',
                RELAY_WORKER_CONCURRENCY: '2',
                QUEUE_POLL_MS: '50',
                RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
                LOGIN_RATE_LIMIT_PER_CLIENT: '1000',
            },
        });
        submissionPort = api.app.get(SmtpSubmissionServer).port;
        const relayRecord = await adminCall(api, 'post', '/api/admin/relays', { name: 'relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
        ann = await setUpAccount('ann', relayRecord._id);
        ben = await setUpAccount('ben', relayRecord._id);
    });
    after(async () => {
        await api?.close();
        await relay?.close();
        await dns?.close();
    });
    for (const via of ['session', 'api key']) {
        test(`every route aimed at another account's record answers 404 and changes nothing (${via})`, async () => {
            const credentials = via === 'session' ? ann.session : ann.key;
            for (const [method, path, body] of routesAt(ben)) {
                const response = await customerRequest(api, credentials, method, path, body);
                assert.equal(response.status, 404, `${method} ${path} → ${response.status} ${JSON.stringify(response.body)}`);
                assert.deepEqual(Object.keys(response.body), ['statusCode', 'message', 'error']);
                assertNothingOf(ben, response.body, `${method} ${path} ${JSON.stringify(body ?? {})}`);
            }
        });
    }
    test("the other account's records are all still there, unchanged", async () => {
        assert.equal((await customerRequest(api, ben.session, 'get', `/api/v1/domains/${ben.sender.domainId}`)).status, 200);
        assert.equal((await customerRequest(api, ben.session, 'get', `/api/v1/messages/${ben.messageId}`)).status, 200);
        const credentials = await customerCall(api, ben.session, 'get', '/api/v1/smtp-credentials');
        assert.deepEqual(credentials.items.map(({ status, quota }) => [status, quota]), [
            ['active', 0],
            ['active', 0],
        ]);
        assert.equal((await customerRequest(api, ben.key, 'get', '/api/v1/api-keys')).status, 200, 'its key was not revoked');
        const suppressions = await customerCall(api, ben.session, 'get', '/api/v1/suppressions');
        assert.equal(suppressions.total, 1);
        await nodemailer
            .createTransport({ host: '127.0.0.1', port: submissionPort, secure: false, requireTLS: true, tls: { rejectUnauthorized: false }, auth: { user: ben.credential.credential.email, pass: ben.credential.smtp_password } })
            .verify();
    });
    test('ids that are not ids, or not any record, answer 404 the same way', async () => {
        for (const id of ['abc', '65F1C0FFEE0000000000ABCD', '65f1c0ffee0000000000abcd', '000000000000000000000000', ben.messageId.toUpperCase(), '%24ne']) {
            for (const path of [`/api/v1/domains/${id}`, `/api/v1/messages/${id}`]) {
                const response = await customerRequest(api, ann.session, 'get', path);
                assert.equal(response.status, 404, `${path} → ${response.status}`);
            }
        }
    });
    test('a key for the other account’s domain cannot be made; the answer is the one for an unknown domain', async () => {
        const response = await customerRequest(api, ann.session, 'post', '/api/v1/api-keys', { name: 'x', domain_id: ben.sender.domainId });
        assert.equal(response.status, 400);
        assert.deepEqual(response.body.message, ['domain_id must be the id of one of your domains']);
    });
    test("an SMTP credential at the other account's domain cannot be made", async () => {
        const response = await customerRequest(api, ann.session, 'post', '/api/v1/smtp-credentials', { email: `spy@${ben.sender.domain}` });
        assert.equal(response.status, 400);
    });
    test("sending from the other account's domain is refused", async () => {
        const response = await customerRequest(api, ann.key, 'post', '/api/v1/messages', { from: `news@${ben.sender.domain}`, to: 'x@elsewhere.example', text: 'x' });
        assert.equal(response.status, 403);
        assert.equal(response.body.message, `Sender domain ${ben.sender.domain} is not one of your domains`);
    });
    describe('lists never show the other account, whatever the parameters say', () => {
        const lists = ['/api/v1/domains', '/api/v1/smtp-credentials', '/api/v1/api-keys', '/api/v1/messages', '/api/v1/suppressions'];
        test('plain lists, and paging past the end, show only own rows', async () => {
            for (const list of lists) {
                for (const query of ['', '?page=1&limit=100', '?page=50&limit=100']) {
                    const response = await customerRequest(api, ann.session, 'get', `${list}${query}`);
                    assert.equal(response.status, 200, `${list}${query}`);
                    assertNothingOf(ben, response.body, `${list}${query}`);
                    if (query === '' && list !== '/api/v1/api-keys')
                        assert.ok(response.body.total >= 1, `${list} shows the account's own rows`);
                }
            }
        });
        test('search text is matched literally: a pattern that would match everything matches nothing of the other account', async () => {
            for (const [list, parameter] of [
                ['/api/v1/domains', 'search'],
                ['/api/v1/smtp-credentials', 'search'],
                ['/api/v1/suppressions', 'search'],
                ['/api/v1/messages', 'recipient'],
                ['/api/v1/messages', 'subject'],
            ]) {
                for (const text of ['.*', 'ben', 'ben secret subject', '^', '|']) {
                    const response = await customerRequest(api, ann.session, 'get', `${list}?${parameter}=${encodeURIComponent(text)}`);
                    assert.equal(response.status, 200, `${list}?${parameter}=${text}`);
                    assertNothingOf(ben, response.body, `${list}?${parameter}=${text}`);
                }
            }
        });
        test('the message list, filtered and paged any way, lists the caller’s own message and nothing else', async () => {
            const day = (offset) => new Date(Date.now() + offset * 24 * 3_600_000).toISOString().slice(0, 10);
            const filters = ['', 'status=queued', 'status=delivered', `date_from=${day(-1)}`, `date_to=${day(1)}`, `date_from=${day(-1)}&date_to=${day(1)}&subject=secret`, 'recipient=readers.example', 'subject=subject&limit=1', 'page=2&limit=1'];
            for (const viewer of [ann, ben]) {
                const other = viewer === ann ? ben : ann;
                for (const credentials of [viewer.session, viewer.key]) {
                    for (const filter of filters) {
                        const list = await customerCall(api, credentials, 'get', `/api/v1/messages?${filter}`);
                        assert.ok(list.items.every((item) => item._id === viewer.messageId), `?${filter}: ${JSON.stringify(list.items)}`);
                        assertNothingOf(other, list, `/api/v1/messages?${filter}`);
                    }
                }
                const all = await customerCall(api, viewer.session, 'get', `/api/v1/messages?date_from=${day(-1)}&subject=secret`);
                assert.deepEqual([all.items.map((item) => item._id), all.total], [[viewer.messageId], 1]);
            }
        });
        test('crafted filters, sorts and paging are refused with 400, never ignored', async () => {
            const crafted = [
                `user_id=${ben.sender.userId}`,
                `_id=${ben.messageId}`,
                'sort=-created_at',
                'order=asc',
                'limit=1000',
                'limit=-1',
                'page=0',
                'page=abc',
                'search[$regex]=.*',
                'user_id[$ne]=x',
                'domain=ben.example',
                'filter={}',
            ];
            for (const list of lists) {
                for (const query of crafted) {
                    const response = await customerRequest(api, ann.session, 'get', `${list}?${query}`);
                    assert.equal(response.status, 400, `${list}?${query} → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
                }
            }
        });
        test('the account and its overview are the caller’s own', async () => {
            const profile = await customerCall(api, ann.key, 'get', '/api/v1/account');
            assert.deepEqual([profile._id, profile.email], [ann.sender.userId, `owner@${ann.sender.domain}`]);
            const overview = await customerCall(api, ann.session, 'get', '/api/v1/account/overview');
            assertNothingOf(ben, overview, 'overview');
            const refused = await customerRequest(api, ann.session, 'get', `/api/v1/account?user_id=${ben.sender.userId}`);
            assert.equal(refused.status, 400);
        });
    });
});
//# sourceMappingURL=customer-isolation.e2e-spec.js.map