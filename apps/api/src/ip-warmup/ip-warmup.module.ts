import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { IpWarmupClock } from './ip-warmup-clock.js';
import { IpWarmupCountRecord, IpWarmupCountSchema } from './ip-warmup-count.schema.js';
import { IpWarmupService } from './ip-warmup.service.js';

/** IP warm-up per destination: each warming IP's daily volume and its delivered counts. */
@Module({
  imports: [MongooseModule.forFeature([{ name: IpWarmupCountRecord.name, schema: IpWarmupCountSchema }])],
  providers: [IpWarmupClock, IpWarmupService],
  exports: [IpWarmupClock, IpWarmupService],
})
export class IpWarmupModule {}
