import type { LogRetentionSettings, SignupSettings, SmtpSettings, SmtpSettingsResponse, UpdateSmtpSettingsRequest } from '@platform/contracts';
import { api } from '../../lib/api';

const SMTP_SETTINGS_PATH = '/api/admin/settings/smtp';
const SIGNUP_SETTINGS_PATH = '/api/admin/settings/signup';
const LOG_RETENTION_PATH = '/api/admin/settings/log-retention';

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

export async function fetchLogRetention(): Promise<LogRetentionSettings> {
  const response = await api.get<LogRetentionSettings>(LOG_RETENTION_PATH);
  return response.data;
}

export async function updateLogRetention(body: LogRetentionSettings): Promise<LogRetentionSettings> {
  const response = await api.put<LogRetentionSettings>(LOG_RETENTION_PATH, body);
  return response.data;
}
