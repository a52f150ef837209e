import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NOT_WARMED_UP } from '../../test/reputationFixtures';
import { AccountWarmupDetails } from './AccountWarmupDetails';

const STARTED = {
  ...NOT_WARMED_UP,
  warming_up: true,
  hourly_limit: 50,
  daily_limit: 200,
  used_this_hour: 4,
  used_today: 9,
  changed_on: '2026-05-01',
  reason: 'Warm-up started by an administrator',
  next_growth_on: '2026-05-02',
};

describe('AccountWarmupDetails', () => {
  it('says an account is not warmed up, and Start warm-up starts it and shows its quotas', async () => {
    mockApiGet({ '/api/admin/warmup/u1': NOT_WARMED_UP });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: STARTED });
    renderWithProviders(<AccountWarmupDetails userId="u1" />);

    expect(await screen.findByText(/Not warmed up: only the plan's daily cap limits this account/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start warm-up' }));

    expect(put).toHaveBeenCalledWith('/api/admin/warmup/u1', { enabled: true });
    expect(await screen.findByText('4 of 50')).toBeInTheDocument();
    expect(screen.getByText('9 of 200')).toBeInTheDocument();
    expect(screen.getByText('2026-05-02 (UTC), if the rates stay under the review line')).toBeInTheDocument();
    expect(screen.getByText('2026-05-01: Warm-up started by an administrator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End warm-up' })).toBeInTheDocument();
  });
});
