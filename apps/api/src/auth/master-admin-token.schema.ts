import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Where the master admin token comes from: ADMIN_TOKEN, or the file in DATA_DIR (generated or rotated). */
export type MasterAdminTokenSource = 'environment' | 'file';

/**
 * The hash of the installation's master admin token, in one record (_id 'current'), so that
 * every API process accepts the same token, and a rotation in one of them applies in all at once.
 */
@Schema({ collection: 'admin_master_token', versionKey: false })
export class MasterAdminTokenRecord {
  @Prop({ type: String, required: true })
  _id: string;

  /** SHA-256 of the token; the token itself is never stored in the database. */
  @Prop({ required: true })
  token_hash: string;

  @Prop({ type: String, required: true })
  source: MasterAdminTokenSource;

  @Prop({ type: Date, required: true })
  changed_at: Date;
}

export const MasterAdminTokenSchema = SchemaFactory.createForClass(MasterAdminTokenRecord);
