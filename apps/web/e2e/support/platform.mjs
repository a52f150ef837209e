// Shared harness for the console's browser tests: starts the real API in production mode (it
// serves the built console from apps/web/dist on the same port) with a throw-away data folder
// and a random admin token, launches Debian's Chromium through playwright-core and stops it all.
// Needs `npx vite build` (apps/web) and `npx tsc -p tsconfig.build.json` (apps/api) first.
//
// Stable API, used by every e2e/*.e2e.mjs file:
//   const platform = await startPlatform();   // in before(); waits for GET /api/health
//   startPlatform({ ownDatabase: true })     // starts the embedded database here and hands the API
//                                            //   its URI (MONGODB_URI), so a test can write to it:
//   startPlatform({ env: { DNS_SERVERS } })  // further environment for the API (PUBLIC_URL is the
//                                            //   platform's own address unless env sets another)
//   platform.mongoUri                        // mongodb://.../platform (only with ownDatabase)
//   platform.baseUrl                         // 'http://127.0.0.1:<port>'
//   platform.adminToken                      // the ADMIN_TOKEN the API was started with (the master
//                                            //   token: it only opens sessions, as sign-in and sso do)
//   platform.apiOutput()                     // what the API printed so far (for failure messages)
//   platform.browser                         // playwright-core Browser (Chromium)
//   await platform.adminRequest(method, path, body?)  // fetch with x-admin-token set to an admin
//                                            //   session opened with adminToken; resolves to
//                                            //   { status, body } (body: parsed JSON, text or null)
//   await platform.adminCall(method, path, body?)    // the same, asserting a 2xx; resolves to the body
//   await platform.grantProductionAccess(email)     // lifts a self-signed-up account's sandbox
//   await platform.newPage(viewport?)        // fresh context, 1280x800 and reduced motion by default
//   await platform.signIn(page)              // signs in through /myproadmin/sso and waits for the shell
//   await platform.screenshot(page, name)    // writes e2e/screenshots/<name>.png
//   platform.screenshotDir                   // absolute path of e2e/screenshots
//   await platform.stop();                   // in after(); closes Chromium, stops the API, removes the data
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startEmbeddedMongo } from '../../../../packages/embedded-mongo/dist/index.js';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = resolve(webRoot, '../..');
const apiEntry = join(repoRoot, 'apps/api/dist/src/main.js');
const screenshotDir = join(webRoot, 'e2e/screenshots');

const HEALTH_TIMEOUT_MS = 60_000; // the first start may build the embedded database
const STOP_TIMEOUT_MS = 15_000;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A loopback TCP port nothing listens on now. */
export function findFreePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function startApi({ port, dataDir, adminToken, mongoUri, env }) {
  const child = spawn(process.execPath, [apiEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      // Links in mails (password reset, e-mail confirmation) lead back to this platform.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Free ports for the SMTP submission and inbound (bounce) listeners, so test runs never
      // fight over 2587 and 2525 with each other or with a platform running on this machine.
      SMTP_SUBMISSION_PORT: '0',
      INBOUND_SMTP_PORT: '0',
      // The dashboard's set-up checklist would try a real mail server on the internet for its
      // port 25 item: a test that wants the probe names a target of its own.
      PORT25_PROBE_HOST: 'off',
      // No local delivery route unless a test asks for it: the tests run their own agents, which
      // deliver to their mail sinks, and nothing may go to real MX hosts.
      LOCAL_DELIVERY_AGENT: 'false',
      ...(mongoUri && { MONGODB_URI: mongoUri }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a hung API can be stopped together with its database.
    detached: true,
  });
  const api = { child, output: '' };
  child.stdout.on('data', (chunk) => (api.output += chunk));
  child.stderr.on('data', (chunk) => (api.output += chunk));
  return api;
}

async function waitForHealthyApi(api, baseUrl) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) {
      throw new Error(`The API exited with code ${api.child.exitCode} before it was healthy:\n${api.output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`The API was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s:\n${api.output}`);
}

async function stopApi(api) {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => api.child.once('exit', resolveExit));
  // SIGTERM lets the API stop its embedded database; the group kill is the fallback if it hangs.
  api.child.kill('SIGTERM');
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise((wait) => setTimeout(() => wait(true), STOP_TIMEOUT_MS)),
  ]);
  if (!timedOut) return;
  try {
    process.kill(-api.child.pid, 'SIGKILL');
  } catch (error) {
    // The group ended meanwhile: nothing left to stop (and the start's own error must not be hidden).
    if (error.code !== 'ESRCH') throw error;
  }
}

async function readBody(response) {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The master admin token opens sessions only: the harness's own admin calls use one. */
async function openAdminSession(baseUrl, adminToken) {
  const response = await fetch(`${baseUrl}/api/admin/sessions`, { method: 'POST', headers: { 'x-admin-token': adminToken } });
  const body = await readBody(response);
  assert.equal(response.status, 201, `opening an admin session answered ${response.status}: ${JSON.stringify(body)}`);
  return body.admin_token;
}

export async function startPlatform({ ownDatabase = false, env = {} } = {}) {
  assert.ok(existsSync(apiEntry), `Build the API first: ${apiEntry} is missing`);
  assert.ok(existsSync(join(webRoot, 'dist/index.html')), 'Build the console first: apps/web/dist/index.html is missing');
  await mkdir(screenshotDir, { recursive: true });

  const adminToken = `e2e-${randomBytes(16).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'web-e2e-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let api;
  let browser;
  let database;
  let mongoUri;
  let adminSession;

  async function stop() {
    await browser?.close();
    await stopApi(api);
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
    console.log(`Screenshots: ${screenshotDir}`);
  }

  try {
    if (ownDatabase) {
      database = await startEmbeddedMongo({ dataDir: join(dataDir, 'db') });
      // The database name the API picks for its own embedded database.
      mongoUri = `${database.uri}platform`;
    }
    api = startApi({ port, dataDir, adminToken, mongoUri, env });
    await waitForHealthyApi(api, baseUrl);
    adminSession = await openAdminSession(baseUrl, adminToken);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  } catch (error) {
    await stop();
    throw error;
  }

  async function adminRequest(method, path, body) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'x-admin-token': adminSession, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await readBody(response) };
  }

  /** Sets up what a test needs through the admin API: anything but a 2xx fails the test there. */
  async function adminCall(method, path, body) {
    const response = await adminRequest(method, path, body);
    assert.ok(response.status < 300, `${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  }

  /**
   * Grants production access to the account with this e-mail: a self-signed-up account starts
   * sandboxed (own address, its domains' postmaster@, the simulator), and a test that sends to
   * other recipients needs it lifted, as an admin would.
   */
  async function grantProductionAccess(email) {
    const { items } = await adminCall('GET', `/api/admin/users?search=${encodeURIComponent(email)}&limit=1`);
    assert.equal(items[0]?.email, email, `no user ${email}`);
    return adminCall('POST', `/api/admin/production-access/${items[0]._id}/grant`, { note: 'Granted by the test, which sends to outside recipients' });
  }

  async function newPage(viewport = { width: 1280, height: 800 }) {
    // Reduced motion turns off the console's transitions, so screenshots never catch one midway.
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return page;
  }

  async function signIn(page) {
    await page.goto(`${baseUrl}/myproadmin/sso?token=${encodeURIComponent(adminToken)}`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  }

  function screenshot(page, name) {
    return page.screenshot({ path: join(screenshotDir, `${name}.png`) });
  }

  const apiOutput = () => api.output;

  return { baseUrl, adminToken, browser, screenshotDir, mongoUri, adminRequest, adminCall, grantProductionAccess, newPage, signIn, screenshot, stop, apiOutput };
}
