import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { RollupCounts, RollupKind } from './rollup-keys.js';

/**
 * Counts of several periods for the platform or one account, as written by one writer slot: a
 * month's days, a day's hours, or an account's lifetime (see rollup-keys.ts). The figures the
 * dashboard, the reports summary, the user detail and the customer overview show are sums of
 * these over the slots, read by _id (`<kind>:<period>|<scope>|<slot>`), never counted from log
 * entries.
 */
@Schema({ collection: 'rollups', versionKey: false })
export class RollupRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, enum: ['month', 'day', 'total'], required: true })
  kind: RollupKind;

  /** YYYY-MM for a month, YYYY-MM-DD for a day, `-` for a lifetime. */
  @Prop({ required: true })
  period: string;

  @Prop({ required: true })
  scope: string;

  @Prop({ required: true })
  slot: number;

  /** A day's hours go with the log retention; months and lifetimes stay. */
  @Prop({ type: Date, default: null })
  expires_at: Date | null;

  /** The counts by part (`d01`..`d31`, `h00`..`h23`, or `all`), each `{ accepted, delivered, ... }` (a reputation scope's: `{ sent, hard_bounced, complained }`). */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  parts: Record<string, Partial<RollupCounts>>;

  /** A lifetime's first month (YYYY-MM): its recount sums the months from there. */
  @Prop({ type: String })
  since?: string;
}

export const RollupSchema = SchemaFactory.createForClass(RollupRecord);
// The retention sweep; on MongoDB this is the natural TTL index (see LogExpiryService).
RollupSchema.index({ expires_at: 1 });

/**
 * One writer slot: the API process that owns it is the only one writing its documents, so no two
 * processes ever update one document at once (the embedded database's updates are read-modify-write
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
