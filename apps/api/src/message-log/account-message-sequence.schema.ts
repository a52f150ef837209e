import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * One message's place in its account's message sequence, under _id `<user id>:<n>`: n counts the
 * account's messages in the order they were accepted (1, 2, 3...; messages logged before the
 * sequence existed get 0, -1, -2... from the backfill, newest first). It repeats the message's
 * fields a search matches that never change, so a search reads one document per message.
 * See account-message-sequence.ts for why it exists.
 */
@Schema({ collection: 'message_sequence', versionKey: false })
export class MessageSequencePointerRecord {
  @Prop({ type: String, required: true })
  _id: string;

  /** The message log entry's _id. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  message: Types.ObjectId;

  /** The entry's created_at: the date filters search the sequence by it. */
  @Prop({ type: Date, required: true })
  created_at: Date;

  @Prop({ type: String, required: true })
  domain: string;

  @Prop({ type: String, default: '' })
  subject: string;

  /** Lower-cased, as in the log entry. */
  @Prop({ type: [String], default: [] })
  recipients: string[];
}

export const MessageSequencePointerSchema = SchemaFactory.createForClass(MessageSequencePointerRecord);

/** One place of a block: its pointer's fields. */
@Schema({ _id: false })
export class MessageSequenceBlockEntry {
  @Prop({ type: Number, required: true }) n: number;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) message: Types.ObjectId;
  @Prop({ type: Date, required: true }) created_at: Date;
  @Prop({ type: String, required: true }) domain: string;
  @Prop({ type: String, default: '' }) subject: string;
  @Prop({ type: [String], default: [] }) recipients: string[];
}

/**
 * A copy of a whole block of an account's places (block b: places b*100+1 to b*100+100), under
 * _id `<user id>:block:<b>`, written once every place of the block has its pointer (pointers never
 * change after that), so a search or a page reads one document instead of a hundred.
 */
@Schema({ collection: 'message_sequence_blocks', versionKey: false })
export class MessageSequenceBlockRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: [SchemaFactory.createForClass(MessageSequenceBlockEntry)], default: [] })
  pointers: MessageSequenceBlockEntry[];
}

export const MessageSequenceBlockSchema = SchemaFactory.createForClass(MessageSequenceBlockRecord);

/**
 * Marks that help find an account's sequence quickly, all read by _id:
 * - `<user id>:head`: an n known to be taken (a hint: written lossily, never above the true head);
 * - `<user id>:low`: the lowest n the backfill gave (absent: 1, nothing was backfilled);
 * - `backfill`: when the backfill of entries from before the sequence last finished.
 */
@Schema({ collection: 'message_sequence_marks', versionKey: false })
export class MessageSequenceMarkRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Number })
  n?: number;

  @Prop({ type: Date })
  done_at?: Date;
}

export const MessageSequenceMarkSchema = SchemaFactory.createForClass(MessageSequenceMarkRecord);
