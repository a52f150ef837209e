import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import nodemailer from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import { customerCall } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { closedPortUrl, startSilentServer, startTestRspamd } from './support/rspamd-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
import { startWebhookReceiver } from './support/webhook-receiver.js';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
/** The standard GTUBE string: rspamd refuses any message that carries it. */
const GTUBE = 'XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X';
describe('content scanning with the real rspamd', () => {
    let rspamd;
    let api;
    let dns;
    let relay;
    let hooks;
    let sender;
    let submissionPort;
    let webhookSecret;
    let relayId;
    const sendHttp = (body, app = api) => app.http.post('/api/v1/messages').set('authorization', `Bearer ${sender.apiKey}`).send({ from: `news@${sender.domain}`, to: 'reader@recipient.example', ...body });
    const smtpSend = (raw, port = submissionPort, as = sender) => nodemailer
        .createTransport({
        host: '127.0.0.1',
        port,
        secure: false,
        requireTLS: true,
        tls: { rejectUnauthorized: false },
        auth: { user: as.smtpEmail, pass: as.smtpPassword },
    })
        .sendMail({ envelope: { from: `news@${as.domain}`, to: ['reader@recipient.example'] }, raw });
    const smtpRefusal = async (raw, port) => (await smtpSend(raw, port).then(() => assert.fail('the server accepted it'), (error) => error.response));
    const detail = async (id, app = api) => {
        const response = await app.http.get(`/api/v1/messages/${id}`).set('authorization', `Bearer ${sender.apiKey}`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body;
    };
    const waitForStatus = async (id, status) => {
        for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
            const message = await detail(id);
            if (message.status === status)
                return message;
        }
        return assert.fail(`message ${id} never reached ${status}: ${JSON.stringify(await detail(id))}`);
    };
    /** The id of the message the account sent with this subject (SMTP answers with its Message-ID, not our id). */
    const idBySubject = async (subject) => {
        const response = await api.http.get('/api/v1/messages').query({ subject }).set('authorization', `Bearer ${sender.apiKey}`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        const [message] = response.body.items;
        return message?._id ?? assert.fail(`no message "${subject}"`);
    };
    const arrived = (subject) => relay.received.find((message) => message.raw.toString().includes(`Subject: ${subject}\r\n`));
    /** Headers and body that the stock rules score at about 8 (two Subject fields, a capitals subject, an HTML-only body linking to an IP). */
    const spammyRaw = (subject, from = sender) => [
        `From: News <news@${from.domain}>`,
        'To: reader@recipient.example',
        `Subject: ${subject}`,
        `Subject: ${subject}`,
        'MIME-Version: 1.0',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<html><body><a href="http://192.0.2.7/claim">CLICK HERE</a></body></html>',
        '',
    ].join('\r\n');
    before(async () => {
        rspamd = await startTestRspamd();
        dns = await startDnsTestServer();
        relay = await startSmtpTestServer();
        hooks = await startWebhookReceiver();
        api = await startTestApp({
            env: {
                DNS_SERVERS: dns.address,
                SMTP_SUBMISSION_PORT: '0',
                SMTP_SUBMISSION_HOST: '127.0.0.1',
                RELAY_WORKER_CONCURRENCY: '1',
                QUEUE_POLL_MS: '50',
                RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
                WEBHOOK_POLL_MS: '50',
                RSPAMD_URL: rspamd.url,
                CONTENT_SCAN_MAX_BYTES: String(1024 * 1024),
            },
        });
        submissionPort = api.app.get(SmtpSubmissionServer).port;
        await adminCall(api, 'put', '/api/admin/settings/webhooks', { allow_private_targets: true });
        const relayRecord = await adminCall(api, 'post', '/api/admin/relays', { name: 'scan-relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
        relayId = relayRecord._id;
        sender = await createTestSender(api, dns, { domain: 'scanned-sender.example', sendPlan: 'bulletproof', relayId });
        const endpoint = await customerCall(api, { apiKey: sender.apiKey }, 'post', '/api/v1/webhooks', {
            url: hooks.url,
            event_types: ['message.failed', 'message.held', 'message.released'],
        });
        webhookSecret = endpoint.secret;
    });
    after(async () => {
        await api?.close();
        await rspamd?.stop();
        await relay?.close();
        await hooks?.close();
        await dns?.close();
    });
    test('a GTUBE message is refused by rspamd over HTTP (422) and SMTP (550 5.7.1), with the reason', async () => {
        const response = await sendHttp({ subject: 'GTUBE over HTTP', text: `Test body ${GTUBE}` });
        assert.equal(response.status, 422, JSON.stringify(response.body));
        assert.match(response.body.message, /refused by content scanning: Gtube pattern \(GTUBE\)/);
        const reply = await smtpRefusal(`From: news@${sender.domain}\r\nTo: reader@recipient.example\r\nSubject: GTUBE over SMTP\r\n\r\n${GTUBE}\r\n`);
        assert.match(reply, /^550 5\.7\.1 Message refused by content scanning: Gtube pattern/);
    });
    test('a clean message passes, is delivered, and its score and symbols are on its timeline', async () => {
        const response = await sendHttp({ subject: 'A clean note', text: 'Hello, the minutes of Tuesday are attached below. See you next week.' });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        const message = await waitForStatus(response.body.id, 'delivered');
        const scanned = message.events.find((event) => event.type === 'scanned');
        assert.ok(scanned?.content_scan, JSON.stringify(message.events));
        assert.equal(scanned.content_scan.verdict, 'passed');
        assert.equal(scanned.content_scan.scanned, true);
        assert.equal(typeof scanned.content_scan.score, 'number');
        assert.ok(scanned.content_scan.score < 6, `score ${scanned.content_scan.score}`);
        assert.ok(scanned.content_scan.symbols.length > 0, 'the matched rules are listed');
        assert.match(scanned.response, /^Score -?[\d.]+, below the hold score 6$/);
        assert.deepEqual(message.events.slice(0, 2).map((event) => event.type), ['accepted', 'scanned']);
        assert.ok(arrived('A clean note'), 'the relay got it');
    });
    test('a message scored at the hold score is held, not delivered, until an admin releases it; then it is delivered', async () => {
        const subject = 'FREE MONEY WINNER CLAIM NOW';
        await smtpSend(spammyRaw(subject));
        const id = await idBySubject(subject);
        const message = await detail(id);
        assert.equal(message.status, 'held');
        const scan = message.events.find((event) => event.type === 'scanned')?.content_scan;
        assert.equal(scan?.verdict, 'held');
        assert.ok(scan.score >= 6 && scan.score < 15, `score ${scan.score}`);
        assert.ok(scan.symbols.some((symbol) => symbol.name === 'MULTIPLE_UNIQUE_HEADERS'), JSON.stringify(scan.symbols));
        assert.ok(message.events.some((event) => event.type === 'held'));
        const listed = await adminCall(api, 'get', '/api/admin/held-messages');
        const entry = listed.find((held) => held._id === id);
        assert.equal(entry?.subject, subject);
        assert.equal(entry?.content_scan?.verdict, 'held');
        // The relay worker polls every 50 ms: a held message is never leased.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        assert.equal(arrived(subject), undefined, 'a held message is not delivered');
        assert.equal((await detail(id)).status, 'held');
        await adminCall(api, 'post', `/api/admin/held-messages/${id}/release`, { note: 'checked with the sender' }, 204);
        const delivered = await waitForStatus(id, 'delivered');
        assert.ok(arrived(subject), 'delivered to the relay once released');
        const released = delivered.events.find((event) => event.type === 'released');
        assert.equal(released?.response, 'Released by an administrator after review (checked with the sender)');
        assert.equal((await adminCall(api, 'get', '/api/admin/held-messages')).some((held) => held._id === id), false);
        // One review per message: it is no longer held.
        const again = await api.http.post(`/api/admin/held-messages/${id}/drop`).set('x-admin-token', api.adminToken).send({});
        assert.equal(again.status, 404, JSON.stringify(again.body));
        const webhook = await hooks.waitFor(1, (request) => JSON.parse(request.body).type === 'message.released');
        new Webhook(webhookSecret).verify(webhook[0].body, webhook[0].headers);
    });
    test('a held message an admin drops is failed for every recipient, with message.failed webhooks, and never sent', async () => {
        const subject = 'FREE PRIZE WINNER CLAIM NOW';
        await smtpSend(spammyRaw(subject));
        const id = await idBySubject(subject);
        assert.equal((await detail(id)).status, 'held');
        const heldHook = await hooks.waitFor(1, (request) => {
            const payload = JSON.parse(request.body);
            return payload.type === 'message.held' && payload.data.message_id === id;
        });
        new Webhook(webhookSecret).verify(heldHook[0].body, heldHook[0].headers);
        const badNote = await api.http.post(`/api/admin/held-messages/${id}/drop`).set('x-admin-token', api.adminToken).send({ note: 'x'.repeat(501) });
        assert.equal(badNote.status, 400);
        assert.match(JSON.stringify(badNote.body), /note must be at most 500 characters/);
        await adminCall(api, 'post', `/api/admin/held-messages/${id}/drop`, { note: 'phishing' }, 204);
        const dropped = await waitForStatus(id, 'failed');
        assert.equal(dropped.recipients[0].status, 'failed');
        assert.match(dropped.recipients[0].last_response, /Dropped by an administrator after review: not sent \(phishing\)/);
        const failedHooks = await hooks.waitFor(2, (request) => {
            const payload = JSON.parse(request.body);
            return payload.type === 'message.failed' && payload.data.message_id === id;
        });
        for (const hook of failedHooks)
            new Webhook(webhookSecret).verify(hook.body, hook.headers);
        const release = await api.http.post(`/api/admin/held-messages/${id}/release`).set('x-admin-token', api.adminToken).send({});
        assert.equal(release.status, 404);
        await new Promise((resolve) => setTimeout(resolve, 500));
        assert.equal(arrived(subject), undefined, 'a dropped message is never sent');
    });
    test('hostile input: a large message is scanned, one over the scan limit is accepted unscanned with a flag; malformed MIME is scanned without harm', async () => {
        const large = await sendHttp({ subject: 'Nine hundred kilobytes', text: 'a line of text that repeats\n'.repeat(32_000) });
        assert.equal(large.status, 202, JSON.stringify(large.body));
        assert.equal((await detail(large.body.id)).events.find((event) => event.type === 'scanned')?.content_scan?.scanned, true);
        const big = await sendHttp({ subject: 'Two megabytes', text: 'a line of text that repeats\n'.repeat(80_000) });
        assert.equal(big.status, 202, JSON.stringify(big.body));
        const scan = (await detail(big.body.id)).events.find((event) => event.type === 'scanned')?.content_scan;
        assert.equal(scan?.verdict, 'unscanned');
        assert.equal(scan?.scanned, false);
        assert.equal(scan?.note, `Not scanned: larger than the scan limit of ${1024 * 1024} bytes`);
        const malformed = Buffer.concat([
            Buffer.from(`From: news@${sender.domain}\r\nTo: reader@recipient.example\r\nSubject: Broken MIME\r\nMIME-Version: 1.0\r\n` +
                'Content-Type: multipart/mixed; boundary="never-closed"\r\nContent-Transfer-Encoding: base64\r\n\r\n--never-closed\r\n' +
                'Content-Type: text/html; charset=x-unknown\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n=ZZ=\r\n<a href="http://[::1">x</a>\r\n'),
            Buffer.from([0xff, 0xfe, 0x80, 0x81, 0x0d, 0x0a]),
        ]);
        const info = await smtpSend(malformed);
        assert.match(info.response, /^250 /);
        const id = await idBySubject('Broken MIME');
        assert.equal((await detail(id)).events.find((event) => event.type === 'scanned')?.content_scan?.scanned, true);
    });
    test("deleting an account fails its held messages and takes them off the review list", async () => {
        const doomed = await createTestSender(api, dns, { domain: 'doomed-sender.example', sendPlan: 'bulletproof', relayId: relayId });
        await smtpSend(spammyRaw('DOOMED HELD MESSAGE NOW', doomed), submissionPort, doomed);
        const listed = await adminCall(api, 'get', '/api/admin/held-messages');
        const held = listed.find((message) => message.subject === 'DOOMED HELD MESSAGE NOW') ?? assert.fail(JSON.stringify(listed));
        const deletion = await api.http.delete(`/api/admin/users/${doomed.userId}?cascade=true`).set('x-admin-token', api.adminToken);
        assert.equal(deletion.status, 204, JSON.stringify(deletion.body));
        for (const deadline = Date.now() + 20_000;; await new Promise((resolve) => setTimeout(resolve, 200))) {
            const still = await adminCall(api, 'get', '/api/admin/held-messages');
            if (!still.some((message) => message._id === held._id))
                break;
            if (Date.now() > deadline)
                assert.fail('the deleted account\'s held message is still listed');
        }
        const release = await api.http.post(`/api/admin/held-messages/${held._id}/release`).set('x-admin-token', api.adminToken).send({});
        assert.equal(release.status, 404);
        assert.equal(arrived('DOOMED HELD MESSAGE NOW'), undefined);
    });
    describe('while rspamd cannot be asked', () => {
        let silent;
        let accepting;
        let deferring;
        before(async () => {
            silent = await startSilentServer();
            const shared = { DNS_SERVERS: dns.address, SMTP_SUBMISSION_PORT: '0', SMTP_SUBMISSION_HOST: '127.0.0.1' };
            // Second and third API processes of the same installation, each with its own rspamd address and policy.
            accepting = await startTestApp({ shareWith: api, env: { ...shared, RSPAMD_URL: silent.url, CONTENT_SCAN_TIMEOUT_MS: '500' } });
            deferring = await startTestApp({ shareWith: api, env: { ...shared, RSPAMD_URL: await closedPortUrl(), CONTENT_SCAN_WHEN_DOWN: 'defer' } });
        });
        after(async () => {
            await accepting?.close();
            await deferring?.close();
            await silent?.close();
        });
        test('the default policy accepts the message unscanned, flagged on its timeline (rspamd timed out)', async () => {
            const started = Date.now();
            const response = await sendHttp({ subject: 'While rspamd hangs', text: 'Hello' }, accepting);
            assert.equal(response.status, 202, JSON.stringify(response.body));
            assert.ok(Date.now() - started < 5_000, 'the 500 ms timeout bounds the wait');
            const message = await detail(response.body.id, accepting);
            const scan = message.events.find((event) => event.type === 'scanned')?.content_scan;
            assert.equal(scan?.verdict, 'unscanned');
            assert.equal(scan?.note, 'Not scanned: rspamd did not answer within 500 ms');
        });
        test('CONTENT_SCAN_WHEN_DOWN=defer refuses for now: HTTP 503, SMTP 451 4.7.1', async () => {
            const response = await sendHttp({ subject: 'While rspamd is down', text: 'Hello' }, deferring);
            assert.equal(response.status, 503, JSON.stringify(response.body));
            assert.match(response.body.message, /^Content scanning is unavailable, try again later \(rspamd could not be reached: .*ECONNREFUSED/);
            const reply = await smtpRefusal(`From: news@${sender.domain}\r\nTo: reader@recipient.example\r\nSubject: Deferred\r\n\r\nHello\r\n`, deferring.app.get(SmtpSubmissionServer).port);
            assert.match(reply, /^451 4\.7\.1 Content scanning is unavailable, try again later/);
        });
    });
});
//# sourceMappingURL=content-scanning.e2e-spec.js.map