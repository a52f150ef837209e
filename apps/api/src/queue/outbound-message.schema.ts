import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';

export const SUBMISSION_SOURCES = ['http', 'smtp'] as const;
export type SubmissionSource = (typeof SUBMISSION_SOURCES)[number];

/**
 * A message as accepted: signed and stored once, whatever the number of recipients.
 * Deliveries (one per recipient domain) point at it.
 */
@Schema({ collection: 'outbound_messages', timestamps: { createdAt: 'created_at', updatedAt: false } })
export class OutboundMessageRecord {
  /** The Message-ID header value, without angle brackets. */
  @Prop({ required: true, index: true })
  message_id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  smtp_account_id: Types.ObjectId | null;

  @Prop({ required: true })
  domain: string;

  @Prop({ type: String, enum: SUBMISSION_SOURCES, required: true })
  source: SubmissionSource;

  /** Envelope sender (MAIL FROM). */
  @Prop({ required: true })
  envelope_from: string;

  @Prop({ type: [String], required: true })
  recipients: string[];

  /**
   * The DKIM-signed message, exactly as it will be transmitted; or, when each recipient's copy
   * has headers of its own (unsubscribe), the part they share: each delivery's header_prefix
   * (those headers and the signature over them) completes it.
   */
  @Prop({ type: Buffer, required: true })
  raw: Buffer;

  @Prop({ required: true })
  size: number;

  /** Its deliveries: the body is removed once none of them is left (finished ones are deleted). */
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: [] })
  delivery_ids: Types.ObjectId[];

  created_at: Date;
}

export type OutboundMessageDocument = HydratedDocument<OutboundMessageRecord>;
export const OutboundMessageSchema = SchemaFactory.createForClass(OutboundMessageRecord);
// The log expiry removes bodies left behind (LogExpiryService).
OutboundMessageSchema.index({ created_at: 1 });
