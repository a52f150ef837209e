import type { PageQuery } from './common.js';

/**
 * Where the platform's own mail (confirmation, password reset, notices) goes, decided for each
 * mail in this order:
 * - `smtp_settings`: the server saved under Settings → SMTP (an override, whatever else exists);
 * - `platform_domain`: the platform's own sending domain, when PUBLIC_HOSTNAME is a public name;
 * - `console_mailbox`: no transport: the mail is kept in the admin console's mailbox instead.
 */
export const PLATFORM_MAIL_ROUTES = ['smtp_settings', 'platform_domain', 'console_mailbox'] as const;
export type PlatformMailRoute = (typeof PLATFORM_MAIL_ROUTES)[number];

/** GET /api/admin/mail-route: where the next platform mail would go. */
export interface PlatformMailRouteResponse {
  mail_route: PlatformMailRoute;
}

/** What a platform mail is about; the console mailbox lists it. */
export const PLATFORM_MAIL_KINDS = ['email_confirmation', 'password_reset', 'signup_attempt', 'sign_in_locked', 'webhook_disabled', 'account_review', 'account_paused', 'production_access'] as const;
export type PlatformMailKind = (typeof PLATFORM_MAIL_KINDS)[number];

/**
 * How long the console mailbox keeps a mail (a TTL index removes it after), and how many it
 * keeps at most (the oldest go first): it holds live links, and anyone can make the platform
 * write into it by signing up.
 */
export const CONSOLE_MAILBOX_LIMITS = { keepDays: 7, maxMessages: 1000 } as const;

/** GET /api/admin/mailbox: one row of the list (no body). */
export interface ConsoleMailSummary {
  _id: string;
  to: string;
  subject: string;
  kind: PlatformMailKind;
  created_at: string;
  /** When the TTL index removes it. */
  expires_at: string;
}

/**
 * GET /api/admin/mailbox/{id}: the whole mail. Admin sessions only: its links confirm addresses
 * and reset passwords (a support-readonly session gets 403, the list is open to it).
 */
export interface ConsoleMail extends ConsoleMailSummary {
  text: string;
}

export type ConsoleMailboxQuery = PageQuery;

/** A customer asks for a new confirmation link at most once in this time (429 before; the console waits it out). */
export const CONFIRMATION_RESEND_INTERVAL_SECONDS = 60;

/**
 * The answer of POST /api/confirm-email/resend and POST /api/admin/users/{id}/resend-confirmation:
 * where the new link went, so the screen can say where to look.
 */
export interface ConfirmationSentResponse {
  message: string;
  mail_route: PlatformMailRoute;
}
