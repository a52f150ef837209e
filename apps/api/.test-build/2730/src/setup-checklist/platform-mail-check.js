import { isPublicHostName } from '../common/public-host-name.js';
import { setupCheck } from './setup-check.js';
const TITLE = 'Platform mail sender';
/**
 * How the platform's own mail (address confirmations, password resets, notices) leaves: through
 * the global SMTP settings when an admin saved them, else from the platform's own domain once it
 * has a public host name, else it stays in the console's mailbox.
 */
export function platformMailCheck(config, smtp) {
    if (smtp) {
        const fromDomain = /@([^@\s>]+)>?\s*$/.exec(smtp.from)?.[1] ?? '';
        if (!isPublicHostName(fromDomain)) {
            return setupCheck('platform_mail_sender', TITLE, 'warn', `Platform mail goes through ${smtp.host}:${smtp.port} (Settings → SMTP) from "${smtp.from}", a domain receivers cannot check.`, 'Under Settings → SMTP, set the From Address to an address at a domain you own.');
        }
        return setupCheck('platform_mail_sender', TITLE, 'pass', `Platform mail (confirmations, password resets, notices) goes through ${smtp.host}:${smtp.port} (Settings → SMTP) from ${smtp.from}.`, null);
    }
    if (config.publicHostname && isPublicHostName(config.publicHostname)) {
        return setupCheck('platform_mail_sender', TITLE, 'pass', `Platform mail (confirmations, password resets, notices) goes out from the platform's own domain, ${config.publicHostname}.`, null);
    }
    return setupCheck('platform_mail_sender', TITLE, 'warn', 'Platform mail (confirmations, password resets, notices) is kept in the console mailbox: there are no global SMTP settings and no public host name to send it from.', 'Set PUBLIC_HOSTNAME (the platform then sends its own mail from that domain), or fill in Settings → SMTP. Until then, read it in the console mailbox.');
}
//# sourceMappingURL=platform-mail-check.js.map