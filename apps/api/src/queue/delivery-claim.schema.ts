import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';

/**
 * A claim on one attempt of a delivery, by a string _id `<delivery>:<attempt>:<lease|result>`.
 * Inserting a document whose _id exists fails on every MongoDB-compatible server, so only
 * one worker can lease a given attempt and only one result can be recorded for it, even on
 * servers whose findOneAndUpdate is not atomic (FerretDB). A delivery's lease claim is the
 * lease itself (its token and end): leasing writes nothing else (see DeliveryQueueService).
 */
@Schema({ collection: 'delivery_claims', versionKey: false })
export class DeliveryClaimRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  delivery: Types.ObjectId;

  @Prop({ required: true })
  owner: string;

  @Prop({ type: Date, default: () => new Date() })
  claimed_at: Date;

  /** On a delivery's lease claim: the token its holder reports with. Absent on other claims and on those of older versions. */
  @Prop({ type: String })
  lease_token?: string;

  /** On a delivery's lease claim: when the lease runs out and another worker may take the delivery over. */
  @Prop({ type: Date })
  lease_expires_at?: Date;
}

export type DeliveryClaimDocument = HydratedDocument<DeliveryClaimRecord>;
export const DeliveryClaimSchema = SchemaFactory.createForClass(DeliveryClaimRecord);

export type ClaimKind = 'lease' | 'result';

export function claimId(deliveryId: Types.ObjectId, attempt: number, kind: ClaimKind): string {
  return `${deliveryId.toString()}:${attempt}:${kind}`;
}
