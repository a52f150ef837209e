import type { SmtpSettings, SmtpSettingsResponse, UpdateSmtpSettingsRequest } from '@platform/contracts';
import { api } from '../../lib/api';

const SMTP_SETTINGS_PATH = '/api/admin/settings/smtp';

export async function fetchSmtpSettings(): Promise<SmtpSettings> {
  const response = await api.get<SmtpSettingsResponse>(SMTP_SETTINGS_PATH);
  return response.data.smtp;
}

export async function updateSmtpSettings(body: UpdateSmtpSettingsRequest): Promise<SmtpSettings> {
  const response = await api.put<SmtpSettingsResponse>(SMTP_SETTINGS_PATH, body);
  return response.data.smtp;
}
