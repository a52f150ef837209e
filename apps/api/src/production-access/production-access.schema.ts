import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { PRODUCTION_ACCESS_REQUEST_STATUSES, type ProductionAccessChange, type ProductionAccessRequestStatus } from '@platform/contracts';

/** The customer's request for production access and the admin's answer. */
export interface StoredAccessRequest {
  use_case: string;
  expected_volume: number;
  status: ProductionAccessRequestStatus;
  requested_at: Date;
  answer: string;
  answered_at: Date | null;
}

/**
 * An account's production-access request and the history of its access (the state itself is on
 * the user, where the sending path reads it: UserRecord.production_access). Written only when the
 * customer asks or access changes; the _id is the user's id.
 */
@Schema({ collection: 'production_access', versionKey: false })
export class ProductionAccessRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user_id: Types.ObjectId;

  @Prop({
    type: new MongooseSchema(
      {
        use_case: { type: String, required: true },
        expected_volume: { type: Number, required: true },
        status: { type: String, enum: PRODUCTION_ACCESS_REQUEST_STATUSES, required: true },
        requested_at: { type: Date, required: true },
        answer: { type: String, default: '' },
        answered_at: { type: Date, default: null },
      },
      { _id: false },
    ),
    default: null,
  })
  request: StoredAccessRequest | null;

  /** Every change, oldest first: who, when, why. */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  changes: Array<Omit<ProductionAccessChange, 'created_at'> & { created_at: Date }>;
}

export const ProductionAccessSchema = SchemaFactory.createForClass(ProductionAccessRecord);
// The admin's requests list: by status, latest request first.
ProductionAccessSchema.index({ 'request.status': 1, 'request.requested_at': -1 });
