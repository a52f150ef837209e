import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * When an account first did what the first-run checklist asks (first message accepted, first
 * test message, first delivery, first message from the sandbox), under _id = the user's id: the overview reads it by _id
 * instead of searching the account's messages.
 */
@Schema({ collection: 'account_milestones' })
export class AccountMilestonesRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Date }) first_accepted_at?: Date;
  @Prop({ type: Date }) first_test_message_at?: Date;
  @Prop({ type: Date }) first_delivered_at?: Date;
  @Prop({ type: Date }) first_sandbox_message_at?: Date;
}

export type AccountMilestone = 'first_accepted_at' | 'first_test_message_at' | 'first_delivered_at' | 'first_sandbox_message_at';
export const AccountMilestonesSchema = SchemaFactory.createForClass(AccountMilestonesRecord);
