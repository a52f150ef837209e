import type { User } from '@platform/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockApiGet } from '../../test/mockApiGet';
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
});
