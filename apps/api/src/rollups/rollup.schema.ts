import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Counts of one period (hour, day or month) for the platform or one account, as written by one
 * writer slot: the figures the dashboard, the reports summary, the user detail and the customer
 * overview show are sums of these rows over the slots, read by _id
 * (`<bucket>|<scope>|<slot>`, see rollup-keys.ts), never counted from log entries.
 */
@Schema({ collection: 'rollups', versionKey: false })
export class RollupRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  bucket: string;

  @Prop({ required: true })
  scope: string;

  @Prop({ required: true })
  slot: number;

  /** Rows of hours and days go with the log retention (kept longer where a reader needs them); months stay. */
  @Prop({ type: Date, default: null })
  expires_at: Date | null;

  @Prop({ default: 0 }) accepted: number;
  @Prop({ default: 0 }) delivered: number;
  @Prop({ default: 0 }) deferred: number;
  @Prop({ default: 0 }) bounced: number;
  @Prop({ default: 0 }) failed: number;
  @Prop({ default: 0 }) complained: number;
  @Prop({ default: 0 }) unsubscribed: number;
  @Prop({ default: 0 }) opened: number;
  @Prop({ default: 0 }) clicked: number;
}

export const RollupSchema = SchemaFactory.createForClass(RollupRecord);
// The retention sweep; on MongoDB this is the natural TTL index (see LogRetentionService).
RollupSchema.index({ expires_at: 1 });

/**
 * One writer slot: the API process that owns it is the only one writing its rows, so no two
 * processes ever update one row at once (the embedded database's updates are read-modify-write
 * and could lose one). `pending_hours` names the hours (`YYYY-MM-DDTHH`) of events this slot
 * stamped whose counts may not all be written yet: when the owner stops heartbeating, another
 * process recounts the days of those hours from the stamped events. The _id is `slot-<n>`.
 */
@Schema({ collection: 'rollup_slots', versionKey: false })
export class RollupSlotRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  slot: number;

  /** The owning process, or null for a slot free to take. */
  @Prop({ type: String, default: null })
  owner: string | null;

  /** Raised with every change of owner; a claim is the unique insert of (slot, generation). */
  @Prop({ default: 0 })
  generation: number;

  @Prop({ type: Date, required: true })
  heartbeat_at: Date;

  @Prop({ type: [String], default: [] })
  pending_hours: string[];
}

export const RollupSlotSchema = SchemaFactory.createForClass(RollupSlotRecord);

/**
 * A claim of one generation of a slot. An insert is the one write both databases make atomic, so
 * of two processes taking the same free or crashed slot at once, exactly one wins. The _id is
 * `slot-<n>|<generation>`.
 */
@Schema({ collection: 'rollup_slot_claims', versionKey: false })
export class RollupSlotClaimRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  owner: string;

  @Prop({ type: Date, default: () => new Date() })
  created_at: Date;
}

export const RollupSlotClaimSchema = SchemaFactory.createForClass(RollupSlotClaimRecord);
