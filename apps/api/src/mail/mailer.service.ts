import { Inject, Injectable } from '@nestjs/common';
import type { PlatformMailKind, PlatformMailRoute } from '@platform/contracts';
import { ConsoleMailboxService } from '../console-mailbox/console-mailbox.service.js';
import { SettingsService, type SmtpConnectionSettings } from '../settings/settings.service.js';
import { choosePlatformMailRoute, PLATFORM_DOMAIN_MAIL_TRANSPORT, type PlatformDomainMailTransport } from './platform-mail-route.js';
import { SmtpSettingsTransport } from './smtp-settings-transport.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind: PlatformMailKind;
}

/** What the route's messages say to someone who is not an administrator: no host names. */
const ROUTE_FAILURE_FOR_EVERYONE: Record<PlatformMailRoute, string> = {
  smtp_settings: "the platform's mail server (Settings → SMTP) did not take the message",
  platform_domain: "the platform's own sending domain did not take the message",
  console_mailbox: "the platform's console mailbox did not keep the message",
};

/**
 * Raised when the route chosen for a mail failed: the mail is not sent. `reason` may be shown to
 * anyone; the message (the server's or the connection's error) is for administrators and the log.
 */
export class PlatformMailUnsentError extends Error {
  readonly reason: string;

  constructor(
    readonly route: PlatformMailRoute,
    detail: string,
  ) {
    super(detail);
    this.name = 'PlatformMailUnsentError';
    this.reason = ROUTE_FAILURE_FOR_EVERYONE[route];
  }
}

/**
 * Sends the platform's own mail (confirmation and reset links, notices) by the route
 * choosePlatformMailRoute picks, read afresh for every mail so a change in the console applies at once.
 */
@Injectable()
export class MailerService {
  constructor(
    private readonly settingsService: SettingsService,
    private readonly smtpSettings: SmtpSettingsTransport,
    private readonly mailbox: ConsoleMailboxService,
    @Inject(PLATFORM_DOMAIN_MAIL_TRANSPORT) private readonly platformDomain: PlatformDomainMailTransport,
  ) {}

  /** The route the next mail would take. */
  async route(): Promise<PlatformMailRoute> {
    return (await this.decide()).route;
  }

  /** Sends the mail and answers the route it took; PlatformMailUnsentError when that route failed. */
  async send(mail: OutgoingMail): Promise<PlatformMailRoute> {
    const { route, smtp } = await this.decide();
    try {
      if (smtp) await this.smtpSettings.send(smtp, mail);
      else if (route === 'platform_domain') await this.platformDomain.send(mail);
      else await this.mailbox.keep(mail);
    } catch (error) {
      throw new PlatformMailUnsentError(route, error instanceof Error ? error.message : String(error));
    }
    return route;
  }

  /** The route, and the SMTP settings when they are it. */
  private async decide(): Promise<{ route: PlatformMailRoute; smtp: SmtpConnectionSettings | null }> {
    const smtp = await this.settingsService.smtpConnection();
    const route = choosePlatformMailRoute({ smtpSettingsSaved: smtp !== null, platformDomainReady: await this.platformDomain.isReady() });
    return { route, smtp: route === 'smtp_settings' ? smtp : null };
  }
}
