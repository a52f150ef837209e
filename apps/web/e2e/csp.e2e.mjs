// Browser test of the Content-Security-Policy that the API sends with the console (production
// mode: the API serves the build): every screen, a few dialogs and an uploaded logo must load
// without a single CSP violation. Violations are collected twice: the `securitypolicyviolation`
// events of the page and Chromium's console messages ("Refused to ..."). Needs `vite build` and
// the API build first; see support/platform.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startPlatform } from './support/platform.mjs';
import { ACCOUNT_SCREENS, ADMIN_SCREENS, PUBLIC_SCREENS, visitScreen } from './support/screens.mjs';

const runId = Date.now().toString(36);
const owner = { email: `csp.${runId}@example.com`, password: 'correct-horse-battery', firstName: 'Cora', lastName: 'Policy' };
const domainName = `csp-${runId}.example`;
const agentId = `csp-agent-${runId}`;

const logoSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
    '<rect width="120" height="40" rx="8" fill="#0e7490"/>' +
    '<text x="60" y="27" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">CSP</text></svg>',
);

let platform;

/**
 * A page whose CSP violations are recorded from the first byte on: the listener is installed
 * before any of the page's own scripts run (Playwright's init scripts are not subject to the CSP).
 */
async function watchedPage() {
  const page = await platform.newPage();
  const violations = [];
  await page.exposeFunction('reportCspViolation', (violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`uncaught: ${error.message}`));
  return { page, violations };
}

const visit = (page, path, title) => visitScreen(page, `${platform.baseUrl}${path}`, title);

before(async () => {
  platform = await startPlatform();
  const user = await platform.adminCall('POST', '/api/admin/users', owner);
  const plan = await platform.adminCall('POST', '/api/admin/user-plans', { user_id: user._id, plan_code: 'starter' });
  await platform.adminCall('POST', '/api/admin/domains', { domain: domainName, user_id: user._id, user_plan_id: plan._id, send_plan: 'provider' });
  await platform.adminCall('POST', '/api/admin/smtp-accounts', { email: `news@${domainName}`, domain: domainName, user_id: user._id });
  await platform.adminCall('POST', '/api/admin/relays', { name: `relay-${runId}`, smtp_host: 'relay.example.net', smtp_port: 587 });
  await platform.adminCall('POST', '/api/admin/agents', { agent_id: agentId, hostname: 'mta.csp.example', agent_type: 'provider' });
});

after(async () => {
  await platform?.stop();
});

describe('content security policy', () => {
  test('the watch sees a violation when one happens (an inline script and a style attribute)', async () => {
    const { page, violations } = await watchedPage();
    await visit(page, '/login', 'Log in');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true;';
      document.body.append(script);
      document.body.setAttribute('style', 'outline: 1px solid red');
    });
    const reported = (directive) => violations.some((violation) => violation.startsWith(`${directive} blocked inline`));
    // The events arrive a moment later.
    for (const deadline = Date.now() + 5_000; !(reported('script-src-elem') && reported('style-src-attr')) && Date.now() < deadline; ) {
      await page.waitForTimeout(50);
    }
    assert.ok(reported('script-src-elem') && reported('style-src-attr'), violations.join('\n'));
    assert.equal(await page.evaluate(() => window.inlineScriptRan), undefined, 'the inline script did not run');
    await page.context().close();
  });

  test('the public screens load without a violation', async () => {
    const { page, violations } = await watchedPage();
    for (const [path, title] of PUBLIC_SCREENS) await visit(page, path, title);
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('every admin screen, its add dialogs, a side panel and two more dialogs load without a violation', async () => {
    const { page, violations } = await watchedPage();
    await platform.signIn(page);
    for (const [path, title] of ADMIN_SCREENS) {
      await visit(page, `/myproadmin/${path}`, title);
      if (path.endsWith('/add')) await page.getByRole('dialog').waitFor();
    }
    assert.deepEqual(violations, [], 'screens');

    await visit(page, '/myproadmin/users', 'Users');
    await page.getByRole('row').filter({ hasText: owner.email }).click();
    await page.getByRole('dialog', { name: owner.email }).getByText('Last 30 Days Sent').waitFor();

    await visit(page, '/myproadmin/domains', 'Domains');
    await page.getByRole('button', { name: `Show DNS records of ${domainName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verify Records' }).waitFor();
    await platform.screenshot(page, 'csp-domains-dns');

    await visit(page, '/myproadmin/agents', 'Agents');
    await page.getByRole('button', { name: `Manage IP's of ${agentId}` }).click();
    await page.getByRole('dialog').getByText('No IPs found.').waitFor();
    assert.deepEqual(violations, [], 'dialogs');
    await page.context().close();
  });

  test('every screen of the customer area and its add dialogs load without a violation', async () => {
    const { page, violations } = await watchedPage();
    await visit(page, '/login', 'Log in');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    for (const [path, title] of ACCOUNT_SCREENS) {
      await visit(page, path, title);
      if (path.endsWith('/add')) await page.getByRole('dialog').waitFor();
    }
    await visit(page, '/account/domains', 'Domains');
    await page.getByRole('link', { name: domainName, exact: true }).click();
    await page.getByRole('heading', { name: domainName, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await platform.screenshot(page, 'csp-account-domain');
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('the settings screen with an uploaded logo (a data: URL) loads without a violation', async () => {
    const { page, violations } = await watchedPage();
    await platform.signIn(page);
    await visit(page, '/myproadmin/settings', 'Settings');
    await page.getByLabel('Logo image').setInputFiles({ name: 'csp.svg', mimeType: 'image/svg+xml', buffer: logoSvg });
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByRole('button', { name: 'Save logo' }).click();
    const logo = page.locator('.sidebar').getByRole('img', { name: 'Logo' });
    await logo.waitFor();

    await visit(page, '/myproadmin/settings', 'Settings');
    await logo.waitFor();
    assert.ok(await logo.evaluate((image) => image.complete && image.naturalWidth > 0), 'the logo is drawn');
    assert.match(await logo.getAttribute('src'), /^data:image\/svg\+xml;base64,/);
    await platform.screenshot(page, 'csp-settings-logo');
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('Swagger UI at /api/docs works within its own policy', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${platform.baseUrl}/api/docs`);
    await page.getByRole('heading', { name: /Outbound e-mail platform API/ }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(violations, []);
    await page.context().close();
  });
});
