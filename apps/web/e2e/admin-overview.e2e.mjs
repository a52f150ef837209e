// Browser test of the console's overview screens (dashboard, reports, restore, settings) against
// the real API in production mode. Delivery log entries have no public insert call, so the test
// starts the embedded database itself (startPlatform's ownDatabase) and writes them there, with
// their events; the API counts those into its rollups as it does after a crash (see below).
// Needs `vite build` and the API build first; see support/platform.mjs.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { boxesOverlap, horizontalOverflow, overlapOf, wordsBrokenOverLines } from './support/layout.mjs';
import { startPlatform } from './support/platform.mjs';

// The MongoDB driver comes with the embedded database package; the console does not depend on it.
const { MongoClient, ObjectId } = createRequire(new URL('../../../packages/embedded-mongo/package.json', import.meta.url))('mongodb');

const DAY_MS = 24 * 60 * 60 * 1000;
/** 12 outcomes over the last three days: 9 delivered, 3 bounced (75% and 25%), 2 pages of logs. */
const LOG_COUNT = 12;
const BOUNCED_EVERY = 4;
/** The second newest outcome comes from and goes to long addresses, as real mail often does. */
const LONG_SENDER = 'newsletter.announcements@marketing.shop-example.com';
const LONG_RECIPIENT = 'margaret.longname-reader@subscribers.example.org';
/** SPEC section 3: a log entry's `to` may be a list; the test answers the third newest with one. */
const SEVERAL_RECIPIENTS = ['reader3@example.org', 'second.reader@example.org', 'third.reader@example.net'];

/** The newest entry's session: what MTA-STS testing recorded (delivered, with what enforce would have refused). */
const TESTING_TLS = {
  version: 'TLSv1.2',
  verified: false,
  mta_sts: 'testing',
  mta_sts_failure: 'mx1.subscribers.example.org certificate not valid: ERR_TLS_CERT_ALTNAME_INVALID',
};

let platform;

function deliveryLogs() {
  const now = Date.now();
  return Array.from({ length: LOG_COUNT }, (_, index) => ({
    message_id: `e2e-${index}`,
    from: index === 1 ? LONG_SENDER : 'news@shop.example',
    to: index === 1 ? LONG_RECIPIENT : `reader${index + 1}@example.org`,
    // As the sending pipeline writes it: the recipient in lower case, for the recipient search.
    to_lower: index === 1 ? LONG_RECIPIENT : `reader${index + 1}@example.org`,
    status: index % BOUNCED_EVERY === 0 ? 'bounced' : 'delivered',
    response: index % BOUNCED_EVERY === 0 ? '550 No such user' : '250 OK',
    source_ip: '203.0.113.7',
    agent_hostname: index % 2 === 0 ? 'mx1.agents.example' : null,
    // The agent's attempts record their session (issue 28): the newest under MTA-STS testing with a failure.
    ...(index % 2 === 0 ? { tls: index === 0 ? TESTING_TLS : { version: 'TLSv1.3', verified: true, mta_sts: 'enforce' } } : {}),
    domain: 'shop.example',
    user_id: null,
    // Newest first is reader1; spread over today and the two days before.
    created_at: new Date(now - index * (DAY_MS / 5)),
  }));
}

/**
 * The log entries, and their events as the queue stores them (same _id), stamped with a rollup
 * writer slot whose owner looks crashed and whose hours are pending: the API recounts that slot
 * from the events (RollupRepair), which writes the rollups the figures come from. Resolves once
 * the summary shows them.
 */
async function insertDeliveryLogs() {
  const client = new MongoClient(platform.mongoUri, { directConnection: true });
  try {
    await client.connect();
    const db = client.db();
    const entries = deliveryLogs().map((entry) => ({ _id: new ObjectId(), ...entry }));
    await db.collection('delivery_logs').insertMany(entries);
    const slot = await db.collection('rollup_slots').countDocuments({});
    const owner = new ObjectId();
    await db.collection('message_events').insertMany(
      entries.map((entry) => ({
        _id: entry._id.toHexString(),
        message: new ObjectId(),
        user_id: owner,
        type: entry.status,
        recipient: entry.to,
        response: entry.response,
        attempt: 1,
        source_ip: entry.source_ip,
        agent_hostname: entry.agent_hostname,
        created_at: entry.created_at,
        rollup_slot: slot,
      })),
    );
    const pendingHours = [...new Set(entries.map((entry) => entry.created_at.toISOString().slice(0, 13)))];
    await db.collection('rollup_slots').insertOne({ _id: `slot-${slot}`, slot, owner: 'e2e-seed', generation: 1, heartbeat_at: new Date(0), pending_hours: pendingHours });
  } finally {
    await client.close();
  }
  for (const until = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const summary = await platform.adminCall('GET', '/api/admin/reports/summary');
    if (summary.total === LOG_COUNT) return;
    assert.ok(Date.now() < until, `the rollups never showed the seeded entries: ${JSON.stringify(summary)}`);
  }
}

async function openConsole(path, viewport) {
  const page = await platform.newPage(viewport);
  await platform.signIn(page);
  if (path) await page.goto(`${platform.baseUrl}/myproadmin/${path}`);
  return page;
}

/**
 * Answers the page's delivery log requests from the real API, with the third newest entry's
 * recipients as a list: this API logs one entry per recipient, other servers send one entry with
 * them all (SPEC section 3), and the console reads both.
 */
function answerLogsWithSeveralRecipients(page) {
  return page.route(
    (url) => url.pathname === '/api/admin/reports/logs',
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.items = body.items.map((entry) => (entry.to === SEVERAL_RECIPIENTS[0] ? { ...entry, to: SEVERAL_RECIPIENTS } : entry));
      await route.fulfill({ response, json: body });
    },
  );
}

/** The next summary request the page sends, as its query parameters. */
async function nextSummaryRequest(page, action) {
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => new URL(candidate.url()).pathname === '/api/admin/reports/summary'),
    action(),
  ]);
  return Object.fromEntries(new URL(request.url()).searchParams);
}

before(async () => {
  platform = await startPlatform({ ownDatabase: true });
  await insertDeliveryLogs();
});

after(async () => {
  await platform?.stop();
});

describe('dashboard', () => {
  test('shows the counts, deliverability, agent health and recent activity, and re-reads the chart for another period', async () => {
    const page = await platform.newPage();
    const firstSummary = await nextSummaryRequest(page, () => platform.signIn(page));
    const dayMs = (range) => Date.parse(range.date_to) - Date.parse(range.date_from);
    assert.equal(Math.round(dayMs(firstSummary) / DAY_MS), 7, '7 days is the default period');

    const deliverability = page.getByRole('region', { name: 'Deliverability' });
    await deliverability.getByText('75%').waitFor();
    await deliverability.getByText('25%').waitFor();
    await page.getByRole('region', { name: 'Agent Health' }).getByText('Online').waitFor();
    for (const label of ['Users', 'Domains', 'SMTP Accounts', 'Agents']) {
      await page.getByRole('link', { name: new RegExp(`^${label}\\s+\\d+$`) }).waitFor();
    }
    const activity = page.getByRole('table', { name: 'Recent activity' });
    await activity.getByRole('row').filter({ hasText: 'reader1@example.org' }).getByText('203.0.113.7 (mx1.agents.example)').waitFor();
    assert.equal(await activity.getByRole('row').count(), 11, 'a header row and the ten latest outcomes');
    await page.getByRole('img', { name: /sent, delivered and bounced/ }).waitFor();
    await platform.screenshot(page, 'overview-dashboard');

    const monthSummary = await nextSummaryRequest(page, () => page.getByRole('button', { name: '1 month' }).click());
    assert.notEqual(monthSummary.date_from, firstSummary.date_from);
    assert.equal(monthSummary.date_to, firstSummary.date_to);
    assert.equal(Math.round(dayMs(monthSummary) / DAY_MS), 30);

    const daySummary = await nextSummaryRequest(page, () => page.getByRole('button', { name: '1 day' }).click());
    assert.equal(Math.round(dayMs(daySummary) / DAY_MS), 1);

    // Back to a period shown a moment ago: read again, the figures may change meanwhile.
    const againSummary = await nextSummaryRequest(page, () => page.getByRole('button', { name: '7 days' }).click());
    assert.deepEqual(againSummary, firstSummary);
    await page.context().close();
  });

  test('at 1280 px the recent activity fits its card, long addresses wrap only between words and several recipients are listed apart', async () => {
    const page = await platform.newPage();
    await answerLogsWithSeveralRecipients(page);
    await platform.signIn(page);
    const card = page.getByRole('region', { name: 'Recent activity' });
    const longRow = card.getByRole('row').filter({ hasText: LONG_RECIPIENT });
    await longRow.waitFor();
    await card.getByRole('cell', { name: SEVERAL_RECIPIENTS.join(', '), exact: true }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await platform.screenshot(page, 'layout-dashboard-1280');

    assert.equal(await horizontalOverflow(card.locator('.table-scroll')), 0, 'the table scrolls sideways inside its card');
    assert.equal(await horizontalOverflow(card), 0, 'the table is wider than its card');
    for (const address of [LONG_SENDER, LONG_RECIPIENT]) {
      assert.deepEqual(await wordsBrokenOverLines(longRow.getByRole('cell', { name: address, exact: true })), [], `${address} is broken mid-word`);
    }
    const sourceCell = longRow.getByRole('cell').last();
    assert.equal(await horizontalOverflow(sourceCell), 0, 'the source IP is cut off');
    await page.context().close();
  });

  test('fits a phone-sized screen', async () => {
    const page = await openConsole('', { width: 390, height: 844 });
    await page.getByRole('region', { name: 'Deliverability' }).getByText('75%').waitFor();
    await page.getByRole('table', { name: 'Recent activity' }).getByText('reader1@example.org').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    await platform.screenshot(page, 'overview-dashboard-390');
    await page.screenshot({ path: `${platform.screenshotDir}/overview-dashboard-390-full.png`, fullPage: true });
    await page.context().close();
  });
});

describe('top-bar search', () => {
  test('shows the matching users and opens the chosen one', async () => {
    const user = await platform.adminCall('POST', '/api/admin/users', { email: `searchable.${Date.now()}@example.com`, password: 'long-password', firstName: 'Sera', lastName: 'Chable' });
    const page = await openConsole('');
    await page.getByRole('searchbox', { name: 'Search' }).fill('searchable');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');

    const results = page.getByRole('region', { name: 'Search results' });
    const hit = results.getByRole('region', { name: 'Users' }).getByRole('link', { name: new RegExp(user.email.replace('.', '\\.')) });
    await hit.waitFor();
    await platform.screenshot(page, 'overview-search');
    await hit.click();

    await page.getByRole('dialog', { name: user.email }).getByText('Signed up').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('open'), user._id);
    await page.context().close();
  });
});

describe('reports', () => {
  test('shows the totals and pages through the delivery log ten at a time', async () => {
    const page = await platform.newPage();
    await answerLogsWithSeveralRecipients(page);
    await platform.signIn(page);
    await page.goto(`${platform.baseUrl}/myproadmin/reports`);
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText(String(LOG_COUNT), { exact: true }).waitFor();
    assert.match(await summary.innerText(), /Delivered\s+9/);
    assert.match(await summary.innerText(), /Bounced\s+3/);
    assert.match(await summary.innerText(), /Bounce Rate\s+25%/);

    const logs = page.getByRole('list', { name: 'Recent Logs' });
    await logs.getByText('reader1@example.org').waitFor();
    await logs.getByText(SEVERAL_RECIPIENTS.join(', '), { exact: true }).waitFor();
    assert.equal(await logs.getByRole('listitem').count(), 10);
    await page.getByText('Showing 10 items').waitFor();
    await logs
      .getByText(`TLS: TLSv1.2, certificate not verified, MTA-STS testing (${TESTING_TLS.mta_sts_failure})`, { exact: true })
      .waitFor();
    assert.equal(await logs.getByText('TLS: TLSv1.3, certificate verified, MTA-STS enforce', { exact: true }).count(), 4);
    await platform.screenshot(page, 'reports');

    await page.getByRole('button', { name: 'Next' }).click();
    await logs.getByText('reader12@example.org').waitFor();
    assert.equal(await logs.getByRole('listitem').count(), LOG_COUNT - 10);
    assert.equal(await page.getByRole('button', { name: 'Next' }).isEnabled(), false);
    assert.equal(new URL(page.url()).searchParams.get('page'), '2');
    await page.context().close();
  });

  test('with per-day items only (SPEC section 3) the header names their first and last day and the rate is worked out; at 1280 px figures and rows fill their cards', async () => {
    const page = await platform.newPage();
    await platform.signIn(page);
    const perDayOnly = { items: [{ date: '2026-03-01', total: 2, delivered: 1, bounced: 1 }, { date: '2026-03-02', total: 1, delivered: 1, bounced: 0 }] };
    await page.route((url) => url.pathname === '/api/admin/reports/summary', (route) => route.fulfill({ json: perDayOnly }));
    await page.goto(`${platform.baseUrl}/myproadmin/reports`);
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('33.33%', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Recent Logs' }).getByText('reader1@example.org').waitFor();
    await platform.screenshot(page, 'layout-reports-per-day-items-1280');

    const day = (date) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    await page.getByText(`Totals from ${day('2026-03-01')} to ${day('2026-03-02')}, and the latest delivery outcomes.`).waitFor();
    assert.match(await summary.innerText(), /Total\s+3/);
    assert.doesNotMatch(await page.getByRole('main').innerText(), /Invalid Date|undefined|NaN/);
    for (const tile of await summary.locator('.count-tile').all()) {
      assert.equal(await horizontalOverflow(tile), 0, `${await tile.innerText()} is wider than its card`);
    }
    // Each entry's status, source and time stand at the right of the card, beside its route.
    const card = await page.getByRole('region', { name: 'Recent Logs' }).boundingBox();
    for (const entry of await page.getByRole('list', { name: 'Recent Logs' }).getByRole('listitem').all()) {
      const [route, meta] = await Promise.all([entry.locator('.log-list__route').boundingBox(), entry.locator('.log-list__meta').boundingBox()]);
      assert.ok(meta.x >= route.x + route.width && card.x + card.width - (meta.x + meta.width) <= 32, `an entry leaves the right of its card empty: ${JSON.stringify({ card, route, meta })}`);
    }
    await page.context().close();
  });

  test('searches the log by the start of the recipient, in any case, and pages the matches with More', async () => {
    const page = await platform.newPage();
    await platform.signIn(page);
    await page.goto(`${platform.baseUrl}/myproadmin/reports`);
    const logs = page.getByRole('list', { name: 'Recent Logs' });
    await logs.getByText('reader1@example.org').waitFor();
    await page.getByText('Finds entries whose recipient address starts with the text, in any case, by recipient, then newest first.').waitFor();
    const search = page.getByRole('searchbox', { name: 'Search the log by recipient' });
    assert.equal(await search.getAttribute('placeholder'), 'Recipient starts with…');

    await search.fill('READER1');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('recipient') === 'READER1');
    // The unsearched list shows reader10 too: wait for an entry the search leaves out to go.
    await logs.getByText('margaret.longname-reader@subscribers.example.org').waitFor({ state: 'detached' });
    await logs.getByText('reader10@example.org').waitFor();
    assert.deepEqual(await logs.locator('.log-list__route .log-list__address:last-child').allInnerTexts(), [
      'reader10@example.org',
      'reader11@example.org',
      'reader12@example.org',
      'reader1@example.org',
    ]);
    assert.equal(await page.getByRole('button', { name: 'Next' }).isEnabled(), false);

    // Eleven readers: ten on the first page, and 'More' while the server says there are more.
    await search.fill('reader');
    await search.press('Enter');
    await page.getByText('Showing 10 items').waitFor();
    await platform.screenshot(page, 'reports-recipient-search');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByText('Showing 1 item', { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Next' }).isEnabled(), false);

    await search.fill('example.org');
    await search.press('Enter');
    await page.getByText('No log entry matches this recipient.').waitFor();
    await page.context().close();
  });
});

describe('notices', () => {
  const PHONE = { width: 390, height: 844 };

  for (const viewport of [undefined, PHONE]) {
    const width = viewport?.width ?? 1280;

    test(`at ${width} px a notice leaves the login page's logo uncovered`, async () => {
      const page = await platform.newPage(viewport);
      await page.goto(`${platform.baseUrl}/login`);
      await page.getByLabel('Email').fill('nobody.notice@example.com');
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Login failed' });
      await notice.waitFor();
      await platform.screenshot(page, `layout-login-notice-${width}`);
      const { overlaps, boxes } = await overlapOf(notice, page.locator('.public-layout__brand .product-logo'));
      assert.equal(overlaps, false, `the notice covers the logo: ${boxes}`);
      await page.context().close();
    });

    test(`at ${width} px a notice leaves the top bar's search box uncovered`, async () => {
      const page = await openConsole('', viewport);
      await page.route((url) => url.pathname === '/api/admin/users', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
      await page.goto(`${platform.baseUrl}/myproadmin/users`);
      const notice = page.getByRole('alert').filter({ hasText: 'Failed to load users' });
      await notice.waitFor();
      await platform.screenshot(page, `layout-console-notice-${width}`);
      const { overlaps, boxes } = await overlapOf(notice, page.locator('.top-bar form[role="search"]'));
      assert.equal(overlaps, false, `the notice covers the search box: ${boxes}`);
      await page.context().close();
    });
  }
});

describe('notices at 1280 px', () => {
  test("cover neither the screen nor an open dialog and its buttons, and at most two show at once", async () => {
    const page = await openConsole('users/add');
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Email').fill(`refused.${Date.now()}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill('refused-password-1');
    await dialog.getByLabel('Confirm password').fill('refused-password-1');
    const isCreate = (request) => new URL(request.url()).pathname === '/api/admin/users' && request.method() === 'POST';
    await page.route((url) => url.pathname === '/api/admin/users', (route) =>
      isCreate(route.request()) ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }) : route.fallback(),
    );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await Promise.all([page.waitForResponse((response) => isCreate(response.request())), dialog.getByRole('button', { name: 'Create User' }).click()]);
    }
    const notices = page.locator('.notice');
    await page.getByRole('alert').filter({ hasText: 'Failed to save user' }).nth(1).waitFor();
    await platform.screenshot(page, 'layout-notices-over-dialog-1280');
    assert.equal(await notices.count(), 2, 'a third notice ends the oldest');

    const [dialogBox, cancelBox, createBox, mainBox, navBox, logoutBox] = await Promise.all(
      [dialog, dialog.getByRole('button', { name: 'Cancel' }), dialog.getByRole('button', { name: 'Create User' }), page.getByRole('main'), page.getByRole('navigation', { name: 'Main' }), page.getByRole('button', { name: 'Logout' })].map((locator) => locator.boundingBox()),
    );
    for (const notice of await notices.all()) {
      const box = await notice.boundingBox();
      for (const [name, other] of Object.entries({ dialog: dialogBox, Cancel: cancelBox, 'Create User': createBox, 'the screen': mainBox, 'the sidebar links': navBox, Logout: logoutBox })) {
        assert.equal(boxesOverlap(box, other), false, `a notice covers ${name}: ${JSON.stringify({ notice: box, [name]: other })}`);
      }
    }
    await page.context().close();
  });
});

describe('restore', () => {
  test('Run Restore, once confirmed, puts the newest backup back and shows the result', async () => {
    const backup = await platform.adminCall('POST', '/api/admin/backups');
    const lateUser = await platform.adminCall('POST', '/api/admin/users', { email: `after-backup.${Date.now()}@example.com`, password: 'long-password' });

    const page = await openConsole('restore');
    await page.getByRole('table', { name: 'Backups' }).getByText(backup.file).waitFor();
    await page.getByRole('button', { name: 'Run Restore' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Run Restore' });
    await confirmation.getByText('All current data will be replaced').waitFor();
    await platform.screenshot(page, 'restore-confirm');
    await confirmation.getByRole('button', { name: 'Run Restore' }).click();

    const result = page.getByLabel('Restore result');
    await result.waitFor();
    const shown = JSON.parse(await result.innerText());
    assert.equal(shown.restored, true);
    assert.equal(shown.backup_file, backup.file);
    assert.match(await result.innerText(), /\n {2}"restored": true,/, 'formatted with two-space indents');
    await page.getByRole('table', { name: 'Backups' }).getByText('Before a restore').waitFor();
    await platform.screenshot(page, 'restore');

    const users = await platform.adminCall('GET', `/api/admin/users?q=${encodeURIComponent(lateUser.email)}`);
    assert.deepEqual(users.items, [], 'the user created after the backup is gone');
    await page.context().close();
  });
});

describe('settings', () => {
  const logoSvg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
      '<rect width="120" height="40" rx="8" fill="#f79009"/>' +
      '<text x="60" y="27" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">ACME</text></svg>',
  );

  test('an uploaded logo replaces the sidebar logo at once and stays after a reload', async () => {
    const page = await openConsole('settings');
    const sidebar = page.locator('.sidebar');
    assert.equal(await sidebar.getByRole('img', { name: 'Logo' }).count(), 0);

    await page.getByLabel('Logo image').setInputFiles({ name: 'acme.svg', mimeType: 'image/svg+xml', buffer: logoSvg });
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByLabel('Width').fill('150');
    await page.getByLabel('Height').fill('50');
    await page.getByRole('button', { name: 'Save logo' }).click();
    await sidebar.getByRole('img', { name: 'Logo' }).waitFor();

    await page.reload();
    const logo = sidebar.getByRole('img', { name: 'Logo' });
    await logo.waitFor();
    assert.equal(await logo.getAttribute('width'), '150');
    assert.equal(await logo.getAttribute('height'), '50');
    assert.equal(await page.getByLabel('Width').inputValue(), '150');
    await platform.screenshot(page, 'settings-logo');
    await page.context().close();
  });

  test("at 1280 px the cards side by side are as tall as each other, and the file picker wears the console's button", async () => {
    const page = await openConsole('settings');
    await page.getByRole('region', { name: 'Log retention' }).getByLabel('Keep logs for (days)').waitFor();
    await page.getByLabel('Port').waitFor();
    await platform.screenshot(page, 'layout-settings-1280');
    const heightOf = async (name) => (await page.getByRole('region', { name, exact: true }).boundingBox()).height;
    assert.equal(await heightOf('Logo'), await heightOf('SMTP Settings'));
    assert.equal(await heightOf('Sign-up'), await heightOf('Log retention'));
    const chooser = await page.getByLabel('Logo image').evaluate((input) => {
      const style = getComputedStyle(input, '::file-selector-button');
      return { background: style.backgroundColor, borderRadius: style.borderRadius, marginRight: style.marginRight };
    });
    assert.deepEqual(chooser, { background: 'rgb(255, 255, 255)', borderRadius: '6px', marginRight: '12px' });
    await page.context().close();
  });

  test('SMTP settings are saved with a plain "Saved" alert and read back, the password only as "set"', async () => {
    const page = await openConsole('settings');
    await page.getByLabel('Port').waitFor();
    assert.equal(await page.getByLabel('Port').inputValue(), '587');
    await page.getByLabel('Host').fill('smtp.mail.example');
    await page.getByLabel('Port').fill('2525');
    await page.getByLabel('Use TLS/SSL').check();
    await page.getByLabel('Username').fill('mailer');
    await page.getByLabel('Password').fill('smtp-secret');
    await page.getByLabel('From Address').fill('Platform <no-reply@mail.example>');
    await platform.screenshot(page, 'settings');

    const alertShown = page.waitForEvent('dialog').then(async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      return message;
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    assert.equal(await alertShown, 'Saved');

    await page.reload();
    await page.getByText('A password is set; leave empty to keep it.').waitFor();
    assert.equal(await page.getByLabel('Host').inputValue(), 'smtp.mail.example');
    assert.equal(await page.getByLabel('Port').inputValue(), '2525');
    assert.equal(await page.getByLabel('Use TLS/SSL').isChecked(), true);
    assert.equal(await page.getByLabel('Username').inputValue(), 'mailer');
    assert.equal(await page.getByLabel('Password').inputValue(), '');
    assert.equal(await page.getByLabel('From Address').inputValue(), 'Platform <no-reply@mail.example>');
    await platform.screenshot(page, 'settings-saved');

    const { smtp } = await platform.adminCall('GET', '/api/admin/settings/smtp');
    assert.deepEqual(smtp, { host: 'smtp.mail.example', port: 2525, username: 'mailer', has_password: true, secure: true, from: 'Platform <no-reply@mail.example>' });
    await page.context().close();
  });
  test('the log retention is shown, refused out of range beneath its field, saved and read back', async () => {
    const page = await openConsole('settings');
    const card = page.getByRole('region', { name: 'Log retention' });
    const field = card.getByLabel('Keep logs for (days)');
    await card.getByText('Default 30 days.').waitFor();
    assert.equal(await field.inputValue(), '30');

    await field.fill('400');
    await card.getByRole('button', { name: 'Save retention' }).click();
    await card.getByText('Enter a whole number of days from 1 to 366').waitFor();

    await field.fill('14');
    await card.getByRole('button', { name: 'Save retention' }).click();
    await page.getByRole('status').filter({ hasText: 'Log retention saved' }).waitFor();
    await platform.screenshot(page, 'settings-log-retention');
    await page.reload();
    assert.equal(await page.getByRole('region', { name: 'Log retention' }).getByLabel('Keep logs for (days)').inputValue(), '14');
    assert.deepEqual(await platform.adminCall('GET', '/api/admin/settings/log-retention'), { days: 14 });

    await platform.adminCall('PUT', '/api/admin/settings/log-retention', { days: 30 });
    await page.context().close();
  });
});

describe('logout', () => {
  test('Logout ends the session on the server: the console shows Admin Login and the old token is refused', async () => {
    const page = await platform.newPage();
    await platform.signIn(page);
    const session = await page.evaluate(() => localStorage.getItem('adminToken'));
    assert.ok(session, 'the console holds a session');
    const usersWith = (token) => fetch(`${platform.baseUrl}/api/admin/users`, { headers: { 'x-admin-token': token } });
    assert.equal((await usersWith(session)).status, 200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
    assert.equal((await usersWith(session)).status, 401, 'a copy of the token no longer works');
    await page.context().close();
  });
});
