import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet, paramsOfGets } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SuppressionsPage } from './SuppressionsPage';

const bounced = {
  _id: 's1',
  address: 'gone@inbox.example',
  reason: 'Bounced: 550 5.1.1 No such user',
  cause: 'bounce',
  bounce_reason: 'user_unknown',
  address_level: true,
  created_at: '2026-05-01T10:00:00.000Z',
};
const full = { ...bounced, _id: 's2', address: 'full@inbox.example', reason: '552 5.2.2 Mailbox full', bounce_reason: 'mailbox_full', address_level: false };

function renderPage(route = '/account/suppressions') {
  const get = mockApiGet({ '/api/v1/suppressions': { items: [bounced, full], total: 2, page: 1, limit: 20 } });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/account/suppressions" element={<SuppressionsPage />} />
      <Route path="/account/suppressions/add" element={<SuppressionsPage isAdding />} />
    </Routes>,
    { route },
  );
  return { user, get };
}

describe('SuppressionsPage', () => {
  it('lists suppressed addresses with reason and date, and searches by address', async () => {
    const { user, get } = renderPage();

    const row = (await screen.findByText('gone@inbox.example')).closest('tr')!;
    expect(row).toHaveTextContent('Bounced: 550 5.1.1 No such user');
    expect(row).toHaveTextContent('User unknown (the address does not exist)');
    expect(screen.getByText('full@inbox.example').closest('tr')).toHaveTextContent('Mailbox full (not about the address: may be lifted)');
    await user.type(screen.getByRole('searchbox', { name: 'Search suppressions' }), 'gone{Enter}');

    await vi.waitFor(() => expect(paramsOfGets(get, '/api/v1/suppressions').at(-1)).toEqual({ page: 1, limit: 20, search: 'gone' }));
  });

  it('adds an address with an optional reason', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 201, data: bounced });
    const { user } = renderPage('/account/suppressions/add');

    const dialog = await screen.findByRole('dialog', { name: 'Add Suppression' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Suppression' }));
    expect(within(dialog).getByText('Address is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Address'), 'noisy@inbox.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add Suppression' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Suppression added');
    expect(post).toHaveBeenCalledWith('/api/v1/suppressions', { address: 'noisy@inbox.example' });
  });

  it('removes an address after asking, warning when the address itself was reported as not existing', async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: '' });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Remove gone@inbox.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Suppression' });
    expect(dialog).toHaveTextContent('This address was reported as not existing');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Suppression removed');
    expect(remove).toHaveBeenCalledWith('/api/v1/suppressions/s1');
  });
});
