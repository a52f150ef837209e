// Browser test of the deliverability guard's screens: an account paused by an admin (through the
// API, as the review queue's own action does) is listed in the Review queue with its reason; its
// panel shows the figures against the lines, the held mail and the history; a resume with a note
// clears it, and the user panel and the users list show its standing. The reputation lines are
// saved from Settings. Needs `vite build` and the API build first; see support/platform.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { horizontalOverflow } from './support/layout.mjs';
import { startPlatform } from './support/platform.mjs';

const runId = Date.now().toString(36);
const account = { email: `risky.${runId}@example.com`, password: 'risky-password-1', firstName: 'Rita', lastName: 'Risky' };
let platform;
let userId;

const sidebarLink = (page, name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

before(async () => {
  platform = await startPlatform();
  const created = await platform.adminRequest('POST', '/api/admin/users', account);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  userId = created.body._id;
  const paused = await platform.adminRequest('POST', `/api/admin/reputation/${userId}/pause`, { note: 'Bought list reported by a feedback loop' });
  assert.equal(paused.status, 200, JSON.stringify(paused.body));
});

after(async () => {
  await platform?.stop();
});

describe('the review queue', () => {
  test('lists the paused account, shows its reason, figures and history, and a resume with a note clears it', async () => {
    const page = await platform.newPage();
    await platform.signIn(page);
    await sidebarLink(page, 'Review queue').click();
    await page.getByRole('heading', { name: 'Review queue' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: account.email });
    await row.getByText('Paused', { exact: true }).waitFor();
    await row.getByText('Sending is paused by an administrator: Bought list reported by a feedback loop').waitFor();
    // The accounts in review or paused, and the production-access requests below them.
    for (const table of await page.locator('.table-scroll').all()) assert.equal(await horizontalOverflow(table), 0, 'the review queue fits at 1280 px');
    await platform.screenshot(page, 'review-queue');

    await row.click();
    const panel = page.getByRole('dialog', { name: account.email });
    await panel.getByText('review at 5 %, pause at 10 %').waitFor();
    await panel.getByText('0 waiting in the queue').waitFor();
    await panel.getByText('Good → Paused').waitFor();
    await panel.getByText(/by master token/).waitFor();
    await platform.screenshot(page, 'review-queue-panel');

    await panel.getByRole('button', { name: 'Resume sending' }).click();
    await panel.getByText('Write a note: it is recorded with the change').waitFor();
    await panel.getByLabel('Note').fill('Customer removed the bought list');
    await panel.getByRole('button', { name: 'Resume sending' }).click();
    await page.getByRole('status').getByText('Standing changed', { exact: true }).waitFor();
    await panel.getByText('Paused → Good').waitFor();
    await panel.getByRole('region', { name: 'Changes of standing' }).getByText('Customer removed the bought list').waitFor();
    await panel.getByRole('button', { name: 'Pause sending' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('No account is in review or paused.').waitFor();

    const standing = await platform.adminRequest('GET', `/api/admin/reputation/${userId}`);
    assert.deepEqual([standing.body.standing, standing.body.changes.length], ['good', 2]);
    await page.context().close();
  });

  test('the users list and the user panel show the standing; the panel pauses with a note', async () => {
    const page = await platform.newPage();
    await platform.signIn(page);
    await sidebarLink(page, 'Users').click();
    const row = page.getByRole('row').filter({ hasText: account.email });
    await row.getByText('Good', { exact: true }).waitFor();
    await row.getByText(account.email).click();
    const panel = page.getByRole('dialog', { name: account.email });
    const reputation = panel.getByRole('region', { name: 'Reputation of this user' });
    await reputation.getByLabel('Note').fill('Complaints from a large mailbox provider');
    await reputation.getByRole('button', { name: 'Pause sending' }).click();
    await reputation.locator('.reputation-reason', { hasText: 'Sending is paused by an administrator: Complaints from a large mailbox provider' }).waitFor();
    await platform.screenshot(page, 'user-panel-reputation');
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });
    await row.getByText('Paused', { exact: true }).waitFor();
    assert.equal(await horizontalOverflow(page.locator('.table-scroll')), 0, 'the users table with its Reputation column fits at 1280 px');
    await platform.screenshot(page, 'users-reputation-column');
    await page.context().close();
  });

  test('the reputation lines are saved from Settings, and a pause line below its review line is refused', async () => {
    const page = await platform.newPage();
    await platform.signIn(page);
    await page.goto(`${platform.baseUrl}/myproadmin/settings`);
    const card = page.getByRole('region', { name: 'Reputation lines' });
    await card.getByLabel('Review at bounce rate (%)').fill('4');
    await card.getByLabel('Pause at bounce rate (%)').fill('3');
    await card.getByRole('button', { name: 'Save lines' }).click();
    await card.getByText('The pause line must not be below the review line').waitFor();
    await card.getByLabel('Pause at bounce rate (%)').fill('8');
    await card.getByRole('button', { name: 'Save lines' }).click();
    await page.getByRole('status').getByText('Reputation lines saved', { exact: true }).waitFor();
    const saved = await platform.adminRequest('GET', '/api/admin/settings/reputation');
    assert.deepEqual([saved.body.review_bounce_rate, saved.body.pause_bounce_rate], [4, 8]);
    await card.scrollIntoViewIfNeeded();
    await platform.screenshot(page, 'settings-reputation-lines');
    await page.context().close();
  });

  test('the paused customer sees its standing, the reason and its rates against the lines on the overview', async () => {
    const page = await platform.newPage();
    await page.goto(`${platform.baseUrl}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('region', { name: 'Account status' }).getByText('Sending is paused', { exact: true }).waitFor();
    const card = page.getByRole('region', { name: 'Reputation' });
    await card.getByText('Paused', { exact: true }).waitFor();
    await card.getByText('Sending is paused by an administrator: Complaints from a large mailbox provider').waitFor();
    await card.getByText('review at 4 %, pause at 8 %').waitFor(); // the lines saved under Settings above
    await card.scrollIntoViewIfNeeded();
    await platform.screenshot(page, 'account-overview-reputation');
    await page.context().close();
  });
});
