import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ResetPasswordPage } from './ResetPasswordPage';

function renderReset(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<h1>Log in</h1>} />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

async function chooseNewPassword(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage without a token', () => {
  it('requires the e-mail address', async () => {
    const post = vi.spyOn(api, 'post');
    const user = renderReset('/reset-password');

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for a reset link and says "Check your email for a reset link"', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'sent' } });
    const user = renderReset('/reset-password');

    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Check your email for a reset link');
    expect(post).toHaveBeenCalledWith('/api/reset-password', { email: 'ann@example.com' });
  });
});

describe('ResetPasswordPage with a token', () => {
  it('requires the new password and its confirmation', async () => {
    const post = vi.spyOn(api, 'post');
    const user = renderReset('/reset-password?token=rst-1');

    await chooseNewPassword(user, '', '');

    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('says "Passwords do not match" and sends nothing when they differ', async () => {
    const post = vi.spyOn(api, 'post');
    const user = renderReset('/reset-password?token=rst-1');

    await chooseNewPassword(user, 'first-choice', 'second-choice');

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the token with the new password, says "Password reset" and goes to the login screen', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Your password has been reset.' } });
    const user = renderReset('/reset-password?token=rst-1');

    await chooseNewPassword(user, 'new-secret', 'new-secret');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Password reset');
    expect(post).toHaveBeenCalledWith('/api/reset-password/confirm', { token: 'rst-1', password: 'new-secret' });
  });

  it('says "Reset failed" when the link is no longer valid', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(400, { message: 'Invalid or expired reset token' }));
    const user = renderReset('/reset-password?token=used');

    await chooseNewPassword(user, 'new-secret', 'new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Reset failed/);
  });
});
