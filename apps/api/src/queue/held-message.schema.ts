import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import type { ContentScanResult } from '@platform/contracts';

/**
 * A message held for an admin's review (its content scan reached the hold score): written with
 * the message, removed when an admin releases or drops it. Its own small collection, so that the
 * review list reads only held messages (the embedded database would read the whole message log
 * for a filter on its status). The _id is the message's.
 */
@Schema({ collection: 'held_messages' })
export class HeldMessageRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ required: true })
  domain: string;

  @Prop({ required: true })
  envelope_from: string;

  @Prop({ type: [String], required: true })
  recipients: string[];

  /** Its deliveries, held with it (released or failed together). */
  @Prop({ type: [MongooseSchema.Types.ObjectId], required: true })
  delivery_ids: Types.ObjectId[];

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  content_scan: ContentScanResult;

  @Prop({ type: Date, required: true })
  created_at: Date;
}

export const HeldMessageSchema = SchemaFactory.createForClass(HeldMessageRecord);
// The review list, oldest first.
HeldMessageSchema.index({ created_at: 1 });
