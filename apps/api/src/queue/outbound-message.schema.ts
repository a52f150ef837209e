import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { MESSAGE_SOURCES, type MessageSource } from '@platform/contracts';

export const SUBMISSION_SOURCES = MESSAGE_SOURCES;
export type SubmissionSource = MessageSource;

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
   * (those headers and the signature over them) completes it. null when each delivery carries
   * its own (tracked mail).
   */
  @Prop({ type: Buffer, default: null })
  raw: Buffer | null;

  @Prop({ required: true })
  size: number;

  /** Its deliveries: the body is removed once none of them is left (finished ones are deleted). */
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: [] })
  delivery_ids: Types.ObjectId[];

  /** The id in the logs of the request that submitted it ('' before request ids). */
  @Prop({ default: '' })
  request_id: string;

  created_at: Date;
}

export type OutboundMessageDocument = HydratedDocument<OutboundMessageRecord>;
export const OutboundMessageSchema = SchemaFactory.createForClass(OutboundMessageRecord);
