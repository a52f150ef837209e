import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Requests (or messages) counted under one key in one fixed window; the _id is derived from the
 * key and the window (see RequestRateLimits), so counting is one update by _id.
 */
@Schema({ collection: 'request_rate_counters', versionKey: false })
export class RequestRateCounterRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true, default: 0 })
  hits: number;

  /** When the window ends: the database drops the record then (TTL index). */
  @Prop({ type: Date, required: true, expires: 0 })
  expires_at: Date;
}

export const RequestRateCounterSchema = SchemaFactory.createForClass(RequestRateCounterRecord);
