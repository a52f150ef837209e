// Browser test of the Traffic shaping screen: a real agent delivers a provider domain's mail to a
// loopback MX that answers "421 4.7.28" after the first message, so the destination is suspended
// on the agent's IP through the real machinery; the screen lists that suspension with its reply,
// today's deferrals by reply class, the shipped destination limits, an admin changes the default limits in the dialog
// and lifts the suspension from its row.
// Screenshots at 1280x800 into e2e/screenshots (traffic-shaping-*.png).
// Needs `vite build` (apps/web), the API and agent builds; see support/platform.mjs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startProviderAgent } from './support/agent.mjs';
import { horizontalOverflow } from './support/layout.mjs';
import { startMailSink } from './support/mail-sink.mjs';
import { startPlatform } from './support/platform.mjs';

const runId = Date.now().toString(36);
const domain = `shaped-${runId}.example`;
const AGENT_IP = '127.0.0.2';
const WAIT_MS = 30_000;

let platform;
let mx;
let agent;
let apiKey;
let page;
/** The MX throttles until the last test, where the provider takes mail again and the admin lifts the suspension. */
let mxThrottles = true;

const until = async (check, what) => {
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await new Promise((wait) => setTimeout(wait, 200))) {
    if (await check()) return;
  }
  assert.fail(`timed out waiting for ${what}`);
};

async function shot(name) {
  await page.evaluate(() => document.querySelectorAll('button[aria-label="Dismiss notice"]').forEach((button) => button.click()));
  await platform.screenshot(page, name);
}

before(async () => {
  let accepted = 0;
  mx = await startMailSink({
    answer: () => (accepted++ < 1 || !mxThrottles ? null : { code: 421, message: '4.7.28 Our system has detected an unusual rate of unsolicited mail originating from your IP address' }),
  });
  platform = await startPlatform({ env: { REQUIRE_VERIFIED_DKIM: 'false', QUEUE_POLL_MS: '100', RETRY_FIRST_SECONDS: '5' } });
  const user = await platform.adminCall('POST', '/api/admin/users', { email: `owner@${domain}`, password: 'owner-password-1', plan_type: 'normal' });
  ({ api_key: apiKey } = await platform.adminCall('POST', `/api/admin/users/${user._id}/api-key/reset`));
  const plan = await platform.adminCall('POST', '/api/admin/user-plans', { user_id: user._id, plan_code: 'starter' });
  await platform.adminCall('POST', '/api/admin/domains', { domain, user_id: user._id, user_plan_id: plan._id, send_plan: 'provider' });
  agent = await startProviderAgent(platform, { agentId: `shaper-${runId}`, ip: AGENT_IP, mxOverride: `127.0.0.1:${mx.port}` });
  page = await platform.newPage();
});

after(async () => {
  await agent?.stop();
  await mx?.close();
  await platform?.stop();
});

test('a throttling reply shows as a suspension of the destination on the IP, with the reply', async () => {
  for (const subject of ['first', 'second', 'third']) {
    const response = await fetch(`${platform.baseUrl}/api/v1/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: `news@${domain}`, to: `reader-${subject}@inbox.example`, subject, text: subject }),
    });
    assert.equal(response.status, 202, JSON.stringify(await response.json()));
  }
  await until(async () => (await platform.adminCall('GET', '/api/admin/traffic-shaping/suspensions')).total > 0, 'the suspension');

  await platform.signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Traffic shaping' }).click();
  await page.getByRole('heading', { name: 'Traffic shaping', level: 1 }).waitFor();
  const suspensions = page.getByRole('table', { name: 'Suspended destinations' });
  const row = suspensions.getByRole('row').filter({ hasText: AGENT_IP });
  await row.waitFor();
  // The mail sink is a default destination: named after its MX host (an address here).
  assert.match(await row.innerText(), /127\.0\.0\.1/);
  assert.match(await row.innerText(), /421 4\.7\.28 Our system has detected/);
  const deferrals = page.getByRole('table', { name: 'Deferrals today' });
  // One 421 and the waits it caused, all counted as throttled.
  assert.match(await deferrals.getByRole('row').filter({ hasText: '127.0.0.1' }).innerText(), /^127\.0\.0\.1\s+[1-9]\d*\s+0\s+0\s+0\s+0\s+[1-9]/);
  const limits = page.getByRole('table', { name: 'Destination limits' });
  for (const destination of ['Default', 'gmail', 'microsoft', 'yahoo']) await limits.getByRole('row').filter({ hasText: destination }).first().waitFor();
  for (const table of await page.locator('.table-scroll').all()) assert.equal(await horizontalOverflow(table), 0, 'the tables fit at 1280 px');
  await shot('traffic-shaping-suspended');
  // The agent's loopback IPs are exempt from warm-up: the warming IPs' table says none is warming.
  const warming = page.getByRole('region', { name: 'Warming IPs' });
  await warming.getByText('No IP is warming up: every sending IP is warmed or exempt.').waitFor();
  await warming.scrollIntoViewIfNeeded();
  await shot('traffic-shaping-warming');
});

test('an admin changes the default limits in the dialog: a new rules version', async () => {
  const before = await platform.adminCall('GET', '/api/admin/traffic-shaping');
  await page.getByRole('table', { name: 'Destination limits' }).getByRole('row').filter({ hasText: 'every other destination' }).click();
  const dialog = page.getByRole('dialog', { name: 'Default limits' });
  await dialog.getByLabel('Connections at once, per IP').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Enter a whole number from 1 to 1000').waitFor();
  await shot('traffic-shaping-dialog');
  await dialog.getByLabel('Connections at once, per IP').fill('40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`Rules version ${before.version + 1}`).waitFor();
  const after = await platform.adminCall('GET', '/api/admin/traffic-shaping');
  assert.equal(after.default_limits.max_connections, 40);
  assert.deepEqual(after.destinations, before.destinations, 'the other rules are kept');
});

test('an admin lifts the suspension from its row: it leaves the list, and the API no longer has it', async () => {
  mxThrottles = false;
  const suspensions = page.getByRole('table', { name: 'Suspended destinations' });
  const row = suspensions.getByRole('row').filter({ hasText: AGENT_IP });
  await row.getByRole('button', { name: /^Lift the suspension of \S+ on 127\.0\.0\.2$/ }).click();
  await page.getByText('Suspension lifted: agents send there again from their next heartbeat').waitFor();
  await row.waitFor({ state: 'detached' });
  await suspensions.getByText('No destination is suspended.').waitFor();
  assert.equal((await platform.adminCall('GET', '/api/admin/traffic-shaping/suspensions')).items.filter((item) => item.source_ip === AGENT_IP).length, 0);
  await shot('traffic-shaping-lifted');
});
