import type { SignupSettings, SmtpSettings, SmtpSettingsResponse, UpdateSmtpSettingsRequest } from '@platform/contracts';
import { api } from '../../lib/api';

const SMTP_SETTINGS_PATH = '/api/admin/settings/smtp';
const SIGNUP_SETTINGS_PATH = '/api/admin/settings/signup';

export async function fetchSmtpSettings(): Promise<SmtpSettings> {
  const response = await api.get<SmtpSettingsResponse>(SMTP_SETTINGS_PATH);
  return response.data.smtp;
}

export async function updateSmtpSettings(body: UpdateSmtpSettingsRequest): Promise<SmtpSettings> {
  const response = await api.put<SmtpSettingsResponse>(SMTP_SETTINGS_PATH, body);
  return response.data.smtp;
}

export async function fetchSignupSettings(): Promise<SignupSettings> {
  const response = await api.get<SignupSettings>(SIGNUP_SETTINGS_PATH);
  return response.data;
}

export async function updateSignupSettings(body: SignupSettings): Promise<SignupSettings> {
  const response = await api.put<SignupSettings>(SIGNUP_SETTINGS_PATH, body);
  return response.data;
}
