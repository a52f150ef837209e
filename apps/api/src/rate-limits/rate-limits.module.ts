import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RequestRateCounterRecord, RequestRateCounterSchema } from './request-rate-counter.schema.js';
import { RequestRateLimits } from './request-rate-limits.js';

/** Rate limits shared by every API process through the database; see RequestRateLimits. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: RequestRateCounterRecord.name, schema: RequestRateCounterSchema }])],
  providers: [RequestRateLimits],
  exports: [RequestRateLimits],
})
export class RateLimitsModule {}
