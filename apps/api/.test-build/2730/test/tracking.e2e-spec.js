import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { after, before, describe, test } from 'node:test';
import { Joiner, Rewriter, Splitter } from 'mailsplit';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { Webhook } from 'standardwebhooks';
import { createCustomer, customerCall, customerRequest } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { DomainRecheckService } from '../src/domains/domain-recheck.service.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
import { signatureHeaders, startWebhookReceiver } from './support/webhook-receiver.js';
const PLATFORM_HOST = 'track.platform.test';
const CUSTOMER_HOST = 'track.tracked-sender.example';
const TEXT = 'Hello in text: https://shop.example/sale?a=1&b=2 stays as written.\n';
const HTML = '<html><body><p>Hello</p><a href="https://shop.example/sale?a=1&amp;b=2">Sale</a> ' +
    '<a href="mailto:help@shop.example">Mail us</a> <a href="#top">Top</a> <a href=\'http://blog.example/post\'>Blog</a></body></html>';
/** Each text part of a message, decoded (transfer encoding undone), by content type. */
async function textParts(raw) {
    const parts = [];
    const reader = new Rewriter((node) => typeof node.contentType === 'string' && node.contentType.startsWith('text/'));
    reader.on('node', ({ node, decoder, encoder }) => {
        const chunks = [];
        decoder.on('data', (chunk) => chunks.push(chunk));
        decoder.on('end', () => {
            parts.push({ type: String(node.contentType), body: Buffer.concat(chunks).toString('utf8') });
            encoder.end(Buffer.concat(chunks));
        });
    });
    await pipeline(Readable.from([raw]), new Splitter(), reader, new Joiner(), async function* (source) {
        for await (const chunk of source)
            void chunk;
    });
    return parts;
}
describe('open and click tracking', () => {
    let api;
    let dns;
    let relay;
    let receiver;
    let sender;
    let owner;
    const send = async (to, subject) => {
        const response = await customerRequest(api, owner, 'post', '/api/v1/messages', { from: `news@${sender.domain}`, to, subject, text: TEXT, html: HTML });
        assert.equal(response.status, 202, JSON.stringify(response.body));
        return response.body.id;
    };
    const received = async (subject) => {
        for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
            const message = relay.received.find((candidate) => candidate.raw.toString().includes(`Subject: ${subject}`));
            if (message)
                return message;
        }
        throw new Error(`${subject} did not reach the relay`);
    };
    const timeline = (messageId) => customerCall(api, owner, 'get', `/api/v1/messages/${messageId}`).then((detail) => detail.events);
    const htmlOf = async (subject) => (await textParts((await received(subject)).raw)).find((part) => part.type === 'text/html').body;
    /** The paths of the pixel and the tracked links in the HTML, on the given tracking host. */
    const trackingPaths = (html, host = PLATFORM_HOST) => {
        const origin = `https://${host}`.replace(/\./g, '\\.');
        return {
            pixel: [...html.matchAll(new RegExp(`<img src="${origin}(/t/o/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.gif)"`, 'g'))].map((match) => match[1]),
            links: [...html.matchAll(new RegExp(`href="${origin}(/t/c/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)"`, 'g'))].map((match) => match[1]),
        };
    };
    /**
     * Opens come after delivery: waits until the delivery results are in the message's timeline,
     * whose concurrent updates the embedded database could otherwise make undo one another.
     */
    const deliveredInTimeline = async (messageId, count) => {
        for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
            if ((await timeline(messageId)).filter((event) => event.type === 'delivered').length >= count)
                return;
        }
        throw new Error(`message ${messageId} has fewer than ${count} delivered events`);
    };
    /** A GET of a tracking path as a mail client sends it to the host named in the link. */
    const visit = (path, host = PLATFORM_HOST) => api.http.get(path).set('host', host);
    before(async () => {
        dns = await startDnsTestServer();
        relay = await startSmtpTestServer();
        receiver = await startWebhookReceiver();
        api = await startTestApp({
            env: {
                PUBLIC_URL: `https://${PLATFORM_HOST}`,
                DOMAIN_RECHECK_MINUTES: '60',
                DNS_SERVERS: dns.address,
                RELAY_WORKER_CONCURRENCY: '2',
                QUEUE_POLL_MS: '50',
                RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
                WEBHOOK_POLL_MS: '50',
            },
        });
        await adminCall(api, 'put', '/api/admin/settings/webhooks', { allow_private_targets: true });
        const relayRecord = await adminCall(api, 'post', '/api/admin/relays', { name: 'tracking-relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
        sender = await createTestSender(api, dns, { domain: 'tracked-sender.example', sendPlan: 'bulletproof', relayId: relayRecord._id });
        owner = { apiKey: sender.apiKey };
    });
    after(async () => {
        await api?.close();
        await receiver?.close();
        await relay?.close();
        await dns?.close();
    });
    test('off by default: the HTML arrives as written, without a pixel', async () => {
        const detail = await customerCall(api, owner, 'get', `/api/v1/domains/${sender.domainId}`);
        assert.deepEqual([detail.domain.track_opens, detail.domain.track_clicks], [false, false]);
        await send('reader@inbox.example', 'untracked');
        const parts = await textParts((await received('untracked')).raw);
        assert.equal(parts.find((part) => part.type === 'text/html')?.body, HTML);
    });
    test('the owner switches tracking on with PATCH /api/v1/domains/{id}; others get 404, bad values 400', async () => {
        const stranger = await createCustomer(api, 'stranger@tracking-other.example');
        const hidden = await customerRequest(api, { cookie: stranger.cookie }, 'patch', `/api/v1/domains/${sender.domainId}`, { track_opens: true });
        assert.deepEqual([hidden.status, hidden.body.message], [404, `Domain ${sender.domainId} not found`]);
        const invalid = await customerRequest(api, owner, 'patch', `/api/v1/domains/${sender.domainId}`, { track_opens: 'yes' });
        assert.deepEqual([invalid.status, invalid.body.message], [400, ['track_opens must be true or false']]);
        const opensOnly = await customerCall(api, owner, 'patch', `/api/v1/domains/${sender.domainId}`, { track_opens: true });
        assert.deepEqual([opensOnly.domain.track_opens, opensOnly.domain.track_clicks], [true, false]);
        // The admin sets the same switches on the admin route.
        const byAdmin = await adminCall(api, 'patch', `/api/admin/domains/${sender.domainId}`, { track_clicks: true });
        assert.deepEqual([byAdmin.track_opens, byAdmin.track_clicks], [true, true]);
    });
    describe('a tracked HTML message to one recipient', () => {
        let messageId;
        let html;
        let raw;
        let endpoint;
        before(async () => {
            endpoint = await customerCall(api, owner, 'post', '/api/v1/webhooks', { url: receiver.url, event_types: ['message.opened', 'message.clicked'] });
            messageId = await send('reader@inbox.example', 'tracked');
            raw = (await received('tracked')).raw;
            await deliveredInTimeline(messageId, 1);
            html = (await textParts(raw)).find((part) => part.type === 'text/html').body;
        });
        test('has a pixel and its http(s) links rewritten to the tracking host; mailto and anchors stay; the text part is unchanged', async () => {
            const { pixel, links } = trackingPaths(html);
            assert.equal(pixel.length, 1);
            assert.equal(links.length, 2);
            assert.ok(html.includes('<a href="mailto:help@shop.example">Mail us</a> <a href="#top">Top</a>'));
            assert.ok(!html.includes('shop.example/sale') && !html.includes('blog.example'));
            assert.ok(html.indexOf(pixel[0]) < html.indexOf('</body>'));
            // As the message was built (CRLF line ends), and the same as in the untracked message.
            const text = (await textParts(raw)).find((part) => part.type === 'text/plain')?.body;
            assert.equal(text, TEXT.replace(/\n/g, '\r\n'));
            assert.equal(text, (await textParts((await received('untracked')).raw)).find((part) => part.type === 'text/plain')?.body);
        });
        test('is DKIM-signed over the rewritten body (mailauth verifies it)', async () => {
            const result = await dkimVerify(raw, {
                resolver: async (name, type) => {
                    if (type === 'TXT' && name === sender.dkimName)
                        return [[sender.dkimTxt]];
                    throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
                },
            });
            assert.equal(result.results[0]?.status?.result, 'pass');
        });
        test('a tampered token gives 404 and records nothing', async () => {
            const { pixel, links } = trackingPaths(html);
            const [payload, signature] = links[0].slice('/t/c/'.length).split('.');
            const otherUrl = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('shop.example', 'evil.example')).toString('base64url');
            for (const path of [`/t/c/${otherUrl}.${signature}`, `${links[0]}x`, `/t/o/${payload}.${signature}.gif`, pixel[0].replace('.gif', ''), '/t/c/garbage', links[0].replace('/t/c/', '/t/o/') + '.gif']) {
                const response = await visit(path);
                assert.deepEqual([response.status, response.body.message], [404, 'Not found'], path);
            }
            assert.deepEqual((await timeline(messageId)).filter((event) => event.type === 'opened' || event.type === 'clicked'), []);
            assert.equal(receiver.received.length, 0);
        });
        test('fetching the pixel records opened (time, user agent) with a cross-origin GIF', async () => {
            // Asked on another host (here the API's own address) the same pixel is unknown.
            const elsewhere = await api.http.get(trackingPaths(html).pixel[0]);
            assert.deepEqual([elsewhere.status, elsewhere.body.message], [404, 'Not found']);
            const response = await visit(trackingPaths(html).pixel[0]).set('user-agent', 'TestMail/1.0 (pixel)');
            assert.equal(response.status, 200);
            assert.equal(response.headers['content-type'], 'image/gif');
            assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
            assert.match(String(response.headers['cache-control']), /no-store/);
            assert.equal(response.body.subarray(0, 6).toString(), 'GIF89a');
            const opened = (await timeline(messageId)).filter((event) => event.type === 'opened');
            assert.equal(opened.length, 1);
            assert.deepEqual([opened[0].recipient, opened[0].user_agent], ['reader@inbox.example', 'TestMail/1.0 (pixel)']);
            assert.ok(Date.now() - Date.parse(opened[0].created_at) < 60_000);
        });
        test('following a link redirects (302) to its original URL and records clicked (time, user agent, URL)', async () => {
            const [sale, blog] = trackingPaths(html).links;
            const first = await visit(sale).set('user-agent', 'TestMail/1.0 (click)').redirects(0);
            assert.deepEqual([first.status, first.headers.location], [302, 'https://shop.example/sale?a=1&b=2']);
            const second = await visit(blog).redirects(0);
            assert.deepEqual([second.status, second.headers.location], [302, 'http://blog.example/post']);
            const clicked = (await timeline(messageId)).filter((event) => event.type === 'clicked');
            assert.deepEqual(clicked.map((event) => [event.recipient, event.url, event.user_agent]).sort(), [
                ['reader@inbox.example', 'http://blog.example/post', null],
                ['reader@inbox.example', 'https://shop.example/sale?a=1&b=2', 'TestMail/1.0 (click)'],
            ]);
        });
        test('opens and clicks reach the account\'s webhooks as message.opened and message.clicked', async () => {
            const requests = await receiver.waitFor(3);
            const payloads = requests.map((request) => {
                new Webhook(endpoint.secret).verify(request.body, signatureHeaders(request));
                return JSON.parse(request.body);
            });
            const opened = payloads.find((payload) => payload.type === 'message.opened');
            assert.deepEqual([opened.data.message_id, opened.data.recipient, opened.data.user_agent], [messageId, 'reader@inbox.example', 'TestMail/1.0 (pixel)']);
            const clickedUrls = payloads.filter((payload) => payload.type === 'message.clicked').map((payload) => payload.data.url).sort();
            assert.deepEqual(clickedUrls, ['http://blog.example/post', 'https://shop.example/sale?a=1&b=2']);
        });
    });
    test('with several recipients each copy carries its own tokens, so opens and clicks are recorded per recipient', async () => {
        const messageId = await send(['one@inbox.example', 'two@inbox.example'], 'tracked for two');
        const copies = relay.received.filter((candidate) => candidate.raw.toString().includes('Subject: tracked for two'));
        for (const deadline = Date.now() + 20_000; copies.length < 2 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
            copies.splice(0, copies.length, ...relay.received.filter((candidate) => candidate.raw.toString().includes('Subject: tracked for two')));
        }
        assert.equal(copies.length, 2);
        const byRecipient = new Map(copies.map((copy) => [copy.to.join(), copy.raw]));
        const htmlFor = async (recipient) => (await textParts(byRecipient.get(recipient))).find((part) => part.type === 'text/html').body;
        const [one, two] = [trackingPaths(await htmlFor('one@inbox.example')), trackingPaths(await htmlFor('two@inbox.example'))];
        assert.notEqual(one.pixel[0], two.pixel[0]);
        assert.notEqual(one.links[0], two.links[0]);
        // Each copy has its own body, and its own signature over it.
        for (const raw of byRecipient.values()) {
            const result = await dkimVerify(raw, {
                resolver: async (name, type) => {
                    if (type === 'TXT' && name === sender.dkimName)
                        return [[sender.dkimTxt]];
                    throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
                },
            });
            assert.equal(result.results[0]?.status?.result, 'pass');
        }
        await deliveredInTimeline(messageId, 2);
        assert.equal((await visit(one.pixel[0])).status, 200);
        assert.equal((await visit(two.pixel[0])).status, 200);
        assert.equal((await visit(two.links[1]).redirects(0)).status, 302);
        const events = (await timeline(messageId)).filter((event) => event.type === 'opened' || event.type === 'clicked');
        assert.deepEqual(events.map((event) => [event.type, event.recipient, event.url ?? null]).sort(), [
            ['clicked', 'two@inbox.example', 'http://blog.example/post'],
            ['opened', 'one@inbox.example', null],
            ['opened', 'two@inbox.example', null],
        ]);
    });
    describe("the domain's own tracking host track.<domain>", () => {
        let trackingRecord;
        const verify = () => customerCall(api, owner, 'post', `/api/v1/domains/${sender.domainId}/verify`, undefined, 200);
        before(async () => {
            const detail = await customerCall(api, owner, 'get', `/api/v1/domains/${sender.domainId}`);
            trackingRecord = detail.dns_records.find((record) => record.kind === 'tracking_cname');
        });
        test('is listed with the DNS records: a CNAME to the platform tracking host, not found until published', () => {
            assert.deepEqual([trackingRecord.type, trackingRecord.name, trackingRecord.host, trackingRecord.value, trackingRecord.status], ['CNAME', 'track', CUSTOMER_HOST, PLATFORM_HOST, 'not_found']);
        });
        test('Verify finds a CNAME to another host a wrong value, and ours verified', async () => {
            dns.setCname(CUSTOMER_HOST, 'tracking.elsewhere.example');
            const wrong = await verify();
            assert.equal(wrong.dns_records.find((record) => record.kind === 'tracking_cname')?.status, 'wrong_value');
            assert.equal(wrong.domain.tracking_host_verified, false);
            dns.setCname(CUSTOMER_HOST, `${PLATFORM_HOST.toUpperCase()}.`);
            const verified = await verify();
            assert.equal(verified.dns_records.find((record) => record.kind === 'tracking_cname')?.status, 'verified');
            assert.equal(verified.domain.tracking_host_verified, true);
            assert.equal((await adminCall(api, 'get', `/api/admin/domains/${sender.domainId}`)).domain.tracking_host_verified, true);
        });
        test("once verified, the domain's pixel and links use it; it serves them, and no other domain's host does", async () => {
            const messageId = await send('own-host@inbox.example', 'tracked on its own host');
            const html = await htmlOf('tracked on its own host');
            await deliveredInTimeline(messageId, 1);
            assert.deepEqual(trackingPaths(html).pixel, [], 'nothing points at the platform host any more');
            const { pixel, links } = trackingPaths(html, CUSTOMER_HOST);
            assert.deepEqual([pixel.length, links.length], [1, 2]);
            for (const host of ['track.someone-else.example', 'tracked-sender.example']) {
                const refused = await visit(links[0], host).redirects(0);
                assert.deepEqual([refused.status, refused.body.message], [404, 'Not found'], host);
            }
            assert.equal((await visit(pixel[0], CUSTOMER_HOST)).status, 200);
            const click = await visit(links[0], `${CUSTOMER_HOST}:443`).redirects(0);
            assert.deepEqual([click.status, click.headers.location], [302, 'https://shop.example/sale?a=1&b=2']);
            const events = (await timeline(messageId)).filter((event) => event.type === 'opened' || event.type === 'clicked');
            assert.deepEqual(events.map((event) => [event.type, event.recipient]).sort(), [
                ['clicked', 'own-host@inbox.example'],
                ['opened', 'own-host@inbox.example'],
            ]);
        });
        test('the periodic re-check notices the CNAME gone, and mail goes back to the platform host', async () => {
            dns.setCname(CUSTOMER_HOST, null);
            await api.app.get(DomainRecheckService).runOnce(new Date(Date.now() + 2 * 60 * 60 * 1000));
            const detail = await customerCall(api, owner, 'get', `/api/v1/domains/${sender.domainId}`);
            assert.equal(detail.dns_records.find((record) => record.kind === 'tracking_cname')?.status, 'not_found');
            assert.equal(detail.domain.tracking_host_verified, false);
            await send('back@inbox.example', 'tracked on the platform host again');
            const html = await htmlOf('tracked on the platform host again');
            assert.equal(trackingPaths(html).pixel.length, 1);
            assert.deepEqual(trackingPaths(html, CUSTOMER_HOST).pixel, []);
        });
    });
});
//# sourceMappingURL=tracking.e2e-spec.js.map