// Browser test of open and click tracking and of webhooks added in the customer area, on a fresh
// platform: a customer with a verified domain switches tracking on, adds a webhook endpoint (a
// receiver this test runs on loopback, which an admin allows first) and sends an HTML message
// with an API key; the provider agent delivers it to a mail sink; the delivered HTML is loaded in
// a Chromium page, so its pixel loads from the platform and its link is clicked; the message's
// timeline then shows Opened and Clicked with the URL, and the receiver gets message.opened and
// message.clicked signed the Standard Webhooks way (checked with the `standardwebhooks` package).
// A tampered token answers 404 and records nothing.
// Screenshots of whole pages at 1280x800 into e2e/screenshots (tracking-*.png).
// Needs `vite build` (apps/web) and the API and agent builds; see support/platform.mjs.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startProviderAgent } from './support/agent.mjs';
import { startDnsTestServer } from '@platform/test-fixtures';
import { decodedText, startMailSink } from './support/mail-sink.mjs';
import { startPlatform } from './support/platform.mjs';

// standardwebhooks is a development dependency of the API, not of the console.
const { Webhook } = createRequire(new URL('../../api/package.json', import.meta.url))('standardwebhooks');

const runId = Date.now().toString(36);
const customer = { firstName: 'Tess', lastName: 'Tracker', email: `tess.${runId}@example.com`, password: 'tess-password-1' };
const domain = `mail-${runId}.tracking.example`;
const reader = 'reader@inbox.example';
const AGENT_IP = '127.0.0.3';
const DELIVERY_MS = 60_000;
const WAIT_MS = 30_000;

let platform;
let dns;
let inbox;
let mx;
let agent;
let receiver;
let page;

const notice = (role, text) => page.getByRole(role).getByText(text, { exact: true });
const sidebarLink = (name) => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name, exact: true });
async function shot(name) {
  await page.evaluate(() => document.querySelectorAll('button[aria-label="Dismiss notice"]').forEach((button) => button.click()));
  await page.screenshot({ path: join(platform.screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * An HTTP server on loopback: /hook keeps every webhook POST (body and headers), /landing is the
 * page the tracked link leads to.
 */
function startReceiver() {
  const hooks = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/hook' && request.method === 'POST') {
        hooks.push({ body, headers: request.headers });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Landing</title><h1>Landing page</h1>');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        hooks,
        async waitFor(matches, what) {
          const deadline = Date.now() + WAIT_MS;
          while (Date.now() < deadline) {
            const hook = hooks.find(matches);
            if (hook) return hook;
            await new Promise((wait) => setTimeout(wait, 200));
          }
          throw new Error(`No webhook arrived: ${what}; got ${hooks.map((hook) => hook.body).join('\n')}`);
        },
        close: () => new Promise((closed) => server.close(closed)),
      }),
    );
  });
}

/** The text/html part of a delivered mail, its transfer encoding (quoted-printable or base64) undone. */
function htmlPartOf(raw) {
  const part = /content-type:\s*text\/html[^]*?\r?\n\r?\n([^]*?)(?=\r?\n--|$)/i.exec(raw);
  assert.ok(part, `no HTML part in:\n${raw}`);
  const headers = raw.slice(part.index, part.index + part[0].length - part[1].length);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    return Buffer.from(decodedText(part[1]), 'latin1').toString('utf8');
  }
  return part[1];
}

async function customerGet(path) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, body: await response.json() };
  }, path);
}

before(async () => {
  dns = await startDnsTestServer();
  inbox = await startMailSink();
  mx = await startMailSink();
  receiver = await startReceiver();
  platform = await startPlatform({ env: { DNS_SERVERS: dns.address, SMTP_SUBMISSION_HOST: '127.0.0.1', QUEUE_POLL_MS: '100' } });
  const smtp = await platform.adminRequest('PUT', '/api/admin/settings/smtp', { host: '127.0.0.1', port: inbox.port, secure: false, from: 'Platform <no-reply@platform.example>' });
  assert.equal(smtp.status, 200, JSON.stringify(smtp.body));
  // The receiver listens on loopback, which endpoints may not target unless an admin allows it.
  const webhooks = await platform.adminRequest('PUT', '/api/admin/settings/webhooks', { allow_private_targets: true });
  assert.equal(webhooks.status, 200, JSON.stringify(webhooks.body));
  agent = await startProviderAgent(platform, { agentId: `provider-${runId}`, ip: AGENT_IP, mxOverride: `127.0.0.1:${mx.port}` });
  page = await platform.newPage();
});

after(async () => {
  await agent?.stop();
  await platform?.stop();
  await receiver?.close();
  await mx?.close();
  await inbox?.close();
  await dns?.close();
});

test('a customer signs up, confirms the address and verifies a domain', async () => {
  await page.goto(`${platform.baseUrl}/signup`);
  for (const [label, value] of [['First name', customer.firstName], ['Last name', customer.lastName], ['Email', customer.email], ['Password', customer.password]]) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Check your e-mail to finish signing up.').waitFor();
  const mail = await inbox.waitFor((received) => received.to.includes(customer.email), `the confirmation mail to ${customer.email}`);
  await page.goto(/https?:\/\/[^\s"<>]+\/confirm-email\?token=[^\s"<>]+/.exec(decodedText(mail.raw))[0]);
  await page.getByText('Your e-mail address is confirmed.').waitFor();
  await page.goto(`${platform.baseUrl}/login`);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  // Self-signed-up, so sandboxed: the test sends to an outside reader.
  await platform.grantProductionAccess(customer.email);

  await sidebarLink('Domains').click();
  await page.getByRole('button', { name: 'Add Domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Domain' });
  await dialog.getByLabel('Domain').fill(domain);
  await dialog.getByRole('button', { name: 'Add Domain' }).click();
  await page.getByRole('heading', { name: domain }).waitFor();
  const domainId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1));
  const detail = await customerGet(`/api/v1/domains/${encodeURIComponent(domainId)}`);
  for (const record of detail.body.dns_records) dns.setTxt(record.host, [record.value]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Mail from this domain is accepted.').waitFor();
});

test('the customer switches open and click tracking on from the domain page', async () => {
  const opens = page.getByRole('switch', { name: 'Track opens' });
  const clicks = page.getByRole('switch', { name: 'Track clicks' });
  assert.equal(await opens.getAttribute('aria-checked'), 'false', 'off by default');
  assert.equal(await clicks.getAttribute('aria-checked'), 'false', 'off by default');
  await opens.click();
  await page.locator('[role="switch"][aria-label="Track opens"][aria-checked="true"]').waitFor();
  await clicks.click();
  await page.locator('[role="switch"][aria-label="Track clicks"][aria-checked="true"]').waitFor();
  await notice('status', 'Domain updated').first().waitFor();
  await shot('tracking-domain-toggles');

  // A reload reads the switches from the server.
  await page.reload();
  await page.locator('[role="switch"][aria-label="Track clicks"][aria-checked="true"]').waitFor();
  assert.equal(await opens.getAttribute('aria-checked'), 'true');
});

let webhookSecret;

test('the customer adds a webhook endpoint in the Webhooks screen and sees its secret once', async () => {
  await sidebarLink('Webhooks').click();
  await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
  await page.getByText('No webhooks yet.').waitFor();
  await page.getByRole('button', { name: 'Add Webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
  await dialog.getByLabel('URL').fill(`${receiver.origin}/hook`);
  await dialog.getByLabel('Description').fill('Tracking receiver');
  await shot('tracking-webhook-add');
  await dialog.getByRole('button', { name: 'Add Webhook' }).click();
  webhookSecret = await page.getByLabel('Signing secret (copy now):').inputValue();
  assert.match(webhookSecret, /^whsec_/);
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: `${receiver.origin}/hook` });
  await row.getByText('All events').waitFor();
  await row.getByText('Enabled').waitFor();
  await shot('tracking-webhooks');
});

let messageId;
let deliveredHtml;
const landingUrl = () => `${receiver.origin}/landing?campaign=spring`;

test('an HTML message sent with an API key reaches the MX with a pixel and a rewritten link', async () => {
  await sidebarLink('API keys').click();
  await page.getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API Key' });
  await dialog.getByLabel('Name').fill('Newsletter');
  await dialog.getByRole('button', { name: 'Create API Key' }).click();
  const key = await page.getByLabel('API key (copy now):').inputValue();
  await page.getByRole('button', { name: 'Done' }).click();

  const response = await fetch(`${platform.baseUrl}/api/v1/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      from: `News <news@${domain}>`,
      to: reader,
      subject: 'Spring news',
      text: `Read it at ${landingUrl()}`,
      html: `<html><body><h1>Spring news</h1><p><a id="read" href="${landingUrl().replace('&', '&amp;')}">Read the news</a></p></body></html>`,
    }),
  });
  const sent = await response.json();
  assert.equal(response.status, 202, JSON.stringify(sent));
  messageId = sent.id;

  const delivered = await mx.waitFor((mail) => mail.to.includes(reader), `the message to ${reader}`).catch((error) => {
    throw new Error(`${error.message}\nAPI:\n${platform.apiOutput().slice(-3000)}`, { cause: error });
  });
  deliveredHtml = htmlPartOf(delivered.raw);
  assert.match(deliveredHtml, new RegExp(`<img[^>]+src="${platform.baseUrl}/t/o/[^"]+\\.gif"`), deliveredHtml);
  assert.match(deliveredHtml, new RegExp(`href="${platform.baseUrl}/t/c/[^"]+"`), deliveredHtml);
  assert.ok(!deliveredHtml.includes(`href="${landingUrl()}`), 'the link goes through the tracking host');
  assert.ok(decodedText(delivered.raw).includes(`Read it at ${landingUrl()}`), 'the text part is untouched');
});

test('opening the delivered HTML loads the pixel and clicking its link leads to the original URL', async () => {
  const mailPage = await platform.newPage();
  const pixel = mailPage.waitForResponse((answer) => answer.url().startsWith(`${platform.baseUrl}/t/o/`));
  await mailPage.setContent(deliveredHtml);
  const pixelAnswer = await pixel;
  assert.equal(pixelAnswer.status(), 200);
  assert.match(pixelAnswer.headers()['content-type'], /^image\/gif/);

  await mailPage.getByRole('link', { name: 'Read the news' }).click();
  await mailPage.getByRole('heading', { name: 'Landing page' }).waitFor();
  assert.equal(mailPage.url(), landingUrl());
  await mailPage.context().close();
});

test('the timeline shows Opened and Clicked with the URL, in the browser and in the API', async () => {
  await sidebarLink('Messages').click();
  await page.getByRole('table', { name: 'Messages' }).getByText('Spring news').click();
  await page.getByRole('heading', { name: 'Spring news' }).waitFor();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await timeline.locator('.timeline__type', { hasText: 'Clicked' }).waitFor({ timeout: DELIVERY_MS });
  await timeline.locator('.timeline__type', { hasText: 'Opened' }).waitFor();
  await timeline.getByText(landingUrl(), { exact: true }).waitFor();
  await shot('tracking-message-timeline');

  const detail = await customerGet(`/api/v1/messages/${messageId}`);
  assert.equal(detail.status, 200);
  const opened = detail.body.events.filter((event) => event.type === 'opened');
  const clicked = detail.body.events.filter((event) => event.type === 'clicked');
  assert.equal(opened.length, 1, JSON.stringify(detail.body.events));
  assert.equal(clicked.length, 1, JSON.stringify(detail.body.events));
  assert.equal(clicked[0].url, landingUrl());
  assert.match(clicked[0].user_agent ?? '', /Chrome/);
});

test('a tampered token answers 404 and records nothing', async () => {
  const pixelUrl = new RegExp(`${platform.baseUrl}/t/o/([^"]+)\\.gif`).exec(deliveredHtml)[1];
  const clickToken = new RegExp(`${platform.baseUrl}/t/c/([^"]+)"`).exec(deliveredHtml)[1];
  const tamper = (token) => {
    const index = Math.floor(token.length / 2);
    return token.slice(0, index) + (token[index] === 'A' ? 'B' : 'A') + token.slice(index + 1);
  };
  const before = (await customerGet(`/api/v1/messages/${messageId}`)).body.events.length;

  const pixel = await fetch(`${platform.baseUrl}/t/o/${tamper(pixelUrl)}.gif`);
  assert.equal(pixel.status, 404);
  const click = await fetch(`${platform.baseUrl}/t/c/${tamper(clickToken)}`, { redirect: 'manual' });
  assert.equal(click.status, 404);
  assert.equal(click.headers.get('location'), null, 'no redirect to anywhere');

  // Give a wrongly recorded event time to show before counting.
  await new Promise((wait) => setTimeout(wait, 1_000));
  const afterEvents = (await customerGet(`/api/v1/messages/${messageId}`)).body.events;
  assert.equal(afterEvents.length, before, JSON.stringify(afterEvents));
});

test('the webhook receiver gets message.opened and message.clicked, signed so that standardwebhooks accepts them', async () => {
  const verifier = new Webhook(webhookSecret);
  for (const type of ['message.opened', 'message.clicked']) {
    const hook = await receiver.waitFor((received) => JSON.parse(received.body).type === type, type);
    const payload = verifier.verify(hook.body, {
      'webhook-id': hook.headers['webhook-id'],
      'webhook-timestamp': hook.headers['webhook-timestamp'],
      'webhook-signature': hook.headers['webhook-signature'],
    });
    assert.equal(payload.type, type);
    assert.equal(payload.data.message_id, messageId);
    if (type === 'message.clicked') assert.equal(payload.data.url, landingUrl());
  }
  // A signature from another secret is refused by the same verifier: it checks, it does not just parse.
  const hook = receiver.hooks[0];
  assert.throws(() =>
    new Webhook(`whsec_${Buffer.from('another secret of 32 bytes!!!!!!').toString('base64')}`).verify(hook.body, {
      'webhook-id': hook.headers['webhook-id'],
      'webhook-timestamp': hook.headers['webhook-timestamp'],
      'webhook-signature': hook.headers['webhook-signature'],
    }),
  );
});

test('the endpoint’s attempts list each POST with its status code, and Replay sends one again', async () => {
  await sidebarLink('Webhooks').click();
  await page.getByRole('link', { name: `${receiver.origin}/hook`, exact: true }).click();
  await page.getByRole('heading', { name: `${receiver.origin}/hook` }).waitFor();
  const attempts = page.getByRole('table', { name: 'Attempts' });
  const clickedRow = attempts.getByRole('row').filter({ hasText: 'message.clicked' }).first();
  await clickedRow.getByText('200', { exact: true }).waitFor();
  await clickedRow.getByText('thanks').waitFor();
  await shot('tracking-webhook-attempts');

  const countBefore = receiver.hooks.filter((hook) => JSON.parse(hook.body).type === 'message.clicked').length;
  const firstId = receiver.hooks.find((hook) => JSON.parse(hook.body).type === 'message.clicked').headers['webhook-id'];
  await clickedRow.getByRole('button', { name: /^Replay/ }).click();
  await notice('status', 'Replay queued').waitFor();
  const deadline = Date.now() + WAIT_MS;
  while (receiver.hooks.filter((hook) => JSON.parse(hook.body).type === 'message.clicked').length === countBefore) {
    assert.ok(Date.now() < deadline, 'the replay arrived');
    await new Promise((wait) => setTimeout(wait, 200));
  }
  assert.equal(receiver.hooks.at(-1).headers['webhook-id'], firstId, 'a replay keeps the webhook-id');
  await attempts.getByText('Replay, try 1').waitFor({ timeout: WAIT_MS });
});
