#!/usr/bin/env node
// How long a customer-area page opened directly (a bookmark, a reload, a link in a mail) takes to
// show its content, and how many requests wait for each other on the way: the waterfall of the
// first visit (browser cache off) of a few /account screens, signed in with the session cookie.
// Prints each screen's median time to the first meaningful content and the request chain depth,
// then one run's waterfall per screen. A benchmark, not a test: it asserts nothing.
//
//   node bench/customer-first-page.mjs                       # 5 runs a screen, no added latency
//   node bench/customer-first-page.mjs --latency 40 --runs 3 # every request 40 ms slower (CDP)
//
// Needs the builds the browser tests need (apps/web `vite build`, the API's tsc build) and
// Debian's Chromium at /usr/bin/chromium; the browser tests' harness
// (apps/web/e2e/support/platform.mjs) starts the API with a throw-away database.
//
// First meaningful content: the screen's heading and the account's frame (its top bar) are on the
// page and nothing says "Loading…" any more, i.e. the screen's own data has arrived too. Chain
// depth: a request's parent is the request that finished last before it started (the one it most
// likely waited for: a chunk's code, or an answer that let a screen render); depth 1 is the
// document itself, 2 the main script, and so on.
import { parseArgs } from 'node:util';
import { startPlatform } from '../apps/web/e2e/support/platform.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    latency: { type: 'string', default: '0' },
  },
});
const RUNS = Number(options.runs);
const LATENCY_MS = Number(options.latency);

const SCREENS = [
  ['overview', '/account'],
  ['domains', '/account/domains'],
  ['messages', '/account/messages'],
];

/** Runs in the page before its scripts: notes when the first meaningful content appears. */
function watchForContent() {
  const isShown = () =>
    document.querySelector('main h1') && document.querySelector('header.top-bar') && !document.body.innerText.includes('Loading…');
  const observer = new MutationObserver(() => {
    if (window.__firstContentAt === undefined && isShown()) {
      window.__firstContentAt = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true, characterData: true }));
}

async function openDirectly(context, url) {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (LATENCY_MS > 0) {
    await session.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  }
  await page.addInitScript(watchForContent);
  await page.goto(url);
  await page.waitForFunction(() => window.__firstContentAt !== undefined, null, { timeout: 30_000 });
  const firstContentMs = await page.evaluate(() => window.__firstContentAt);
  const requests = await page.evaluate(() =>
    performance
      .getEntriesByType('navigation')
      .concat(performance.getEntriesByType('resource'))
      .map((entry) => ({ name: new URL(entry.name).pathname + new URL(entry.name).search, start: entry.startTime, end: entry.responseEnd })),
  );
  await page.close();
  return { firstContentMs, requests: withDepth(requests.filter((request) => request.start <= firstContentMs && !request.name.endsWith('favicon.svg'))) };
}

/** Each request's place in the chain (see the header). */
function withDepth(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  for (const request of sorted) {
    const parents = sorted.filter((other) => other !== request && other.depth !== undefined && other.end <= request.start + 0.5);
    const parent = parents.sort((a, b) => b.end - a.end)[0];
    request.depth = parent ? parent.depth + 1 : 1;
    request.after = parent?.name ?? null;
  }
  return sorted;
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const shortName = (name) => name.replace(/^\/assets\/(.+)-[\w-]{8}\.(js|css)$/, '$1.$2');

const platform = await startPlatform();
try {
  const customer = { email: `first-page.${Date.now()}@example.com`, password: 'first-page-pass-1', firstName: 'Fay', lastName: 'Firstpage' };
  const created = await platform.adminRequest('POST', '/api/admin/users', customer);
  if (created.status !== 201) throw new Error(`creating the customer answered ${created.status}`);
  const context = await platform.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const login = await context.request.post(`${platform.baseUrl}/api/login`, { data: { email: customer.email, password: customer.password } });
  if (login.status() !== 200) throw new Error(`login answered ${login.status()}`);

  const results = [];
  for (const [name, path] of SCREENS) {
    const runs = [];
    // One run first that is not counted: the API compiles its routes and reads its caches.
    await openDirectly(context, `${platform.baseUrl}${path}`);
    for (let run = 0; run < RUNS; run += 1) runs.push(await openDirectly(context, `${platform.baseUrl}${path}`));
    results.push({ name, path, runs });
  }

  console.log(`\nCustomer area opened directly: ${RUNS} runs a screen, browser cache off, added latency ${LATENCY_MS} ms a request`);
  console.log('screen      path                 first content ms (median, min-max)   chain depth (median)');
  for (const { name, path, runs } of results) {
    const times = runs.map((run) => run.firstContentMs);
    const depths = runs.map((run) => Math.max(...run.requests.map((request) => request.depth)));
    console.log(
      `${name.padEnd(11)} ${path.padEnd(20)} ${String(Math.round(median(times))).padStart(6)} (${Math.round(Math.min(...times))}-${Math.round(Math.max(...times))})`.padEnd(70) +
        String(median(depths)),
    );
  }
  for (const { name, runs } of results) {
    const run = runs[Math.floor(runs.length / 2)];
    console.log(`\nWaterfall of ${name} (one run; ms from the navigation's start; first content at ${Math.round(run.firstContentMs)} ms):`);
    for (const request of run.requests) {
      const bar = `${' '.repeat(Math.round(request.start / 10))}${'='.repeat(Math.max(1, Math.round((request.end - request.start) / 10)))}`;
      console.log(`  ${String(request.depth).padStart(2)}  ${String(Math.round(request.start)).padStart(5)}-${String(Math.round(request.end)).padEnd(5)} ${shortName(request.name).padEnd(34).slice(0, 34)} ${bar}`);
    }
  }
  await context.close();
} finally {
  await platform.stop();
}
