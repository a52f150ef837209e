import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { REPUTATION_DEFAULTS } from '@platform/contracts';

export const REPUTATION_SETTINGS_KEY = 'reputation';

/** The reputation lines: one document of the shared `settings` collection, under key 'reputation'. */
@Schema({ collection: 'settings', timestamps: true })
export class ReputationSettingsRecord {
  @Prop({ required: true, unique: true })
  key: string;

  @Prop({ default: REPUTATION_DEFAULTS.enabled })
  enabled: boolean;

  @Prop({ default: REPUTATION_DEFAULTS.window_days })
  window_days: number;

  @Prop({ default: REPUTATION_DEFAULTS.min_volume })
  min_volume: number;

  @Prop({ default: REPUTATION_DEFAULTS.review_bounce_rate })
  review_bounce_rate: number;

  @Prop({ default: REPUTATION_DEFAULTS.review_complaint_rate })
  review_complaint_rate: number;

  @Prop({ default: REPUTATION_DEFAULTS.pause_bounce_rate })
  pause_bounce_rate: number;

  @Prop({ default: REPUTATION_DEFAULTS.pause_complaint_rate })
  pause_complaint_rate: number;
}

export const ReputationSettingsSchema = SchemaFactory.createForClass(ReputationSettingsRecord);
