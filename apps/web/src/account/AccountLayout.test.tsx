import { CUSTOMER_MESSAGES } from '@platform/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { endCustomerSession } from '../lib/customerSession';
import { profileFixture } from '../test/accountFixtures';
import { axiosErrorWithStatus } from '../test/axiosErrors';
import { mockApiGet } from '../test/mockApiGet';
import { renderWithProviders } from '../test/renderWithProviders';
import { AccountLayout } from './AccountLayout';

function renderAccount() {
  renderWithProviders(
    <Routes>
      <Route path="/account" element={<AccountLayout />}>
        <Route index element={<h1>Overview screen</h1>} />
      </Route>
      <Route path="/login" element={<h1>Log in</h1>} />
    </Routes>,
    { route: '/account' },
  );
  return userEvent.setup();
}

describe('AccountLayout', () => {
  it('sends a visitor without a session (401) to /login', async () => {
    mockApiGet({
      '/api/v1/account': () => {
        throw axiosErrorWithStatus(401, { message: 'Sign in' });
      },
    });
    renderAccount();

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the screen inside its frame, with the owner in the top bar and no state banner for an account that can send', async () => {
    mockApiGet({ '/api/v1/account': profileFixture() });
    renderAccount();

    expect(await screen.findByRole('heading', { name: 'Overview screen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account status' })).toBeNull();
  });

  it('asks an unconfirmed account to confirm its address, and "Resend confirmation" mails a new link', async () => {
    mockApiGet({ '/api/v1/account': profileFixture({ email_confirmed: false, sending_state: 'email_unconfirmed' }) });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'We sent you a new confirmation link.' } });
    const user = renderAccount();

    const banner = await screen.findByRole('region', { name: 'Account status' });
    expect(banner).toHaveTextContent('Confirm your e-mail address before sending');
    expect(banner).toHaveTextContent('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We sent you a new confirmation link.');
    expect(post).toHaveBeenCalledWith('/api/confirm-email/resend');
    expect(screen.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  });

  it('says where a resent link went while the platform has no mail transport: the console mailbox', async () => {
    mockApiGet({ '/api/v1/account': profileFixture({ email_confirmed: false, sending_state: 'email_unconfirmed' }) });
    vi.spyOn(api, 'post').mockResolvedValue({ data: { message: CUSTOMER_MESSAGES.confirmationKeptInMailbox, mail_route: 'console_mailbox' } });
    const user = renderAccount();

    await user.click(await screen.findByRole('button', { name: 'Resend confirmation' }));

    expect(await screen.findByRole('status')).toHaveTextContent(CUSTOMER_MESSAGES.confirmationKeptInMailbox);
    expect(screen.getByRole('region', { name: 'Account status' })).toHaveTextContent(/no mail transport yet.*console mailbox/);
  });

  it('shows why a resend failed (503) and starts no wait', async () => {
    mockApiGet({ '/api/v1/account': profileFixture({ email_confirmed: false, sending_state: 'email_unconfirmed' }) });
    const reason = "The confirmation link could not be sent: the platform's mail server (Settings → SMTP) did not take the message; try again later";
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(503, { statusCode: 503, message: reason, error: 'Service Unavailable' }));
    const user = renderAccount();

    await user.click(await screen.findByRole('button', { name: 'Resend confirmation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to send the confirmation link: ${reason}`);
    expect(screen.getByRole('button', { name: 'Resend confirmation' })).toBeEnabled();
  });

  it('says an account waiting for approval is waiting', async () => {
    mockApiGet({ '/api/v1/account': profileFixture({ approval: 'pending', sending_state: 'approval_pending' }) });
    renderAccount();
    expect(await screen.findByRole('region', { name: 'Account status' })).toHaveTextContent('Your account is waiting for approval');
  });

  it('says a disabled account cannot send', async () => {
    mockApiGet({ '/api/v1/account': profileFixture({ sending_state: 'inactive' }) });
    renderAccount();
    expect(await screen.findByRole('region', { name: 'Account status' })).toHaveTextContent('Your account is disabled');
  });

  it('tells a paused account that new mail is refused and queued mail held until an administrator resumes it', async () => {
    mockApiGet({ '/api/v1/account': profileFixture({ sending_state: 'paused' }) });
    renderAccount();
    const banner = await screen.findByRole('region', { name: 'Account status' });
    expect(banner).toHaveTextContent('Sending is paused');
    expect(banner).toHaveTextContent('the ones already queued are held, none lost, until an administrator resumes the account');
  });

  it('logs out on the server, says "Logged out" and goes to /login', async () => {
    mockApiGet({ '/api/v1/account': profileFixture() });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 204, data: '' });
    const user = renderAccount();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/logout');
    expect(screen.getByRole('status')).toHaveTextContent('Logged out');
  });

  it('goes to /login when a later call finds the session ended', async () => {
    mockApiGet({ '/api/v1/account': profileFixture() });
    renderAccount();
    await screen.findByRole('heading', { name: 'Overview screen' });

    endCustomerSession();

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
