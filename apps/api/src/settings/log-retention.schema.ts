import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { LOG_RETENTION_DAYS } from '@platform/contracts';

export const LOG_RETENTION_KEY = 'log-retention';

/** The log retention: one document of the shared `settings` collection, under key 'log-retention'. */
@Schema({ collection: 'settings', timestamps: true })
export class LogRetentionRecord {
  @Prop({ required: true, unique: true })
  key: string;

  @Prop({ default: LOG_RETENTION_DAYS.default })
  days: number;
}

export const LogRetentionSchema = SchemaFactory.createForClass(LogRetentionRecord);
