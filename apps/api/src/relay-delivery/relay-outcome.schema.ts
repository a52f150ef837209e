import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { RecipientAttemptResult } from '../queue/delivery-outcome.js';

/**
 * A relay's answer to one leased delivery, written the moment the relay answered and removed
 * once the attempt is recorded: one left behind is an answer whose process died before it
 * recorded it (RelayOutcomeJournal replays it), so the delivery is not sent through the relay a
 * second time once its lease runs out. By the lease token as `_id`.
 */
@Schema({ collection: 'relay_outcomes', versionKey: false })
export class RelayOutcomeRecord {
  @Prop({ type: String, required: true })
  _id: string;

  /** The lease's holder: only it may settle the delivery with this outcome once the lease is over. */
  @Prop({ required: true })
  owner: string;

  @Prop({ type: [MongooseSchema.Types.Mixed], required: true })
  results: RecipientAttemptResult[];

  @Prop({ type: String, default: null })
  source_ip: string | null;

  /** The relay's name, in the delivery log's agent_hostname as a live record has it. */
  @Prop({ type: String, default: null })
  relay_name: string | null;

  @Prop({ type: Date, required: true })
  created_at: Date;
}

export const RelayOutcomeSchema = SchemaFactory.createForClass(RelayOutcomeRecord);
// The replay's read of the outcomes left behind, oldest first.
RelayOutcomeSchema.index({ created_at: 1 });
