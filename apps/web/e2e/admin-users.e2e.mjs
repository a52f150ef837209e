// Browser test of the admin console against the real API in production mode, which serves
// the built console (apps/web/dist) on its own port. Needs `vite build` and the API build first.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { boxInside, horizontalOverflow, linesOf, wordsBrokenOverLines } from './support/layout.mjs';
import { startPlatform } from './support/platform.mjs';

const seededUser = {
  email: `ada.${Date.now()}@example.com`,
  password: 'correct-horse-battery',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

let platform;
let baseUrl;
let adminToken;

async function createUserThroughApi(user) {
  const response = await platform.adminRequest('POST', '/api/admin/users', user);
  assert.equal(response.status, 201, `creating the seed user answered ${response.status}: ${JSON.stringify(response.body)}`);
}

function newPage(viewport) {
  return platform.newPage(viewport);
}

async function signIn(page, token) {
  await page.goto(`${baseUrl}/myproadmin/login`);
  await page.getByLabel('Admin token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

function screenshot(page, name) {
  return platform.screenshot(page, name);
}

before(async () => {
  platform = await startPlatform();
  ({ baseUrl, adminToken } = platform);
  await createUserThroughApi(seededUser);
});

after(async () => {
  await platform?.stop();
});

describe('admin console', () => {
  test('a token the server does not accept is refused with "Invalid token"', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/myproadmin/users`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await screenshot(page, 'login');

    await signIn(page, 'not-the-admin-token');

    await page.getByRole('alert').getByText('Invalid token').waitFor();
    assert.equal(new URL(page.url()).pathname, '/myproadmin/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
    await page.context().close();
  });

  test('the right token signs in with "Logged in", and the users screen lists a user created through the API', async () => {
    const page = await newPage();
    await signIn(page, adminToken);
    await page.getByRole('status').getByText('Logged in').waitFor();
    assert.equal(new URL(page.url()).pathname, '/myproadmin');
    assert.match(await page.evaluate(() => localStorage.getItem('adminToken')), /^adm_/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    const row = page.getByRole('row').filter({ hasText: seededUser.email });
    await row.waitFor();
    assert.match(await row.innerText(), /Ada Lovelace/);
    assert.equal(await row.getByRole('switch', { name: `Status of ${seededUser.email}` }).getAttribute('aria-checked'), 'true');
    await page.getByText(/Showing \d+ items?/).waitFor();
    await page.getByRole('link', { name: 'Add User' }).waitFor();
    await screenshot(page, 'users-list');

    await row.click();
    const panel = page.getByRole('dialog', { name: seededUser.email });
    await panel.getByText('Signed up').waitFor();
    for (const label of ['ID', 'Last login', 'Domains', 'SMTP Users', 'Total Sent', 'Agents', 'Total IPs', 'Plan Type', 'Last 30 Days Sent']) {
      await panel.getByText(label, { exact: true }).waitFor();
    }
    await screenshot(page, 'user-panel');
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('Add User creates a user that then appears in the list', async () => {
    const page = await newPage();
    await signIn(page, adminToken);
    await page.getByRole('status').getByText('Logged in').waitFor();
    await page.goto(`${baseUrl}/myproadmin/users/add`);

    const dialog = page.getByRole('dialog', { name: 'Add User' });
    const email = `grace.${Date.now()}@example.com`;
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Hopper');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('compiler-1952');
    await dialog.getByLabel('Confirm password').fill('compiler-1952');
    await screenshot(page, 'create-dialog');
    await dialog.getByRole('button', { name: 'Create User' }).click();

    await page.getByRole('status').getByText('User created').waitFor();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/myproadmin/users');
    await page.getByRole('row').filter({ hasText: email }).waitFor();
    await page.context().close();
  });

  test('a user can be switched off, given a new API key and deleted from the list and panel', async () => {
    const doomedUser = { email: `temp.${Date.now()}@example.com`, password: 'temporary-pass', firstName: 'Tem', lastName: 'Porary' };
    await createUserThroughApi(doomedUser);
    const page = await newPage();
    await page.goto(`${baseUrl}/myproadmin/sso?token=${encodeURIComponent(adminToken)}`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByLabel('Search', { exact: true }).fill(doomedUser.email);
    await page.getByLabel('Search', { exact: true }).press('Enter');
    // The top-bar search lists its matches; 'Show all' opens the users screen searched for the text.
    await page.getByRole('region', { name: 'Search results' }).getByRole('region', { name: 'Users' }).getByRole('link', { name: 'Show all' }).click();

    // The users screen says how its search matches: from the start of the e-mail address.
    await page.getByText('Finds users whose e-mail address starts with the text, in any case.').waitFor();
    assert.equal(await page.getByRole('searchbox', { name: 'Search users' }).getAttribute('placeholder'), 'E-mail starts with…');
    const row = page.getByRole('row').filter({ hasText: doomedUser.email });
    const statusSwitch = row.getByRole('switch', { name: `Status of ${doomedUser.email}` });
    await statusSwitch.click();
    await page.waitForFunction(
      (label) => document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-checked') === 'false',
      `Status of ${doomedUser.email}`,
    );

    await row.click();
    const panel = page.getByRole('dialog', { name: doomedUser.email });
    await panel.getByRole('button', { name: 'Reset API Key' }).click();
    const newKey = page.getByLabel('New API key (copy now):');
    await newKey.waitFor();
    assert.ok((await newKey.inputValue()).length > 0);
    await page.getByRole('button', { name: 'Done' }).click();

    await panel.getByRole('button', { name: 'Delete' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete User' });
    const deleteButton = confirmation.getByRole('button', { name: 'Delete' });
    await confirmation.getByLabel(`Type ${doomedUser.email} to confirm`).fill(doomedUser.email.toUpperCase());
    assert.equal(await deleteButton.isEnabled(), false);
    await confirmation.getByLabel(`Type ${doomedUser.email} to confirm`).fill(doomedUser.email);
    await deleteButton.click();

    await page.getByRole('status').getByText('User deleted').waitFor();
    await panel.waitFor({ state: 'detached' });
    await page.getByText('No users match this search.').waitFor();
    await page.context().close();
  });

  test('deleting a user who still owns things lists them from the server\'s 409, and "Delete everything" removes the user with them', async () => {
    const owner = { email: `owner.${Date.now()}@example.com`, password: 'owner-password-1' };
    const created = await platform.adminRequest('POST', '/api/admin/users', owner);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const userId = created.body._id;
    const domainName = `owned-${Date.now()}.example`;
    const plan = await platform.adminRequest('POST', '/api/admin/user-plans', { user_id: userId, plan_code: 'starter' });
    const domain = await platform.adminRequest('POST', '/api/admin/domains', { domain: domainName, user_id: userId, user_plan_id: plan.body._id, send_plan: 'provider' });
    assert.equal(domain.status, 201, JSON.stringify(domain.body));
    const account = await platform.adminRequest('POST', '/api/admin/smtp-accounts', { email: `news@${domainName}`, domain: domainName, user_id: userId, quota: 0 });
    assert.equal(account.status, 201, JSON.stringify(account.body));
    const agentId = `own-agent-${Date.now()}`;
    const agent = await platform.adminRequest('POST', '/api/admin/agents', { agent_id: agentId, hostname: 'own.example', agent_type: 'customer', owner_user_id: userId });
    assert.equal(agent.status, 201, JSON.stringify(agent.body));

    const page = await newPage();
    await page.goto(`${baseUrl}/myproadmin/sso?token=${encodeURIComponent(adminToken)}`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto(`${baseUrl}/myproadmin/users?q=${encodeURIComponent(owner.email)}`);
    await page.getByRole('row').filter({ hasText: owner.email }).click();
    const panel = page.getByRole('dialog', { name: owner.email });
    await panel.getByRole('button', { name: 'Delete' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete User' });
    await confirmation.getByLabel(`Type ${owner.email} to confirm`).fill(owner.email);
    await confirmation.getByRole('button', { name: 'Delete' }).click();

    const cascade = page.getByRole('dialog', { name: 'Delete User and Everything It Owns' });
    const holdings = cascade.getByRole('list', { name: 'What the user owns' });
    await holdings.waitFor();
    assert.deepEqual(await holdings.getByRole('listitem').allInnerTexts(), [
      `1 domain: ${domainName}`,
      `1 SMTP account: news@${domainName}`,
      '1 plan: starter',
      `1 agent: ${agentId}`,
    ]);
    assert.equal(await page.getByText('Failed to delete user').count(), 0, 'the 409 is a question, not a failure');
    assert.equal((await platform.adminRequest('GET', `/api/admin/users/${userId}`)).status, 200, 'nothing deleted yet');
    await screenshot(page, 'user-delete-cascade');

    await cascade.getByRole('button', { name: 'Delete everything' }).click();
    await page.getByRole('status').getByText('User deleted').waitFor();
    await panel.waitFor({ state: 'detached' });
    await page.getByText('No users match this search.').waitFor();
    assert.equal((await platform.adminRequest('GET', `/api/admin/users/${userId}`)).status, 404);
    assert.equal((await platform.adminRequest('GET', `/api/admin/domains/${domain.body._id}`)).status, 404);
    assert.equal((await platform.adminRequest('GET', `/api/admin/smtp-accounts/${account.body._id}`)).status, 404);
    assert.equal((await platform.adminRequest('GET', `/api/admin/agents/${agent.body._id}`)).status, 404);
    await page.context().close();
  });

  test('with approval required in Settings, a visitor who signs up waits under "Pending approval" until approved from the panel', async () => {
    const page = await newPage();
    await platform.signIn(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const approvalSwitch = page.getByRole('switch', { name: 'New accounts wait for approval' });
    assert.equal(await approvalSwitch.getAttribute('aria-checked'), 'false', 'a fresh instance lets new accounts send once confirmed');
    await approvalSwitch.click();
    const savedNotice = page.getByRole('status').getByText('Sign-up settings saved');
    await savedNotice.waitFor();
    assert.equal(await approvalSwitch.getAttribute('aria-checked'), 'true');
    assert.deepEqual((await platform.adminRequest('GET', '/api/admin/settings/signup')).body, { require_approval: true });
    // The notices stand over the card's corner of the screen until they go.
    await savedNotice.waitFor({ state: 'detached' });
    await approvalSwitch.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-signup-1280x800');

    const visitor = { firstName: 'Vera', lastName: 'Visitor', email: `vera.${Date.now()}@example.com`, password: 'waiting-for-approval' };
    const signup = await fetch(`${baseUrl}/api/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(visitor) });
    assert.equal(signup.status, 201, `sign-up answered ${signup.status}: ${await signup.text()}`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('row').filter({ hasText: seededUser.email }).waitFor();
    const pendingFilter = page.getByRole('button', { name: 'Pending approval' });
    await pendingFilter.click();
    // Read once React has rendered the click (an attribute read does not wait for it).
    await page.getByRole('button', { name: 'Pending approval', pressed: true }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('approval') === 'pending');
    const row = page.getByRole('row').filter({ hasText: visitor.email });
    await row.waitFor();
    await page.getByRole('row').filter({ hasText: seededUser.email }).waitFor({ state: 'detached' });
    await row.getByText('Pending approval', { exact: true }).waitFor();
    await row.getByText('E-mail unconfirmed', { exact: true }).waitFor();
    await page.getByText('Showing 1 item').waitFor();
    await screenshot(page, 'users-pending-1280x800');
    // The filter stands on the search box's row, not beside its hint; the hint keeps its last word company.
    const [searchBoxBox, filterBox] = await Promise.all([page.locator('main .search-box').boundingBox(), pendingFilter.boundingBox()]);
    assert.ok(Math.abs(searchBoxBox.y - filterBox.y) <= 1, `"Pending approval" sits ${filterBox.y - searchBoxBox.y}px below the search box`);
    const hintLines = await linesOf(page.locator('main .search-box__hint'));
    assert.ok(hintLines.at(-1).split(' ').length > 1, `the search hint ends on a lone word: ${JSON.stringify(hintLines)}`);
    for (const text of [visitor.email, 'Pending approval', 'E-mail unconfirmed']) {
      assert.deepEqual(await wordsBrokenOverLines(row.getByText(text, { exact: true })), [], `"${text}" does not break mid-word`);
    }
    assert.equal(await horizontalOverflow(page.getByRole('table', { name: 'Users' }).locator('..')), 0, 'the table fits its card');

    // The row's middle is its status cell, whose clicks belong to the switch: open it by its address.
    await row.getByText(visitor.email, { exact: true }).click();
    const panel = page.getByRole('dialog', { name: visitor.email });
    const detail = (label) => panel.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await panel.getByText('Approval', { exact: true }).waitFor();
    assert.equal(await detail('E-mail confirmed').innerText(), 'No');
    assert.equal(await detail('Approval').innerText(), 'Pending');
    await screenshot(page, 'user-panel-pending-1280x800');
    assert.equal(await horizontalOverflow(panel), 0, 'the panel does not scroll sideways');

    await panel.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').getByText('User approved').waitFor();
    await panel.getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' });
    assert.equal(await detail('Approval').innerText(), 'Approved');
    await row.waitFor({ state: 'detached' });
    await page.getByText('No accounts are waiting for approval.').waitFor();
    const approved = await platform.adminRequest('GET', `/api/admin/users?q=${encodeURIComponent(visitor.email)}`);
    assert.equal(approved.body.items[0].approval, 'approved');
    await page.context().close();
  });

  test("at 1280 px a long address shows whole in the user panel's title, wrapped only before its dots and '@'", async () => {
    const longUser = { email: `maximiliana.featherstonehaugh-worthington.${Date.now()}@subscribers.example.org`, password: 'long-name-pass-1', firstName: 'Maximiliana', lastName: 'Featherstonehaugh-Worthington' };
    await createUserThroughApi(longUser);
    const page = await newPage();
    await platform.signIn(page);
    await page.goto(`${baseUrl}/myproadmin/users`);
    await page.getByRole('row').filter({ hasText: longUser.email }).getByText(longUser.email, { exact: true }).click();
    const panel = page.getByRole('dialog', { name: longUser.email });
    await panel.getByText('Signed up').waitFor();
    await screenshot(page, 'layout-user-panel-title-1280');

    const title = panel.getByRole('heading', { name: longUser.email });
    assert.equal(await title.textContent(), longUser.email);
    assert.equal(await horizontalOverflow(title), 0, 'the title is cut short');
    assert.deepEqual(await wordsBrokenOverLines(title), [], 'the title breaks mid-word');
    const [titleBox, panelBox] = await Promise.all([title.boundingBox(), panel.boundingBox()]);
    assert.ok(boxInside(titleBox, panelBox), `the title leaves the panel: ${JSON.stringify({ titleBox, panelBox })}`);
    await page.context().close();
  });

  test('with nothing sent yet, the dashboard says "No data for this period" instead of drawing lines at 0, and its 0% are grey', async () => {
    const page = await newPage();
    await platform.signIn(page);
    const sending = page.getByRole('region', { name: 'Sending' });
    await sending.getByText('No data for this period').waitFor();
    assert.equal(await sending.locator('canvas').count(), 0, 'no chart is drawn');
    const deliverability = page.getByRole('region', { name: 'Deliverability' });
    await deliverability.getByText('Nothing sent in the last 7 days').waitFor();
    const MUTED_TEXT = 'rgb(102, 112, 133)';
    assert.deepEqual(await deliverability.locator('.figure__value').evaluateAll((figures) => figures.map((figure) => `${figure.textContent} ${getComputedStyle(figure).color}`)), [
      `0% ${MUTED_TEXT}`,
      `0% ${MUTED_TEXT}`,
    ]);
    await sending.scrollIntoViewIfNeeded();
    await screenshot(page, 'layout-dashboard-no-data-1280');
    await page.context().close();
  });

  test('the sso link exchanges the admin token for a session, keeps only the session, and opens the dashboard', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/myproadmin/sso?token=${encodeURIComponent(adminToken)}`);

    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/myproadmin');
    const held = await page.evaluate(() => localStorage.getItem('adminToken'));
    assert.match(held, /^adm_/, 'a console session');
    assert.notEqual(held, adminToken, 'the admin token itself is not kept in the browser');
    const usersTile = page.getByRole('link', { name: /^Users\s+\d+$/ });
    await usersTile.waitFor();
    await screenshot(page, 'dashboard-1280x800');
    await page.context().close();
  });

  test('on a phone-sized screen the sidebar is a drawer opened from the menu button', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/myproadmin/sso?token=${encodeURIComponent(adminToken)}`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: /^Users\s+\d+$/ }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await sidebar.isVisible(), false);
    await screenshot(page, 'dashboard-390x844');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.waitFor({ state: 'visible' });
    await screenshot(page, 'dashboard-390x844-menu');
    await sidebar.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await sidebar.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: seededUser.email }).waitFor();
    await screenshot(page, 'users-390x844');
    await page.context().close();
  });

  test('a held token the server rejects ends the session and returns to the login screen', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/myproadmin/sso?token=revoked-or-mistyped-token`);

    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/myproadmin/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
    await page.context().close();
  });
});
