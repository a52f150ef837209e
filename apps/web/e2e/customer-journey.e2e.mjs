// Browser test of a new customer's way to a first delivered message, on a fresh platform: sign
// up, confirm the address from the mail the platform sent (global SMTP settings point at a
// loopback mail sink), log in, add a domain, publish its records in a DNS server this test runs
// (the API's DNS_SERVERS), verify, create an SMTP credential, send a test message from the
// browser and one by SMTP with the credential, and watch both reach the recipients' MX (a second
// mail sink, reached through a real provider agent) and show as delivered with their timelines.
// Every customer screen is photographed at 1280x800 into e2e/screenshots (account-*.png).
// Needs `vite build` (apps/web) and the API and agent builds; see support/platform.mjs.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { startProviderAgent } from './support/agent.mjs';
import { startDnsTestServer } from '@platform/test-fixtures';
import { decodedText, startMailSink } from './support/mail-sink.mjs';
import { boxInside, overlapOf } from './support/layout.mjs';
import { startPlatform } from './support/platform.mjs';

// nodemailer is a dependency of the API, not of the console.
const nodemailer = createRequire(new URL('../../api/package.json', import.meta.url))('nodemailer');

const runId = Date.now().toString(36);
const customer = { firstName: 'Nora', lastName: 'Newcomer', email: `nora.${runId}@example.com`, password: 'nora-password-1' };
const domain = `mail-${runId}.journey.example`;
/** A loopback address stands in for the provider agent's public IP: Linux lets a socket bind any 127.x. */
const AGENT_IP = '127.0.0.2';
const DELIVERY_MS = 60_000;

let platform;
let dns;
let inbox;
let mx;
let agent;
let page;

const notice = (role, text) => page.getByRole(role).getByText(text, { exact: true });
const sidebarLink = (name) => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name, exact: true });
/** The whole page, without the notices of earlier steps (they would hide what is under them). */
async function shot(name) {
  // In one go: a notice may leave on its own meanwhile.
  await page.evaluate(() => document.querySelectorAll('button[aria-label="Dismiss notice"]').forEach((button) => button.click()));
  await page.screenshot({ path: join(platform.screenshotDir, `${name}.png`), fullPage: true });
}

before(async () => {
  dns = await startDnsTestServer();
  inbox = await startMailSink();
  mx = await startMailSink();
  // Searches of the message log read one message per request, so the journey meets a search that stops early too.
  platform = await startPlatform({ env: { DNS_SERVERS: dns.address, SMTP_SUBMISSION_HOST: '127.0.0.1', QUEUE_POLL_MS: '100', MESSAGE_SEARCH_SCAN_LIMIT: '1' } });
  const settings = await platform.adminRequest('PUT', '/api/admin/settings/smtp', {
    host: '127.0.0.1',
    port: inbox.port,
    secure: false,
    from: 'Platform <no-reply@platform.example>',
  });
  assert.equal(settings.status, 200, JSON.stringify(settings.body));
  agent = await startProviderAgent(platform, { agentId: `provider-${runId}`, ip: AGENT_IP, mxOverride: `127.0.0.1:${mx.port}` });
  page = await platform.newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.baseUrl });
});

after(async () => {
  await agent?.stop();
  await platform?.stop();
  await mx?.close();
  await inbox?.close();
  await dns?.close();
});

test('without a session, every /account path goes to /login', async () => {
  for (const path of ['/account', '/account/domains', '/account/messages/0123456789abcdef01234567']) {
    await page.goto(`${platform.baseUrl}${path}`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/login', path);
  }
});

test('a visitor signs up, logs in to an account that asks for its address to be confirmed, and confirms it from the mail', async () => {
  await page.goto(`${platform.baseUrl}/signup`);
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await notice('status', 'Account created').waitFor();
  await page.getByText('Check your e-mail to finish signing up.').waitFor();
  await shot('account-signup-check-email');

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  const banner = page.getByRole('region', { name: 'Account status' });
  await banner.getByText('Confirm your e-mail address before sending').waitFor();
  await page.getByRole('region', { name: 'Get sending' }).getByText('0 of 7 steps done').waitFor();
  // Nothing sent yet: the chart says so rather than drawing three lines at 0.
  await page.getByRole('region', { name: 'Sending, last 30 days' }).getByText('No data for this period').waitFor();
  await shot('account-overview-unconfirmed');

  const mail = await inbox.waitFor((received) => received.to.includes(customer.email), `the confirmation mail to ${customer.email}`);
  const link = /https?:\/\/[^\s"<>]+\/confirm-email\?token=[^\s"<>]+/.exec(decodedText(mail.raw))?.[0];
  assert.ok(link, `no confirmation link in the mail:\n${mail.raw}`);
  assert.equal(new URL(link).origin, platform.baseUrl, 'the link leads to this platform');
  await page.goto(link);
  await page.getByText('Your e-mail address is confirmed.').waitFor();
  await shot('account-confirm-email');

  await page.getByRole('link', { name: 'Go to your account' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  assert.equal(await banner.count(), 0, 'no banner once the account can send');
  // A self-signed-up account starts sandboxed and this journey sends to outside recipients: an
  // admin grants production access (production-access.e2e.mjs walks through the request itself).
  await platform.grantProductionAccess(customer.email);

  // The link is used up: a second visit is refused.
  await page.goto(link);
  await page.getByRole('alert').getByText('Invalid or expired confirmation link').waitFor();
});

/** Each record of the domain page: kind, host, value and status, as the page shows them. */
async function recordsOnPage() {
  return page.locator('.dns-record').evaluateAll((items) =>
    items.map((item) => {
      const [host, value] = [...item.querySelectorAll('.dns-record__value')].map((cell) => cell.textContent);
      const [type, status] = [...item.querySelectorAll('.dns-record__header .badge')].map((badge) => badge.textContent);
      return { kind: item.getAttribute('aria-label'), type, host, value, status };
    }),
  );
}

test('the customer adds a domain, publishes the records the page lists (copied with its buttons) and verifies them', async () => {
  await page.goto(`${platform.baseUrl}/account`);
  await sidebarLink('Domains').click();
  await page.getByRole('heading', { name: 'Domains' }).waitFor();
  await page.getByText('No domains yet.', { exact: false }).waitFor();
  await shot('account-domains-empty');
  await page.getByRole('button', { name: 'Add Domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Domain' });
  await dialog.getByLabel('Domain').fill(domain);
  await shot('account-domain-add');
  await dialog.getByRole('button', { name: 'Add Domain' }).click();

  await page.getByRole('heading', { name: domain }).waitFor();
  await notice('status', 'Domain created').waitFor();
  const records = await recordsOnPage();
  assert.deepEqual(records.map((record) => record.kind).slice(0, 3), ['SPF record', 'DKIM record', 'DMARC record']);
  assert.ok(records.every((record) => record.status === 'Not found'), JSON.stringify(records));
  // With nothing found, the page says what is missing, not just "publish, then verify".
  const dkimHost = records.find((record) => record.kind === 'DKIM record').host;
  await page.getByText(`Mail is not accepted yet: no DKIM record found at ${dkimHost}. SPF and DMARC not verified either.`, { exact: true }).waitFor();
  assert.equal(await page.getByText('Publish the DKIM record, then verify.').count(), 0);
  await shot('account-domain-records');

  // Publish what the copy buttons put on the clipboard, as a customer pasting into a DNS zone would.
  for (const record of records) {
    const label = record.kind.replace(' record', '');
    await page.getByRole('button', { name: `Copy ${label} name` }).click();
    const host = await page.evaluate(() => navigator.clipboard.readText());
    await page.getByRole('button', { name: `Copy ${label} value` }).click();
    const value = await page.evaluate(() => navigator.clipboard.readText());
    assert.deepEqual({ host, value }, { host: record.host, value: record.value });
    if (record.type.startsWith('MX')) dns.setMx(host, [value]);
    else if (record.type === 'CNAME') dns.setCname(host, value);
    else dns.setTxt(host, [value]);
  }

  await page.getByRole('button', { name: 'Verify' }).click();
  await notice('status', 'Verification completed').waitFor();
  await page.getByText('Mail from this domain is accepted.').waitFor();
  const verified = await recordsOnPage();
  assert.ok(verified.every((record) => record.status === 'Verified'), JSON.stringify(verified));
  await shot('account-domain-verified');

  await page.getByRole('link', { name: 'Domains' }).first().click();
  const row = page.getByRole('table', { name: 'Domains' }).getByRole('row').filter({ hasText: domain });
  await row.getByText('Ready').waitFor();
  await shot('account-domains');
});

let smtpPassword;
let smtpPort;

test('the customer creates an SMTP credential, sees its password once and the settings a mail client needs', async () => {
  await sidebarLink('SMTP credentials').click();
  await page.getByRole('heading', { name: 'SMTP credentials' }).waitFor();
  await page.getByRole('button', { name: 'Add Credential' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SMTP Credential' });
  await dialog.getByLabel('User name').fill('app');
  // The account's only domain is chosen from the start.
  await dialog.getByLabel('Domain').locator('option', { hasText: domain }).waitFor({ state: 'attached' });
  assert.equal(await dialog.getByLabel('Domain').inputValue(), domain);
  await shot('account-smtp-add');
  await dialog.getByRole('button', { name: 'Create Credential' }).click();

  smtpPassword = await page.getByLabel('SMTP password (copy now):').inputValue();
  assert.ok(smtpPassword.length >= 12, 'a password is shown');
  await shot('account-smtp-password');
  await page.getByRole('button', { name: 'Done' }).click();

  const settings = page.getByRole('region', { name: 'Connection settings' });
  smtpPort = Number(await settings.locator('.detail-list__row', { hasText: 'Port' }).locator('dd').textContent());
  assert.ok(smtpPort > 0, 'the port the submission listener bound');
  await settings.getByText('STARTTLS (required before logging in)').waitFor();
  await page.getByRole('table', { name: 'SMTP credentials' }).getByText(`app@${domain}`).waitFor();
  await shot('account-smtp');

  await page.getByRole('table', { name: 'SMTP credentials' }).getByText(`app@${domain}`).click();
  await page.getByRole('dialog', { name: `app@${domain}` }).getByRole('button', { name: 'Rotate Password' }).waitFor();
  await shot('account-smtp-panel');
  await page.keyboard.press('Escape');
});

test('the customer sends a test message from the browser and one by SMTP; both reach the recipients’ MX through the agent', async () => {
  await sidebarLink('Send a test').click();
  await page.getByRole('heading', { name: 'Send a test message' }).waitFor();
  await page.getByLabel('Domain').selectOption({ label: domain });
  await page.getByLabel('Recipient').fill('browser-reader@inbox.example');
  await page.getByRole('button', { name: 'Send test message' }).click();
  await notice('status', 'Test message sent').waitFor();
  await page.getByRole('link', { name: 'Follow the message' }).waitFor();
  await shot('account-test-message');

  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    requireTLS: true,
    tls: { rejectUnauthorized: false },
    auth: { user: `app@${domain}`, pass: smtpPassword },
  });
  const sent = await transport.sendMail({ from: `App <app@${domain}>`, to: 'smtp-reader@inbox.example', subject: 'Sent by SMTP', text: 'Hello over SMTP' });
  assert.match(sent.response, /^250 /);

  for (const recipient of ['browser-reader@inbox.example', 'smtp-reader@inbox.example']) {
    const delivered = await mx.waitFor((mail) => mail.to.includes(recipient), `the message to ${recipient} at the MX`);
    assert.equal(delivered.remoteAddress, AGENT_IP, 'sent from the agent’s IP');
    assert.equal(delivered.helo, `mta.${agent.hostname}`);
  }
});

test('both messages show as delivered in Messages, each with its recipients, timeline and headers', async () => {
  await sidebarLink('Messages').click();
  await page.getByRole('heading', { name: 'Messages' }).waitFor();
  const table = page.getByRole('table', { name: 'Messages' });
  // No reload: the log reads itself again while a message is queued or deferred.
  const deliveredRows = table.getByRole('row').filter({ hasText: 'Delivered' });
  await deliveredRows.nth(1).waitFor({ timeout: DELIVERY_MS }).catch(async (error) => {
    throw new Error(`Two delivered rows expected; the table shows:\n${await table.textContent()}\nAPI:\n${platform.apiOutput().slice(-3000)}`, { cause: error });
  });
  assert.equal(await deliveredRows.count(), 2);
  await table.getByRole('row').filter({ hasText: 'smtp-reader@inbox.example' }).getByText('SMTP', { exact: true }).waitFor();
  await table.getByRole('row').filter({ hasText: 'browser-reader@inbox.example' }).getByText('HTTP', { exact: true }).waitFor();
  await shot('account-messages');
  // The filters are named as the columns they search: the dates as dates, the recipients as recipients.
  const searchForm = page.getByRole('search', { name: 'Search messages' });
  for (const label of ['Recipient', 'Date from', 'Date to']) await searchForm.getByLabel(label, { exact: true }).waitFor();
  for (const label of ['From', 'To']) assert.equal(await searchForm.getByLabel(label, { exact: true }).count(), 0, `a filter named "${label}"`);
  assert.deepEqual(await table.locator('th').allTextContents(), ['Date', 'Recipients', 'Subject', 'Status', 'Via']);

  await page.getByRole('search', { name: 'Search messages' }).getByLabel('Recipient').fill('smtp-reader');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Showing 1 item').waitFor();
  await table.getByText('Sent by SMTP').click();

  await page.getByRole('heading', { name: 'Sent by SMTP' }).waitFor();
  await page.getByRole('table', { name: 'Recipients' }).getByRole('row').filter({ hasText: 'smtp-reader@inbox.example' }).getByText('Delivered').waitFor();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  const events = await timeline.locator('.timeline__type').allTextContents();
  assert.deepEqual([events[0], events.at(-1)], ['Accepted', 'Delivered'], events.join(', '));
  await timeline.getByText(/^250 /).first().waitFor();
  await timeline.getByText(`From ${AGENT_IP} (${agent.hostname})`).first().waitFor();
  // The agent records how the session was protected: the mail sink offers no STARTTLS.
  await timeline.getByText('TLS: none (not encrypted)', { exact: true }).first().waitFor();
  await page.getByRole('region', { name: 'Headers' }).getByText('DKIM-Signature').waitFor();
  await shot('account-message-smtp');

  // The way back returns to the search it came from.
  await page.locator('.back-link').click();
  await page.getByText('Showing 1 item').waitFor();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByText('Showing 2 items').waitFor();

  // The older message: the search reads the newer one first, finds nothing there, and says more may follow.
  await page.getByRole('search', { name: 'Search messages' }).getByLabel('Recipient').fill('browser-reader');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Showing 0 items; more may follow').waitFor();
  await page.getByText('No messages match this search among those it read so far. Older ones may: search further, or narrow the dates.').waitFor();
  assert.ok(await page.getByRole('button', { name: 'Next' }).isDisabled());
  await shot('account-messages-more');
  await page.getByRole('button', { name: 'Search further' }).click();
  await table.getByRole('row').filter({ hasText: 'browser-reader@inbox.example' }).waitFor();
  await page.getByText('Showing 1 item', { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Search further' }).count(), 0, 'read to the oldest message: counted');
  await table.getByRole('row').filter({ hasText: 'browser-reader@inbox.example' }).click();
  await page.getByRole('table', { name: 'Recipients' }).getByText('Delivered').waitFor();
  const testEvents = await page.getByRole('list', { name: 'Timeline' }).locator('.timeline__type').allTextContents();
  assert.deepEqual([testEvents[0], testEvents.at(-1)], ['Accepted', 'Delivered'], testEvents.join(', '));
  await shot('account-message-test');
});

test('the overview counts the delivered mail and the first-run checklist is done', async () => {
  await sidebarLink('Overview').click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  const tiles = page.getByRole('region', { name: 'Messages' });
  await tiles.locator('.count-tile', { hasText: 'Sent today' }).getByText('2', { exact: true }).waitFor();
  await tiles.locator('.count-tile', { hasText: 'Delivered' }).getByText('2', { exact: true }).waitFor();
  assert.equal(await page.getByRole('region', { name: 'Get sending' }).count(), 0, 'every step is done');
  await page.locator('.delivery-chart canvas').waitFor();
  // A self-signed-up account is warmed up: its quotas start at 50 an hour and the trial plan's 100 a day (under the 200 start).
  const warmup = page.getByRole('region', { name: 'Warm-up quota' });
  await warmup.getByText(/of 50 this hour/).waitFor();
  await warmup.getByText(/of 100 today/).waitFor();
  await warmup.getByText(/^Grows on \d{4}-\d\d-\d\d \(UTC\)/).waitFor();
  await shot('account-overview');
});

test('API keys, suppressions and profile screens work for the new account', async () => {
  await sidebarLink('API keys').click();
  await page.getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API Key' });
  await dialog.getByLabel('Name').fill('Billing app');
  await dialog.getByLabel('Scope').selectOption({ label: 'Sending only' });
  await dialog.getByLabel('Domain').selectOption({ label: domain });
  await shot('account-api-key-add');
  await dialog.getByRole('button', { name: 'Create API Key' }).click();
  const keyBox = page.getByLabel('API key (copy now):');
  const key = await keyBox.inputValue();
  // The whole key in view inside its dialog, and Copy takes all of it.
  const created = page.getByRole('dialog', { name: 'API key created' });
  assert.deepEqual(await keyBox.evaluate((box) => ({ hiddenWidth: box.scrollWidth - box.clientWidth, hiddenHeight: box.scrollHeight - box.clientHeight })), { hiddenWidth: 0, hiddenHeight: 0 });
  assert.ok(boxInside(await keyBox.boundingBox(), await created.boundingBox()), 'the key is wider than its dialog');
  await created.getByRole('button', { name: 'Copy' }).click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key);
  await shot('account-api-key-created');
  await page.getByRole('button', { name: 'Done' }).click();
  const keyRow = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: 'Billing app' });
  await keyRow.getByText('Sending only').waitFor();
  await keyRow.getByText(domain).waitFor();
  await shot('account-api-keys');
  // The key works for sending and for nothing else.
  const refused = await fetch(`${platform.baseUrl}/api/v1/domains`, { headers: { authorization: `Bearer ${key}` } });
  assert.equal(refused.status, 403);

  await sidebarLink('Suppressions').click();
  await page.getByRole('button', { name: 'Add Suppression' }).click();
  const suppression = page.getByRole('dialog', { name: 'Add Suppression' });
  await suppression.getByLabel('Address').fill('unsubscribed@inbox.example');
  await suppression.getByLabel('Reason').fill('Asked us to stop');
  await suppression.getByRole('button', { name: 'Add Suppression' }).click();
  await notice('status', 'Suppression added').waitFor();
  await page.getByRole('table', { name: 'Suppressions' }).getByText('Asked us to stop').waitFor();
  await shot('account-suppressions');

  await sidebarLink('Profile').click();
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill(customer.password);
  await password.getByLabel('New password', { exact: true }).fill('nora-password-2');
  await password.getByLabel('Confirm new password').fill('nora-password-3');
  await password.getByRole('button', { name: 'Change password' }).click();
  const mismatch = page.getByRole('alert').filter({ hasText: 'Passwords do not match' });
  await mismatch.waitFor();
  const { overlaps, boxes } = await overlapOf(mismatch, password);
  assert.equal(overlaps, false, `the notice covers the Password card: ${boxes}`);
  await password.getByLabel('Confirm new password').fill('nora-password-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await notice('status', 'Password changed').waitFor();
  await shot('account-profile');
});

test('an account that waits for approval says so on every screen until an administrator approves it', async () => {
  const settings = await platform.adminRequest('PUT', '/api/admin/settings/signup', { require_approval: true });
  assert.equal(settings.status, 200, JSON.stringify(settings.body));
  const waiting = { firstName: 'Walt', lastName: 'Waiting', email: `walt.${runId}@example.com`, password: 'walt-password-1' };
  const other = await platform.newPage();
  await other.goto(`${platform.baseUrl}/signup`);
  for (const [label, value] of [['First name', waiting.firstName], ['Last name', waiting.lastName], ['Email', waiting.email], ['Password', waiting.password]]) {
    await other.getByLabel(label).fill(value);
  }
  await other.getByRole('button', { name: 'Sign up' }).click();
  await other.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  const mail = await inbox.waitFor((received) => received.to.includes(waiting.email), `the confirmation mail to ${waiting.email}`);
  await other.goto(/https?:\/\/[^\s"<>]+\/confirm-email\?token=[^\s"<>]+/.exec(decodedText(mail.raw))[0]);
  await other.getByText('Your e-mail address is confirmed.').waitFor();

  await other.goto(`${platform.baseUrl}/login`);
  await other.getByLabel('Email').fill(waiting.email);
  await other.getByLabel('Password').fill(waiting.password);
  await other.getByRole('button', { name: 'Log in' }).click();
  const banner = other.getByRole('region', { name: 'Account status' });
  await banner.getByText('Your account is waiting for approval').waitFor();
  await other.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Domains', exact: true }).click();
  await other.getByRole('heading', { name: 'Domains' }).waitFor();
  await banner.getByText('Your account is waiting for approval').waitFor();
  await other.evaluate(() => document.querySelectorAll('button[aria-label="Dismiss notice"]').forEach((button) => button.click()));
  await other.screenshot({ path: join(platform.screenshotDir, 'account-approval-pending.png'), fullPage: true });

  const found = await platform.adminRequest('GET', `/api/admin/users?q=${encodeURIComponent(waiting.email)}&limit=1`);
  const approved = await platform.adminRequest('POST', `/api/admin/users/${found.body.items[0]._id}/approve`);
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  await other.reload();
  await other.getByRole('heading', { name: 'Domains' }).waitFor();
  assert.equal(await banner.count(), 0, 'no banner once approved');
  await other.context().close();
});

test('Logout ends the session: the account goes back to /login', async () => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  await notice('status', 'Logged out').waitFor();
  await page.goto(`${platform.baseUrl}/account/domains`);
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
});
