import type { SmtpSettings } from '@platform/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SmtpSettingsCard } from './SmtpSettingsCard';

const SETTINGS_PATH = '/api/admin/settings/smtp';
const saved: SmtpSettings = { host: 'smtp.example.com', port: 465, username: 'mailer', has_password: true, secure: true, from: 'no-reply@example.com' };

describe('SmtpSettingsCard', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  });

  it('starts an unconfigured server at port 587 without TLS/SSL', async () => {
    mockApiGet({ [SETTINGS_PATH]: { smtp: { host: '', port: 587, username: '', has_password: false, secure: false, from: '' } } });
    renderWithProviders(<SmtpSettingsCard />);

    expect(await screen.findByLabelText('Port')).toHaveValue(587);
    expect(screen.getByLabelText('Use TLS/SSL')).not.toBeChecked();
    expect(screen.queryByText(/A password is set/)).not.toBeInTheDocument();
  });

  it('shows the saved settings, hints that a password is set, and keeps it when the field is left empty', async () => {
    mockApiGet({ [SETTINGS_PATH]: { smtp: saved } });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { smtp: saved } });
    renderWithProviders(<SmtpSettingsCard />);

    expect(await screen.findByLabelText('Host')).toHaveValue('smtp.example.com');
    expect(screen.getByLabelText('Use TLS/SSL')).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText('A password is set; leave empty to keep it.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Saved'));
    expect(put).toHaveBeenCalledWith(SETTINGS_PATH, { host: 'smtp.example.com', port: 465, username: 'mailer', secure: true, from: 'no-reply@example.com' });
  });

  it('sends a typed password; when the server refuses, shows its reason and never says "Saved"', async () => {
    mockApiGet({ [SETTINGS_PATH]: { smtp: saved } });
    const put = vi
      .spyOn(api, 'put')
      .mockRejectedValue(axiosErrorWithStatus(400, { statusCode: 400, message: ['from must be an e-mail address or "Name <address>"'], error: 'Bad Request' }));
    renderWithProviders(<SmtpSettingsCard />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Password'), 'new-secret');
    await user.click(screen.getByLabelText('Use TLS/SSL'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: from must be an e-mail address or "Name <address>"');
    expect(put).toHaveBeenCalledWith(SETTINGS_PATH, expect.objectContaining({ password: 'new-secret', secure: false }));
    expect(alert).not.toHaveBeenCalled();
  });

  it('names the missing host and from address and the out-of-range port, and sends nothing', async () => {
    mockApiGet({ [SETTINGS_PATH]: { smtp: { ...saved, host: '', from: '' } } });
    const put = vi.spyOn(api, 'put');
    renderWithProviders(<SmtpSettingsCard />);
    const user = userEvent.setup();

    await user.clear(await screen.findByLabelText('Port'));
    await user.type(screen.getByLabelText('Port'), '70000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Host is required')).toBeInTheDocument();
    expect(screen.getByText('From Address is required')).toBeInTheDocument();
    expect(screen.getByText('Port must be a whole number from 1 to 65535')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });
});
