import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types, type HydratedDocument } from 'mongoose';
import type { UserRole } from '@platform/contracts';

/**
 * A console sign-in: issued at login to an admin or support-readonly user, or in exchange for
 * the installation's admin token (master token; no user, role admin). Only its hash is kept.
 */
@Schema({ collection: 'admin_sessions', timestamps: true })
export class AdminSessionRecord {
  /** SHA-256 of the token handed out; a leaked database does not leak usable tokens. */
  @Prop({ required: true, unique: true })
  token_hash: string;

  /** null for a session opened with the master token. */
  @Prop({ type: Types.ObjectId, default: null, index: true })
  user_id: Types.ObjectId | null;

  /** The role the session was issued for: a session stops working when the user's role changes. */
  @Prop({ type: String, required: true })
  role: UserRole;

  /** The database removes expired sessions by itself (TTL index); lookups check the time too. */
  @Prop({ type: Date, required: true, expires: 0 })
  expires_at: Date;
}

export type AdminSessionDocument = HydratedDocument<AdminSessionRecord>;
export const AdminSessionSchema = SchemaFactory.createForClass(AdminSessionRecord);
