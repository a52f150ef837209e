import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { SMTP_SETTINGS_DEFAULTS } from '@platform/contracts';

export const SMTP_SETTINGS_KEY = 'smtp';

/** The global SMTP settings: one document of the shared `settings` collection, under key 'smtp'. */
@Schema({ collection: 'settings', timestamps: true })
export class SmtpSettingsRecord {
  @Prop({ required: true, unique: true })
  key: string;

  @Prop({ default: '' })
  host: string;

  @Prop({ default: SMTP_SETTINGS_DEFAULTS.port })
  port: number;

  @Prop({ default: '' })
  username: string;

  /** The password sealed with the server key; empty when none is set. */
  @Prop({ default: '' })
  password_sealed: string;

  @Prop({ default: SMTP_SETTINGS_DEFAULTS.secure })
  secure: boolean;

  @Prop({ default: '' })
  from: string;
}

export type SmtpSettingsDocument = HydratedDocument<SmtpSettingsRecord>;
export const SmtpSettingsSchema = SchemaFactory.createForClass(SmtpSettingsRecord);
