import type { User } from '@platform/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet, paramsOfGets } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { UsersPage } from './UsersPage';

const ann: User = {
  _id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'client',
  status: 'active',
  domain_limit: 0,
  plan_type: 'normal',
  createdAt: '2024-03-01T00:00:00.000Z',
  updatedAt: '2024-03-01T00:00:00.000Z',
  last_login: null,
  email_confirmed: true,
  approval: 'approved',
};
const stats = { domain_count: 0, smtp_count: 0, total_sent: 0, agent_count: 0, ip_count: 0, last_30d_sent: 0, domains: [] };

function AddressAndPage() {
  const location = useLocation();
  return (
    <>
      <UsersPage />
      <output aria-label="Address">{location.pathname + location.search}</output>
    </>
  );
}

describe('UsersPage', () => {
  it('opens the detail panel of the user named by ?open= (the top-bar search links there), and closing it clears it', async () => {
    mockApiGet({ '/api/admin/users': { items: [ann], total: 1, page: 1, limit: 100 }, '/api/admin/users/u1': { user: ann, stats } });
    renderWithProviders(
      <Routes>
        <Route path="/myproadmin/users" element={<AddressAndPage />} />
      </Routes>,
      { route: '/myproadmin/users?open=u1' },
    );

    const panel = await screen.findByRole('dialog', { name: 'ann@example.com' });
    expect(await screen.findByText('Signed up')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));

    expect(panel).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/myproadmin\/users$/);
  });

  it('shows a failed load as a failure: no "No users yet.", no item count, and Try again reads the list again', async () => {
    let isServerDown = true;
    const get = mockApiGet({
      '/api/admin/users': () => {
        if (isServerDown) throw axiosErrorWithStatus(403);
        return { items: [ann], total: 1, page: 1, limit: 100 };
      },
    });
    renderWithProviders(<UsersPage />);

    expect(await screen.findByText('Could not load the list.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load users');
    expect(screen.queryByText('No users yet.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing \d+ items?/)).not.toBeInTheDocument();

    isServerDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Showing 1 item')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /ann@example\.com/ })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the list.')).not.toBeInTheDocument();
    expect(paramsOfGets(get, '/api/admin/users').length).toBeGreaterThanOrEqual(2);
  });
});
