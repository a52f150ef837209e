import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Authentication failure reports (ARF Feedback-Type: auth-failure, RFC 6591: a receiver saying
 * DMARC, SPF or DKIM failed for mail in a domain's name) counted per sending domain, by `_id`
 * (the domain). Not a complaint: no recipient is suppressed; the domain's owner and the
 * reputation guard read it.
 */
@Schema({ collection: 'domain_auth_reports' })
export class DomainAuthReportRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Number, default: 0 })
  count: number;

  @Prop({ type: Date, required: true })
  last_at: Date;

  /** The last report's Auth-Failure (dmarc, spf, dkim...). */
  @Prop({ type: String, default: '' })
  last_auth_failure: string;

  /** The last report's key (Message-ID or digest): the same report twice counts once. */
  @Prop({ type: String, default: '' })
  last_report_key: string;
}

export const DomainAuthReportSchema = SchemaFactory.createForClass(DomainAuthReportRecord);
