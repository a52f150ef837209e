import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const WEBHOOK_SETTINGS_KEY = 'webhooks';

/** The webhook settings: one document of the shared `settings` collection, under key 'webhooks'. */
@Schema({ collection: 'settings', timestamps: true })
export class WebhookSettingsRecord {
  @Prop({ required: true, unique: true })
  key: string;

  @Prop({ default: false })
  allow_private_targets: boolean;
}

export const WebhookSettingsSchema = SchemaFactory.createForClass(WebhookSettingsRecord);
