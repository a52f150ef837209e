// Browser test of the public screens (login, signup, password reset) against the real API in
// production mode. The reset link arrives by e-mail: the API's global SMTP settings point at an
// SMTP server this test runs on loopback. Needs `vite build` and the API build first; see
// support/platform.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodedText, startMailSink } from './support/mail-sink.mjs';
import { startPlatform } from './support/platform.mjs';

const runId = Date.now().toString(36);
let platform;
let mailServer;

/** Waits for a mail to `address` and returns its text, quoted-printable undone. */
async function mailTo(address) {
  const mail = await mailServer.waitFor((received) => received.to.includes(address), `a mail to ${address}`);
  return decodedText(mail.raw);
}

/** Waits for a mail to `address` and returns the reset token from its link. */
async function resetTokenMailedTo(address) {
  const text = await mailTo(address);
  const token = /reset-password\?token=([^\s"<>]+)/.exec(text)?.[1];
  assert.ok(token, `no reset link in the mail:\n${text}`);
  return decodeURIComponent(token);
}

async function openPublic(path) {
  const page = await platform.newPage();
  await page.goto(`${platform.baseUrl}${path}`);
  return page;
}

const notice = (page, role, text) => page.getByRole(role).getByText(text, { exact: true });

async function fillSignup(page, { firstName, lastName, email, password }) {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

async function logIn(page, email, password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

before(async () => {
  platform = await startPlatform();
  mailServer = await startMailSink();
  await platform.adminCall('PUT', '/api/admin/settings/smtp', {
    host: '127.0.0.1',
    port: mailServer.port,
    secure: false,
    from: 'Platform <no-reply@platform.example>',
  });
});

after(async () => {
  await mailServer?.close();
  await platform?.stop();
});

describe('login', () => {
  test('names each missing field, and says only "Login failed" for wrong credentials', async () => {
    const page = await openPublic('/login');
    await page.getByRole('link', { name: 'Forgot password' }).waitFor();
    await page.getByRole('link', { name: 'Sign up' }).waitFor();
    await platform.screenshot(page, 'public-login');

    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await platform.screenshot(page, 'public-login-required');

    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Enter a valid e-mail address').waitFor();

    await logIn(page, `nobody.${runId}@example.com`, 'wrong-password');
    await notice(page, 'alert', 'Login failed').waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    await page.context().close();
  });

  test('an admin logs in with e-mail and password and goes on into the console', async () => {
    const admin = { email: `admin.${runId}@example.com`, password: 'admin-password-1', firstName: 'Ada', lastName: 'Admin', role: 'admin' };
    await platform.adminCall('POST', '/api/admin/users', admin);
    const page = await openPublic('/login');

    await logIn(page, admin.email, admin.password);

    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/myproadmin');
    assert.ok((await page.evaluate(() => localStorage.getItem('adminToken')))?.length > 0);
    await page.context().close();
  });
});

describe('signup', () => {
  test('names each missing field, creates the account ("Account created", check your e-mail), and the account can log in to its area', async () => {
    const account = { firstName: 'Sam', lastName: 'Signup', email: `sam.${runId}@example.com`, password: 'sam-password-1' };
    const page = await openPublic('/signup');
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
    await platform.screenshot(page, 'public-signup');

    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Password is required']) {
      await page.getByText(message).waitFor();
    }
    await platform.screenshot(page, 'public-signup-required');

    await fillSignup(page, account);
    await notice(page, 'status', 'Account created').waitFor();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await page.getByText('Check your e-mail to finish signing up.').waitFor();
    await platform.screenshot(page, 'public-signup-check-email');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();

    await logIn(page, account.email, account.password);
    await notice(page, 'status', 'Logged in').waitFor();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/account');
    assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null, 'a client gets no console session');
    assert.equal(await page.evaluate(() => document.cookie), '', 'the session cookie is out of page scripts\' reach');
    await page.context().close();
  });

  test('a taken e-mail gets the very same answer, and its owner is told by e-mail', async () => {
    const taken = { email: `taken.${runId}@example.com`, password: 'taken-password-1' };
    await platform.adminCall('POST', '/api/admin/users', taken);
    const page = await openPublic('/signup');
    await fillSignup(page, { firstName: 'Tak', lastName: 'En', email: taken.email, password: 'another-password-1' });

    await notice(page, 'status', 'Account created').waitFor();
    await page.getByText('Check your e-mail to finish signing up.').waitFor();
    await mailTo(taken.email);
    await page.context().close();
  });

  test('says only "Signup failed" when the server refuses', async () => {
    const page = await openPublic('/signup');
    await fillSignup(page, { firstName: 'Sho', lastName: 'Rt', email: `short.${runId}@example.com`, password: 'short' });

    await notice(page, 'alert', 'Signup failed').waitFor();
    await page.context().close();
  });
});

describe('password reset', () => {
  test('a reset link is mailed, a mismatched confirmation is refused, and the new password logs in', async () => {
    const member = { email: `reset.${runId}@example.com`, password: 'old-password-1' };
    await platform.adminCall('POST', '/api/admin/users', member);

    const page = await openPublic('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await platform.screenshot(page, 'public-reset-request');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email is required').waitFor();

    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await notice(page, 'status', 'Check your email for a reset link').waitFor();

    const token = await resetTokenMailedTo(member.email);
    await page.goto(`${platform.baseUrl}/reset-password?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('New password is required').waitFor();
    await page.getByText('Password confirmation is required').waitFor();
    await platform.screenshot(page, 'public-reset-new-password');

    await page.getByLabel('New password').fill('new-password-1');
    await page.getByLabel('Confirm password').fill('new-password-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await notice(page, 'alert', 'Passwords do not match').waitFor();

    await page.getByLabel('Confirm password').fill('new-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await notice(page, 'status', 'Password reset').waitFor();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');

    await logIn(page, member.email, 'new-password-1');
    await notice(page, 'status', 'Logged in').waitFor();
    await page.context().close();
  });

  test('a used or unknown link says "Reset failed"', async () => {
    const page = await openPublic('/reset-password?token=rst_not-a-real-token');
    await page.getByLabel('New password').fill('new-password-1');
    await page.getByLabel('Confirm password').fill('new-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await page.getByRole('alert').getByText(/^Reset failed/).waitFor();
    await page.context().close();
  });
});
