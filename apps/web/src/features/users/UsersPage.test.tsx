import type { User } from '@platform/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet, paramsOfGets } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { goodStanding, reputationAnswers } from '../../test/reputationFixtures';
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
const bob: User = { ...ann, _id: 'u2', email: 'bob@example.com', firstName: 'Bob', email_confirmed: false, approval: 'pending' };
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
    mockApiGet({ ...reputationAnswers('u1'), '/api/admin/users': { items: [ann], total: 1, page: 1, limit: 100 }, '/api/admin/users/u1': { user: ann, stats } });
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
    const get = mockApiGet({ ...reputationAnswers('u1'),
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

  it('marks a pending account and an unconfirmed e-mail address with badges beside the status, and nothing on an approved one', async () => {
    mockApiGet({ ...reputationAnswers('u1'), '/api/admin/users': { items: [ann, bob], total: 2, page: 1, limit: 100 } });
    renderWithProviders(<UsersPage />);

    const bobRow = await screen.findByRole('row', { name: /bob@example\.com/ });
    expect(within(bobRow).getByText('Pending approval')).toBeInTheDocument();
    expect(within(bobRow).getByText('E-mail unconfirmed')).toBeInTheDocument();
    const annRow = screen.getByRole('row', { name: /ann@example\.com/ });
    expect(within(annRow).queryByText('Pending approval')).not.toBeInTheDocument();
    expect(within(annRow).queryByText('E-mail unconfirmed')).not.toBeInTheDocument();
  });

  it('shows each account\'s reputation standing: a paused account from the review queue, the others good', async () => {
    const paused = { ...goodStanding(bob._id, bob.email), standing: 'paused' as const, reason: 'Sending is paused: the bounce rate is 12 %' };
    mockApiGet({
      '/api/admin/reputation': { items: [paused], total: 1, page: 1, limit: 100 },
      '/api/admin/users': { items: [ann, bob], total: 2, page: 1, limit: 100 },
    });
    renderWithProviders(<UsersPage />);

    const bobRow = await screen.findByRole('row', { name: /bob@example\.com/ });
    expect(await within(bobRow).findByText('Paused')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /ann@example\.com/ })).getByText('Good')).toBeInTheDocument();
  });

  it('lists only the accounts waiting for approval while "Pending approval" is pressed, from page 1, and keeps it in the address', async () => {
    const get = mockApiGet({ ...reputationAnswers('u1'),
      '/api/admin/users': (params) =>
        params?.approval === 'pending' ? { items: [], total: 0, page: 1, limit: 100 } : { items: [ann, bob], total: 2, page: 1, limit: 100 },
    });
    renderWithProviders(
      <Routes>
        <Route path="/myproadmin/users" element={<AddressAndPage />} />
      </Routes>,
      { route: '/myproadmin/users?page=2&q=e' },
    );
    const user = userEvent.setup();
    const filter = await screen.findByRole('button', { name: 'Pending approval' });
    expect(filter).toHaveAttribute('aria-pressed', 'false');

    await user.click(filter);

    expect(await screen.findByText('No users match this search.')).toBeInTheDocument();
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    expect(paramsOfGets(get, '/api/admin/users').at(-1)).toEqual({ page: 1, limit: 100, q: 'e', approval: 'pending' });
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/myproadmin\/users\?q=e&approval=pending$/);

    await user.click(filter);

    expect(await screen.findByRole('row', { name: /bob@example\.com/ })).toBeInTheDocument();
    expect(paramsOfGets(get, '/api/admin/users').at(-1)).toEqual({ page: 1, limit: 100, q: 'e' });
  });

  it('says no account is waiting when the pending list is empty', async () => {
    mockApiGet({ ...reputationAnswers('u1'), '/api/admin/users': { items: [], total: 0, page: 1, limit: 100 } });
    renderWithProviders(<UsersPage />, { route: '/?approval=pending' });

    expect(await screen.findByText('No accounts are waiting for approval.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending approval' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches by the start of the e-mail, says so under the box, and pages an uncounted answer with More', async () => {
    const get = mockApiGet({ ...reputationAnswers('u1'),
      '/api/admin/users': (params) =>
        params?.page === 2 ? { items: [bob], total: null, has_more: false, page: 2, limit: 100 } : { items: [ann], total: null, has_more: true, page: 1, limit: 100 },
    });
    renderWithProviders(
      <Routes>
        <Route path="/myproadmin/users" element={<AddressAndPage />} />
      </Routes>,
      { route: '/myproadmin/users?q=A' },
    );

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveAttribute('placeholder', 'E-mail starts with…');
    expect(search).toHaveAccessibleDescription('Finds users whose e-mail address starts with the text, in any case.');
    await screen.findByText('ann@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'More' }));
    await screen.findByText('bob@example.com');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(paramsOfGets(get, '/api/admin/users')).toContainEqual({ page: 2, limit: 100, q: 'A' });
  });
});
