import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LogRetentionCard } from './LogRetentionCard';

const PATH = '/api/admin/settings/log-retention';
const FIELD = 'Keep logs for (days)';

describe('LogRetentionCard', () => {
  it('shows the saved days, saves new ones and says "Log retention saved"', async () => {
    mockApiGet({ [PATH]: { days: 30 } });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { days: 14 } });
    renderWithProviders(<LogRetentionCard />);

    const field = await screen.findByLabelText(FIELD);
    expect(field).toHaveValue(30);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '14');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^Log retention saved$/);
    expect(put).toHaveBeenCalledWith(PATH, { days: 14 });
  });

  it('refuses days outside 1 to 366 beneath the field, sending nothing', async () => {
    mockApiGet({ [PATH]: { days: 30 } });
    const put = vi.spyOn(api, 'put');
    renderWithProviders(<LogRetentionCard />);

    const field = await screen.findByLabelText(FIELD);
    const user = userEvent.setup();
    for (const value of ['0', '367', '2.5']) {
      await user.clear(field);
      await user.type(field, value);
      await user.click(screen.getByRole('button', { name: 'Save retention' }));
      expect(await screen.findByText('Enter a whole number of days from 1 to 366')).toBeInTheDocument();
    }
    expect(put).not.toHaveBeenCalled();
  });

  it('says "Failed to save the log retention" when the server refuses', async () => {
    mockApiGet({ [PATH]: { days: 30 } });
    vi.spyOn(api, 'put').mockRejectedValue(axiosErrorWithStatus(403, { message: 'This session is read-only' }));
    renderWithProviders(<LogRetentionCard />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save retention' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to save the log retention/);
  });
});
