import type { ActiveStatus, CreateSmtpAccountRequest, SmtpAccount, UpdateSmtpAccountRequest } from '@platform/contracts';
import { SMTP_ACCOUNT_DEFAULTS } from '@platform/contracts';
import { emailFieldError, requireFields, type FieldErrors } from '../../lib/formValidation';

/** What the SMTP account form holds, as typed (a type, so it fits useFormValues). */
export type SmtpAccountFormValues = {
  email: string;
  userId: string;
  domain: string;
  quota: string;
  status: ActiveStatus;
};

/** SPEC section 9: quota 0, active. */
export const NEW_SMTP_ACCOUNT_FORM_VALUES: SmtpAccountFormValues = {
  email: '',
  userId: '',
  domain: '',
  quota: String(SMTP_ACCOUNT_DEFAULTS.quota),
  status: SMTP_ACCOUNT_DEFAULTS.status,
};

export function smtpAccountToFormValues(account: SmtpAccount): SmtpAccountFormValues {
  return { email: account.email, userId: account.user_id, domain: account.domain, quota: String(account.quota), status: account.status };
}

export function validateSmtpAccountForm(values: SmtpAccountFormValues, mode: 'create' | 'edit'): FieldErrors<keyof SmtpAccountFormValues> {
  const errors: FieldErrors<keyof SmtpAccountFormValues> = {
    ...(mode === 'create' && { email: emailFieldError(values.email) }),
    ...requireFields(values, { userId: 'User', domain: 'Domain' }),
  };
  if (!/^\d+$/.test(values.quota.trim())) errors.quota = 'Quota must be a whole number, 0 or more';
  return errors;
}

/** SPEC section 5: the quota is sent as a number; the e-mail only on create. */
export function toUpdateSmtpAccountRequest(values: SmtpAccountFormValues): Required<UpdateSmtpAccountRequest> {
  return { user_id: values.userId, domain: values.domain, quota: Number(values.quota), status: values.status };
}

export function toCreateSmtpAccountRequest(values: SmtpAccountFormValues): CreateSmtpAccountRequest {
  return { email: values.email.trim(), ...toUpdateSmtpAccountRequest(values) };
}
