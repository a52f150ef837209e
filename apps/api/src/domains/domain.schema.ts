import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types, type HydratedDocument } from 'mongoose';
import { ACTIVE_STATUSES, DNS_RECORD_STATUSES, SEND_PLANS, type ActiveStatus, type DnsRecordStatus, type SendPlan } from '@platform/contracts';

@Schema({ _id: false })
export class DomainPlanSnapshotFields {
  @Prop({ required: true })
  plan_code: string;

  @Prop({ required: true })
  plan_category: string;
}

@Schema({ _id: false })
export class DnsRecordStatusFields {
  @Prop({ type: String, enum: DNS_RECORD_STATUSES, required: true }) spf: DnsRecordStatus;
  @Prop({ type: String, enum: DNS_RECORD_STATUSES, required: true }) dkim: DnsRecordStatus;
  @Prop({ type: String, enum: DNS_RECORD_STATUSES, required: true }) dmarc: DnsRecordStatus;
}

@Schema({ _id: false })
export class ReturnPathStatusFields {
  @Prop({ type: String, enum: DNS_RECORD_STATUSES, required: true }) mx: DnsRecordStatus;
  @Prop({ type: String, enum: DNS_RECORD_STATUSES, required: true }) spf: DnsRecordStatus;
}

/** A sending domain of a user: its plan decides the route, its own DKIM key signs its mail. */
@Schema({ collection: 'domains', timestamps: true })
export class DomainRecord {
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  domain: string;

  @Prop({ type: Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  /** null when the domain was moved to another user without a plan of theirs. */
  @Prop({ type: Types.ObjectId, default: null, index: true })
  user_plan_id: Types.ObjectId | null;

  @Prop({ type: String, enum: [...SEND_PLANS, ''], default: '' })
  send_plan: SendPlan | '';

  @Prop({ type: Types.ObjectId, default: null, index: true })
  bulletproof_relay_id: Types.ObjectId | null;

  @Prop({ type: [String], default: [] })
  dedicated_ips: string[];

  @Prop({ type: String, enum: ACTIVE_STATUSES, default: 'active' })
  status: ActiveStatus;

  @Prop({ default: false })
  spf_verified: boolean;

  @Prop({ default: false })
  dkim_verified: boolean;

  @Prop({ default: false })
  dmarc_verified: boolean;

  @Prop({ type: Date, default: null })
  verified_at: Date | null;

  /** Open tracking of the domain's HTML mail (a pixel); off by default. */
  @Prop({ default: false })
  track_opens: boolean;

  /** Click tracking of the domain's HTML mail (links through the tracking host); off by default. */
  @Prop({ default: false })
  track_clicks: boolean;

  /** What the last check found for each record; null before the first check. */
  @Prop({ type: SchemaFactory.createForClass(DnsRecordStatusFields), default: null })
  dns_record_status: DnsRecordStatusFields | null;

  /** What the last check found at bounces.<domain> (optional records, kept apart from the required ones); null before. */
  @Prop({ type: SchemaFactory.createForClass(ReturnPathStatusFields), default: null })
  return_path_status: ReturnPathStatusFields | null;

  /** Both return-path records verified: mail then leaves with a return path at bounces.<domain>. */
  @Prop({ default: false })
  return_path_verified: boolean;

  /** What the last check found at track.<domain> (an optional CNAME); null before the first check. */
  @Prop({ type: String, enum: [...DNS_RECORD_STATUSES, null], default: null })
  tracking_host_status: DnsRecordStatus | null;

  /** The track.<domain> CNAME verified: tracked links and pixels of the domain's mail then point at it. */
  @Prop({ default: false })
  tracking_host_verified: boolean;

  /** Whether messages get List-Unsubscribe headers unless a message says otherwise. */
  @Prop({ default: false })
  unsubscribe_headers: boolean;

  @Prop({ required: true })
  dkim_selector: string;

  /** PKCS#8 PEM private key sealed with the server key; never returned. */
  @Prop({ required: true })
  dkim_private_key_sealed: string;

  /** SPKI PEM public key, published in the DKIM record. */
  @Prop({ required: true })
  dkim_public_key: string;

  /** The plan code and category when the plan was assigned, kept for display and history. */
  @Prop({ type: SchemaFactory.createForClass(DomainPlanSnapshotFields), default: null })
  plan_snapshot: DomainPlanSnapshotFields | null;

  createdAt: Date;
  updatedAt: Date;
}

export type DomainDocument = HydratedDocument<DomainRecord>;
export const DomainSchema = SchemaFactory.createForClass(DomainRecord);
// The periodic re-check takes the domains checked longest ago; the admin list and an account's
// domains newest first (_id breaks ties, for stable pages); a user's domains by name (user detail).
DomainSchema.index({ verified_at: 1 });
DomainSchema.index({ createdAt: -1, _id: -1 });
DomainSchema.index({ user_id: 1, createdAt: -1, _id: -1 });
DomainSchema.index({ user_id: 1, domain: 1 });
