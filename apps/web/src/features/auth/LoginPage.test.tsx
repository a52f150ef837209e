import { ADMIN_TOKEN_STORAGE_KEY, type AuthResponse } from '@platform/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LoginPage } from './LoginPage';

const client = { _id: 'u1', email: 'ann@example.com', role: 'client' } as AuthResponse['user'];

function renderLogin() {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/myproadmin" element={<h1>Console</h1>} />
      <Route path="/account" element={<h1>Account</h1>} />
    </Routes>,
    { route: '/login' },
  );
  return userEvent.setup();
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('links to "Forgot password" and "Sign up"', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('requires e-mail and password and sends nothing without them', async () => {
    const post = vi.spyOn(api, 'post');
    const user = renderLogin();

    await logIn(user, '', '');

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('says only "Login failed" when the server refuses, whatever its reason', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(400, { message: 'password must be longer' }));
    const user = renderLogin();

    await logIn(user, 'ann@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('shows "Logged in" and takes a client to their account, with no API key on screen and no console session', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { api_key: 'key-123', user: client } });
    const user = renderLogin();

    await logIn(user, ' ann@example.com ', 'secret');

    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Logged in');
    expect(screen.queryByText('key-123')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).toHaveBeenCalledWith('/api/login', { email: 'ann@example.com', password: 'secret' });
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the admin token of an admin and goes into the console', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ data: { api_key: 'key-123', user: { ...client, role: 'admin' }, admin_token: 'session-abc' } });
    const user = renderLogin();

    await logIn(user, 'admin@example.com', 'secret');

    expect(await screen.findByRole('heading', { name: 'Console' })).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('session-abc');
    expect(screen.getByRole('status')).toHaveTextContent('Logged in');
  });
});
