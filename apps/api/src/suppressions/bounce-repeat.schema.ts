import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One address's permanent failures for reasons about its mailbox (full, suspended, expired),
 * counted for one account over a span: read and written by `_id` (`<user id>:<address>`), and
 * removed by the log expiry once the span is over.
 */
@Schema({ collection: 'bounce_repeats' })
export class BounceRepeatRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Number, required: true })
  count: number;

  /** The first failure of the span; a failure after the span starts a new one. */
  @Prop({ type: Date, required: true })
  first_at: Date;
}

export const BounceRepeatSchema = SchemaFactory.createForClass(BounceRepeatRecord);
// The log expiry: spans that are over.
BounceRepeatSchema.index({ first_at: 1 });
