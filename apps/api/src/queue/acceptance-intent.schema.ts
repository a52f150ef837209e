import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * A batch of submissions being stored: written before the batch's message log entries and
 * removed once its deliveries are stored (or taken back). One left behind marks a batch whose
 * process stopped in between: AcceptanceJournal.recoverInterrupted settles its messages.
 */
@Schema({ collection: 'acceptance_intents', versionKey: false })
export class AcceptanceIntentRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: [MongooseSchema.Types.ObjectId], required: true })
  message_ids: Types.ObjectId[];

  @Prop({ type: Date, required: true })
  created_at: Date;
}

export const AcceptanceIntentSchema = SchemaFactory.createForClass(AcceptanceIntentRecord);
// The recovery's oldest-first read of intents past the grace time.
AcceptanceIntentSchema.index({ created_at: 1 });
// Whether a message is still being stored (an Idempotency-Key's retry asks: AcceptanceJournal.acceptanceOf).
AcceptanceIntentSchema.index({ message_ids: 1 });
