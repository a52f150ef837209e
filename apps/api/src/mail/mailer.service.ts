import { Inject, Injectable } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { SettingsService } from '../settings/settings.service.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Raised when mail is asked for before an administrator has saved the global SMTP settings. */
export class SmtpSettingsMissingError extends Error {
  constructor() {
    super('Cannot send e-mail: the global SMTP settings are not configured (set them under Settings, PUT /api/admin/settings/smtp)');
    this.name = 'SmtpSettingsMissingError';
  }
}

const SMTP_TIMEOUT_MS = 15_000;

/** Sends the platform's own e-mails (such as password reset links) through the global SMTP settings. */
@Injectable()
export class MailerService {
  constructor(
    private readonly settingsService: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const smtp = await this.settingsService.smtpConnection();
    if (!smtp) throw new SmtpSettingsMissingError();
    // Settings are read on every send so a change in the console applies at once.
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      // secure: TLS from the first byte; otherwise STARTTLS is used whenever the server offers it.
      secure: smtp.secure,
      auth: smtp.username ? { user: smtp.username, pass: smtp.password } : undefined,
      tls: { rejectUnauthorized: this.config.smtpSettingsTlsRejectUnauthorized },
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    try {
      await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
    } finally {
      transport.close();
    }
  }
}
