// Browser test of production access: a sandboxed customer sees its state and limits on the
// overview and requests production access (use case, expected volume) from the form; the request
// is listed in the admin's review queue, where a grant with a note lifts the sandbox; the customer
// sees the answer. The settings card is on Settings. Needs `vite build` and the API build first;
// see support/platform.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { horizontalOverflow } from './support/layout.mjs';
import { startPlatform } from './support/platform.mjs';

const runId = Date.now().toString(36);
const account = { email: `newcomer.${runId}@example.com`, password: 'newcomer-password-1', firstName: 'Nora', lastName: 'Newcomer' };
let platform;

const sidebarLink = (page, name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

before(async () => {
  // No content scanning: nothing here is about it, and rspamd's first start compiles its rules for a minute.
  platform = await startPlatform({ env: { RSPAMD_START: 'false' } });
  // Admin-created accounts start sandboxed with this setting, as self-signed-up ones always do.
  const settings = await platform.adminRequest('GET', '/api/admin/settings/production-access');
  await platform.adminCall('PUT', '/api/admin/settings/production-access', { ...settings.body, admin_created_sandboxed: true });
  await platform.adminCall('POST', '/api/admin/users', account);
});

after(async () => {
  await platform?.stop();
});

describe('production access', () => {
  test('the customer requests it from the overview, the admin grants it from the review queue, and the customer sees the answer', async () => {
    const customer = await platform.newPage();
    await customer.goto(`${platform.baseUrl}/login`);
    await customer.getByLabel('Email').fill(account.email);
    await customer.getByLabel('Password').fill(account.password);
    await customer.getByRole('button', { name: 'Log in' }).click();
    const card = customer.getByRole('region', { name: 'Production access' });
    await card.getByText('Sandboxed', { exact: true }).waitFor();
    await card.getByText(/at most 200 messages a day \(\s*0 sent today\) and 1 a second/).waitFor();

    const form = card.getByRole('form', { name: 'Request production access' });
    await form.getByRole('button', { name: 'Request production access' }).click();
    await form.getByText('Tell in at least 10 characters what you send and to whom').waitFor();
    await form.getByText('Enter a whole number of messages a day').waitFor();
    await form.getByLabel('Use case').fill('Order confirmations of our web shop, to buyers only');
    await form.getByLabel('Expected volume (messages a day)').fill('800');
    assert.equal(await horizontalOverflow(customer.locator('main')), 0, 'the overview fits at 1280 px');
    await platform.screenshot(customer, 'production-access-request-form');
    await form.getByRole('button', { name: 'Request production access' }).click();
    await card.getByText(/^Your request of .* is waiting for an administrator\.$/).waitFor();
    assert.equal(await form.count(), 0, 'no second request while one is pending');

    const admin = await platform.newPage();
    await platform.signIn(admin);
    await sidebarLink(admin, 'Review queue').click();
    const requests = admin.getByRole('region', { name: 'Production access requests' });
    const row = requests.getByRole('row').filter({ hasText: account.email });
    await row.getByText('Order confirmations of our web shop, to buyers only').waitFor();
    await row.getByText('800', { exact: true }).waitFor();
    assert.equal(await horizontalOverflow(admin.locator('main')), 0, 'the review queue fits at 1280 px');
    await platform.screenshot(admin, 'production-access-requests');

    await row.click();
    const panel = admin.getByRole('dialog', { name: account.email });
    await panel.getByText('Sandboxed', { exact: true }).waitFor();
    await panel.getByText('800 a day').waitFor();
    await panel.getByRole('button', { name: 'Grant production access' }).click();
    await panel.getByText('Write a note: the customer sees it with the answer').waitFor();
    await panel.getByLabel('Note to the customer').fill('Welcome aboard: opt-in list checked');
    await platform.screenshot(admin, 'production-access-panel');
    await panel.getByRole('button', { name: 'Grant production access' }).click();
    await admin.getByRole('status').getByText('Production access changed', { exact: true }).waitFor();
    await panel.getByText('Production', { exact: true }).waitFor();
    await panel.getByRole('region', { name: 'Changes of production access' }).getByText(/by master token|by admin/).first().waitFor();
    // The grant buttons are gone with the sandbox, and the focus with them: the close button, not Escape.
    await panel.getByRole('button', { name: 'Close' }).click();
    await requests.getByText('No account is waiting for production access.').waitFor();

    await customer.reload();
    await card.getByText('Production', { exact: true }).waitFor();
    await card.getByText('Your request was granted: Welcome aboard: opt-in list checked').waitFor();
    await card.scrollIntoViewIfNeeded();
    await platform.screenshot(customer, 'production-access-granted');

    await sidebarLink(admin, 'Settings').click();
    const settingsCard = admin.getByRole('region', { name: 'Production access' });
    await settingsCard.getByLabel('Sandbox: messages a day').waitFor();
    assert.equal(await settingsCard.getByLabel('Accounts an administrator adds start sandboxed too').isChecked(), true);
    await settingsCard.scrollIntoViewIfNeeded();
    await platform.screenshot(admin, 'production-access-settings');
  });
});
