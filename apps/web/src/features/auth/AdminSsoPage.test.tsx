import { ADMIN_TOKEN_HEADER, ADMIN_TOKEN_STORAGE_KEY } from '@platform/contracts';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AdminSsoPage } from './AdminSsoPage';

function renderSso(route: string) {
  renderWithProviders(
    <StrictMode>
      <Routes>
        <Route path="/myproadmin/sso" element={<AdminSsoPage />} />
        <Route path="/myproadmin" element={<h1>Dashboard</h1>} />
        <Route path="/myproadmin/login" element={<h1>Admin Login</h1>} />
      </Routes>
    </StrictMode>,
    { route },
  );
}

describe('AdminSsoPage', () => {
  it('shows "Signing you in...", exchanges the link\'s token once for a session, keeps the session and opens the dashboard', async () => {
    let answer: (value: { data: { admin_token: string } }) => void = () => {};
    const post = vi.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSso('/myproadmin/sso?token=master-token');

    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    answer({ data: { admin_token: 'adm_session' } });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/admin/sessions', undefined, { headers: { [ADMIN_TOKEN_HEADER]: 'master-token' } });
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('adm_session');
  });

  it('goes to the login screen with "Invalid token" when the server refuses the token, keeping nothing', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(401));
    renderSso('/myproadmin/sso?token=wrong-token');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('goes to the login screen without asking the server when the link has no token', async () => {
    const post = vi.spyOn(api, 'post');
    renderSso('/myproadmin/sso');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
