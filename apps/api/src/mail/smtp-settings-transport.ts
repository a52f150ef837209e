import { Inject, Injectable } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { isStartTlsRefusal, type SmtpClientError } from '../common/starttls-refusal.js';
import type { SmtpConnectionSettings } from '../settings/settings.service.js';

/** Raised when the settings' server offers no TLS: the username and password were not sent to it. */
export class SmtpTlsMissingError extends Error {
  constructor(host: string, port: number) {
    super(
      `Cannot send e-mail: the SMTP server ${host}:${port} offered no STARTTLS, so the username and password were not sent ` +
        "(the global SMTP settings send credentials only over TLS: use a server that offers STARTTLS, or port 465 with 'Use TLS/SSL')",
    );
    this.name = 'SmtpTlsMissingError';
  }
}

const SMTP_TIMEOUT_MS = 15_000;

/** Sends one mail through the server saved under Settings → SMTP. */
@Injectable()
export class SmtpSettingsTransport {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(smtp: SmtpConnectionSettings, mail: { to: string; subject: string; text: string }): Promise<void> {
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
    } catch (error) {
      if (sendsCredentials && isStartTlsRefusal(error as SmtpClientError)) throw new SmtpTlsMissingError(smtp.host, smtp.port);
      throw error;
    } finally {
      transport.close();
    }
  }
}
