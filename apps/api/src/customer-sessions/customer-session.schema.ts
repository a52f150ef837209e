import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * A customer's sign-in, issued at login and held by the browser in an HttpOnly cookie. The _id
 * is the SHA-256 of the token: every cookie-authenticated request reads its session by _id
 * (the embedded database answers only _id from an index), and a leaked database holds no usable token.
 */
@Schema({ collection: 'customer_sessions', timestamps: { createdAt: 'created_at', updatedAt: false } })
export class CustomerSessionRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  user_id: Types.ObjectId;

  /** The database removes expired sessions by itself (TTL index); lookups check the time too. */
  @Prop({ type: Date, required: true, expires: 0 })
  expires_at: Date;

  /** Written at most once a minute per session, not on every request. */
  @Prop({ type: Date, required: true })
  last_used_at: Date;

  created_at: Date;
}

export const CustomerSessionSchema = SchemaFactory.createForClass(CustomerSessionRecord);
