import { REPUTATION_DEFAULTS, WARMUP_DEFAULTS } from '@platform/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReputationSettingsCard } from '../features/reputation/ReputationSettingsCard';
import { WarmupSettingsCard } from '../features/warmup/WarmupSettingsCard';
import { api } from '../lib/api';
import { mockApiGet } from '../test/mockApiGet';
import { renderWithProviders } from '../test/renderWithProviders';

const REPUTATION_PATH = '/api/admin/settings/reputation';
const WARMUP_PATH = '/api/admin/settings/warmup';

// The shared form, through two of the Settings cards built on it.
describe('NumericSettingsCard', () => {
  beforeEach(() => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
  });

  it('shows the saved values and sends switches and numbers as numbers', async () => {
    mockApiGet({ [REPUTATION_PATH]: REPUTATION_DEFAULTS });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ...REPUTATION_DEFAULTS, enabled: false, window_days: 14 } });
    renderWithProviders(<ReputationSettingsCard />);
    const user = userEvent.setup();

    const windowDays = await screen.findByLabelText('Window (days)');
    expect(windowDays).toHaveValue(REPUTATION_DEFAULTS.window_days);
    expect(screen.getByText(`Default ${REPUTATION_DEFAULTS.review_bounce_rate} %.`)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Judge accounts by their reputation'));
    await user.clear(windowDays);
    await user.type(windowDays, '14');
    await user.click(screen.getByRole('button', { name: 'Save lines' }));

    await waitFor(() => expect(put).toHaveBeenCalledWith(REPUTATION_PATH, { ...REPUTATION_DEFAULTS, enabled: false, window_days: 14 }));
  });

  it('names each field out of its range or order and sends nothing', async () => {
    mockApiGet({ [REPUTATION_PATH]: REPUTATION_DEFAULTS });
    const put = vi.spyOn(api, 'put');
    renderWithProviders(<ReputationSettingsCard />);
    const user = userEvent.setup();

    await user.clear(await screen.findByLabelText('Review at bounce rate (%)'));
    await user.clear(screen.getByLabelText('Pause at complaint rate (%)'));
    await user.type(screen.getByLabelText('Pause at complaint rate (%)'), '0.01');
    await user.clear(screen.getByLabelText('Window (days)'));
    await user.type(screen.getByLabelText('Window (days)'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save lines' }));

    expect(screen.getByText('Enter a percentage from 0.001 to 100')).toBeInTheDocument();
    expect(screen.getByText('The pause line must not be below the review line')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 30')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('takes fractions where a field is not whole, within its range', async () => {
    mockApiGet({ [WARMUP_PATH]: WARMUP_DEFAULTS });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: WARMUP_DEFAULTS });
    renderWithProviders(<WarmupSettingsCard />);
    const user = userEvent.setup();

    const growth = await screen.findByLabelText('Growth after a clean day (×)');
    await user.clear(growth);
    await user.type(growth, '12');
    await user.click(screen.getByRole('button', { name: 'Save warm-up' }));
    expect(screen.getByText('Enter a number from 1 to 10')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.clear(growth);
    await user.type(growth, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save warm-up' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(WARMUP_PATH, { ...WARMUP_DEFAULTS, growth_factor: 1.5 }));
  });
});
