import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Which API process runs a periodic job (its name is the _id), until when. The holder renews
 * it while it lives; once it runs out, another process takes it over.
 */
@Schema({ collection: 'job_leases', versionKey: false })
export class JobLeaseRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, required: true })
  holder: string;

  @Prop({ type: Date, required: true })
  expires_at: Date;
}

export const JobLeaseSchema = SchemaFactory.createForClass(JobLeaseRecord);
