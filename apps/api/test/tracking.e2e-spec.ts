import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { after, before, describe, test } from 'node:test';
import { Joiner, Rewriter, Splitter } from 'mailsplit';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { Webhook } from 'standardwebhooks';
import type { CustomerDomainDetail, MessageDetail, WebhookEndpointWithSecret, WebhookEventPayload } from '@platform/contracts';
import { createCustomer, customerCall, customerRequest, type CustomerCredentials } from './support/customer-fixture.js';
import { startDnsTestServer, type DnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender, type TestSender } from './support/sending-fixture.js';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { signatureHeaders, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

const TRACKING_HOST = 'https://track.platform.test';
const TEXT = 'Hello in text: https://shop.example/sale?a=1&b=2 stays as written.\n';
const HTML =
  '<html><body><p>Hello</p><a href="https://shop.example/sale?a=1&amp;b=2">Sale</a> ' +
  '<a href="mailto:help@shop.example">Mail us</a> <a href="#top">Top</a> <a href=\'http://blog.example/post\'>Blog</a></body></html>';

/** Each text part of a message, decoded (transfer encoding undone), by content type. */
async function textParts(raw: Buffer): Promise<Array<{ type: string; body: string }>> {
  const parts: Array<{ type: string; body: string }> = [];
  const reader = new Rewriter((node) => typeof node.contentType === 'string' && node.contentType.startsWith('text/'));
  reader.on('node', ({ node, decoder, encoder }) => {
    const chunks: Buffer[] = [];
    decoder.on('data', (chunk: Buffer) => chunks.push(chunk));
    decoder.on('end', () => {
      parts.push({ type: String(node.contentType), body: Buffer.concat(chunks).toString('utf8') });
      encoder.end(Buffer.concat(chunks));
    });
  });
  await pipeline(Readable.from([raw]), new Splitter(), reader, new Joiner(), async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) void chunk;
  });
  return parts;
}

describe('open and click tracking', () => {
  let api: TestApp;
  let dns: DnsTestServer;
  let relay: SmtpTestServer;
  let receiver: WebhookReceiver;
  let sender: TestSender;
  let owner: CustomerCredentials;

  const send = async (to: string | string[], subject: string) => {
    const response = await customerRequest(api, owner, 'post', '/api/v1/messages', { from: `news@${sender.domain}`, to, subject, text: TEXT, html: HTML });
    assert.equal(response.status, 202, JSON.stringify(response.body));
    return response.body.id as string;
  };
  const received = async (subject: string) => {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const message = relay.received.find((candidate) => candidate.raw.toString().includes(`Subject: ${subject}`));
      if (message) return message;
    }
    throw new Error(`${subject} did not reach the relay`);
  };
  const timeline = (messageId: string) => customerCall<MessageDetail>(api, owner, 'get', `/api/v1/messages/${messageId}`).then((detail) => detail.events);
  const trackingPaths = (html: string) => ({
    pixel: [...html.matchAll(/<img src="https:\/\/track\.platform\.test(\/t\/o\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.gif)"/g)].map((match) => match[1]),
    links: [...html.matchAll(/href="https:\/\/track\.platform\.test(\/t\/c\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)"/g)].map((match) => match[1]),
  });

  before(async () => {
    dns = await startDnsTestServer();
    relay = await startSmtpTestServer();
    receiver = await startWebhookReceiver();
    api = await startTestApp({
      env: {
        PUBLIC_URL: TRACKING_HOST,
        DNS_SERVERS: dns.address,
        RELAY_WORKER_CONCURRENCY: '2',
        QUEUE_POLL_MS: '50',
        RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
        WEBHOOK_POLL_MS: '50',
      },
    });
    await adminCall(api, 'put', '/api/admin/settings/webhooks', { allow_private_targets: true });
    const relayRecord = await adminCall<{ _id: string }>(api, 'post', '/api/admin/relays', { name: 'tracking-relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
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
    const detail = await customerCall<CustomerDomainDetail>(api, owner, 'get', `/api/v1/domains/${sender.domainId}`);
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
    const opensOnly = await customerCall<CustomerDomainDetail>(api, owner, 'patch', `/api/v1/domains/${sender.domainId}`, { track_opens: true });
    assert.deepEqual([opensOnly.domain.track_opens, opensOnly.domain.track_clicks], [true, false]);
    // The admin sets the same switches on the admin route.
    const byAdmin = await adminCall<{ track_opens: boolean; track_clicks: boolean }>(api, 'patch', `/api/admin/domains/${sender.domainId}`, { track_clicks: true });
    assert.deepEqual([byAdmin.track_opens, byAdmin.track_clicks], [true, true]);
  });

  describe('a tracked HTML message to one recipient', () => {
    let messageId: string;
    let html: string;
    let raw: Buffer;
    let endpoint: WebhookEndpointWithSecret;

    before(async () => {
      endpoint = await customerCall<WebhookEndpointWithSecret>(api, owner, 'post', '/api/v1/webhooks', { url: receiver.url, event_types: ['message.opened', 'message.clicked'] });
      messageId = await send('reader@inbox.example', 'tracked');
      raw = (await received('tracked')).raw;
      html = (await textParts(raw)).find((part) => part.type === 'text/html')!.body;
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
        resolver: async (name: string, type: string) => {
          if (type === 'TXT' && name === sender.dkimName) return [[sender.dkimTxt]];
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
        const response = await api.http.get(path);
        assert.deepEqual([response.status, response.body.message], [404, 'Not found'], path);
      }
      assert.deepEqual((await timeline(messageId)).filter((event) => event.type === 'opened' || event.type === 'clicked'), []);
      assert.equal(receiver.received.length, 0);
    });

    test('fetching the pixel records opened (time, user agent) with a cross-origin GIF', async () => {
      const response = await api.http.get(trackingPaths(html).pixel[0]).set('user-agent', 'TestMail/1.0 (pixel)');
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
      const first = await api.http.get(sale).set('user-agent', 'TestMail/1.0 (click)').redirects(0);
      assert.deepEqual([first.status, first.headers.location], [302, 'https://shop.example/sale?a=1&b=2']);
      const second = await api.http.get(blog).redirects(0);
      assert.deepEqual([second.status, second.headers.location], [302, 'http://blog.example/post']);
      const clicked = (await timeline(messageId)).filter((event) => event.type === 'clicked');
      assert.deepEqual(
        clicked.map((event) => [event.recipient, event.url, event.user_agent]).sort(),
        [
          ['reader@inbox.example', 'http://blog.example/post', null],
          ['reader@inbox.example', 'https://shop.example/sale?a=1&b=2', 'TestMail/1.0 (click)'],
        ],
      );
    });

    test('opens and clicks reach the account\'s webhooks as message.opened and message.clicked', async () => {
      const requests = await receiver.waitFor(3);
      const payloads = requests.map((request) => {
        new Webhook(endpoint.secret).verify(request.body, signatureHeaders(request));
        return JSON.parse(request.body) as WebhookEventPayload;
      });
      const opened = payloads.find((payload) => payload.type === 'message.opened')!;
      assert.deepEqual([opened.data.message_id, opened.data.recipient, opened.data.user_agent], [messageId, 'reader@inbox.example', 'TestMail/1.0 (pixel)']);
      const clickedUrls = payloads.filter((payload) => payload.type === 'message.clicked').map((payload) => payload.data.url).sort();
      assert.deepEqual(clickedUrls, ['http://blog.example/post', 'https://shop.example/sale?a=1&b=2']);
    });
  });

  test('with several recipients the copies are the same bytes, so opens are recorded for the message (recipient null)', async () => {
    const messageId = await send(['one@inbox.example', 'two@inbox.example'], 'tracked for two');
    const html = (await textParts((await received('tracked for two')).raw)).find((part) => part.type === 'text/html')!.body;
    const response = await api.http.get(trackingPaths(html).pixel[0]);
    assert.equal(response.status, 200);
    const opened = (await timeline(messageId)).filter((event) => event.type === 'opened');
    assert.deepEqual(opened.map((event) => event.recipient), [null]);
  });
});
