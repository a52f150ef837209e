import assert from 'node:assert/strict';
import { promises as dnsPromises } from 'node:dns';
import { after, before, describe, test } from 'node:test';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import nodemailer from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import { PlatformSender } from '../src/platform-sender/platform-sender.service.js';
import { DeliveryQueueService } from '../src/queue/delivery-queue.service.js';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
import { addVerifiedDomain, customerCall, customerRequest, signUpAndConfirm } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
import { signatureHeaders, startWebhookReceiver } from './support/webhook-receiver.js';
/** The platform's public host name, so its own domain, in this test. */
const PLATFORM_DOMAIN = 'mail.sandbox-platform.example.net';
const SIMULATOR = `simulator.${PLATFORM_DOMAIN}`;
const SANDBOX_DAILY_LIMIT = 2;
const payloadOf = (request) => JSON.parse(request.body);
describe('the sandbox, the mailbox simulator and the platform domain', () => {
    let api;
    let dns;
    let inbox;
    let hooks;
    let customer;
    let endpoint;
    let sandboxAddress;
    const session = () => ({ cookie: customer.cookie });
    const sendFromSandbox = (to, from = sandboxAddress) => customerRequest(api, session(), 'post', '/api/v1/messages', { from, to, subject: `To ${to}`, text: 'Hello from the sandbox' });
    const sent = async (to) => {
        const response = await sendFromSandbox(to);
        assert.equal(response.status, 202, JSON.stringify(response.body));
        return response.body.id;
    };
    /** The message once it has this event (and, when named, the status the event leads to: a DSN's event is written before the status follows it). */
    const waitForEvent = async (id, type, recipient, status) => {
        const deadline = Date.now() + 60_000;
        for (;;) {
            const detail = await customerCall(api, session(), 'get', `/api/v1/messages/${id}`);
            const arrived = detail.events.some((event) => event.type === type && event.recipient === recipient);
            if (arrived && (status === undefined || detail.status === status))
                return detail;
            if (Date.now() > deadline)
                throw new Error(`No ${type} event for ${recipient}: ${JSON.stringify(detail.events)}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
    };
    /** The webhook of this type for this message, its Standard Webhooks signature checked with the endpoint's secret. */
    const verifiedWebhook = async (id, type) => {
        const [request] = await hooks.waitFor(1, (received) => payloadOf(received).data.message_id === id && payloadOf(received).type === type, 60_000);
        assert.deepEqual(new Webhook(endpoint.secret).verify(request.body, signatureHeaders(request)), JSON.parse(request.body));
        return payloadOf(request);
    };
    before(async () => {
        dns = await startDnsTestServer();
        inbox = await startSmtpTestServer();
        hooks = await startWebhookReceiver();
        api = await startTestApp({
            env: {
                PUBLIC_HOSTNAME: PLATFORM_DOMAIN,
                PUBLIC_URL: 'https://console.sandbox-platform.example.net',
                DNS_SERVERS: dns.address,
                QUEUE_POLL_MS: '50',
                WEBHOOK_POLL_MS: '50',
                SANDBOX_DAILY_LIMIT: String(SANDBOX_DAILY_LIMIT),
                SMTP_SETTINGS_TLS_REJECT_UNAUTHORIZED: 'false',
                SMTP_SUBMISSION_PORT: '0',
                SMTP_SUBMISSION_HOST: '127.0.0.1',
            },
        });
        await adminCall(api, 'put', '/api/admin/settings/webhooks', { allow_private_targets: true });
        await adminCall(api, 'put', '/api/admin/settings/smtp', { host: '127.0.0.1', port: inbox.port, secure: false, from: 'Platform <no-reply@console.example.net>' });
        customer = await signUpAndConfirm(api, inbox, 'newcomer@customer.example');
        endpoint = await customerCall(api, session(), 'post', '/api/v1/webhooks', {
            url: hooks.url,
            event_types: ['message.delivered', 'message.bounced', 'message.complained'],
        });
        sandboxAddress = (await customerCall(api, session(), 'get', '/api/v1/account/overview')).sandbox.from_address;
    });
    after(async () => {
        await api?.close();
        await hooks?.close();
        await inbox?.close();
        await dns?.close();
    });
    test('a new account has a sandbox address at the platform domain, and step one of its checklist waits for a sandbox message', async () => {
        const overview = await customerCall(api, session(), 'get', '/api/v1/account/overview');
        assert.deepEqual(overview.sandbox, {
            from_address: `${customer.userId}@${PLATFORM_DOMAIN}`,
            allowed_recipients: [customer.email],
            simulator_domain: SIMULATOR,
            daily_limit: SANDBOX_DAILY_LIMIT,
        });
        assert.equal(overview.checklist.sandbox_message_sent, false);
    });
    test('from the sandbox, delivered@, bounce@ and complaint@ each show their outcome on the timeline and at the webhook', async () => {
        const delivered = await sent(`delivered@${SIMULATOR}`);
        const bounced = await sent(`bounce@${SIMULATOR}`);
        const complained = await sent(`complaint@${SIMULATOR}`);
        const deliveredDetail = await waitForEvent(delivered, 'delivered', `delivered@${SIMULATOR}`, 'delivered');
        assert.equal(deliveredDetail.status, 'delivered');
        assert.equal((await verifiedWebhook(delivered, 'message.delivered')).data.recipient, `delivered@${SIMULATOR}`);
        // A real DSN reached the inbound processing: the bounce is hard, 5.1.1, and the address is suppressed.
        const bouncedDetail = await waitForEvent(bounced, 'bounced', `bounce@${SIMULATOR}`, 'bounced');
        const bounce = bouncedDetail.events.find((event) => event.type === 'bounced');
        assert.deepEqual([bounce.bounce_type, bounce.status_code], ['hard', '5.1.1']);
        assert.equal(bouncedDetail.status, 'bounced');
        assert.equal((await verifiedWebhook(bounced, 'message.bounced')).data.recipient, `bounce@${SIMULATOR}`);
        await waitForEvent(complained, 'complained', `complaint@${SIMULATOR}`);
        assert.equal((await verifiedWebhook(complained, 'message.complained')).data.recipient, `complaint@${SIMULATOR}`);
        const suppressions = await customerCall(api, session(), 'get', '/api/v1/suppressions');
        assert.deepEqual(suppressions.items.map((entry) => [entry.address, entry.cause]).sort(), [[`bounce@${SIMULATOR}`, 'bounce'], [`complaint@${SIMULATOR}`, 'complaint']]);
        const again = await sendFromSandbox(`bounce@${SIMULATOR}`);
        assert.deepEqual([again.status, again.body.message], [422, `Recipient bounce@${SIMULATOR} is suppressed: an earlier message to it bounced permanently`]);
        const overview = await customerCall(api, session(), 'get', '/api/v1/account/overview');
        assert.equal(overview.checklist.sandbox_message_sent, true);
    });
    test('ooto@ answers with an auto-reply, which is never taken for a bounce', async () => {
        const ooto = await sent(`ooto+1@${SIMULATOR}`);
        await waitForEvent(ooto, 'delivered', `ooto+1@${SIMULATOR}`);
        // The simulator answers one message after another: once a later one is delivered, the auto-reply was processed.
        await waitForEvent(await sent(`delivered+after-ooto@${SIMULATOR}`), 'delivered', `delivered+after-ooto@${SIMULATOR}`);
        const detail = await customerCall(api, session(), 'get', `/api/v1/messages/${ooto}`);
        assert.deepEqual(detail.events.map((event) => event.type), ['accepted', 'delivered']);
        assert.equal(detail.status, 'delivered');
    });
    test('suppressed@ is refused as a suppressed address', async () => {
        const refused = await sendFromSandbox(`suppressed@${SIMULATOR}`);
        assert.deepEqual([refused.status, refused.body.message], [422, `Recipient suppressed@${SIMULATOR} is suppressed: it is the mailbox simulator's suppressed address`]);
    });
    test('the sandbox refuses an outside recipient and another account\'s sandbox address, with 403 naming the rule', async () => {
        const outside = await sendFromSandbox('someone@elsewhere.example');
        assert.deepEqual([outside.status, outside.body.message], [403, `Recipient someone@elsewhere.example is outside the sandbox: a sandbox address sends only to your own address (${customer.email}) and to the mailbox simulator (@${SIMULATOR})`]);
        const othersAddress = `6650c0ffee00000000000a01@${PLATFORM_DOMAIN}`;
        const impersonated = await sendFromSandbox(`delivered@${SIMULATOR}`, othersAddress);
        assert.deepEqual([impersonated.status, impersonated.body.message], [403, `Sender address ${othersAddress} is not yours: your sandbox address is ${sandboxAddress}`]);
        const platformsOwn = await sendFromSandbox(`delivered@${SIMULATOR}`, `no-reply@${PLATFORM_DOMAIN}`);
        assert.equal(platformsOwn.status, 403);
    });
    test('the sandbox sends to the account\'s own address up to its daily limit, simulator mail not counted', async () => {
        for (let count = 0; count < SANDBOX_DAILY_LIMIT; count++)
            await sent(customer.email);
        const over = await sendFromSandbox(customer.email);
        assert.deepEqual([over.status, over.body.message], [403, `Sandbox daily limit of ${SANDBOX_DAILY_LIMIT} messages reached: add and verify a domain of your own to send more (mail to the mailbox simulator is not counted)`]);
        // Every simulator message sent above was left out of the count, and the simulator stays open.
        await sent(`delivered+after-limit@${SIMULATOR}`);
    });
    test('a verified domain of the account reaches the simulator too; its SMTP credential may not use the sandbox (550 5.7.1)', async () => {
        const ownDomain = 'own.newcomer.example';
        await addVerifiedDomain(api, dns, session(), ownDomain);
        const response = await customerRequest(api, session(), 'post', '/api/v1/messages', {
            from: `news@${ownDomain}`,
            to: `bounce+verified@${SIMULATOR}`,
            subject: 'From a verified domain',
            text: 'Hello',
        });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        const detail = await waitForEvent(response.body.id, 'bounced', `bounce+verified@${SIMULATOR}`);
        assert.equal(detail.events.find((event) => event.type === 'bounced').bounce_type, 'hard');
        const credential = await customerCall(api, session(), 'post', '/api/v1/smtp-credentials', { email: `app@${ownDomain}` });
        const refusal = await nodemailer
            .createTransport({
            host: '127.0.0.1',
            port: api.app.get(SmtpSubmissionServer).port,
            secure: false,
            requireTLS: true,
            tls: { rejectUnauthorized: false },
            auth: { user: credential.credential.email, pass: credential.smtp_password },
        })
            .sendMail({ from: sandboxAddress, to: `delivered@${SIMULATOR}`, subject: 'Hi', text: 'Hello' })
            .then(() => null, (error) => error.response);
        assert.equal(refusal, `550 5.7.1 Sandbox address ${sandboxAddress} is not allowed: these credentials may send only from ${ownDomain}`);
    });
    test('platform mail leaves from no-reply@ the platform domain, DKIM-signed so that mailauth verifies it against the DNS', async () => {
        const sender = api.app.get(PlatformSender);
        assert.equal(sender.available(), true);
        const queued = await sender.send({ kind: 'email_confirmation', to: 'reader@recipient.example', subject: 'Your confirmation link', text: 'Follow it.' });
        // The platform domain is a domain record like any other: the admin console lists its DKIM record.
        const found = await adminCall(api, 'get', `/api/admin/domains?search=${PLATFORM_DOMAIN}`);
        const detail = await adminCall(api, 'get', `/api/admin/domains/${found.items.find((domain) => domain.domain === PLATFORM_DOMAIN)._id}`);
        const { dkim } = detail.dns_records;
        dns.setTxt(`${dkim.name}.${PLATFORM_DOMAIN}`, [dkim.txt]);
        // Taken from the queue as a sending agent takes it: the copy the recipient's MX would get.
        const queue = api.app.get(DeliveryQueueService);
        const leased = (await queue.leaseMany('agent', 'test-agent', 60_000, () => true, 100)).find((lease) => lease.delivery.message_id === queued.message_id);
        assert.ok(leased, 'the platform mail is queued on the agent route');
        assert.match(leased.raw.toString('utf8'), new RegExp(`^From: no-reply@${PLATFORM_DOMAIN.replace(/\./g, '\\.')}\\r$`, 'm'));
        const resolver = new dnsPromises.Resolver();
        resolver.setServers([dns.address]);
        const verified = await dkimVerify(leased.raw, {
            resolver: async (name, type) => {
                if (type !== 'TXT')
                    throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
                return resolver.resolveTxt(name);
            },
        });
        assert.deepEqual(verified.results.map((result) => [result.signingDomain, result.status.result]), [[PLATFORM_DOMAIN, 'pass']]);
    });
});
//# sourceMappingURL=sandbox-simulator.e2e-spec.js.map