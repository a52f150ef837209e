import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { CONSOLE_MAILBOX_LIMITS, PLATFORM_MAIL_KINDS, type PlatformMailKind } from '@platform/contracts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * A platform mail kept in the admin console's mailbox because the platform had no transport for
 * it. Removed by MongoDB once CONSOLE_MAILBOX_LIMITS.keepDays have passed (TTL index on
 * created_at); the embedded database has no TTL indexes, so reads skip what is past its time and
 * ConsoleMailboxService.keep() removes it.
 */
@Schema({ collection: 'console_mailbox', versionKey: false })
export class ConsoleMailRecord {
  @Prop({ required: true })
  to: string;

  @Prop({ required: true })
  subject: string;

  @Prop({ required: true })
  text: string;

  @Prop({ type: String, required: true, enum: PLATFORM_MAIL_KINDS })
  kind: PlatformMailKind;

  @Prop({ type: Date, required: true, default: () => new Date(), expires: CONSOLE_MAILBOX_LIMITS.keepDays * DAY_SECONDS })
  created_at: Date;
}

export type ConsoleMailDocument = HydratedDocument<ConsoleMailRecord>;
export const ConsoleMailSchema = SchemaFactory.createForClass(ConsoleMailRecord);
/** The list: kept mail, newest first. */
ConsoleMailSchema.index({ created_at: -1, _id: -1 });
