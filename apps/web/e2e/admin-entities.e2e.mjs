// Browser test of the console's entity screens (domains, relays, SMTP accounts, agents, IPs,
// user plans, listed users) against the real API in production mode. Needs `vite build` and
// the API build first; see support/platform.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { horizontalOverflow, linesOf, wordsBrokenOverLines } from './support/layout.mjs';
import { startPlatform } from './support/platform.mjs';

const runId = Date.now().toString(36);
const owner = {
  email: `owner.${runId}@example.com`,
  password: 'correct-horse-battery',
  firstName: 'Olive',
  lastName: 'Owner',
  // Cleared for bulletproof hosting, so its domains may use every kind of plan.
  plan_type: 'bulletproof',
};

let platform;
let ownerId;
/** The relay that the bulletproof domain sends through. */
let standingRelay;

async function openConsole(path) {
  const page = await platform.newPage();
  await platform.signIn(page);
  await page.goto(`${platform.baseUrl}/myproadmin/${path}`);
  return page;
}

const notice = (page, text) => page.getByRole('status').getByText(text, { exact: true }).first();

/** Chooses a user in a UserPicker by narrowing the list with its e-mail. */
async function pickUser(dialog, label, email) {
  await dialog.getByLabel(`Search ${label.toLowerCase()}`).fill(email);
  const select = dialog.getByLabel(label, { exact: true });
  await select.locator('option', { hasText: email }).waitFor({ state: 'attached' });
  await select.selectOption({ label: email });
}

/** Opens the row's side panel, checks its ID and deletes the item through the guarded confirmation. */
async function deleteFromPanel(page, { rowText, panelTitle, confirmText, dialogTitle, doneNotice, screenshotName }) {
  await page.getByRole('row').filter({ hasText: rowText }).click();
  const panel = page.getByRole('dialog', { name: panelTitle });
  await panel.getByText('ID', { exact: true }).waitFor();
  await panel.getByRole('button', { name: 'Delete' }).click();
  const confirmation = page.getByRole('dialog', { name: dialogTitle });
  const input = confirmation.getByLabel(`Type ${confirmText} to confirm`);
  const deleteButton = confirmation.getByRole('button', { name: 'Delete' });
  await input.fill(confirmText.slice(0, -1));
  assert.equal(await deleteButton.isEnabled(), false);
  await input.fill(confirmText);
  if (screenshotName) await platform.screenshot(page, screenshotName);
  await deleteButton.click();
  await notice(page, doneNotice).waitFor();
  await panel.waitFor({ state: 'detached' });
  await page.getByRole('row').filter({ hasText: rowText }).waitFor({ state: 'detached' });
}

before(async () => {
  platform = await startPlatform();
  ownerId = (await platform.adminCall('POST', '/api/admin/users', owner))._id;
  for (const plan_code of ['starter', 'agent-dedicated', 'bulletproof']) {
    await platform.adminCall('POST', '/api/admin/user-plans', { user_id: ownerId, plan_code });
  }
  standingRelay = await platform.adminCall('POST', '/api/admin/relays', { name: `relay-standing-${runId}`, smtp_host: 'relay.example.net', smtp_port: 587 });
});

after(async () => {
  await platform?.stop();
});

describe('entity screens', () => {
  test('relays: create with the defaults and plain-text auth allowed (warned), open, edit the port and take the allowance back, delete behind the typed name', async () => {
    const page = await openConsole('relays/add');
    const dialog = page.getByRole('dialog', { name: 'Add Relay' });
    assert.equal(await dialog.getByLabel('SMTP port').inputValue(), '25');
    assert.equal(await dialog.getByLabel('Max domains').inputValue(), '0');
    assert.equal(await dialog.getByLabel('Status').inputValue(), 'active');
    const name = `relay-${runId}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('SMTP host').fill('smtp.example.org');
    const insecureAuth = dialog.getByRole('checkbox', { name: 'Allow plain-text auth' });
    const warning = dialog.getByText(/may cross the network unencrypted/);
    assert.equal(await insecureAuth.isChecked(), false);
    await dialog.getByText('The SMTP user and password are sent only over TLS', { exact: false }).waitFor();
    assert.equal(await warning.count(), 0);
    await insecureAuth.check();
    await warning.waitFor();
    await platform.screenshot(page, 'relay-form');
    await dialog.getByRole('button', { name: 'Create Relay' }).click();
    await notice(page, 'Relay created').waitFor();
    await page.waitForURL((url) => url.pathname === '/myproadmin/relays');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('smtp.example.org:25').waitFor();
    await row.getByText('Plain-text auth').waitFor();
    await page.getByText(/Showing \d+ items?/).waitFor();
    await platform.screenshot(page, 'relays-list');
    const stored = (await platform.adminRequest('GET', `/api/admin/relays?search=${name}`)).body.items[0];
    assert.equal(stored.allow_insecure_auth, true);

    await row.click();
    const panel = page.getByRole('dialog', { name });
    await panel.getByText('ID', { exact: true }).waitFor();
    await panel.getByText('Allowed', { exact: true }).waitFor();
    await panel.locator('.panel-summary').getByText('Plain-text auth').waitFor();
    await platform.screenshot(page, 'relay-panel');
    await panel.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Relay' });
    assert.equal(await editDialog.getByRole('checkbox', { name: 'Allow plain-text auth' }).isChecked(), true);
    await editDialog.getByLabel('SMTP port').fill('2525');
    await editDialog.getByRole('checkbox', { name: 'Allow plain-text auth' }).uncheck();
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await notice(page, 'Relay updated').waitFor();
    await editDialog.waitFor({ state: 'detached' });
    await panel.getByText('smtp.example.org:2525').waitFor();
    await panel.getByText('Not allowed (TLS only)').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await row.getByText('smtp.example.org:2525').waitFor();
    assert.equal(await row.getByText('Plain-text auth').count(), 0);

    await deleteFromPanel(page, {
      rowText: name,
      panelTitle: name,
      confirmText: name,
      dialogTitle: 'Delete Relay',
      doneNotice: 'Relay deleted',
    });
    await page.context().close();
  });

  test('user plans: Add Plan needs a user and a plan code, then lists the new plan', async () => {
    const planUser = await platform.adminCall('POST', '/api/admin/users', { email: `planned.${runId}@example.com`, password: 'plan-pass-123' });
    const page = await openConsole('user-plans');
    await page.getByRole('row').filter({ hasText: owner.email }).first().waitFor();
    await platform.screenshot(page, 'user-plans-list');
    await page.getByRole('button', { name: 'Add Plan' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create User Plan' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('User is required').waitFor();
    await dialog.getByText('Plan code is required').waitFor();
    await pickUser(dialog, 'User', planUser.email);
    await dialog.getByLabel('Plan code').selectOption('agent-dedicated');
    await platform.screenshot(page, 'user-plan-form');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await notice(page, 'User plan created').waitFor();
    await page.waitForURL((url) => url.pathname === '/myproadmin/user-plans');
    const row = page.getByRole('row').filter({ hasText: planUser.email });
    await row.getByText('agent-dedicated').waitFor();
    assert.match(await row.innerText(), /agent/);
    await page.context().close();
  });

  test('domains: the plan decides the send plan, relay and IPs; toggle, DNS records, verify, edit and delete', async () => {
    const name = `mail-${runId}.example.com`;
    const page = await openConsole('domains/add');
    const dialog = page.getByRole('dialog', { name: 'Add Domain' });
    await dialog.getByLabel('Domain', { exact: true }).fill(name);
    await pickUser(dialog, 'User', owner.email);
    const planSelect = dialog.getByLabel('User plan');
    await planSelect.locator('option', { hasText: 'agent-dedicated' }).waitFor({ state: 'attached' });
    await planSelect.selectOption({ label: 'agent-dedicated (agent)' });
    assert.equal(await dialog.getByLabel('Send plan').inputValue(), 'byoip');
    await dialog.getByLabel('Dedicated IPs').waitFor();
    assert.equal(await dialog.getByLabel('Relay').count(), 0);
    await platform.screenshot(page, 'domain-form-agent-plan');

    await planSelect.selectOption({ label: 'bulletproof (bulletproof)' });
    assert.equal(await dialog.getByLabel('Send plan').inputValue(), 'bulletproof');
    assert.equal(await dialog.getByLabel('Dedicated IPs').count(), 0);
    await dialog.getByLabel('Relay').selectOption({ label: `${standingRelay.name} (relay.example.net:587)` });

    await planSelect.selectOption({ label: 'starter (normal)' });
    assert.equal(await dialog.getByLabel('Send plan').inputValue(), 'provider');
    await dialog.getByRole('button', { name: 'Create Domain' }).click();
    await notice(page, 'Domain created').waitFor();
    await page.waitForURL((url) => url.pathname === '/myproadmin/domains');

    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('provider').waitFor();
    await row.getByText('starter').waitFor();
    assert.equal(await row.getByRole('img', { name: 'SPF not verified' }).count(), 1);
    const statusSwitch = row.getByRole('switch', { name: `Status of ${name}` });
    assert.equal(await statusSwitch.getAttribute('aria-checked'), 'true');
    await statusSwitch.click();
    await page.waitForFunction((label) => document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-checked') === 'false', `Status of ${name}`);
    await platform.screenshot(page, 'domains-list');

    await row.getByRole('button', { name: `Show DNS records of ${name}` }).click();
    const dns = page.getByRole('dialog', { name: `DNS Records: ${name}` });
    const spf = dns.getByRole('listitem', { name: 'SPF record', exact: true });
    const dkim = dns.getByRole('listitem', { name: 'DKIM record' });
    const dmarc = dns.getByRole('listitem', { name: 'DMARC record' });
    await spf.getByText('@', { exact: true }).waitFor();
    await dkim.getByText(/^[a-z0-9-]+\._domainkey$/).waitFor();
    await dmarc.getByText('_dmarc', { exact: true }).waitFor();
    assert.match(await spf.innerText(), /v=spf1/);
    assert.match(await dkim.innerText(), /v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]+$/m);
    assert.doesNotMatch(await dkim.innerText(), /BEGIN|"/);
    assert.match(await dmarc.innerText(), /v=DMARC1/);
    await spf.getByText('Last checked: -').waitFor();
    await platform.screenshot(page, 'domain-dns-dialog');
    await dns.getByRole('button', { name: 'Verify Records' }).click();
    // The lookups of a name nobody publishes time out, so the check may take several seconds.
    // Nothing is published: the notice names each required record instead of "Verification completed".
    await page.getByRole('alert').getByText('SPF not found; DKIM not found; DMARC not found', { exact: true }).waitFor({ timeout: 30_000 });
    await spf.getByText(/Last checked: (?!-)/).waitFor();
    await dns.getByRole('button', { name: 'Close' }).last().click();
    await dns.waitFor({ state: 'detached' });

    await row.click();
    const panel = page.getByRole('dialog', { name });
    await panel.getByText('ID', { exact: true }).waitFor();
    await platform.screenshot(page, 'domain-panel');
    await panel.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Domain' });
    assert.equal(await editDialog.getByLabel('Domain', { exact: true }).isDisabled(), true);
    assert.equal(await editDialog.getByLabel('Send plan').inputValue(), 'provider');
    await editDialog.getByLabel('User plan').selectOption({ label: 'bulletproof (bulletproof)' });
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await editDialog.getByText('Relay is required').waitFor();
    await editDialog.getByLabel('Relay').selectOption({ label: `${standingRelay.name} (relay.example.net:587)` });
    await platform.screenshot(page, 'domain-form-bulletproof-plan');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await notice(page, 'Domain updated').waitFor();
    await editDialog.waitFor({ state: 'detached' });
    await panel.getByText(standingRelay._id).waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await row.getByText('bulletproof').first().waitFor();

    await deleteFromPanel(page, {
      rowText: name,
      panelTitle: name,
      confirmText: name,
      dialogTitle: 'Delete Domain',
      doneNotice: 'Domain deleted',
      screenshotName: 'domain-delete-confirmation',
    });
    await page.context().close();
  });

  test("SMTP accounts: create shows the password once, the panel resets it, edit the quota, delete behind the e-mail", async () => {
    const domainName = `smtp-${runId}.example.com`;
    const [starterPlan] = (await platform.adminCall('GET', `/api/admin/user-plans?user_id=${ownerId}&status=active&limit=100`)).items.filter(
      (plan) => plan.plan_code === 'starter',
    );
    await platform.adminCall('POST', '/api/admin/domains', { domain: domainName, user_id: ownerId, user_plan_id: starterPlan._id, send_plan: 'provider' });
    const email = `news@${domainName}`;

    const page = await openConsole('smtp/add');
    const dialog = page.getByRole('dialog', { name: 'Add SMTP Account' });
    assert.equal(await dialog.getByLabel('Quota').inputValue(), '0');
    assert.equal(await dialog.getByLabel('Domain').isDisabled(), true);
    await dialog.getByLabel('Email').fill(email);
    await pickUser(dialog, 'User', owner.email);
    await dialog.getByLabel('Domain').locator('option', { hasText: domainName }).waitFor({ state: 'attached' });
    await dialog.getByLabel('Domain').selectOption(domainName);
    await platform.screenshot(page, 'smtp-account-form');
    await dialog.getByRole('button', { name: 'Create SMTP Account' }).click();
    await notice(page, 'SMTP account created').waitFor();
    const password = page.getByLabel('SMTP password (copy now):');
    assert.ok((await password.inputValue()).length > 0);
    await platform.screenshot(page, 'smtp-account-password');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL((url) => url.pathname === '/myproadmin/smtp');

    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Unlimited').waitFor();
    await platform.screenshot(page, 'smtp-accounts-list');
    await row.click();
    const panel = page.getByRole('dialog', { name: email });
    await panel.getByText('ID', { exact: true }).waitFor();
    await platform.screenshot(page, 'smtp-account-panel');
    await panel.getByRole('button', { name: 'Reset Password' }).click();
    assert.ok((await page.getByLabel('New SMTP password (copy now):').inputValue()).length > 0);
    await page.getByRole('button', { name: 'Done' }).click();

    await panel.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit SMTP Account' });
    assert.equal(await editDialog.getByLabel('Email').isDisabled(), true);
    await editDialog.getByLabel('Quota').fill('500');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await notice(page, 'SMTP account updated').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await row.getByText('500 / day').waitFor();

    await deleteFromPanel(page, {
      rowText: email,
      panelTitle: email,
      confirmText: email,
      dialogTitle: 'Delete SMTP Account',
      doneNotice: 'SMTP account deleted',
    });
    await page.context().close();
  });

  test("agents: provider clears the owner, the secret shows once, status switch, HELO in the Manage IP's dialog and page, guarded delete", async () => {
    const agentId = `edge-${runId}`;
    const page = await openConsole('agents/add');
    const dialog = page.getByRole('dialog', { name: 'Add Agent' });
    assert.equal(await dialog.getByLabel('Type').inputValue(), 'customer');
    await dialog.getByLabel('Agent ID').fill(agentId);
    await dialog.getByLabel('Hostname').fill(`mta.${runId}.example.net`);
    await pickUser(dialog, 'Owner', owner.email);
    await platform.screenshot(page, 'agent-form');
    await dialog.getByLabel('Type').selectOption('provider');
    assert.equal(await dialog.getByLabel('Owner', { exact: true }).count(), 0);
    await dialog.getByLabel('Type').selectOption('customer');
    assert.equal(await dialog.getByLabel('Owner', { exact: true }).inputValue(), '');
    assert.equal(await dialog.getByLabel('Search owner').inputValue(), '');
    await pickUser(dialog, 'Owner', owner.email);
    await dialog.getByRole('button', { name: 'Create Agent' }).click();
    await notice(page, 'Agent created').waitFor();
    assert.ok((await page.getByLabel('Agent secret (copy now):').inputValue()).length > 0);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL((url) => url.pathname === '/myproadmin/agents');

    const agent = (await platform.adminCall('GET', '/api/admin/agents?limit=100')).items.find((item) => item.agent_id === agentId);
    await platform.adminCall('PATCH', `/api/admin/agents/${agent._id}/ips`, {
      items: [
        { ip: '203.0.113.10', helo: 'mta1.example.net' },
        { ip: '203.0.113.11', helo: 'mta2.example.net' },
      ],
    });

    const row = page.getByRole('row').filter({ hasText: agentId });
    const statusSwitch = row.getByRole('switch', { name: `Status of ${agentId}` });
    const wasOnline = (await statusSwitch.getAttribute('aria-checked')) === 'true';
    await statusSwitch.click();
    await notice(page, 'Status updated').waitFor();
    await platform.screenshot(page, 'agents-list');
    assert.equal(wasOnline ? 'offline' : 'online', (await platform.adminCall('GET', `/api/admin/agents/${agent._id}`)).admin_disabled ? 'offline' : 'online');

    await row.getByRole('button', { name: `Manage IP's of ${agentId}` }).click();
    const ipsDialog = page.getByRole('dialog', { name: `Manage IP's: ${agentId}` });
    const helo = ipsDialog.getByLabel('HELO of 203.0.113.10');
    assert.equal(await helo.inputValue(), 'mta1.example.net');
    await helo.fill('relay1.example.net');
    await platform.screenshot(page, 'agent-ips-dialog');
    await ipsDialog.getByRole('button', { name: 'Update' }).click();
    await notice(page, 'HELO updated').waitFor();
    await ipsDialog.getByRole('button', { name: 'Close' }).last().click();
    const stored = await platform.adminCall('GET', `/api/admin/agents/${agent._id}/ips`);
    assert.equal(stored.items.find((item) => item.ip === '203.0.113.10').helo, 'relay1.example.net');

    await row.click();
    const panel = page.getByRole('dialog', { name: agentId });
    await panel.getByText('ID', { exact: true }).waitFor();
    await platform.screenshot(page, 'agent-panel');
    await panel.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${platform.baseUrl}/myproadmin/ips`);
    const ipRow = page.getByRole('row').filter({ hasText: '203.0.113.11' });
    const ipHelo = ipRow.getByLabel('HELO of 203.0.113.11');
    assert.equal(await ipHelo.inputValue(), 'mta2.example.net');
    await ipHelo.fill('relay2.example.net');
    await ipRow.getByRole('button', { name: 'Save', exact: true }).click();
    await notice(page, 'HELO updated').waitFor();
    const ipSwitch = ipRow.getByRole('switch', { name: 'Status of 203.0.113.11' });
    assert.equal(await ipSwitch.getAttribute('aria-checked'), 'true');
    await ipSwitch.click();
    await page.waitForFunction(() => document.querySelector('[aria-label="Status of 203.0.113.11"]')?.getAttribute('aria-checked') === 'false');
    // A documentation address starts warmed; the admin starts its warm-up, then marks it warmed again.
    const warmupStart = ipRow.getByLabel('Warm-up start of 203.0.113.11', { exact: true });
    assert.equal(await warmupStart.inputValue(), '');
    await warmupStart.fill('2026-11-20');
    await ipRow.getByRole('button', { name: 'Save warm-up start of 203.0.113.11' }).click();
    await notice(page, 'Warm-up start updated').waitFor();
    await ipRow.getByText('Warming').waitFor();
    await platform.screenshot(page, 'ips-page');
    const ipsAfter = (await platform.adminCall('GET', '/api/admin/ips?limit=100')).items.find((item) => item.ip === '203.0.113.11');
    assert.deepEqual([ipsAfter.helo, ipsAfter.status, ipsAfter.warmup_started_on], ['relay2.example.net', 'inactive', '2026-11-20']);
    await ipRow.getByLabel('Warm-up start of 203.0.113.11', { exact: true }).fill('');
    await ipRow.getByRole('button', { name: 'Save warm-up start of 203.0.113.11' }).click();
    await notice(page, 'IP marked as warmed').waitFor();
    assert.equal((await platform.adminCall('GET', '/api/admin/ips?limit=100')).items.find((item) => item.ip === '203.0.113.11').warmup_started_on, null);

    await page.goto(`${platform.baseUrl}/myproadmin/agents`);
    await page.getByRole('row').filter({ hasText: agentId }).click();
    await page.getByRole('dialog', { name: agentId }).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Agent' })
      .getByText('Deleting an agent does not delete the associated user and domains.')
      .waitFor();
    await page.getByRole('dialog', { name: 'Delete Agent' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: agentId }).getByRole('button', { name: 'Close' }).click();
    await deleteFromPanel(page, {
      rowText: agentId,
      panelTitle: agentId,
      confirmText: agentId,
      dialogTitle: 'Delete Agent',
      doneNotice: 'Agent deleted',
      screenshotName: 'agent-delete-confirmation',
    });
    await page.context().close();
  });

  test('at 1280 px the domains table fits its card, and a long owner address is neither broken mid-word nor cut short in the form', async () => {
    const longOwner = await platform.adminCall('POST', '/api/admin/users', { email: `margaret.longname-owner.${runId}@example-corp.com`, password: 'long-owner-pass-1' });
    const longPlan = await platform.adminCall('POST', '/api/admin/user-plans', { user_id: longOwner._id, plan_code: 'starter' });
    const domainName = `newsletters-${runId}.marketing-department.example.com`;
    await platform.adminCall('POST', '/api/admin/domains', { domain: domainName, user_id: longOwner._id, user_plan_id: longPlan._id, send_plan: 'provider' });

    const page = await openConsole(`domains?search=${encodeURIComponent(domainName)}`);
    const table = page.getByRole('table', { name: 'Domains' });
    const row = table.getByRole('row').filter({ hasText: domainName });
    await row.waitFor();
    await platform.screenshot(page, 'layout-domains-1280');
    const tableWrapper = page.locator('.card').filter({ has: table }).locator('.table-scroll');
    assert.equal(await horizontalOverflow(tableWrapper), 0, 'the domains table scrolls sideways inside its card');
    for (const text of [longOwner.email, domainName]) {
      assert.deepEqual(await wordsBrokenOverLines(row.getByRole('cell', { name: text, exact: true })), [], `${text} is broken mid-word`);
    }
    for (const heading of await table.locator('th').all()) {
      assert.equal((await linesOf(heading)).length, 1, `the heading ${await heading.textContent()} wraps`);
    }

    // The DNS dialog's title names the domain whole, and every record's status says what it is.
    await row.getByRole('button', { name: `Show DNS records of ${domainName}` }).click();
    const dns = page.getByRole('dialog', { name: `DNS Records: ${domainName}` });
    await dns.getByRole('listitem', { name: 'SPF record', exact: true }).waitFor();
    await platform.screenshot(page, 'layout-domain-dns-dialog-1280');
    const dnsTitle = dns.getByRole('heading', { name: `DNS Records: ${domainName}` });
    assert.equal(await horizontalOverflow(dnsTitle), 0, 'the dialog title is cut short');
    assert.deepEqual(await wordsBrokenOverLines(dnsTitle), [], 'the dialog title breaks mid-word');
    for (const status of await dns.locator('.dns-record__header .badge').allTextContents()) {
      assert.match(status, /[A-Za-z]{2}/, `a record's pill reads "${status}"`);
    }
    await page.keyboard.press('Escape');
    await dns.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add Domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Domain' });
    await pickUser(dialog, 'User', longOwner.email);
    await platform.screenshot(page, 'layout-domain-form-1280');
    const shown = await dialog.getByLabel('User', { exact: true }).evaluate((select) => {
      // The width the chosen option's text needs, against the width the select gives it beside its arrow.
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      context.font = style.font;
      const ARROW_WIDTH = 24;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW_WIDTH;
      return { text: select.selectedOptions[0].text, needed: Math.ceil(context.measureText(select.selectedOptions[0].text).width), room };
    });
    assert.equal(shown.text, longOwner.email);
    assert.ok(shown.needed <= shown.room, `the chosen address needs ${shown.needed}px but the field shows ${shown.room}px of it`);
    await page.context().close();
  });

  test('at 1280 px the relay panel shows a long name, host, user and records whole, wrapped only between words and parts', async () => {
    const relay = await platform.adminCall('POST', '/api/admin/relays', {
      name: `relay-frankfurt-outbound-${runId}`,
      smtp_host: 'smtp-relay-outbound-cluster-01.datacenter-frankfurt.example.net',
      smtp_port: 587,
      smtp_user: 'relay-user-with-a-long-login@datacenter-frankfurt.example.net',
      smtp_pass: 'relay-secret',
      spf_record: 'v=spf1 include:_spf.datacenter-frankfurt.example.net include:_spf.backup-relay.example.net ~all',
      dmarc_record: 'v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@datacenter-frankfurt.example.net',
    });
    const page = await openConsole(`relays?search=${encodeURIComponent(relay.name)}`);
    await page.getByRole('row').filter({ hasText: relay.name }).click();
    const panel = page.getByRole('dialog', { name: relay.name });
    await panel.getByText('ID', { exact: true }).waitFor();
    await platform.screenshot(page, 'layout-relay-panel-1280');

    // A name without dots cannot wrap: it may end in '…' in the title, whose tooltip holds it whole.
    const title = panel.getByRole('heading', { name: relay.name });
    assert.equal(await horizontalOverflow(title), 0, 'the title runs out of the panel');
    assert.equal(await title.getAttribute('title'), relay.name);
    for (const label of ['Host', 'SMTP user', 'SPF record', 'DMARC record']) {
      const value = panel.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
      assert.deepEqual(await wordsBrokenOverLines(value), [], `the ${label} breaks mid-word`);
      assert.equal(await horizontalOverflow(value), 0, `the ${label} is cut short`);
    }
    assert.equal(await panel.getByText('v=spf1 include:_spf.datacenter-frankfurt.example.net include:_spf.backup-relay.example.net ~all', { exact: true }).count(), 1);
    await page.context().close();
  });

  test('a list that fails to load shows the failure, not an empty list', async () => {
    const page = await platform.newPage();
    await platform.signIn(page);
    const domainsList = (url) => url.pathname === '/api/admin/domains';
    await page.route(domainsList, (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
    await page.goto(`${platform.baseUrl}/myproadmin/domains`);
    await page.getByRole('alert').filter({ hasText: 'Failed to load domains' }).waitFor();
    const card = page.locator('.card').filter({ has: page.getByRole('table', { name: 'Domains' }) });
    await card.getByText('Could not load the list.').waitFor();
    await platform.screenshot(page, 'layout-failed-list-1280');
    assert.equal(await card.getByText('No domains yet.').count(), 0);
    assert.equal(await card.getByText(/Showing \d+ items?/).count(), 0);

    // Once the server answers again, Try again shows the list.
    await page.unroute(domainsList);
    await card.getByRole('button', { name: 'Try again' }).click();
    await card.getByText(/Showing \d+ items?/).waitFor();
    assert.equal(await card.getByText('Could not load the list.').count(), 0);
    await page.context().close();
  });

  test('the domains list pages through the server 20 at a time; a search by the start of the name pages with More', async () => {
    const [starterPlan] = (await platform.adminCall('GET', `/api/admin/user-plans?user_id=${ownerId}&status=active&limit=100`)).items.filter(
      (plan) => plan.plan_code === 'starter',
    );
    const pagingUser = await platform.adminCall('POST', '/api/admin/users', { email: `paging.${runId}@example.com`, password: 'paging-pass-1', domain_limit: 0 });
    const pagingPlan = await platform.adminCall('POST', '/api/admin/user-plans', { user_id: pagingUser._id, plan_code: 'starter' });
    assert.ok(starterPlan);
    for (let index = 0; index < 21; index += 1) {
      await platform.adminCall('POST', '/api/admin/domains', {
        domain: `page${index}-${runId}.example.com`,
        user_id: pagingUser._id,
        user_plan_id: pagingPlan._id,
        send_plan: 'provider',
      });
    }
    const page = await openConsole('domains');
    await page.getByText('Showing 20 items').waitFor();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    assert.equal(await pages.getByRole('button', { name: 'Prev' }).isEnabled(), false);
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/Showing [1-9] items?/).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('page'), '2');
    assert.equal(await pages.getByRole('button', { name: 'Next' }).isEnabled(), false);
    await pages.getByRole('button', { name: 'Prev' }).click();
    await page.getByText('Showing 20 items').waitFor();

    // The search matches the start of the name, in any case; it is not counted, so the pager
    // offers 'More' while the server says a next page exists.
    await page.getByText('Finds domains whose name starts with the text, in any case, listed by name.').waitFor();
    const search = page.getByRole('searchbox', { name: 'Search domains' });
    assert.equal(await search.getAttribute('placeholder'), 'Domain starts with…');
    await search.fill('PAGE');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'PAGE');
    await page.getByRole('cell', { name: `page0-${runId}.example.com`, exact: true }).waitFor();
    await page.getByText('Showing 20 items').waitFor();
    await platform.screenshot(page, 'domains-search-more');
    await pages.getByRole('button', { name: 'More' }).click();
    await page.getByText('Showing 1 item', { exact: true }).waitFor();
    assert.equal(await pages.getByRole('button', { name: 'Next' }).isEnabled(), false);
    assert.equal(await pages.getByRole('button', { name: 'More' }).count(), 0);
    await search.fill(`-${runId}`);
    await search.press('Enter');
    await page.getByText('No domains match this search.').waitFor();
    await page.context().close();
  });

  test('listed users: a static sample with paging over it', async () => {
    const page = await openConsole('listed-users');
    await page.getByRole('heading', { name: 'Listed Users' }).waitFor();
    await page.getByText('Showing 5 items').waitFor();
    await platform.screenshot(page, 'listed-users');
    const firstPageText = await page.getByRole('table', { name: 'Listed Users' }).innerText();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '2' }).waitFor();
    assert.notEqual(await page.getByRole('table', { name: 'Listed Users' }).innerText(), firstPageText);
    await page.context().close();
  });
});
