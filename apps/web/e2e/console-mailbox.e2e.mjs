// Browser test of platform mail on a fresh install: with no SMTP settings the platform keeps its
// mail in the console mailbox. A visitor signs up and is told so; an admin opens the mailbox,
// follows the confirmation link and the account is confirmed; the user panel confirms and resends;
// Settings → SMTP says "Saved" only for a save the server took. Needs `vite build` and the API
// build first; see support/platform.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { horizontalOverflow } from './support/layout.mjs';
import { decodedText, startMailSink } from './support/mail-sink.mjs';
import { startPlatform } from './support/platform.mjs';

const runId = Date.now().toString(36);
let platform;
let mailServer;

const notice = (page, role, text) => page.getByRole(role).getByText(text, { exact: true });
const sidebarLink = (page, name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function signUp(account) {
  const page = await platform.newPage();
  await page.goto(`${platform.baseUrl}/signup`);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await notice(page, 'status', 'Account created').waitFor();
  return page;
}

async function userNamed(email) {
  const response = await platform.adminRequest('GET', `/api/admin/users?q=${encodeURIComponent(email)}`);
  assert.equal(response.status, 200, JSON.stringify(response.body));
  const user = response.body.items.find((item) => item.email === email);
  assert.ok(user, `no user ${email}`);
  return user;
}

before(async () => {
  // As `npm start` runs it: no SMTP settings, no public host name.
  platform = await startPlatform();
  mailServer = await startMailSink();
});

after(async () => {
  await mailServer?.close();
  await platform?.stop();
});

describe('a fresh install without a mail transport', () => {
  const visitor = { firstName: 'Fay', lastName: 'Fresh', email: `fay.${runId}@example.com`, password: 'fay-password-1' };

  test('the sign-up screen says the confirmation is in the console mailbox, not in an inbox', async () => {
    const page = await signUp(visitor);
    await page.getByRole('heading', { name: 'Ask an administrator' }).waitFor();
    await page.getByText(/This platform has no mail transport yet: your confirmation link was kept in the console mailbox/).waitFor();
    assert.equal(await page.getByText(/We sent a message/).count(), 0);
    await platform.screenshot(page, 'mailbox-signup-answer');
    await page.context().close();
  });

  test('an admin finds the mail in the Mailbox, opens its link, and the account is confirmed', async () => {
    const page = await platform.newPage();
    await platform.signIn(page);
    await sidebarLink(page, 'Mailbox').click();
    await page.getByRole('heading', { name: 'Mailbox' }).waitFor();
    await page.getByText('Platform mail is kept here now:').waitFor();
    const row = page.getByRole('row').filter({ hasText: visitor.email });
    await row.getByText('E-mail confirmation').waitFor();
    assert.equal(await horizontalOverflow(page.locator('.table-scroll')), 0, 'the mailbox table fits at 1280 px');
    await platform.screenshot(page, 'mailbox-list');

    await row.click();
    const panel = page.getByRole('dialog', { name: 'Confirm your e-mail address' });
    const link = panel.getByRole('link', { name: /\/confirm-email\?token=/ });
    await link.waitFor();
    await platform.screenshot(page, 'mailbox-mail');

    const [confirmationTab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await confirmationTab.getByText('Your e-mail address is confirmed.').waitFor();
    await platform.screenshot(confirmationTab, 'mailbox-link-confirmed');
    assert.equal((await userNamed(visitor.email)).email_confirmed, true);
    await page.context().close();
  });
});

describe('the user panel', () => {
  const pending = { firstName: 'Pat', lastName: 'Pending', email: `pat.${runId}@example.com`, password: 'pat-password-1' };

  test('resends the confirmation into the mailbox and confirms the address by hand', async () => {
    await (await signUp(pending)).context().close();
    const page = await platform.newPage();
    await platform.signIn(page);
    await sidebarLink(page, 'Users').click();
    // On the address: the row's middle is its status switch now that a Reputation column follows it.
    await page.getByRole('row').filter({ hasText: pending.email }).getByText(pending.email).click();
    const panel = page.getByRole('dialog', { name: pending.email });
    await panel.getByText('E-mail unconfirmed').waitFor();

    await panel.getByRole('button', { name: 'Resend Confirmation' }).click();
    await notice(page, 'status', `Confirmation link kept in the console mailbox for ${pending.email}`).waitFor();
    await platform.screenshot(page, 'mailbox-user-panel-resent');
    const kept = await platform.adminRequest('GET', '/api/admin/mailbox');
    assert.equal(kept.body.items.filter((mail) => mail.to === pending.email && mail.kind === 'email_confirmation').length, 2, 'sign-up and resend');

    await panel.getByRole('button', { name: 'Confirm E-mail' }).click();
    await notice(page, 'status', 'E-mail address confirmed').waitFor();
    await panel.getByRole('button', { name: 'Resend Confirmation' }).waitFor({ state: 'detached' });
    assert.equal(await panel.getByText('E-mail unconfirmed').count(), 0);
    assert.equal((await userNamed(pending.email)).email_confirmed, true);
    await page.context().close();
  });
});

describe('Settings → SMTP', () => {
  test('from the sidebar: a refused save shows the reason and no "Saved"; a taken one says "Saved", and the mailbox says mail goes out now', async () => {
    const page = await platform.newPage();
    const alerts = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await platform.signIn(page);
    await sidebarLink(page, 'Settings').click();
    const card = page.getByRole('region', { name: 'SMTP Settings' });
    await card.getByRole('link', { name: 'Mailbox' }).waitFor();

    await card.getByLabel('Host').fill('127.0.0.1');
    await card.getByLabel('Port').fill(String(mailServer.port));
    await card.getByLabel('From Address').fill('Platform <nobody>');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('alert').getByText(/^Not saved: from must be an e-mail address/).waitFor();
    await platform.screenshot(page, 'mailbox-smtp-refused');
    assert.deepEqual(alerts, []);

    // A display name and a localhost address: a fresh install's own name, accepted.
    await card.getByLabel('From Address').fill('Platform <no-reply@localhost>');
    const savedAlert = page.waitForEvent('dialog');
    await card.getByRole('button', { name: 'Save' }).click();
    assert.equal((await savedAlert).message(), 'Saved');
    assert.deepEqual(alerts, ['Saved']);
    assert.equal(await card.getByRole('alert').count(), 0);

    await sidebarLink(page, 'Mailbox').click();
    await page.getByText('Platform mail goes out now:').waitFor();
    await page.getByRole('row').filter({ hasText: 'E-mail confirmation' }).first().waitFor();
    await platform.screenshot(page, 'mailbox-after-smtp');
    await page.context().close();
  });

  test('a sign-up now says "Check your e-mail", and the link arrives at that server', async () => {
    const later = { firstName: 'Lee', lastName: 'Later', email: `lee.${runId}@example.com`, password: 'lee-password-1' };
    const page = await signUp(later);
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const mail = await mailServer.waitFor((received) => received.to.includes(later.email), `a mail to ${later.email}`);
    assert.match(decodedText(mail.raw), /\/confirm-email\?token=cfm_/);
    await page.context().close();
  });
});
