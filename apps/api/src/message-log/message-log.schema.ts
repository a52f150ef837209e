import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import {
  BOUNCE_REASONS,
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  type BounceReason,
  type MessageSource,
  type MessageStatus,
  type RecipientStatus,
  type SuppressedRecipient,
  type ContentScanResult,
} from '@platform/contracts';

export interface RecipientState {
  address: string;
  status: RecipientStatus;
  last_response: string;
}

@Schema({ _id: false })
export class StoredHeader {
  @Prop({ required: true }) name: string;
  @Prop({ required: true }) value: string;
}

/**
 * A message in its account's log: what was accepted (envelope, From, Subject, headers) and how
 * far its recipients got. The _id is the stored message's _id, the id POST /api/v1/messages
 * answers with. It stays after the queue has removed the message body and its deliveries.
 */
@Schema({ collection: 'message_log', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } })
export class MessageLogRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ required: true })
  domain: string;

  @Prop({ required: true })
  message_id: string;

  @Prop({ type: String, enum: MESSAGE_SOURCES, required: true })
  source: MessageSource;

  @Prop({ required: true })
  envelope_from: string;

  /** The From header, decoded. */
  @Prop({ default: '' })
  from: string;

  /** The Subject header, decoded. */
  @Prop({ default: '' })
  subject: string;

  /** Lower-cased envelope recipients, for the recipient search. */
  @Prop({ type: [String], required: true })
  recipients: string[];

  @Prop({ type: [SchemaFactory.createForClass(StoredHeader)], default: [] })
  headers: StoredHeader[];

  /**
   * Recipient states per delivery (one per recipient domain), keyed by the delivery's _id: each
   * attempt's result replaces its own delivery's entry, so results of several deliveries never
   * overwrite one another.
   */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  deliveries: Record<string, RecipientState[]>;

  @Prop({ type: String, enum: MESSAGE_STATUSES, default: 'queued' })
  status: MessageStatus;

  /** Raised by every change of `deliveries`, so a status written from an older state is noticed and written again. */
  @Prop({ default: 0 })
  revision: number;

  /** The timeline's event ids, oldest first: the timeline is read by _id (see MessageLogService.timeline). */
  @Prop({ type: [String], default: [] })
  event_ids: string[];

  /**
   * The message's place in its account's message sequence (account-message-sequence.ts), taken
   * before the entry is written. Absent on entries logged before the sequence existed: the
   * backfill (message-sequence-backfill.service.ts) places those.
   */
  @Prop({ type: Number })
  seq?: number;

  /**
   * The recipients left out at acceptance because they are suppressed (each also has its
   * `suppressed` event): kept so that a repeated Idempotency-Key gets the same answer.
   * Absent on entries from before partial acceptance, and when none was left out.
   */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: undefined })
  suppressed?: SuppressedRecipient[];
  /** What content scanning made of it on acceptance; absent when scanning was off. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  content_scan?: ContentScanResult;

  /** The reasons of the recipients' failures so far (bounced, deferred, failed: issue 30), for the Messages list's filter. */
  @Prop({ type: [String], enum: BOUNCE_REASONS, default: undefined })
  bounce_reasons?: BounceReason[];

  created_at: Date;
  updated_at: Date;
}

export type MessageLogDocument = HydratedDocument<MessageLogRecord>;
export const MessageLogSchema = SchemaFactory.createForClass(MessageLogRecord);
// The account's log newest first (the Messages list's query on MongoDB, and the backfill's order),
// optionally by status or domain (a domain-limited key); the recipient, subject and date filters
// narrow these further; _id breaks ties of created_at, for stable pages. The embedded database
// reads the list through the account's message sequence instead (account-message-sequence.ts).
MessageLogSchema.index({ user_id: 1, created_at: -1, _id: -1 });
MessageLogSchema.index({ user_id: 1, status: 1, created_at: -1, _id: -1 });
MessageLogSchema.index({ user_id: 1, domain: 1, created_at: -1, _id: -1 });
MessageLogSchema.index({ user_id: 1, bounce_reasons: 1, created_at: -1, _id: -1 });
// The log expiry (LogExpiryService).
MessageLogSchema.index({ created_at: 1 });
// An abuse report that kept only the reported message's Message-ID (issue 14).
MessageLogSchema.index({ message_id: 1 });
