export const SMTP_SETTINGS_DEFAULTS = { port: 587, secure: false } as const;

/** Global SMTP settings as returned: the password is never sent back, only whether one is set. */
export interface SmtpSettings {
  host: string;
  port: number;
  username: string;
  has_password: boolean;
  secure: boolean;
  from: string;
}

export interface SmtpSettingsResponse {
  smtp: SmtpSettings;
}

/** PUT body; an empty or missing password keeps the stored one. */
export interface UpdateSmtpSettingsRequest {
  host: string;
  port: number;
  username?: string;
  password?: string;
  secure?: boolean;
  from: string;
}
