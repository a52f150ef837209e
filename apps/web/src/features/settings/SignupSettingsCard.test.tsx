import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SignupSettingsCard } from './SignupSettingsCard';

const SETTINGS_PATH = '/api/admin/settings/signup';
const SWITCH_NAME = 'New accounts wait for approval';

describe('SignupSettingsCard', () => {
  it('shows the saved setting, saves a switch turned on and says "Sign-up settings saved"', async () => {
    mockApiGet({ [SETTINGS_PATH]: { require_approval: false } });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { require_approval: true } });
    renderWithProviders(<SignupSettingsCard />);

    const toggle = await screen.findByRole('switch', { name: SWITCH_NAME });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.setup().click(toggle);

    expect(await screen.findByRole('status')).toHaveTextContent(/^Sign-up settings saved$/);
    expect(put).toHaveBeenCalledWith(SETTINGS_PATH, { require_approval: true });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('says "Failed to save sign-up settings" when the server refuses, and the switch goes back', async () => {
    mockApiGet({ [SETTINGS_PATH]: { require_approval: true } });
    vi.spyOn(api, 'put').mockRejectedValue(axiosErrorWithStatus(403, { message: 'This session is read-only' }));
    renderWithProviders(<SignupSettingsCard />);

    const toggle = await screen.findByRole('switch', { name: SWITCH_NAME });
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await userEvent.setup().click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to save sign-up settings$/);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toggle).toBeEnabled();
  });

  it('shows no switch when the setting cannot be read, rather than a guessed one', async () => {
    mockApiGet({ [SETTINGS_PATH]: () => { throw axiosErrorWithStatus(500); } });
    renderWithProviders(<SignupSettingsCard />);

    expect(await screen.findByText('The sign-up settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load sign-up settings$/);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
