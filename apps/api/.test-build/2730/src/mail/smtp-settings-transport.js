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
import nodemailer from 'nodemailer';
import { APP_CONFIG } from '../config/app-config.token.js';
import { isStartTlsRefusal } from '../common/starttls-refusal.js';
/** Raised when the settings' server offers no TLS: the username and password were not sent to it. */
export class SmtpTlsMissingError extends Error {
    constructor(host, port) {
        super(`Cannot send e-mail: the SMTP server ${host}:${port} offered no STARTTLS, so the username and password were not sent ` +
            "(the global SMTP settings send credentials only over TLS: use a server that offers STARTTLS, or port 465 with 'Use TLS/SSL')");
        this.name = 'SmtpTlsMissingError';
    }
}
const SMTP_TIMEOUT_MS = 15_000;
/** Sends one mail through the server saved under Settings → SMTP. */
let SmtpSettingsTransport = class SmtpSettingsTransport {
    config;
    constructor(config) {
        this.config = config;
    }
    async send(smtp, mail) {
        const sendsCredentials = Boolean(smtp.username);
        const transport = nodemailer.createTransport({
            host: smtp.host,
            port: smtp.port,
            // secure: TLS from the first byte; otherwise STARTTLS is used whenever the server offers it,
            // and required before a username and password are sent.
            secure: smtp.secure,
            requireTLS: sendsCredentials,
            auth: sendsCredentials ? { user: smtp.username, pass: smtp.password } : undefined,
            tls: { rejectUnauthorized: this.config.smtpSettingsTlsRejectUnauthorized },
            connectionTimeout: SMTP_TIMEOUT_MS,
            greetingTimeout: SMTP_TIMEOUT_MS,
            socketTimeout: SMTP_TIMEOUT_MS,
        });
        try {
            await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
        }
        catch (error) {
            if (sendsCredentials && isStartTlsRefusal(error))
                throw new SmtpTlsMissingError(smtp.host, smtp.port);
            throw error;
        }
        finally {
            transport.close();
        }
    }
};
SmtpSettingsTransport = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object])
], SmtpSettingsTransport);
export { SmtpSettingsTransport };
//# sourceMappingURL=smtp-settings-transport.js.map