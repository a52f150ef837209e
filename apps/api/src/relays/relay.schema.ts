import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { ACTIVE_STATUSES, RELAY_DEFAULTS, type ActiveStatus } from '@platform/contracts';

@Schema({ _id: false })
export class RelayDkimRecordFields {
  @Prop({ default: '' })
  selector: string;

  @Prop({ default: '' })
  public_key: string;
}

/** An outside SMTP relay that bulletproof domains send through. */
@Schema({ collection: 'relays', timestamps: true })
export class RelayRecord {
  @Prop({ required: true, unique: true, trim: true })
  name: string;

  @Prop({ required: true, trim: true })
  smtp_host: string;

  @Prop({ default: RELAY_DEFAULTS.smtp_port, min: 1, max: 65535 })
  smtp_port: number;

  @Prop({ default: '' })
  smtp_user: string;

  /** The relay password sealed with the server key; empty when the relay needs none. */
  @Prop({ default: '' })
  smtp_pass_sealed: string;

  /** Whether the credentials may be sent without TLS; off, a relay without STARTTLS gets none. */
  @Prop({ default: RELAY_DEFAULTS.allow_insecure_auth })
  allow_insecure_auth: boolean;

  @Prop({ default: '' })
  spf_record: string;

  @Prop({ type: SchemaFactory.createForClass(RelayDkimRecordFields), default: () => ({}) })
  dkim_record: RelayDkimRecordFields;

  @Prop({ default: '' })
  dmarc_record: string;

  /** How many domains may use the relay; 0 means no limit. */
  @Prop({ default: RELAY_DEFAULTS.max_domains, min: 0 })
  max_domains: number;

  @Prop({ type: String, enum: ACTIVE_STATUSES, default: RELAY_DEFAULTS.status })
  status: ActiveStatus;

  createdAt: Date;
  updatedAt: Date;
}

export type RelayDocument = HydratedDocument<RelayRecord>;
export const RelaySchema = SchemaFactory.createForClass(RelayRecord);
// The admin list newest first (_id breaks ties).
RelaySchema.index({ createdAt: -1, _id: -1 });
