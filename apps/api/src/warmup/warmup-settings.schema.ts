import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { WARMUP_DEFAULTS } from '@platform/contracts';

export const WARMUP_SETTINGS_KEY = 'warmup';

/** The warm-up parameters: one document of the shared `settings` collection, under key 'warmup'. */
@Schema({ collection: 'settings', timestamps: true })
export class WarmupSettingsRecord {
  @Prop({ required: true, unique: true })
  key: string;

  @Prop({ default: WARMUP_DEFAULTS.enabled }) enabled: boolean;
  @Prop({ default: WARMUP_DEFAULTS.start_hourly }) start_hourly: number;
  @Prop({ default: WARMUP_DEFAULTS.start_daily }) start_daily: number;
  @Prop({ default: WARMUP_DEFAULTS.growth_factor }) growth_factor: number;
  @Prop({ default: WARMUP_DEFAULTS.fall_factor }) fall_factor: number;
  @Prop({ default: WARMUP_DEFAULTS.ceiling_hourly }) ceiling_hourly: number;
  @Prop({ default: WARMUP_DEFAULTS.ceiling_daily }) ceiling_daily: number;
}

export const WarmupSettingsSchema = SchemaFactory.createForClass(WarmupSettingsRecord);
