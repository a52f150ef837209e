// Browser test of the console's accessibility: axe-core's WCAG 2.1 A/AA rules on every screen
// and dialog of the public screens, the admin console and the customer area (any violation, or
// a contrast axe cannot decide, fails), the keyboard inside each kind of dialog (Tab and
// Shift+Tab stay in it, Escape gives focus back to the opener) and the skip link of the
// signed-in layouts. One platform, one browser; screens are reached inside the app, without a
// page load, so axe-core is handed to each page once. Needs `vite build` and the API build
// first; see support/platform.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { accessibilityProblems, describeFocus, stopsWithoutVisibleFocus, tabWalk } from './support/accessibility.mjs';
import { cumulativeLayoutShift } from './support/layout.mjs';
import { startPlatform } from './support/platform.mjs';
import { ACCOUNT_SCREENS, ADMIN_SCREENS, PUBLIC_SCREENS, networkQuiet, openInApp, trackRequests, visitScreen } from './support/screens.mjs';

const runId = Date.now().toString(36);
const owner = { email: `ada.${runId}@example.com`, password: 'correct-horse-battery', firstName: 'Ada', lastName: 'Access' };
const domainName = `a11y-${runId}.example`;
const agentId = `a11y-agent-${runId}`;
const relayName = `relay-${runId}`;
const webhookUrl = 'http://127.0.0.1:9/mail-events';

let platform;

/** A page whose requests are counted, so screens reached inside the app can be waited for. */
async function trackedPage() {
  const page = await platform.newPage();
  trackRequests(page);
  return page;
}

/**
 * Checks what the page shows now (only the newest dialog with `dialogOnly`: the page behind it
 * is inert and had its own check) and files any problem under `where`. Each test collects every
 * screen's problems and fails once at the end with all of them, so one run lists all there is.
 * Notices are checked, then dismissed: they cover what lies under them for a few seconds.
 */
async function check(page, where, problems, { dialogOnly = false } = {}) {
  const note = (scope) => (problem) => problems.push(`${where}${scope}: ${problem}`);
  if ((await page.locator('.notice').count()) > 0) {
    (await accessibilityProblems(page, { within: '.notice-host' })).forEach(note(' (notices)'));
    await page.evaluate(() => document.querySelectorAll('button[aria-label="Dismiss notice"]').forEach((button) => button.click()));
  }
  const within = dialogOnly ? '[role="dialog"]:not([inert] *)' : undefined;
  (await accessibilityProblems(page, { within })).forEach(note(''));
}

/** Opens a dialog with `open`, waits until it has drawn itself and its data, and checks it. */
async function checkDialog(page, where, problems, open, name) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await networkQuiet(page);
  await check(page, where, problems, { dialogOnly: true });
  return dialog;
}

const rowWith = (page, text) => page.getByRole('row').filter({ hasText: text });

async function logInAsCustomer(page) {
  await visitScreen(page, `${platform.baseUrl}/login`, 'Log in');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  await networkQuiet(page);
}

/** Whether the element has the keyboard focus. */
const isFocused = (locator) => locator.evaluate((element) => element === document.activeElement);
/** Waits up to a second for `locator` to have the focus (the assertion after it says where it is otherwise). */
const waitForFocus = async (locator) => {
  for (const until = Date.now() + 1_000; Date.now() < until && !(await isFocused(locator)); ) await new Promise((resolve) => setTimeout(resolve, 50));
};

/**
 * Opens a dialog from `opener` with the keyboard, walks Tab and then Shift+Tab past its last and
 * first controls (so the focus must wrap), closes it with Escape and checks that focus went back.
 */
async function checkDialogKeyboard(page, { opener, dialogName }) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await networkQuiet(page);
  await dialog.evaluate((element) => element.setAttribute('data-dialog-under-test', ''));
  const stopCount = await dialog.evaluate(
    (element) => element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])').length,
  );
  const forwards = await tabWalk(page, '[data-dialog-under-test]', { count: stopCount + 2 });
  assert.ok(forwards.stayedInside, `Tab left "${dialogName}": ${forwards.stops.join(' > ')}`);
  const backwards = await tabWalk(page, '[data-dialog-under-test]', { count: stopCount + 2, backwards: true });
  assert.ok(backwards.stayedInside, `Shift+Tab left "${dialogName}": ${backwards.stops.join(' < ')}`);
  await dialog.evaluate((element) => element.removeAttribute('data-dialog-under-test'));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Focus comes back in the frame the dialog closes, or a few frames later when the opener was
  // drawn afresh meanwhile: a moment is allowed, the body never.
  await waitForFocus(opener);
  assert.ok(await isFocused(opener), `closing "${dialogName}" focused ${await describeFocus(page)}, not its opener`);
}

/** Loads a screen afresh and checks that nothing on it moved while its data arrived (CLS under 0.1, Lighthouse's "good"). */
async function checkLayoutShift(page, path, title) {
  await visitScreen(page, `${platform.baseUrl}${path}`, title);
  await networkQuiet(page);
  const shift = await cumulativeLayoutShift(page);
  assert.ok(shift < 0.1, `${path} shifted by ${shift.toFixed(3)} while loading`);
}

/** Every Tab stop of the screen (the first `count`) shows that it has the focus. */
async function checkFocusVisible(page, where, count) {
  const invisible = await stopsWithoutVisibleFocus(page, count);
  assert.deepEqual(invisible, [], `${where}: Tab stops that look the same focused and unfocused`);
}

/** On a freshly loaded signed-in screen: the first Tab stop is the skip link, and it leads into the screen. */
async function checkSkipLink(page) {
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  assert.ok(await isFocused(skipLink), `the first Tab stop is ${await describeFocus(page)}`);
  assert.ok(await skipLink.isVisible(), 'the skip link shows while it has the focus');
  await page.keyboard.press('Enter');
  assert.ok(await isFocused(page.getByRole('main')), `the skip link focused ${await describeFocus(page)}`);
  await page.keyboard.press('Tab');
  assert.ok(
    await page.evaluate(() => document.querySelector('main').contains(document.activeElement)),
    `the Tab stop after the skip link is ${await describeFocus(page)}, outside the screen`,
  );
}

before(async () => {
  platform = await startPlatform();
  const user = await platform.adminCall('POST', '/api/admin/users', owner);
  const plan = await platform.adminCall('POST', '/api/admin/user-plans', { user_id: user._id, plan_code: 'starter' });
  await platform.adminCall('POST', '/api/admin/domains', { domain: domainName, user_id: user._id, user_plan_id: plan._id, send_plan: 'provider' });
  await platform.adminCall('POST', '/api/admin/smtp-accounts', { email: `news@${domainName}`, domain: domainName, user_id: user._id });
  await platform.adminCall('POST', '/api/admin/relays', { name: relayName, smtp_host: 'relay.example.net', smtp_port: 587 });
  await platform.adminCall('POST', '/api/admin/agents', { agent_id: agentId, hostname: 'mta.a11y.example', agent_type: 'provider' });
  // The customer's webhook points at loopback; nothing is ever POSTed there (no mail is sent).
  await platform.adminCall('PUT', '/api/admin/settings/webhooks', { allow_private_targets: true });
});

after(async () => {
  await platform?.stop();
});

describe('accessibility', () => {
  test('the public screens have no axe violation', async () => {
    const page = await trackedPage();
    const problems = [];
    const [[firstPath, firstTitle], ...others] = PUBLIC_SCREENS;
    await visitScreen(page, `${platform.baseUrl}${firstPath}`, firstTitle);
    await check(page, firstPath, problems);
    for (const [path, title] of others) {
      await openInApp(page, path, title);
      await check(page, path, problems);
    }
    await page.context().close();
    assert.deepEqual(problems, []);
  });

  test('admin console: the dashboard does not shift, the skip link works, every Tab stop shows focus, and every screen, side panel and dialog has no axe violation', async () => {
    const page = await trackedPage();
    const problems = [];
    await platform.signIn(page);
    await checkLayoutShift(page, '/myproadmin', 'Dashboard');
    await checkSkipLink(page);
    // Sidebar, top bar, the four count cards, the period buttons (one pressed) and what follows.
    await checkFocusVisible(page, 'dashboard', 30);
    for (const [path, title] of ADMIN_SCREENS) {
      await openInApp(page, `/myproadmin/${path}`, title);
      const isDialog = path.endsWith('/add');
      if (isDialog) await page.getByRole('dialog').waitFor();
      await check(page, `/myproadmin/${path}`, problems, { dialogOnly: isDialog });
    }

    await openInApp(page, '/myproadmin/users', 'Users');
    await checkDialog(page, 'user panel', problems, () => rowWith(page, owner.email).click(), owner.email);
    await page.getByRole('dialog', { name: owner.email }).getByText('Last 30 Days Sent').waitFor();
    await check(page, 'user panel (loaded)', problems, { dialogOnly: true });
    await checkDialog(page, 'user edit dialog', problems, () => page.getByRole('button', { name: 'Edit' }).click(), 'Edit User');
    await page.keyboard.press('Escape');
    await checkDialog(page, 'user delete dialog', problems, () => page.getByRole('button', { name: 'Delete' }).click(), /^Delete User/);
    await page.keyboard.press('Escape');
    // The API key, not the password: the customer area's test logs in with it.
    await checkDialog(page, 'API key reset dialog', problems, () => page.getByRole('button', { name: 'Reset API Key' }).click(), 'API key reset');

    await openInApp(page, '/myproadmin/domains', 'Domains');
    const dnsDialog = `DNS Records: ${domainName}`;
    await checkDialog(page, 'DNS records dialog', problems, () => page.getByRole('button', { name: `Show DNS records of ${domainName}` }).click(), dnsDialog);
    await page.keyboard.press('Escape');
    await checkDialog(page, 'domain panel', problems, () => rowWith(page, domainName).click(), domainName);
    await checkDialog(page, 'domain delete dialog', problems, () => page.getByRole('button', { name: 'Delete' }).click(), 'Delete Domain');

    await openInApp(page, '/myproadmin/relays', 'Relays');
    await checkDialog(page, 'relay panel', problems, () => rowWith(page, relayName).click(), relayName);
    await checkDialog(page, 'relay edit dialog', problems, () => page.getByRole('button', { name: 'Edit' }).click(), 'Edit Relay');

    await openInApp(page, '/myproadmin/smtp', 'SMTP Accounts');
    await checkDialog(page, 'SMTP account panel', problems, () => rowWith(page, `news@${domainName}`).click(), `news@${domainName}`);

    await openInApp(page, '/myproadmin/agents', 'Agents');
    await checkDialog(page, 'agent IPs dialog', problems, () => page.getByRole('button', { name: `Manage IP's of ${agentId}` }).click(), `Manage IP's: ${agentId}`);
    await page.keyboard.press('Escape');
    await checkDialog(page, 'agent panel', problems, () => rowWith(page, agentId).click(), agentId);

    await openInApp(page, '/myproadmin/restore', 'Restore');
    await checkDialog(page, 'restore dialog', problems, () => page.getByRole('button', { name: 'Run Restore' }).click(), 'Run Restore');
    await page.context().close();
    assert.deepEqual(problems, []);
  });

  test('customer area: the overview does not shift, the skip link works, every Tab stop shows focus, and every screen and dialog has no axe violation', async () => {
    const page = await trackedPage();
    const problems = [];
    await logInAsCustomer(page);
    await checkLayoutShift(page, '/account', 'Overview');
    await checkSkipLink(page);
    await checkFocusVisible(page, 'overview', 25);
    for (const [path, title] of ACCOUNT_SCREENS) {
      await openInApp(page, path, title);
      const isDialog = path.endsWith('/add');
      if (isDialog) await page.getByRole('dialog').waitFor();
      await check(page, path, problems, { dialogOnly: isDialog });
    }

    await openInApp(page, '/account/domains', 'Domains');
    await page.getByRole('link', { name: domainName, exact: true }).click();
    await page.getByRole('heading', { name: domainName, level: 1 }).waitFor();
    await networkQuiet(page);
    await check(page, 'domain page', problems);

    await openInApp(page, '/account/smtp', 'SMTP credentials');
    await checkDialog(page, 'SMTP credential panel', problems, () => rowWith(page, `news@${domainName}`).click(), `news@${domainName}`);

    await openInApp(page, '/account/webhooks/add', 'Webhooks');
    const webhookDialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await webhookDialog.getByLabel('URL').fill(webhookUrl);
    await webhookDialog.getByRole('button', { name: 'Add Webhook' }).click();
    await checkDialog(page, 'webhook secret dialog', problems, async () => {}, 'Webhook created');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: webhookUrl, exact: true }).click();
    await page.getByRole('heading', { name: webhookUrl, level: 1 }).waitFor();
    await networkQuiet(page);
    await check(page, 'webhook page', problems);
    await checkDialog(page, 'webhook delete dialog', problems, () => page.getByRole('button', { name: 'Delete' }).click(), 'Delete Webhook');
    await page.context().close();
    assert.deepEqual(problems, []);
  });
});

describe('keyboard in dialogs', () => {
  test('admin: Tab and Shift+Tab stay inside a form dialog, the DNS dialog, a side panel and a confirmation over it; Escape gives focus back', async () => {
    const page = await trackedPage();
    await platform.signIn(page);
    await openInApp(page, '/myproadmin/domains', 'Domains');
    await checkDialogKeyboard(page, { opener: page.getByRole('button', { name: 'Add Domain' }), dialogName: 'Add Domain' });
    await checkDialogKeyboard(page, { opener: page.getByRole('button', { name: `Show DNS records of ${domainName}` }), dialogName: `DNS Records: ${domainName}` });

    await openInApp(page, '/myproadmin/users', 'Users');
    const row = rowWith(page, owner.email);
    await row.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: owner.email });
    await panel.getByText('Last 30 Days Sent').waitFor();
    await checkDialogKeyboard(page, { opener: panel.getByRole('button', { name: 'Delete' }), dialogName: 'Delete User' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await waitForFocus(row);
    assert.ok(await isFocused(row), `closing the panel focused ${await describeFocus(page)}, not its row`);
    await checkDialogKeyboard(page, { opener: row, dialogName: owner.email });
    await page.context().close();
  });

  test('customer area: Tab and Shift+Tab stay inside the webhook dialog; Escape gives focus back', async () => {
    const page = await trackedPage();
    await logInAsCustomer(page);
    await openInApp(page, '/account/webhooks', 'Webhooks');
    await checkDialogKeyboard(page, { opener: page.getByRole('button', { name: 'Add Webhook' }), dialogName: 'Add Webhook' });
    await page.context().close();
  });
});
