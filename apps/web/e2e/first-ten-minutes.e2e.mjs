// Browser test of the README's "The first ten minutes", the whole first hour of a new install in
// one journey: the platform starts as `npm start` starts it (production mode, a fresh data folder,
// default settings: only the ports are changed), a visitor signs up and is told the confirmation
// is in the console mailbox, an admin opens the link from the console Mailbox, the customer logs
// in, adds a webhook endpoint in Webhooks (a receiver this test runs) and, from step one of "Get
// sending" on the overview, sends from its sandbox address to the mailbox simulator's delivered@,
// bounce@ and complaint@; each outcome (Delivered, Bounced, Complaint) shows on the message's
// timeline and arrives at the receiver signed the Standard Webhooks way (checked with the
// `standardwebhooks` package), all within a minute of the sign-up.
//
// Defaults kept: the local delivery route runs (LOCAL_DELIVERY_AGENT is left at its production
// default, on; simulator mail never reaches it), no SMTP settings, no PUBLIC_HOSTNAME, and the
// port 25 probe keeps its default target (PORT25_PROBE_HOST): this machine has no internet, so
// its DNS lookup fails at once and the checklist's port 25 item says unknown; it blocks nothing.
// What differs from `npm start`: random free ports (PORT, SMTP_SUBMISSION_PORT=0,
// INBOUND_SMTP_PORT=0), PUBLIC_URL at 127.0.0.1:<port> rather than localhost:<port> (the same
// platform), and one operator step a localhost install needs for a loopback webhook receiver:
// PUT /api/admin/settings/webhooks {allow_private_targets:true}.
// Screenshots of whole pages at 1280 px into e2e/screenshots (first-ten-minutes-*.png).
// Needs `vite build` (apps/web) and the API and agent builds; see support/platform.mjs.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { horizontalOverflow } from './support/layout.mjs';
import { startPlatform } from './support/platform.mjs';
import { signatureHeaders, startWebhookReceiver } from './support/webhook-receiver.mjs';

// standardwebhooks is a development dependency of the API, not of the console.
const { Webhook } = createRequire(new URL('../../api/package.json', import.meta.url))('standardwebhooks');

const runId = Date.now().toString(36);
const customer = { firstName: 'Nia', lastName: 'New', email: `nia.${runId}@example.com`, password: 'nia-password-1' };
const ONE_MINUTE_MS = 60_000;
/** What each simulator mailbox ends in: the timeline's label and the webhook's event type. */
const OUTCOMES = [
  { mailbox: 'delivered', label: 'Delivered', event: 'message.delivered' },
  { mailbox: 'bounce', label: 'Bounced', event: 'message.bounced' },
  { mailbox: 'complaint', label: 'Complaint', event: 'message.complained' },
];

let platform;
let receiver;

before(async () => {
  receiver = await startWebhookReceiver();
  // The production defaults platform.mjs turns off for the other tests, back on.
  platform = await startPlatform({ env: { LOCAL_DELIVERY_AGENT: 'true', PORT25_PROBE_HOST: 'gmail-smtp-in.l.google.com:25' } });
});

after(async () => {
  await platform?.stop();
  await receiver?.close();
});

async function shot(page, name) {
  await page.evaluate(() => document.querySelectorAll('button[aria-label="Dismiss notice"]').forEach((button) => button.click()));
  await page.screenshot({ path: join(platform.screenshotDir, `first-ten-minutes-${name}.png`), fullPage: true });
  assert.equal(await horizontalOverflow(page.locator('body')), 0, `${name}: nothing wider than the page at 1280 px`);
  for (const table of await page.locator('.table-scroll').all()) {
    assert.equal(await horizontalOverflow(table), 0, `${name}: a table wider than its card at 1280 px`);
  }
}

/** Waits for the label on the message's timeline, reloading the page as a reader would while it is not there yet. */
async function untilOnTimeline(page, label) {
  const deadline = Date.now() + ONE_MINUTE_MS;
  const timeline = page.getByRole('list', { name: 'Timeline' });
  for (;;) {
    const found = await timeline.locator('.timeline__type', { hasText: label }).first().waitFor({ timeout: 3_000 }).then(() => true, () => false);
    if (found) return;
    if (Date.now() > deadline) {
      throw new Error(`No ${label} on the timeline:\n${await timeline.textContent()}\nAPI:\n${platform.apiOutput().slice(-3000)}`);
    }
    await page.reload();
  }
}

test('a new customer signs up, is confirmed from the console mailbox and sees delivered, bounced and complained on the timeline and at a webhook, within a minute', async () => {
  const visitor = await platform.newPage();
  await visitor.goto(`${platform.baseUrl}/signup`);
  await visitor.getByLabel('First name').fill(customer.firstName);
  await visitor.getByLabel('Last name').fill(customer.lastName);
  await visitor.getByLabel('Email').fill(customer.email);
  await visitor.getByLabel('Password').fill(customer.password);
  const signedUpAt = Date.now();
  await visitor.getByRole('button', { name: 'Sign up' }).click();
  await visitor.getByRole('heading', { name: 'Ask an administrator' }).waitFor();
  await visitor.getByText(/your confirmation link was kept in the console mailbox/).waitFor();
  await shot(visitor, 'signup');

  // The admin: the console's Mailbox, the confirmation mail, its link.
  const admin = await platform.newPage();
  await platform.signIn(admin);
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mailbox', exact: true }).click();
  await admin.getByRole('heading', { name: 'Mailbox' }).waitFor();
  const row = admin.getByRole('row').filter({ hasText: customer.email });
  await row.getByText('E-mail confirmation').waitFor();
  await shot(admin, 'mailbox');
  await row.click();
  const link = admin.getByRole('dialog', { name: 'Confirm your e-mail address' }).getByRole('link', { name: /\/confirm-email\?token=/ });
  const [confirmation] = await Promise.all([admin.waitForEvent('popup'), link.click()]);
  await confirmation.getByText('Your e-mail address is confirmed.').waitFor();
  const confirmedAt = Date.now();
  // A localhost install's operator lets webhooks go to loopback, where this test's receiver is.
  const allowed = await platform.adminRequest('PUT', '/api/admin/settings/webhooks', { allow_private_targets: true });
  assert.equal(allowed.status, 200, JSON.stringify(allowed.body));
  await admin.context().close();

  // The customer: log in, add the webhook endpoint.
  const page = visitor;
  await page.goto(`${platform.baseUrl}/login`);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  const sidebarLink = (name) => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name, exact: true });
  await sidebarLink('Webhooks').click();
  await page.getByRole('button', { name: 'Add Webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
  await dialog.getByLabel('URL').fill(receiver.url);
  await dialog.getByRole('button', { name: 'Add Webhook' }).click();
  const secret = await page.getByLabel('Signing secret (copy now):').inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: receiver.url }).getByText('All events').waitFor();
  const verifier = new Webhook(secret);

  // Step one of "Get sending", once per simulator mailbox; each message's timeline.
  const sent = [];
  for (const outcome of OUTCOMES) {
    await sidebarLink('Overview').click();
    const stepOne = page.getByRole('region', { name: 'Get sending' }).getByRole('listitem').first();
    await stepOne.getByText('Send from your sandbox').waitFor();
    if (outcome.mailbox === 'delivered') await shot(page, 'overview-sandbox');
    await stepOne.getByLabel('Simulator mailbox').selectOption(outcome.mailbox);
    await stepOne.getByRole('button', { name: 'Send a test to the simulator' }).click();
    // On a miss, what the step and the notices said and what the API logged, to tell a refusal from a slow answer.
    await stepOne
      .getByRole('link', { name: `See the test to ${outcome.mailbox}@ on its timeline` })
      .click()
      .catch(async (error) => {
        const notices = await page.getByRole('status').allInnerTexts();
        throw new Error(`${error.message}\nStep: ${await stepOne.innerText()}\nNotices: ${notices.join(' | ')}\nAPI:\n${platform.apiOutput().slice(-3000)}`);
      });
    await page.getByRole('heading', { name: `Sandbox test to ${outcome.mailbox}@` }).waitFor();
    const messageId = new URL(page.url()).pathname.split('/').at(-1);
    await untilOnTimeline(page, outcome.label);
    await shot(page, `timeline-${outcome.mailbox}`);
    sent.push({ ...outcome, messageId, seenAt: Date.now() });
  }

  const hooks = [];
  for (const { event, messageId, mailbox } of sent) {
    const hook = await receiver.waitFor((received) => {
      const body = JSON.parse(received.body);
      return body.type === event && body.data.message_id === messageId;
    }, `${event} for the message to ${mailbox}@`);
    const payload = verifier.verify(hook.body, signatureHeaders(hook));
    assert.equal(payload.type, event);
    assert.match(payload.data.recipient, new RegExp(`^${mailbox}@simulator\\.`));
    hooks.push(hook);
  }
  // The verifier checks, it does not just parse: another secret's signature is refused.
  assert.throws(() => new Webhook(`whsec_${Buffer.from('not the endpoint secret, 32 byte').toString('base64')}`).verify(receiver.received[0].body, signatureHeaders(receiver.received[0])));

  const lastOutcomeAt = Math.max(...sent.map((message) => message.seenAt), ...hooks.map((hook) => hook.at));
  const timings = {
    confirmedAfterMs: confirmedAt - signedUpAt,
    ...Object.fromEntries(sent.map((message) => [`${message.mailbox}OnTimelineAfterMs`, message.seenAt - signedUpAt])),
    allOutcomesAfterMs: lastOutcomeAt - signedUpAt,
  };
  console.log(`First ten minutes, timings from the sign-up: ${JSON.stringify(timings)}`);
  assert.ok(timings.allOutcomesAfterMs < ONE_MINUTE_MS, `every outcome within a minute of the sign-up: ${JSON.stringify(timings)}`);
});
