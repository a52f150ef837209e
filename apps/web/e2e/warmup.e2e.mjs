// Browser test of the warm-up screens: an admin starts an account's warm-up from the user panel and
// sees its quotas; the warm-up parameters are saved from Settings (a ceiling below its start is
// refused); the customer sees its quotas, their use and when they grow on the overview. Every screen
// at 1280 px into e2e/screenshots. Needs `vite build` and the API build first; see support/platform.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startPlatform } from './support/platform.mjs';

const runId = Date.now().toString(36);
const account = { email: `warm.${runId}@example.com`, password: 'warm-password-1', firstName: 'Wanda', lastName: 'Warm' };
let platform;

const sidebarLink = (page, name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

before(async () => {
  platform = await startPlatform();
  const created = await platform.adminRequest('POST', '/api/admin/users', account);
  assert.equal(created.status, 201, JSON.stringify(created.body));
});

after(async () => {
  await platform?.stop();
});

describe('warm-up quotas', () => {
  test('the parameters are saved from Settings, and a ceiling below its start is refused', async () => {
    const page = await platform.newPage();
    await platform.signIn(page);
    await page.goto(`${platform.baseUrl}/myproadmin/settings`);
    const card = page.getByRole('region', { name: 'Warm-up quotas' });
    await card.getByLabel('Start: messages an hour').fill('40');
    await card.getByLabel('Ceiling: messages an hour').fill('30');
    await card.getByRole('button', { name: 'Save warm-up' }).click();
    await card.getByText('The ceiling must not be below the start').waitFor();
    await card.getByLabel('Ceiling: messages an hour').fill('5000');
    await card.getByRole('button', { name: 'Save warm-up' }).click();
    await page.getByRole('status').getByText('Warm-up settings saved', { exact: true }).waitFor();
    const saved = await platform.adminRequest('GET', '/api/admin/settings/warmup');
    assert.deepEqual([saved.body.start_hourly, saved.body.ceiling_hourly], [40, 5000]);
    await card.scrollIntoViewIfNeeded();
    await platform.screenshot(page, 'settings-warmup');
    await page.context().close();
  });

  test('the user panel starts an account’s warm-up and shows its quotas', async () => {
    const page = await platform.newPage();
    await platform.signIn(page);
    await sidebarLink(page, 'Users').click();
    await page.getByRole('row').filter({ hasText: account.email }).getByText(account.email).click();
    const panel = page.getByRole('dialog', { name: account.email });
    const warmup = panel.getByRole('region', { name: 'Warm-up of this user' });
    await warmup.getByText(/Not warmed up/).waitFor();
    await warmup.getByRole('button', { name: 'Start warm-up' }).click();
    await warmup.getByText('0 of 40', { exact: true }).waitFor();
    await warmup.getByText(/Warm-up started by an administrator/).waitFor();
    await warmup.getByRole('button', { name: 'End warm-up' }).waitFor();
    await warmup.scrollIntoViewIfNeeded();
    await platform.screenshot(page, 'user-panel-warmup');
    await page.context().close();
  });

  test('the customer sees its warm-up quotas and when they grow on the overview', async () => {
    const page = await platform.newPage();
    await page.goto(`${platform.baseUrl}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const card = page.getByRole('region', { name: 'Warm-up quota' });
    await card.getByText('of 40 this hour').waitFor();
    await card.getByText(/^Grows on \d{4}-\d\d-\d\d \(UTC\)/).waitFor();
    // beside the plan's daily quota, the overview names the limit that stops mail first
    await page.getByRole('region', { name: 'Daily quota' }).getByText(/^Of your limits, the warm-up's hourly quota binds now: 40 more messages until /).waitFor();
    await card.scrollIntoViewIfNeeded();
    await platform.screenshot(page, 'account-overview-warmup');
    await page.context().close();
  });
});
