#!/usr/bin/env node
// Lighthouse (desktop preset) on three screens of the built console: /login, the admin dashboard
// and a new customer's overview (the "Get sending" steps shown). Prints the accessibility and
// performance scores and the Cumulative Layout Shift of each; it does not assert them.
//
//   node bench/lighthouse.mjs
//
// Needs the builds the browser tests need (apps/web `vite build`, the API's tsc build) and
// Debian's Chromium at /usr/bin/chromium. Lighthouse itself is not a dependency of the
// repository: the script runs it with `npx --yes lighthouse@<version>` (from the npm registry).
//
// How: the browser tests' harness (apps/web/e2e/support/platform.mjs) starts the API with a
// throw-away database; a Chromium with a persistent profile and a DevTools port signs in as the
// admin (the session sits in local storage) and as the customer (a cookie), and Lighthouse
// connects to that Chromium with its storage kept, so it measures the signed-in screens.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findFreePort, startPlatform } from '../apps/web/e2e/support/platform.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const { chromium } = createRequire(new URL('../apps/web/package.json', import.meta.url))('playwright-core');
const run = promisify(execFile);

/** Lighthouse's own advice for its sporadic trace failures (NO_NAVSTART and the like) is to run it again. */
const TRIES = 3;

/** One Lighthouse run against the Chromium on `port`; resolves to the figures of its report. */
async function lighthouse(url, port, workDir) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, port, workDir);
    } catch (error) {
      if (attempt === TRIES) throw error;
      console.log(`[lighthouse] ${url}: ${error.stderr?.trim() || error.message}; running it again`);
    }
  }
}

async function lighthouseOnce(url, port, workDir) {
  const reportPath = join(workDir, `report-${Date.now()}.json`);
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--preset=desktop',
      '--only-categories=accessibility,performance',
      // Keep the signed-in sessions: Lighthouse clears the origin's storage by default.
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${reportPath}`,
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(reportPath, 'utf8'));
  const failedAccessibility = report.categories.accessibility.auditRefs
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  return {
    accessibility: Math.round(report.categories.accessibility.score * 100),
    performance: Math.round(report.categories.performance.score * 100),
    cls: report.audits['cumulative-layout-shift'].numericValue,
    failedAccessibility,
  };
}

const platform = await startPlatform();
const workDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
let browser;
try {
  const customer = { email: `lighthouse.${Date.now()}@example.com`, password: 'lighthouse-pass-1', firstName: 'Lena', lastName: 'Lighthouse' };
  const user = await platform.adminRequest('POST', '/api/admin/users', customer);
  if (user.status !== 201) throw new Error(`creating the customer answered ${user.status}`);
  await platform.adminRequest('POST', '/api/admin/user-plans', { user_id: user.body._id, plan_code: 'starter' });

  const port = await findFreePort();
  browser = await chromium.launchPersistentContext(join(workDir, 'profile'), {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`],
    viewport: { width: 1350, height: 940 },
  });
  const page = await browser.newPage();
  await page.goto(`${platform.baseUrl}/myproadmin/sso?token=${encodeURIComponent(platform.adminToken)}`);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.goto(`${platform.baseUrl}/login`);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  // Back to a neutral page: Lighthouse opens its own tab.
  await page.goto('about:blank');

  const screens = [
    ['/login', `${platform.baseUrl}/login`],
    ['admin dashboard', `${platform.baseUrl}/myproadmin`],
    ['customer overview', `${platform.baseUrl}/account`],
  ];
  const rows = [];
  for (const [name, url] of screens) rows.push({ name, ...(await lighthouse(url, port, workDir)) });
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, desktop preset, Chromium ${browser.browser()?.version() ?? ''} at /usr/bin/chromium`);
  console.log('screen               accessibility  performance  CLS');
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(20)} ${String(row.accessibility).padStart(13)}  ${String(row.performance).padStart(11)}  ${row.cls.toFixed(3)}` +
        (row.failedAccessibility.length ? `  (accessibility audits not passed: ${row.failedAccessibility.join(', ')})` : ''),
    );
  }
} finally {
  await browser?.close();
  await platform.stop();
  await rm(workDir, { recursive: true, force: true });
}
