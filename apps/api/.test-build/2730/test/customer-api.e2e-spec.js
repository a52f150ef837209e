import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import nodemailer from 'nodemailer';
import { DomainRecheckService } from '../src/domains/domain-recheck.service.js';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
import { createCustomer, customerCall, customerRequest, login } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
const RELAY_CREDENTIALS = { user: 'relay-user', pass: 'relay-pass' };
const HOUR_MS = 60 * 60 * 1000;
/** Polls until `check` returns a value, failing after a while. */
async function eventually(what, check, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const value = await check();
        if (value)
            return value;
        if (Date.now() > deadline)
            throw new Error(`Timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
}
describe('customer API (/api/v1)', () => {
    let api;
    let dns;
    let relay;
    let submissionPort;
    /** An account that sends through a relay (made by an admin, as operators do). */
    let sender;
    let senderSession;
    /** An account that set everything up itself. */
    let carol;
    let carolSession;
    const smtpTransport = (auth) => nodemailer.createTransport({ host: '127.0.0.1', port: submissionPort, secure: false, requireTLS: true, tls: { rejectUnauthorized: false }, auth });
    const smtpError = (send) => send.then(() => assert.fail('the server accepted it'), (error) => error);
    before(async () => {
        dns = await startDnsTestServer();
        relay = await startSmtpTestServer({ credentials: RELAY_CREDENTIALS });
        api = await startTestApp({
            env: {
                DNS_SERVERS: dns.address,
                SMTP_SUBMISSION_PORT: '0',
                SMTP_SUBMISSION_HOST: '127.0.0.1',
                RELAY_WORKER_CONCURRENCY: '2',
                QUEUE_POLL_MS: '50',
                RETRY_FIRST_SECONDS: '1',
                RETRY_MAX_SECONDS: '2',
                RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
                DOMAIN_RECHECK_MINUTES: '60',
                LOGIN_RATE_LIMIT_PER_CLIENT: '1000',
            },
        });
        submissionPort = api.app.get(SmtpSubmissionServer).port;
        const relayRecord = await adminCall(api, 'post', '/api/admin/relays', {
            name: 'test-relay',
            smtp_host: '127.0.0.1',
            smtp_port: relay.port,
            smtp_user: RELAY_CREDENTIALS.user,
            smtp_pass: RELAY_CREDENTIALS.pass,
        });
        sender = await createTestSender(api, dns, { domain: 'sender-account.example', sendPlan: 'bulletproof', relayId: relayRecord._id });
        senderSession = { cookie: (await login(api, `owner@${sender.domain}`, 'owner-password')).cookie };
        carol = await createCustomer(api, 'carol@self-service.example');
        carolSession = { cookie: carol.cookie };
    });
    after(async () => {
        await api?.close();
        await relay?.close();
        await dns?.close();
    });
    describe('domains', () => {
        let domain;
        test('adding a domain answers the records to publish, none found yet', async () => {
            domain = await customerCall(api, carolSession, 'post', '/api/v1/domains', { domain: 'Carol-Mail.Example.' });
            assert.equal(domain.domain.domain, 'carol-mail.example');
            assert.equal(domain.domain.can_send, false);
            assert.equal(domain.domain.send_plan, '', 'an account without a plan waits for an admin to give one');
            assert.deepEqual(domain.dns_records.map(({ kind, type, name, host, status, checked_at }) => ({ kind, type, name, host, status, checked_at })), [
                { kind: 'spf', type: 'TXT', name: '@', host: 'carol-mail.example', status: 'not_found', checked_at: null },
                { kind: 'dkim', type: 'TXT', name: domain.dns_records[1].name, host: `${domain.dns_records[1].name}.carol-mail.example`, status: 'not_found', checked_at: null },
                { kind: 'dmarc', type: 'TXT', name: '_dmarc', host: '_dmarc.carol-mail.example', status: 'not_found', checked_at: null },
                // Optional: the domain's own return path (issue 14).
                { kind: 'return_path_mx', type: 'MX', name: 'bounces', host: 'bounces.carol-mail.example', status: 'not_found', checked_at: null },
                { kind: 'return_path_spf', type: 'TXT', name: 'bounces', host: 'bounces.carol-mail.example', status: 'not_found', checked_at: null },
                // Optional: the domain's own tracking host.
                { kind: 'tracking_cname', type: 'CNAME', name: 'track', host: 'track.carol-mail.example', status: 'not_found', checked_at: null },
            ]);
            assert.match(domain.dns_records[1].name, /^[a-z0-9]+\._domainkey$/);
            assert.match(domain.dns_records[0].value, /^v=spf1 include:spf\.localhost ~all$/);
            assert.match(domain.dns_records[1].value, /^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]+$/);
        });
        test('Verify stores each record status: verified, wrong_value, not_found', async () => {
            const [spf, dkim] = domain.dns_records;
            dns.setTxt(spf.host, ['v=spf1 -all', 'google-site-verification=abc']);
            dns.setTxt(dkim.host, [dkim.value]);
            const verified = await customerCall(api, carolSession, 'post', `/api/v1/domains/${domain.domain._id}/verify`, undefined, 200);
            assert.deepEqual(verified.dns_records.map((record) => [record.kind, record.status]), [['spf', 'wrong_value'], ['dkim', 'verified'], ['dmarc', 'not_found'], ['return_path_mx', 'not_found'], ['return_path_spf', 'not_found'], ['tracking_cname', 'not_found']]);
            assert.equal(verified.domain.dkim_verified, true);
            assert.equal(verified.domain.spf_verified, false);
            assert.ok(verified.dns_records.every((record) => record.checked_at === verified.domain.verified_at));
        });
        test('once every record is published all are verified, and the admin sees the domain as before', async () => {
            const [spf, , dmarc] = domain.dns_records;
            dns.setTxt(spf.host, [spf.value]);
            dns.setTxt(dmarc.host, [dmarc.value]);
            const verified = await customerCall(api, carolSession, 'post', `/api/v1/domains/${domain.domain._id}/verify`, undefined, 200);
            assert.deepEqual(verified.dns_records.map((record) => record.status), ['verified', 'verified', 'verified', 'not_found', 'not_found', 'not_found']);
            const adminView = await adminCall(api, 'get', `/api/admin/domains/${domain.domain._id}`);
            assert.equal(adminView.domain.user_email, carol.email);
            assert.deepEqual([adminView.domain.spf_verified, adminView.domain.dkim_verified, adminView.domain.dmarc_verified], [true, true, true]);
            const adminList = await adminCall(api, 'get', `/api/admin/domains?user_id=${carol.userId}`);
            assert.deepEqual(adminList.items.map((item) => item.domain), ['carol-mail.example']);
        });
        test('the periodic re-check notices a record that disappears', async () => {
            const dkim = domain.dns_records[1];
            dns.setTxt(dkim.host, []);
            const recheck = api.app.get(DomainRecheckService);
            // The platform's own domain (created at start-up, never checked) is due at once; checked, it waits its turn too.
            await recheck.runOnce(new Date());
            assert.equal(await recheck.runOnce(new Date()), 0, 'nothing is due within DOMAIN_RECHECK_MINUTES of the last check');
            assert.ok((await recheck.runOnce(new Date(Date.now() + 2 * HOUR_MS))) >= 1);
            const after = await customerCall(api, carolSession, 'get', `/api/v1/domains/${domain.domain._id}`);
            assert.deepEqual(after.dns_records.map((record) => record.status), ['verified', 'not_found', 'verified', 'not_found', 'not_found', 'not_found']);
            assert.equal(after.domain.dkim_verified, false);
            dns.setTxt(dkim.host, [dkim.value]);
            await recheck.runOnce(new Date(Date.now() + 4 * HOUR_MS));
            const restored = await customerCall(api, carolSession, 'get', `/api/v1/domains/${domain.domain._id}`);
            assert.deepEqual(restored.dns_records.map((record) => record.status), ['verified', 'verified', 'verified', 'not_found', 'not_found', 'not_found'], 'and one that comes back');
        });
        test("a domain beyond the account's domain_limit is refused (409), counted as the admin side counts it", async () => {
            await adminCall(api, 'patch', `/api/admin/users/${carol.userId}`, { domain_limit: 1 });
            const refused = await customerRequest(api, carolSession, 'post', '/api/v1/domains', { domain: 'second.carol.example' });
            assert.equal(refused.status, 409);
            assert.match(refused.body.message, /domain_limit of 1/);
            await adminCall(api, 'patch', `/api/admin/users/${carol.userId}`, { domain_limit: 0 });
        });
        test('a domain name already on the platform is refused (409)', async () => {
            const taken = await customerRequest(api, carolSession, 'post', '/api/v1/domains', { domain: sender.domain });
            assert.equal(taken.status, 409);
        });
        test('list and search show the account’s domains; delete removes one', async () => {
            const extra = await customerCall(api, carolSession, 'post', '/api/v1/domains', { domain: 'spare.carol.example' });
            const all = await customerCall(api, carolSession, 'get', '/api/v1/domains');
            assert.deepEqual(all.items.map((item) => item.domain), ['spare.carol.example', 'carol-mail.example']);
            const found = await customerCall(api, carolSession, 'get', '/api/v1/domains?search=SPARE');
            assert.deepEqual(found.items.map((item) => item.domain), ['spare.carol.example']);
            assert.equal((await customerRequest(api, carolSession, 'delete', `/api/v1/domains/${extra.domain._id}`)).status, 204);
            assert.equal((await customerRequest(api, carolSession, 'get', `/api/v1/domains/${extra.domain._id}`)).status, 404);
            assert.equal((await customerRequest(api, carolSession, 'delete', `/api/v1/domains/${extra.domain._id}`)).status, 404);
        });
    });
    describe('SMTP credentials', () => {
        let created;
        test('creating one shows the password once, with what a mail client needs', async () => {
            created = await customerCall(api, carolSession, 'post', '/api/v1/smtp-credentials', { email: 'App@Carol-Mail.example' });
            assert.equal(created.credential.email, 'app@carol-mail.example');
            assert.equal(created.credential.domain, 'carol-mail.example');
            assert.match(created.smtp_password, /^[A-Za-z0-9]{20}$/);
            assert.deepEqual(created.connection, { host: 'localhost', port: submissionPort, security: 'starttls', auth_methods: ['PLAIN', 'LOGIN'] });
            const list = await customerCall(api, carolSession, 'get', '/api/v1/smtp-credentials');
            assert.deepEqual(list.items.map((item) => item.email), ['app@carol-mail.example']);
            assert.deepEqual(list.connection, created.connection);
            assert.ok(!JSON.stringify(list).includes(created.smtp_password));
            assert.ok(!JSON.stringify(list).includes('password_hash'));
            await smtpTransport({ user: created.credential.email, pass: created.smtp_password }).verify();
        });
        test('an address at a domain that is not the account’s is refused (400)', async () => {
            const response = await customerRequest(api, carolSession, 'post', '/api/v1/smtp-credentials', { email: `app@${sender.domain}` });
            assert.equal(response.status, 400);
            assert.deepEqual(response.body.message, [`email must be an address at one of your domains (${sender.domain} is not)`]);
        });
        test('the admin sees it in the SMTP accounts list', async () => {
            const accounts = await adminCall(api, 'get', `/api/admin/smtp-accounts?user_id=${carol.userId}`);
            assert.deepEqual(accounts.items.map((account) => account.email), ['app@carol-mail.example']);
        });
        test('rotate: the new password works over SMTP, the old one no longer does', async () => {
            const rotated = await customerCall(api, carolSession, 'post', `/api/v1/smtp-credentials/${created.credential._id}/rotate`, undefined, 200);
            assert.notEqual(rotated.smtp_password, created.smtp_password);
            await smtpTransport({ user: created.credential.email, pass: rotated.smtp_password }).verify();
            const old = await smtpError(smtpTransport({ user: created.credential.email, pass: created.smtp_password }).verify());
            assert.equal(old.responseCode, 535);
            created = rotated;
        });
        test('disabled, it is refused at MAIL FROM; enabled again, it passes that check', async () => {
            const disabled = await customerCall(api, carolSession, 'patch', `/api/v1/smtp-credentials/${created.credential._id}`, { status: 'inactive' });
            assert.equal(disabled.status, 'inactive');
            const auth = { user: created.credential.email, pass: created.smtp_password };
            const refused = await smtpError(smtpTransport(auth).sendMail({ from: 'app@carol-mail.example', to: 'x@elsewhere.example', text: 'hi' }));
            assert.match(refused.response ?? '', /^550 5\.7\.1 This SMTP account is inactive$/);
            await customerCall(api, carolSession, 'patch', `/api/v1/smtp-credentials/${created.credential._id}`, { status: 'active', quota: 10 });
            const next = await smtpError(smtpTransport(auth).sendMail({ from: 'app@carol-mail.example', to: 'x@elsewhere.example', text: 'hi' }));
            assert.match(next.response ?? '', /has no send plan/, 'now the domain is what stops it');
        });
        test('delete: the credential is gone and its password refused', async () => {
            assert.equal((await customerRequest(api, carolSession, 'delete', `/api/v1/smtp-credentials/${created.credential._id}`)).status, 204);
            const refused = await smtpError(smtpTransport({ user: created.credential.email, pass: created.smtp_password }).verify());
            assert.equal(refused.responseCode, 535);
            assert.equal((await customerRequest(api, carolSession, 'patch', `/api/v1/smtp-credentials/${created.credential._id}`, { status: 'active' })).status, 404);
        });
    });
    describe('API keys', () => {
        let full;
        let sendingOnly;
        let domainLimited;
        let otherDomainId;
        const send = (key, from = `news@${sender.domain}`) => customerRequest(api, { apiKey: key }, 'post', '/api/v1/messages', { from, to: 'keys@recipient.example', subject: 'Keys', text: 'hi' });
        before(async () => {
            full = await customerCall(api, senderSession, 'post', '/api/v1/api-keys', { name: 'CI server' });
            sendingOnly = await customerCall(api, senderSession, 'post', '/api/v1/api-keys', { name: 'Newsletter', scope: 'sending' });
            domainLimited = await customerCall(api, senderSession, 'post', '/api/v1/api-keys', { name: 'Shop', domain_id: sender.domainId });
            otherDomainId = (await customerCall(api, senderSession, 'post', '/api/v1/domains', { domain: 'second.sender-account.example' })).domain._id;
        });
        test('a key is shown once, stored hashed, listed without it', async () => {
            assert.match(full.key, /^key_[0-9a-f]{24}\.[A-Za-z0-9_-]{43}$/);
            assert.equal(full.key.slice(4, 28), full._id);
            assert.deepEqual([full.scope, full.domain_id, full.last_used_at], ['full', null, null]);
            assert.deepEqual([sendingOnly.scope, domainLimited.domain_id, domainLimited.domain], ['sending', sender.domainId, sender.domain]);
            const list = await customerCall(api, senderSession, 'get', '/api/v1/api-keys');
            assert.deepEqual(list.items.map((key) => key.name), ['Shop', 'Newsletter', 'CI server']);
            const listed = JSON.stringify(list);
            for (const created of [full, sendingOnly, domainLimited])
                assert.ok(!listed.includes(created.key.slice(29)), 'no secret in the list');
            assert.ok(list.items.every((key) => !('key' in key) && key.key_prefix.endsWith('…')));
        });
        test('a full key reaches the customer API and sends; its last use is recorded', async () => {
            assert.equal((await customerRequest(api, { apiKey: full.key }, 'get', '/api/v1/domains')).status, 200);
            assert.equal((await send(full.key)).status, 202);
            await eventually('last_used_at', async () => {
                const list = await customerCall(api, senderSession, 'get', '/api/v1/api-keys');
                return list.items.find((key) => key._id === full._id)?.last_used_at;
            });
        });
        test('a sending-only key sends, and gets 403 "This API key may only send messages" everywhere else', async () => {
            assert.equal((await send(sendingOnly.key)).status, 202);
            for (const [method, path] of [
                ['get', '/api/v1/domains'],
                ['get', '/api/v1/messages'],
                ['get', `/api/v1/messages/${sender.domainId}`],
                ['get', '/api/v1/account'],
                ['get', '/api/v1/api-keys'],
                ['post', '/api/v1/api-keys'],
                ['get', '/api/v1/smtp-credentials'],
                ['get', '/api/v1/suppressions'],
                ['post', '/api/v1/test-message'],
                ['get', '/api/v1/webhooks'],
                ['get', '/api/v1/reputation'],
                ['get', '/api/v1/warmup'],
                ['get', '/api/v1/production-access'],
                ['post', '/api/v1/production-access/request'],
                ['post', `/api/v1/domains/${sender.domainId}/verify`],
                ['delete', `/api/v1/domains/${sender.domainId}`],
            ]) {
                const response = await customerRequest(api, { apiKey: sendingOnly.key }, method, path, method === 'post' ? {} : undefined);
                assert.equal(response.status, 403, `${method} ${path}`);
                assert.equal(response.body.message, 'This API key may only send messages');
            }
        });
        test('a domain-limited key sees and sends for its domain only', async () => {
            const domains = await customerCall(api, { apiKey: domainLimited.key }, 'get', '/api/v1/domains');
            assert.deepEqual(domains.items.map((item) => item.domain), [sender.domain]);
            assert.equal((await customerRequest(api, { apiKey: domainLimited.key }, 'get', `/api/v1/domains/${otherDomainId}`)).status, 404);
            assert.equal((await customerRequest(api, { apiKey: domainLimited.key }, 'post', `/api/v1/domains/${otherDomainId}/verify`)).status, 404);
            assert.equal((await send(domainLimited.key)).status, 202);
            const elsewhere = await send(domainLimited.key, 'news@second.sender-account.example');
            assert.equal(elsewhere.status, 403);
            assert.equal(elsewhere.body.message, `Sender domain second.sender-account.example is not allowed: these credentials may send only from ${sender.domain}`);
            const test = await customerRequest(api, { apiKey: domainLimited.key }, 'post', '/api/v1/test-message', { domain_id: otherDomainId, to: 'me@recipient.example' });
            assert.equal(test.status, 404);
            for (const [method, path] of [
                ['get', '/api/v1/account'],
                ['get', '/api/v1/account/overview'],
                ['get', '/api/v1/api-keys'],
                ['get', '/api/v1/suppressions'],
                ['post', '/api/v1/domains'],
            ]) {
                const response = await customerRequest(api, { apiKey: domainLimited.key }, method, path, method === 'post' ? { domain: 'x.example' } : undefined);
                assert.equal(response.status, 403, `${method} ${path}`);
                assert.equal(response.body.message, `This API key is limited to the domain ${sender.domain}`);
            }
            const messages = await customerCall(api, { apiKey: domainLimited.key }, 'get', '/api/v1/messages?limit=100');
            assert.ok(messages.items.length > 0 && messages.items.every((message) => message.domain === sender.domain));
        });
        test('a key for another account’s domain cannot be made (400, as for an unknown one)', async () => {
            const carolDomains = await customerCall(api, carolSession, 'get', '/api/v1/domains');
            for (const domainId of [carolDomains.items[0]._id, '65f1c0ffee0000000000dead']) {
                const response = await customerRequest(api, senderSession, 'post', '/api/v1/api-keys', { name: 'Sneaky', domain_id: domainId });
                assert.equal(response.status, 400);
                assert.deepEqual(response.body.message, ['domain_id must be the id of one of your domains']);
            }
        });
        test('a revoked key stops working at once; revoking it again is 404', async () => {
            assert.equal((await customerRequest(api, senderSession, 'delete', `/api/v1/api-keys/${full._id}`)).status, 204);
            assert.equal((await send(full.key)).status, 401);
            assert.equal((await customerRequest(api, { apiKey: full.key }, 'get', '/api/v1/domains')).status, 401);
            assert.equal((await customerRequest(api, senderSession, 'delete', `/api/v1/api-keys/${full._id}`)).status, 404);
        });
        test('a key with a right id and a wrong secret is refused', async () => {
            const forged = `${sendingOnly.key.slice(0, 29)}${'A'.repeat(43)}`;
            assert.equal((await send(forged)).status, 401);
        });
        test('the primary key keeps working as a full key', async () => {
            assert.equal((await customerRequest(api, { apiKey: sender.apiKey }, 'get', '/api/v1/api-keys')).status, 200);
        });
    });
    describe('messages', () => {
        let messageId;
        test('a message’s page shows its recipients, headers and every attempt with the remote reply', async () => {
            // The relay's next transaction must be this message's: earlier ones finish first.
            await eventually('earlier messages delivered', async () => {
                const inProgress = await Promise.all(['queued', 'deferred'].map((status) => customerCall(api, senderSession, 'get', `/api/v1/messages?status=${status}`)));
                return inProgress.every((list) => list.total === 0);
            });
            let attempts = 0;
            relay.reply(() => (attempts++ === 0 ? { code: 451, message: '4.7.1 Greylisted, try again' } : 'accept'));
            const sent = await customerRequest(api, { apiKey: sender.apiKey }, 'post', '/api/v1/messages', {
                from: `Sender <news@${sender.domain}>`,
                to: 'tim@timeline.example',
                subject: 'Timeline check',
                text: 'hello',
            });
            assert.equal(sent.status, 202, JSON.stringify(sent.body));
            messageId = sent.body.id;
            const detail = await eventually('the message delivered', async () => {
                const message = await customerCall(api, senderSession, 'get', `/api/v1/messages/${messageId}`);
                return message.status === 'delivered' && message;
            });
            relay.reply('accept');
            assert.equal(detail.subject, 'Timeline check');
            assert.equal(detail.from, `Sender <news@${sender.domain}>`);
            assert.deepEqual(detail.to, ['tim@timeline.example']);
            assert.equal(detail.message_id, sent.body.message_id);
            assert.equal(detail.source, 'http');
            assert.deepEqual(detail.recipients.map(({ address, status }) => [address, status]), [['tim@timeline.example', 'delivered']]);
            assert.match(detail.recipients[0].last_response, /^250 /);
            const headerNames = detail.headers.map((header) => header.name.toLowerCase());
            assert.ok(headerNames.includes('dkim-signature') && headerNames.includes('subject'));
            assert.deepEqual(detail.events.map((event) => [event.type, event.recipient, event.attempt]), [
                ['accepted', null, null],
                ['deferred', 'tim@timeline.example', 1],
                ['delivered', 'tim@timeline.example', 2],
            ]);
            assert.match(detail.events[1].response, /^451 4\.7\.1 Greylisted, try again/);
            assert.match(detail.events[2].response, /^250 /);
            assert.equal(detail.events[2].agent_hostname, 'test-relay');
        });
        test('the list filters by recipient, subject, status and date range', async () => {
            const list = (query) => customerCall(api, senderSession, 'get', `/api/v1/messages${query}`);
            assert.deepEqual((await list('?recipient=TIM@timeline')).items.map((item) => item._id), [messageId]);
            assert.deepEqual((await list('?subject=timeline%20CHECK')).items.map((item) => item._id), [messageId]);
            assert.ok((await list('?status=delivered&limit=100')).items.some((item) => item._id === messageId));
            assert.ok(!(await list('?status=bounced&limit=100')).items.some((item) => item._id === messageId));
            const today = new Date().toISOString().slice(0, 10);
            assert.ok((await list(`?date_from=${today}&date_to=${today}&recipient=tim@`)).total === 1);
            assert.equal((await list('?date_to=2020-01-01')).total, 0);
            const paged = await list('?page=1&limit=1');
            assert.deepEqual([paged.items.length, paged.page, paged.limit], [1, 1, 1]);
            assert.ok(paged.total >= 3);
        });
        test('a message that came by SMTP is in the log with source smtp', async () => {
            await smtpTransport({ user: sender.smtpEmail, pass: sender.smtpPassword }).sendMail({
                from: `news@${sender.domain}`,
                to: 'smtp-reader@timeline.example',
                subject: 'By SMTP',
                text: 'hi',
            });
            const list = await customerCall(api, senderSession, 'get', '/api/v1/messages?recipient=smtp-reader');
            assert.deepEqual(list.items.map((item) => [item.subject, item.source]), [['By SMTP', 'smtp']]);
        });
        test('bad filters and unknown parameters are refused with 400', async () => {
            for (const query of ['?status=lost', '?date_from=yesterday', '?limit=1000', '?page=0', '?sort=created_at', `?user_id=${carol.userId}`, '?recipient[$ne]=x', '?date_from=2026-02-02&date_to=2026-01-01']) {
                const response = await customerRequest(api, senderSession, 'get', `/api/v1/messages${query}`);
                assert.equal(response.status, 400, `${query}: ${JSON.stringify(response.body)}`);
            }
        });
    });
    describe('suppressions', () => {
        let suppression;
        test('add, list, search and remove; a suppressed address is refused when sending', async () => {
            suppression = await customerCall(api, senderSession, 'post', '/api/v1/suppressions', { address: 'Gone@Recipient.example' });
            assert.deepEqual([suppression.address, suppression.reason], ['gone@recipient.example', 'Added by the account']);
            const again = await customerCall(api, senderSession, 'post', '/api/v1/suppressions', { address: 'gone@recipient.example', reason: 'other' });
            assert.deepEqual(again, suppression, 'an address already on the list stays as it was');
            const list = await customerCall(api, senderSession, 'get', '/api/v1/suppressions?search=gone');
            assert.deepEqual(list.items, [suppression]);
            const refused = await customerRequest(api, { apiKey: sender.apiKey }, 'post', '/api/v1/messages', { from: `news@${sender.domain}`, to: 'gone@recipient.example', text: 'x' });
            assert.equal(refused.status, 422);
            assert.equal((await customerRequest(api, senderSession, 'delete', `/api/v1/suppressions/${suppression._id}`)).status, 204);
            const allowed = await customerRequest(api, { apiKey: sender.apiKey }, 'post', '/api/v1/messages', { from: `news@${sender.domain}`, to: 'gone@recipient.example', text: 'x' });
            assert.equal(allowed.status, 202);
            assert.equal((await customerRequest(api, senderSession, 'delete', `/api/v1/suppressions/${suppression._id}`)).status, 404);
        });
    });
    describe('account', () => {
        test('profile: read and change the name', async () => {
            const profile = await customerCall(api, carolSession, 'get', '/api/v1/account');
            assert.deepEqual([profile.email, profile.email_confirmed, profile.approval, profile.sending_state, profile.plan], [carol.email, true, 'approved', 'ready', null]);
            const changed = await customerCall(api, carolSession, 'patch', '/api/v1/account', { firstName: '  Carol ', lastName: 'Shaw' });
            assert.deepEqual([changed.firstName, changed.lastName], ['Carol', 'Shaw']);
            const refused = await customerRequest(api, carolSession, 'patch', '/api/v1/account', { email: 'new@x.example' });
            assert.equal(refused.status, 400, 'the e-mail address is not the customer’s to change here');
        });
        test('a test message goes from test@<domain> to the address given and shows in the log', async () => {
            const before = relay.received.length;
            const sent = await customerCall(api, senderSession, 'post', '/api/v1/test-message', { domain_id: sender.domainId, to: 'me@owner-inbox.example' }, 202);
            assert.equal(sent.status, 'queued');
            const received = await eventually('the test message at the relay', async () => relay.received.slice(before).find((message) => message.to.includes('me@owner-inbox.example')));
            assert.match(received.raw.toString(), new RegExp(`^From:.*test@${sender.domain.replace(/\./g, '\\.')}`, 'mi'));
            assert.match(received.from, /^b\+[a-z2-7]{40}@localhost$/, 'the envelope sender is its return path (issue 14)');
            const logged = await customerCall(api, senderSession, 'get', `/api/v1/messages/${sent.id}`);
            assert.equal(logged.subject, `Test message from ${sender.domain}`);
            const unsendable = await customerRequest(api, carolSession, 'post', '/api/v1/test-message', {
                domain_id: (await customerCall(api, carolSession, 'get', '/api/v1/domains')).items[0]._id,
                to: 'me@owner-inbox.example',
            });
            assert.equal(unsendable.status, 403);
            assert.match(unsendable.body.message, /carol-mail\.example/);
        });
        test('overview: counts from the daily rows, the quota, and the first-run checklist', async () => {
            const overview = await eventually('delivered counts flushed', async () => {
                const current = await customerCall(api, senderSession, 'get', '/api/v1/account/overview');
                return current.delivered_30d >= 3 && current;
            });
            assert.equal(overview.days.length, 30);
            assert.equal(overview.days[29].date, new Date().toISOString().slice(0, 10));
            assert.ok(overview.sent_today >= 6, `sent today: ${overview.sent_today}`);
            assert.equal(overview.sent_30d, overview.sent_today);
            assert.equal(overview.delivery_rate, Math.round((overview.delivered_30d / overview.sent_30d) * 10_000) / 100);
            assert.deepEqual(overview.quota, { daily_limit: 0, used_today: overview.sent_today, remaining_today: null });
            assert.deepEqual(overview.checklist, {
                domain_added: true,
                records_published: false,
                domain_verified: false,
                credential_created: true,
                test_message_sent: true,
                first_delivered: true,
                // Mail already delivered from its own domain: the sandbox is behind the account.
                sandbox_message_sent: true,
            });
            const fresh = await customerCall(api, carolSession, 'get', '/api/v1/account/overview');
            assert.deepEqual(fresh.checklist, {
                domain_added: true,
                records_published: true,
                domain_verified: true,
                credential_created: false,
                test_message_sent: false,
                first_delivered: false,
                sandbox_message_sent: false,
            });
            assert.equal(fresh.sent_30d, 0);
            assert.equal(fresh.bounce_rate, 0);
        });
    });
    describe('every route', () => {
        const id = '65f1c0ffee0000000000abcd';
        const attemptId = '65f1c0ffee0000000000dcba';
        const documentedPath = (path) => path.replace(id, '{id}').replace(attemptId, '{attemptId}');
        const routes = [
            ['get', '/api/v1/account'],
            ['patch', '/api/v1/account'],
            ['post', '/api/v1/account/password'],
            ['get', '/api/v1/account/overview'],
            ['get', '/api/v1/domains'],
            ['post', '/api/v1/domains'],
            ['get', `/api/v1/domains/${id}`],
            ['post', `/api/v1/domains/${id}/verify`],
            ['patch', `/api/v1/domains/${id}`],
            ['delete', `/api/v1/domains/${id}`],
            ['get', '/api/v1/smtp-credentials'],
            ['post', '/api/v1/smtp-credentials'],
            ['post', `/api/v1/smtp-credentials/${id}/rotate`],
            ['patch', `/api/v1/smtp-credentials/${id}`],
            ['delete', `/api/v1/smtp-credentials/${id}`],
            ['get', '/api/v1/api-keys'],
            ['post', '/api/v1/api-keys'],
            ['delete', `/api/v1/api-keys/${id}`],
            ['get', '/api/v1/messages'],
            ['post', '/api/v1/messages'],
            ['get', `/api/v1/messages/${id}`],
            ['get', '/api/v1/suppressions'],
            ['post', '/api/v1/suppressions'],
            ['delete', `/api/v1/suppressions/${id}`],
            ['post', '/api/v1/test-message'],
            ['get', '/api/v1/webhooks'],
            ['post', '/api/v1/webhooks'],
            ['get', `/api/v1/webhooks/${id}`],
            ['patch', `/api/v1/webhooks/${id}`],
            ['delete', `/api/v1/webhooks/${id}`],
            ['post', `/api/v1/webhooks/${id}/rotate-secret`],
            ['get', `/api/v1/webhooks/${id}/attempts`],
            ['post', `/api/v1/webhooks/${id}/attempts/${attemptId}/replay`],
            ['get', '/api/v1/reputation'],
            ['get', '/api/v1/production-access'],
            ['post', '/api/v1/production-access/request'],
            ['get', '/api/v1/warmup'],
            ['post', '/api/logout'],
            ['post', '/api/confirm-email/resend'],
        ];
        test('answers 401 without credentials', async () => {
            for (const [method, path] of routes) {
                const response = await api.http[method](path).send({});
                assert.equal(response.status, 401, `${method} ${path}`);
            }
        });
        test('answers 400, never 500, to hostile bodies', async () => {
            const nested = JSON.parse(`${'{"a":'.repeat(50)}1${'}'.repeat(50)}`);
            const hostile = [{ $where: 'sleep(1)' }, { domain: { $gt: '' } }, { email: ['a@b.example'] }, { name: nested }, { address: 42 }, [1, 2, 3], { status: 'deleted' }];
            for (const [method, path] of routes) {
                if (method === 'get' || method === 'delete' || path === '/api/logout' || path === '/api/confirm-email/resend' || path.endsWith('/verify') || path.endsWith('/rotate'))
                    continue;
                for (const body of hostile) {
                    const response = await customerRequest(api, senderSession, method, path, body);
                    assert.ok([400, 404].includes(response.status), `${method} ${path} ${JSON.stringify(body).slice(0, 60)} → ${response.status} ${JSON.stringify(response.body)}`);
                    if (response.status === 404)
                        assert.ok(path.includes(id), 'only an unknown id may answer 404');
                }
            }
        });
        test('each is described in the OpenAPI document', async () => {
            const document = (await api.http.get('/api/docs-json')).body;
            for (const [method, path] of routes) {
                const documented = documentedPath(path);
                assert.ok(document.paths[documented]?.[method], `${method} ${documented} is not documented`);
            }
            assert.ok(document.paths['/api/confirm-email']?.post);
            // and the list misses none: a new customer route is checked for 401 and hostile bodies too
            const listed = new Set(routes.map(([method, path]) => `${method} ${documentedPath(path)}`));
            const documented = Object.entries(document.paths)
                .filter(([path]) => path.startsWith('/api/v1/'))
                .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
            assert.deepEqual(documented.filter((operation) => !listed.has(operation)), [], 'documented customer operations missing from this list');
            assert.ok(document.paths['/api/admin/settings/signup']?.put);
            assert.ok(document.paths['/api/admin/users/{id}/approve']?.post);
        });
    });
});
//# sourceMappingURL=customer-api.e2e-spec.js.map