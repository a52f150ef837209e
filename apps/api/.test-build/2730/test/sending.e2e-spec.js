import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import nodemailer from 'nodemailer';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
const RELAY_CREDENTIALS = { user: 'relay-user', pass: 'relay-pass' };
describe('sending through a relay (bulletproof)', () => {
    let api;
    let dns;
    let relay;
    let sender;
    let relayId;
    let submissionPort;
    const dkimResult = async (raw) => {
        const result = await dkimVerify(raw, {
            resolver: async (name, type) => {
                if (type === 'TXT' && name === sender.dkimName)
                    return [[sender.dkimTxt]];
                throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
            },
        });
        return result.results[0]?.status?.result;
    };
    const sendHttp = (body, apiKey = sender.apiKey) => api.http.post('/api/v1/messages').set('authorization', `Bearer ${apiKey}`).send(body);
    /** An SMTP client of the submission port; STARTTLS unless told otherwise. */
    const smtpClient = (options = {}) => nodemailer.createTransport({
        host: '127.0.0.1',
        port: submissionPort,
        secure: false,
        requireTLS: !options.ignoreTLS,
        ignoreTLS: options.ignoreTLS ?? false,
        tls: { rejectUnauthorized: false },
        auth: options.auth === null ? undefined : (options.auth ?? { user: sender.smtpEmail, pass: sender.smtpPassword }),
    });
    const logsFor = async (to) => {
        const logs = await adminCall(api, 'get', '/api/admin/reports/logs?page=1&limit=100');
        return logs.items.filter((entry) => entry.to === to);
    };
    const waitForLog = async (to, status, timeoutMs = 20_000) => {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
            const entries = await logsFor(to);
            if (entries.some((entry) => entry.status === status))
                return entries;
            if (Date.now() > deadline)
                throw new Error(`No ${status} log for ${to}: ${JSON.stringify(entries)}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
    };
    /** The error an SMTP send failed with; fails the test when the server accepted the message. */
    const refusal = async (send) => (await send.then(() => assert.fail('the server accepted it'), (caught) => caught));
    before(async () => {
        dns = await startDnsTestServer();
        relay = await startSmtpTestServer({ credentials: RELAY_CREDENTIALS });
        api = await startTestApp({
            env: {
                DNS_SERVERS: dns.address,
                SMTP_SUBMISSION_PORT: '0',
                SMTP_SUBMISSION_HOST: '127.0.0.1',
                RELAY_WORKER_CONCURRENCY: '2',
                RELAY_MAX_CONNECTIONS: '2',
                QUEUE_POLL_MS: '50',
                RETRY_FIRST_SECONDS: '1',
                RETRY_MAX_SECONDS: '2',
                MAX_MESSAGE_BYTES: '50000',
                // The test relay offers STARTTLS with smtp-server's built-in certificate, which no CA signed.
                RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
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
        relayId = relayRecord._id;
        sender = await createTestSender(api, dns, { domain: 'bulletproof-sender.example', sendPlan: 'bulletproof', relayId, quota: 0 });
    });
    after(async () => {
        await api?.close();
        await relay?.close();
        await dns?.close();
    });
    test('HTTP: the message arrives at the relay with a DKIM signature that verifies against the published key', async () => {
        const response = await sendHttp({
            from: `Sender <news@${sender.domain}>`,
            to: 'alice@recipient.example',
            cc: ['carol@other.example'],
            bcc: 'bob@recipient.example',
            subject: 'Hello over HTTP',
            text: 'Plain body',
            html: '<p>HTML body</p>',
            headers: { 'X-Campaign': 'spring' },
            attachments: [{ filename: 'note.txt', content: Buffer.from('attached').toString('base64'), content_type: 'text/plain' }],
        });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        assert.equal(response.body.status, 'queued');
        assert.deepEqual([...response.body.recipients].sort(), ['alice@recipient.example', 'bob@recipient.example', 'carol@other.example']);
        const received = await relay.waitForMessages(3);
        const forMessage = received.filter((message) => message.raw.toString().includes('Hello over HTTP'));
        assert.deepEqual(forMessage.flatMap((message) => message.to).sort(), ['alice@recipient.example', 'bob@recipient.example', 'carol@other.example']);
        assert.equal(new Set(forMessage.map((message) => message.from)).size, 3, 'one return path per recipient');
        for (const message of forMessage) {
            // Each recipient's copy leaves with its own return path on the platform's return-path domain.
            assert.match(message.from, /^b\+[a-z2-7]{40}@localhost$/);
            assert.equal(message.user, RELAY_CREDENTIALS.user, 'the relay was used with its credentials');
            const text = message.raw.toString();
            assert.match(text, /X-Campaign: spring/);
            assert.doesNotMatch(text, /^Bcc:/im, 'Bcc stays in the envelope');
            assert.match(text, new RegExp(`Message-ID:\\s*<${response.body.message_id.replace(/[.$]/g, '\\$&')}>`));
            assert.equal(await dkimResult(message.raw), 'pass');
        }
        // One delivery per recipient: each is logged when its own relay transaction ends.
        await waitForLog('alice@recipient.example', 'delivered');
        await waitForLog('carol@other.example', 'delivered');
        const [entry] = await waitForLog('bob@recipient.example', 'delivered');
        assert.equal(entry.from, `news@${sender.domain}`);
        assert.equal(entry.status, 'delivered');
        assert.equal(entry.agent_hostname, 'test-relay');
        assert.equal(entry.source_ip, `127.0.0.1:${relay.port}`);
        // The figures count the attempts' events, which the queue records right after their log entries.
        let summary = await adminCall(api, 'get', '/api/admin/reports/summary');
        for (const deadline = Date.now() + 20_000; summary.delivered < 3 && Date.now() < deadline;) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            summary = await adminCall(api, 'get', '/api/admin/reports/summary');
        }
        assert.ok(summary.delivered >= 3, JSON.stringify(summary));
        const today = summary.items.find((day) => day.date === new Date().toISOString().slice(0, 10));
        assert.ok(today && today.delivered >= 3);
    });
    test('SMTP: STARTTLS + AUTH submission arrives at the relay, signed', async () => {
        const info = await smtpClient().sendMail({
            from: `news@${sender.domain}`,
            to: 'dave@recipient.example',
            subject: 'Hello over SMTP',
            text: 'Sent by SMTP submission',
        });
        assert.match(info.response, /^250 .*queued as/);
        const received = await relay.waitForMessages(relay.received.length + 1);
        const message = received.find((candidate) => candidate.raw.toString().includes('Hello over SMTP'));
        assert.deepEqual(message.to, ['dave@recipient.example']);
        assert.equal(await dkimResult(message.raw), 'pass');
        await waitForLog('dave@recipient.example', 'delivered');
    });
    test('the relay worker keeps its connections to the relay open and sends message after message over them', async () => {
        await relay.waitForMessages(relay.received.length); // nothing of the tests before still in flight
        const connectionsBefore = relay.connections();
        const receivedBefore = relay.received.length;
        const recipients = Array.from({ length: 8 }, (_, index) => `pooled${index}@recipient.example`);
        for (const to of recipients) {
            const response = await sendHttp({ from: `news@${sender.domain}`, to, subject: `Pooled ${to}`, text: 'Over a kept connection' });
            assert.equal(response.status, 202, JSON.stringify(response.body));
        }
        await relay.waitForMessages(receivedBefore + recipients.length);
        for (const to of recipients)
            await waitForLog(to, 'delivered');
        const opened = relay.connections() - connectionsBefore;
        assert.ok(opened <= 2, `8 messages over at most RELAY_MAX_CONNECTIONS (2) new connections, not one each (opened ${opened})`);
    });
    describe('refusals', () => {
        test('without STARTTLS a client cannot authenticate, so nothing is relayed', async () => {
            // AUTH is not offered before STARTTLS (smtp-hardening.e2e-spec.ts checks the EHLO answers and a forced AUTH's 538).
            const error = await refusal(smtpClient({ ignoreTLS: true }).sendMail({ from: `a@${sender.domain}`, to: 'x@y.example', text: 'x' }));
            assert.equal(error.responseCode, 530);
        });
        test('a wrong password is refused with 535', async () => {
            const error = await refusal(smtpClient({ auth: { user: sender.smtpEmail, pass: 'wrong' } }).sendMail({ from: `a@${sender.domain}`, to: 'x@y.example', text: 'x' }));
            assert.equal(error.responseCode, 535);
        });
        test('relaying without AUTH is refused', async () => {
            const error = await refusal(smtpClient({ auth: null }).sendMail({ from: `a@${sender.domain}`, to: 'x@y.example', text: 'x' }));
            assert.equal(error.responseCode, 530);
        });
        test("MAIL FROM another user's domain is refused by SMTP and HTTP", async () => {
            const error = await refusal(smtpClient().sendMail({ from: 'someone@not-yours.example', to: 'x@y.example', text: 'x' }));
            assert.equal(error.responseCode, 550);
            assert.match(error.response ?? '', /not-yours\.example is not one of your domains/);
            const response = await sendHttp({ from: 'someone@not-yours.example', to: 'x@y.example', text: 'x' });
            assert.equal(response.status, 403);
            assert.match(response.body.message, /not one of your domains/);
        });
        test('an inactive domain may not send', async () => {
            await adminCall(api, 'post', `/api/admin/domains/${sender.domainId}/toggle`, undefined, 200);
            try {
                const response = await sendHttp({ from: `a@${sender.domain}`, to: 'x@y.example', text: 'x' });
                assert.equal(response.status, 403);
                assert.match(response.body.message, /is inactive/);
                const error = await refusal(smtpClient().sendMail({ from: `a@${sender.domain}`, to: 'x@y.example', text: 'x' }));
                assert.equal(error.responseCode, 550);
            }
            finally {
                await adminCall(api, 'post', `/api/admin/domains/${sender.domainId}/toggle`, undefined, 200);
            }
        });
        test('an inactive user may not send, from the moment the admin switches it off, and its credentials answer as unknown ones', async () => {
            const message = { from: `a@${sender.domain}`, to: 'x@y.example', text: 'x' };
            const unknownKey = await sendHttp(message, 'not-a-key-of-anyone');
            await adminCall(api, 'post', `/api/admin/users/${sender.userId}/toggle`, undefined, 200);
            try {
                const response = await sendHttp(message);
                assert.deepEqual([response.status, response.body], [unknownKey.status, unknownKey.body]);
                assert.equal(response.status, 401);
                const error = await refusal(smtpClient().sendMail(message));
                assert.equal(error.responseCode, 535);
            }
            finally {
                await adminCall(api, 'post', `/api/admin/users/${sender.userId}/toggle`, undefined, 200);
            }
        });
        test('an inactive SMTP account may not send, from the moment the admin switches it off', async () => {
            await adminCall(api, 'patch', `/api/admin/smtp-accounts/${sender.smtpAccountId}`, { status: 'inactive' });
            try {
                const error = await refusal(smtpClient().sendMail({ from: `a@${sender.domain}`, to: 'x@y.example', text: 'x' }));
                assert.equal(error.responseCode, 550);
                assert.match(error.response ?? '', /This SMTP account is inactive/);
            }
            finally {
                await adminCall(api, 'patch', `/api/admin/smtp-accounts/${sender.smtpAccountId}`, { status: 'active' });
            }
        });
        test('a domain sends once created and verified, and stops at once when moved to another user or deleted', async () => {
            const domain = 'second-sender.example';
            const send = (to = 'second@recipient.example') => sendHttp({ from: `news@${domain}`, to, text: 'x' });
            // Asked before the domain exists, so an answer kept from here on would be wrong.
            assert.match((await send()).body.message, /second-sender\.example is not one of your domains/);
            const plans = await adminCall(api, 'get', `/api/admin/user-plans?user_id=${sender.userId}`);
            const created = await adminCall(api, 'post', '/api/admin/domains', {
                domain,
                user_id: sender.userId,
                user_plan_id: plans.items[0]._id,
                send_plan: 'bulletproof',
                bulletproof_relay_id: relayId,
            });
            const unverified = await send();
            assert.equal(unverified.status, 403);
            assert.match(unverified.body.message, /has not passed DKIM verification/);
            const { dns_records: records } = await adminCall(api, 'get', `/api/admin/domains/${created._id}`);
            dns.setTxt(`${records.dkim.name}.${domain}`, [records.dkim.txt]);
            await adminCall(api, 'post', `/api/admin/domains/${created._id}/verify`);
            const accepted = await send();
            assert.equal(accepted.status, 202, JSON.stringify(accepted.body));
            await waitForLog('second@recipient.example', 'delivered');
            const otherUser = await adminCall(api, 'post', '/api/admin/users', { email: 'other@owner.example', password: 'other-password' });
            await adminCall(api, 'patch', `/api/admin/domains/${created._id}`, { user_id: otherUser._id });
            assert.match((await send()).body.message, /not one of your domains/);
            await adminCall(api, 'patch', `/api/admin/domains/${created._id}`, { user_id: sender.userId, user_plan_id: plans.items[0]._id, bulletproof_relay_id: relayId });
            assert.equal((await send('second-again@recipient.example')).status, 202);
            await waitForLog('second-again@recipient.example', 'delivered');
            await adminCall(api, 'delete', `/api/admin/domains/${created._id}`, undefined, 204);
            const deleted = await send();
            assert.equal(deleted.status, 403);
            assert.match(deleted.body.message, /not one of your domains/);
            const error = await refusal(smtpClient().sendMail({ from: `news@${domain}`, to: 'second@recipient.example', text: 'x' }));
            assert.equal(error.responseCode, 550);
        });
        test('the daily quota of an SMTP account is enforced', async () => {
            await adminCall(api, 'patch', `/api/admin/smtp-accounts/${sender.smtpAccountId}`, { quota: 1 });
            try {
                // Earlier tests already sent today through this account: the quota of 1 is used up.
                const error = await refusal(smtpClient().sendMail({ from: `a@${sender.domain}`, to: 'x@y.example', text: 'x' }));
                assert.equal(error.responseCode, 452);
                assert.match(error.response ?? '', /Daily quota of 1 messages reached/);
            }
            finally {
                await adminCall(api, 'patch', `/api/admin/smtp-accounts/${sender.smtpAccountId}`, { quota: 0 });
            }
        });
        test('an oversized message is refused', async () => {
            const big = 'x'.repeat(60_000);
            const error = await refusal(smtpClient().sendMail({ from: `a@${sender.domain}`, to: 'x@y.example', text: big }));
            assert.equal(error.responseCode, 552);
            const response = await sendHttp({ from: `a@${sender.domain}`, to: 'x@y.example', text: big });
            assert.equal(response.status, 413);
        });
        test('bad HTTP input is a 400 naming the field, and a missing or wrong API key a 401', async () => {
            const bad = await sendHttp({ from: `a@${sender.domain}`, to: ['not-an-address'], text: 'x' });
            assert.equal(bad.status, 400);
            assert.match(JSON.stringify(bad.body.message), /to must contain only e-mail addresses/);
            const injected = await sendHttp({ from: `a@${sender.domain}`, to: 'x@y.example', text: 'x', headers: { 'X-Evil': 'a\r\nBcc: z@z.example' } });
            assert.equal(injected.status, 400);
            assert.equal((await api.http.post('/api/v1/messages').send({})).status, 401);
            assert.equal((await sendHttp({ from: `a@${sender.domain}`, to: 'x@y.example', text: 'x' }, 'key_wrong')).status, 401);
        });
    });
    describe('relay answers', () => {
        test('a 4xx is retried on schedule until the relay accepts', async () => {
            relay.reply({ code: 451, message: '4.3.0 Try again later' });
            const before = relay.received.length;
            const response = await sendHttp({ from: `retry@${sender.domain}`, to: 'retry@recipient.example', subject: 'Retried', text: 'x' });
            assert.equal(response.status, 202);
            await waitForLog('retry@recipient.example', 'deferred');
            relay.reply('accept');
            await waitForLog('retry@recipient.example', 'delivered');
            const statuses = (await logsFor('retry@recipient.example')).map((entry) => entry.status);
            assert.ok(statuses.includes('deferred') && statuses.includes('delivered'), statuses.join(','));
            assert.equal(relay.received.length, before + 1, `delivered exactly once: ${JSON.stringify(relay.received.slice(before).map((m) => m.to))}`);
        });
        test('a 5xx bounces, and later mail to that recipient is refused at acceptance', async () => {
            relay.reply({ code: 550, message: '5.1.1 No such user' });
            try {
                const response = await sendHttp({ from: `bounce@${sender.domain}`, to: 'gone@recipient.example', text: 'x' });
                assert.equal(response.status, 202);
                const [entry] = await waitForLog('gone@recipient.example', 'bounced');
                assert.match(entry.response, /No such user/);
            }
            finally {
                relay.reply('accept');
            }
            const again = await sendHttp({ from: `bounce@${sender.domain}`, to: 'gone@recipient.example', text: 'x' });
            assert.equal(again.status, 422);
            assert.match(again.body.message, /gone@recipient\.example is suppressed/);
            const error = await refusal(smtpClient().sendMail({ from: `a@${sender.domain}`, to: 'gone@recipient.example', text: 'x' }));
            assert.equal(error.responseCode, 550);
            const list = await adminCall(api, 'get', `/api/admin/suppressions?user_id=${sender.userId}`);
            const suppression = list.items.find((item) => item.address === 'gone@recipient.example');
            await adminCall(api, 'delete', `/api/admin/suppressions/${suppression._id}`, undefined, 204);
            assert.equal((await sendHttp({ from: `bounce@${sender.domain}`, to: 'gone@recipient.example', text: 'x' })).status, 202);
        });
    });
});
//# sourceMappingURL=sending.e2e-spec.js.map