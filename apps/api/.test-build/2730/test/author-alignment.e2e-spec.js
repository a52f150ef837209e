import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import nodemailer from 'nodemailer';
import { startDnsTestServer } from './support/dns-test-server.js';
import { addTestDomain, adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
const HOSTNAME = 'submission.platform.test';
describe('author alignment and mail integrity', () => {
    let api;
    let dns;
    let relay;
    let submissionPort;
    /** alice-mail.example (her SMTP account's domain) and alice-shop.example. */
    let alice;
    /** Another customer: bob-mail.example, and partners.alice-mail.example, a subdomain of Alice's domain. */
    let bob;
    /** DKIM records published in the test DNS server, by name. */
    const dkimRecords = new Map();
    let subjectNumber = 0;
    const dkimResults = async (raw) => {
        const result = await dkimVerify(raw, {
            resolver: async (name, type) => {
                const record = dkimRecords.get(name);
                if (type === 'TXT' && record)
                    return [[record]];
                throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
            },
        });
        return result.results.map((entry) => ({ domain: entry.signingDomain, result: entry.status?.result }));
    };
    /** A message as a client writes it: the given header lines, a unique Subject, and a body. */
    const message = (headerLines) => {
        const subject = `alignment ${(subjectNumber += 1)}`;
        return { subject, raw: `${[...headerLines, 'To: reader@recipient.example', `Subject: ${subject}`].join('\r\n')}\r\n\r\nHello\r\n` };
    };
    /** Submits a raw message by SMTP (STARTTLS, AUTH as Alice's account) with the given envelope sender. */
    const smtpSend = (raw, envelopeFrom = `news@${alice.domain}`) => nodemailer
        .createTransport({
        host: '127.0.0.1',
        port: submissionPort,
        secure: false,
        requireTLS: true,
        name: 'client.test',
        tls: { rejectUnauthorized: false },
        auth: { user: alice.smtpEmail, pass: alice.smtpPassword },
    })
        .sendMail({ envelope: { from: envelopeFrom, to: ['reader@recipient.example'] }, raw });
    /** The SMTP reply a refused submission got; fails the test when it was accepted. */
    const smtpRefusal = async (raw, envelopeFrom) => (await smtpSend(raw, envelopeFrom).then(() => assert.fail('the server accepted it'), (error) => error.response));
    const sendHttp = (body) => api.http.post('/api/v1/messages').set('authorization', `Bearer ${alice.apiKey}`).send({ to: 'reader@recipient.example', text: 'Hello', ...body });
    const arrived = async (subject) => {
        for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
            const found = relay.received.find((candidate) => candidate.raw.toString().includes(`Subject: ${subject}\r\n`));
            if (found)
                return found;
            await relay.waitForMessages(relay.received.length + 1, Math.max(1, deadline - Date.now())).catch(() => undefined);
        }
        return assert.fail(`"${subject}" did not arrive`);
    };
    const headerSection = (raw) => raw.toString().split('\r\n\r\n')[0];
    before(async () => {
        dns = await startDnsTestServer();
        relay = await startSmtpTestServer();
        api = await startTestApp({
            env: {
                DNS_SERVERS: dns.address,
                SMTP_SUBMISSION_PORT: '0',
                SMTP_SUBMISSION_HOST: '127.0.0.1',
                SMTP_HOSTNAME: HOSTNAME,
                RELAY_WORKER_CONCURRENCY: '2',
                QUEUE_POLL_MS: '50',
                RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
            },
        });
        submissionPort = api.app.get(SmtpSubmissionServer).port;
        const { _id: relayId } = await adminCall(api, 'post', '/api/admin/relays', {
            name: 'alignment-relay',
            smtp_host: '127.0.0.1',
            smtp_port: relay.port,
        });
        alice = await createTestSender(api, dns, { domain: 'alice-mail.example', sendPlan: 'bulletproof', relayId });
        const shop = await addTestDomain(api, dns, { domain: 'alice-shop.example', sendPlan: 'bulletproof', relayId, userId: alice.userId, userPlanId: alice.userPlanId });
        bob = await createTestSender(api, dns, { domain: 'bob-mail.example', sendPlan: 'bulletproof', relayId });
        await addTestDomain(api, dns, { domain: 'partners.alice-mail.example', sendPlan: 'bulletproof', relayId, userId: bob.userId, userPlanId: bob.userPlanId });
        dkimRecords.set(alice.dkimName, alice.dkimTxt).set(shop.dkimName, shop.dkimTxt).set(bob.dkimName, bob.dkimTxt);
    });
    after(async () => {
        await api?.close();
        await relay?.close();
        await dns?.close();
    });
    describe('author alignment', () => {
        test('a From at a domain not on the platform (paypal.com) is refused: SMTP 550 5.7.1, HTTP 403', async () => {
            assert.equal(await smtpRefusal(message(['From: PayPal <security@paypal.com>']).raw), '550 5.7.1 From domain paypal.com is not one of your domains');
            const response = await sendHttp({ from: `news@${alice.domain}, security@paypal.com`, subject: 'two authors' });
            assert.equal(response.status, 403);
            assert.equal(response.body.message, 'From domain paypal.com is not one of your domains', 'every author must align, not only the first');
        });
        test("a From or Sender at another customer's domain is refused", async () => {
            assert.equal(await smtpRefusal(message([`From: ceo@${bob.domain}`]).raw), '550 5.7.1 From domain bob-mail.example is not one of your domains');
            const response = await sendHttp({ from: `news@${alice.domain}`, headers: { Sender: `ceo@${bob.domain}` } });
            assert.equal(response.status, 403);
            assert.equal(response.body.message, 'Sender header domain bob-mail.example is not one of your domains');
        });
        test('a spoofed Sender is refused like a spoofed From, mailing-list style included', async () => {
            const raw = message([`From: Alice <news@${alice.domain}>`, 'Sender: list-owner@paypal.com']).raw;
            assert.equal(await smtpRefusal(raw), '550 5.7.1 Sender header domain paypal.com is not one of your domains');
            const response = await sendHttp({ from: `news@${alice.domain}`, headers: { Sender: 'list-owner@paypal.com' } });
            assert.equal(response.status, 403);
            assert.equal(response.body.message, 'Sender header domain paypal.com is not one of your domains');
        });
        test("a subdomain of the user's domain aligns and is signed with that domain's key; one registered to another customer does not", async () => {
            const { raw, subject } = message(['From: News <news@letters.alice-mail.example>', `Sender: lists@lists.${alice.domain}`]);
            const info = await smtpSend(raw);
            assert.match(info.response, /^250 /);
            const delivered = await arrived(subject);
            assert.deepEqual(await dkimResults(delivered.raw), [{ domain: alice.domain, result: 'pass' }]);
            assert.equal(await smtpRefusal(message(['From: deals@partners.alice-mail.example']).raw), '550 5.7.1 From domain partners.alice-mail.example is not one of your domains');
            assert.equal(await smtpRefusal(message(['From: deals@eu.partners.alice-mail.example']).raw), '550 5.7.1 From domain eu.partners.alice-mail.example is not one of your domains', 'the nearest domain on the platform decides');
        });
        test('two From fields, two Sender fields or no From at all are refused: SMTP 550 5.6.0, HTTP 400', async () => {
            assert.equal(await smtpRefusal(message([`From: news@${alice.domain}`, 'From: security@paypal.com']).raw), '550 5.6.0 The message has 2 From headers; exactly one is allowed');
            assert.equal(await smtpRefusal(message([`From: news@${alice.domain}`, `sender: a@${alice.domain}`, 'SENDER: b@paypal.com']).raw), '550 5.6.0 The message has 2 Sender headers; at most one is allowed');
            assert.equal(await smtpRefusal(message([]).raw), '550 5.6.0 The message has no From header');
            const response = await sendHttp({ from: `news@${alice.domain}`, headers: { Sender: `a@${alice.domain}`, sender: 'b@paypal.com' } });
            assert.equal(response.status, 400);
            assert.equal(response.body.message, 'The message has 2 Sender headers; at most one is allowed');
        });
        test('display names with "@" and quotes, comments, encoded words and folding do not hide the address', async () => {
            const tricky = message([`From: "security@paypal.com \\"Support\\"" (security@paypal.com)\r\n =?UTF-8?Q?security=40paypal.com?=\r\n\t<news@${alice.domain}>`]);
            assert.match((await smtpSend(tricky.raw)).response, /^250 /);
            assert.equal(await smtpRefusal(message([`From: "news@${alice.domain}"\r\n <security@paypal.com>`]).raw), '550 5.7.1 From domain paypal.com is not one of your domains');
            assert.equal(await smtpRefusal(message([`From: Team:\r\n news@${alice.domain},\r\n security@paypal.com;`]).raw), '550 5.7.1 From domain paypal.com is not one of your domains', 'every member of a group is an author');
            assert.equal(await smtpRefusal(message([`From: news@${alice.domain}@paypal.com`]).raw), `550 5.6.0 From address "news@${alice.domain}@paypal.com" is not a valid e-mail address`);
        });
        test("an SMTP account tied to one domain may not use the user's other domain, in the envelope or the headers", async () => {
            assert.equal(await smtpRefusal(message([`From: news@${alice.domain}`]).raw, 'news@alice-shop.example'), '550 5.7.1 Sender domain alice-shop.example is not allowed: these credentials may send only from alice-mail.example');
            assert.equal(await smtpRefusal(message(['From: news@alice-shop.example']).raw), '550 5.7.1 From domain alice-shop.example is not allowed: these credentials may send only from alice-mail.example');
            assert.equal(await smtpRefusal(message([`From: news@${alice.domain}`, 'Sender: news@alice-shop.example']).raw), '550 5.7.1 Sender header domain alice-shop.example is not allowed: these credentials may send only from alice-mail.example');
            // The user's API key is not tied to a domain: the other domain sends, signed with its own key.
            const response = await sendHttp({ from: 'news@alice-shop.example', subject: 'from the shop' });
            assert.equal(response.status, 202, JSON.stringify(response.body));
            assert.deepEqual(await dkimResults((await arrived('from the shop')).raw), [{ domain: 'alice-shop.example', result: 'pass' }]);
        });
    });
    describe('mail integrity', () => {
        test('From, Subject, To, Date and List-* are over-signed: a second From added above the signed one fails DKIM', async () => {
            const { raw, subject } = message([
                `From: News <news@${alice.domain}>`,
                'Date: Tue, 05 Mar 2024 10:00:00 +0000',
                'List-Unsubscribe: <https://alice-mail.example/u/1>',
                'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
            ]);
            await smtpSend(raw);
            const delivered = (await arrived(subject)).raw;
            assert.deepEqual(await dkimResults(delivered), [{ domain: alice.domain, result: 'pass' }]);
            const signedNames = /\bh=([^;]+);/.exec(headerSection(delivered).replace(/\r\n[ \t]+/g, ' '))[1].split(':').map((name) => name.trim().toLowerCase());
            for (const name of ['from', 'subject', 'to', 'date', 'list-unsubscribe', 'list-unsubscribe-post']) {
                assert.equal(signedNames.filter((signed) => signed === name).length, 2, `${name} is listed once more than it occurs`);
            }
            assert.ok(signedNames.includes('list-id'), 'a List-* field the message lacks is listed, so adding one fails');
            const withSecondFrom = Buffer.concat([Buffer.from('From: security@paypal.com\r\n'), delivered]);
            assert.deepEqual(await dkimResults(withSecondFrom), [{ domain: alice.domain, result: 'fail' }]);
            const withListId = Buffer.concat([Buffer.from('List-Id: <phish.paypal.com>\r\n'), delivered]);
            assert.deepEqual(await dkimResults(withListId), [{ domain: alice.domain, result: 'fail' }]);
        });
        test('SMTP: every customer DKIM-Signature and Return-Path is dropped and a Received field is added', async () => {
            const { raw, subject } = message([
                'DKIM-Signature: v=1; a=rsa-sha256; d=paypal.com; s=x; h=from;\r\n\tbh=AAAA; b=AAAA',
                `From: news@${alice.domain}`,
                'return-path: <bounces@paypal.com>',
                'dkim-signature:\r\n v=1; d=paypal.com',
                'RETURN-PATH:\r\n\t<other@paypal.com>',
            ]);
            await smtpSend(raw);
            const headers = headerSection((await arrived(subject)).raw);
            assert.equal(headers.match(/^dkim-signature:/gim)?.length, 1, headers);
            assert.match(headers, /^DKIM-Signature: [^]*?d=alice-mail\.example;/m);
            assert.doesNotMatch(headers, /paypal\.com/);
            assert.doesNotMatch(headers, /^return-path:/im);
            assert.match(headers, /^Received: from client\.test \(\[127\.0\.0\.1\]\)\r\n\tby submission\.platform\.test with ESMTPSA id [0-9a-f]{24};\r\n\t\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000\r\n/m);
        });
        test('HTTP: customer DKIM-Signature and Return-Path headers are dropped and a Received field names the stored message', async () => {
            const response = await sendHttp({
                from: `news@${alice.domain}`,
                subject: 'http integrity',
                headers: { 'DKIM-Signature': 'v=1; d=paypal.com; b=AAAA', 'Return-Path': '<bounces@paypal.com>' },
            });
            assert.equal(response.status, 202, JSON.stringify(response.body));
            const headers = headerSection((await arrived('http integrity')).raw);
            assert.equal(headers.match(/^dkim-signature:/gim)?.length, 1);
            assert.doesNotMatch(headers, /paypal\.com/);
            assert.doesNotMatch(headers, /^return-path:/im);
            assert.match(headers, new RegExp(`^Received: from \\[127\\.0\\.0\\.1\\] \\(\\[127\\.0\\.0\\.1\\]\\)\\r\\n\\tby submission\\.platform\\.test with HTTP id ${response.body.id};`, 'm'));
        });
    });
});
//# sourceMappingURL=author-alignment.e2e-spec.js.map