import type { PlatformMailKind } from '@platform/contracts';

export const MAIL_KIND_LABELS: Record<PlatformMailKind, string> = {
  email_confirmation: 'E-mail confirmation',
  password_reset: 'Password reset',
  signup_attempt: 'Sign-up with a known address',
  sign_in_locked: 'Sign-in locked',
  webhook_disabled: 'Webhook disabled',
  account_review: 'Account under review',
  account_paused: 'Sending paused',
  production_access: 'Production access',
};
