// Browser test of the operator's set-up checklist on a platform started as `npm start` starts it
// (nothing configured: localhost names, no agents, no SMTP settings), with a DNS server this test
// runs as DNS_SERVERS and a port-25 probe target that refuses: the dashboard opens on the
// checklist with every item's status and fix, and a domain's DNS dialog says why its records
// naming localhost cannot work, sets the optional ones apart, and Verify names what it found.
// Needs `vite build` and the API build first; see support/platform.mjs.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, test } from 'node:test';
import { startDnsTestServer } from '@platform/test-fixtures';
import { horizontalOverflow, wordsBrokenOverLines } from './support/layout.mjs';
import { startPlatform } from './support/platform.mjs';

const DOMAIN = 'first-customer.example';
let dns;
let platform;

/** A port nothing listens on: one that was free a moment ago. */
async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

before(async () => {
  dns = await startDnsTestServer();
  platform = await startPlatform({ env: { DNS_SERVERS: dns.address, PORT25_PROBE_HOST: `127.0.0.1:${await closedPort()}` } });
  const user = await platform.adminCall('POST', '/api/admin/users', { email: `owner@${DOMAIN}`, password: 'owner-password', firstName: 'Ann', lastName: 'Owner' });
  const plan = await platform.adminCall('POST', '/api/admin/user-plans', { user_id: user._id, plan_code: 'starter' });
  await platform.adminCall('POST', '/api/admin/domains', { domain: DOMAIN, user_id: user._id, user_plan_id: plan._id, send_plan: 'provider' });
});

after(async () => {
  await platform?.stop();
  await dns?.close();
});

test('the dashboard opens on the set-up checklist: each item with its status, what was found and the fix', async () => {
  const page = await platform.newPage();
  await platform.signIn(page);
  const card = page.getByRole('region', { name: 'Set-up checklist' });
  await card.waitFor({ timeout: 30_000 });
  const item = (title) => card.getByRole('listitem', { name: title, exact: true });
  await item('Public host name').getByText('Fail', { exact: true }).waitFor();
  assert.match(await item('Public host name').innerText(), /PUBLIC_HOSTNAME is not set[\s\S]*Fix: Set PUBLIC_HOSTNAME/);
  assert.match(await item('Platform mail sender').innerText(), /Warning[\s\S]*kept in the console mailbox/);
  assert.match(await item('Outbound port 25').innerText(), /Fail[\s\S]*port 25 looks blocked/);
  assert.match(await item('Agents online').innerText(), /No provider agent is online/);
  // It comes before the counts: the first thing an operator sees after signing in.
  const [checklistTop, tilesTop] = await Promise.all([card.boundingBox(), page.getByRole('region', { name: 'Counts' }).boundingBox()]);
  assert.ok(checklistTop.y < tilesTop.y, 'the checklist is above the count tiles');
  assert.equal(await horizontalOverflow(card), 0);
  for (const paragraph of await item('Public host name').locator('p').all()) assert.deepEqual(await wordsBrokenOverLines(paragraph), []);
  await platform.screenshot(page, 'setup-checklist');
  await page.context().close();
});

test("a domain's DNS dialog explains the localhost placeholders, sets the optional records apart, and Verify names what it found", async () => {
  const page = await platform.newPage();
  await platform.signIn(page);
  await page.goto(`${platform.baseUrl}/myproadmin/domains`);
  await page.getByRole('button', { name: `Show DNS records of ${DOMAIN}` }).click();
  const dialog = page.getByRole('dialog', { name: `DNS Records: ${DOMAIN}` });
  const spf = dialog.getByRole('listitem', { name: 'SPF record', exact: true });
  await spf.getByRole('note').getByText(/no public host name yet; this record cannot work until the operator sets PUBLIC_HOSTNAME/).waitFor();
  assert.equal(await dialog.getByRole('listitem', { name: 'DKIM record', exact: true }).getByRole('note').count(), 0);
  const optional = dialog.getByRole('list', { name: 'Optional records' });
  assert.deepEqual(await optional.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))), [
    'Return-path MX record',
    'Return-path SPF record',
    'Tracking CNAME record',
  ]);
  assert.match(await optional.getByRole('listitem', { name: 'Tracking CNAME record' }).innerText(), /Optional[\s\S]*sets PUBLIC_URL/);
  assert.equal(await horizontalOverflow(dialog.locator('.dialog__body').first()), 0);
  await platform.screenshot(page, 'dns-dialog-warnings');
  await dialog.getByRole('heading', { name: 'Optional records' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await platform.screenshot(page, 'dns-dialog-optional-records');

  // SPF alone published: the notice says so instead of "Verification completed".
  dns.setTxt(DOMAIN, ['v=spf1 include:spf.localhost ~all']);
  await dialog.getByRole('button', { name: 'Verify Records' }).click();
  await page.getByRole('alert').getByText('SPF verified; DKIM not found; DMARC not found', { exact: true }).waitFor({ timeout: 30_000 });
  await spf.getByText('Verified', { exact: true }).waitFor();
  await platform.screenshot(page, 'dns-dialog-verified-spf');
  await page.context().close();
});
