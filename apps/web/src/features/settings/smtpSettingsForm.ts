import type { SmtpSettings, UpdateSmtpSettingsRequest } from '@platform/contracts';
import { SMTP_SETTINGS_DEFAULTS } from '@platform/contracts';
import { requireFields, type FieldErrors } from '../../lib/formValidation';

/** The text inputs of the SMTP settings form, as typed; 'Use TLS/SSL' is a checkbox kept apart. */
export type SmtpSettingsFormValues = {
  host: string;
  port: string;
  username: string;
  password: string;
  from: string;
};

export function smtpSettingsToFormValues(settings: SmtpSettings | undefined): SmtpSettingsFormValues {
  return {
    host: settings?.host ?? '',
    port: String(settings?.port ?? SMTP_SETTINGS_DEFAULTS.port),
    username: settings?.username ?? '',
    // Never sent back by the server; left empty it keeps the stored one.
    password: '',
    from: settings?.from ?? '',
  };
}

export function validateSmtpSettingsForm(values: SmtpSettingsFormValues): FieldErrors<keyof SmtpSettingsFormValues> {
  const errors: FieldErrors<keyof SmtpSettingsFormValues> = requireFields(values, { host: 'Host', port: 'Port', from: 'From Address' });
  const port = Number(values.port);
  if (!errors.port && !(/^\d+$/.test(values.port.trim()) && port >= 1 && port <= 65535)) {
    errors.port = 'Port must be a whole number from 1 to 65535';
  }
  return errors;
}

export function toUpdateSmtpSettingsRequest(values: SmtpSettingsFormValues, secure: boolean): UpdateSmtpSettingsRequest {
  return {
    host: values.host.trim(),
    port: Number(values.port),
    username: values.username.trim(),
    ...(values.password && { password: values.password }),
    secure,
    from: values.from.trim(),
  };
}
