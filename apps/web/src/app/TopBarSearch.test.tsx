import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { axiosErrorWithStatus } from '../test/axiosErrors';
import { mockApiGet, paramsOfGets } from '../test/mockApiGet';
import { renderWithProviders } from '../test/renderWithProviders';
import { TopBarSearch } from './TopBarSearch';

const list = (items: unknown[]) => ({ items, total: items.length, page: 1, limit: 5 });

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderSearch() {
  renderWithProviders(
    <>
      <TopBarSearch />
      <Routes>
        <Route path="*" element={<CurrentAddress />} />
      </Routes>
    </>,
    { route: '/myproadmin' },
  );
  return userEvent.setup();
}

async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), `${text}{Enter}`);
}

describe('TopBarSearch', () => {
  it('searches users, domains and SMTP accounts on Enter and shows the matches grouped by kind', async () => {
    const get = mockApiGet({
      '/api/admin/users': list([{ _id: 'u1', email: 'ann@shop.example', firstName: 'Ann', lastName: 'Lee' }]),
      '/api/admin/domains': list([{ _id: 'd1', domain: 'shop.example', user_email: 'ann@shop.example' }]),
      '/api/admin/smtp-accounts': list([{ _id: 's1', email: 'news@shop.example', domain: 'shop.example' }]),
    });
    const user = renderSearch();

    await search(user, 'shop');

    const results = await screen.findByRole('region', { name: 'Search results' });
    const users = within(results).getByRole('region', { name: 'Users' });
    expect(within(users).getByRole('link', { name: /ann@shop\.example\s*Ann Lee/ })).toHaveAttribute('href', '/myproadmin/users?open=u1');
    const domains = within(results).getByRole('region', { name: 'Domains' });
    expect(within(domains).getByRole('link', { name: /^shop\.example/ })).toHaveAttribute('href', '/myproadmin/domains?open=d1');
    const accounts = within(results).getByRole('region', { name: 'SMTP Accounts' });
    expect(within(accounts).getByRole('link', { name: /news@shop\.example/ })).toHaveAttribute('href', '/myproadmin/smtp?open=s1');
    expect(paramsOfGets(get, '/api/admin/users')).toEqual([{ q: 'shop', limit: 5 }]);
    expect(paramsOfGets(get, '/api/admin/domains')).toEqual([{ search: 'shop', limit: 5 }]);
    expect(paramsOfGets(get, '/api/admin/smtp-accounts')).toEqual([{ search: 'shop', limit: 5 }]);
  });

  it('opens the chosen match and closes the results', async () => {
    mockApiGet({
      '/api/admin/users': list([{ _id: 'u1', email: 'ann@shop.example', firstName: 'Ann', lastName: 'Lee' }]),
      '/api/admin/domains': list([]),
      '/api/admin/smtp-accounts': list([]),
    });
    const user = renderSearch();
    await search(user, 'ann');

    await user.click(await screen.findByRole('link', { name: /ann@shop\.example/ }));

    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/myproadmin/users?open=u1');
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('leaves out, without a notice, a kind whose search fails, and says when nothing matches', async () => {
    mockApiGet({
      '/api/admin/users': () => {
        throw axiosErrorWithStatus(500);
      },
      '/api/admin/domains': list([]),
      '/api/admin/smtp-accounts': list([]),
    });
    const user = renderSearch();

    await search(user, 'nobody');

    expect(await screen.findByText('No users, domains or SMTP accounts match “nobody”.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });
});
