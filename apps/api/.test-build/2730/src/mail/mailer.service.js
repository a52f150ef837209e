var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Inject, Injectable } from '@nestjs/common';
import { ConsoleMailboxService } from '../console-mailbox/console-mailbox.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { choosePlatformMailRoute, PLATFORM_DOMAIN_MAIL_TRANSPORT } from './platform-mail-route.js';
import { SmtpSettingsTransport } from './smtp-settings-transport.js';
/** What the route's messages say to someone who is not an administrator: no host names. */
const ROUTE_FAILURE_FOR_EVERYONE = {
    smtp_settings: "the platform's mail server (Settings → SMTP) did not take the message",
    platform_domain: "the platform's own sending domain did not take the message",
    console_mailbox: "the platform's console mailbox did not keep the message",
};
/**
 * Raised when the route chosen for a mail failed: the mail is not sent. `reason` may be shown to
 * anyone; the message (the server's or the connection's error) is for administrators and the log.
 */
export class PlatformMailUnsentError extends Error {
    route;
    reason;
    constructor(route, detail) {
        super(detail);
        this.route = route;
        this.name = 'PlatformMailUnsentError';
        this.reason = ROUTE_FAILURE_FOR_EVERYONE[route];
    }
}
/**
 * Sends the platform's own mail (confirmation and reset links, notices) by the route
 * choosePlatformMailRoute picks, read afresh for every mail so a change in the console applies at once.
 */
let MailerService = class MailerService {
    settingsService;
    smtpSettings;
    mailbox;
    platformDomain;
    constructor(settingsService, smtpSettings, mailbox, platformDomain) {
        this.settingsService = settingsService;
        this.smtpSettings = smtpSettings;
        this.mailbox = mailbox;
        this.platformDomain = platformDomain;
    }
    /** The route the next mail would take. */
    async route() {
        return (await this.decide()).route;
    }
    /** Sends the mail and answers the route it took; PlatformMailUnsentError when that route failed. */
    async send(mail) {
        const { route, smtp } = await this.decide();
        try {
            if (smtp)
                await this.smtpSettings.send(smtp, mail);
            else if (route === 'platform_domain')
                await this.platformDomain.send(mail);
            else
                await this.mailbox.keep(mail);
        }
        catch (error) {
            throw new PlatformMailUnsentError(route, error instanceof Error ? error.message : String(error));
        }
        return route;
    }
    /** The route, and the SMTP settings when they are it. */
    async decide() {
        const smtp = await this.settingsService.smtpConnection();
        const route = choosePlatformMailRoute({ smtpSettingsSaved: smtp !== null, platformDomainReady: await this.platformDomain.isReady() });
        return { route, smtp: route === 'smtp_settings' ? smtp : null };
    }
};
MailerService = __decorate([
    Injectable(),
    __param(3, Inject(PLATFORM_DOMAIN_MAIL_TRANSPORT)),
    __metadata("design:paramtypes", [SettingsService,
        SmtpSettingsTransport,
        ConsoleMailboxService, Object])
], MailerService);
export { MailerService };
//# sourceMappingURL=mailer.service.js.map