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

/**
 * How long delivery log entries, message bodies, message-log entries and their events are kept
 * (whole days); report ranges reach back no further.
 */
export const LOG_RETENTION_DAYS = { default: 30, min: 1, max: 366 } as const;

export interface LogRetentionSettings {
  days: number;
}
