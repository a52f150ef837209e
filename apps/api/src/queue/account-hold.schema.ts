import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * An account whose queued mail is held: none of its deliveries is leased (to agents, relays or the
 * simulator) until the hold is lifted; they stay queued, not lost. The reputation guard holds a
 * paused account's mail. The _id is the user's id; the collection holds only accounts on hold (a few).
 */
@Schema({ collection: 'account_holds', versionKey: false })
export class AccountHoldRecord {
  @Prop({ type: String, required: true })
  _id: string;

  /** Why, as the refusals and the queue screens say it. */
  @Prop({ required: true })
  reason: string;

  @Prop({ type: Date, required: true })
  held_at: Date;
}

export const AccountHoldSchema = SchemaFactory.createForClass(AccountHoldRecord);
