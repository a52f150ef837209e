/**
 * Where a platform mail goes: the saved SMTP settings override everything; else the platform's
 * own sending domain when it can send; else, with no transport at all, the console mailbox, so
 * that a fresh install's confirmations and resets are never lost.
 */
export function choosePlatformMailRoute(state) {
    if (state.smtpSettingsSaved)
        return 'smtp_settings';
    if (state.platformDomainReady)
        return 'platform_domain';
    return 'console_mailbox';
}
/**
 * Injection token of the PlatformDomainMailTransport. PlatformSenderModule provides it globally:
 * the mailer cannot import that module, whose sending path (submission, sign-in throttle) itself
 * sends platform mail.
 */
export const PLATFORM_DOMAIN_MAIL_TRANSPORT = Symbol('PLATFORM_DOMAIN_MAIL_TRANSPORT');
//# sourceMappingURL=platform-mail-route.js.map