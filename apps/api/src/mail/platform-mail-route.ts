import type { PlatformMailRoute } from '@platform/contracts';
import type { OutgoingMail } from './mailer.service.js';

/** What the choice of a platform mail's route depends on, read afresh for every mail. */
export interface PlatformMailRouteState {
  /** An administrator saved a server under Settings → SMTP. */
  smtpSettingsSaved: boolean;
  /** The platform's own sending domain can send (PUBLIC_HOSTNAME is a public name, its DKIM key exists). */
  platformDomainReady: boolean;
}

/**
 * Where a platform mail goes: the saved SMTP settings override everything; else the platform's
 * own sending domain when it can send; else, with no transport at all, the console mailbox, so
 * that a fresh install's confirmations and resets are never lost.
 */
export function choosePlatformMailRoute(state: PlatformMailRouteState): PlatformMailRoute {
  if (state.smtpSettingsSaved) return 'smtp_settings';
  if (state.platformDomainReady) return 'platform_domain';
  return 'console_mailbox';
}

/** The platform's own sending domain as a route for platform mail (PlatformSender provides it). */
export interface PlatformDomainMailTransport {
  /** Whether the platform's own domain can send now (a public host name, its DKIM key). */
  isReady(): Promise<boolean>;
  send(mail: OutgoingMail): Promise<unknown>;
}

/**
 * Injection token of the PlatformDomainMailTransport. PlatformSenderModule provides it globally:
 * the mailer cannot import that module, whose sending path (submission, sign-in throttle) itself
 * sends platform mail.
 */
export const PLATFORM_DOMAIN_MAIL_TRANSPORT = Symbol('PLATFORM_DOMAIN_MAIL_TRANSPORT');
