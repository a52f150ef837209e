import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PRODUCTION_ACCESS_DEFAULTS } from '@platform/contracts';

export const PRODUCTION_ACCESS_SETTINGS_KEY = 'production_access';

/** The sandbox's limits and the automatic grant's rule: one document of the shared `settings` collection. */
@Schema({ collection: 'settings', timestamps: true })
export class ProductionAccessSettingsRecord {
  @Prop({ required: true, unique: true })
  key: string;

  @Prop({ default: PRODUCTION_ACCESS_DEFAULTS.admin_created_sandboxed })
  admin_created_sandboxed: boolean;

  @Prop({ default: PRODUCTION_ACCESS_DEFAULTS.daily_limit })
  daily_limit: number;

  @Prop({ default: PRODUCTION_ACCESS_DEFAULTS.per_second })
  per_second: number;

  @Prop({ default: PRODUCTION_ACCESS_DEFAULTS.auto_grant })
  auto_grant: boolean;

  @Prop({ default: PRODUCTION_ACCESS_DEFAULTS.auto_grant_min_sent })
  auto_grant_min_sent: number;

  @Prop({ default: PRODUCTION_ACCESS_DEFAULTS.auto_grant_min_days })
  auto_grant_min_days: number;
}

export const ProductionAccessSettingsSchema = SchemaFactory.createForClass(ProductionAccessSettingsRecord);
