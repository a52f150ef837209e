// The screens of the console's three areas, for the browser tests that visit every one of them
// (the Content-Security-Policy and accessibility tests). Each entry is [path, the screen's h1].

/** Every admin screen of SPEC section 2, under /myproadmin/ (the add routes show their list behind the dialog). */
export const ADMIN_SCREENS = [
  ['', 'Dashboard'],
  ['users', 'Users'],
  ['users/add', 'Users'],
  ['user-plans', 'User Plans'],
  ['user-plans/add', 'User Plans'],
  ['listed-users', 'Listed Users'],
  ['domains', 'Domains'],
  ['domains/add', 'Domains'],
  ['relays', 'Relays'],
  ['relays/add', 'Relays'],
  ['smtp', 'SMTP Accounts'],
  ['smtp/add', 'SMTP Accounts'],
  ['agents', 'Agents'],
  ['agents/add', 'Agents'],
  ['ips', "Manage IP's"],
  ['reports', 'Reports'],
  ['restore', 'Restore'],
  ['settings', 'Settings'],
  ['mailbox', 'Mailbox'],
  ['held-messages', 'Held messages'],
  ['review-queue', 'Review queue'],
  ['traffic-shaping', 'Traffic shaping'],
];

export const PUBLIC_SCREENS = [
  ['/login', 'Log in'],
  ['/signup', 'Sign up'],
  ['/reset-password', 'Reset password'],
  ['/reset-password?token=some-token', 'Choose a new password'],
  // A link whose token is refused: the screen's error state.
  ['/confirm-email?token=some-token', 'Confirm your e-mail address'],
  ['/myproadmin/login', 'Admin Login'],
];

/** Every screen of the customer area (the add routes show their list behind the dialog). */
export const ACCOUNT_SCREENS = [
  ['/account', 'Overview'],
  ['/account/domains', 'Domains'],
  ['/account/domains/add', 'Domains'],
  ['/account/smtp', 'SMTP credentials'],
  ['/account/smtp/add', 'SMTP credentials'],
  ['/account/api-keys', 'API keys'],
  ['/account/api-keys/add', 'API keys'],
  ['/account/messages', 'Messages'],
  ['/account/suppressions', 'Suppressions'],
  ['/account/suppressions/add', 'Suppressions'],
  ['/account/webhooks', 'Webhooks'],
  ['/account/webhooks/add', 'Webhooks'],
  ['/account/test-message', 'Send a test message'],
  ['/account/profile', 'Profile'],
];

/** Loads a screen as a visitor would (a full page load) and waits until it has drawn itself. */
export async function visitScreen(page, url, title) {
  await page.goto(url);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** Requests in flight per page, for pages that move between screens without a page load. */
const networkActivity = new WeakMap();

/** Starts counting the page's requests: needed by openInApp and networkQuiet. */
export function trackRequests(page) {
  const activity = { inFlight: 0, lastChange: Date.now() };
  const change = (step) => () => {
    activity.inFlight += step;
    activity.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  networkActivity.set(page, activity);
}

/**
 * Resolves once no request has been in flight for `quietMs`: what Playwright's 'networkidle'
 * tells after a page load, for screens reached inside the app.
 */
export async function networkQuiet(page, quietMs = 300) {
  const activity = networkActivity.get(page);
  if (!activity) throw new Error('Call trackRequests(page) first');
  while (activity.inFlight > 0 || Date.now() - activity.lastChange < quietMs) {
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

/**
 * Moves the single-page app to `path` as its own links do (history, then the router's
 * popstate), without a page load, and waits until the screen has drawn itself and its data.
 */
export async function openInApp(page, path, title) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await networkQuiet(page);
}
