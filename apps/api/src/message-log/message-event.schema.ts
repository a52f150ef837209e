import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import {
  BOUNCE_REASON_SOURCES,
  BOUNCE_REASONS,
  BOUNCE_TYPES,
  MESSAGE_EVENT_TYPES,
  type BounceReason,
  type BounceReasonSource,
  type BounceType,
  type ContentScanResult,
  type DeliveryTls,
  type MessageEventType,
} from '@platform/contracts';

/**
 * One entry of a message's timeline: accepted, each delivery attempt's outcome with the remote
 * server's reply, and later events (complaints, opens...). The _id is derived from what the
 * event is (message and type, or delivery, attempt and recipient), so writing it again after a
 * crash or a repeated report adds nothing twice.
 */
@Schema({ collection: 'message_events' })
export class MessageEventRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  message: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  /** The sending domain of delivery outcomes, bounces and complaints (absent on others, and on events before it): its reputation counts by it. */
  @Prop({ type: String })
  domain?: string;

  @Prop({ type: String, enum: MESSAGE_EVENT_TYPES, required: true })
  type: MessageEventType;

  @Prop({ type: String, default: null })
  recipient: string | null;

  @Prop({ default: '' })
  response: string;

  @Prop({ type: Number, default: null })
  attempt: number | null;

  @Prop({ type: String, default: null })
  source_ip: string | null;

  @Prop({ type: String, default: null })
  agent_hostname: string | null;

  /** Delivery attempts an agent made: how the session was protected (TLS version, certificate, MTA-STS). */
  @Prop({ type: MongooseSchema.Types.Mixed })
  tls?: DeliveryTls;

  /** opened and clicked: the reader's User-Agent header. */
  @Prop({ type: String })
  user_agent?: string | null;

  /** clicked: the link's original URL. */
  @Prop({ type: String })
  url?: string | null;
  /** A bounce reported after delivery: hard or soft. */
  @Prop({ type: String, enum: [...BOUNCE_TYPES, null], default: null })
  bounce_type?: BounceType | null;

  /** A bounce reported after delivery: its enhanced status code, e.g. 5.1.1. */
  @Prop({ type: String, default: null })
  status_code?: string | null;

  /** Bounced, deferred and failed: why, as the bounce classifier read the reply or report (absent on events before it). */
  @Prop({ type: String, enum: BOUNCE_REASONS })
  bounce_reason?: BounceReason;

  /** Where the reason was read: the enhanced status code or the text. */
  @Prop({ type: String, enum: BOUNCE_REASON_SOURCES })
  bounce_reason_source?: BounceReasonSource;

  /** Bounced: whether the recipient is suppressed because of it. */
  @Prop({ type: Boolean })
  suppressed?: boolean;

  /** scanned: the content scan's score and symbols. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  content_scan?: ContentScanResult;

  @Prop({ type: Date, required: true })
  created_at: Date;

  /** The rollup writer slot that counted the event (see RollupsService): a crashed writer's days are recounted from its events. */
  @Prop({ type: Number })
  rollup_slot?: number;
}

export const MessageEventSchema = SchemaFactory.createForClass(MessageEventRecord);
// A message's timeline; and an account's events in time order (webhook delivery, issue 14).
MessageEventSchema.index({ message: 1, created_at: 1 });
MessageEventSchema.index({ user_id: 1, created_at: -1 });
// An account's latest bounces and complaints (the admin review queue).
MessageEventSchema.index({ user_id: 1, type: 1, created_at: -1 });
// The log expiry (LogExpiryService).
MessageEventSchema.index({ created_at: 1 });
// A crashed rollup writer's days, recounted (RollupRepair).
MessageEventSchema.index({ rollup_slot: 1, created_at: 1 });
