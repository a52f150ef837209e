// Browser test: one visit to a sign-in or confirmation link makes one request to the server and
// shows one notice. The admin sso link used to open two sessions: storing the first session's token
// swapped the route tree, and the remounted page exchanged the token again. Needs `vite build` and
// the API build first; see support/platform.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startPlatform } from './support/platform.mjs';

const runId = Date.now().toString(36);
// Long enough for a second request or notice that follows the first to show up.
const SETTLE_MS = 1_500;
let platform;

/** Counts the page's POSTs to `path` from now on. */
function countPosts(page, path) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

/** No mail transport: the platform keeps its mail in the console mailbox, once it is written. */
async function consoleMailTo(address) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mailbox = await platform.adminCall('GET', '/api/admin/mailbox');
    const summary = mailbox.items.find((mail) => mail.to === address);
    if (summary) return summary;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  assert.fail(`no mail to ${address} in the console mailbox`);
}

const notices = (page, text) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

before(async () => {
  platform = await startPlatform();
});

after(async () => {
  await platform?.stop();
});

describe('one request per sign-in', () => {
  test('the admin sso link opens one session and says "Logged in" once', async () => {
    const page = await platform.newPage();
    const sessionPosts = countPosts(page, '/api/admin/sessions');
    await platform.signIn(page);
    await page.waitForTimeout(SETTLE_MS);

    assert.equal(sessionPosts.count, 1, 'POST /api/admin/sessions made once');
    assert.equal(await notices(page, 'Logged in').count(), 1, 'one "Logged in" notice');
    await platform.screenshot(page, 'sso-signed-in-once');
    await page.context().close();
  });

  test('the admin sign-in form opens one session and says "Logged in" once', async () => {
    const page = await platform.newPage();
    const sessionPosts = countPosts(page, '/api/admin/sessions');
    await page.goto(`${platform.baseUrl}/myproadmin/login`);
    await page.getByLabel('Admin token').fill(platform.adminToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.waitForTimeout(SETTLE_MS);

    assert.equal(sessionPosts.count, 1, 'POST /api/admin/sessions made once');
    assert.equal(await notices(page, 'Logged in').count(), 1, 'one "Logged in" notice');
    await page.context().close();
  });

  test('a customer confirms the address with one request and logs in with one', async () => {
    const customer = { firstName: 'Una', lastName: 'Once', email: `una.${runId}@example.com`, password: 'una-password-1' };
    const signup = await fetch(`${platform.baseUrl}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(customer),
    });
    assert.equal(signup.status, 201, `sign-up answered ${signup.status}: ${await signup.text()}`);
    const summary = await consoleMailTo(customer.email);
    const mail = await platform.adminCall('GET', `/api/admin/mailbox/${summary._id}`);
    const link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(mail.text)?.[0];
    assert.ok(link, `no confirmation link in: ${mail.text}`);

    const page = await platform.newPage();
    const confirmations = countPosts(page, '/api/confirm-email');
    await page.goto(`${platform.baseUrl}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(confirmations.count, 1, 'POST /api/confirm-email made once');

    const logins = countPosts(page, '/api/login');
    await page.goto(`${platform.baseUrl}/login`);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/account/);
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(logins.count, 1, 'POST /api/login made once');
    assert.equal(await notices(page, 'Logged in').count(), 1, 'one "Logged in" notice');
    await page.context().close();
  });
});
