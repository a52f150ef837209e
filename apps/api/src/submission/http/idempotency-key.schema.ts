import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { SendMessageResponse } from '@platform/contracts';

/**
 * An Idempotency-Key of POST /api/v1/messages under the string _id `<user id>:<key>`. Inserting
 * it claims the key: the insert fails for everyone else on every MongoDB-compatible server, even
 * where findOneAndUpdate is not atomic (FerretDB). It is read and written by `{ _id }` alone,
 * the only filter FerretDB answers from an index.
 *
 * `takeover:<user id>:<key>:<claim>` documents have the same shape: whoever inserts one is the
 * only request allowed to replace the expired or abandoned record that holds that claim.
 */
@Schema({ collection: 'idempotency_keys', versionKey: false })
export class IdempotencyKeyRecord {
  @Prop({ type: String, required: true })
  _id: string;

  /** SHA-256 of the request body, which tells a retry from another request reusing the key. */
  @Prop({ required: true })
  request_hash: string;

  /** Random token of the request holding the key, so that a request releases only its own claim. */
  @Prop({ required: true })
  claim: string;

  /**
   * The _id the request's message is stored under, chosen with the claim: a repeat that finds no
   * answer asks whether that message was stored (its process may have died after storing it and
   * before writing the answer), and answers for it instead of storing a second one.
   */
  @Prop({ type: String, default: null })
  message_ref: string | null;

  /** The 202 body, given again to every repeat of the request; null while the request runs. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  response: SendMessageResponse | null;

  @Prop({ type: Date, required: true })
  claimed_at: Date;

  /**
   * MongoDB removes the record by itself after this (TTL index); FerretDB 1.24 refuses TTL indexes,
   * so there it stays until its key is used again. Lookups check the time either way.
   */
  @Prop({ type: Date, required: true, expires: 0 })
  expires_at: Date;
}

export const IdempotencyKeySchema = SchemaFactory.createForClass(IdempotencyKeyRecord);
