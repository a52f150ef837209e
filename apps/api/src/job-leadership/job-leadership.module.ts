import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLeaseRecord, JobLeaseSchema } from './job-lease.schema.js';
import { JobLeadership } from './job-leadership.service.js';

/** Which process runs each periodic job; see JobLeadership. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: JobLeaseRecord.name, schema: JobLeaseSchema }])],
  providers: [JobLeadership],
  exports: [JobLeadership],
})
export class JobLeadershipModule {}
