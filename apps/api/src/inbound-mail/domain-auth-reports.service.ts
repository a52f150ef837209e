import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DomainRecord } from '../domains/domain.schema.js';
import { DomainAuthReportRecord } from './domain-auth-report.schema.js';

/** Records authentication failure reports (ARF auth-failure) for the sending domain they are about. */
@Injectable()
export class DomainAuthReports {
  private readonly logger = new Logger(DomainAuthReports.name);

  constructor(
    @InjectModel(DomainAuthReportRecord.name) private readonly reports: Model<DomainAuthReportRecord>,
    @InjectModel(DomainRecord.name) private readonly domains: Model<DomainRecord>,
  ) {}

  /** Counts the report for the domain when it is one of ours (answers whether it was); the same report twice counts once. */
  async record(domain: string, authFailure: string | null, reportKey: string, at: Date): Promise<boolean> {
    const name = domain.toLowerCase();
    if (!(await this.domains.exists({ domain: name }))) return false;
    const current = await this.reports.findById(name, { last_report_key: 1 }).lean().exec();
    if (current?.last_report_key === reportKey) return true;
    await this.reports
      .updateOne(
        { _id: name },
        { $inc: { count: 1 }, $set: { last_at: at, last_auth_failure: authFailure ?? '', last_report_key: reportKey } },
        { upsert: true },
      )
      .exec();
    this.logger.log(`Authentication failure report (${authFailure ?? 'unspecified'}) for ${name}`);
    return true;
  }
}
