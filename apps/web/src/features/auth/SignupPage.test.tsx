import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SIGNUP_ANSWERS } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SignupPage } from './SignupPage';

function renderSignup() {
  renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/login" element={<h1>Log in</h1>} />
    </Routes>,
    { route: '/signup' },
  );
  return userEvent.setup();
}

async function fillSignup(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ann');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-secret');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignupPage', () => {
  it('requires first name, last name, e-mail and password, and sends nothing without them', async () => {
    const post = vi.spyOn(api, 'post');
    const user = renderSignup();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows "Account created", the server\'s answer and where the mail went, with the way on to the login screen', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { message: SIGNUP_ANSWERS.smtp_settings, mail_route: 'smtp_settings' } });
    const user = renderSignup();

    await fillSignup(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Account created');
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Check your e-mail to finish signing up.')).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/signup', { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'long-secret' });

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says the link is in the console mailbox, not an inbox, while the platform has no mail transport', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { message: SIGNUP_ANSWERS.console_mailbox, mail_route: 'console_mailbox' } });
    const user = renderSignup();

    await fillSignup(user);

    expect(await screen.findByRole('heading', { name: 'Ask an administrator' })).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_ANSWERS.console_mailbox)).toBeInTheDocument();
    expect(screen.getByText(/No message was sent to/)).toHaveTextContent(/console mailbox/);
    expect(screen.queryByText(/We sent a message/)).not.toBeInTheDocument();
  });

  it('says only "Signup failed" when the server refuses', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(429, { message: 'Too many attempts: try again in 60 seconds' }));
    const user = renderSignup();

    await fillSignup(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Signup failed$/);
  });
});
