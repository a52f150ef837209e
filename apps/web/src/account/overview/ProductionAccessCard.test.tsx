import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductionAccess } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductionAccessCard } from './ProductionAccessCard';

const sandboxed: ProductionAccess = {
  user_id: 'u1',
  state: 'sandboxed',
  limits: { daily_limit: 200, per_second: 1, sent_today: 4 },
  auto_grant: { min_sent: 100, min_days: 3, sent: 4, days: 1, bounce_rate: 0, complaint_rate: 0 },
  request: null,
  changes: [],
};

describe('ProductionAccessCard', () => {
  it('shows the sandbox and its limits, checks the request form, and sends the request', async () => {
    mockApiGet({ '/api/v1/production-access': sandboxed });
    const pending: ProductionAccess = {
      ...sandboxed,
      request: { use_case: 'Receipts of our web shop', expected_volume: 800, status: 'pending', requested_at: '2026-05-24T10:00:00.000Z', answer: '', answered_at: null },
    };
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: pending });
    renderWithProviders(<ProductionAccessCard />);

    const card = await screen.findByRole('region', { name: 'Production access' });
    await within(card).findByText('Sandboxed');
    expect(card).toHaveTextContent('at most 200 messages a day (4 sent today) and 1 a second');
    expect(card).toHaveTextContent('so far 4 sent, 1 day)');

    const form = within(card).getByRole('form', { name: 'Request production access' });
    await userEvent.click(within(form).getByRole('button', { name: 'Request production access' }));
    expect(form).toHaveTextContent('Tell in at least 10 characters what you send and to whom');
    expect(form).toHaveTextContent('Enter a whole number of messages a day');
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByLabelText('Use case'), 'Receipts of our web shop');
    await userEvent.type(within(form).getByLabelText('Expected volume (messages a day)'), '800');
    await userEvent.click(within(form).getByRole('button', { name: 'Request production access' }));
    expect(post).toHaveBeenCalledWith('/api/v1/production-access/request', { use_case: 'Receipts of our web shop', expected_volume: 800 });
    await within(card).findByText(/is waiting for an administrator\.$/);
    expect(within(card).queryByRole('form', { name: 'Request production access' })).not.toBeInTheDocument();
  });

  it('shows production access and the answer of a granted request', async () => {
    mockApiGet({
      '/api/v1/production-access': {
        ...sandboxed,
        state: 'production',
        request: { use_case: 'Receipts', expected_volume: 800, status: 'granted', requested_at: '2026-05-24T10:00:00.000Z', answer: 'Opt-in list checked', answered_at: '2026-05-24T11:00:00.000Z' },
      },
    });
    renderWithProviders(<ProductionAccessCard />);
    const card = await screen.findByRole('region', { name: 'Production access' });
    await within(card).findByText('Production');
    expect(card).toHaveTextContent('Your request was granted: Opt-in list checked');
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
  });
});
