// Browser test of step one of "Get sending": a new customer, before any DNS work, sends from
// its sandbox address to the mailbox simulator and sees the message delivered on its timeline.
// No agent and no DNS: the simulator answers in the API. The overview and the message are
// photographed at 1280x800 into e2e/screenshots (account-overview-sandbox, account-sandbox-message).
// Needs `vite build` (apps/web) and the API build; see support/platform.mjs.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { decodedText, startMailSink } from './support/mail-sink.mjs';
import { startPlatform } from './support/platform.mjs';

const runId = Date.now().toString(36);
const customer = { firstName: 'Sam', lastName: 'Sandbox', email: `sam.${runId}@example.com`, password: 'sam-password-1' };
const DELIVERY_MS = 60_000;

let platform;
let inbox;
let page;

async function shot(name) {
  await page.evaluate(() => document.querySelectorAll('button[aria-label="Dismiss notice"]').forEach((button) => button.click()));
  await page.screenshot({ path: join(platform.screenshotDir, `${name}.png`), fullPage: true });
}

before(async () => {
  inbox = await startMailSink();
  platform = await startPlatform({ env: { QUEUE_POLL_MS: '100' } });
  const settings = await platform.adminRequest('PUT', '/api/admin/settings/smtp', { host: '127.0.0.1', port: inbox.port, secure: false, from: 'Platform <no-reply@platform.example>' });
  assert.equal(settings.status, 200, JSON.stringify(settings.body));
  page = await platform.newPage();
});

after(async () => {
  await platform?.stop();
  await inbox?.close();
});

test('a confirmed new customer sends from the sandbox to the simulator from the overview and sees it delivered', async () => {
  const signedUp = await fetch(`${platform.baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  assert.equal(signedUp.status, 201, await signedUp.text());
  const mail = await inbox.waitFor((received) => received.to.includes(customer.email), `the confirmation mail to ${customer.email}`);
  const link = /https?:\/\/[^\s"<>]+\/confirm-email\?token=[^\s"<>]+/.exec(decodedText(mail.raw))?.[0];
  assert.ok(link, `no confirmation link in the mail:\n${mail.raw}`);
  await page.goto(link);
  await page.getByText('Your e-mail address is confirmed.').waitFor();

  await page.goto(`${platform.baseUrl}/login`);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();

  const checklist = page.getByRole('region', { name: 'Get sending' });
  await checklist.getByText('0 of 7 steps done').waitFor();
  const stepOne = checklist.getByRole('listitem').first();
  await stepOne.getByText('Send from your sandbox').waitFor();
  const from = await stepOne.locator('code').first().textContent();
  assert.match(from, /^[0-9a-f]{24}@platform\.localhost$/, 'the sandbox address is the account id at the platform domain');
  await stepOne.getByText(`${customer.email}, or the mailbox simulator at @simulator.platform.localhost`).waitFor();
  await shot('account-overview-sandbox');

  await stepOne.getByRole('button', { name: 'Send a test to the simulator' }).click();
  await page.getByRole('status').getByText('Sent to the mailbox simulator', { exact: true }).waitFor();
  await stepOne.getByRole('link', { name: 'See the test to delivered@ on its timeline' }).waitFor();
  await shot('account-overview-sandbox-sent');
  await stepOne.getByRole('link', { name: 'See the test to delivered@ on its timeline' }).click();
  await page.getByRole('heading', { name: 'Sandbox test' }).waitFor();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await timeline.getByText(/^250 2\.0\.0 Ok: accepted by the mailbox simulator/).waitFor({ timeout: DELIVERY_MS }).catch(async (error) => {
    throw new Error(`No delivery on the timeline:\n${await timeline.textContent()}\nAPI:\n${platform.apiOutput().slice(-3000)}`, { cause: error });
  });
  const events = await timeline.locator('.timeline__type').allTextContents();
  assert.deepEqual([events[0], events.at(-1)], ['Accepted', 'Delivered'], events.join(', '));
  await shot('account-sandbox-message');

  // Step one is done; so are the first message accepted and the first delivery, which it also was.
  await page.goto(`${platform.baseUrl}/account`);
  await checklist.getByText('3 of 7 steps done').waitFor();
  assert.match(await stepOne.getAttribute('class'), /checklist__step--done/);
});
