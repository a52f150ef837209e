import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { SMTP_SETTINGS_DEFAULTS, type SmtpSettings, type SmtpSettingsResponse } from '@platform/contracts';
import { SecretBox } from '../common/secret-box.js';
import type { UpdateSmtpSettingsDto } from './dto/update-smtp-settings.dto.js';
import { SMTP_SETTINGS_KEY, SmtpSettingsRecord, type SmtpSettingsDocument } from './smtp-settings.schema.js';

/** What the mailer needs to connect: the settings with the password opened. */
export interface SmtpConnectionSettings {
  host: string;
  port: number;
  username: string;
  password: string;
  secure: boolean;
  from: string;
}

@Injectable()
export class SettingsService {
  constructor(
    @InjectModel(SmtpSettingsRecord.name) private readonly settings: Model<SmtpSettingsRecord>,
    private readonly secretBox: SecretBox,
  ) {}

  async getSmtp(): Promise<SmtpSettingsResponse> {
    return { smtp: toSmtpSettings(await this.findSmtp()) };
  }

  async updateSmtp(input: UpdateSmtpSettingsDto): Promise<SmtpSettingsResponse> {
    const changes: Partial<SmtpSettingsRecord> = {
      host: input.host.trim(),
      port: input.port,
      username: input.username?.trim() ?? '',
      secure: input.secure ?? SMTP_SETTINGS_DEFAULTS.secure,
      from: input.from.trim(),
    };
    // The console never receives the password, so it sends none back: that keeps the stored one.
    if (input.password) changes.password_sealed = this.secretBox.seal(input.password);
    const saved = await this.settings
      .findOneAndUpdate({ key: SMTP_SETTINGS_KEY }, { $set: changes }, { upsert: true, returnDocument: 'after', runValidators: true })
      .exec();
    return { smtp: toSmtpSettings(saved) };
  }

  /** The settings to send mail with, or null while no SMTP host has been configured. */
  async smtpConnection(): Promise<SmtpConnectionSettings | null> {
    const stored = await this.findSmtp();
    if (!stored?.host) return null;
    return {
      host: stored.host,
      port: stored.port,
      username: stored.username,
      password: stored.password_sealed ? this.secretBox.open(stored.password_sealed) : '',
      secure: stored.secure,
      from: stored.from,
    };
  }

  private findSmtp(): Promise<SmtpSettingsDocument | null> {
    return this.settings.findOne({ key: SMTP_SETTINGS_KEY }).exec();
  }
}

function toSmtpSettings(stored: SmtpSettingsDocument | null): SmtpSettings {
  return {
    host: stored?.host ?? '',
    port: stored?.port ?? SMTP_SETTINGS_DEFAULTS.port,
    username: stored?.username ?? '',
    has_password: Boolean(stored?.password_sealed),
    secure: stored?.secure ?? SMTP_SETTINGS_DEFAULTS.secure,
    from: stored?.from ?? '',
  };
}
