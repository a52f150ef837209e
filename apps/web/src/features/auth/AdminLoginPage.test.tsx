import { ADMIN_TOKEN_HEADER, ADMIN_TOKEN_STORAGE_KEY } from '@platform/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AdminLoginPage } from './AdminLoginPage';

async function submitToken(token: string) {
  const user = userEvent.setup();
  if (token) await user.type(screen.getByLabelText('Admin token'), token);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('AdminLoginPage', () => {
  it('ignores a blank token without asking the server', async () => {
    const post = vi.spyOn(api, 'post');
    renderWithProviders(<AdminLoginPage />);

    await submitToken('');

    expect(post).not.toHaveBeenCalled();
  });

  it('exchanges the token for a session, keeps the session (not the token) and shows "Logged in"', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { admin_token: 'adm_session' } });
    renderWithProviders(<AdminLoginPage />);

    await submitToken('good-token');

    expect(await screen.findByRole('status')).toHaveTextContent('Logged in');
    expect(post).toHaveBeenCalledWith('/api/admin/sessions', undefined, { headers: { [ADMIN_TOKEN_HEADER]: 'good-token' } });
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('adm_session');
  });

  it('shows "Invalid token" and keeps nothing when the server answers 401', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(401));
    renderWithProviders(<AdminLoginPage />);

    await submitToken('wrong-token');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
