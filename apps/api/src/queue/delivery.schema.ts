import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { SEND_PLANS, type SendPlan } from '@platform/contracts';

/**
 * queued → leased → (delivered | bounced | failed), or back to queued for a retry. A delivery
 * that reaches a final state is removed (its log entries are its history), so the collection
 * holds only open work; rows in a final state are left by versions that kept them. A message
 * held by content scanning has its deliveries `held` (never leased, never expired) until an
 * admin releases them (queued) or drops them (failed).
 */
export const DELIVERY_STATES = ['queued', 'leased', 'delivered', 'bounced', 'failed', 'held'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const OPEN_DELIVERY_STATES: readonly DeliveryState[] = ['queued', 'leased'];

/** Who may carry a delivery: the API's relay worker, agents, or the API's mailbox simulator (simulator addresses, whatever the plan). */
export const DELIVERY_ROUTES = ['relay', 'agent', 'simulator'] as const;
export type DeliveryRoute = (typeof DELIVERY_ROUTES)[number];

export const RECIPIENT_STATES = ['pending', 'delivered', 'bounced', 'failed'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

@Schema({ _id: false })
export class DeliveryRecipient {
  @Prop({ required: true })
  address: string;

  @Prop({ type: String, enum: RECIPIENT_STATES, default: 'pending' })
  state: RecipientState;

  @Prop({ default: '' })
  response: string;
}
const DeliveryRecipientSchema = SchemaFactory.createForClass(DeliveryRecipient);

/**
 * The work of handing one message to one recipient (its own envelope sender, and maybe its own
 * headers, make it a transaction of its own). Leased to one worker at a time: a worker that dies
 * loses its lease when it expires, and the delivery goes back to the queue. The lease lives in
 * the attempt's lease claim (DeliveryClaimRecord); `attempts` counts the attempts recorded, and
 * state 'leased' with lease_token, lease_owner and lease_expires_at set is found only on
 * deliveries leased by older versions, which marked the lease here.
 */
@Schema({ collection: 'deliveries', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } })
export class DeliveryRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  message: Types.ObjectId;

  @Prop({ required: true })
  message_id: string;

  /**
   * How many deliveries its message has (one per recipient domain): with one, finishing it
   * finishes the message. Absent on deliveries stored by versions before it.
   */
  @Prop({ type: Number, required: true })
  message_delivery_count: number;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  /** The sender's domain. */
  @Prop({ required: true })
  domain: string;

  /** The sender's MAIL FROM as submitted: what logs and reports show. */
  @Prop({ required: true })
  envelope_from: string;

  /**
   * The envelope sender this delivery goes out with: the recipient's own return path
   * (b+<token>@<return-path domain>), so that a bounce names message and recipient. Empty on
   * deliveries stored before return paths: envelope_from is used.
   */
  @Prop({ default: '' })
  return_path: string;

  /**
   * Header lines only this recipient's copy carries, put in front of the stored message when it
   * is sent: its List-Unsubscribe headers and the DKIM-Signature that covers them. Empty when the
   * stored message is sent as it is.
   */
  @Prop({ default: '' })
  header_prefix: string;

  /**
   * This recipient's own message, which header_prefix completes in place of the stored one, when
   * its body is its own (tracked mail: its links and pixel name the recipient); null otherwise.
   */
  @Prop({ type: Buffer, default: null })
  raw: Buffer | null;

  @Prop({ required: true })
  recipient_domain: string;

  @Prop({ type: [DeliveryRecipientSchema], required: true })
  recipients: DeliveryRecipient[];

  @Prop({ type: String, enum: SEND_PLANS, required: true })
  send_plan: SendPlan;

  @Prop({ type: String, enum: DELIVERY_ROUTES, required: true })
  route: DeliveryRoute;

  /** For bulletproof deliveries: the relay that carries them. */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  relay_id: Types.ObjectId | null;

  /** For byoip deliveries: only this user's agents, from these IPs. */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  agent_owner_user_id: Types.ObjectId | null;

  @Prop({ type: [String], default: [] })
  allowed_ips: string[];

  @Prop({ type: String, enum: DELIVERY_STATES, default: 'queued' })
  state: DeliveryState;

  @Prop({ default: 0 })
  attempts: number;

  @Prop({ type: Date, required: true })
  next_attempt_at: Date;

  @Prop({ type: Date, required: true })
  expires_at: Date;

  @Prop({ type: String, default: null })
  lease_token: string | null;

  @Prop({ type: String, default: null })
  lease_owner: string | null;

  @Prop({ type: Date, default: null })
  lease_expires_at: Date | null;

  @Prop({ default: '' })
  last_response: string;

  /**
   * The API process that queued it and may take its first attempt without reading it back, until
   * reserved_until: other processes leave that attempt alone until then (see
   * DeliveryQueueService, "first attempts"). Null when nobody reserved it, and on deliveries
   * stored before reservations.
   */
  @Prop({ type: String, default: null })
  reserved_by: string | null;

  @Prop({ type: Date, default: null })
  reserved_until: Date | null;

  /** The id in the logs of the request that submitted its message ('' before request ids). */
  @Prop({ default: '' })
  request_id: string;

  created_at: Date;
  updated_at: Date;
}

/** A delivery as read with lean(). */
export type StoredDelivery = DeliveryRecord & { _id: Types.ObjectId };
export const DeliverySchema = SchemaFactory.createForClass(DeliveryRecord);
// Leasing goes by _id. The open deliveries by state: every process rereads them into its view of
// the queue, and the expiry sweep looks for those past their lifetime (and, when leased, their
// lease). Whether a message still has open deliveries, when one of them finishes.
DeliverySchema.index({ state: 1, expires_at: 1, lease_expires_at: 1 });
DeliverySchema.index({ message: 1, state: 1 });
// Deleting an account gives up its open deliveries.
DeliverySchema.index({ user_id: 1, state: 1 });
