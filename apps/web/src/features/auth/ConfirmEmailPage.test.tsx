import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConfirmEmailPage } from './ConfirmEmailPage';

function renderConfirm(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/confirm-email" element={<ConfirmEmailPage />} />
    </Routes>,
    { route },
  );
}

describe('ConfirmEmailPage', () => {
  it('posts the link’s token once and says the address is confirmed', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Your e-mail address is confirmed.' } });
    renderConfirm('/confirm-email?token=cet_abc');

    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/confirm-email', { token: 'cet_abc' });
  });

  it('says "Invalid or expired confirmation link" when the server refuses the token', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(400, { message: 'Invalid or expired confirmation link' }));
    renderConfirm('/confirm-email?token=cet_used');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired confirmation link');
  });

  it('says the same without asking the server when the link has no token', async () => {
    const post = vi.spyOn(api, 'post');
    renderConfirm('/confirm-email');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired confirmation link');
    expect(post).not.toHaveBeenCalled();
  });
});
