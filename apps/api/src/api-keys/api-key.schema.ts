import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { API_KEY_SCOPES, type ApiKeyScope } from '@platform/contracts';

/**
 * A named API key of an account. The key handed out is `key_<_id>.<secret>`: the _id in it
 * lets authentication read the record by _id (the only lookup the embedded database serves
 * from an index, and every HTTP send authenticates), and the SHA-256 of the whole key is
 * compared with key_hash. The key itself is never stored.
 */
@Schema({ collection: 'api_keys', timestamps: { createdAt: 'created_at', updatedAt: false } })
export class ApiKeyRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({ required: true, trim: true })
  name: string;

  @Prop({ type: String, enum: API_KEY_SCOPES, required: true })
  scope: ApiKeyScope;

  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  domain_id: Types.ObjectId | null;

  /** The domain's name when the key was made (names never change), for the sending check. */
  @Prop({ type: String, default: null })
  domain: string | null;

  @Prop({ required: true })
  key_hash: string;

  /** The first characters of the key, to tell keys apart in a list. */
  @Prop({ required: true })
  key_prefix: string;

  @Prop({ type: Date, default: null })
  last_used_at: Date | null;

  created_at: Date;
}

export type ApiKeyDocument = HydratedDocument<ApiKeyRecord>;
export const ApiKeySchema = SchemaFactory.createForClass(ApiKeyRecord);
// An account's keys, newest first.
ApiKeySchema.index({ user_id: 1, created_at: -1, _id: -1 });
